//! The rules of King of Chicago, run as a match: the state, the seats' deciders and the log.
//! Each submodule holds one part of the rulebook and cites its sections.

pub mod actions;
pub mod auction;
pub mod cards;
pub mod deals;
pub mod effects;
pub mod events;
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
use super::script::{self, CardScripts};
use super::state::State;
use super::view::View;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::log::Log;
use crate::engine::seat::Seat;
use std::borrow::Cow;
use std::rc::Rc;

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
    /// A card script failed and the table's setting stops the game on script errors.
    ScriptFailed(String),
    /// In checking mode: an invariant of the game broke (a bug in the rules or a card).
    Broken(String),
}

pub type Flow<T = ()> = Result<T, Stop>;

/// Options of a match that are not rules.
#[derive(Clone, Debug, Default)]
pub struct MatchOptions {
    /// Stop after this many game rounds (overrides the content's `round_cap` when set).
    pub round_cap: Option<u32>,
    /// What a failing card script does to the game.
    pub on_script_error: cards::OnScriptError,
    /// Check the game's invariants after every player turn, police turn and trade round.
    pub check_invariants: bool,
}

/// A game in progress.
pub struct Match<'c> {
    pub content: &'c Content,
    pub state: State,
    pub log: Log<Event>,
    deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
    /// The income being collected, while gangsters add to it.
    pub(crate) income: Option<effects::IncomeTally>,
    /// What happens to the casualty being decided, while cards act on it.
    pub(crate) casualty: Option<effects::CasualtyFate>,
    /// A police action or Election Day cancelled by a response card.
    pub(crate) cancelled: bool,
    pub(crate) scripts: Rc<CardScripts>,
    pub(crate) on_script_error: cards::OnScriptError,
    check_invariants: bool,
    round_cap: u32,
    /// The log file kept in step with `log` as the game goes (`run --log`, `play`).
    pub journal: Option<crate::engine::journal::Journal>,
}

impl<'c> Match<'c> {
    /// A match from a state (fresh from [`setup::new_game`] or loaded).
    pub fn new(
        content: &'c Content,
        state: State,
        deciders: Vec<Box<dyn Decider<KingOfChicago> + 'c>>,
        options: &MatchOptions,
    ) -> Match<'c> {
        // The content was checked at load, scripts included; content built by hand whose
        // scripts do not compile plays without card abilities.
        let scripts = script::for_content(content).unwrap_or_else(|_| Rc::new(CardScripts::none(content)));
        Match {
            content,
            state,
            log: Log::default(),
            deciders,
            income: None,
            casualty: None,
            cancelled: false,
            scripts,
            on_script_error: options.on_script_error,
            check_invariants: options.check_invariants,
            round_cap: options.round_cap.unwrap_or(content.rules.round_cap),
            journal: None,
        }
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    pub fn emit(&mut self, e: Event) {
        for (card, hook, err) in cards::take_failed_queries() {
            self.log.push(Event::ScriptFailed { card, hook, file: err.file, line: err.line, message: err.message });
        }
        self.log.push(e);
        if let Some(j) = &mut self.journal {
            j.sync(&mut self.log);
        }
    }

    /// Brings the journal in step with the log (after a failed hook's lines were undone).
    pub fn sync_journal(&mut self) {
        if let Some(j) = &mut self.journal {
            j.sync(&mut self.log);
        }
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
    pub fn ask(&mut self, seat: Seat, prompt: impl Into<Cow<'static, str>>, options: Vec<Choice>) -> Flow<Choice> {
        let prompt = prompt.into();
        if options.len() == 1 {
            return Ok(options[0]);
        }
        if options.is_empty() {
            return Err(Stop::BadDecision(format!("no option for `{prompt}`")));
        }
        let request = Request { seat, prompt, options };
        let view =
            View::new(&self.state, self.content, &self.scripts, seat, self.state.fight.as_ref(), self.log.entries());
        let decider = self
            .deciders
            .get_mut(seat.index())
            .ok_or_else(|| Stop::BadDecision(format!("no decider for seat {seat}")))?;
        // What a decider's exploring does not count as a card at work in the game.
        let index = super::script::tally::deciding(|| decider.decide(&view, &request)).map_err(Stop::Interrupted)?;
        let Some(&choice) = request.options.get(index) else {
            return Err(Stop::BadDecision(format!(
                "seat {seat} picked option {index} of {} for `{}`",
                request.options.len(),
                request.prompt
            )));
        };
        self.emit(Event::Chose { seat, prompt: request.prompt, index, choice });
        Ok(choice)
    }

    /// Seats in turn order from the round's first player.
    pub fn order(&self) -> Vec<Seat> {
        let n = self.seats();
        (0..n).map(|i| self.state.clock.first.left(i, n)).collect()
    }

    /// In checking mode, stops the game at the first broken invariant.
    pub fn check_invariants(&self) -> Flow {
        if !self.check_invariants {
            return Ok(());
        }
        super::invariants::check(self.content, &self.scripts, &self.state).map_err(Stop::Broken)
    }

    /// Plays the match to its end.
    ///
    /// # Errors
    /// A [`Stop`] other than a win or the cap (an interrupt, a bad decision, a script failure
    /// when the table stops on them).
    pub fn run(&mut self) -> Flow<Outcome> {
        match round::play(self) {
            Ok(()) => Ok(Outcome { winner: None, capped: true }),
            Err(Stop::Won(seat)) => Ok(Outcome { winner: Some(seat), capped: false }),
            Err(Stop::Capped(leader)) => Ok(Outcome { winner: leader, capped: true }),
            Err(other) => Err(other),
        }
    }
}

/// How a finished match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: a draw at the round cap.
    pub winner: Option<Seat>,
    /// The round cap, not the target, decided the game.
    pub capped: bool,
}
