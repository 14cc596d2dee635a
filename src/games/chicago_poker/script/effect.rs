//! What a special card's script does, collected while its hook runs and applied by the rules
//! when it returns: each effect is one of the rules' functions (HOOKS.md, "Effects").

use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::event::Event;
use crate::games::chicago_poker::rules::{self, RuleError};
use crate::games::chicago_poker::state::State;

/// One effect of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Murder: the last card of `victim`'s group at `tile` discarded (`rules::specials::discard_last`).
    DiscardLast { victim: Seat, tile: TileId },
    /// Informer: `viewer` shown the group's face-down cards (`rules::specials::show_face_down`).
    ShowFaceDown { victim: Seat, tile: TileId, viewer: Seat },
    /// Limousine: `seat`'s last cards at `from`, placed at `to` in `order` (`rules::specials::move_last`).
    MoveLast { seat: Seat, from: TileId, to: TileId, order: Vec<CardId> },
    /// Revolver: more actions this turn (`rules::specials::add_actions`).
    ExtraActions(u8),
    /// Corruption: a card of the discard pile to a hand (`rules::specials::take_from_discard`).
    TakeIntoHand { seat: Seat, card: CardId },
    /// Corruption: the discard pile and the deck shuffled together (`rules::specials::rebuild_deck`).
    RebuildDeck,
}

/// Applies one effect of a card played by `by`.
///
/// # Errors
/// When the rules refuse it (a protected group, no room...): the hook fails.
pub fn apply(state: &mut State, content: &Content, by: Seat, effect: &Effect) -> Result<Vec<Event>, RuleError> {
    Ok(match effect {
        Effect::DiscardLast { victim, tile } => vec![rules::specials::discard_last(state, by, *victim, *tile)?],
        Effect::ShowFaceDown { victim, tile, viewer } => {
            vec![rules::specials::show_face_down(state, *viewer, *victim, *tile)?]
        }
        Effect::MoveLast { seat, from, to, order } => {
            rules::specials::move_last(state, content, *seat, *from, *to, order)?
        }
        Effect::ExtraActions(n) => vec![rules::specials::add_actions(state, *n)],
        Effect::TakeIntoHand { seat, card } => vec![rules::specials::take_from_discard(state, *seat, *card)?],
        Effect::RebuildDeck => vec![rules::specials::rebuild_deck(state)],
    })
}
