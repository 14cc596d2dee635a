//! Setting a table of seats and playing a whole game: what `run`, `simulate` and the tests share.

use super::KingOfChicago;
use super::bots::greedy::GreedyBot;
use super::content::Content;
use super::event::Event;
use super::rules::setup::new_game;
use super::rules::{Match, MatchOptions, Outcome, Stop};
use crate::bots::random::RandomBot;
use crate::engine::decision::Decider;
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
#[derive(Clone, Debug)]
pub struct Played {
    pub outcome: Outcome,
    pub log: Log<Event>,
    /// Game rounds played (the last one maybe unfinished).
    pub rounds: u32,
    /// Final power points by seat.
    pub power: Vec<i64>,
    /// What each card did: drawn, bought, played, at work, and who held it.
    pub cards: super::stats::CardStats,
}

/// A game that stopped before its end (a script failed on a table that stops on script
/// errors), with its log so far.
#[derive(Debug)]
pub struct Unfinished {
    pub message: String,
    pub log: Log<Event>,
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
    let state =
        new_game(content, seats.len(), seed).map_err(|e| Unfinished { message: e.to_string(), log: Log::default() })?;
    super::script::tally::take();
    let deciders = seats.iter().enumerate().map(|(i, k)| k.decider(seed, i as u8)).collect();
    let mut m = Match::new(content, state, deciders, options);
    let outcome = match m.run() {
        Ok(o) => o,
        Err(stop) => {
            let message = match stop {
                Stop::BadDecision(why) | Stop::ScriptFailed(why) => format!("game stopped: {why}"),
                other => format!("game stopped: {other:?}"),
            };
            return Err(Unfinished { message, log: std::mem::take(&mut m.log) });
        }
    };
    let power = (0..seats.len()).map(|i| m.power(Seat(i as u8))).collect();
    let cards = super::stats::gather(m.log.entries(), &super::script::tally::take());
    Ok(Played { outcome, rounds: m.state.clock.round, power, log: std::mem::take(&mut m.log), cards })
}
