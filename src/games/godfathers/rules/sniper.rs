//! B - TIR, C - SECURITE, D - DANGER: whom the snipers shoot on the square the wheel names.

use super::super::content::{Content, SquareKind};
use super::super::event::{Cause, Spared};
use super::super::state::{PieceNo, PieceRef, State};
use crate::engine::seat::Seat;

/// What the snipers hired by one gang do on one square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shot {
    /// Nobody is shot.
    Spared(Spared),
    /// These pieces are liquidated, in this order.
    Pieces(Vec<PieceRef>, Cause),
    /// Several henchmen of one rival gang: their owner picks the victim.
    Choose { seat: Seat, among: Vec<PieceNo> },
}

/// The victims, as written: nobody on a SECURITE square; every rival on a DANGER square; the
/// hostage if there is one ("c'est lui qui est liquidé"), or his kidnapper when the hostage is
/// of the hiring gang; a single rival; among several of one gang a henchman, the owner's pick
/// ("un homme de main, dévoué, sert de bouclier à son parrain"); never the hiring gang.
pub fn victims(content: &Content, state: &State, hirer: Seat, square: u8) -> Shot {
    let kind = content.board.kind(square);
    if kind == SquareKind::Safety {
        return Shot::Spared(Spared::Safety);
    }
    let mut rivals: Vec<PieceRef> = state.on(square).into_iter().filter(|p| p.seat != hirer).collect();
    if rivals.is_empty() {
        return Shot::Spared(Spared::NoRival);
    }
    if kind == SquareKind::Danger {
        // Henchmen first: each falls to the snipers before his godfather's fall takes the rest.
        rivals.sort_by_key(|p| (p.is_godfather(), p.seat, p.piece));
        return Shot::Pieces(rivals, Cause::Danger);
    }
    if let Some(hostage) = state.hostage_on(square) {
        let shot = match state.piece(hostage).held_by {
            Some(kidnapper) if hostage.seat == hirer => kidnapper,
            _ => hostage,
        };
        return Shot::Pieces(vec![shot], Cause::Sniper);
    }
    if rivals.len() == 1 {
        return Shot::Pieces(rivals, Cause::Sniper);
    }
    let seat = rivals[0].seat;
    let among: Vec<PieceNo> = rivals.iter().filter(|p| !p.is_godfather() && p.seat == seat).map(|p| p.piece).collect();
    if among.is_empty() {
        return Shot::Pieces(vec![rivals[0]], Cause::Sniper);
    }
    Shot::Choose { seat, among }
}
