//! What each card did over many games: the counts of single games (`engine::catalogue::CardUse`)
//! summed by catalogue index, as `simulate` adds its games and the summary's card rows read them.

use super::summary::{CardCounts, Examples};
use crate::engine::catalogue::CardUse;
use crate::engine::seat::Seat;
use std::collections::BTreeMap;

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
