//! The balance report: one self-contained HTML page (inline CSS and SVG, no script, nothing
//! fetched) drawn from a summary and, optionally, a baseline summary to compare with.

use super::escape;
use super::interval::{self, Interval};
use super::summary::{CardLine, Examples, Summary};
use super::svg::{self, Rate, Row};
use crate::engine::catalogue::CardKind;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use std::collections::BTreeSet;
use std::fmt::Write as _;

pub(super) const STYLE: &str = "
body { font: 14px/1.45 sans-serif; color: #222; max-width: 1180px; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ddd; }
.facts { color: #555; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { padding: 3px 8px; border-bottom: 1px solid #eee; text-align: right; vertical-align: middle; white-space: nowrap; }
th { background: #f4f4f4; position: sticky; top: 0; }
td.id, th.id { text-align: left; }
.was { color: #888; font-size: 0.85em; margin-left: 0.4em; }
.d { font-size: 0.85em; margin-left: 0.3em; color: #555; }
.changed { background: #ffe08a; }
.above { color: #1a7f37; font-weight: bold; }
.below { color: #c0392b; font-weight: bold; }
.unused { color: #9a5b00; font-weight: bold; }
.legend { color: #555; font-size: 0.9em; max-width: 60em; }
.swatch { display: inline-block; width: 0.9em; height: 0.9em; vertical-align: middle; }
";

/// What a link's path segment keeps as it is: the unreserved characters of URLs.
const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

/// The file name of an example game's page in its folder.
pub fn game_page(seed: u64) -> String {
    format!("seed-{seed}.html")
}

/// The example games written beside the report: the folder their pages are in, relative to
/// the report, and the seeds whose pages it holds.
pub struct GamePages<'a> {
    pub folder: &'a str,
    pub seeds: &'a BTreeSet<u64>,
}

/// The whole page; a card's example games link to their pages when `games` holds them.
pub fn page(now: &Summary, was: Option<&Summary>, games: Option<&GamePages>) -> String {
    let mut p = String::new();
    let title = format!("Balance report: {}", now.game);
    let _ = write!(
        p,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        escape(&title),
        escape(&title)
    );
    let _ = writeln!(p, "<p class=\"facts\">{}</p>", escape(&facts(now)));
    if let Some(b) = was {
        let _ = writeln!(
            p,
            "<p class=\"facts\">Compared with the baseline: {}</p>\n<p class=\"legend\">Each number is followed by the \
             baseline's, in grey, and the difference. <span class=\"changed\">Highlighted</span>: a change whose 95% \
             intervals do not overlap, unlikely to be chance. In the charts, <span class=\"swatch\" \
             style=\"background:#2f6690\"></span> this run, <span class=\"swatch\" style=\"background:#a8a8a8\"></span> \
             the baseline; whiskers are 95% intervals.</p>",
            escape(&facts(b))
        );
    } else {
        p.push_str("<p class=\"legend\">Whiskers are 95% intervals (Wilson score intervals for rates).</p>\n");
    }
    outcomes(&mut p, now, was);
    seats(&mut p, now, was);
    bots(&mut p, now, was);
    length(&mut p, now, was);
    super::verdict_html::verdict(&mut p, now, was);
    cards(&mut p, now, was, games);
    p.push_str("</body>\n</html>\n");
    p
}

/// One line on what was played.
fn facts(s: &Summary) -> String {
    let last = s.seed.wrapping_add(s.shards.planned_games.saturating_sub(1));
    let mut f = format!(
        "{} games of {} (seeds {} to {}), seats {}, content {}",
        s.games,
        s.game,
        s.seed,
        last,
        s.seats.join(", "),
        s.content.get(..12).unwrap_or(&s.content)
    );
    if s.shards.of > 1 {
        let done: Vec<String> = s.shards.done.iter().map(u32::to_string).collect();
        let _ = write!(f, ", shards {} of {}", done.join(", "), s.shards.of);
        if !s.shards.complete() {
            let _ = write!(f, " (incomplete: {} of {} games)", s.games, s.shards.planned_games);
        }
    }
    f
}

/// A number of this run, maybe beside the baseline's: `was` is `None` without a baseline,
/// `Some(None)` when the baseline lacks the number.
struct Cell<'a> {
    now: Option<Rate>,
    was: Option<Option<Rate>>,
    show: &'a dyn Fn(f64) -> String,
    delta: &'a dyn Fn(f64) -> String,
    /// A class for the number itself (holders above or below the baseline).
    mark: &'static str,
}

impl Cell<'_> {
    fn html(&self) -> String {
        let mut shown = self.now.map_or_else(|| "–".to_string(), |r| (self.show)(r.value));
        if !self.mark.is_empty() {
            shown = format!("<span class=\"{}\">{shown}</span>", self.mark);
        }
        let Some(was) = self.was else {
            return format!("<td>{shown}</td>");
        };
        let Some(w) = was else {
            return format!("<td>{shown}<span class=\"was\">new</span></td>");
        };
        let Some(n) = self.now else {
            return format!("<td>–<span class=\"was\">{}</span></td>", (self.show)(w.value));
        };
        let changed = matches!((n.interval, w.interval), (Some(a), Some(b)) if !a.overlaps(b));
        format!(
            "<td{}>{shown}<span class=\"was\">{}</span><span class=\"d\">{}</span></td>",
            if changed { " class=\"changed\"" } else { "" },
            (self.show)(w.value),
            (self.delta)(n.value - w.value)
        )
    }
}

fn pct(v: f64) -> String {
    svg::percent(v)
}

fn pct_delta(d: f64) -> String {
    format!("{:+.1} pt", 100.0 * d)
}

fn num2(v: f64) -> String {
    format!("{v:.2}")
}

fn num2_delta(d: f64) -> String {
    format!("{d:+.2}")
}

fn num0(v: f64) -> String {
    format!("{v:.0}")
}

fn num0_delta(d: f64) -> String {
    format!("{d:+.0}")
}

fn share(count: u64, of: u64) -> Option<Rate> {
    (of > 0).then(|| Rate { value: count as f64 / of as f64, interval: interval::wilson(count, of) })
}

fn per_game(count: u64, games: u64) -> Option<Rate> {
    (games > 0).then(|| Rate { value: count as f64 / games as f64, interval: interval::per_game(count, games) })
}

fn outcomes(p: &mut String, now: &Summary, was: Option<&Summary>) {
    p.push_str("<h2>Outcomes</h2>\n<table>\n<tr><th class=\"id\"></th><th>share of games</th></tr>\n");
    type Count = fn(&Summary) -> u64;
    let capped = format!("decided by the cap on {}", now.length_unit);
    let rows: [(&str, Count); 3] =
        [("won by reaching the target", |s| s.won_by_target), (&capped, |s| s.decided_by_cap), ("draws", |s| s.draws)];
    for (label, count) in rows {
        let cell = Cell {
            now: share(count(now), now.games),
            was: was.map(|b| share(count(b), b.games)),
            show: &pct,
            delta: &pct_delta,
            mark: "",
        };
        let _ = writeln!(p, "<tr><td class=\"id\">{}</td>{}</tr>", escape(label), cell.html());
    }
    let mean = |s: &Summary| Rate { value: s.mean_rounds, interval: s.mean_rounds_interval };
    let cell =
        Cell { now: Some(mean(now)), was: was.map(|b| Some(mean(b))), show: &num2, delta: &num2_delta, mark: "" };
    let _ = writeln!(p, "<tr><td class=\"id\">mean {}</td>{}</tr>\n</table>", escape(&now.length_unit), cell.html());
}

fn seats(p: &mut String, now: &Summary, was: Option<&Summary>) {
    // Seats compare by position only at tables of the same size.
    let was = was.filter(|b| b.seats.len() == now.seats.len());
    let rate = |s: &Summary, i: usize| Rate { value: s.win_rate_by_seat[i], interval: s.win_interval_by_seat[i] };
    let rows: Vec<(String, Rate, Option<Rate>)> = (0..now.seats.len())
        .map(|i| (format!("seat {} ({})", i + 1, now.seats[i]), rate(now, i), was.map(|b| rate(b, i))))
        .collect();
    let reference = 1.0 / now.seats.len().max(1) as f64;
    rate_section(p, "Win rate by seat", &rows, Some(reference), was.is_some());
}

fn bots(p: &mut String, now: &Summary, was: Option<&Summary>) {
    let rate = |s: &Summary, k: &str| {
        s.win_rate_by_bot.get(k).map(|&value| Rate { value, interval: s.win_interval_by_bot.get(k).copied().flatten() })
    };
    let rows: Vec<(String, Rate, Option<Rate>)> = now
        .win_rate_by_bot
        .keys()
        .filter_map(|k| Some((k.clone(), rate(now, k)?, was.and_then(|b| rate(b, k)))))
        .collect();
    let reference = 1.0 / now.seats.len().max(1) as f64;
    rate_section(p, "Win rate by bot (per seat)", &rows, Some(reference), was.is_some());
}

pub(super) fn rate_section(
    p: &mut String,
    title: &str,
    rows: &[(String, Rate, Option<Rate>)],
    reference: Option<f64>,
    compared: bool,
) {
    let _ = writeln!(p, "<h2>{}</h2>", escape(title));
    let chart: Vec<Row> =
        rows.iter().map(|(label, now, was)| Row { label: label.clone(), now: *now, was: *was }).collect();
    p.push_str(&svg::rate_chart(&chart, reference));
    p.push_str("\n<table>\n<tr><th class=\"id\"></th><th>win rate</th><th>95% interval</th></tr>\n");
    for (label, now, was) in rows {
        let cell = Cell { now: Some(*now), was: compared.then_some(*was), show: &pct, delta: &pct_delta, mark: "" };
        let _ = writeln!(
            p,
            "<tr><td class=\"id\">{}</td>{}<td>{}</td></tr>",
            escape(label),
            cell.html(),
            span(now.interval)
        );
    }
    p.push_str("</table>\n");
    if let Some(r) = reference {
        let _ =
            writeln!(p, "<p class=\"legend\">Dashed line: {}, one seat's share if every seat were equal.</p>", pct(r));
    }
}

fn span(i: Option<Interval>) -> String {
    i.map_or_else(String::new, |i| format!("{} – {}", pct(i.low), pct(i.high)))
}

fn length(p: &mut String, now: &Summary, was: Option<&Summary>) {
    p.push_str("<h2>Game length</h2>\n");
    p.push_str(&svg::histogram(&now.games_by_rounds, was.map(|b| b.games_by_rounds.as_slice())));
    let _ = write!(
        p,
        "\n<p>Mean {:.2} {} (95% interval {}), shortest {}, longest {}.",
        now.mean_rounds,
        escape(&now.length_unit),
        now.mean_rounds_interval.map_or_else(String::new, |i| format!("{:.2} – {:.2}", i.low, i.high)),
        now.min_rounds,
        now.max_rounds
    );
    if let Some(b) = was {
        let _ = write!(p, " Baseline: mean {:.2}, shortest {}, longest {}.", b.mean_rounds, b.min_rounds, b.max_rounds);
    }
    p.push_str("</p>\n");
}

/// The kinds of card, in the game's order; a summary from before games declared them shows
/// the kinds its cards have, every count in every column.
fn kinds(now: &Summary, was: Option<&Summary>) -> Vec<CardKind> {
    if !now.kinds.is_empty() {
        return now.kinds.clone();
    }
    let mut names: Vec<&str> =
        now.cards.values().chain(was.iter().flat_map(|b| b.cards.values())).map(|c| c.kind.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    names
        .into_iter()
        .map(|n| CardKind { name: n.to_string(), bought: true, played: true, held: true, scripted: false })
        .collect()
}

fn cards(p: &mut String, now: &Summary, was: Option<&Summary>, games: Option<&GamePages>) {
    p.push_str("<h2>Cards</h2>\n");
    let _ = writeln!(
        p,
        "<p class=\"legend\">Counts are per game. <em>Holders</em> are the seats that held the card at any time in a game \
         (dealt, drawn, bought, hired, stolen or handed over); their win rate is set against the <em>others'</em>, the \
         seat-games of the same games that did not hold it: <span class=\"above\">bold green</span> (strong) when the \
         interval of the difference lies above zero, <span class=\"below\">bold red</span> (weak) below, the intervals \
         wide enough that all the cards' hold together at 95%. <em>Used</em>: per bot kind, how often a seat played, \
         took or bid for the card of the times it could; <span class=\"unused\">never</span> when it could at least {} \
         times and never did. <em>Games for ±3</em>: how many games a difference of three points between holders and \
         others needs to show. The bar runs from 0 to twice a seat's win rate over all games ({}), \
         marked by the black tick{}. <em>Games</em>: the seeds of the first games in which a holder won (✓) and \
         in which one lost (✗){}.</p>",
        super::verdict::MIN_OFFERS,
        pct(now.seat_win_rate),
        if was.is_some() { ", the grey tick the baseline run's holders" } else { "" },
        if games.is_some() {
            ", each linked to its replay page where one was written beside this report"
        } else {
            "; `mobrules run` with that seed and this run's seats and content plays one again"
        }
    );
    p.push_str(
        "<table>\n<tr><th class=\"id\">card</th><th class=\"id\">kind</th><th>drawn</th><th>bought</th><th>mean \
         price</th><th>played</th><th>at work</th><th>held</th><th>holders' win rate</th><th>others'</th><th \
         class=\"id\"></th><th class=\"id\">used</th><th>games for ±3</th><th class=\"id\">games</th></tr>\n",
    );
    let mut ids: Vec<&String> = now.cards.keys().collect();
    if let Some(b) = was {
        ids.extend(b.cards.keys().filter(|id| !now.cards.contains_key(*id)));
    }
    let kinds = kinds(now, was);
    let kind_rank = |id: &String| {
        let kind = now.cards.get(id).or_else(|| was.and_then(|b| b.cards.get(id))).map_or("", |c| c.kind.as_str());
        kinds.iter().position(|k| k.name == kind).unwrap_or(kinds.len())
    };
    let holder_rate = |id: &String| now.cards.get(id).and_then(|c| c.holder_win_rate).unwrap_or(-1.0);
    ids.sort_by(|a, b| kind_rank(a).cmp(&kind_rank(b)).then(holder_rate(b).total_cmp(&holder_rate(a))).then(a.cmp(b)));
    for id in ids {
        card_row(p, id, now, was, &kinds, games);
    }
    p.push_str("</table>\n");
}

fn card_row(
    p: &mut String,
    id: &str,
    now: &Summary,
    was: Option<&Summary>,
    kinds: &[CardKind],
    games: Option<&GamePages>,
) {
    let c = now.cards.get(id);
    let b = was.map(|s| (s, s.cards.get(id)));
    let kind = c.or_else(|| b.and_then(|(_, c)| c)).map_or("", |c| c.kind.as_str());
    let counted = |f: fn(&CardLine) -> u64| Cell {
        now: c.and_then(|c| per_game(f(c), now.games)),
        was: b.map(|(s, c)| c.and_then(|c| per_game(f(c), s.games))),
        show: &num2,
        delta: &num2_delta,
        mark: "",
    };
    let price = |c: Option<&CardLine>| c.and_then(|c| c.mean_price).map(|value| Rate { value, interval: None });
    let holders = |c: Option<&CardLine>| {
        c.and_then(|c| Some(Rate { value: c.holder_win_rate?, interval: c.holder_win_interval }))
    };
    // Columns a kind of card cannot fill stay empty rather than show zeros.
    let declared = kinds.iter().find(|k| k.name == kind);
    let (auctioned, played, held) = declared.map_or((false, false, false), |k| (k.bought, k.played, k.held));
    let only = |applies: bool, cell: Cell| if applies { cell.html() } else { "<td></td>".to_string() };
    let name = c.or_else(|| b.and_then(|(_, c)| c)).and_then(|c| c.name.as_deref());
    let label = match name {
        Some(n) => format!("{} <small>{}</small>", escape(n), escape(id)),
        None => escape(id),
    };
    let _ = write!(p, "<tr><td class=\"id\">{label}</td><td class=\"id\">{}</td>", escape(kind));
    p.push_str(&counted(|c| c.counts.drawn).html());
    p.push_str(&only(auctioned, counted(|c| c.counts.bought)));
    let mean_price = Cell { now: price(c), was: b.map(|(_, c)| price(c)), show: &num0, delta: &num0_delta, mark: "" };
    p.push_str(&only(auctioned, mean_price));
    p.push_str(&only(played, counted(|c| c.counts.played)));
    p.push_str(&only(held, counted(|c| c.counts.fired)));
    p.push_str(&only(held, counted(|c| c.counts.held)));
    let h = holders(c);
    let mark = match c.and_then(|c| c.verdict.as_deref()) {
        Some("strong") => "above",
        Some("weak") => "below",
        _ => "",
    };
    p.push_str(&only(held, Cell { now: h, was: b.map(|(_, c)| holders(c)), show: &pct, delta: &pct_delta, mark }));
    let others = c.and_then(|c| c.others_win_rate).filter(|_| held);
    let _ = write!(p, "<td>{}</td>", others.map_or_else(String::new, pct));
    if held {
        let mini = svg::mini_bar(h, now.seat_win_rate, b.and_then(|(_, c)| holders(c)));
        let _ = write!(p, "<td class=\"id\">{mini}</td>");
    } else {
        p.push_str("<td></td>");
    }
    let _ = write!(p, "<td class=\"id\">{}</td>", c.map_or_else(String::new, super::verdict_html::uses));
    let needed = c.and_then(|c| c.games_for_3_points).filter(|_| held);
    let _ = write!(p, "<td>{}</td>", needed.map_or_else(String::new, |n| n.to_string()));
    let examples = c.map(|c| &c.examples).filter(|e| held && !e.is_empty());
    let _ =
        writeln!(p, "<td class=\"id\">{}</td></tr>", examples.map_or_else(String::new, |e| example_games(e, games)));
}

/// A card's example games: the seeds, each a link to its page when one was written.
fn example_games(e: &Examples, games: Option<&GamePages>) -> String {
    let seeds = |mark: &str, seeds: &[u64]| -> Option<String> {
        let each = seeds.iter().map(|&seed| match games {
            Some(g) if g.seeds.contains(&seed) => {
                let href = format!("{}/{}", utf8_percent_encode(g.folder, SEGMENT), game_page(seed));
                format!("<a href=\"{}\">{seed}</a>", escape(&href))
            }
            _ => seed.to_string(),
        });
        (!seeds.is_empty()).then(|| format!("{mark} {}", each.collect::<Vec<_>>().join(" ")))
    };
    [seeds("✓", &e.won), seeds("✗", &e.lost)].into_iter().flatten().collect::<Vec<_>>().join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::summary::tests::sample;

    #[test]
    fn the_page_is_self_contained_with_charts_and_escaped_text() {
        let page = page(&sample(), None, None);
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.matches("<svg").count() >= 4, "seat, bot and length charts, and a card bar");
        assert!(!page.contains("http"), "nothing is fetched");
        assert!(!page.contains("<script"));
        assert!(page.contains("&lt;b&gt;&amp;") && !page.contains("<b>&"));
        assert!(page.contains("80.0%"), "seat 1's win rate");
    }

    #[test]
    fn a_baseline_shows_beside_each_number_and_real_changes_stand_out() {
        let now = sample();
        let mut base = sample();
        base.wins_by_seat = vec![2, 8];
        base.cards.clear();
        base.derive();
        let page = page(&now, Some(&base), None);
        assert!(page.contains("Compared with the baseline"));
        assert!(page.contains("+60.0 pt"), "seat 1 went from 20% to 80%");
        assert!(page.contains("class=\"changed\""));
        assert!(page.contains("<span class=\"was\">new</span>"), "the card is not in the baseline");
    }
}
