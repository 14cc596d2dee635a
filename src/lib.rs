//! mobrules: a rules engine for the board games of 1920s gangland Chicago.
//!
//! `engine` is the game-agnostic core; `games` holds one folder per game; `bots` the bots that
//! play any game; `report` the statistics and balance report of many games; `cli` the command
//! line.

pub mod bots;
pub mod cli;
pub mod engine;
#[doc(hidden)]
pub mod fuzzing;
pub mod games;
pub mod report;
pub mod serve;
