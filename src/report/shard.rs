//! `--shard K/N`: one machine's share of a run, so N machines of a batch system together play
//! exactly the games one machine would have.

use std::ops::Range;

/// Shard `k` (0-based, as a Kubernetes job's completion index) of `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: u32,
    pub n: u32,
}

impl Shard {
    /// The whole run on one machine.
    pub const WHOLE: Shard = Shard { k: 0, n: 1 };

    /// Parses `K/N` with `0 <= K < N`.
    ///
    /// # Errors
    /// A one-line message saying what the form is.
    pub fn parse(s: &str) -> Result<Shard, String> {
        let bad = || format!("--shard `{s}`: expected K/N with 0 <= K < N (shard K of N, counted from 0)");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let k: u32 = k.trim().parse().map_err(|_| bad())?;
        let n: u32 = n.trim().parse().map_err(|_| bad())?;
        if k >= n {
            return Err(bad());
        }
        Ok(Shard { k, n })
    }

    /// The game indices of this shard among `0..games`: consecutive slices, so the shards'
    /// slices are disjoint and together cover every game, and seeds `seed + i` stay those of
    /// the unsharded run.
    pub fn games(self, games: usize) -> Range<usize> {
        let at = |k: u32| (games as u128 * u128::from(k) / u128::from(self.n)) as usize;
        at(self.k)..at(self.k + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_game_once() {
        for games in [0, 1, 7, 40, 1001] {
            for n in 1..=9 {
                let mut next = 0;
                for k in 0..n {
                    let r = Shard { k, n }.games(games);
                    assert_eq!(r.start, next);
                    next = r.end;
                }
                assert_eq!(next, games);
            }
        }
    }

    #[test]
    fn bad_shards_are_refused() {
        assert_eq!(Shard::parse("2/5"), Ok(Shard { k: 2, n: 5 }));
        for bad in ["3/2", "0/0", "2/2", "1", "a/b", "-1/3", "1/"] {
            assert!(Shard::parse(bad).unwrap_err().starts_with("--shard"), "{bad}");
        }
    }
}
