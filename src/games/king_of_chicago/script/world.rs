//! Where a running script finds the game: King of Chicago's side of the engine's loan
//! (`engine::script::lend`), typed for its state, content, match and effects. Whether a hook
//! may change the game is the engine's to say: a query hook's loan is read-only.

use super::effect::Effect;
use crate::engine::play::Match;
use crate::engine::script::lend;
use crate::games::king_of_chicago::KingOfChicago;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::state::State;

pub use crate::engine::script::lend::{Res, error};

/// What one effect hook call collects.
pub type Frame = lend::Frame<Effect>;

/// Reads the game.
pub fn read<R>(f: impl FnOnce(&State, &Content) -> R) -> Res<R> {
    lend::read::<KingOfChicago, R>(f)
}

/// Acts on the match: only effect hooks may.
pub fn write<R>(f: impl FnOnce(&mut Match<'static, KingOfChicago>, &mut Frame) -> R) -> Res<R> {
    lend::write::<KingOfChicago, Effect, R>(f)
}

/// Records an effect, to be applied when the hook returns.
pub fn act(e: Effect) -> Res<()> {
    lend::act::<KingOfChicago, Effect>(e)
}
