//! LES DEPLACEMENTS: the moves a roll allows. One henchman moves the total, or two pieces one
//! die each (a godfather only ever one die); at least one piece moves if any can, and
//! (RULINGS.md) part of a roll goes unused only when no legal play uses it. A godfather goes
//! past his HQ only when "obligé de se déplacer" (NOTES.md 2): when every play using as much
//! of the roll as can be used takes him past it.

use super::super::choice::Choice;
use super::super::content::Content;
use super::super::state::{PieceNo, PieceRef, Place, State};
use super::movement::apply_move;
use super::movement::{overshoots, target};
use crate::engine::seat::Seat;

/// The pieces of `seat` that may move `steps` (henchmen in one place offered once, by the
/// lowest number among those who may move now: they are alike), each with whether the move
/// takes a godfather past his HQ. A henchman who may not move (recruited by a liquidated
/// godfather, NOTES.md 4) hides nobody standing with him: "Le joueur peut sortir des truands de
/// leur Quartier Général" (LES DEPLACEMENTS).
fn movers(content: &Content, state: &State, seat: Seat, steps: u8, except: Option<PieceNo>) -> Vec<(PieceNo, bool)> {
    let mut seen: Vec<Place> = Vec::new();
    let mut out = Vec::new();
    for (i, p) in state.gangs[seat].pieces.iter().enumerate() {
        let piece = PieceRef { seat, piece: i as u8 };
        if Some(piece.piece) == except {
            continue;
        }
        if !piece.is_godfather() && seen.contains(&p.place) {
            continue;
        }
        let Some(t) = target(content, state, piece, steps) else { continue };
        if !piece.is_godfather() {
            seen.push(p.place);
        }
        out.push((piece.piece, overshoots(piece, t)));
    }
    out
}

/// Keeps the options that take no godfather past home, when there are any.
fn unforced(options: Vec<(Choice, bool)>) -> Vec<Choice> {
    let keep_all = options.iter().all(|o| o.1);
    options.into_iter().filter(|o| keep_all || !o.1).map(|o| o.0).collect()
}

/// The first move of a roll of two dice: a henchman moving the total, or a piece moving one
/// die, among the plays that use as much of the roll as can be used.
pub fn first_options(content: &Content, state: &State, seat: Seat, dice: [u8; 2]) -> Vec<Choice> {
    let [a, b] = dice;
    let mut whole = Vec::new();
    let mut part = Vec::new();
    for (piece, _) in movers(content, state, seat, a + b, Some(0)) {
        whole.push((Choice::Sum { piece, steps: a + b }, false));
    }
    let values = if a == b { vec![(a, b)] } else { vec![(a, b), (b, a)] };
    for (die, other) in values {
        for (piece, past) in movers(content, state, seat, die, None) {
            let mut after = state.clone();
            let Ok(_) = apply_move(content, &mut after, PieceRef { seat, piece }, die) else { continue };
            let choice = Choice::Move { piece, die };
            if after.winner.is_some() {
                whole.push((choice, past));
                continue;
            }
            let then = movers(content, &after, seat, other, Some(piece));
            if then.is_empty() {
                part.push((choice, past));
            } else {
                whole.push((choice, past || then.iter().all(|t| t.1)));
            }
        }
    }
    unforced(if whole.is_empty() { part } else { whole })
}

/// The second move of a roll: another piece moves the other die.
pub fn second_options(content: &Content, state: &State, seat: Seat, first: PieceNo, die: u8) -> Vec<Choice> {
    unforced(
        movers(content, state, seat, die, Some(first))
            .into_iter()
            .map(|(piece, past)| (Choice::Move { piece, die }, past))
            .collect(),
    )
}

/// A double's extra move: one piece moves the one die rolled again.
pub fn extra_options(content: &Content, state: &State, seat: Seat, die: u8) -> Vec<Choice> {
    unforced(
        movers(content, state, seat, die, None)
            .into_iter()
            .map(|(piece, past)| (Choice::Move { piece, die }, past))
            .collect(),
    )
}
