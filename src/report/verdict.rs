//! A card's verdict from a batch's counts: its holders against the same seats without it, how
//! many games a difference needs to show, and what a bot kind never used when it could.
//!
//! Holders are set against the seats that did not hold the card in the same games, not
//! against a seat's average: on a symmetric table (the same bot everywhere, `simulate`'s
//! default) the two groups differ only by the card, so a card's effect is not a bot's skill.
//! But holding a card also goes with doing well, whatever the card: a seat that is winning
//! buys more gangsters, takes more contracts, draws more cards. So a card's difference is read
//! against the typical card of its kind ([`typical`]): a card is strong when its holders do
//! better than the holders of the other cards of its kind do, weak when they do worse.

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

/// How many seat-games must hold a card for its difference to count towards its kind's typical
/// difference.
const MIN_HELD: u64 = 30;

/// How many cards a kind needs for a typical difference of its own; a kind with fewer is read
/// against every card's.
const MIN_KIND: usize = 5;

/// The typical difference between a card's holders' win rate and the other seats' in the same
/// games, by kind of card: the median over the kind's cards held at least [`MIN_HELD`] times
/// (over every such card for a kind with fewer than [`MIN_KIND`]). `cards` gives each card's
/// kind, its holding seat-games and their wins; `seat_games` and `wins` are the batch's.
pub fn typical<'a>(
    cards: impl Iterator<Item = (&'a str, u64, u64)>,
    seat_games: u64,
    wins: u64,
) -> BTreeMap<String, f64> {
    let mut by_kind: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
    for (kind, held, held_wins) in cards {
        let others = seat_games.saturating_sub(held);
        if held < MIN_HELD || others == 0 {
            by_kind.entry(kind).or_default();
            continue;
        }
        let d = held_wins as f64 / held as f64 - wins.saturating_sub(held_wins) as f64 / others as f64;
        by_kind.entry(kind).or_default().push(d);
    }
    let all: Vec<f64> = by_kind.values().flatten().copied().collect();
    let Some(overall) = median(all) else { return BTreeMap::new() };
    by_kind
        .into_iter()
        .map(|(kind, ds)| {
            let own = if ds.len() >= MIN_KIND { median(ds) } else { None };
            (kind.to_string(), own.unwrap_or(overall))
        })
        .collect()
}

/// The median of some numbers; `None` for none.
fn median(mut xs: Vec<f64>) -> Option<f64> {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(xs[n / 2]),
        _ => Some((xs[n / 2 - 1] + xs[n / 2]) / 2.0),
    }
}

/// How a card's standing moved from a baseline run to this one: its holders' win rate less the
/// others', less the typical card's ([`typical`]), now against then, with the interval of that
/// change, widened for every card compared at once (95%).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    /// The card's difference beyond the typical card, then and now.
    pub was: f64,
    pub now: f64,
    pub interval: Interval,
}

impl Change {
    /// `stronger` or `weaker` when the interval lies above or below zero.
    pub fn verdict(&self) -> Option<&'static str> {
        if self.interval.low > 0.0 {
            Some("stronger")
        } else if self.interval.high < 0.0 {
            Some("weaker")
        } else {
            None
        }
    }
}

/// One run's side of a change: a card's held seat-games and their wins, the run's seat-games and
/// wins, and its kind's typical difference.
#[derive(Clone, Copy, Debug)]
pub struct Side {
    pub held: u64,
    pub held_wins: u64,
    pub seat_games: u64,
    pub wins: u64,
    pub typical: f64,
}

impl Side {
    /// The card's difference beyond the typical card, and its variance (the normal
    /// approximation of two independent rates: runs of thousands of games are far from its
    /// limits); `None` without holders or others.
    fn beyond(&self) -> Option<(f64, f64)> {
        let others = self.seat_games.checked_sub(self.held).filter(|&n| n > 0)?;
        if self.held == 0 {
            return None;
        }
        let ph = self.held_wins as f64 / self.held as f64;
        let po = self.wins.saturating_sub(self.held_wins) as f64 / others as f64;
        let var = ph * (1.0 - ph) / self.held as f64 + po * (1.0 - po) / others as f64;
        Some((ph - po - self.typical, var))
    }
}

/// The change of a card's standing from `was` to `now` at the normal quantile `z`; `None` when
/// either run has no holders or no others to compare them with.
pub fn change(now: Side, was: Side, z: f64) -> Option<Change> {
    let ((n, vn), (w, vw)) = (now.beyond()?, was.beyond()?);
    let half = z * (vn + vw).sqrt();
    Some(Change { was: w, now: n, interval: Interval { low: n - w - half, high: n - w + half } })
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
    fn a_card_is_read_against_the_typical_card_of_its_kind() {
        // 1,000 seat-games, 250 wins. Five gangsters whose holders (100 each) won 30, 30, 31, 32
        // and 60 times; two events, too few for a median of their own, read against all seven.
        let cards = [
            ("gangster", 100, 30),
            ("gangster", 100, 30),
            ("gangster", 100, 31),
            ("gangster", 100, 32),
            ("gangster", 100, 60),
            ("event", 100, 20),
            ("event", 100, 25),
            ("event", 10, 10),
        ];
        let t = typical(cards.into_iter(), 1_000, 250);
        let d = |w: f64| w / 100.0 - (250.0 - w) / 900.0;
        assert!((t["gangster"] - d(31.0)).abs() < 1e-12, "{t:?}");
        assert!((t["event"] - d(30.0)).abs() < 1e-12, "{t:?}");
        assert!(typical(std::iter::empty(), 1_000, 250).is_empty());
        assert_eq!(median(vec![3.0, 1.0, 2.0, 10.0]), Some(2.5));
    }

    #[test]
    fn a_card_made_useless_is_weaker_than_in_the_baseline() {
        let side = |held_wins| Side { held: 1_500, held_wins, seat_games: 8_000, wins: 2_000, typical: 0.01 };
        let z = z_for(80);
        // Its holders won 32% against the others' 23.7%, now 22% against 26%.
        let c = change(side(330), side(480), z).unwrap();
        assert_eq!(c.verdict(), Some("weaker"), "{c:?}");
        assert!((c.was - (0.32 - 1_520.0 / 6_500.0 - 0.01)).abs() < 1e-12);
        let same = change(side(480), side(470), z).unwrap();
        assert_eq!(same.verdict(), None, "{same:?}");
        assert_eq!(change(side(500), side(330), z).unwrap().verdict(), Some("stronger"));
        assert!(change(Side { held: 0, ..side(0) }, side(480), z).is_none());
        assert!(change(side(480), Side { held: 8_000, ..side(480) }, z).is_none());
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
