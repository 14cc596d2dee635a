//! What a search may imagine of a Bootleggers position: what is hidden from a seat drawn again,
//! and, for the position a turn began from, what the seat has seen happen since kept.

use super::Bootleggers;
use super::content::{AuthorityId, Content, MuscleId, TruckCardId};
use super::event::{Event, ThugDid};
use super::state::State;
use crate::engine::game::LogEntry;
use crate::engine::log::Logged;
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;

/// What is hidden from `viewer` drawn again: the decks' order, the other seats' authority
/// hands (each band's cards among those it has not seen, and the card chosen face down
/// before the reveal) and their thug cards in hand (among the muscle cards it has not
/// seen). Money is kept: it is hidden, but no draw could guess it better.
pub fn determinize(content: &Content, state: &State, viewer: Seat, rng: &mut Rng) -> State {
    let mut s = crate::engine::game::redrawn::<Bootleggers>(state, rng);
    // Hidden cards are sorted before they are dealt again, so that the deal depends on
    // which cards are hidden, not on where they lie.
    s.truck_deck.redraw_pile(rng);
    let others: Vec<Seat> = s.players.seats().filter(|&o| o != viewer).collect();
    // Authority cards, band by band: the others' hands, and before the reveal the cards
    // they chose, dealt again among them.
    for b in 0..content.bands.len() {
        let in_band = |a: &AuthorityId| band(content, *a) == b;
        let mut pool: Vec<AuthorityId> = Vec::new();
        for &o in &others {
            let p = &s.players[o];
            pool.extend(p.authority.iter().copied().filter(in_band));
            if !s.revealed {
                pool.extend(p.played.filter(in_band));
            }
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        for &o in &others {
            let p = &mut s.players[o];
            for a in p.authority.iter_mut().filter(|a| in_band(a)) {
                *a = pool.pop().unwrap_or(*a);
            }
            if !state.revealed
                && let Some(a) = p.played.as_mut().filter(|a| in_band(a))
            {
                *a = pool.pop().unwrap_or(*a);
            }
            sort_authority(content, &mut p.authority);
        }
    }
    let mut pool: Vec<MuscleId> = s.muscle.draw_pile().to_vec();
    for &o in &others {
        pool.extend_from_slice(&s.players[o].hand);
    }
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    for &o in &others {
        let n = s.players[o].hand.len();
        s.players[o].hand = pool.drain(..n).collect();
        // Which cards another seat passed on would tell its hand.
        s.players[o].thugs_passed.clear();
    }
    s.muscle.replace_draw_pile(pool);
    s
}

fn band(content: &Content, a: AuthorityId) -> usize {
    usize::from(content.authority[usize::from(a.0)].band.0)
}

/// A hand of authority cards lowest first, as a seat holds them.
fn sort_authority(content: &Content, hand: &mut [AuthorityId]) {
    hand.sort_by_key(|a| content.authority[usize::from(a.0)].number);
}

/// What `viewer` has seen happen since a turn began that the position it began from decides.
#[derive(Default)]
struct Seen {
    /// The truck cards turned up, in order (PHASE 1, 1).
    trucks: Vec<TruckCardId>,
    /// The muscle cards drawn, in order: the offer's face up (PHASE 1, 2), the viewer's own
    /// Windfall draw as it saw it, another seat's as `None`.
    muscle: Vec<Option<MuscleId>>,
    /// The authority cards the other seats turned face up (PHASE 1, 4): in their hands when the
    /// turn began.
    authority: Vec<(Seat, AuthorityId)>,
    /// The thug cards another seat played from the hand it held when the turn began.
    held: Vec<(Seat, MuscleId)>,
}

impl Seen {
    fn read(since: &[LogEntry<Bootleggers>], viewer: Seat) -> Seen {
        let mut seen = Seen::default();
        // Cards seen come into a hand this turn (the offer's): played later, they were not held
        // before. Another seat's Windfall draw is face down: the viewer knows only that it drew.
        let mut came: Vec<MuscleId> = Vec::new();
        let mut reshuffled = false;
        for e in since.iter().filter_map(Logged::game) {
            match e {
                Event::TruckOffered { card } => seen.trucks.push(*card),
                // Cards drawn once the pile ran out come from the discards reshuffled, drawn
                // again by the imagined game itself.
                Event::MuscleReshuffled => reshuffled = true,
                Event::MuscleOffered { cards } => {
                    if !reshuffled {
                        seen.muscle.extend(cards.iter().map(|&c| Some(c)));
                    }
                    came.extend_from_slice(cards);
                }
                Event::ThugDid { seat, what: ThugDid::Drew { card }, .. } if !reshuffled => {
                    seen.muscle.push((*seat == viewer).then_some(*card));
                }
                Event::AuthorityRevealed { cards } => {
                    seen.authority.extend(cards.iter().copied().filter(|&(o, _)| o != viewer));
                }
                Event::ThugPlayed { seat, card } if *seat != viewer && !came.contains(card) => {
                    seen.held.push((*seat, *card));
                }
                _ => {}
            }
        }
        seen
    }
}

/// The position a turn began from, drawn again for `viewer` as [`determinize`] does, keeping
/// what `viewer` has seen since (`since`, the turn's events so far): the truck card and the
/// muscle cards turned up for the offer (PHASE 1, 1-2), and the viewer's own Windfall draw, lie
/// on top of their decks in the order they were drawn (another seat's Windfall draw is drawn
/// again among the cards the viewer cannot see); the other seats hold the authority cards they
/// turned face up (PHASE 1, 4) and the thug cards they played from their hands (UTILISATION DES
/// CARTES VOYOU). A seen card the position drawn had dealt elsewhere changes places with one
/// that may lie there. A turn the position drawn cannot give is left to go another way.
///
/// Before, the whole position was drawn again: the offer turned up other cards, and about
/// nine rounds in ten of a search went another way before they came back to the question.
pub fn determinize_turn(
    content: &Content,
    state: &State,
    since: &[LogEntry<Bootleggers>],
    viewer: Seat,
    rng: &mut Rng,
) -> State {
    let mut s = determinize(content, state, viewer, rng);
    let seen = Seen::read(since, viewer);
    for &(o, card) in &seen.authority {
        give_authority(content, &mut s, o, card);
    }
    let mut kept: Vec<MuscleId> = Vec::new();
    for &(o, card) in &seen.held {
        if give_thug(&mut s, viewer, o, card, &kept, rng) {
            kept.push(card);
        }
    }
    stack_muscle(&mut s, viewer, &seen.muscle, &kept, rng);
    stack_trucks(&mut s, &seen.trucks);
    s
}

/// Puts authority card `card` in seat `o`'s hand, trading it for one of the same band with the
/// other seat that holds it in the position drawn.
fn give_authority(content: &Content, s: &mut State, o: Seat, card: AuthorityId) {
    if s.players[o].authority.contains(&card) {
        return;
    }
    let Some(holder) = s.players.seats().find(|&h| h != o && s.players[h].authority.contains(&card)) else { return };
    let Some(at) = s.players[o].authority.iter().position(|&a| band(content, a) == band(content, card)) else { return };
    let instead = std::mem::replace(&mut s.players[o].authority[at], card);
    if let Some(slot) = s.players[holder].authority.iter_mut().find(|a| **a == card) {
        *slot = instead;
    }
    for seat in [o, holder] {
        sort_authority(content, &mut s.players[seat].authority);
    }
}

/// Puts thug card `card` in seat `o`'s hand, trading it for one of `o`'s cards not `kept` there
/// with the deck or the other seat (not the viewer) that holds it in the position drawn.
/// Whether it is there.
fn give_thug(s: &mut State, viewer: Seat, o: Seat, card: MuscleId, kept: &[MuscleId], rng: &mut Rng) -> bool {
    if s.players[o].hand.contains(&card) {
        return true;
    }
    let free: Vec<usize> = (0..s.players[o].hand.len()).filter(|&i| !kept.contains(&s.players[o].hand[i])).collect();
    let Some(&at) = free.get(rng.below(free.len().max(1) as u64) as usize) else { return false };
    let holder = s.players.seats().find(|&h| h != o && h != viewer && s.players[h].hand.contains(&card));
    let instead = s.players[o].hand[at];
    if let Some(h) = holder {
        if let Some(slot) = s.players[h].hand.iter_mut().find(|c| **c == card) {
            *slot = instead;
        }
    } else {
        let mut pile = s.muscle.draw_pile().to_vec();
        let Some(slot) = pile.iter_mut().find(|c| **c == card) else { return false };
        *slot = instead;
        s.muscle.replace_draw_pile(pile);
    }
    s.players[o].hand[at] = card;
    true
}

/// Lays the muscle cards seen drawn on top of the deck in their order, another seat's unseen
/// draw drawn again from the deck; a seen card dealt into another seat's hand (not to a card it
/// is `kept` holding) trades places with a card of the deck. Past a card it cannot give, the
/// draws are left to chance (every card still lies in one place).
fn stack_muscle(s: &mut State, viewer: Seat, drawn: &[Option<MuscleId>], kept: &[MuscleId], rng: &mut Rng) {
    if drawn.is_empty() {
        return;
    }
    let mut pile = s.muscle.draw_pile().to_vec();
    // The seen cards taken out of the deck or the hands, to lie on top.
    let mut out: Vec<MuscleId> = Vec::new();
    for &card in drawn.iter().flatten() {
        if let Some(at) = pile.iter().position(|&c| c == card) {
            pile.remove(at);
            out.push(card);
            continue;
        }
        let holder = s.players.seats().find(|&h| h != viewer && s.players[h].hand.contains(&card));
        let Some(h) = holder.filter(|_| !kept.contains(&card) && !pile.is_empty()) else { break };
        let instead = pile.remove(rng.below(pile.len() as u64) as usize);
        if let Some(slot) = s.players[h].hand.iter_mut().find(|c| **c == card) {
            *slot = instead;
        }
        out.push(card);
    }
    let mut top = Vec::with_capacity(drawn.len());
    for d in drawn {
        match *d {
            Some(card) if out.contains(&card) => top.push(card),
            None if !pile.is_empty() => top.push(pile.remove(rng.below(pile.len() as u64) as usize)),
            _ => break,
        }
    }
    pile.extend(out.into_iter().filter(|c| !top.contains(c)));
    // The deck is drawn from its end: the first card drawn lies last.
    pile.extend(top.into_iter().rev());
    s.muscle.replace_draw_pile(pile);
}

/// Lays the truck cards seen turned up on top of the truck deck in their order.
fn stack_trucks(s: &mut State, drawn: &[TruckCardId]) {
    if drawn.is_empty() {
        return;
    }
    let mut pile = s.truck_deck.draw_pile().to_vec();
    for card in drawn {
        let Some(at) = pile.iter().position(|c| c == card) else { return };
        pile.remove(at);
    }
    pile.extend(drawn.iter().rev().copied());
    s.truck_deck.replace_draw_pile(pile);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::engine::game::Game;
    use crate::games::bootleggers::{invariants, load};

    /// What the viewer saw since the turn began stays as it saw it in the position drawn for
    /// it (PHASE 1, 1-2 and 4; UTILISATION DES CARTES VOYOU): the offer on top of the decks in
    /// its order, the authority card another seat turned up and the thug card it played from
    /// its hand in that seat's hand; every card is still in one place. Before, the whole
    /// position was drawn again and the offer turned up other cards.
    #[test]
    fn what_the_viewer_saw_since_the_turn_began_stays() {
        let content = load::load(&Source::Embedded).unwrap();
        let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
        let (viewer, other, third) = (Seat(0), Seat(1), Seat(2));
        // Two thug cards in each other seat's hand, as a later turn would find them.
        let mut pile = state.muscle.draw_pile().to_vec();
        for seat in [other, third] {
            let two = pile.split_off(pile.len() - 2);
            state.players[seat].hand.extend(two);
        }
        state.muscle.replace_draw_pile(pile);
        invariants::check(&content, &state).unwrap();
        let pile = state.muscle.draw_pile();
        let offer: Vec<MuscleId> = pile.iter().rev().take(4).copied().collect();
        let truck = *state.truck_deck.draw_pile().last().unwrap();
        let thug = state.players[third].hand[0];
        let authority = *state.players[other].authority.last().unwrap();
        let since: Vec<LogEntry<Bootleggers>> = vec![
            Logged::Game(Event::TurnBegan { turn: 1 }),
            Logged::Game(Event::TruckOffered { card: truck }),
            Logged::Game(Event::MuscleOffered { cards: offer.clone() }),
            Logged::Game(Event::AuthorityRevealed { cards: vec![(other, authority)] }),
            Logged::Game(Event::ThugPlayed { seat: third, card: thug }),
        ];
        let mut offer_moved = 0;
        for seed in 0..20 {
            let s = determinize_turn(&content, &state, &since, viewer, &mut Rng::seeded(seed));
            invariants::check(&content, &s).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let top: Vec<MuscleId> = s.muscle.draw_pile().iter().rev().take(4).copied().collect();
            assert_eq!(top, offer, "seed {seed}");
            assert_eq!(s.truck_deck.draw_pile().last(), Some(&truck), "seed {seed}");
            assert!(s.players[other].authority.contains(&authority), "seed {seed}");
            assert!(s.players[third].hand.contains(&thug), "seed {seed}");
            let whole = determinize(&content, &state, viewer, &mut Rng::seeded(seed));
            let whole_top: Vec<MuscleId> = whole.muscle.draw_pile().iter().rev().take(4).copied().collect();
            offer_moved += usize::from(whole_top != offer);
        }
        assert!(offer_moved > 10, "the whole position drawn again keeps the offer in {} of 20", 20 - offer_moved);
    }

    /// Another seat's Windfall draw is face down (told only to its seat): the position drawn
    /// for the viewer is the same whichever card it was, though the seat then plays a thug card
    /// the viewer sees. Before, the drawn card's identity decided whether the card played was
    /// put in that seat's hand.
    #[test]
    fn another_seats_face_down_draw_tells_the_viewer_nothing() {
        let content = load::load(&Source::Embedded).unwrap();
        let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
        let (viewer, other) = (Seat(0), Seat(1));
        let mut pile = state.muscle.draw_pile().to_vec();
        let two = pile.split_off(pile.len() - 2);
        state.players[other].hand.extend(two);
        state.muscle.replace_draw_pile(pile);
        let pile = state.muscle.draw_pile();
        let (played, elsewhere) = (pile[0], pile[1]);
        let since = |drawn: MuscleId| -> Vec<LogEntry<Bootleggers>> {
            vec![
                Logged::Game(Event::TurnBegan { turn: 1 }),
                Logged::Game(Event::ThugDid { seat: other, card: drawn, what: ThugDid::Drew { card: drawn } }),
                Logged::Game(Event::ThugPlayed { seat: other, card: played }),
            ]
        };
        for seed in 0..20 {
            let a = determinize_turn(&content, &state, &since(played), viewer, &mut Rng::seeded(seed));
            let b = determinize_turn(&content, &state, &since(elsewhere), viewer, &mut Rng::seeded(seed));
            assert_eq!(a.muscle.draw_pile(), b.muscle.draw_pile(), "seed {seed}");
            for o in state.players.seats() {
                assert_eq!(a.players[o].hand, b.players[o].hand, "seed {seed}, seat {o:?}");
            }
        }
    }
}
