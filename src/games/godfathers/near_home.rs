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
pub const MESSAGES: &[&str] =
    &["play-godfather-home-in", "prompt-rival-near-home", "option-near-home", "prompt-leader"];

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

/// Who leads the race and how far from home, under a move's question (LE GAGNANT: the first
/// godfather home wins; RETOUR DU PARRAIN: the HQ counts one), beside the reader's own godfather:
/// a newcomer read his own question and options without knowing whether he was ahead. The
/// leaders are the godfathers who have walked furthest on their lap, all of them on a tie, each
/// said as the reader reads him ("your godfather"); where the reader leads alone, the nearest
/// rival is said after him. None before any godfather has left his HQ.
pub fn leader(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    if prompt == "victim" {
        return None;
    }
    let state = v.state();
    let lap = |seat: Seat| state.piece(PieceRef { seat, piece: GODFATHER }).lap;
    let steps = |seat: Seat| Arg::Num(i64::from(n.content.board.len()) + 1 - i64::from(lap(seat)));
    let best = state.gangs.seats().map(lap).max().filter(|&l| l > 0)?;
    let (leaders, others): (Vec<Seat>, Vec<Seat>) = state.gangs.seats().partition(|&s| lap(s) == best);
    let you = leaders.contains(&v.seat);
    let names =
        leaders.iter().map(|&s| String::from(n.piece_for(PieceRef { seat: s, piece: GODFATHER }, v.seat, false)));
    // The nearest rival after a reader who leads alone.
    let next = others.iter().copied().max_by_key(|&s| (lap(s), std::cmp::Reverse(s.index())));
    let next = next.filter(|_| you && leaders.len() == 1);
    let args = [
        ("leaders", n.listed(names.collect()).into()),
        ("count", Arg::Num(leaders.len() as i64)),
        ("left", steps(leaders[0])),
        ("you", if you { "yes" } else { "no" }.into()),
        ("mine", steps(v.seat)),
        ("next", next.map_or_else(|| "none".into(), |s| n.piece(PieceRef { seat: s, piece: GODFATHER }))),
        ("second", next.map_or(Arg::Num(0), steps)),
    ];
    Some(n.sentence("prompt-leader", &args))
}

/// What the option's moves, `moves` one after the other (its first die, and the other die
/// where the rules then play it without asking, `forced.rs`), do to a rival godfather one die
/// from home: take him hostage, let him go or liquidate him (PRISE D'OTAGE; REGLE GENERALE:
/// "Si le parrain est liquidé, il regagne son quartier général"). Read from what the option
/// brings about, whichever die does it, so that two options of a roll ending alike read alike:
/// only the first die's move was read, and the same godfather taken hostage by the die played
/// without asking after another move went unsaid.
pub fn clause(n: &Narrator, state: &State, moves: &[(PieceRef, u8)]) -> Option<String> {
    let mut after = state.clone();
    let mut events = Vec::new();
    for &(piece, steps) in moves {
        events.extend(apply_move(n.content, &mut after, piece, steps).ok()?.0);
    }
    let seat = moves.first()?.0.seat;
    let near = |p: PieceRef| {
        p.is_godfather() && p.seat != seat && steps_home(n, state, p.seat).is_some_and(|l| l <= n.content.rules.sides)
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

/// An option's words ([`super::roll_win::added`]) with [`clause`] said after what the moves do.
pub fn added(
    n: &Narrator,
    state: &State,
    moves: &[(PieceRef, u8)],
    (does, then): (Option<String>, Option<String>),
) -> (Option<String>, Option<String>) {
    let Some(stake) = clause(n, state, moves) else { return (does, then) };
    let does = match does {
        Some(does) => n.t("option-and", &[("first", does.into()), ("then", stake.into())]),
        None => stake,
    };
    (Some(does), then)
}

#[cfg(test)]
#[path = "near_home_tests.rs"]
mod tests;
