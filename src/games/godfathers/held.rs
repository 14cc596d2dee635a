//! The asking seat's godfather held hostage, said under its move question (PRISE D'OTAGE: "Un
//! otage ne peut pas se déplacer tant que le kidnappeur reste sur sa case"; "Si un troisième
//! truand arrive sur cette case [...] Il est du même gang que l'otage: le kidnappeur est
//! liquidé, l'otage est donc libéré. Il est du même gang que le kidnappeur: l'otage est
//! liquidé"; REGLE GENERALE: "Si le parrain est liquidé, il regagne son quartier général et tous
//! ses hommes de main sont tués"). A newcomer read only "godfather held on square 22": not who
//! held him, nor which of the kidnapper's gang could come and kill him, nor which option freed
//! him, though this is the race's worst threat.

use super::choice::Choice;
use super::narrate::Narrator;
use super::reach;
use super::rules::movement::apply_move;
use super::state::{GODFATHER, PieceRef, Place, State};
use super::view::View;
use crate::engine::locale::Arg;

/// The messages this line reads.
pub const MESSAGES: &[&str] = &["prompt-held", "option-or"];

/// Whether option `c` frees the seat's godfather with the move it makes: his kidnapper leaves
/// or is liquidated, and he stays on the loop.
fn frees(n: &Narrator, state: &State, c: Choice) -> bool {
    let (Choice::Move { piece, die: steps } | Choice::Sum { piece, steps }) = c else { return false };
    let seat = state.current;
    let mut after = state.clone();
    if apply_move(n.content, &mut after, PieceRef { seat, piece }, steps).is_err() {
        return false;
    }
    let g = after.piece(PieceRef { seat, piece: GODFATHER });
    g.held_by.is_none() && matches!(g.place, Place::Square(_))
}

/// The line: who holds the godfather and where, the nearest of the kidnapper's gang who could
/// stop there on his next turn (`outcome::exposed`'s reach) or that none can, and the options
/// that free him, or that none does.
pub fn line(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    let state = v.state();
    let godfather = PieceRef { seat: v.seat, piece: GODFATHER };
    let (Place::Square(square), Some(kidnapper)) = (state.piece(godfather).place, state.piece(godfather).held_by)
    else {
        return None;
    };
    if prompt == "victim" {
        return None;
    }
    let near = reach::nearest(n, state, square, |seat| seat == kidnapper.seat)
        .map(|near| n.t("option-does-exposed", &reach::near_args(n, state, near)));
    let freeing: Vec<usize> = if state.current == v.seat {
        let options = super::question_lines::asked(n, v, prompt).map(|(_, options)| options).unwrap_or_default();
        options.iter().enumerate().filter(|&(_, &c)| frees(n, state, c)).map(|(i, _)| i + 1).collect()
    } else {
        Vec::new()
    };
    let numbers = freeing
        .iter()
        .map(ToString::to_string)
        .reduce(|first, then| n.t("option-or", &[("first", first.into()), ("then", then.into())]));
    let args = [
        ("kidnapper", n.piece(kidnapper)),
        ("seat", n.locale.seat(kidnapper.seat)),
        ("square", Arg::Num(i64::from(square) + 1)),
        ("reach", if near.is_some() { "yes" } else { "no" }.into()),
        ("near", near.unwrap_or_default().into()),
        ("freeing", Arg::Num(freeing.len() as i64)),
        ("frees", numbers.unwrap_or_default().into()),
    ];
    Some(n.t("prompt-held", &args))
}

#[cfg(test)]
#[path = "held_tests.rs"]
mod tests;
