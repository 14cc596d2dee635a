//! The options a seat picks from: typed values, one enum for every question of the race.

use super::state::PieceNo;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// LES DEPLACEMENTS: one henchman moves the total of both dice.
    Sum { piece: PieceNo, steps: u8 },
    /// LES DEPLACEMENTS: one piece moves one die's value (the other die goes to another piece).
    Move { piece: PieceNo, die: u8 },
    /// TIR: the owner's pick of the henchman shot among his pieces on the square.
    Victim { piece: PieceNo },
}
