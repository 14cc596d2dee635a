//! 4.1 Cartes spéciales: what the special cards' scripts may do to the table.

use super::placing::{place_card, room, take_from_hand};
use super::{RuleError, illegal};
use crate::engine::deck::Deck;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::event::{Event, MovedCard};
use crate::games::chicago_poker::state::State;

/// 4.1 "Cartes spéciales": the card leaves the hand and is announced; "L'effet de la carte est
/// appliqué immédiatement lorsqu'elle est jouée, et la carte est défaussée": the engine runs
/// its `on_play`, then calls [`discard_special`].
///
/// # Errors
/// When the card is not a special in the player's hand.
pub fn begin_special(state: &mut State, seat: Seat, card: CardId) -> Result<Vec<Event>, RuleError> {
    take_from_hand(state, seat, card)?;
    Ok(vec![Event::SpecialPlayed { seat, card }])
}

/// 4.1 "Cartes spéciales": "et la carte est défaussée", once its effect is over (so Corruption
/// cannot take itself and starts the new discard pile: NOTES.md 4).
pub fn discard_special(state: &mut State, card: CardId) {
    state.deck.discard(card);
}

/// The players' groups a special card may act on: `(seat, tile)` for every non-empty group of
/// the seats `who` accepts, in table order then turn order from the current player.
pub fn groups(state: &State, who: impl Fn(Seat) -> bool) -> Vec<(Seat, TileId)> {
    let mut out = Vec::new();
    for e in &state.table {
        for seat in state.order_from(state.current) {
            if who(seat) && !e.cards[seat].is_empty() {
                out.push((seat, e.tile));
            }
        }
    }
    out
}

/// Whether a group carries its owner's shootout token: "Les groupes de cinq cartes, accompagnés
/// d'un pion fusillade sont protégés contre l'Assassin" (Murder); "Les cartes sous un pion
/// fusillade ne peuvent pas être déplacées" (Limousine).
pub fn is_protected(state: &State, seat: Seat, tile: TileId) -> bool {
    state.establishment(tile).is_some_and(|e| e.is_protected(seat))
}

/// Murder (4.1 "Meurtre"): "prendre la dernière carte posée, face visible ou face cachée, par
/// un autre joueur sur un établissement de son choix et la défausse". The discard pile is face
/// up, so the card is shown (RULINGS.md).
///
/// # Errors
/// When the group is the killer's own, empty, or protected by a shootout token.
pub fn discard_last(state: &mut State, by: Seat, victim: Seat, tile: TileId) -> Result<Event, RuleError> {
    if by == victim {
        return illegal("Murder takes another player's card");
    }
    if is_protected(state, victim, tile) {
        return illegal("five cards under a shootout token are protected");
    }
    let Some(placed) = state.establishment_mut(tile).and_then(|e| e.cards[victim].pop()) else {
        return illegal("no card there");
    };
    state.deck.discard(placed.card);
    Ok(Event::Murdered { seat: by, victim, tile, card: placed.card, was_face_up: placed.face_up })
}

/// Informer (4.1 "Informateur"): "regarder toutes les cartes faces cachées jouées devant un
/// établissement de son choix par un autre joueur de son choix".
///
/// # Errors
/// When the group is the informer's own.
pub fn show_face_down(state: &mut State, by: Seat, victim: Seat, tile: TileId) -> Result<Event, RuleError> {
    if by == victim {
        return illegal("the Informer looks at another player's cards");
    }
    let Some(e) = state.establishment_mut(tile) else { return illegal("no such tile on the table") };
    let mut cards = Vec::new();
    for p in e.cards[victim].iter_mut().filter(|p| !p.face_up) {
        if !p.seen_by.contains(&by) {
            p.seen_by.push(by);
        }
        cards.push(Some(p.card));
    }
    Ok(Event::Informed { seat: by, victim, tile, cards })
}

/// The cards a Limousine would take: the last `n` of a group, last played last.
pub fn last_cards(state: &State, seat: Seat, tile: TileId, n: usize) -> Vec<CardId> {
    let group = state.group(seat, tile);
    group[group.len().saturating_sub(n)..].iter().map(|p| p.card).collect()
}

/// Limousine (4.1): "prendre les 1, 2, 3 ou 4 dernières cartes qu'il avait jouées devant un
/// établissement et les replacer toutes, dans l'ordre de son choix, devant un autre
/// établissement. Il doit respecter les règles de placement des cartes, faces visibles ou
/// cachées, de l'établissement de destination. Les cartes sous un pion fusillade ne peuvent pas
/// être déplacées". `order` is the cards taken, in the order they are placed; a fifth card at
/// the destination takes a shootout token (RULINGS.md). How many may move is the card's
/// `params` (the script checks it).
///
/// # Errors
/// When the cards are not exactly the last ones of the player's group there, the group is under
/// his token, the destination is the source, or the destination lacks room for them all.
pub fn move_last(
    state: &mut State,
    content: &Content,
    seat: Seat,
    from: TileId,
    to: TileId,
    order: &[CardId],
) -> Result<Vec<Event>, RuleError> {
    if from == to {
        return illegal("the Limousine drives to another establishment");
    }
    if is_protected(state, seat, from) {
        return illegal("cards under a shootout token cannot be moved");
    }
    let mut taken = last_cards(state, seat, from, order.len());
    let mut wanted = order.to_vec();
    taken.sort_unstable();
    wanted.sort_unstable();
    if order.is_empty() || taken != wanted || taken.windows(2).any(|w| w[0] == w[1]) {
        return illegal("the Limousine takes the last cards of one group");
    }
    if room(state, content, seat, to) < order.len() {
        return illegal("no room for them all at the destination");
    }
    if let Some(e) = state.establishment_mut(from) {
        let keep = e.cards[seat].len() - order.len();
        e.cards[seat].truncate(keep);
    }
    let mut cards = Vec::new();
    let mut tokens = Vec::new();
    for &card in order {
        for ev in place_card(state, content, seat, card, to) {
            match ev {
                Event::Played { face_up, .. } => cards.push(MovedCard { card: Some(card), face_up }),
                other => tokens.push(other),
            }
        }
    }
    let mut events = vec![Event::Moved { seat, from, to, cards }];
    events.extend(tokens);
    Ok(events)
}

/// Revolver (4.1): "deux actions supplémentaires ce tour-ci".
pub fn add_actions(state: &mut State, n: u8) -> Event {
    state.actions_left = state.actions_left.saturating_add(n);
    Event::ExtraActions { seat: state.current, actions: n }
}

/// Corruption (4.1): "prend les cartes de la défausse et y choisit la carte de son choix, qu'il
/// met dans sa main". Allowed at the hand limit (RULINGS.md).
///
/// # Errors
/// When the card is not in the discard pile.
pub fn take_from_discard(state: &mut State, seat: Seat, card: CardId) -> Result<Event, RuleError> {
    let mut pile = state.deck.discard_pile().to_vec();
    let Some(i) = pile.iter().position(|&c| c == card) else { return illegal("no such card in the discard pile") };
    pile.remove(i);
    let draw = state.deck.draw_pile().to_vec();
    state.deck = Deck::stacked(draw);
    for c in pile {
        state.deck.discard(c);
    }
    state.players[seat].hand.push(card);
    Ok(Event::TookFromDiscard { seat, card })
}

/// Corruption (4.1): "Il remélange ensuite ensemble défausse et pioche pour constituer une
/// nouvelle pioche."
pub fn rebuild_deck(state: &mut State) -> Event {
    let alone = state.deck.discard_pile().is_empty();
    let mut all = state.deck.draw_pile().to_vec();
    all.extend_from_slice(state.deck.discard_pile());
    let cards = all.len();
    state.deck = Deck::shuffled(all, &mut state.chance.rng);
    if alone { Event::DeckShuffled { cards } } else { Event::DeckRebuilt { cards } }
}
