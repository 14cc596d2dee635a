//! The strength ladder: one seat's win rate over runs that differ only in what plays that seat
//! (`simulate --seats bot:random,bot:greedy,...`, then `bot:greedy`, `bot:balance`,
//! `bot:search:30`, `:100`, `:300`...), rung by rung, as a page of its own beside the balance
//! report: whether a bot beats the one below it, and whether search gains from thinking.

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

/// A rung's place on the ladder: `random`, then the game's own bots, the balance seat, and
/// search by its budget (playouts before milliseconds, each by size); anything else last.
fn rung(spec: &str) -> (u8, u8, u32) {
    let budget = |rest: &str| match Budget::parse(rest.trim_start_matches(':')) {
        Ok(Budget::Playouts(n)) => (0, n),
        Ok(Budget::Millis(n)) => (1, n),
        Err(_) => (2, 0),
    };
    if spec == "bot:random" {
        (0, 0, 0)
    } else if let Some(rest) = spec.strip_prefix("bot:balance") {
        let (unit, n) = if rest.is_empty() { (0, 0) } else { budget(rest) };
        (2, unit, n)
    } else if let Some(rest) = spec.strip_prefix("bot:search") {
        let (unit, n) = budget(rest);
        (3, unit, n)
    } else if spec.starts_with("bot:") {
        (1, 0, 0)
    } else {
        (4, 0, 0)
    }
}

/// The seat a ladder charts: with several runs, the one seat whose player differs between
/// them; with one run, the one seat unlike all the others.
fn charted_seat(parts: &[(String, Summary)]) -> Result<usize, String> {
    let (first_name, first) = &parts[0];
    for (name, s) in parts {
        if s.seat_specs.is_empty() {
            return Err(format!("{name}: the summary does not spell out its seats; run `simulate` again"));
        }
        if s.seat_specs.len() != first.seat_specs.len() {
            return Err(format!("{name} has not as many seats as {first_name}"));
        }
    }
    let seats = first.seat_specs.len();
    let differing: Vec<usize> = if parts.len() > 1 {
        (0..seats).filter(|&i| parts.iter().any(|(_, s)| s.seat_specs[i] != first.seat_specs[i])).collect()
    } else {
        let specs = &first.seat_specs;
        (0..seats).filter(|&i| specs.iter().filter(|k| **k == specs[i]).count() == 1).collect()
    };
    match differing[..] {
        [seat] => Ok(seat),
        [] => Err(format!(
            "no seat is played by another bot in one run than in the others ({})",
            first.seat_specs.join(",")
        )),
        _ => Err(format!(
            "seats {} differ between the runs; a ladder changes one seat",
            differing.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(", ")
        )),
    }
}

/// The points of runs `parts` (named for messages).
///
/// # Errors
/// A one-line message: no runs, a summary without its seats spelt out (written before they
/// were kept), no seat or several that differ between the runs (`charted_seat`), runs of
/// another game, content or seed, or two runs of one rung.
pub fn strength(parts: &[(String, Summary)]) -> Result<Strength, String> {
    let Some((first_name, first)) = parts.first() else {
        return Err("no summaries given".into());
    };
    let seat = charted_seat(parts)?;
    let table: Vec<String> =
        first.seat_specs.iter().enumerate().map(|(i, k)| if i == seat { "*".into() } else { k.clone() }).collect();
    let mut points = Vec::new();
    for (name, s) in parts {
        if s.game != first.game || s.content != first.content || s.seed != first.seed {
            return Err(format!("{name} is not of the same game, content and seed as {first_name}"));
        }
        let spec = s.seat_specs[seat].clone();
        if points.iter().any(|p: &Point| p.spec == spec) {
            return Err(format!("{name}: a second run of {spec}"));
        }
        let wins = s.wins_by_seat[seat];
        points.push(Point { spec, games: s.games, wins, interval: interval::wilson(wins, s.games) });
    }
    points.sort_by(|a, b| rung(&a.spec).cmp(&rung(&b.spec)).then(a.spec.cmp(&b.spec)));
    Ok(Strength { game: first.game.clone(), seat: seat + 1, table: table.join(","), points })
}

/// The page: the charted seat's win rate rung by rung, against its fair share.
pub fn page(s: &Strength) -> String {
    let seats = s.table.split(',').count().max(1);
    let title = format!("The strength ladder: {}", s.game);
    let mut p = String::new();
    let _ = write!(
        p,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{t}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{t}</h1>\n",
        t = escape(&title)
    );
    let _ = writeln!(
        p,
        "<p class=\"facts\">Seat {} is played by each bot of the ladder in turn; seats {}. Each rung's games are played \
         from the same seeds.</p>\n<p class=\"legend\">Whiskers are 95% intervals (Wilson score intervals); the dashed line \
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
    rate_section(&mut p, "Win rate by rung", &rows, Some(1.0 / seats as f64), false);
    p.push_str("</body>\n</html>\n");
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::summary::tests::sample;

    fn run(spec: &str, wins: u64) -> (String, Summary) {
        let mut s = sample();
        s.seats = vec![spec.split(':').nth(1).unwrap_or(spec).into(), "random".into()];
        s.seat_specs = vec![spec.into(), "bot:random".into()];
        s.wins_by_seat = vec![wins, 10 - wins];
        s.derive();
        (format!("{spec}.json"), s)
    }

    #[test]
    fn runs_are_charted_rung_by_rung() {
        let s = strength(&[
            run("bot:search:300", 9),
            run("bot:balance", 7),
            run("bot:search:30", 6),
            run("bot:greedy", 5),
            run("bot:search:250ms", 8),
        ])
        .unwrap();
        let specs: Vec<&str> = s.points.iter().map(|p| p.spec.as_str()).collect();
        assert_eq!(specs, ["bot:greedy", "bot:balance", "bot:search:30", "bot:search:300", "bot:search:250ms"]);
        assert_eq!((s.seat, s.table.as_str(), s.points[3].rate()), (1, "*,bot:random", 0.9));
        let page = page(&s);
        assert!(page.contains("<svg") && page.contains("bot:search:30 (10 games)") && page.contains("90.0%"));
    }

    #[test]
    fn runs_that_differ_otherwise_are_refused() {
        let (name, mut other) = run("bot:search:30", 5);
        other.seat_specs[1] = "bot:greedy".into();
        let e = strength(&[run("bot:search:300", 9), (name, other)]).unwrap_err();
        assert!(e.contains("seats 1, 2 differ"), "{e}");
        let e = strength(&[run("bot:search:30", 6), run("bot:search:300", 9), run("bot:search:300", 8)]).unwrap_err();
        assert!(e.contains("a second run of bot:search:300"), "{e}");
        let (name, mut same) = run("bot:random", 5);
        same.seat_specs = vec!["bot:random".into(), "bot:random".into()];
        let e = strength(&[(name, same)]).unwrap_err();
        assert!(e.contains("no seat is played by another bot"), "{e}");
        let (name, mut two) = run("bot:greedy", 5);
        two.seat_specs[1] = "bot:greedy".into();
        let e = strength(&[run("bot:search:30", 5), (name, two)]).unwrap_err();
        assert!(e.contains("seats 1, 2 differ"), "{e}");
        let (name, mut old) = run("bot:search:30", 5);
        old.seat_specs.clear();
        assert!(strength(&[(name, old)]).unwrap_err().contains("run `simulate` again"));
    }
}
