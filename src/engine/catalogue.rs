//! One card catalogue per content: every card with its kind, id, name, numbers and text, the
//! list `cards`, `mod-diff`, the statistics and the report all read; and what each card did in
//! one game, counted by its place in the catalogue (the report sums games: `CardTotals`).
//!
//! A seat *held* a card in a game when the card came into its hands at any time (dealt, drawn,
//! bought, hired, stolen or handed over): cards that are played and discarded before the end
//! would be missed by "who has it at the end", and "who held it" is the same question for every
//! kind of card.

use super::seat::Seat;
use serde::Serialize;
use std::collections::BTreeMap;

/// A kind of card a game declares, and which of the report's counts mean something for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct CardKind {
    pub name: String,
    /// Bought at auction (and for how much).
    #[serde(default)]
    pub bought: bool,
    /// Played from the hand.
    #[serde(default)]
    pub played: bool,
    /// Held by a seat (so its holders' win rate means something).
    #[serde(default)]
    pub held: bool,
    /// Cards of this kind may have a script (`scripts/<game>/<card id>.rhai`).
    #[serde(default, skip_serializing)]
    pub scripted: bool,
}

/// One card of the content.
#[derive(Clone, Debug, Serialize)]
pub struct CardEntry {
    pub kind: String,
    pub id: String,
    /// Its name in the catalogue's language.
    pub name: String,
    /// Its printed numbers, as a line for people.
    pub numbers: String,
    /// Its text in the catalogue's language (empty when it has none).
    pub text: String,
    /// Everything the content says of it, for `mod-diff`.
    #[serde(skip)]
    pub data: serde_json::Value,
}

/// Every card of a content, in the game's table order.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Catalogue {
    pub kinds: Vec<CardKind>,
    pub cards: Vec<CardEntry>,
    /// Other things the content defines that a mod may change (business markers, tiles...),
    /// as `(label, data)` for `mod-diff`.
    #[serde(skip)]
    pub pieces: Vec<(String, serde_json::Value)>,
}

/// One card in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardGame {
    /// Times drawn from a deck.
    pub drawn: u32,
    /// Times bought at auction, and the money paid in all.
    pub bought: u32,
    pub paid: i64,
    /// Times played from the hand.
    pub played: u32,
    /// Times its ability was at work (`script::tally`).
    pub fired: u64,
    /// The seats that held it, one bit per seat index.
    pub held_by: u64,
}

impl CardGame {
    /// Marks the card held by `seat`.
    pub fn hold(&mut self, seat: Seat) {
        // Tables are far smaller than 64 seats; a larger one would only go uncounted.
        self.held_by |= 1u64.checked_shl(u32::from(seat.0)).unwrap_or(0);
    }
}

/// Every card that did something in one game, by catalogue index.
pub type CardUse = BTreeMap<usize, CardGame>;
