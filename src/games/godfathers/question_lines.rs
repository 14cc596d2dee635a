//! Lines said under a move's question about its options as a whole, worked out from the options
//! the turn asks (`turn.rs`, `rules::options`): why the godfather near home has no move with a
//! die (RETOUR DU PARRAIN; NOTES.md 2: he goes past his HQ only when no other move can be
//! played). A newcomer 4 from home rolled a 5, found no move of his godfather with it, and took
//! it for a bug: the rules summary had said that rolling past home only meant another lap.
//! Which option wins the race (LE GAGNANT): the options keep their order (bots and saves read
//! them), and a newcomer found the winning move 7th of 10, below the fold.

use super::choice::Choice;
use super::content::SquareKind;
use super::event::Event;
use super::narrate::Narrator;
use super::rules::movement::{Target, target};
use super::rules::options::{extra_options, first_options, second_options};
use super::state::{GODFATHER, PieceRef, Place};
use super::view::{View, last_roll};
use crate::engine::locale::Arg;

/// The messages these lines read.
pub const MESSAGES: &[&str] =
    &["prompt-past-home", "prompt-wins", "prompt-gang", "prompt-gang-piece", "option-does-sniper-again"];

/// The dice question `prompt` moves and the options it lists, as the turn asks them: both dice
/// of the roll (`move`), the one the first move left (`second`), a double's extra die (`extra`).
pub(super) fn asked(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<(Vec<u8>, Vec<Choice>)> {
    let (state, seat) = (v.state(), v.state().current);
    let roll = last_roll(v)?;
    match (prompt, roll) {
        ("move", &[a, b]) => Some((vec![a, b], first_options(n.content, state, seat, [a, b]))),
        ("extra", &[die]) => Some((vec![die], extra_options(n.content, state, seat, die))),
        ("second", &[a, b]) => {
            let log = v.log();
            let at = log.iter().rposition(|e| matches!(e.game(), Some(Event::Rolled { .. })))?;
            let (piece, steps) = log[at..].iter().find_map(|e| match e.game()? {
                Event::Moved { piece, steps, .. } if piece.seat == seat => Some((piece.piece, *steps)),
                _ => None,
            })?;
            let other = if steps == a { b } else { a };
            Some((vec![other], second_options(n.content, state, seat, piece, other)))
        }
        _ => None,
    }
}

/// Why the seat's godfather has no move with a die the question moves, where that move would
/// take him past his HQ (RETOUR DU PARRAIN: "si le parrain est obligé de se déplacer"; NOTES.md
/// 2): one line, with what he needs to come home.
pub fn past_home(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    let (dice, options) = asked(n, v, prompt)?;
    let state = v.state();
    let godfather = PieceRef { seat: state.current, piece: GODFATHER };
    let mut missing: Vec<u8> = Vec::new();
    for die in dice {
        let past = matches!(target(n.content, state, godfather, die), Some(Target::Square { passed: true, .. }));
        let offered = options.contains(&Choice::Move { piece: GODFATHER, die });
        if past && !offered && !missing.contains(&die) {
            missing.push(die);
        }
    }
    missing.sort_unstable();
    let (&die, rest) = missing.split_first()?;
    let left = i64::from(n.content.board.len()) + 1 - i64::from(state.piece(godfather).lap);
    let args = [
        ("die", Arg::Num(i64::from(die))),
        ("other", Arg::Num(rest.first().map_or(0, |&d| i64::from(d)))),
        ("left", Arg::Num(left)),
    ];
    Some(n.t("prompt-past-home", &args))
}

/// The option that brings the seat's godfather home and wins the race (RETOUR DU PARRAIN, LE
/// GAGNANT), by its number in the list.
pub fn wins(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    let (_, options) = asked(n, v, prompt)?;
    let state = v.state();
    let godfather = PieceRef { seat: state.current, piece: GODFATHER };
    let at = options.iter().position(|c| match *c {
        Choice::Move { piece: GODFATHER, die } => target(n.content, state, godfather, die) == Some(Target::Home),
        _ => false,
    })?;
    Some(n.t("prompt-wins", &[("n", Arg::Num(at as i64 + 1))]))
}

/// Where each piece of the asking seat stands, in one line under a move's question: at an 80x50
/// terminal the long news pushed the board's row with the seat's HQ off the screen, and a
/// newcomer typed `status` to see his own pieces.
pub fn gang(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    if prompt == "victim" {
        return None;
    }
    let seat = v.seat;
    let pieces: Vec<String> = v.state().gangs[seat]
        .pieces
        .iter()
        .enumerate()
        .map(|(i, p)| {
            // A kidnapper says whom he holds, as a piece of the gang held says it is (PRISE
            // D'OTAGE): "henchman 3 on square 9" read as free to move on.
            let me = PieceRef { seat, piece: i as u8 };
            let hostage = v.state().all().find(|(_, h)| h.held_by == Some(me)).map(|(h, _)| h);
            let (place, square) = match p.place {
                Place::Hq => ("hq", 0),
                Place::Dead => ("dead", 0),
                Place::Square(s) if p.held_by.is_some() => ("held", i64::from(s) + 1),
                Place::Square(s) if hostage.is_some() => ("holding", i64::from(s) + 1),
                Place::Square(s) => ("square", i64::from(s) + 1),
            };
            let hostage = hostage.map_or(Arg::Str(String::new()), |h| n.piece(h));
            let args = [
                ("piece", Arg::Num(i as i64)),
                ("where", place.into()),
                ("square", Arg::Num(square)),
                ("hostage", hostage),
            ];
            n.t("prompt-gang-piece", &args)
        })
        .collect();
    Some(n.t("prompt-gang", &[("pieces", pieces.join(", ").into())]))
}

/// Whether a piece of the seat has already stopped on a sniper square with this roll, so that
/// a spin of the wheel is due once it is moved (TIR: each piece that stops there hires the
/// snipers): a second one stopping there spins it a second time.
pub fn spin_due(n: &Narrator, v: &View<'_>) -> bool {
    let (log, seat) = (v.log(), v.state().current);
    let Some(at) = log.iter().rposition(|e| matches!(e.game(), Some(Event::Rolled { .. }))) else { return false };
    log[at..].iter().any(|e| match e.game() {
        Some(Event::Moved { piece, to: Place::Square(s), .. }) if piece.seat == seat => {
            n.content.board.kind(*s) == SquareKind::Sniper
        }
        _ => false,
    })
}

/// `words` with the sniper square's clause said as a second spin ([`spin_due`]).
pub fn second_spin(n: &Narrator, words: String, double: bool) -> String {
    let args = [("double", if double { "yes" } else { "no" }.into())];
    let (once, again) = (n.t("option-does-sniper", &args), n.t("option-does-sniper-again", &args));
    words.replace(&once, &again)
}

#[cfg(test)]
#[path = "question_lines_tests.rs"]
mod tests;
