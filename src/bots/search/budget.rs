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

    /// Parses what follows `search:` (`2000`, `250ms`); empty is [`Budget::DEFAULT`].
    ///
    /// # Errors
    /// A one-line message saying what is taken.
    pub fn parse(s: &str) -> Result<Budget, String> {
        let bad = || format!("bad search budget `{s}` (say `search:2000` for playouts, `search:250ms` for a time)");
        if s.is_empty() {
            return Ok(Budget::DEFAULT);
        }
        let (digits, ms) = match s.strip_suffix("ms") {
            Some(d) => (d, true),
            None => (s, false),
        };
        let n: u32 = digits.parse().map_err(|_| bad())?;
        match (n, ms) {
            (0, _) => Err(bad()),
            (n, true) => Ok(Budget::Millis(n)),
            (n, false) => Ok(Budget::Playouts(n)),
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
        assert_eq!(Budget::parse("2000"), Ok(Budget::Playouts(2000)));
        assert_eq!(Budget::parse("250ms"), Ok(Budget::Millis(250)));
        assert_eq!(Budget::Millis(250).to_string(), "250ms");
        for bad in ["0", "ms", "fast", "-3", "12s"] {
            assert!(Budget::parse(bad).is_err(), "{bad}");
        }
    }
}
