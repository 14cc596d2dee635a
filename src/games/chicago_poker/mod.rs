//! Chicago Poker: its content, state, hands and rules, engine-independent.
//!
//! | file | what |
//! | --- | --- |
//! | `defs.rs` | the TOML files as written |
//! | `load.rs`, `content.rs` | the content checked: rules numbers, cards, tiles |
//! | `hand.rs` | poker hands: categories and comparison |
//! | `hooks.rs` | the special cards' hooks; the script API checked against the scripts |
//! | `state.rs` | the game as a plain value |
//! | `choice.rs`, `event.rs` | what a seat picks, what happened |
//! | `rules/` | the rules as state transitions and queries, and their tests |
//! | `round.rs` | the turn loop, sketched against the engine's match |

pub mod choice;
pub mod content;
pub mod defs;
pub mod event;
pub mod hand;
pub mod hooks;
pub mod load;
pub mod round;
pub mod rules;
pub mod state;
