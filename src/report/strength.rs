//! The search bot's strength against its budget: one searching seat's win rate over runs that
//! differ only in that seat's budget (`simulate --seats bot:search:30,...`, then `:100`,
//! `:300`...), as a page of its own beside the balance report.

use super::escape;
use super::html::{STYLE, rate_section};
use super::interval::{self, Interval};
use super::summary::Summary;
use super::svg::Rate;
use crate::bots::search::Budget;
use std::fmt::Write as _;

/// How one run's searching seat did.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The seat as `--seats` spells it (`bot:search:300`).
    pub spec: String,
    pub games: u64,
    pub wins: u64,
    pub interval: Option<Interval>,
}

impl Point {
    pub fn rate(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wins as f64 / self.games as f64 }
    }
}

/// What the runs have in common, and each run's point, smallest budget first.
#[derive(Clone, Debug, PartialEq)]
pub struct Strength {
    pub game: String,
    /// The searching seat, from 1.
    pub seat: usize,
    /// The seats, the searching one written `bot:search:*`.
    pub table: String,
    pub points: Vec<Point>,
}

/// The budget a spec gives, for ordering: playouts before milliseconds, each by size (a spec
/// that is not a budget last).
fn budget(spec: &str) -> (u8, u32) {
    let b = spec.strip_prefix("bot:search").unwrap_or_default().trim_start_matches(':');
    match Budget::parse(b) {
        Ok(Budget::Playouts(n)) => (0, n),
        Ok(Budget::Millis(n)) => (1, n),
        Err(_) => (2, 0),
    }
}

/// The points of runs `parts` (named for messages).
///
/// # Errors
/// A one-line message: no runs, a summary without its seats spelt out (written before they
/// were kept), no or several searching seats, or runs that differ in anything but that seat's
/// budget (game, content, seed, the other seats), or two runs of one budget.
pub fn strength(parts: &[(String, Summary)]) -> Result<Strength, String> {
    let Some((first_name, first)) = parts.first() else {
        return Err("no summaries given".into());
    };
    let seat_of = |name: &str, s: &Summary| -> Result<usize, String> {
        if s.seat_specs.is_empty() {
            return Err(format!("{name}: the summary does not spell out its seats; run `simulate` again"));
        }
        let searching: Vec<usize> =
            (0..s.seat_specs.len()).filter(|&i| s.seat_specs[i].starts_with("bot:search")).collect();
        match searching[..] {
            [seat] => Ok(seat),
            [] => Err(format!("{name}: no seat is a `bot:search`")),
            _ => Err(format!("{name}: {} seats are `bot:search`; the budget of one is charted", searching.len())),
        }
    };
    let seat = seat_of(first_name, first)?;
    let others = |s: &Summary| -> Vec<String> {
        s.seat_specs
            .iter()
            .enumerate()
            .map(|(i, k)| if i == seat { "bot:search:*".into() } else { k.clone() })
            .collect()
    };
    let table = others(first);
    let mut points = Vec::new();
    for (name, s) in parts {
        if s.game != first.game || s.content != first.content || s.seed != first.seed {
            return Err(format!("{name} is not of the same game, content and seed as {first_name}"));
        }
        if seat_of(name, s)? != seat || others(s) != table {
            return Err(format!(
                "{name}: seats {}, not those of {first_name} but for the search's budget ({})",
                s.seat_specs.join(","),
                first.seat_specs.join(",")
            ));
        }
        let spec = s.seat_specs[seat].clone();
        if points.iter().any(|p: &Point| p.spec == spec) {
            return Err(format!("{name}: a second run of {spec}"));
        }
        let wins = s.wins_by_seat[seat];
        points.push(Point { spec, games: s.games, wins, interval: interval::wilson(wins, s.games) });
    }
    points.sort_by_key(|p| budget(&p.spec));
    Ok(Strength { game: first.game.clone(), seat: seat + 1, table: table.join(","), points })
}

/// The page: the searching seat's win rate by budget, against its fair share.
pub fn page(s: &Strength) -> String {
    let seats = s.table.split(',').count().max(1);
    let title = format!("The search bot's strength: {}", s.game);
    let mut p = String::new();
    let _ = write!(
        p,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{t}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{t}</h1>\n",
        t = escape(&title)
    );
    let _ = writeln!(
        p,
        "<p class=\"facts\">Seat {} is the search bot, at each budget; seats {}. Each budget's games are played from \
         the same seeds.</p>\n<p class=\"legend\">Whiskers are 95% intervals (Wilson score intervals); the dashed line \
         is a seat's fair share ({}).</p>",
        s.seat,
        escape(&s.table),
        escape(&super::svg::percent(1.0 / seats as f64))
    );
    let rows: Vec<(String, Rate, Option<Rate>)> = s
        .points
        .iter()
        .map(|pt| (format!("{} ({} games)", pt.spec, pt.games), Rate { value: pt.rate(), interval: pt.interval }, None))
        .collect();
    rate_section(&mut p, "Win rate by budget", &rows, Some(1.0 / seats as f64), false);
    p.push_str("</body>\n</html>\n");
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::summary::tests::sample;

    fn run(spec: &str, wins: u64) -> (String, Summary) {
        let mut s = sample();
        s.seats = vec!["search".into(), "random".into()];
        s.seat_specs = vec![spec.into(), "bot:random".into()];
        s.wins_by_seat = vec![wins, 10 - wins];
        s.derive();
        (format!("{spec}.json"), s)
    }

    #[test]
    fn runs_are_charted_by_budget() {
        let s = strength(&[run("bot:search:300", 9), run("bot:search:30", 6), run("bot:search:250ms", 8)]).unwrap();
        let specs: Vec<&str> = s.points.iter().map(|p| p.spec.as_str()).collect();
        assert_eq!(specs, ["bot:search:30", "bot:search:300", "bot:search:250ms"]);
        assert_eq!((s.seat, s.table.as_str(), s.points[1].rate()), (1, "bot:search:*,bot:random", 0.9));
        let page = page(&s);
        assert!(page.contains("<svg") && page.contains("bot:search:30 (10 games)") && page.contains("90.0%"));
    }

    #[test]
    fn runs_that_differ_otherwise_are_refused() {
        let (name, mut other) = run("bot:search:30", 5);
        other.seat_specs[1] = "bot:greedy".into();
        let e = strength(&[run("bot:search:300", 9), (name, other)]).unwrap_err();
        assert!(e.contains("not those of"), "{e}");
        let e = strength(&[run("bot:search:300", 9), run("bot:search:300", 8)]).unwrap_err();
        assert!(e.contains("a second run of bot:search:300"), "{e}");
        let e = strength(&[run("bot:greedy", 9)]).unwrap_err();
        assert!(e.contains("no seat is a `bot:search`"), "{e}");
        let (name, mut old) = run("bot:search:30", 5);
        old.seat_specs.clear();
        assert!(strength(&[(name, old)]).unwrap_err().contains("run `simulate` again"));
    }
}
