//! King of Chicago (Le Roi de Chicago): its content, state, rules, views and bots; the engine's
//! `Game` contract in `game.rs`, each method handing over to the file that holds it.

pub mod board;
pub mod bots;
pub mod catalogue;
pub mod choice;
pub mod content;
pub mod defs;
pub mod event;
pub mod game;
pub mod invariants;
pub mod load;
pub mod lookup;
pub mod map;
pub mod narrate;
pub mod picture;
pub mod points;
pub mod rules;
pub mod scenario;
pub mod schema;
pub mod screen;
pub mod script;
pub mod secrecy;
pub mod session;
pub mod state;
pub mod texts;
pub mod view;

/// King of Chicago, as the engine runs it.
pub struct KingOfChicago;
