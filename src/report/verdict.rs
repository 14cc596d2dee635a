//! A card's verdict from a batch's counts: its holders against the same seats without it, how
//! many games a difference needs to show, and what a bot kind never used when it could.
//!
//! Holders are set against the seats that did not hold the card in the same games, not
//! against a seat's average: on a symmetric table (the same bot everywhere, `simulate`'s
//! default) the two groups differ only by the card, so a card's effect is not a bot's skill.

use super::interval::{self, Interval};
use crate::engine::coverage::Used;
use std::collections::BTreeMap;

/// The normal quantile of 80% power.
const Z_POWER: f64 = 0.841_621;

/// How many offers make "never taken" a finding rather than chance.
pub const MIN_OFFERS: u64 = 5;

/// The difference a designer asks about by default: three points of win rate.
pub const DIFFERENCE: f64 = 0.03;

/// The normal quantile for reading `cards` intervals at once with 95% confidence that none of
/// them is wrong (Bonferroni): with a hundred cards, a plain 95% interval would call about
/// five cards strong or weak by chance alone in every run.
pub fn z_for(cards: usize) -> f64 {
    interval::quantile(1.0 - 0.025 / cards.max(1) as f64)
}

/// The interval of the difference between two rates, `a_wins / a_n - b_wins / b_n`, at the
/// normal quantile `z` (Newcombe's hybrid score interval, from the two Wilson intervals:
/// honest with few trials and rates near 0, as Wilson is); `None` when either side has no
/// trials.
pub fn difference(a_wins: u64, a_n: u64, b_wins: u64, b_n: u64, z: f64) -> Option<Interval> {
    let (ia, ib) = (interval::wilson_z(a_wins, a_n, z)?, interval::wilson_z(b_wins, b_n, z)?);
    let (pa, pb) = (a_wins as f64 / a_n as f64, b_wins as f64 / b_n as f64);
    let d = pa - pb;
    let low = d - ((pa - ia.low).powi(2) + (ib.high - pb).powi(2)).sqrt();
    let high = d + ((ia.high - pa).powi(2) + (pb - ib.low).powi(2)).sqrt();
    Some(Interval { low, high })
}

/// Games needed for a difference of `diff` between a card's holders and the other seats to
/// show (at the normal quantile `z`, with 80% power), when `held` of every game's `seats`
/// seat-games hold the card on average and a seat wins with chance `base`; `None` when nobody
/// holds it, or everybody does (no one to compare with).
pub fn games_needed(held_per_game: f64, seats: usize, base: f64, diff: f64, z: f64) -> Option<u64> {
    let others = seats as f64 - held_per_game;
    if held_per_game <= 0.0 || others <= 0.0 || diff <= 0.0 {
        return None;
    }
    let p = base.clamp(0.01, 0.99);
    let z = z + Z_POWER;
    let games = z * z * p * (1.0 - p) * (1.0 / held_per_game + 1.0 / others) / (diff * diff);
    Some(games.ceil() as u64)
}

/// The bot kinds that were offered something at least [`MIN_OFFERS`] times and never took it.
pub fn never_taken(uses: &BTreeMap<String, Used>) -> Vec<String> {
    uses.iter().filter(|(_, u)| u.offered >= MIN_OFFERS && u.taken == 0).map(|(k, _)| k.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_is_told_with_its_interval() {
        let z = z_for(1);
        assert!((z - 1.959_964).abs() < 1e-5 && z_for(100) > 3.4 && z_for(100) < 3.5);
        let d = difference(60, 100, 300, 1000, z).unwrap();
        assert!(d.low > 0.15 && d.low < 0.25 && d.high > 0.35 && d.high < 0.45, "{d:?}");
        let same = difference(25, 100, 250, 1000, z).unwrap();
        assert!(same.low < 0.0 && same.high > 0.0);
        assert!(difference(0, 0, 3, 10, z).is_none());
        let wide = difference(60, 100, 300, 1000, z_for(100)).unwrap();
        assert!(wide.low < d.low && wide.high > d.high);
    }

    #[test]
    fn small_differences_need_many_games() {
        // A card held by one seat in four games, at a four-seat table where a seat wins 25%.
        let z = z_for(1);
        let three = games_needed(0.25, 4, 0.25, 0.03, z).unwrap();
        let ten = games_needed(0.25, 4, 0.25, 0.10, z).unwrap();
        // 2.80² × 0.1875 × (1/0.25 + 1/3.75) / d²: about 6,970 games for 3 points, 630 for 10.
        assert!((6_900..7_050).contains(&three) && (600..660).contains(&ten), "{three} {ten}");
        assert!(games_needed(0.0, 4, 0.25, 0.03, z).is_none() && games_needed(4.0, 4, 0.25, 0.03, z).is_none());
        assert!(games_needed(0.25, 4, 0.25, 0.03, z_for(100)).unwrap() > 2 * three);
    }

    #[test]
    fn a_kind_never_taken_is_told_once_it_was_offered_enough() {
        let uses = BTreeMap::from([
            ("greedy".to_string(), Used { offered: 40, taken: 0 }),
            ("balance".to_string(), Used { offered: 40, taken: 9 }),
            ("random".to_string(), Used { offered: 2, taken: 0 }),
        ]);
        assert_eq!(never_taken(&uses), vec!["greedy".to_string()]);
    }
}
