//! REGLE GENERALE, RECRUTEMENT: a piece liquidated, a godfather sent back to his HQ with his
//! henchmen killed, and the henchmen who come back.

use super::super::content::Content;
use super::super::event::{Cause, Event, Recruit};
use super::super::state::{Piece, PieceRef, Place, State};
use crate::engine::seat::Seat;

/// Liquidates `piece`: its hostage, if it holds one, is freed, and told so after the captor's
/// death that frees him (PRISE D'OTAGE: "le kidnappeur est liquidé, l'otage est donc
/// libéré"; TIR, Cas particulier: "c'est le kidnappeur qui est liquidé. L'otage est libéré"). A henchman leaves play ("retirés du jeu"); a godfather "regagne son
/// quartier général et tous ses hommes de main sont tués", then recruits 3 of them into the
/// HQ; he and they leave from the next turn ("Au tour de jeu suivant").
pub fn liquidate(content: &Content, state: &mut State, piece: PieceRef, cause: Cause) -> Vec<Event> {
    let square = match state.piece(piece).place {
        Place::Square(s) => Some(s),
        _ => None,
    };
    let mut events = vec![Event::Liquidated { piece, square, cause }];
    if let Some(h) = state.hostage_of(piece) {
        state.piece_mut(h).held_by = None;
        if let Some(square) = square {
            events.push(Event::Freed { hostage: h, square });
        }
    }
    if !piece.is_godfather() {
        *state.piece_mut(piece) = Piece::dead();
        // The gang's last henchman, his godfather alive: told what follows (REGLE GENERALE:
        // "Le parrain ne peut jamais quitter une case sur laquelle il se trouve seul";
        // RECRUTEMENT: only a henchman's lap recruits), not when the godfather's own fall
        // takes his henchmen with him.
        let gang = &state.gangs[piece.seat].pieces;
        if cause != Cause::Godfather && gang.iter().skip(1).all(|p| !p.alive()) && gang[0].alive() {
            events.push(Event::LastHenchman { seat: piece.seat, godfather: gang[0].place });
        }
        return events;
    }
    *state.piece_mut(piece) = Piece { fresh: true, ..Piece::in_hq() };
    events.push(Event::BackToHq { seat: piece.seat });
    let henchmen = state.gangs[piece.seat].pieces.len() as u8;
    for i in 1..henchmen {
        let h = PieceRef { seat: piece.seat, piece: i };
        if state.piece(h).alive() {
            events.extend(liquidate(content, state, h, Cause::Godfather));
        }
    }
    events.extend(recruit(state, piece.seat, content.rules.recruit_liquidated, Recruit::Liquidated));
    events
}

/// Up to `n` liquidated henchmen of `seat` back in its HQ (none if none died: "il ne peut y
/// avoir de recrutement"). The recruits of a liquidated godfather leave from the owner's next
/// turn, as he does ("Au tour de jeu suivant", REGLE GENERALE); those of a lap or of a godfather
/// who had to pass home may leave at once, with any die still unplayed (RECRUTEMENT: "Ce nouveau
/// truand pourra repartir normalement dès que le joueur le décidera"; RULINGS.md, NOTES.md 4).
pub fn recruit(state: &mut State, seat: Seat, n: u8, why: Recruit) -> Vec<Event> {
    let dead = state.dead_henchmen(seat);
    let count = dead.len().min(usize::from(n));
    let fresh = why == Recruit::Liquidated;
    for &i in &dead[..count] {
        *state.piece_mut(PieceRef { seat, piece: i }) = Piece { fresh, ..Piece::in_hq() };
    }
    if count == 0 { Vec::new() } else { vec![Event::Recruited { seat, count: count as u8, why }] }
}
