//! The whole race as a plain value (Clone + Serialize): saves, undo and search start from here.

use crate::engine::dice::{Chance, FixedDice};
use crate::engine::seat::{BySeat, Seat};
use serde::{Deserialize, Serialize};

/// A piece of a gang: 0 is the godfather, 1 and on the henchmen.
pub type PieceNo = u8;
pub const GODFATHER: PieceNo = 0;

/// One piece of one gang.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PieceRef {
    pub seat: Seat,
    pub piece: PieceNo,
}

impl PieceRef {
    pub fn is_godfather(self) -> bool {
        self.piece == GODFATHER
    }
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// In its gang's HQ, off the loop.
    Hq,
    /// On a square of the loop (index from 0).
    Square(u8),
    /// Liquidated, out of play until recruited (henchmen only).
    Dead,
}

/// One piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub place: Place,
    /// Squares walked on its current lap, from 1 on the square in front of its HQ (0 in the
    /// HQ or dead). A godfather on `squares + 1` would be home.
    pub lap: u8,
    /// A liquidated godfather or one of his 3 recruits: it leaves from the owner's next turn
    /// ("Au tour de jeu suivant", REGLE GENERALE; NOTES.md 4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fresh: bool,
    /// Held hostage by this piece (PRISE D'OTAGE).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held_by: Option<PieceRef>,
}

impl Piece {
    pub fn in_hq() -> Piece {
        Piece { place: Place::Hq, lap: 0, fresh: false, held_by: None }
    }

    pub fn dead() -> Piece {
        Piece { place: Place::Dead, lap: 0, fresh: false, held_by: None }
    }

    pub fn alive(&self) -> bool {
        self.place != Place::Dead
    }
}

/// A gang: its godfather first, then its henchmen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gang {
    pub pieces: Vec<Piece>,
}

/// The race.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub gangs: BySeat<Gang>,
    /// The square in front of each seat's HQ.
    pub entries: BySeat<u8>,
    /// RULINGS.md: drawn at random, then clockwise.
    pub first: Seat,
    pub current: Seat,
    /// Player turns begun.
    pub turn: u32,
    pub winner: Option<Seat>,
    /// Each gang a turn's end found able to move nobody whatever it rolls (`turn::stuck`),
    /// with the turn it came to that; struck off once it can move again (`out_of_play::note`).
    /// A godfather never leaves play (NOTES.md 6): this is how a gang drops out of the race,
    /// and the final position alone does not date it. Absent from saves made before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out_since: Vec<(Seat, u32)>,
    /// The generator, and the dice and wheel sectors fixed to come (scenarios) before it.
    pub chance: Chance<Fixed>,
}

/// What a scenario fixes to come in the race: the dice, and the wheel's sectors.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixed {
    pub dice: FixedDice,
    pub wheel: FixedDice,
}

impl State {
    pub fn seats(&self) -> usize {
        self.gangs.len()
    }

    pub fn piece(&self, p: PieceRef) -> &Piece {
        &self.gangs[p.seat].pieces[usize::from(p.piece)]
    }

    pub fn piece_mut(&mut self, p: PieceRef) -> &mut Piece {
        &mut self.gangs[p.seat].pieces[usize::from(p.piece)]
    }

    /// Every piece of every gang, seat by seat, godfather first.
    pub fn all(&self) -> impl Iterator<Item = (PieceRef, &Piece)> + '_ {
        self.gangs
            .iter()
            .flat_map(|(seat, g)| g.pieces.iter().enumerate().map(move |(i, p)| (PieceRef { seat, piece: i as u8 }, p)))
    }

    /// The pieces on a square of the loop.
    pub fn on(&self, square: u8) -> Vec<PieceRef> {
        self.all().filter(|(_, p)| p.place == Place::Square(square)).map(|(r, _)| r).collect()
    }

    /// The hostage on a square, if any.
    pub fn hostage_on(&self, square: u8) -> Option<PieceRef> {
        self.on(square).into_iter().find(|&r| self.piece(r).held_by.is_some())
    }

    /// The hostage this piece holds, if any.
    pub fn hostage_of(&self, kidnapper: PieceRef) -> Option<PieceRef> {
        self.all().find(|(_, p)| p.held_by == Some(kidnapper)).map(|(r, _)| r)
    }

    /// Henchmen of a gang out of play.
    pub fn dead_henchmen(&self, seat: Seat) -> Vec<PieceNo> {
        let g = &self.gangs[seat];
        (1..g.pieces.len()).filter(|&i| !g.pieces[i].alive()).map(|i| i as u8).collect()
    }
}
