//! Coverage: how often a seat could use a card or a kind of option, and how often it did.
//!
//! A bot that never plays a card it holds, or never takes a kind of option the rules offer it,
//! says nothing about that card or option: its holders' results are the bot's, not the card's.
//! The match counts, for every question a seat is really asked (two options or more), each
//! card an option puts at stake ([`crate::engine::game::Game::option_card`]) and each kind of
//! option (the question's key and the option's variant, `action/Rent`), once when offered and
//! once when taken. The statistics sum them by bot kind and the report flags what a bot kind
//! never takes when it could.

use super::seat::Seat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Times something was offered to a seat and times the seat took it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    pub offered: u64,
    pub taken: u64,
}

impl Used {
    pub fn add(&mut self, other: Used) {
        self.offered += other.offered;
        self.taken += other.taken;
    }
}

/// What one group of seats (one seat in a game, or a bot kind over many) could use and did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Uses {
    /// By the card's index in the catalogue.
    #[serde(default)]
    pub cards: BTreeMap<usize, Used>,
    /// By kind of option: `prompt/Variant`.
    #[serde(default)]
    pub options: BTreeMap<String, Used>,
}

impl Uses {
    pub fn add(&mut self, other: &Uses) {
        for (k, u) in &other.cards {
            self.cards.entry(*k).or_default().add(*u);
        }
        for (k, u) in &other.options {
            self.options.entry(k.clone()).or_default().add(*u);
        }
    }
}

/// Every seat's uses in one match.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub seats: Vec<Uses>,
}

impl Coverage {
    /// Counts one question put to `seat`: the cards and kinds of its options, and which was
    /// taken (`chosen`, an index into both lists).
    pub fn count(&mut self, seat: Seat, cards: &[Option<usize>], kinds: &[String], chosen: usize) {
        if self.seats.len() <= seat.index() {
            self.seats.resize_with(seat.index() + 1, Uses::default);
        }
        let uses = &mut self.seats[seat.index()];
        let mut seen: Vec<usize> = Vec::new();
        let chosen_card = cards.get(chosen).copied().flatten();
        for card in cards.iter().flatten() {
            if !seen.contains(card) {
                seen.push(*card);
                let u = uses.cards.entry(*card).or_default();
                u.offered += 1;
                u.taken += u64::from(chosen_card == Some(*card));
            }
        }
        let mut seen_kinds: Vec<&str> = Vec::new();
        for kind in kinds {
            if seen_kinds.contains(&kind.as_str()) {
                continue;
            }
            seen_kinds.push(kind);
            let u = uses.options.entry(kind.clone()).or_default();
            u.offered += 1;
            u.taken += u64::from(kinds.get(chosen) == Some(kind));
        }
    }
}

/// The name of an option's variant, as serde writes it: the kind of option coverage counts,
/// whatever the option's values. A plain variant is its string (`"pass"`), an externally
/// tagged one its key (`{"play": {...}}`: `play`), a tagged one its tag's value
/// (`{"choice": "muscle", "of": 2}`: `muscle`).
pub fn variant<C: Serialize>(choice: &C) -> String {
    match serde_json::to_value(choice) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Object(o)) => {
            let tag = o.values().find_map(|v| v.as_str());
            match (o.len(), tag) {
                (1, None) => o.keys().next().cloned().unwrap_or_default(),
                (_, Some(t)) => t.to_string(),
                _ => "value".to_string(),
            }
        }
        _ => "value".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_offered_twice_in_one_question_counts_once() {
        let mut c = Coverage::default();
        let kinds = vec!["play/Card".to_string(), "play/Card".to_string(), "play/Pass".to_string()];
        c.count(Seat(1), &[Some(4), Some(4), None], &kinds, 1);
        c.count(Seat(1), &[Some(4), Some(5), None], &kinds, 2);
        let u = &c.seats[1];
        assert_eq!(u.cards[&4], Used { offered: 2, taken: 1 });
        assert_eq!(u.cards[&5], Used { offered: 1, taken: 0 });
        assert_eq!(u.options["play/Card"], Used { offered: 2, taken: 1 });
        assert_eq!(u.options["play/Pass"], Used { offered: 2, taken: 1 });
        let mut total = Uses::default();
        total.add(u);
        total.add(u);
        assert_eq!(total.cards[&4], Used { offered: 4, taken: 2 });
    }

    #[test]
    fn a_variant_is_named_as_serde_writes_it() {
        #[derive(Serialize)]
        enum C {
            Pass,
            Play { card: u8 },
            Street(u8),
        }
        assert_eq!(variant(&C::Pass), "Pass");
        assert_eq!(variant(&C::Play { card: 3 }), "Play");
        assert_eq!(variant(&C::Street(3)), "Street");
        #[derive(Serialize)]
        #[serde(tag = "choice", content = "of", rename_all = "snake_case")]
        enum T {
            TruckCard,
            Muscle { space: u8 },
        }
        assert_eq!(variant(&T::TruckCard), "truck_card");
        assert_eq!(variant(&T::Muscle { space: 2 }), "muscle");
    }
}
