//! The options a seat picks from: typed values, one enum for every question the rules and the
//! special cards' scripts ask.

use super::content::{CardId, TileId};
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// 4.1 Action I: draw a card.
    Draw,
    /// 4.1 Action II: play a gangster card in front of an establishment.
    Play { card: CardId, tile: TileId },
    /// 4.1 Action II: play a special card.
    Special { card: CardId },
    /// End the turn, leaving the actions left unused (NOTES.md 1).
    Pass,
    /// A player (a script's target).
    Player(Seat),
    /// A face-up establishment (a script's target: the Limousine's destination).
    Establishment(TileId),
    /// One player's cards in front of one establishment (Murder, Informer, Limousine).
    Group { seat: Seat, tile: TileId },
    /// A count (how many cards the Limousine moves).
    Count(u8),
    /// A card (the next card the Limousine places, the card Corruption takes).
    Card(CardId),
    /// 5.0: the gangster card sent as a reinforcement.
    Reinforce { card: CardId },
    /// 5.0: no reinforcement (none in hand, or the seat declines: NOTES.md 6).
    SendNone,
}
