//! 95% confidence intervals for the report's rates, written out here: they are a few lines
//! each, and a statistics crate would bring far more than these three formulas.

use serde::{Deserialize, Serialize};

/// The normal quantile of a two-sided 95% interval.
const Z: f64 = 1.96;

/// A range a true value lies in with 95% confidence.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

impl Interval {
    /// Whether two intervals share a point. Non-overlapping intervals are the report's (rough,
    /// conservative) sign that a number really changed rather than by chance.
    pub fn overlaps(self, other: Interval) -> bool {
        self.low <= other.high && other.low <= self.high
    }
}

/// The Wilson score interval of `successes` out of `trials`; `None` without trials.
///
/// Wilson rather than the textbook `p ± z·√(p(1-p)/n)`: that one collapses to a point at 0 or
/// n successes and leaves [0, 1] for rare cards, which are exactly the ones a designer asks
/// about; Wilson stays inside [0, 1] and is honest with few trials.
pub fn wilson(successes: u64, trials: u64) -> Option<Interval> {
    if trials == 0 {
        return None;
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Some(Interval { low: (centre - half).max(0.0), high: (centre + half).min(1.0) })
}

/// The interval of a mean from the count, sum and sum of squares of its values (normal
/// approximation: game counts are in the hundreds or more).
pub fn mean(n: u64, sum: f64, sum_sq: f64) -> Option<Interval> {
    if n == 0 {
        return None;
    }
    let k = n as f64;
    let m = sum / k;
    let variance = if n > 1 { ((sum_sq - k * m * m) / (k - 1.0)).max(0.0) } else { 0.0 };
    let half = Z * (variance / k).sqrt();
    Some(Interval { low: m - half, high: m + half })
}

/// The interval of how often something happens per game, from its count over `games`: the
/// count taken as Poisson, whose variance is the count itself.
pub fn per_game(count: u64, games: u64) -> Option<Interval> {
    if games == 0 {
        return None;
    }
    let g = games as f64;
    let c = count as f64;
    // A card never seen still gets an interval as wide as one sighting's: zero events in a
    // batch do not prove the card can never come up.
    let half = Z * c.max(1.0).sqrt() / g;
    Some(Interval { low: (c / g - half).max(0.0), high: c / g + half })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_the_published_values() {
        // Newcombe (1998), table I: 81 of 263 gives 0.2553 to 0.3662.
        let i = wilson(81, 263).unwrap();
        assert!((i.low - 0.2553).abs() < 1e-4 && (i.high - 0.3662).abs() < 1e-4, "{i:?}");
        let none = wilson(0, 10).unwrap();
        assert!(none.low == 0.0 && none.high > 0.2 && none.high < 0.35, "{none:?}");
        assert_eq!(wilson(0, 0), None);
    }

    #[test]
    fn mean_and_per_game_intervals_hold_their_value() {
        let i = mean(4, 10.0, 30.0).unwrap();
        assert!(i.low < 2.5 && i.high > 2.5);
        let p = per_game(100, 100).unwrap();
        assert!((p.low - 0.804).abs() < 1e-3 && (p.high - 1.196).abs() < 1e-3, "{p:?}");
        assert!(!Interval { low: 0.1, high: 0.2 }.overlaps(Interval { low: 0.21, high: 0.3 }));
        assert!(Interval { low: 0.1, high: 0.2 }.overlaps(Interval { low: 0.2, high: 0.3 }));
    }
}
