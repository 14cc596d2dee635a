//! A win two dice away, said on the first die's question (RETOUR DU PARRAIN: "Le nombre de points
//! obtenu sur un des deux dés doit correspondre exactement au nombre de cases lui restant à
//! parcourir"; LE GAGNANT; NOTES.md 3: a henchman who joins his lone godfather with the first
//! die lets him leave with the second). A newcomer's godfather stood alone 5 steps from home on
//! a 6 + 5: the option bringing a henchman to him with the 6 did not say that the 5 then won,
//! and the list opened with an option that threw the win away. Worked out from the rules' own
//! legal moves (`rules::options`): each first move played on a copy of the race, then the other
//! die's moves as the second question would list them.

use super::choice::Choice;
use super::narrate::Narrator;
use super::rules::movement::{Target, apply_move, target};
use super::rules::options::{first_options, second_options};
use super::state::{GODFATHER, PieceRef, State};
use super::view::{View, last_roll};
use crate::engine::locale::Arg;

/// The messages these clauses read.
pub const MESSAGES: &[&str] =
    &["prompt-wins-then", "prompt-wins-then-too", "option-then-wins", "option-then-no-win", "option-or", "option-both"];

/// What a first move of the roll leaves for the win.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Win {
    /// The move itself brings the godfather home (`outcome` says it).
    Now,
    /// The other die can then bring him home; `asked`: among other moves of that die, not the
    /// one made without asking (`forced.rs` says that one).
    Then { die: u8, asked: bool },
    /// No win with the roll's two dice after it.
    No,
}

/// What the first move `c` of the roll `[a, b]` leaves for the win. The total of both dice
/// moves one henchman and leaves no die (LES DEPLACEMENTS).
fn after_first(n: &Narrator, state: &State, c: Choice, [a, b]: [u8; 2]) -> Win {
    let Choice::Move { piece, die } = c else { return Win::No };
    let seat = state.current;
    let mut after = state.clone();
    if apply_move(n.content, &mut after, PieceRef { seat, piece }, die).is_err() {
        return Win::No;
    }
    if after.winner.is_some() {
        return Win::Now;
    }
    let other = if die == a { b } else { a };
    let seconds = second_options(n.content, &after, seat, piece, other);
    let godfather = PieceRef { seat, piece: GODFATHER };
    let home = seconds.contains(&Choice::Move { piece: GODFATHER, die: other })
        && target(n.content, &after, godfather, other) == Some(Target::Home);
    if home { Win::Then { die: other, asked: seconds.len() > 1 } } else { Win::No }
}

/// The roll the move question asks, and its options as the turn lists them.
fn asked(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<([u8; 2], Vec<Choice>)> {
    let &[a, b] = last_roll(v)? else { return None };
    (prompt == "move").then(|| ([a, b], first_options(n.content, v.state(), v.state().current, [a, b])))
}

/// Each option's [`Win`], in the list's order.
fn wins(n: &Narrator, state: &State, roll: [u8; 2], options: &[Choice]) -> Vec<Win> {
    options.iter().map(|&c| after_first(n, state, c, roll)).collect()
}

/// The line under the move question naming the options whose other die then wins ("Option 3 or
/// 6, then your godfather with the 5, wins the race"), said as winning too where another move
/// wins at once, which `question_lines::wins` names: at 6 + 2 with the godfather 2 from home,
/// the henchman taking the 6 leaves the 2 to bring him home as surely as the godfather's own 2.
pub fn line(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    let (roll, options) = asked(n, v, prompt)?;
    let wins = wins(n, v.state(), roll, &options);
    let mut then = wins.iter().enumerate().filter_map(|(i, w)| match *w {
        Win::Then { die, .. } => Some((i + 1, die)),
        _ => None,
    });
    let (first, die) = then.next()?;
    let numbers = then.fold(first.to_string(), |first, (i, _)| {
        n.t("option-or", &[("first", first.into()), ("then", i.to_string().into())])
    });
    let id = if wins.contains(&Win::Now) { "prompt-wins-then-too" } else { "prompt-wins-then" };
    Some(n.t(id, &[("n", numbers.into()), ("die", Arg::Num(i64::from(die)))]))
}

/// Every option that wins, at once or through the die left, under the move question: the one
/// bringing the godfather home (`question_lines::wins`), then those leaving the other die to
/// ([`line`]).
pub fn heading(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    match (super::question_lines::wins(n, v, prompt), line(n, v, prompt)) {
        (Some(now), Some(then)) => Some(format!("{now} {then}")),
        (now, then) => now.or(then),
    }
}

/// Option numbers said together: "3", "3 and 5", "3, 5 and 7".
fn all_of(n: &Narrator, numbers: &[usize]) -> String {
    let Some((last, rest)) = numbers.split_last() else { return String::new() };
    if rest.is_empty() {
        return last.to_string();
    }
    let rest = rest.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
    n.t("option-both", &[("first", rest.into()), ("then", last.to_string().into())])
}

/// What option `c` of the move question does to this roll's win, where the roll can win: the
/// other die, still the player's to choose, can then take the godfather home; or no die of the
/// roll can any more, said with every option that wins, at once or through the other die. On a double the extra die may still win
/// after any option (LES DEPLACEMENTS: "Puis il relance 1 seul dé"): nothing is said of a win
/// lost.
pub fn clause(n: &Narrator, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    let (roll, options) = asked(n, v, prompt)?;
    let wins = wins(n, v.state(), roll, &options);
    let at = options.iter().position(|o| o == c)?;
    match wins[at] {
        Win::Then { die, asked: true } => Some(n.t("option-then-wins", &[("die", Arg::Num(i64::from(die)))])),
        Win::No if roll[0] != roll[1] => {
            let winners: Vec<usize> = (1..=wins.len()).filter(|&i| wins[i - 1] != Win::No).collect();
            let count = Arg::Num(winners.len() as i64);
            if winners.is_empty() {
                return None;
            }
            Some(n.t("option-then-no-win", &[("n", all_of(n, &winners).into()), ("count", count)]))
        }
        _ => None,
    }
}

/// What option `c`'s help says of the win: the other die can then bring the godfather home,
/// asked or played for the seat (`help 3` at 6 + 2, the godfather 2 from home, the henchman
/// taking the 6).
pub fn help(n: &Narrator, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    let (roll, options) = asked(n, v, prompt)?;
    match after_first(n, v.state(), *c, roll) {
        Win::Then { die, .. } if options.contains(c) => {
            Some(format!("{}.", n.sentence("option-then-wins", &[("die", Arg::Num(i64::from(die)))])))
        }
        _ => None,
    }
}

/// An option's words (what it does, what the other die then does: `forced::judged`) with
/// [`clause`] said last.
pub fn added(
    n: &Narrator,
    v: &View<'_>,
    prompt: &str,
    c: &Choice,
    (does, then): (Option<String>, Option<String>),
) -> (Option<String>, Option<String>) {
    let Some(win) = clause(n, v, prompt, c) else { return (does, then) };
    let then = match then {
        Some(then) => n.t("option-and", &[("first", then.into()), ("then", win.into())]),
        None => win,
    };
    (does, Some(then))
}

#[cfg(test)]
#[path = "roll_win_tests.rs"]
pub(super) mod tests;
