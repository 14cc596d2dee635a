//! How a seat stands in an imagined game a search stopped short of its end ([`Game::standing`]).
//!
//! A Chicago Poker score (establishments won, 6.0) seldom moves within the few turns a search
//! looks ahead, so imagined games at its horizon mostly tie and the options are not told apart.
//! The position is weighed instead by the establishments won and, at every establishment still
//! on the table, by whose group there holds the best hand (5.0: the best hand of the cards
//! played before it wins the tile when the shootout is resolved), more so the nearer its
//! shootout: a group with a shootout token (called) counts most, then by how many cards it holds
//! of the five that call one (4.0). An imagined game is a whole position drawn again for the
//! seat, so the groups' hidden cards are those of that world, not the real ones.
//!
//! [`Game::standing`]: crate::engine::game::Game::standing

use super::content::Content;
use super::hand::{self, Gangster};
use super::state::State;
use crate::engine::seat::Seat;
use std::cmp::Ordering;

/// A tile whose shootout is called, as a share of the tile, to the group that leads there.
const CALLED: f64 = 0.8;
/// A tile whose shootout is not called yet, to the leading group holding all the cards that
/// call one (fewer cards, as many fifths of it).
const BUILDING: f64 = 0.4;
/// How far ahead (in establishments) makes a standing of about 0.88: tanh(1).
const SCALE: f64 = 1.0;

/// Establishments won, and a share of every tile where the seat's group leads.
pub fn worth(content: &Content, state: &State, seat: Seat) -> f64 {
    let mut worth = state.players[seat].won.len() as f64;
    let full = f64::from(content.rules.shootout_at.max(1));
    for e in &state.table {
        let cards =
            |s: Seat| -> Vec<Gangster> { e.cards[s].iter().filter_map(|p| content.card(p.card).gangster()).collect() };
        let mine = cards(seat);
        if mine.is_empty() {
            continue;
        }
        let leads =
            state.order_from(seat).filter(|&s| s != seat).all(|s| hand::compare(&mine, &cards(s)) == Ordering::Greater);
        if !leads {
            continue;
        }
        worth += match e.token {
            Some(_) => CALLED,
            None => BUILDING * (mine.len() as f64 / full).min(1.0),
        };
    }
    worth
}

/// A half, plus or minus how far the seat's worth leads or trails the best other seat's.
pub fn standing(content: &Content, state: &State, seat: Seat) -> f64 {
    if let Some(w) = state.winner {
        return if w == seat { 1.0 } else { 0.0 };
    }
    let mine = worth(content, state, seat);
    let best = state.order_from(seat).filter(|&s| s != seat).map(|s| worth(content, state, s)).fold(f64::MIN, f64::max);
    0.5 + 0.5 * ((mine - best) / SCALE).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::games::chicago_poker::content::CardId;
    use crate::games::chicago_poker::load;
    use crate::games::chicago_poker::rules::setup;
    use crate::games::chicago_poker::state::{Placed, Token};

    /// A gangster card of `value` in colour `colour`.
    fn card(content: &Content, colour: u8, value: u8) -> CardId {
        State::expected_cards(content)
            .into_iter()
            .find(|&c| content.card(c).gangster() == Some(Gangster { colour, value }))
            .expect("the bundled deck holds every colour and value")
    }

    fn placed(card: CardId) -> Placed {
        Placed { card, face_up: true, seen_by: Vec::new() }
    }

    /// The group with the best hand at a tile (5.0) stands above the others, more so once its
    /// shootout is called; an establishment won (6.0) counts more than a lead; a game won is
    /// won.
    #[test]
    fn the_group_that_leads_stands_above_and_a_tile_won_above_that() {
        let content = load::load(&Source::Embedded).unwrap();
        let (mut state, _) = setup::setup(&content, 3, 7).unwrap();
        for e in &mut state.table {
            e.cards.0.iter_mut().for_each(Vec::clear);
            e.token = None;
        }
        for p in state.players.0.iter_mut() {
            p.won.clear();
        }
        let (me, other) = (Seat(0), Seat(1));
        let even = standing(&content, &state, me);
        assert!((even - 0.5).abs() < 1e-9, "no one leads anywhere: {even}");

        let pair = [card(&content, 0, 9), card(&content, 1, 9)];
        let high = [card(&content, 2, 14), card(&content, 3, 3)];
        state.table[0].cards[me] = pair.iter().copied().map(placed).collect();
        state.table[0].cards[other] = high.iter().copied().map(placed).collect();
        let leading = standing(&content, &state, me);
        assert!(leading > 0.5 && standing(&content, &state, other) < 0.5, "a pair beats a high card: {leading}");

        state.table[0].token = Some(Token { owner: me, order: 0 });
        let called = standing(&content, &state, me);
        assert!(called > leading, "a called shootout it leads is nearer a tile: {called} against {leading}");

        let tile = state.table[1].tile;
        state.players[other].won.push(tile);
        state.players[other].won.push(tile);
        assert!(standing(&content, &state, other) > standing(&content, &state, me), "two tiles won beat one lead");

        state.winner = Some(me);
        assert_eq!((standing(&content, &state, me), standing(&content, &state, other)), (1.0, 0.0));
    }
}
