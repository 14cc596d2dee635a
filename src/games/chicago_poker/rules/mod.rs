//! The rules as pure state transitions and queries over `&State`/`&mut State` and `&Content`.
//! Each returns the events it caused; the engine's match loop asks the questions, logs the
//! events and runs the special cards' scripts (`turn.rs` puts them in order on the engine's match).
//!
//! Section numbers are the French rulebook's.

use std::fmt;

/// A move the rules do not allow in this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The table has too few or too many players for the content (3.0).
    Players { seats: usize, min: u8, max: u8 },
    /// Not an option for this seat now.
    Illegal(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Players { seats, min, max } => write!(f, "{seats} players; Chicago Poker takes {min} to {max}"),
            RuleError::Illegal(what) => write!(f, "not allowed: {what}"),
        }
    }
}

impl std::error::Error for RuleError {}

fn illegal<T>(what: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Illegal(what.into()))
}

// ----------------------------------------------------------------------------------------------

pub mod actions;
pub mod hand_limit;
pub mod placing;
pub mod setup;
pub mod shootout;
pub mod specials;
pub mod victory;

#[cfg(test)]
mod tests;
