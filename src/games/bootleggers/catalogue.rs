//! Bootleggers' card catalogue (every muscle card, then every truck card, with its numbers and
//! text) and what each card did in one game, read from its log: the numbers of `simulate`'s
//! balance report. A muscle card's place is its index in the content (copies count as one
//! card); a truck card's comes after them.

use super::Bootleggers;
use super::content::{Content, MuscleId, TruckCardId};
use super::event::Event;
use crate::engine::catalogue::{self, CardEntry, CardUse, Catalogue};
use crate::engine::game::LogEntry;
use crate::engine::locale::{Arg, Locale};
use crate::engine::log::Logged;
use std::collections::BTreeMap;

/// A muscle card's place in the catalogue.
pub fn muscle_key(card: MuscleId) -> usize {
    usize::from(card.0)
}

/// A truck card's place in the catalogue.
pub fn truck_key(content: &Content, card: TruckCardId) -> usize {
    content.muscle.len() + usize::from(card.0)
}

pub(super) fn params(t: &toml::Table) -> Vec<(String, Arg)> {
    t.iter().map(|(k, v)| (k.clone(), v.as_integer().map_or_else(|| Arg::Str(v.to_string()), Arg::Num))).collect()
}

pub fn catalogue(content: &Content, locale: &Locale) -> Catalogue {
    let mut cards = Vec::new();
    for c in &content.muscle {
        let kind = serde_json::to_value(c.kind()).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
        let args = c.thug().map(|t| params(&t.params)).unwrap_or_default();
        let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        let mut numbers = vec![locale.text("cards-in-deck", &[("count", i64::from(c.count).into())])];
        if let Some(t) = c.thug() {
            numbers.extend(t.params.iter().map(|(k, v)| format!("{k} {v}")));
        }
        cards.push(CardEntry {
            kind,
            id: c.id.clone(),
            name: locale.text(&format!("card-{}", c.id), &[]),
            numbers: numbers.join(", "),
            text: locale.text(&format!("card-{}.text", c.id), &args),
            data: serde_json::to_value(c).unwrap_or_default(),
        });
    }
    for t in &content.trucks {
        let size = content.rules.truck(t.size);
        cards.push(CardEntry {
            kind: "truck".into(),
            id: t.id.clone(),
            name: locale.text(&format!("card-{}", t.id), &[]),
            numbers: [
                locale.text("cards-in-deck", &[("count", i64::from(t.count).into())]),
                locale.text(
                    "cards-truck",
                    &[
                        ("capacity", i64::from(size.capacity).into()),
                        ("price", locale.text("money", &[("n", i64::from(size.price).into())]).into()),
                        ("wage", locale.text("money", &[("n", i64::from(size.wage).into())]).into()),
                    ],
                ),
            ]
            .join(", "),
            text: locale.text(&format!("card-{}.text", t.id), &[]),
            data: serde_json::to_value(t).unwrap_or_default(),
        });
    }
    let pieces = content
        .board
        .speakeasies
        .iter()
        .map(|s| (format!("speakeasy {}", s.id), serde_json::to_value(s).unwrap_or_default()))
        .collect();
    let kind = |name: &str, bought: bool, held: bool, scripted: bool| catalogue::CardKind {
        name: name.into(),
        bought,
        played: true,
        held,
        scripted,
    };
    Catalogue {
        kinds: vec![
            kind("influence", false, false, false),
            kind("still_improvement", false, false, false),
            kind("speakeasy_improvement", false, false, false),
            kind("thug", false, true, true),
            kind("truck", true, false, false),
        ],
        cards,
        pieces,
    }
}

/// What each card did in one game: taken (from an offer or drawn), played, bought, its script
/// at work, and who held it.
pub fn card_use(content: &Content, log: &[LogEntry<Bootleggers>], fired: &BTreeMap<usize, u64>) -> CardUse {
    let mut out = CardUse::new();
    for e in log.iter().filter_map(Logged::game) {
        match e {
            Event::TookMuscle { seat, card } => {
                let g = out.entry(muscle_key(*card)).or_default();
                g.drawn += 1;
                g.hold(*seat);
                if content.muscle[usize::from(card.0)].thug().is_none() {
                    g.played += 1;
                }
            }
            Event::ThugDid { seat, what: super::event::ThugDid::Drew { card }, .. } => {
                let g = out.entry(muscle_key(*card)).or_default();
                g.drawn += 1;
                g.hold(*seat);
            }
            Event::ThugPlayed { card, .. } => out.entry(muscle_key(*card)).or_default().played += 1,
            Event::TookTruck { seat, card, truck, price } => {
                let g = out.entry(truck_key(content, *card)).or_default();
                g.drawn += 1;
                g.hold(*seat);
                if truck.is_some() {
                    g.bought += 1;
                    g.paid += price;
                    g.played += 1;
                }
            }
            _ => {}
        }
    }
    for (&card, &n) in fired {
        out.entry(card).or_default().fired += n;
    }
    out
}
