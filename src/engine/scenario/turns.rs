//! The `[run]` of a game whose scenarios run one player's turn or the game on (the godfather
//! race's; a fifth game of turns takes it whole): `what = "turn"`, the current player's, or
//! `what = "game"`, on to the end or to `turns` more player turns than the file's `turn`.
//!
//! ```toml
//! [run]
//! what = "game"   # turn, or game
//! turns = 40      # for game: stop after this many player turns
//! ```

use super::spot::Spot;
use crate::engine::game::Game;
use crate::engine::play::{Flow, Match};
use serde::Deserialize;
use toml::Spanned;

// No doc comment on the type itself: its schema keeps the name and the words its games' files
// always had (`RunDef`, no description).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "RunDef")]
pub struct TurnOrGame {
    /// `turn` (the current player's) or `game`.
    pub what: String,
    /// For `game`: stop after this many player turns.
    #[schemars(with = "Option<u32>")]
    pub turns: Option<Spanned<u32>>,
}

impl TurnOrGame {
    /// The match's round cap for a `game` run of `turns` turns after the `turn` already played,
    /// if it has one: what [`Positions::round_cap`](super::Positions::round_cap) gives.
    pub fn round_cap(&self, turn: &Spanned<u32>) -> Option<u32> {
        self.turns.as_ref().map(|t| t.get_ref().saturating_add(*turn.get_ref()))
    }

    /// Runs it on `m`: `turn` plays the current player's turn with `one_turn`, `game` the match
    /// on to its end.
    ///
    /// # Errors
    /// A `what` that is neither, told for the whole file.
    pub fn run<G: Game>(
        &self,
        m: &mut Match<'_, G>,
        one_turn: fn(&mut Match<'_, G>) -> Flow,
        spot: Spot,
    ) -> Result<Flow, String> {
        Ok(match self.what.as_str() {
            "turn" => one_turn(m),
            "game" => m.run().map(|_| ()),
            what => return Err(spot.whole(&format!("cannot run `{what}` (turn, game)"))),
        })
    }
}
