//! 4.1 Action II's mechanics, shared by the actions, the hand limit, the special cards and the
//! shootouts: the room left in a player's group, a card taken from the hand, a card placed.

use super::{RuleError, illegal};
use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::defs::Face;
use crate::games::chicago_poker::event::Event;
use crate::games::chicago_poker::state::{Placed, State, Token};

/// Takes `card` out of the hand of `seat`.
///
/// # Errors
/// When the card is not in that hand.
pub fn take_from_hand(state: &mut State, seat: Seat, card: CardId) -> Result<(), RuleError> {
    let hand = &mut state.players[seat].hand;
    match hand.iter().position(|&c| c == card) {
        Some(i) => {
            hand.remove(i);
            Ok(())
        }
        None => illegal(format!("card {} is not in the hand of player {seat}", card.0)),
    }
}

/// Cards a player may still put in front of a tile (4.1 Action II: "jamais plus de cinq").
pub fn room(state: &State, content: &Content, seat: Seat, tile: TileId) -> usize {
    state.establishment(tile).map_or(0, |e| usize::from(content.rules.max_cards).saturating_sub(e.cards[seat].len()))
}

/// Puts a card at the end of a player's group by the tile's pattern (4.1 Action II); the card
/// that makes the group five ("sa cinquième carte") takes a shootout token if the establishment
/// has none yet and one is left (RULINGS.md: one token per establishment).
pub fn place_card(state: &mut State, content: &Content, seat: Seat, card: CardId, tile: TileId) -> Vec<Event> {
    let shootout_at = usize::from(content.rules.shootout_at);
    let mut events = Vec::new();
    let Some(at) = state.table.iter().position(|e| e.tile == tile) else { return events };
    let group = &mut state.table[at].cards[seat];
    let nth = group.len();
    let face_up = content.face(tile, nth) == Face::Up;
    group.push(Placed { card, face_up, seen_by: Vec::new() });
    events.push(Event::Played { seat, tile, card: Some(card), face_up, nth: (nth + 1) as u8 });
    if nth + 1 == shootout_at && state.table[at].token.is_none() && state.tokens > 0 {
        let order = state.next_token;
        state.table[at].token = Some(Token { owner: seat, order });
        state.tokens -= 1;
        state.next_token += 1;
        events.push(Event::TokenPlaced { seat, tile, order });
    } else if nth + 1 == shootout_at {
        // Said, not left to silence: a newcomer saw his fifth card take nothing.
        events.push(Event::NoToken { seat, tile, holder: state.table[at].token.map(|t| t.owner) });
    }
    events
}
