//! The report's verdict: the cards whose holders did better or worse than the same seats
//! without them, beyond what holding the typical card of their kind goes with, and what a bot kind never used when it could, listed before the card table so
//! that a designer reads the findings first.

use super::escape;
use super::summary::{CardLine, Summary};
use super::svg::percent as pct;
use super::verdict::{Change, Side, change, z_for};
use std::fmt::Write as _;

/// The verdict section: strong and weak cards, cards and kinds of option never used.
pub(super) fn verdict(p: &mut String, now: &Summary, was: Option<&Summary>) {
    p.push_str("<h2>Verdict</h2>\n");
    let mut flagged: Vec<(&String, &CardLine)> = now.cards.iter().filter(|(_, c)| c.verdict.is_some()).collect();
    let effect = |c: &CardLine| c.effect.map_or(0.0, |e| (e.low + e.high) / 2.0);
    flagged.sort_by(|a, b| effect(b.1).total_cmp(&effect(a.1)).then(a.0.cmp(b.0)));
    if flagged.is_empty() {
        p.push_str(
            "<p>No card's holders did better or worse than the seats without it, beyond what the typical card \
             of its kind goes with and beyond chance (read the <em>games for ±3</em> column for how many games \
             a small difference would need).</p>\n",
        );
    } else {
        p.push_str(
            "<p>Holding any card goes with doing well (a seat that is winning buys and draws more), so a card \
             is read against the typical card of its kind: <em>typical</em> is the median card's holders' win \
             rate less the others', and <em>beyond it</em> this card's difference less the typical one, with \
             its interval.</p>\n<table>\n<tr><th class=\"id\">card</th><th class=\"id\">verdict</th>\
             <th>holders' win rate</th><th>others'</th><th>typical</th><th>beyond it</th>\
             <th class=\"id\">baseline</th></tr>\n",
        );
        for (id, c) in flagged {
            let class = if c.verdict.as_deref() == Some("strong") { "above" } else { "below" };
            let e = c.effect.map_or_else(String::new, |e| format!("{} to {}", signed(e.low), signed(e.high)));
            let before = was
                .and_then(|b| b.cards.get(id.as_str()))
                .map_or_else(|| "–".to_string(), |b| b.verdict.clone().unwrap_or_else(|| "not flagged".to_string()));
            let _ = writeln!(
                p,
                "<tr><td class=\"id\">{}</td><td class=\"id\"><span class=\"{class}\">{}</span></td><td>{}</td>\
                 <td>{}</td><td>{}</td><td>{e}</td><td class=\"id\">{}</td></tr>",
                name(id, c),
                escape(c.verdict.as_deref().unwrap_or_default()),
                c.holder_win_rate.map_or_else(String::new, pct),
                c.others_win_rate.map_or_else(String::new, pct),
                c.typical_difference.map_or_else(String::new, signed),
                escape(&before)
            );
        }
        p.push_str("</table>\n");
    }
    if let Some(was) = was {
        changes(p, now, was);
    }
    let unused: Vec<(&String, &CardLine)> = now.cards.iter().filter(|(_, c)| !c.never_used_by.is_empty()).collect();
    if !unused.is_empty() {
        p.push_str(
            "<p>Cards a bot kind could use and never did: its results say nothing of the card when that bot holds \
             it.</p>\n<ul>\n",
        );
        for (id, c) in unused {
            let _ = writeln!(
                p,
                "<li>{}: <span class=\"unused\">never used</span> by {}</li>",
                name(id, c),
                escape(&c.never_used_by.join(", "))
            );
        }
        p.push_str("</ul>\n");
    }
    if !now.options_never_taken.is_empty() {
        p.push_str("<p>Kinds of option (question/option) a bot kind was offered and never took:</p>\n<ul>\n");
        for (bot, kinds) in &now.options_never_taken {
            let _ =
                writeln!(p, "<li>{}: <span class=\"unused\">{}</span></li>", escape(bot), escape(&kinds.join(", ")));
        }
        p.push_str("</ul>\n");
    }
}

/// The cards whose standing moved from the baseline beyond chance: a changed card's effect
/// read against its own past, which needs far fewer games than against every other card.
///
/// When both runs know what each card was (`CardLine::fingerprint`) and the mods changed some
/// of the cards both runs hold, those are the cards asked about, and only they share the 95%:
/// the designer's question is what became of the cards he changed, and a card no one touched is
/// not a hypothesis (so a card made useless is told with the few dozen cards a mod changes in
/// mind, not the eighty of the deck). With no such card (a rule's number changed, or an older
/// summary) every card both runs hold is asked about.
fn changes(p: &mut String, now: &Summary, was: &Summary) {
    let all: Vec<(&String, &CardLine, Side, Side)> = now
        .cards
        .iter()
        .filter_map(|(id, c)| Some((id, c, now.side(id)?, was.side(id)?)))
        .filter(|(_, _, n, w)| n.held > 0 && w.held > 0)
        .collect();
    let changed = |id: &str, c: &CardLine| {
        let before = was.cards.get(id).and_then(|b| b.fingerprint.as_ref());
        matches!((&c.fingerprint, before), (Some(a), Some(b)) if a != b)
    };
    let any_changed = all.iter().any(|(id, c, ..)| changed(id, c));
    let sides: Vec<_> = all.into_iter().filter(|(id, c, ..)| !any_changed || changed(id, c)).collect();
    let family = if any_changed {
        let n = sides.len();
        format!("the {n} card{} the mods changed, compared at once", if n == 1 { "" } else { "s" })
    } else {
        "every card compared at once".to_string()
    };
    let z = z_for(sides.len());
    let mut moved: Vec<(&String, &CardLine, Change)> = sides
        .into_iter()
        .filter_map(|(id, c, n, w)| Some((id, c, change(n, w, z)?)))
        .filter(|(_, _, ch)| ch.verdict().is_some())
        .collect();
    moved.sort_by(|a, b| (b.2.now - b.2.was).total_cmp(&(a.2.now - a.2.was)).then(a.0.cmp(b.0)));
    p.push_str("<h3>Against the baseline</h3>\n");
    if moved.is_empty() {
        let _ = writeln!(p, "<p>No card's standing moved from the baseline's beyond chance ({family}).</p>");
        return;
    }
    let _ = writeln!(
        p,
        "<p>Cards whose holders, against the others and the typical card of their kind, did better or worse \
         than in the baseline, beyond chance ({family}, 95%).</p>\n<table>\n\
         <tr><th class=\"id\">card</th><th class=\"id\">now</th><th>beyond the typical card then</th>\
         <th>now</th><th>change</th></tr>",
    );
    for (id, c, ch) in moved {
        let class = if ch.verdict() == Some("stronger") { "above" } else { "below" };
        let _ = writeln!(
            p,
            "<tr><td class=\"id\">{}</td><td class=\"id\"><span class=\"{class}\">{}</span></td><td>{}</td>\
             <td>{}</td><td>{} to {}</td></tr>",
            name(id, c),
            ch.verdict().unwrap_or_default(),
            signed(ch.was),
            signed(ch.now),
            signed(ch.interval.low),
            signed(ch.interval.high)
        );
    }
    p.push_str("</table>\n");
}

/// A card's name in English beside its id, or its id alone.
fn name(id: &str, c: &CardLine) -> String {
    match &c.name {
        Some(n) => format!("{} <small>{}</small>", escape(n), escape(id)),
        None => escape(id),
    }
}

/// A card's uses by bot kind, as `balance 12/40`; `never` where a kind never used it.
pub(super) fn uses(c: &CardLine) -> String {
    c.uses
        .iter()
        .filter(|(_, u)| u.offered > 0)
        .map(|(bot, u)| {
            if c.never_used_by.contains(bot) {
                format!("{} <span class=\"unused\">never</span> (0/{})", escape(bot), u.offered)
            } else {
                format!("{} {}/{}", escape(bot), u.taken, u.offered)
            }
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

/// A difference of rates in points, with its sign.
fn signed(d: f64) -> String {
    format!("{:+.1} pts", 100.0 * d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::summary::tests::sample;

    /// A run of 2,000 games at two seats in which one card's holders won `held_wins` of 1,000,
    /// and another card's of the same kind 500 of 1,000: a card is read against the typical one.
    fn run(held_wins: u64) -> Summary {
        let mut s = sample();
        s.games = 2_000;
        s.wins_by_seat = vec![1_000, 1_000];
        let mut other = s.cards.values().next().unwrap().clone();
        other.counts.held = 1_000;
        other.counts.holder_wins = 500;
        s.cards.insert("other".into(), other);
        let c = s.cards.get_mut("<b>&").unwrap();
        c.counts.held = 1_000;
        c.counts.holder_wins = held_wins;
        s.derive();
        s
    }

    #[test]
    fn a_card_that_fell_from_the_baseline_is_told_weaker() {
        let mut p = String::new();
        verdict(&mut p, &run(300), Some(&run(700)));
        assert!(p.contains("Against the baseline") && p.contains("weaker") && p.contains("&lt;b&gt;&amp;"), "{p}");
        let mut same = String::new();
        verdict(&mut same, &run(700), Some(&run(690)));
        assert!(same.contains("No card's standing moved"), "{same}");
        let mut alone = String::new();
        verdict(&mut alone, &run(700), None);
        assert!(!alone.contains("Against the baseline"));
    }

    /// A run of 2,000 two-seat games in which eighty untouched cards and the card under test
    /// were each held 1,000 times, the card's holders winning `held_wins`; its fingerprint `print`.
    fn deck(held_wins: u64, print: &str) -> Summary {
        let mut s = run(held_wins);
        let other = s.cards["other"].clone();
        for i in 0..80 {
            s.cards.insert(format!("other-{i:02}"), CardLine { fingerprint: Some("same".into()), ..other.clone() });
        }
        s.cards.get_mut("<b>&").unwrap().fingerprint = Some(print.into());
        s.derive();
        s
    }

    #[test]
    fn a_card_the_mods_changed_is_asked_about_with_the_changed_cards_alone() {
        // Its standing fell 8 points: too little among 81 cards at once, enough for one.
        let mut untouched = String::new();
        verdict(&mut untouched, &deck(500, "v1"), Some(&deck(560, "v1")));
        assert!(untouched.contains("No card's standing moved") && untouched.contains("every card"), "{untouched}");
        let mut changed = String::new();
        verdict(&mut changed, &deck(500, "v2"), Some(&deck(560, "v1")));
        assert!(changed.contains("weaker") && changed.contains("the 1 card the mods changed"), "{changed}");
    }
}
