//! The rules of King of Chicago, run as a match: the state, the seats' deciders and the log.
//! Each submodule holds one part of the rulebook and cites its sections.

pub mod actions;
pub mod auction;
pub mod movement;
pub mod police;
pub mod power;
pub mod round;
pub mod setup;
pub mod shootout;
pub mod trade;

use super::KingOfChicago;
use super::choice::Choice;
use super::content::Content;
use super::event::{Event, Why};
use super::state::State;
use super::view::{Revealed, View};
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::log::Log;
use crate::engine::seat::Seat;

/// Why a match stopped running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// A player reached the target: the game is over.
    Won(Seat),
    /// The round cap decided the game (not a rule: a simulation limit).
    Capped(Option<Seat>),
    /// A seat did not answer.
    Interrupted(Interrupt),
    /// A decider answered with an option that does not exist.
    BadDecision(String),
}

pub type Flow<T = ()> = Result<T, Stop>;

/// Options of a match that are not rules.
#[derive(Clone, Debug)]
pub struct MatchOptions {
    /// Stop after this many game rounds (overrides the content's `round_cap` when set).
    pub round_cap: Option<u32>,
}

/// A game in progress.
pub struct Match<'c> {
    pub content: &'c Content,
    pub state: State,
    pub log: Log<Event>,
    deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
    pub(crate) revealed: Option<Revealed>,
    round_cap: u32,
}

impl<'c> Match<'c> {
    /// A match from a state (fresh from [`setup::new_game`] or loaded).
    pub fn new(
        content: &'c Content,
        state: State,
        deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
        options: &MatchOptions,
    ) -> Match<'c> {
        Match {
            content,
            state,
            log: Log::default(),
            deciders,
            revealed: None,
            round_cap: options.round_cap.unwrap_or(content.rules.round_cap),
        }
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    pub fn emit(&mut self, e: Event) {
        self.log.push(e);
    }

    /// Rolls one die for `seat` and logs it (fixed dice first, when a scenario set them).
    pub fn roll(&mut self, seat: Option<Seat>, why: Why) -> u8 {
        let sides = self.content.rules.die_sides;
        let face = self.state.dice.roll(&mut self.state.rng, sides);
        self.emit(Event::Roll { seat, why, face });
        face
    }

    /// Asks `seat` to pick one of `options` through its decider; a single option is taken
    /// without asking.
    ///
    /// # Errors
    /// The seat's interrupt, or a bad answer.
    pub fn ask(&mut self, seat: Seat, prompt: &'static str, options: Vec<Choice>) -> Flow<Choice> {
        if options.len() == 1 {
            return Ok(options[0]);
        }
        if options.is_empty() {
            return Err(Stop::BadDecision(format!("no option for `{prompt}`")));
        }
        let request = Request {
            seat,
            prompt,
            options,
        };
        let view = View::new(&self.state, self.content, seat, self.revealed.as_ref());
        let decider = self
            .deciders
            .get_mut(seat.index())
            .ok_or_else(|| Stop::BadDecision(format!("no decider for seat {seat}")))?;
        let index = decider.decide(&view, &request).map_err(Stop::Interrupted)?;
        let Some(&choice) = request.options.get(index) else {
            return Err(Stop::BadDecision(format!(
                "seat {seat} picked option {index} of {} for `{prompt}`",
                request.options.len()
            )));
        };
        self.emit(Event::Chose {
            seat,
            prompt,
            index,
            choice,
        });
        Ok(choice)
    }

    /// Seats in turn order from the round's first player.
    pub fn order(&self) -> Vec<Seat> {
        let n = self.seats();
        (0..n).map(|i| self.state.clock.first.left(i, n)).collect()
    }

    /// Names of the deciders, by seat.
    pub fn decider_names(&self) -> Vec<String> {
        self.deciders.iter().map(|d| d.name().to_string()).collect()
    }

    /// Plays the match to its end.
    ///
    /// # Errors
    /// A [`Stop`] other than a win or the cap (an interrupt or a bad decision).
    pub fn run(&mut self) -> Flow<Outcome> {
        match round::play(self) {
            Ok(()) => unreachable_outcome(),
            Err(Stop::Won(seat)) => Ok(Outcome {
                winner: Some(seat),
                capped: false,
            }),
            Err(Stop::Capped(leader)) => Ok(Outcome {
                winner: leader,
                capped: true,
            }),
            Err(other) => Err(other),
        }
    }
}

/// `round::play` only returns by a stop; an `Ok` would be a bug, reported as a capped draw.
fn unreachable_outcome() -> Flow<Outcome> {
    Ok(Outcome {
        winner: None,
        capped: true,
    })
}

/// How a finished match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: a draw at the round cap.
    pub winner: Option<Seat>,
    /// The round cap, not the target, decided the game.
    pub capped: bool,
}
