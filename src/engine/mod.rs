//! The game-agnostic core: randomness, dice, decks, decisions, the event log, content loading
//! and diagnostics, localisation and the scripting host. Nothing here names a game or its rules.

pub mod content;
pub mod decision;
pub mod deck;
pub mod diag;
pub mod dice;
pub mod fluent_check;
pub mod journal;
pub mod locale;
pub mod log;
pub mod rng;
pub mod save;
pub mod script;
pub mod seat;
