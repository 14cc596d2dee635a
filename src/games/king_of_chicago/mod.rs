//! King of Chicago (Le Roi de Chicago): its content, state, rules, views and bots.

pub mod board;
pub mod bots;
pub mod choice;
pub mod content;
pub mod deal;
pub mod defs;
pub mod event;
pub mod invariants;
pub mod load;
pub mod map;
pub mod narrate;
pub mod replay;
pub mod rules;
pub mod scenario;
pub mod schema;
pub mod screen;
pub mod script;
pub mod secrecy;
pub mod session;
pub mod state;
pub mod stats;
pub mod table;
pub mod texts;
pub mod view;

use crate::engine::decision::Game;

/// The game's type for the engine's decision interface.
pub struct KingOfChicago;

impl Game for KingOfChicago {
    type Choice = choice::Choice;
    type View<'a> = view::View<'a>;
}
