//! The report's charts as inline SVG: bars with 95% intervals, a game length histogram, and a
//! small bar per card. Each function returns one `<svg>` element; a baseline, when given, is
//! drawn in grey beside the new numbers.

use super::escape;
use super::interval::Interval;
use std::fmt::Write as _;

const NOW: &str = "#2f6690";
const WAS: &str = "#a8a8a8";
const INK: &str = "#333";

/// A rate and its interval, as drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    pub value: f64,
    pub interval: Option<Interval>,
}

/// One bar of a rate chart: this run's rate and the baseline's.
#[derive(Clone, Debug)]
pub struct Row {
    pub label: String,
    pub now: Rate,
    pub was: Option<Rate>,
}

/// Horizontal bars of rates (0 to 1) with interval whiskers, and a dashed line at `reference`
/// (what a seat would win by chance).
pub fn rate_chart(rows: &[Row], reference: Option<f64>) -> String {
    let with_was = rows.iter().any(|r| r.was.is_some());
    let row_h = if with_was { 40.0 } else { 28.0 };
    let (x0, x1) = (170.0, 600.0);
    let highest = rows
        .iter()
        .flat_map(|r| [Some(r.now), r.was].into_iter().flatten())
        .map(|r| r.interval.map_or(r.value, |i| i.high).max(r.value))
        .chain(reference)
        .fold(0.05, f64::max);
    let top = ((highest * 10.0).ceil() / 10.0).min(1.0);
    let step = if top > 0.4 { 0.1 } else { 0.05 };
    let x = |v: f64| x0 + (x1 - x0) * (v / top).clamp(0.0, 1.0);
    let height = row_h * rows.len() as f64 + 30.0;
    let mut s = open(680.0, height, "rates with 95% intervals");
    for (i, r) in rows.iter().enumerate() {
        let y = row_h * i as f64 + 4.0;
        text(&mut s, x0 - 8.0, y + 12.0, "end", &r.label);
        bar(&mut s, x(0.0), x(r.now.value), y, 14.0, NOW);
        whisker(&mut s, r.now.interval.map(|i| (x(i.low), x(i.high))), y + 7.0, 6.0);
        text(&mut s, x1 + 8.0, y + 12.0, "start", &percent(r.now.value));
        if let Some(w) = r.was {
            bar(&mut s, x(0.0), x(w.value), y + 19.0, 9.0, WAS);
            whisker(&mut s, w.interval.map(|i| (x(i.low), x(i.high))), y + 23.5, 4.0);
            text(&mut s, x1 + 8.0, y + 28.0, "start was", &percent(w.value));
        }
    }
    let bottom = row_h * rows.len() as f64;
    axis(&mut s, x0, x1, bottom, top, step, &x);
    if let Some(r) = reference {
        let _ = write!(
            s,
            r#"<line x1="{0:.1}" y1="0" x2="{0:.1}" y2="{1:.1}" stroke="{INK}" stroke-dasharray="4 3"/>"#,
            x(r),
            bottom
        );
    }
    s.push_str("</svg>");
    s
}

/// The share of games of each length, from the shortest game to the longest; the baseline's
/// shares as grey outlines, so runs of different sizes compare.
pub fn histogram(now: &[u64], was: Option<&[u64]>) -> String {
    let shares = |h: &[u64]| {
        let total = h.iter().sum::<u64>().max(1) as f64;
        h.iter().map(|&n| n as f64 / total).collect::<Vec<f64>>()
    };
    let now_s = shares(now);
    let was_s = was.map(shares).unwrap_or_default();
    let used = |s: &[f64]| {
        let first = s.iter().position(|&v| v > 0.0);
        let last = s.iter().rposition(|&v| v > 0.0);
        first.zip(last)
    };
    let spans: Vec<(usize, usize)> = [used(&now_s), used(&was_s)].into_iter().flatten().collect();
    let lo = spans.iter().map(|s| s.0).min().unwrap_or(0);
    let hi = spans.iter().map(|s| s.1).max().unwrap_or(0);
    let (x0, x1, y0, y1) = (50.0, 660.0, 10.0, 190.0);
    let n = (hi - lo + 1) as f64;
    let w = (x1 - x0) / n;
    let share = |s: &[f64], r: usize| s.get(r).copied().unwrap_or(0.0);
    let peak = (lo..=hi).flat_map(|r| [share(&now_s, r), share(&was_s, r)]).fold(0.01, f64::max);
    let top = (peak * 20.0).ceil() / 20.0;
    let y = |v: f64| y1 - (y1 - y0) * v / top;
    let mut s = open(680.0, 225.0, "share of games by length in game rounds");
    for r in lo..=hi {
        let left = x0 + w * (r - lo) as f64;
        let v = share(&now_s, r);
        let _ = write!(
            s,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{NOW}"><title>{r} rounds: {}</title></rect>"#,
            left + 1.0,
            y(v),
            (w - 2.0).max(1.0),
            y1 - y(v),
            percent(v)
        );
        if was.is_some() {
            let v = share(&was_s, r);
            let _ = write!(
                s,
                r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="none" stroke="{WAS}" stroke-width="2"/>"#,
                left + 1.0,
                y(v),
                (w - 2.0).max(1.0),
                y1 - y(v)
            );
        }
        let every = ((hi - lo) / 15).max(1);
        if (r - lo) % every == 0 {
            text(&mut s, left + w / 2.0, y1 + 15.0, "middle", &r.to_string());
        }
    }
    let mut v = 0.0;
    while v <= top + 1e-9 {
        text(&mut s, x0 - 6.0, y(v) + 4.0, "end", &percent(v));
        let _ = write!(s, r##"<line x1="{x0}" y1="{0:.1}" x2="{x1}" y2="{0:.1}" stroke="#e4e4e4"/>"##, y(v));
        v += if top > 0.2 { 0.1 } else { 0.05 };
    }
    text(&mut s, (x0 + x1) / 2.0, y1 + 32.0, "middle", "game rounds");
    s.push_str("</svg>");
    s
}

/// A small bar for a table cell: a rate with its interval, a black tick at `reference` and a
/// grey tick at the baseline's rate. The scale runs from 0 to twice the reference, so the tick
/// stands in the middle and a longer bar than half means better than the reference.
pub fn mini_bar(now: Option<Rate>, reference: f64, was: Option<Rate>) -> String {
    let (w, h) = (120.0, 14.0);
    let top = (2.0 * reference).clamp(0.1, 1.0);
    let x = |v: f64| w * (v / top).clamp(0.0, 1.0);
    let mut s = format!(r#"<svg class="mini" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img">"#);
    let _ = write!(s, r##"<rect x="0" y="3" width="{w}" height="8" fill="#eee"/>"##);
    if let Some(r) = now {
        bar(&mut s, 0.0, x(r.value), 3.0, 8.0, NOW);
        whisker(&mut s, r.interval.map(|i| (x(i.low), x(i.high))), 7.0, 4.0);
    }
    if let Some(r) = was {
        let _ =
            write!(s, r#"<line x1="{0:.1}" y1="0" x2="{0:.1}" y2="{h}" stroke="{WAS}" stroke-width="3"/>"#, x(r.value));
    }
    let _ = write!(s, r#"<line x1="{0:.1}" y1="0" x2="{0:.1}" y2="{h}" stroke="{INK}"/>"#, x(reference));
    s.push_str("</svg>");
    s
}

/// A rate as a percentage with one decimal.
pub fn percent(v: f64) -> String {
    format!("{:.1}%", 100.0 * v)
}

fn open(width: f64, height: f64, label: &str) -> String {
    format!(
        r#"<svg width="{width}" height="{height:.0}" viewBox="0 0 {width} {height:.0}" role="img" aria-label="{}" font-size="12" font-family="sans-serif">"#,
        escape(label)
    )
}

fn text(s: &mut String, x: f64, y: f64, anchor: &str, what: &str) {
    let (anchor, class) = anchor.split_once(' ').unwrap_or((anchor, ""));
    let fill = if class == "was" { WAS } else { INK };
    let _ = write!(s, r#"<text x="{x:.1}" y="{y:.1}" text-anchor="{anchor}" fill="{fill}">{}</text>"#, escape(what));
}

fn bar(s: &mut String, from: f64, to: f64, y: f64, h: f64, fill: &str) {
    let _ =
        write!(s, r#"<rect x="{from:.1}" y="{y:.1}" width="{:.1}" height="{h}" fill="{fill}"/>"#, (to - from).max(0.0));
}

/// An interval's whisker: a line with end caps, centred on `y`.
fn whisker(s: &mut String, span: Option<(f64, f64)>, y: f64, cap: f64) {
    if let Some((a, b)) = span {
        let (t, u) = (y - cap / 2.0, y + cap / 2.0);
        let _ = write!(
            s,
            r#"<path d="M{a:.1} {y:.1}H{b:.1}M{a:.1} {t:.1}V{u:.1}M{b:.1} {t:.1}V{u:.1}" stroke="{INK}" stroke-width="1.5" fill="none"/>"#
        );
    }
}

fn axis(s: &mut String, x0: f64, x1: f64, y: f64, top: f64, step: f64, x: &dyn Fn(f64) -> f64) {
    let _ = write!(s, r#"<line x1="{x0}" y1="{y:.1}" x2="{x1}" y2="{y:.1}" stroke="{INK}"/>"#);
    let mut v = 0.0;
    while v <= top + 1e-9 {
        let _ = write!(s, r#"<line x1="{0:.1}" y1="{y:.1}" x2="{0:.1}" y2="{1:.1}" stroke="{INK}"/>"#, x(v), y + 4.0);
        text(s, x(v), y + 17.0, "middle", &format!("{:.0}%", 100.0 * v));
        v += step;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(value: f64) -> Rate {
        Rate { value, interval: Some(Interval { low: value - 0.05, high: value + 0.05 }) }
    }

    #[test]
    fn a_rate_chart_draws_every_row_escaped_with_its_baseline() {
        let rows = vec![
            Row { label: "seat 1 <greedy>".into(), now: rate(0.3), was: Some(rate(0.25)) },
            Row { label: "seat 2".into(), now: rate(0.2), was: None },
        ];
        let svg = rate_chart(&rows, Some(0.25));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("seat 1 &lt;greedy&gt;"));
        assert_eq!(svg.matches(&format!(r#"fill="{NOW}""#)).count(), 2);
        assert!(svg.contains("stroke-dasharray"));
        assert!(svg.contains(">25.0%<"));
    }

    #[test]
    fn a_histogram_spans_both_runs() {
        let svg = histogram(&[0, 0, 5, 5], Some(&[0, 2, 2]));
        assert_eq!(svg.matches(&format!(r#"fill="{NOW}""#)).count(), 3, "rounds 1 to 3");
        assert_eq!(svg.matches(r#"fill="none""#).count(), 3);
        assert!(!histogram(&[], None).contains("NaN"));
    }

    #[test]
    fn a_mini_bar_marks_the_reference() {
        let svg = mini_bar(Some(rate(0.3)), 0.25, None);
        assert!(svg.contains(r#"x1="60.0""#), "{svg}");
    }
}
