//! The engine's portable random generator.
//!
//! A game is `f(content digest, seed, decisions)` and its log must be byte-identical on any
//! machine and any build. The generator is xoshiro256** (Blackman and Vigna) as `rand_xoshiro`
//! implements it behind `rand_core`'s traits: the rand project keeps a named generator's output
//! the same across versions. Seeding (SplitMix64 over the `u64` seed), the bounded integers and
//! the shuffle stay here, since rand's sampling helpers may change between versions; all of it
//! is pinned by golden vectors (`tests/rng_golden.rs`).

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;
use serde::{Deserialize, Serialize};

/// The generator's state; a plain value, so it is saved and restored with the game. It
/// serialises as its four state words, `{"s":[..]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Rng(Xoshiro256StarStar);

fn splitmix64(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose whole future is fixed by `seed`: four SplitMix64 outputs from `seed`
    /// are its state words, in order.
    pub fn seeded(seed: u64) -> Rng {
        let mut x = seed;
        let mut bytes = [0u8; 32];
        for word in bytes.chunks_exact_mut(8) {
            word.copy_from_slice(&splitmix64(&mut x).to_le_bytes());
        }
        Rng(Xoshiro256StarStar::from_seed(bytes))
    }

    /// The generator's state as text: its four state words in hex, as a scenario file
    /// written from a game gives it (`generator`), read back by [`Rng::from_text`].
    pub fn to_text(&self) -> String {
        let value = serde_json::to_value(self).unwrap_or_default();
        let words = value["s"].as_array().cloned().unwrap_or_default();
        words.iter().map(|w| format!("{:016x}", w.as_u64().unwrap_or(0))).collect::<Vec<_>>().join(" ")
    }

    /// The generator whose state [`Rng::to_text`] wrote.
    ///
    /// # Errors
    /// Text that is not four words of 16 hex digits, or the state of no generator (all zero).
    pub fn from_text(text: &str) -> Result<Rng, String> {
        let wrong = || format!("`{text}` is not a generator's state: four words of 16 hex digits");
        let words: Vec<u64> = text
            .split_whitespace()
            .map(|w| if w.len() == 16 { u64::from_str_radix(w, 16).ok() } else { None })
            .collect::<Option<_>>()
            .ok_or_else(wrong)?;
        if words.len() != 4 || words.iter().all(|&w| w == 0) {
            return Err(wrong());
        }
        serde_json::from_value(serde_json::json!({ "s": words })).map_err(|_| wrong())
    }

    /// An independent stream derived from this seed and a label (per-seat bot generators, say),
    /// so that adding a stream never shifts the numbers another stream sees.
    pub fn derived(seed: u64, stream: u64) -> Rng {
        let mut x = seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03);
        Rng::seeded(splitmix64(&mut x))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject, unbiased).
    ///
    /// # Panics
    /// Never: `n == 0` returns 0, so callers need not guard empty ranges twice.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }

    /// A uniform index into a slice of length `len`.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// The index of one of the best of `options` by `value`, drawn evenly among those that tie
    /// (a bot's greedy pick).
    pub fn best_by<T>(&mut self, options: impl IntoIterator<Item = T>, value: impl Fn(&T) -> f64) -> usize {
        let values: Vec<f64> = options.into_iter().map(|o| value(&o)).collect();
        let top = values.iter().copied().fold(f64::MIN, f64::max);
        let best: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= top - 1e-9).collect();
        best[self.index(best.len())]
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        lo + self.below((hi - lo) as u64 + 1) as i64
    }

    /// Fisher-Yates shuffle, from the last element down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::seeded(3);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.index(6)] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn state_serialises_as_its_four_words() {
        let mut x = 5;
        let words: Vec<u64> = (0..4).map(|_| splitmix64(&mut x)).collect();
        let json = serde_json::to_string(&Rng::seeded(5)).expect("serialises");
        assert_eq!(json, serde_json::json!({ "s": words }).to_string());
        let back: Rng = serde_json::from_str(&json).expect("reads back");
        assert_eq!(back, Rng::seeded(5));
    }

    #[test]
    fn state_as_text_reads_back() {
        let mut rng = Rng::seeded(9);
        rng.next_u64();
        let back = Rng::from_text(&rng.to_text()).expect("reads back");
        assert_eq!(back, rng);
        assert!(Rng::from_text("12 34").is_err());
        assert!(Rng::from_text(&["0000000000000000"; 4].join(" ")).is_err());
    }

    #[test]
    fn derived_streams_differ() {
        assert_ne!(Rng::derived(1, 0).next_u64(), Rng::derived(1, 1).next_u64());
    }
}
