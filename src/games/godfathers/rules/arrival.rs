//! REGLE GENERALE and PRISE D'OTAGE: what happens where a piece stops.

use super::super::content::Content;
use super::super::event::{Cause, Event};
use super::super::state::{PieceRef, State};
use super::liquidation::liquidate;

/// `piece` has stopped on `square`:
/// - on one rival, it takes him hostage ("doit le prendre en otage");
/// - on two rivals, it is liquidated ("il n'a rien le temps de faire");
/// - as a third piece on a hostage square: of the hostage's gang, the kidnapper is liquidated
///   and the hostage freed; of the kidnapper's gang, the hostage is liquidated (two of a gang
///   on one rival "le liquident").
pub fn arrive(content: &Content, state: &mut State, piece: PieceRef, square: u8) -> Vec<Event> {
    let others: Vec<PieceRef> = state.on(square).into_iter().filter(|&q| q != piece).collect();
    let rivals: Vec<PieceRef> = others.iter().copied().filter(|q| q.seat != piece.seat).collect();
    if rivals.is_empty() {
        return Vec::new();
    }
    if let Some(hostage) = state.hostage_on(square) {
        let Some(kidnapper) = state.piece(hostage).held_by else { return Vec::new() };
        if piece.seat == hostage.seat {
            return liquidate(content, state, kidnapper, Cause::Rescue);
        }
        if piece.seat == kidnapper.seat {
            return liquidate(content, state, hostage, Cause::Outnumbered);
        }
        return Vec::new();
    }
    if rivals.len() == 1 {
        state.piece_mut(rivals[0]).held_by = Some(piece);
        return vec![Event::TookHostage { kidnapper: piece, hostage: rivals[0], square }];
    }
    liquidate(content, state, piece, Cause::ArrivedOnTwo)
}
