//! How often each card's ability was at work: the engine's tally
//! (`engine::script::tally`), counted by [`Card::key`].

use crate::games::king_of_chicago::state::Card;

/// Counts one use of a card's ability.
pub fn fired(card: Card) {
    crate::engine::script::tally::fired(card.key());
}
