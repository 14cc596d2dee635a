//! How long a search bot thinks over one decision: a number of imagined games, or a time.

use std::fmt;

/// The imagined games (playouts) a decision gets, or the milliseconds it may take.
///
/// A budget in playouts is deterministic: the same seed gives the same decisions on any
/// machine, so games with such a seat replay, save and load like any other. A budget in time
/// is not (a faster machine imagines more games), so it suits a table with a person at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    Playouts(u32),
    Millis(u32),
}

impl Budget {
    /// What `bot:search` alone gets: well under a second a decision for every game.
    pub const DEFAULT: Budget = Budget::Playouts(300);

    /// The most imagined games a decision may get. King of Chicago's playout takes a few
    /// milliseconds, so this is minutes a decision; a bigger budget would never answer.
    pub const MAX_PLAYOUTS: u32 = 100_000;

    /// The longest a decision may take, in milliseconds: one minute.
    pub const MAX_MILLIS: u32 = 60_000;

    /// The difficulty levels a person picks an opponent by (`bot:search:easy`), each a budget
    /// in playouts, so deterministic: `normal` is [`Budget::DEFAULT`], under a second a
    /// decision; `hard` the budget the README's strength figures are measured at.
    pub const LEVELS: [(&'static str, Budget); 3] =
        [("easy", Budget::Playouts(30)), ("normal", Budget::DEFAULT), ("hard", Budget::Playouts(1000))];

    /// Parses what follows `search:` (`2000`, `250ms`); empty is [`Budget::DEFAULT`].
    ///
    /// # Errors
    /// A one-line message saying what is taken: digits only, from 1 to [`Budget::MAX_PLAYOUTS`]
    /// playouts or [`Budget::MAX_MILLIS`] milliseconds.
    pub fn parse(s: &str) -> Result<Budget, String> {
        let (max_p, max_ms) = (Self::MAX_PLAYOUTS, Self::MAX_MILLIS);
        let bad = || {
            format!(
                "bad search budget `{s}` (say `search:easy`, `search:normal` or `search:hard`, \
                 `search:2000` for playouts, at most {max_p}, or `search:250ms` for a time, at most {max_ms}ms)"
            )
        };
        if s.is_empty() {
            return Ok(Budget::DEFAULT);
        }
        if let Some(&(_, level)) = Self::LEVELS.iter().find(|(name, _)| *name == s) {
            return Ok(level);
        }
        let (digits, ms) = match s.strip_suffix("ms") {
            Some(d) => (d, true),
            None => (s, false),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        // Digits only, so a failed parse means too big.
        let n: u64 = digits.parse().unwrap_or(u64::MAX);
        let max = if ms { max_ms } else { max_p };
        match u32::try_from(n) {
            Ok(0) => Err(bad()),
            Ok(n) if n <= max && ms => Ok(Budget::Millis(n)),
            Ok(n) if n <= max => Ok(Budget::Playouts(n)),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for Budget {
    /// As `--seats` spells it after `search:`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Playouts(n) => write!(f, "{n}"),
            Budget::Millis(n) => write!(f, "{n}ms"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Budget;

    #[test]
    fn budgets_read_as_written() {
        assert_eq!(Budget::parse(""), Ok(Budget::DEFAULT));
        assert_eq!(Budget::parse("easy"), Ok(Budget::Playouts(30)));
        assert_eq!(Budget::parse("normal"), Ok(Budget::DEFAULT));
        assert_eq!(Budget::parse("hard"), Ok(Budget::Playouts(1000)));
        assert!(Budget::parse("Hard").is_err() && Budget::parse("hardest").is_err());
        assert_eq!(Budget::parse("2000"), Ok(Budget::Playouts(2000)));
        assert_eq!(Budget::parse("250ms"), Ok(Budget::Millis(250)));
        assert_eq!(Budget::Millis(250).to_string(), "250ms");
        assert_eq!(Budget::parse("100000"), Ok(Budget::Playouts(Budget::MAX_PLAYOUTS)));
        assert_eq!(Budget::parse("60000ms"), Ok(Budget::Millis(Budget::MAX_MILLIS)));
        for bad in ["0", "0ms", "ms", "fast", "-3", "12s", "+5", "1e9", "100001", "60001ms", "99999999999999999999999"]
        {
            assert!(Budget::parse(bad).is_err(), "{bad}");
        }
    }
}
