//! Setting a table of seats and playing a whole game: what `run`, `simulate` and the tests share.

use super::KingOfChicago;
use super::bots::greedy::GreedyBot;
use super::content::Content;
use super::event::Event;
use super::rules::setup::new_game;
use super::rules::{Match, MatchOptions, Outcome, Stop};
use crate::bots::random::RandomBot;
use crate::engine::decision::{Decider, Interrupt};
use crate::engine::journal::Journal;
use crate::engine::log::Log;
use crate::engine::seat::Seat;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Random,
    Greedy,
}

impl SeatKind {
    /// Parses `bot:random` or `bot:greedy`.
    ///
    /// # Errors
    /// A one-line message naming the seat kinds there are.
    pub fn parse(s: &str) -> Result<SeatKind, String> {
        match s.trim() {
            "bot:random" | "random" => Ok(SeatKind::Random),
            "bot:greedy" | "greedy" => Ok(SeatKind::Greedy),
            other => Err(format!("unknown seat kind `{other}` (known: bot:random, bot:greedy)")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Random => "random",
            SeatKind::Greedy => "greedy",
        }
    }

    pub fn decider(self, seed: u64, seat: u8) -> Box<dyn Decider<KingOfChicago>> {
        match self {
            SeatKind::Random => Box::new(RandomBot::new(seed, seat)),
            SeatKind::Greedy => Box::new(GreedyBot::new(seed, seat)),
        }
    }
}

/// A finished game.
#[derive(Debug)]
pub struct Played {
    pub outcome: Outcome,
    pub log: Log<Event>,
    /// Game rounds played (the last one maybe unfinished).
    pub rounds: u32,
    /// Final power points by seat.
    pub power: Vec<i64>,
    /// What each card did: drawn, bought, played, at work, and who held it.
    pub cards: super::stats::CardStats,
    /// The log file that was kept, if any, for the caller to check for write errors.
    pub journal: Option<Journal>,
}

/// A game that stopped before its end (a script failed on a table that stops on script
/// errors, or a seat interrupted it), with its log so far.
#[derive(Debug)]
pub struct Unfinished {
    pub message: String,
    pub log: Log<Event>,
    /// A seat's interrupt (undo, save, quit), when that is what stopped the game.
    pub interrupt: Option<Interrupt>,
    pub journal: Option<Box<Journal>>,
}

impl std::fmt::Display for Unfinished {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Plays one whole game among bots.
///
/// # Errors
/// When the table cannot be set, or the game stops before its end (a script failure on a table
/// that stops on them), with the log so far.
pub fn play_game(
    content: &Content,
    seats: &[SeatKind],
    seed: u64,
    options: &MatchOptions,
) -> Result<Played, Unfinished> {
    let deciders = seats.iter().enumerate().map(|(i, k)| k.decider(seed, i as u8)).collect();
    play_with(content, deciders, seed, options, None)
}

/// Plays one game with the given deciders (one per seat), keeping `journal` in step with the
/// log when there is one.
///
/// # Errors
/// As [`play_game`]; an interrupted game (a seat that wants to undo, save or quit) is
/// [`Unfinished`] too, with the interrupt.
pub fn play_with<'c>(
    content: &'c Content,
    deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
    seed: u64,
    options: &MatchOptions,
    journal: Option<Journal>,
) -> Result<Played, Unfinished> {
    let unfinished = |message: String| Unfinished { message, log: Log::default(), interrupt: None, journal: None };
    let state = new_game(content, deciders.len(), seed).map_err(|e| unfinished(e.to_string()))?;
    super::script::tally::take();
    let mut m = Match::new(content, state, deciders, options);
    m.journal = journal;
    let result = m.run();
    m.sync_journal();
    let outcome = match result {
        Ok(o) => o,
        Err(stop) => {
            let (message, interrupt) = match stop {
                Stop::BadDecision(why) | Stop::ScriptFailed(why) => (format!("game stopped: {why}"), None),
                Stop::Interrupted(Interrupt::Failed(why)) => (format!("game stopped: {why}"), None),
                Stop::Interrupted(i) => (format!("game interrupted: {i:?}"), Some(i)),
                other => (format!("game stopped: {other:?}"), None),
            };
            return Err(Unfinished {
                message,
                log: std::mem::take(&mut m.log),
                interrupt,
                journal: m.journal.take().map(Box::new),
            });
        }
    };
    let power = (0..m.seats()).map(|i| m.power(Seat(i as u8))).collect();
    let cards = super::stats::gather(m.log.entries(), &super::script::tally::take());
    Ok(Played {
        outcome,
        rounds: m.state.clock.round,
        power,
        log: std::mem::take(&mut m.log),
        cards,
        journal: m.journal.take(),
    })
}

/// Each seat's answers in a log, in order: what a save keeps and a replay gives back.
pub fn answers_of(log: &[Event], seats: usize) -> Vec<Vec<usize>> {
    let mut answers = vec![Vec::new(); seats];
    for e in log {
        if let Event::Chose { seat, index, .. } = e
            && let Some(a) = answers.get_mut(seat.index())
        {
            a.push(*index);
        }
    }
    answers
}
