//! A game played at the terminal over time: what a save keeps, where an undo goes back to.
//!
//! A game is `f(content, seed, decisions)`, so a save keeps the seed, the seats and every
//! seat's answers, and loading plays them again: bots decide again and must agree with what
//! they answered before (so their own random draws are where they were), humans' answers are
//! given back. The envelope (version, content digest, checksum, atomic write) is
//! `engine::save`.

use super::KingOfChicago;
use super::event::Event;
use super::table::SeatKind;
use crate::engine::decision::{Decider, Resume};
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};

/// Who sits in a seat of a played table: a person or a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sitter {
    Human,
    Bot(SeatKind),
}

impl Sitter {
    /// Parses `human`, `bot:greedy` or `bot:random` (as `--seats` and saves spell them).
    ///
    /// # Errors
    /// A one-line message naming the kinds there are.
    pub fn parse(s: &str) -> Result<Sitter, String> {
        match s.trim() {
            "human" => Ok(Sitter::Human),
            other => SeatKind::parse(other)
                .map(Sitter::Bot)
                .map_err(|_| format!("unknown seat kind `{other}` (known: human, bot:random, bot:greedy)")),
        }
    }

    pub fn name(self) -> String {
        match self {
            Sitter::Human => "human".into(),
            Sitter::Bot(k) => format!("bot:{}", k.name()),
        }
    }
}

/// The seats' deciders for one run of a match from recorded answers (a save loaded, a game
/// rebuilt after an undo): a person's seat gives its answers back, then asks `human()`; a bot
/// decides again and must agree with its answers, then plays on.
pub fn resumed<'a>(
    sitters: &[Sitter],
    seed: u64,
    answers: &[Vec<usize>],
    mut human: impl FnMut() -> Box<dyn Decider<KingOfChicago> + 'a>,
) -> Vec<Box<dyn Decider<KingOfChicago> + 'a>> {
    sitters
        .iter()
        .enumerate()
        .map(|(i, s)| -> Box<dyn Decider<KingOfChicago> + 'a> {
            let recorded = answers.get(i).cloned().unwrap_or_default();
            match *s {
                Sitter::Human => Box::new(Resume::new(human(), recorded, false).proposing(true)),
                Sitter::Bot(k) => Box::new(Resume::new(k.decider(seed, i as u8), recorded, true)),
            }
        })
        .collect()
}

/// The body of a King of Chicago save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub seed: u64,
    /// Seat kinds in seating order: `human`, `bot:greedy`, `bot:random`.
    pub seats: Vec<String>,
    /// Each seat's answers, in order (option indices).
    pub answers: Vec<Vec<usize>>,
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

/// Whether `e` shows `seat` something new that an undo must not let it take back: a roll or
/// another random draw (a stolen card, resources taken at random), a card it drew, a look at
/// face-down gangsters, gangsters turned face up for a fight, or another seat's answer (a bid,
/// a deal accepted or refused, any choice: taking one's own choice back must not let a seat
/// probe the others, nor erase another person's turn at one keyboard).
pub fn is_barrier(e: &Event, seat: Seat) -> bool {
    match *e {
        Event::Roll { .. }
        | Event::Attack { .. }
        | Event::ShootoutStarted { .. }
        | Event::Reshuffled { .. }
        | Event::StoleCard { .. }
        | Event::StoleGangster { .. }
        | Event::Stole { .. }
        | Event::Produced { .. }
        | Event::Bid { .. }
        | Event::DealMade { .. }
        | Event::DealRefused { .. } => true,
        Event::Drew { seat: s, .. } | Event::Peeked { seat: s, .. } => s == seat,
        Event::Chose { seat: s, .. } => s != seat,
        _ => false,
    }
}

/// Where a player turn, or the trade round, begins.
fn turn_start(e: &Event) -> bool {
    matches!(e, Event::Turn { .. } | Event::TradeRound { .. })
}

/// Where an undo by `seat` goes back to (an index in the log: the events before it stay): the
/// start of the current player turn (or trade round), or just after the last barrier since
/// ([`is_barrier`]: a roll, a hidden card shown, another seat's answer), whichever is later (issue: "undo back to the start of the current player turn, unless dice
/// were rolled or a hidden card was seen since"). `None` when `seat` made no choice since then:
/// there is nothing to take back.
pub fn undo_point(log: &[Event], seat: Seat) -> Option<usize> {
    let turn = log.iter().rposition(turn_start).unwrap_or(0);
    let barrier = log[turn..].iter().rposition(|e| is_barrier(e, seat)).map_or(turn, |i| turn + i + 1);
    let chose = log[barrier..].iter().any(|e| matches!(e, Event::Chose { seat: s, .. } if *s == seat));
    chose.then_some(barrier)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::king_of_chicago::choice::Choice;
    use crate::games::king_of_chicago::event::Why;

    fn chose(seat: u8) -> Event {
        Event::Chose { seat: Seat(seat), prompt: "action".into(), index: 1, choice: Choice::Yes }
    }

    #[test]
    fn undo_goes_back_to_the_turn_or_the_last_roll() {
        let turn = Event::Turn { seat: Seat(0) };
        let roll = Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 3 };
        assert_eq!(undo_point(&[chose(0), turn.clone(), chose(0), chose(0)], Seat(0)), Some(1));
        assert_eq!(undo_point(&[turn.clone(), chose(0), roll.clone(), chose(0)], Seat(0)), Some(3));
        assert_eq!(undo_point(&[turn.clone(), chose(0), roll], Seat(0)), None, "a roll cannot be taken back");
        assert_eq!(undo_point(&[turn.clone(), chose(1)], Seat(0)), None, "nothing of mine to take back");
        assert_eq!(
            undo_point(&[turn.clone(), chose(0), chose(1), chose(0)], Seat(0)),
            Some(3),
            "another seat's answer is not taken back"
        );
        let trade = Event::TradeRound { round: 1 };
        assert_eq!(undo_point(&[turn, chose(0), trade, chose(0)], Seat(0)), Some(2), "the trade round starts afresh");
    }
}
