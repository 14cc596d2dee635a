//! What happened, as typed events: the log a narrator reads and a replay re-checks.
//!
//! The log holds every card; [`Event::seen_by`] gives what one player may know of an event, with
//! the cards hidden from him taken out (a card drawn, a card played face down, the cards an
//! Informer is shown).

use super::content::{CardId, TileId};
use super::defs::WinCondition;
use super::hand::HandRank;
use crate::engine::seat::Seat;
use serde::Serialize;

/// A card as one player sees it: `None` when it is hidden from him.
pub type Seen = Option<CardId>;

/// One player's cards in a shootout, all face up now (5.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShownHand {
    pub seat: Seat,
    pub cards: Vec<CardId>,
}

/// One player's hand, ranked (5.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RankedHand {
    pub seat: Seat,
    pub rank: HandRank,
}

/// A reinforcement sent, or none (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Sent {
    pub seat: Seat,
    pub card: Option<CardId>,
}

/// How a shootout was decided (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decided {
    /// The best hand.
    Hand,
    /// The highest reinforcement.
    Reinforcement,
    /// Nobody could send a reinforcement: the first tied seat from the token's owner
    /// (RULINGS.md).
    TurnOrder,
    /// Only one player had cards there.
    Alone,
}

/// How the game was won (6.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Victory {
    Condition(WinCondition),
    /// 6.0, Cas particulier: the last establishment won, with no condition met.
    LastEstablishment,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// 3.0: the establishment tiles laid face up at setup.
    TableLaid { tiles: Vec<TileId> },
    /// 3.0: a player's starting hand.
    Dealt { seat: Seat, cards: Vec<Seen> },
    /// 3.0: drawn at random.
    FirstPlayer { seat: Seat },
    /// 4.1: a player's turn begins with these actions.
    TurnStarted { seat: Seat, turn: u32, actions: u8 },
    /// 4.1 Action I.
    Drew { seat: Seat, card: Seen },
    /// 4.1 Action I: the discard pile shuffled into a new deck.
    Reshuffled { cards: usize },
    /// 4.1 Action II: a gangster card played; `nth` from 1 is its place in the player's group.
    Played { seat: Seat, tile: TileId, card: Seen, face_up: bool, nth: u8 },
    /// 4.1 Action II: a fifth card takes a shootout token.
    TokenPlaced { seat: Seat, tile: TileId, order: u32 },
    /// 4.1 Action II: a fifth card that takes no shootout token, as `holder` already holds
    /// the establishment's (RULINGS.md: one token per establishment), or none is left.
    NoToken { seat: Seat, tile: TileId, holder: Option<Seat> },
    /// 4.1 "Cartes spéciales": played, its effect follows, then it is discarded.
    SpecialPlayed { seat: Seat, card: CardId },
    /// Its script found nothing to act on (no group to look at, no card to move): it did
    /// nothing, and the card and the action are spent all the same (NOTES.md 3).
    SpecialFoundNothing { seat: Seat, card: CardId },
    /// Murder: the last card of a group, discarded face up.
    Murdered { seat: Seat, victim: Seat, tile: TileId, card: CardId, was_face_up: bool },
    /// Informer: the face-down cards of a group, shown to `seat` only.
    Informed { seat: Seat, victim: Seat, tile: TileId, cards: Vec<Seen> },
    /// Limousine: cards moved, in the order placed, each with how it lies now.
    Moved { seat: Seat, from: TileId, to: TileId, cards: Vec<MovedCard> },
    /// Revolver.
    ExtraActions { seat: Seat, actions: u8 },
    /// Corruption: a card taken from the face-up discard pile.
    TookFromDiscard { seat: Seat, card: CardId },
    /// Corruption: discard pile and deck shuffled together.
    DeckRebuilt { cards: usize },
    /// Corruption on an empty discard pile: no card to take, the deck alone shuffled (its
    /// own event, so that the news can say nothing was taken).
    DeckShuffled { cards: usize },
    /// 4.1: a player ends his turn with actions unused.
    Passed { seat: Seat, actions_left: u8 },
    /// 5.0: the shootout of a token begins.
    ShootoutStarted { seat: Seat, tile: TileId },
    /// 5.0: every card in front of the tile turned face up.
    ShootoutRevealed { tile: TileId, hands: Vec<ShownHand> },
    /// 5.0: the hands ranked, best first; `tied` are the best if more than one.
    HandsRanked { tile: TileId, hands: Vec<RankedHand>, tied: Vec<Seat> },
    /// 5.0: reinforcements sent together, face down, then shown.
    Reinforcement { tile: TileId, sent: Vec<Sent> },
    /// 5.0: the winner takes the tile; every card there is discarded.
    ShootoutWon { seat: Seat, tile: TileId, decided: Decided },
    /// 5.0: a new tile takes the place of the one won.
    NewTile { tile: TileId, replaces: TileId },
    /// 6.0, Cas particulier: no tile left to replace it.
    NoTileLeft { replaces: TileId },
    /// 6.0
    GameWon { seat: Seat, victory: Victory },
    /// The turn cap (a simulation limit, not a rule) stopped the game; `leader` holds the most
    /// establishments, if one player alone does.
    Capped { turns: u32, leader: Option<Seat> },
}

/// A card the Limousine moved, as it lies at its new place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MovedCard {
    pub card: Seen,
    pub face_up: bool,
}

impl Event {
    /// The event as `viewer` may know it (`None` for the viewer: a spectator who sees only what
    /// is public): another player's hidden cards left out.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        let mine = |seat: Seat| viewer == Some(seat);
        let mut e = self.clone();
        match &mut e {
            Event::Dealt { seat, cards } if !mine(*seat) => cards.iter_mut().for_each(|c| *c = None),
            Event::Drew { seat, card } if !mine(*seat) => *card = None,
            Event::Played { seat, card, face_up: false, .. } if !mine(*seat) => *card = None,
            Event::Informed { seat, cards, .. } if !mine(*seat) => cards.iter_mut().for_each(|c| *c = None),
            Event::Moved { seat, cards, .. } if !mine(*seat) => {
                cards.iter_mut().filter(|c| !c.face_up).for_each(|c| c.card = None);
            }
            _ => {}
        }
        e
    }
}
