//! The rulebook as state transitions and queries, one file per part: `setup`, `movement`
//! (where a move goes, whether it may, and the move itself), `arrival` (hostages and
//! liquidation where a piece stops), `liquidation` (a piece shot, a godfather sent home,
//! recruiting), `options` (the moves a roll allows), `sniper` (the wheel's victims). Section
//! names are the French rulebook's titles.

pub mod arrival;
pub mod liquidation;
pub mod movement;
pub mod options;
pub mod setup;
pub mod sniper;

#[cfg(test)]
mod tests;
