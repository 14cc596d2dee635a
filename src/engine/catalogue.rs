//! One card catalogue per content: every card with its kind, id, name, numbers and text, the
//! list `cards`, `mod-diff`, the statistics and the report all read; and what each card did in
//! games, counted by its place in the catalogue.
//!
//! A seat *held* a card in a game when the card came into its hands at any time (dealt, drawn,
//! bought, hired, stolen or handed over): cards that are played and discarded before the end
//! would be missed by "who has it at the end", and "who held it" is the same question for every
//! kind of card.

use super::seat::Seat;
use crate::report::summary::{CardCounts, Examples};
use serde::Serialize;
use std::collections::BTreeMap;

/// A kind of card a game declares, and which of the report's counts mean something for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct CardKind {
    pub name: String,
    /// Bought at auction (and for how much).
    #[serde(default)]
    pub bought: bool,
    /// Played from the hand.
    #[serde(default)]
    pub played: bool,
    /// Held by a seat (so its holders' win rate means something).
    #[serde(default)]
    pub held: bool,
    /// Cards of this kind may have a script (`scripts/<game>/<card id>.rhai`).
    #[serde(default, skip_serializing)]
    pub scripted: bool,
}

/// One card of the content.
#[derive(Clone, Debug, Serialize)]
pub struct CardEntry {
    pub kind: String,
    pub id: String,
    /// Its name in the catalogue's language.
    pub name: String,
    /// Its printed numbers, as a line for people.
    pub numbers: String,
    /// Its text in the catalogue's language (empty when it has none).
    pub text: String,
    /// Everything the content says of it, for `mod-diff`.
    #[serde(skip)]
    pub data: serde_json::Value,
}

/// Every card of a content, in the game's table order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Catalogue {
    pub kinds: Vec<CardKind>,
    pub cards: Vec<CardEntry>,
    /// Other things the content defines that a mod may change (business markers, tiles...),
    /// as `(label, data)` for `mod-diff`.
    #[serde(skip)]
    pub pieces: Vec<(String, serde_json::Value)>,
}

/// One card in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardGame {
    /// Times drawn from a deck.
    pub drawn: u32,
    /// Times bought at auction, and the money paid in all.
    pub bought: u32,
    pub paid: i64,
    /// Times played from the hand.
    pub played: u32,
    /// Times its ability was at work (`script::tally`).
    pub fired: u64,
    /// The seats that held it, one bit per seat index.
    pub held_by: u64,
}

impl CardGame {
    /// Marks the card held by `seat`.
    pub fn hold(&mut self, seat: Seat) {
        // Tables are far smaller than 64 seats; a larger one would only go uncounted.
        self.held_by |= 1u64.checked_shl(u32::from(seat.0)).unwrap_or(0);
    }
}

/// Every card that did something in one game, by catalogue index.
pub type CardUse = BTreeMap<usize, CardGame>;

/// Cards summed over many games, by catalogue index. Sums of integers and the lowest seeds: the
/// same whatever order games are added in, so threads and shards give the same totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardTotals {
    pub counts: BTreeMap<usize, CardCounts>,
    /// Games to watch, for the cards somebody held.
    pub examples: BTreeMap<usize, Examples>,
}

impl CardTotals {
    /// Adds one game, played with `seed` and won by `winner` (none in a draw).
    pub fn add(&mut self, game: &CardUse, winner: Option<Seat>, seed: u64) {
        let winner_bit = winner.map_or(0, |w| 1u64.checked_shl(u32::from(w.0)).unwrap_or(0));
        for (&card, g) in game {
            let t = self.counts.entry(card).or_default();
            t.drawn += u64::from(g.drawn);
            t.bought += u64::from(g.bought);
            t.paid += g.paid;
            t.played += u64::from(g.played);
            t.fired += g.fired;
            t.held += u64::from(g.held_by.count_ones());
            let won = g.held_by & winner_bit != 0;
            if won {
                t.holder_wins += 1;
            }
            let lost = g.held_by & !winner_bit != 0;
            if won || lost {
                self.examples.entry(card).or_default().add_game(seed, won, lost);
            }
        }
    }

    /// Adds another set of totals.
    pub fn merge(&mut self, other: &CardTotals) {
        for (&card, o) in &other.counts {
            self.counts.entry(card).or_default().add(o);
        }
        for (&card, o) in &other.examples {
            self.examples.entry(card).or_default().add(o);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holders_and_their_wins_are_summed() {
        let mut game = CardUse::new();
        let c = game.entry(5).or_default();
        c.drawn = 1;
        c.bought = 1;
        c.paid = 300;
        c.hold(Seat(1));
        c.hold(Seat(2));
        game.entry(3).or_default().fired = 2;
        let mut totals = CardTotals::default();
        totals.add(&game, Some(Seat(2)), 10);
        totals.add(&game, None, 11);
        let t = totals.counts[&5];
        assert_eq!((t.held, t.holder_wins, t.paid, t.drawn), (4, 1, 600, 2));
        assert_eq!((totals.counts[&3].fired, totals.counts[&3].holder_wins), (4, 0));
        let e = &totals.examples[&5];
        assert_eq!((e.won.clone(), e.lost.clone()), (vec![10], vec![10, 11]), "seat 1 held it and lost game 10");
        assert!(!totals.examples.contains_key(&3), "nobody held card 3");
        let mut merged = CardTotals::default();
        merged.merge(&totals);
        merged.merge(&totals);
        assert_eq!(merged.counts[&5].paid, 1200);
        assert_eq!(merged.examples[&5], totals.examples[&5]);
    }
}
