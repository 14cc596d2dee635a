//! Bootleggers: making, shipping and selling whiskey in 1920s Chicago, for 3 to 6 bootleggers.
//!
//! Its content, its rules (the six phases), its thug cards' scripts and its bots; listed in the
//! registry (`GAMES`) like every game.
//!
//! | file | what |
//! | --- | --- |
//! | `defs.rs` | the TOML files as written |
//! | `load.rs`, `content.rs` | the content checked: the rulebook's numbers, the authority, muscle and truck decks, the board |
//! | `state.rs` | the game as a plain value; influence standings |
//! | `choice.rs`, `event.rs` | what a seat picks, what happened |
//! | `rules/` | the phases on the engine's match |
//! | `turn.rs` | the turns in order, and the end |
//! | `script/` | the thug cards' hooks, API and effects |
//! | `game.rs` | the engine's `Game` contract |
//! | `view.rs`, `bots.rs`, `secrecy.rs` | what a seat sees; the greedy bot; what a search may imagine of what is hidden |
//! | `narrate.rs`, `screen.rs`, `targets.rs`, `picture.rs` | the narration, the terminal screen (a card's target options in words), the replay viewer's board |
//! | `catalogue.rs`, `invariants.rs`, `scenario/`, `schema.rs` | the card catalogue, what must always hold, scenario files, schemas |

pub mod bots;
pub mod catalogue;
pub mod choice;
pub mod content;
pub mod defs;
pub mod event;
pub mod game;
pub mod help;
pub mod invariants;
pub mod load;
pub mod lookup;
pub mod narrate;
pub mod picture;
pub mod rules;
pub mod scenario;
pub mod schema;
pub mod screen;
pub mod script;
pub mod secrecy;
pub mod state;
pub mod targets;
pub mod turn;
pub mod view;

#[cfg(test)]
mod tests;

/// Bootleggers, as the engine runs it.
pub struct Bootleggers;
