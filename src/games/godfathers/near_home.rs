//! How near each godfather stands to winning (RETOUR DU PARRAIN: "Le nombre de points obtenu sur
//! un des deux dés doit correspondre exactement au nombre de cases lui restant à parcourir. La
//! case Quartier Général compte pour un point"; NOTES.md 1; LE GAGNANT). A newcomer read "godfather
//! 48 squares on his lap" of a rival on the square before his HQ, one step from winning and
//! waiting only for a henchman, and no option that took him hostage or let him go said so: the
//! status says each godfather's steps home and the die that takes him there, a line under the
//! move question names a rival within one die of home, and an option that holds, frees or
//! liquidates such a godfather says what is at stake.

use super::event::Event;
use super::narrate::Narrator;
use super::rules::movement::{accompanied, apply_move};
use super::state::{GODFATHER, PieceRef, Place, State};
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages these lines read.
pub const MESSAGES: &[&str] = &["play-godfather-home-in", "prompt-rival-near-home", "option-near-home"];

/// The steps `seat`'s godfather on the loop has left to his HQ, the HQ counting one (NOTES.md 1):
/// `49 - p` on a loop of 48 once he has walked `p` squares. None in the HQ.
pub fn steps_home(n: &Narrator, state: &State, seat: Seat) -> Option<u8> {
    let g = state.piece(PieceRef { seat, piece: GODFATHER });
    let Place::Square(_) = g.place else { return None };
    Some((u16::from(n.content.board.len()) + 1).saturating_sub(u16::from(g.lap)) as u8)
}

/// What stands between `seat`'s godfather and the die that takes him home: held hostage, alone
/// (REGLE GENERALE: "il doit y être rejoint par un de ses hommes de main"), or nothing.
fn waits(state: &State, seat: Seat) -> &'static str {
    let godfather = PieceRef { seat, piece: GODFATHER };
    if state.piece(godfather).held_by.is_some() {
        "held"
    } else if accompanied(state, godfather) {
        "no"
    } else {
        "alone"
    }
}

/// The arguments the lines below share: the godfather, his square, his steps home, whether
/// one die can take him there, and what he waits for first.
fn args(n: &Narrator, state: &State, seat: Seat) -> Option<Vec<(&'static str, Arg)>> {
    let left = steps_home(n, state, seat)?;
    let Place::Square(s) = state.piece(PieceRef { seat, piece: GODFATHER }).place else { return None };
    Some(vec![
        ("godfather", n.piece(PieceRef { seat, piece: GODFATHER })),
        ("square", Arg::Num(i64::from(s) + 1)),
        ("left", Arg::Num(i64::from(left))),
        ("near", if left <= n.content.rules.sides { "yes" } else { "no" }.into()),
        ("waits", waits(state, seat).into()),
    ])
}

/// Where the godfather of the status's gang line stands and how far from home: "on square 12, 1
/// step from his HQ (a 1 takes him home, once a henchman joins him)". None in the HQ.
pub fn status(n: &Narrator, state: &State, seat: Seat) -> Option<String> {
    Some(n.t("play-godfather-home-in", &args(n, state, seat)?))
}

/// One line under a move's question for each rival godfather one die can take home.
pub fn line(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    if prompt == "victim" {
        return None;
    }
    let state = v.state();
    let lines: Vec<String> = state
        .gangs
        .seats()
        .filter(|&r| r != v.seat && steps_home(n, state, r).is_some_and(|l| l <= n.content.rules.sides))
        .filter_map(|r| Some(n.t("prompt-rival-near-home", &args(n, state, r)?)))
        .collect();
    (!lines.is_empty()).then(|| lines.join(" "))
}

/// What moving `piece` by `steps` does to a rival godfather one die from home: takes him
/// hostage, lets him go or liquidates him (PRISE D'OTAGE; REGLE GENERALE: "Si le parrain est
/// liquidé, il regagne son quartier général").
pub fn clause(n: &Narrator, state: &State, piece: PieceRef, steps: u8) -> Option<String> {
    let mut after = state.clone();
    let (events, _) = apply_move(n.content, &mut after, piece, steps).ok()?;
    let near = |p: PieceRef| {
        p.is_godfather()
            && p.seat != piece.seat
            && steps_home(n, state, p.seat).is_some_and(|l| l <= n.content.rules.sides)
    };
    let (godfather, what) = events.iter().find_map(|e| match *e {
        Event::TookHostage { hostage, .. } if near(hostage) => Some((hostage, "held")),
        Event::Freed { hostage, .. } if near(hostage) => Some((hostage, "freed")),
        Event::Liquidated { piece: dead, .. } if near(dead) => Some((dead, "killed")),
        _ => None,
    })?;
    let mut args = args(n, state, godfather.seat)?;
    args.push(("what", what.into()));
    // Once free, what he still waits for, as the race then stands.
    args.push(("then", waits(&after, godfather.seat).into()));
    Some(n.t("option-near-home", &args))
}

/// An option's words ([`super::roll_win::added`]) with [`clause`] said after what the move does.
pub fn added(
    n: &Narrator,
    state: &State,
    (piece, steps): (PieceRef, u8),
    (does, then): (Option<String>, Option<String>),
) -> (Option<String>, Option<String>) {
    let Some(stake) = clause(n, state, piece, steps) else { return (does, then) };
    let does = match does {
        Some(does) => n.t("option-and", &[("first", does.into()), ("then", stake.into())]),
        None => stake,
    };
    (Some(does), then)
}

#[cfg(test)]
#[path = "near_home_tests.rs"]
mod tests;
