//! The whole game as a plain value (Clone + Serialize): saves, undo and search start from here.

use super::content::{CardId, Content, TileId};
use crate::engine::deck::Deck;
use crate::engine::dice::Chance;
use crate::engine::seat::{BySeat, Seat};
use serde::{Deserialize, Serialize};

/// A card in front of an establishment (4.1 Action II).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: CardId,
    pub face_up: bool,
    /// Players other than its owner who were shown it face down (the Informer).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen_by: Vec<Seat>,
}

impl Placed {
    /// Whether `viewer` knows this card, which `owner` played: his own ("un joueur peut toujours
    /// regarder ses propres cartes faces cachées", 4.1), face up, or shown him by an Informer.
    pub fn known_to(&self, owner: Seat, viewer: Seat) -> bool {
        owner == viewer || self.face_up || self.seen_by.contains(&viewer)
    }
}

/// A shootout token (2.3): placed with a player's fifth card, resolved at the start of his next
/// turn (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Token {
    pub owner: Seat,
    /// Tokens are numbered as they are placed: a player's pending shootouts resolve in that
    /// order (RULINGS.md).
    pub order: u32,
}

/// A face-up establishment tile and the cards in front of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Establishment {
    pub tile: TileId,
    /// Each player's cards in front of his side of the tile, in the order played.
    pub cards: BySeat<Vec<Placed>>,
    pub token: Option<Token>,
}

impl Establishment {
    pub fn new(tile: TileId, seats: usize) -> Establishment {
        Establishment { tile, cards: BySeat::from_fn(seats, |_| Vec::new()), token: None }
    }

    /// A player's group here is protected when it carries his shootout token (Murder,
    /// Limousine).
    pub fn is_protected(&self, seat: Seat) -> bool {
        self.token.is_some_and(|t| t.owner == seat)
    }
}

/// What one player holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Hidden from the others (3.0).
    pub hand: Vec<CardId>,
    /// Establishments won, in the order won (5.0).
    pub won: Vec<TileId>,
}

/// The game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: BySeat<Player>,
    /// The deck of cards and its face-up discard pile (RULINGS.md).
    pub deck: Deck<CardId>,
    /// The face-down establishment tiles; the top is the end.
    pub tiles: Vec<TileId>,
    /// The face-up establishments, in their places on the table. A place whose tile was won when
    /// no tile was left to replace it is gone (6.0, Cas particulier).
    pub table: Vec<Establishment>,
    /// Shootout tokens beside the table (3.0).
    pub tokens: u8,
    /// The number the next token placed gets.
    pub next_token: u32,
    /// Drawn at random at setup (3.0).
    pub first: Seat,
    /// Whose turn it is.
    pub current: Seat,
    /// Actions left in the current turn (4.1; the Revolver adds some).
    pub actions_left: u8,
    /// Player turns begun, from 1 (the first player's first turn).
    pub turn: u32,
    /// Who won the last establishment (6.0, Cas particulier).
    pub last_won: Option<Seat>,
    pub winner: Option<Seat>,
    /// The generator (the game has no dice to fix).
    pub chance: Chance<()>,
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The establishment of this tile, if it is face up on the table.
    pub fn establishment(&self, tile: TileId) -> Option<&Establishment> {
        self.table.iter().find(|e| e.tile == tile)
    }

    pub fn establishment_mut(&mut self, tile: TileId) -> Option<&mut Establishment> {
        self.table.iter_mut().find(|e| e.tile == tile)
    }

    /// A player's cards in front of a tile (none if the tile is not on the table).
    pub fn group(&self, seat: Seat, tile: TileId) -> &[Placed] {
        self.establishment(tile).map_or(&[], |e| e.cards[seat].as_slice())
    }

    /// Seats in turn order from `from`, `from` first.
    pub fn order_from(&self, from: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.seats();
        (0..n).map(move |i| from.left(i, n))
    }

    /// Every card of the game, wherever it is: hands, table, deck and discard pile (the
    /// invariant tests count them).
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.players.0.iter().flat_map(|p| p.hand.iter().copied()).collect();
        for e in &self.table {
            all.extend(e.cards.0.iter().flatten().map(|p| p.card));
        }
        all.extend_from_slice(self.deck.draw_pile());
        all.extend_from_slice(self.deck.discard_pile());
        all.sort_unstable();
        all
    }

    /// The deck's cards when nothing is lost or doubled, sorted like [`all_cards`](Self::all_cards).
    pub fn expected_cards(content: &Content) -> Vec<CardId> {
        let mut all = content.deck_cards();
        all.sort_unstable();
        all
    }
}
