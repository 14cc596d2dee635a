//! The games, one folder each, and the registry: the only code that names them.
//!
//! Adding a game is a folder here implementing `engine::game::Game`, its content under
//! `content/<id>/`, its scripts under `scripts/<id>/`, and one line in [`GAMES`].

pub mod bootleggers;
pub mod chicago_poker;
pub mod codes;
pub mod godfathers;
pub mod king_of_chicago;

use crate::entry::{Entry, GameEntry};

/// Every registered game, in the order commands list them.
pub static GAMES: &[&dyn Entry] = &[
    &GameEntry::<king_of_chicago::KingOfChicago>::new(),
    &GameEntry::<chicago_poker::ChicagoPoker>::new(),
    &GameEntry::<godfathers::Godfathers>::new(),
    &GameEntry::<bootleggers::Bootleggers>::new(),
];

/// The registered game with this id.
pub fn find(id: &str) -> Option<&'static dyn Entry> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The ids of every registered game, as the command line spells them.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id()).collect()
}
