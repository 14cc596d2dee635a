//! A game played at a table over time (at the terminal or in the browser), for any game: what a
//! save keeps, where an undo goes back to, and the deciders that play a game again from recorded
//! answers.
//!
//! A game is `f(content, seed, decisions)`, so a save keeps the seed, the seats and every
//! seat's answers, and loading plays them again: bots decide again and must agree with what
//! they answered before (so their own random draws are where they were), people's answers are
//! given back. The envelope (version, content digest, checksum, atomic write) is
//! [`crate::engine::save`].

use super::SeatKind;
use crate::engine::decision::{Decider, Resume};
use crate::engine::game::{Game, LogEntry, is_barrier, turn_start};
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};

/// The seats' deciders for one run of a match from recorded answers (a save loaded, a game
/// rebuilt after an undo): a person's seat gives its answers back, then asks `human()`; a bot
/// decides again and must agree with its answers, then plays on.
pub fn resumed<'a, G: Game>(
    seats: &[SeatKind],
    seed: u64,
    answers: &[Vec<usize>],
    mut human: impl FnMut() -> Box<dyn Decider<G> + 'a>,
) -> Vec<Box<dyn Decider<G> + 'a>> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| -> Box<dyn Decider<G> + 'a> {
            let recorded = answers.get(i).cloned().unwrap_or_default();
            match s.bot::<G>(seed, Seat(i as u8)) {
                None => Box::new(Resume::new(human(), recorded, false).proposing(true)),
                Some(bot) => {
                    let check = bot.repeatable();
                    Box::new(Resume::new(bot, recorded, check))
                }
            }
        })
        .collect()
}

/// The body of a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub seed: u64,
    /// Seat kinds in seating order: `human`, `bot:greedy`, `bot:random`.
    pub seats: Vec<String>,
    /// Each seat's answers, in order (option indices).
    pub answers: Vec<Vec<usize>>,
    /// The language the game was played in, resumed in it unless `--lang` says otherwise
    /// (absent from saves written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// The secret of each seat's link at a table in the browser (`serve`), by seat, empty for
    /// a bot; kept so that the links still work when the table is opened again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<String>,
    /// The game has ended: the answers play it to its end, so loading it shows the end (absent,
    /// false, from saves of games still going).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub finished: bool,
}

impl SavedGame {
    /// Checks what a hand-edited or foreign body could get wrong before it is played.
    ///
    /// # Errors
    /// A message naming the problem.
    pub fn check(&self) -> Result<(), String> {
        if self.seats.is_empty() {
            return Err("it has no seats".into());
        }
        if self.answers.len() != self.seats.len() {
            return Err(format!("it has answers for {} seats but {} seats", self.answers.len(), self.seats.len()));
        }
        Ok(())
    }
}

/// Where an undo by `seat` goes back to (an index in the log: the events before it stay): the
/// start of the current player turn (as the game marks it), or just after the last barrier
/// since (a roll, a hidden card shown, another seat's answer: [`is_barrier`]), whichever
/// is later. `None` when `seat` made no choice since then: there is nothing to take back.
pub fn undo_point<G: Game>(log: &[LogEntry<G>], seat: Seat) -> Option<usize> {
    let turn = log.iter().rposition(turn_start::<G>).unwrap_or(0);
    let barrier = log[turn..].iter().rposition(|e| is_barrier::<G>(e, seat)).map_or(turn, |i| turn + i + 1);
    let chose = log[barrier..].iter().any(|e| e.answer().is_some_and(|(s, _)| s == seat));
    chose.then_some(barrier)
}
