//! What a search's imagined turn keeps of what its seat has seen since the turn began.

use super::ChicagoPoker;
use super::content::Content;
use super::event::Event;
use super::state::State;
use crate::engine::game::{Game, LogEntry};
use crate::engine::log::Logged;
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;

/// The position a turn began from, drawn again for `viewer` ([`Game::determinize`]), with the
/// cards drawn since (`since`, the turn's log so far; rulebook 4.1 Action I) on top of the deck
/// in the order they were drawn: the viewer's own as it saw them, another seat's drawn again
/// among the cards the viewer cannot see. A card of the viewer's that the position drawn had
/// dealt into another seat's hand, or face down on the table, changes places with a card of the
/// deck that may lie there. Cards drawn once the deck ran out come from the discard pile
/// reshuffled, which lay face up, and need nothing; a turn the position drawn cannot give is
/// left to go another way.
pub fn determinize_turn(
    content: &Content,
    state: &State,
    since: &[LogEntry<ChicagoPoker>],
    viewer: Seat,
    rng: &mut Rng,
) -> State {
    let mut s = ChicagoPoker::determinize(content, state, viewer, rng);
    let mut drawn = Vec::new();
    for e in since.iter().filter_map(Logged::game) {
        match *e {
            Event::Reshuffled { .. } | Event::DeckRebuilt { .. } | Event::DeckShuffled { .. } => break,
            Event::Drew { seat, card } => drawn.push(card.filter(|_| seat == viewer)),
            _ => {}
        }
    }
    if drawn.is_empty() {
        return s;
    }
    let mut pile = s.deck.draw_pile().to_vec();
    let mut top = Vec::with_capacity(drawn.len());
    for &card in drawn.iter().flatten() {
        if let Some(at) = pile.iter().position(|&c| c == card) {
            pile.remove(at);
            continue;
        }
        // Dealt elsewhere in the position drawn: a card of the deck that may lie there takes
        // its place.
        let gangster = content.card(card).gangster().is_some();
        let fits: Vec<usize> =
            (0..pile.len()).filter(|&i| !gangster || content.card(pile[i]).gangster().is_some()).collect();
        let in_hand = s.players.iter().map(|(o, _)| o).find(|&o| o != viewer && s.players[o].hand.contains(&card));
        let Some(&at) = fits.get(rng.below(fits.len().max(1) as u64) as usize) else { return s };
        let instead = pile.remove(at);
        if let Some(o) = in_hand {
            let hand = &mut s.players[o].hand;
            let Some(slot) = hand.iter().position(|&c| c == card) else { return s };
            hand[slot] = instead;
        } else {
            let placed = s.table.iter_mut().flat_map(|e| e.cards.0.iter_mut().flatten()).find(|p| p.card == card);
            let Some(p) = placed.filter(|_| gangster) else { return s };
            p.card = instead;
        }
    }
    for d in drawn {
        let card = match d {
            Some(card) => card,
            None => {
                let Some(at) = (!pile.is_empty()).then(|| rng.below(pile.len() as u64) as usize) else { return s };
                pile.remove(at)
            }
        };
        top.push(card);
    }
    // The deck is drawn from its end: the first card drawn lies last.
    pile.extend(top.into_iter().rev());
    s.deck.replace_draw_pile(pile);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::games::chicago_poker::load;

    /// The viewer's draws since its turn began stay drawn in the position drawn for it, in
    /// their order, another seat's draw between them drawn again (4.1 Action I); every card
    /// is still there once. Before, the whole deck was drawn again and a turn of several
    /// actions mostly went another way at the viewer's second action.
    #[test]
    fn the_viewers_draws_since_its_turn_began_stay_drawn() {
        let content = load::load(&Source::Embedded).unwrap();
        let state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
        let pile = state.deck.draw_pile();
        let (first, theirs, second) = (pile[pile.len() - 1], pile[pile.len() - 2], pile[pile.len() - 3]);
        let (viewer, other) = (Seat(0), Seat(1));
        let since: Vec<LogEntry<ChicagoPoker>> = vec![
            Logged::Game(Event::Drew { seat: viewer, card: Some(first) }),
            Logged::Game(Event::Drew { seat: other, card: Some(theirs) }),
            Logged::Game(Event::Drew { seat: viewer, card: Some(second) }),
        ];
        let all = |s: &State| {
            let mut cards: Vec<_> = s.deck.draw_pile().to_vec();
            cards.extend(s.players.iter().flat_map(|(_, p)| p.hand.iter().copied()));
            cards.extend(s.table.iter().flat_map(|e| e.cards.0.iter().flatten().map(|p| p.card)));
            cards.sort_unstable();
            cards
        };
        let (mut moved, mut theirs_kept) = (0, 0);
        for seed in 0..20 {
            let s = determinize_turn(&content, &state, &since, viewer, &mut Rng::seeded(seed));
            let top: Vec<_> = s.deck.draw_pile().iter().rev().take(3).copied().collect();
            assert_eq!((top[0], top[2]), (first, second), "seed {seed}");
            theirs_kept += usize::from(top[1] == theirs);
            assert_eq!(all(&s), all(&state), "seed {seed}: the cards changed");
            let whole = ChicagoPoker::determinize(&content, &state, viewer, &mut Rng::seeded(seed));
            moved += usize::from(whole.deck.draw_pile().last() != Some(&first));
        }
        assert!(theirs_kept < 5, "another seat's draw was read: kept in {theirs_kept} of 20");
        assert!(moved > 10, "the whole deck drawn again keeps the first draw on top in {} of 20", 20 - moved);
    }
}
