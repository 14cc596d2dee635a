//! King of Chicago's card catalogue (every gangster, event, contract and resource card with
//! its numbers and text) and what each card did in one game, read from the game's log: the
//! numbers of `simulate`'s balance report.

use super::content::{Content, Spot};
use super::defs::Window;
use super::event::Event;
use super::state::Card;
use crate::engine::catalogue::{CardEntry, CardGame, CardKind, CardUse, Catalogue};
use crate::engine::game::LogEntry;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use std::collections::BTreeMap;

/// Where a contract starts or finishes (5.2.4): a place's name, or the words for any of the
/// holder's businesses or any garage.
pub(crate) fn spot_name(content: &Content, locale: &Locale, s: Spot) -> String {
    match s {
        Spot::Square(sq) => locale.text(&format!("square-{}", content.board.square(sq).id), &[]),
        Spot::OwnBusiness => locale.text("spot-own-business", &[]),
        Spot::AnyGarage => locale.text("spot-any-garage", &[]),
    }
}

pub fn catalogue(content: &Content, locale: &Locale) -> Catalogue {
    // A gangster, event or contract: its name and text come from the locale by its id.
    let card = |kind: &str, id: &str, numbers: String, data: serde_json::Value| CardEntry {
        kind: kind.to_string(),
        id: id.to_string(),
        name: locale.text(&format!("card-{id}"), &[]),
        numbers,
        text: locale.text(&format!("card-{id}.text"), &[]),
        data,
    };
    let mut out = Vec::new();
    for g in &content.gangsters {
        let b = &g.bonuses;
        let mut n = Vec::new();
        for (label, v) in [
            ("attack", b.attack),
            ("defense", b.defense),
            ("driveby", b.driveby),
            ("driveby_attack", b.driveby_attack),
            ("driveby_defense", b.driveby_defense),
            ("business_attack", b.business_attack),
            ("business_defense", b.business_defense),
        ] {
            if let Some(v) = v {
                n.push(format!("{label} {v:+}"));
            }
        }
        if g.drive != 0 {
            n.push(format!("drive +{}", g.drive));
        }
        if g.cost.total() > 0 {
            n.push(format!("cost {}b/{}g/{}h", g.cost.booze, g.cost.girls, g.cost.henchmen));
        }
        if g.starred {
            n.push("starred".into());
        }
        for (k, v) in &g.params {
            n.push(format!("{k} {v}"));
        }
        out.push(card("gangster", &g.id, n.join(", "), json(g)));
    }
    for e in &content.events {
        let mut n: Vec<String> = e.windows.iter().map(|w| window_name(*w)).collect();
        for (k, v) in &e.params {
            n.push(format!("{k} {v}"));
        }
        out.push(card("event", &e.id, n.join(", "), json(e)));
    }
    for c in &content.contracts {
        // The reward as the language writes money ("$800", "800 $"), as the table does; a
        // reward the card's script decides (Red hot tip's bet) in the card's short words.
        let short = format!("card-{}.short", c.id);
        let reward = if c.reward == 0 && locale.has(&short) {
            locale.text(&short, &[])
        } else {
            locale.text("amount-money", &[("n", c.reward.into())])
        };
        let n =
            format!("{} -> {}, {reward}", spot_name(content, locale, c.start), spot_name(content, locale, c.finish));
        out.push(card("contract", &c.id, n, json(c)));
    }
    for r in &content.resource_cards {
        let res = locale.text(&format!("resource-count-{}", r.resource.key()), &[("n", r.count.into())]);
        let place = locale.text(&format!("square-{}", content.board.square(r.place).id), &[]);
        out.push(CardEntry {
            kind: "resource".into(),
            id: r.id.clone(),
            name: res.clone(),
            numbers: locale.text("cards-resource-at", &[("resource", res.clone().into()), ("place", place.into())]),
            text: String::new(),
            data: json(r),
        });
    }
    let kind = |name: &str, bought, played, held| CardKind { name: name.into(), bought, played, held, scripted: held };
    Catalogue {
        kinds: vec![
            kind("gangster", true, false, true),
            kind("event", false, true, true),
            kind("contract", false, false, true),
            kind("resource", false, false, false),
        ],
        cards: out,
        pieces: content.businesses.iter().map(|b| (format!("business {}", b.id), json(b))).collect(),
    }
}

fn json<T: serde::Serialize>(v: &T) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or_default()
}

/// Reads a finished game's log, with the tally of its cards at work.
pub fn card_use(content: &Content, log: &[LogEntry<super::KingOfChicago>], fired: &BTreeMap<usize, u64>) -> CardUse {
    let mut by_card: BTreeMap<Card, CardGame> = BTreeMap::new();
    let cards = &mut by_card;
    for e in log.iter().filter_map(Logged::game) {
        match *e {
            Event::Dealt { seat, gangster, .. } => cards.entry(Card::Gangster(gangster.0)).or_default().hold(seat),
            Event::Drew { seat, card, .. } => {
                let c = cards.entry(card).or_default();
                c.drawn += 1;
                if matches!(card, Card::Event(_) | Card::Contract(_)) {
                    c.hold(seat);
                }
            }
            Event::Bought { seat, gangster, price, .. } => {
                let c = cards.entry(Card::Gangster(gangster.0)).or_default();
                c.bought += 1;
                c.paid += price;
                c.hold(seat);
            }
            Event::Hired { seat, gangster } | Event::StoleGangster { to: seat, gangster, .. } => {
                cards.entry(Card::Gangster(gangster.0)).or_default().hold(seat);
            }
            Event::StoleCard { to, card, .. } => cards.entry(card).or_default().hold(to),
            Event::ContractHandedOver { to, contract, .. } => {
                cards.entry(Card::Contract(contract)).or_default().hold(to)
            }
            Event::EventPlayed { card, .. } => cards.entry(Card::Event(card)).or_default().played += 1,
            _ => {}
        }
    }
    for (&key, &n) in fired {
        cards.entry(Card::from_key(key)).or_default().fired += n;
    }
    by_card.into_iter().map(|(card, g)| (index_of(content, card), g)).collect()
}

/// A card's place in the catalogue: gangsters, events, contracts, then resource cards.
pub fn index_of(content: &Content, card: Card) -> usize {
    let (g, e, c) = (content.gangsters.len(), content.events.len(), content.contracts.len());
    match card {
        Card::Gangster(i) => usize::from(i),
        Card::Event(i) => g + usize::from(i),
        Card::Contract(i) => g + e + usize::from(i),
        Card::Resource(i) => g + e + c + usize::from(i),
    }
}

/// A timing window as the card files spell it (`trade_round`), so `cards` shows what a modder
/// writes.
fn window_name(w: Window) -> String {
    serde_json::to_value(w).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seat::Seat;
    use crate::games::king_of_chicago::defs::Res3;
    use crate::games::king_of_chicago::state::GangsterId;

    #[test]
    fn holders_buyers_and_players_are_read_from_the_log() {
        let log = vec![
            Event::Dealt { seat: Seat(0), business: super::super::state::BusinessId(0), gangster: GangsterId(3) },
            Event::Drew { seat: Seat(1), card: Card::Gangster(5), held: 0 },
            Event::Bought { seat: Seat(2), gangster: GangsterId(5), price: 300, resources: Res3::default() },
            Event::Drew { seat: Seat(1), card: Card::Event(2), held: 1 },
            Event::EventPlayed { seat: Seat(1), card: 2 },
            Event::StoleGangster { from: Seat(2), to: Seat(1), gangster: GangsterId(5) },
        ]
        .into_iter()
        .map(Logged::Game)
        .collect::<Vec<_>>();
        let content = super::super::load::load(&crate::engine::content::Source::Embedded).expect("content");
        let fired = BTreeMap::from([(Card::Gangster(3).key(), 2)]);
        let game = card_use(&content, &log, &fired);
        assert_eq!(game[&3], CardGame { fired: 2, held_by: 0b1, ..CardGame::default() });
        let bugs = game[&5];
        assert_eq!((bugs.drawn, bugs.bought, bugs.paid, bugs.held_by), (1, 1, 300, 0b110));
        let event = index_of(&content, Card::Event(2));
        assert_eq!(event, content.gangsters.len() + 2);
        assert_eq!((game[&event].played, game[&event].held_by), (1, 0b10));
    }
}
