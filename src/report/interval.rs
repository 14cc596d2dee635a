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
    wilson_z(successes, trials, Z)
}

/// The Wilson interval at the normal quantile `z` (1.96 for 95%; more when many intervals are
/// read at once: see [`quantile`]).
pub fn wilson_z(successes: u64, trials: u64, z: f64) -> Option<Interval> {
    if trials == 0 {
        return None;
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Some(Interval { low: (centre - half).max(0.0), high: (centre + half).min(1.0) })
}

/// The normal quantile `z` with `P(Z < z) = p`, for `p` in (0, 1) (Acklam's rational
/// approximation, good to about 1e-9: plenty for the width of an interval).
pub fn quantile(p: f64) -> f64 {
    const A: [f64; 6] = [
        -39.696_830_286_653_76,
        220.946_098_424_520_5,
        -275.928_510_446_968_7,
        138.357_751_867_269,
        -30.664_798_066_147_16,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -54.476_098_798_224_06,
        161.585_836_858_040_9,
        -155.698_979_859_886_6,
        66.801_311_887_719_72,
        -13.280_681_552_885_72,
    ];
    const C: [f64; 6] = [
        -0.007_784_894_002_430_293,
        -0.322_396_458_041_136_5,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] =
        [0.007_784_695_709_041_462, 0.322_467_129_070_039_8, 2.445_134_137_142_996, 3.754_408_661_907_416];
    let p = p.clamp(1e-300, 1.0 - 1e-16);
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < 0.02425 {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - 0.02425 {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
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

    #[test]
    fn quantiles_match_the_tables() {
        for (p, z) in [(0.975, 1.959_964), (0.5, 0.0), (0.8, 0.841_621), (0.999_75, 3.480_756), (0.01, -2.326_348)] {
            assert!((quantile(p) - z).abs() < 1e-5, "{p}: {}", quantile(p));
        }
        let w = wilson_z(81, 263, quantile(0.975)).unwrap();
        assert_eq!(Some(w).map(|w| (w.low * 1e4).round()), wilson(81, 263).map(|w| (w.low * 1e4).round()));
    }
}
