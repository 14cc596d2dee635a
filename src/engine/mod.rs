//! The game-agnostic core: randomness, dice, decks, decisions, the event log, content loading
//! and diagnostics, localisation and the scripting host; and, generic over the [`game::Game`]
//! contract, everything a game gets by being registered: the match, tables and seat kinds,
//! sessions, saves, undo and replay, the terminal table, the card catalogue, text coverage.
//! Nothing here names a game or its rules.

pub mod catalogue;
pub mod conformance;
pub mod conformance_search;
pub mod content;
pub mod coverage;
pub mod decision;
pub mod deck;
pub mod diag;
pub mod dice;
pub mod entry;
pub mod fluent_check;
pub mod game;
pub mod input_file;
pub mod journal;
pub mod layers;
pub mod locale;
pub mod log;
pub mod money;
pub mod options;
pub mod picture;
pub mod play;
pub mod replay;
pub mod rng;
pub mod save;
pub mod scenario;
pub mod script;
pub mod seat;
pub mod session;
pub mod table;
pub mod terminal;
pub mod texts;
pub mod toml_path;
pub mod viewer;
pub mod web_table;
