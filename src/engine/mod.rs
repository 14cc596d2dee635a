//! The game-agnostic core: randomness, dice, decks, decisions, the event log, content loading
//! and diagnostics, localisation and the scripting host; and, generic over the [`game::Game`]
//! contract, what every game's rules run on: the match, saves, the card catalogue, coverage,
//! scenario files, pictures and text coverage. Nothing here names a game or a card (of the
//! rules, only what several games share: dice, decks, money, deals, caps), and nothing here
//! imports what stands above it: the bots, the tables, the replay viewer, the
//! conformance suite, the report, the web server or the command line.

pub mod catalogue;
pub mod content;
pub mod coverage;
pub mod decision;
pub mod deck;
pub mod diag;
pub mod dice;
pub mod fluent_check;
pub mod game;
pub mod input_file;
pub mod io_words;
pub mod journal;
pub mod layers;
pub mod locale;
pub mod log;
pub mod lookup;
pub mod money;
pub mod options;
pub mod picture;
pub mod play;
pub mod rng;
pub mod save;
pub mod scenario;
pub mod script;
pub mod seat;
pub mod texts;
pub mod toml_path;
pub mod view;
