//! 4.1 Le tour d'un joueur: a turn's actions, drawing and playing gangster cards.

use super::hand_limit::{keeps_limit, may_draw, may_stop};
use super::placing::{place_card, room, take_from_hand};
use super::specials::begin_special;
use super::{RuleError, illegal};
use crate::engine::deck::Drawn;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::choice::Choice;
use crate::games::chicago_poker::content::{CardId, CardKind, Content, SpecialId, TileId};
use crate::games::chicago_poker::event::Event;
use crate::games::chicago_poker::state::State;

/// 4.1 Le tour d'un joueur: the current player's turn begins with three actions, or fewer on the
/// first turns of the game (4.1, Exception). His shootouts come next
/// ([`pending_shootouts`](super::shootout::pending_shootouts)), before his first action (5.0).
///
/// The turn counter never wraps round: it stays at its largest, where the turn loop
/// (`turn::turn`) refuses to begin a turn, and the turn cap and a scenario's bounds on `turn`
/// and `turns` keep it far below that.
pub fn begin_turn(state: &mut State, content: &Content) -> Vec<Event> {
    state.turn = state.turn.saturating_add(1);
    state.actions_left = content.rules.actions_of_turn(state.turn);
    vec![Event::TurnStarted { seat: state.current, turn: state.turn, actions: state.actions_left }]
}

/// 4.1: the turn passes clockwise ("en sens horaire"). The hand limit is kept by refusing the
/// draws that would break it ([`may_draw`]), not by a discard (4.1 Action I, "Important").
///
/// # Errors
/// Never today: the turn may always end once [`legal_actions`] offers nothing more.
pub fn end_turn(state: &mut State, _content: &Content) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let mut events = Vec::new();
    if state.actions_left > 0 {
        events.push(Event::Passed { seat, actions_left: state.actions_left });
    }
    state.actions_left = 0;
    state.current = seat.left(1, state.seats());
    Ok(events)
}

/// Whether the game is over (6.0).
pub fn is_over(state: &State) -> bool {
    state.winner.is_some()
}

/// 4.1: what the current player may do now. With actions left: draw (Action I), play a
/// gangster card where he has room or a special card (Action II), or stop (NOTES.md 1). Empty
/// when his turn is over.
///
/// 4.1 Action I, "Important": "Un joueur ne peut pas piocher de carte si cela l'amènerait à
/// avoir plus de sept cartes en main à la fin de son tour": drawing is offered only if the
/// actions left after it can bring the hand back to the limit with cards that can really be
/// played ([`may_draw`], NOTES.md 2). Above the limit he may not stop while a play can still
/// lower his hand, nor make a play that leaves him unable to come back ([`keeps_limit`]).
pub fn legal_actions(state: &State, content: &Content) -> Vec<Choice> {
    if is_over(state) || state.actions_left == 0 {
        return Vec::new();
    }
    let seat = state.current;
    let hand = &state.players[seat].hand;
    let mut out = Vec::new();
    let mut specials_seen: Vec<SpecialId> = Vec::new();
    for &card in hand {
        match content.card(card).kind {
            CardKind::Gangster(_) => {
                for e in &state.table {
                    if e.cards[seat].len() < usize::from(content.rules.max_cards) {
                        out.push(Choice::Play { card, tile: e.tile });
                    }
                }
            }
            // Copies of a special do the same: one option each.
            CardKind::Special(s) if !specials_seen.contains(&s) => {
                specials_seen.push(s);
                out.push(Choice::Special { card });
            }
            CardKind::Special(_) => {}
        }
    }
    out.retain(|c| keeps_limit(state, content, c));
    if may_draw(state, content) {
        out.insert(0, Choice::Draw);
    }
    if may_stop(state, content) {
        out.push(Choice::Pass);
    }
    out
}

/// Applies one of [`legal_actions`]: 4.1 Action I (draw), Action II (play a gangster card:
/// [`play_gangster`]; a special card: [`begin_special`], after which the engine runs the card's
/// `on_play` and calls [`discard_special`](super::specials::discard_special)), or stopping ([`end_turn`] follows).
///
/// # Errors
/// When `choice` is not one of [`legal_actions`].
pub fn apply_action(state: &mut State, content: &Content, choice: Choice) -> Result<Vec<Event>, RuleError> {
    if !legal_actions(state, content).contains(&choice) {
        return illegal(format!("{choice:?}"));
    }
    let seat = state.current;
    match choice {
        Choice::Draw => {
            state.actions_left -= 1;
            Ok(draw(state, seat))
        }
        Choice::Play { card, tile } => {
            state.actions_left -= 1;
            play_gangster(state, content, seat, card, tile)
        }
        Choice::Special { card } => {
            state.actions_left -= 1;
            begin_special(state, seat, card)
        }
        Choice::Pass => {
            let events = vec![Event::Passed { seat, actions_left: state.actions_left }];
            state.actions_left = 0;
            Ok(events)
        }
        other => illegal(format!("{other:?} is not an action")),
    }
}

/// 4.1 Action I: the top card of the deck to the hand; "Lorsque la pioche est épuisée, la
/// défausse est mélangée pour constituer une nouvelle pioche."
pub fn draw(state: &mut State, seat: Seat) -> Vec<Event> {
    let mut events = Vec::new();
    let discarded = state.deck.discard_pile().len();
    match state.deck.draw(&mut state.chance.rng) {
        Drawn::Card(card) => {
            state.players[seat].hand.push(card);
            events.push(Event::Drew { seat, card: Some(card) });
        }
        Drawn::AfterReshuffle(card) => {
            events.push(Event::Reshuffled { cards: discarded });
            state.players[seat].hand.push(card);
            events.push(Event::Drew { seat, card: Some(card) });
        }
        Drawn::Empty => {}
    }
    events
}

/// 4.1 Action II, "Cartes gangster": the card goes in front of the player's side of the tile,
/// face up or down as the tile's type says for his n-th card there; never more than five.
/// The fifth takes a shootout token ([`place_card`]).
///
/// # Errors
/// When the card is not a gangster in his hand, the tile not on the table, or his group full.
pub fn play_gangster(
    state: &mut State,
    content: &Content,
    seat: Seat,
    card: CardId,
    tile: TileId,
) -> Result<Vec<Event>, RuleError> {
    if content.card(card).gangster().is_none() {
        return illegal("a special card is not played in front of a tile");
    }
    if room(state, content, seat, tile) == 0 {
        return illegal("no room in front of this tile");
    }
    take_from_hand(state, seat, card)?;
    Ok(place_card(state, content, seat, card, tile))
}
