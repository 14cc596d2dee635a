//! Chicago Poker: its content, state, hands, rules, scripts, views and bots.
//!
//! | file | what |
//! | --- | --- |
//! | `defs.rs` | the TOML files as written |
//! | `load.rs`, `content.rs` | the content checked: rules numbers, cards, tiles |
//! | `hand.rs` | poker hands: categories and comparison |
//! | `state.rs` | the game as a plain value |
//! | `choice.rs`, `event.rs` | what a seat picks, what happened |
//! | `rules/` | the rules as state transitions and queries, and their tests |
//! | `turn.rs` | the rules in order on the engine's match: turns, shootouts, the end |
//! | `script/` | the special cards' hooks, API and effects |
//! | `game.rs` | the engine's `Game` contract |
//! | `view.rs`, `bots.rs` | what a seat sees; the greedy bot |
//! | `narrate.rs`, `screen.rs`, `picture.rs` | the narration, the terminal screen, the replay viewer's table |
//! | `catalogue.rs`, `invariants.rs`, `scenario.rs`, `schema.rs` | the card catalogue, what must always hold, scenario files, schemas |

pub mod bots;
pub mod catalogue;
pub mod choice;
pub mod content;
pub mod defs;
pub mod event;
pub mod game;
pub mod hand;
pub mod invariants;
pub mod load;
pub mod narrate;
pub mod picture;
pub mod rules;
pub mod scenario;
pub mod schema;
pub mod screen;
pub mod script;
pub mod secrecy;
pub mod standing;
pub mod state;
pub mod turn;
pub mod view;
pub mod written;

#[cfg(test)]
mod last_chance_tests;
#[cfg(test)]
mod screen_tests;
#[cfg(test)]
mod tests;

/// Chicago Poker, as the engine runs it.
pub struct ChicagoPoker;
