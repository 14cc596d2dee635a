//! Bootleggers: making, shipping and selling whiskey in 1920s Chicago, for 3 to 6 bootleggers.
//!
//! Its content so far; the rules come next, and the game joins the registry (`GAMES`) only
//! when they play the whole rulebook.
//!
//! | file | what |
//! | --- | --- |
//! | `defs.rs` | the TOML files as written |
//! | `load.rs`, `content.rs` | the content checked: the rulebook's numbers, the authority, muscle and truck decks, the board |
//! | `schema.rs` | JSON Schemas of the content files |

pub mod content;
pub mod defs;
pub mod load;
pub mod schema;

#[cfg(test)]
mod tests;
