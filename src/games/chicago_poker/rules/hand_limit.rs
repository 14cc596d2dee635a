//! 4.1 Action I, "Important": "À la fin de son tour, un joueur ne doit pas avoir en main plus de
//! 7 cartes. Un joueur ne peut pas piocher de carte si cela l'amènerait à avoir plus de sept
//! cartes en main à la fin de son tour." The limit refuses the draw; there is no discard
//! (NOTES.md 2).
//!
//! A draw is offered only when the actions left after it can bring the hand back to the limit
//! with cards that can really be played: a gangster card where one of the player's groups has
//! room, a special card. A special that takes a card back from the discard pile (Corruption:
//! `takes_back` in `specials.toml`) lowers nothing, unless the pile is empty; the card it
//! takes counts only if an action remains to play it. The card drawn is not counted: nobody
//! knows it yet, and it may not be playable.

use super::placing::room;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::choice::Choice;
use crate::games::chicago_poker::content::{CardKind, Content};
use crate::games::chicago_poker::state::State;

/// What the hand limit's count needs of a position: the cards of a player's hand by what
/// playing them does, his room, his actions, and what the discard pile holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Count {
    actions: usize,
    /// Gangster cards in hand, and the cards his groups still have room for.
    gangsters: usize,
    room: usize,
    /// Special cards in hand that leave it for good, and those that take a card back.
    specials: usize,
    takers: usize,
    /// Whether the discard pile is empty, and whether it holds a gangster card or a special
    /// card that does not take one back.
    pile_empty: bool,
    pile_gangster: bool,
    pile_special: bool,
}

impl Count {
    fn of(state: &State, content: &Content, seat: Seat) -> Count {
        let mut c = Count {
            actions: usize::from(state.actions_left),
            gangsters: 0,
            room: state.table.iter().map(|e| room(state, content, seat, e.tile)).sum(),
            specials: 0,
            takers: 0,
            pile_empty: state.deck.discard_pile().is_empty(),
            pile_gangster: false,
            pile_special: false,
        };
        for &card in &state.players[seat].hand {
            match content.card(card).kind {
                CardKind::Gangster(_) => c.gangsters += 1,
                CardKind::Special(_) if takes_back(content, card) => c.takers += 1,
                CardKind::Special(_) => c.specials += 1,
            }
        }
        for &card in state.deck.discard_pile() {
            match content.card(card).kind {
                CardKind::Gangster(_) => c.pile_gangster = true,
                CardKind::Special(_) if takes_back(content, card) => {}
                CardKind::Special(_) => c.pile_special = true,
            }
        }
        c
    }

    /// The most cards the player can play out of his hand with his actions.
    ///
    /// Every play spends one action and lowers the hand by one, but a card that takes one back:
    /// with an empty pile it lowers the hand as any other; else it lowers nothing, and the card
    /// it takes lowers it by one if it can be played (a special card, or a gangster card where
    /// room is left once the hand's gangsters are played; a special played earlier in the turn
    /// lies in the pile by then) and an action remains for it. After one such card the pile
    /// holds it, so a second one takes it back and lowers nothing.
    fn shed(self) -> usize {
        let direct = self.gangsters.min(self.room) + self.specials;
        if self.takers == 0 {
            return self.actions.min(direct);
        }
        if self.pile_empty {
            return self.actions.min(direct + 1);
        }
        let playable = self.pile_special || self.specials > 0 || (self.pile_gangster && self.room > self.gangsters);
        if playable && self.actions >= direct + 2 { direct + 1 } else { self.actions.min(direct) }
    }

    /// One action spent.
    fn spent(self) -> Count {
        Count { actions: self.actions.saturating_sub(1), ..self }
    }

    /// The hand after playing a card that takes one back (the pile and the deck then shuffled
    /// together): with an empty pile it simply left the hand (true); else a card of the pile
    /// came into it, one of each kind the pile holds.
    fn taking_back(self) -> Vec<(Count, bool)> {
        let after = Count {
            takers: self.takers.saturating_sub(1),
            pile_empty: false,
            pile_gangster: false,
            pile_special: false,
            ..self.spent()
        };
        if self.pile_empty {
            return vec![(after, true)];
        }
        let mut out = vec![(after, false)];
        if self.pile_gangster {
            out.push((Count { gangsters: after.gangsters + 1, ..after }, false));
        }
        if self.pile_special {
            out.push((Count { specials: after.specials + 1, ..after }, false));
        }
        out
    }
}

/// Whether `card` is a special that takes a card back from the discard pile.
fn takes_back(content: &Content, card: crate::games::chicago_poker::content::CardId) -> bool {
    content.special_of(card).is_some_and(|s| s.takes_back)
}

/// The cards in hand above the hand limit.
fn over(state: &State, content: &Content, seat: Seat) -> usize {
    state.players[seat].hand.len().saturating_sub(usize::from(content.rules.hand_limit))
}

/// Whether the player may draw: the deck (or the discard pile it is made again from) holds a
/// card, and the actions left after the draw can play the hand back down to the limit.
pub fn may_draw(state: &State, content: &Content) -> bool {
    let seat = state.current;
    if state.actions_left == 0 || state.deck.is_empty() {
        return false;
    }
    let need = (state.players[seat].hand.len() + 1).saturating_sub(usize::from(content.rules.hand_limit));
    need <= Count::of(state, content, seat).spent().shed()
}

/// Whether the player may stop now: at or below the limit, or (above it, in a position the
/// rules never make but a scenario may, or after taking back a card he cannot play) when no
/// card he holds can lower his hand.
pub fn may_stop(state: &State, content: &Content) -> bool {
    let seat = state.current;
    over(state, content, seat) == 0 || Count::of(state, content, seat).shed() == 0
}

/// Whether playing `choice` keeps the end of the turn within the limit, when it still can be:
/// above the limit, a play that leaves too few plays to come back (a card that takes one back
/// when nothing it could take can be played, or the last actions spent on it) is no option.
pub fn keeps_limit(state: &State, content: &Content, choice: &Choice) -> bool {
    let seat = state.current;
    let over = over(state, content, seat);
    if over == 0 {
        return true;
    }
    let now = Count::of(state, content, seat);
    if now.shed() < over {
        return true;
    }
    let spent = now.spent();
    match *choice {
        Choice::Play { .. } => {
            let after = Count { gangsters: now.gangsters.saturating_sub(1), room: now.room.saturating_sub(1), ..spent };
            over <= 1 + after.shed()
        }
        Choice::Special { card } if takes_back(content, card) => {
            now.taking_back().into_iter().any(|(after, left)| over <= after.shed() + usize::from(left))
        }
        Choice::Special { .. } => {
            let after =
                Count { specials: now.specials.saturating_sub(1), pile_empty: false, pile_special: true, ..spent };
            over <= 1 + after.shed()
        }
        _ => true,
    }
}
