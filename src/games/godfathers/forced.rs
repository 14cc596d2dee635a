//! What a first move leaves for the other die (LES DEPLACEMENTS: two pieces move one die each;
//! RULINGS.md: part of a roll goes unused only when no legal move uses it): when a single piece
//! can then move it, that move is made without asking, and when none can, the die is lost. A
//! newcomer took his godfather hostage-taking with the first die, planning to keep a henchman
//! behind him with the second; there was no second question, the henchman walked off by itself,
//! and the godfather was left with nobody to join him.

use super::choice::Choice;
use super::narrate::Narrator;
use super::outcome;
use super::rules::movement::apply_move;
use super::rules::options::second_options;
use super::state::{PieceNo, PieceRef, State};
use crate::engine::locale::Arg;

/// The messages these clauses read.
pub const MESSAGES: &[&str] = &["option-then-forced", "option-then-unused"];

/// The clause for a first move of `piece` by `die`, the roll's `other` die still to play: the
/// one move the other die will then make without asking, or that it will go unused; `None`
/// when a choice remains (or the move wins the race).
pub fn then(n: &Narrator, state: &State, piece: PieceNo, die: u8, other: u8) -> Option<String> {
    let seat = state.current;
    let mut after = state.clone();
    apply_move(n.content, &mut after, PieceRef { seat, piece }, die).ok()?;
    if after.winner.is_some() {
        return None;
    }
    match second_options(n.content, &after, seat, piece, other).as_slice() {
        [] => Some(n.t("option-then-unused", &[("die", Arg::Num(i64::from(other)))])),
        [Choice::Move { piece: next, die }] => {
            let p = PieceRef { seat, piece: *next };
            Some(n.t(
                "option-then-forced",
                &[
                    ("die", Arg::Num(i64::from(*die))),
                    ("piece", n.piece_for(p, seat, false)),
                    ("from", outcome::from(n, &after, p)),
                    ("to", outcome::to(n, &after, p, *die)),
                ],
            ))
        }
        _ => None,
    }
}
