//! mobrules: a rules engine for the board games of 1920s gangland Chicago.
//!
//! `engine` is the game-agnostic core; `games` holds one folder per game; `bots` the bots that
//! play any game; `table` seats them and plays whole games (at the terminal, in the browser, again
//! from a log); `viewer` draws a log as a page; `conformance` checks any game against the
//! engine's contract; `entry` puts every game behind one face for the commands; `report` the
//! statistics and balance report of many games; `serve` the web server; `cli` the command line.

pub mod bots;
pub mod cli;
pub mod conformance;
pub mod engine;
pub mod entry;
#[doc(hidden)]
pub mod fuzzing;
pub mod games;
pub mod report;
pub mod serve;
pub mod table;
pub mod viewer;
