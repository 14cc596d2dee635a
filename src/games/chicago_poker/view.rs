//! What one seat sees when it is asked: its hand, every card shown on the table and the backs of
//! the rest. The game's bots and a person at the terminal decide from this alone (a searching
//! seat imagines from `Game::determinize`).

use super::content::{CardId, Content, TileId};
use super::state::State;
use crate::engine::seat::Seat;

pub struct View<'a> {
    state: &'a State,
    pub content: &'a Content,
    pub seat: Seat,
}

impl<'a> View<'a> {
    pub fn new(state: &'a State, content: &'a Content, seat: Seat) -> View<'a> {
        View { state, content, seat }
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    /// The seat's own hand.
    pub fn hand(&self) -> &[CardId] {
        &self.state.players[self.seat].hand
    }

    /// How many cards a player holds (their backs show).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.state.players[seat].hand.len()
    }

    /// The face-up establishments, in their places.
    pub fn tiles(&self) -> Vec<TileId> {
        self.state.table.iter().map(|e| e.tile).collect()
    }

    /// A player's cards at a tile, in the order played, each `(card if known, face up)`.
    pub fn group(&self, owner: Seat, tile: TileId) -> Vec<(Option<CardId>, bool)> {
        self.state
            .group(owner, tile)
            .iter()
            .map(|p| (p.known_to(owner, self.seat).then_some(p.card), p.face_up))
            .collect()
    }

    /// Whose shootout token lies at a tile.
    pub fn token(&self, tile: TileId) -> Option<Seat> {
        self.state.establishment(tile).and_then(|e| e.token).map(|t| t.owner)
    }

    /// The establishments a player has won.
    pub fn won(&self, seat: Seat) -> &[TileId] {
        &self.state.players[seat].won
    }

    /// The face-up discard pile, bottom first.
    pub fn discard_pile(&self) -> &[CardId] {
        self.state.deck.discard_pile()
    }

    pub fn deck_left(&self) -> usize {
        self.state.deck.draw_pile().len()
    }

    pub fn tiles_left(&self) -> usize {
        self.state.tiles.len()
    }

    pub fn current(&self) -> Seat {
        self.state.current
    }

    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    pub fn actions_left(&self) -> u8 {
        self.state.actions_left
    }
}
