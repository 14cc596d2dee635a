//! What a first move leaves for the other die (LES DEPLACEMENTS: two pieces move one die each;
//! RULINGS.md: part of a roll goes unused only when no legal move uses it): when a single piece
//! can then move it, that move is made without asking, and when none can, the die is lost. A
//! newcomer took his godfather hostage-taking with the first die, planning to keep a henchman
//! behind him with the second; there was no second question, the henchman walked off by itself,
//! and the godfather was left with nobody to join him. The option is judged on the position
//! after both dice, as the rules will play them (`outcome::clauses`), and says what the forced
//! die itself does: a henchman it joins or leaves, a hostage it takes or lets go, the square it
//! stops on.

use super::choice::Choice;
use super::content::SquareKind;
use super::narrate::Narrator;
use super::outcome;
use super::rules::movement::{Target, apply_move, target};
use super::rules::options::second_options;
use super::state::{PieceNo, PieceRef, State};
use crate::engine::locale::Arg;

/// The messages these clauses read.
pub const MESSAGES: &[&str] = &["option-then-forced", "option-then-forced-does", "option-then-unused"];

/// What the roll's `other` die does once `piece` has moved `die`: `Some(Some(move))`, the one
/// move made without asking; `Some(None)`, no piece can move it; `None` when a choice remains
/// (or the first move wins the race).
fn rest(n: &Narrator, state: &State, piece: PieceNo, die: u8, other: u8) -> Option<Option<(PieceRef, u8)>> {
    let seat = state.current;
    let mut after = state.clone();
    apply_move(n.content, &mut after, PieceRef { seat, piece }, die).ok()?;
    if after.winner.is_some() {
        return None;
    }
    match second_options(n.content, &after, seat, piece, other).as_slice() {
        [] => Some(None),
        [Choice::Move { piece: next, die }] => Some(Some((PieceRef { seat, piece: *next }, *die))),
        _ => None,
    }
}

/// What a first move of `piece` by `die` does, the roll's `other` die still to play, and then
/// the clause for that die: the one move it will make without asking, with what that move does
/// where the first move's clauses do not say it already, or that it will go unused; `None`
/// when a choice remains (or the move wins the race). `extra_die`: as `outcome::does`.
pub fn judged(
    n: &Narrator,
    state: &State,
    (piece, die): (PieceNo, u8),
    other: u8,
    extra_die: bool,
) -> (Option<String>, Option<String>) {
    let p = PieceRef { seat: state.current, piece };
    let die_first = die;
    let rest = rest(n, state, piece, die, other);
    // A choice left for the other die: what it could do for a godfather left alone is said.
    let free = rest.is_none().then_some(other);
    let Some((first, mid)) = outcome::clauses(n, state, (p, die), extra_die, rest.flatten(), free) else {
        return (None, None);
    };
    let then = rest.map(|forced| match forced {
        None => n.t("option-then-unused", &[("die", Arg::Num(i64::from(other)))]),
        Some((next, die)) => {
            let mut args = vec![
                ("die", Arg::Num(i64::from(die))),
                ("piece", n.piece_for(next, state.current, false)),
                ("from", outcome::from(n, &mid, next)),
                ("to", outcome::to(n, &mid, next, die)),
            ];
            let mut own =
                outcome::clauses(n, &mid, (next, die), extra_die, None, None).map(|(c, _)| c).unwrap_or_default();
            // Both dice stop on sniper squares: the forced one spins the wheel a second time.
            let sniper = |s: &State, p: PieceRef, d: u8| {
                matches!(target(n.content, s, p, d), Some(Target::Square { square, .. })
                    if n.content.board.kind(square) == SquareKind::Sniper)
            };
            if sniper(state, p, die_first) && sniper(&mid, next, die) {
                own = own.into_iter().map(|c| super::question_lines::second_spin(n, c, extra_die)).collect();
            }
            match outcome::joined(n, own.into_iter().filter(|c| !first.contains(c)).collect()) {
                Some(does) => {
                    args.push(("does", does.into()));
                    n.t("option-then-forced-does", &args)
                }
                None => n.t("option-then-forced", &args),
            }
        }
    });
    (outcome::joined(n, first), then)
}

/// The move the roll's `other` die makes without asking once `piece` has moved `die`, where
/// there is one ([`rest`]).
pub fn forced(n: &Narrator, state: &State, piece: PieceNo, die: u8, other: u8) -> Option<(PieceRef, u8)> {
    rest(n, state, piece, die, other).flatten()
}

/// The clause for the other die alone ([`judged`]).
pub fn then(n: &Narrator, state: &State, piece: PieceNo, die: u8, other: u8) -> Option<String> {
    judged(n, state, (piece, die), other, false).1
}
