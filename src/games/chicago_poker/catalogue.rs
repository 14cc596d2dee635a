//! Chicago Poker's card catalogue (every gangster card and every special card, with its
//! numbers and text) and what each card did in one game, read from its log: the numbers of
//! `simulate`'s balance report.
//!
//! A gangster card's place in the catalogue is its card id (the gangsters come first in the
//! content); a special card's is after them, one entry per special however many copies the
//! deck holds (the two Informers count as one card).

use super::ChicagoPoker;
use super::content::{CardId, CardKind, Content, SpecialId};
use super::event::Event;
use super::narrate::Narrator;
use crate::engine::catalogue::{self, CardEntry, CardGame, CardUse, Catalogue};
use crate::engine::game::LogEntry;
use crate::engine::locale::{Arg, Locale};
use crate::engine::log::Logged;
use crate::engine::seat::Seat;
use std::collections::BTreeMap;

/// A special card's place in the catalogue.
pub fn special_key(content: &Content, s: SpecialId) -> usize {
    content.gangster_count() + usize::from(s.0)
}

/// A card's place in the catalogue.
pub fn key(content: &Content, c: CardId) -> usize {
    match content.card(c).kind {
        CardKind::Gangster(_) => usize::from(c.0),
        CardKind::Special(s) => special_key(content, s),
    }
}

/// A special card's printed numbers as the arguments of its text.
pub fn params(params: &toml::Table) -> Vec<(String, Arg)> {
    params.iter().map(|(k, v)| (k.clone(), v.as_integer().map_or_else(|| Arg::Str(v.to_string()), Arg::Num))).collect()
}

pub fn catalogue(content: &Content, locale: &Locale) -> Catalogue {
    let n = Narrator { content, locale };
    let mut cards = Vec::new();
    for (i, c) in content.cards.iter().enumerate() {
        if let Some(g) = c.gangster() {
            cards.push(CardEntry {
                kind: "gangster".into(),
                id: c.id.clone(),
                name: n.card_name(CardId(i as u8)),
                // Its colour is in its name ("Red 3").
                numbers: locale.text("cards-value", &[("value", i64::from(g.value).into())]),
                text: String::new(),
                data: serde_json::to_value(c).unwrap_or_default(),
            });
        }
    }
    for s in &content.specials {
        let args = params(&s.params);
        let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        let mut numbers = vec![locale.text("cards-in-deck", &[("count", i64::from(s.count).into())])];
        numbers.extend(s.params.iter().map(|(k, v)| format!("{k} {v}")));
        cards.push(CardEntry {
            kind: "special".into(),
            id: s.id.clone(),
            name: locale.text(&format!("card-{}", s.id), &[]),
            numbers: numbers.join(", "),
            text: locale.text(&format!("card-{}.text", s.id), &args),
            data: serde_json::to_value(s).unwrap_or_default(),
        });
    }
    let pieces = content
        .tiles
        .iter()
        .map(|t| (format!("tile {}", t.id), serde_json::json!({ "kind": content.types[usize::from(t.kind.0)].id })))
        .collect();
    Catalogue {
        kinds: vec![
            catalogue::CardKind { name: "gangster".into(), bought: false, played: true, held: true, scripted: false },
            catalogue::CardKind { name: "special".into(), bought: false, played: true, held: true, scripted: true },
        ],
        cards,
        pieces,
    }
}

/// What each card did in one game: drawn (dealt, drawn or taken from the discard pile), played,
/// its script at work, and who held it.
pub fn card_use(content: &Content, log: &[LogEntry<ChicagoPoker>], fired: &BTreeMap<usize, u64>) -> CardUse {
    let mut out = CardUse::new();
    let got = |out: &mut CardUse, seat: Seat, c: CardId| {
        let g: &mut CardGame = out.entry(key(content, c)).or_default();
        g.drawn += 1;
        g.hold(seat);
    };
    for e in log.iter().filter_map(Logged::game) {
        match e {
            Event::Dealt { seat, cards } => cards.iter().flatten().for_each(|&c| got(&mut out, *seat, c)),
            Event::Drew { seat, card: Some(c) } | Event::TookFromDiscard { seat, card: c } => got(&mut out, *seat, *c),
            Event::Played { card: Some(c), .. } | Event::SpecialPlayed { card: c, .. } => {
                out.entry(key(content, *c)).or_default().played += 1;
            }
            _ => {}
        }
    }
    for (&card, &n) in fired {
        out.entry(card).or_default().fired += n;
    }
    out
}
