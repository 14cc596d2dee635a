//! A game in progress, for any game: the position, one decider per seat, the log, and the
//! asking, logging and stopping every game's rules go through.

use super::coverage::{self, Coverage};
use super::decision::{Decider, Interrupt, NoMoreAnswers, Request};
use super::game::{Game, LogEntry, turn_start};
use super::journal::Journal;
use super::log::Log;
use super::log::{Chose, Logged, ScriptFailed};
use super::options::Options;
use super::script::{failures, tally, work};
use super::seat::Seat;
use std::borrow::Cow;

/// Why a match stopped running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// A seat won: the game is over.
    Won(Seat),
    /// The cap on the game's length decided it, or a turn put more than [`MAX_ASKED_PER_TURN`]
    /// questions (not a rule: a simulation limit); the seat leading then, if any.
    Capped(Option<Seat>),
    /// A seat did not answer.
    Interrupted(Interrupt),
    /// A decider answered with an option that does not exist.
    BadDecision(String),
    /// A card script failed and the table's setting stops the game on script errors.
    ScriptFailed(String),
    /// The rules cannot go on: in checking mode, an invariant of the game broke (a bug in the
    /// rules or a card); in any mode, a change of money that checked arithmetic refuses
    /// (`money`) or an effect a game's rules find impossible.
    Broken(String),
}

pub type Flow<T = ()> = Result<T, Stop>;

/// What a failing card script does to the game (a table's setting; the default goes on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnScriptError {
    /// The card does nothing this time; the failure is logged and the game goes on.
    #[default]
    GoOn,
    /// The game stops cleanly, its log kept.
    Stop,
}

/// Options of a match that are not rules.
#[derive(Clone, Debug, Default)]
pub struct MatchOptions {
    /// Stop after this many rounds of the game (overrides the content's own cap when set).
    pub round_cap: Option<u32>,
    /// What a failing card script does to the game.
    pub on_script_error: OnScriptError,
    /// Check the game's invariants wherever its rules call [`Match::check_invariants`].
    pub check_invariants: bool,
    /// Count what each seat could use and did ([`Coverage`]): what `simulate` reports.
    pub coverage: bool,
}

/// How a finished match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: a draw at the round cap.
    pub winner: Option<Seat>,
    /// The round cap, not the game's own end, decided the game.
    pub capped: bool,
}

/// A game in progress.
pub struct Match<'c, G: Game> {
    pub content: &'c G::Content,
    pub state: G::State,
    pub log: Log<LogEntry<G>>,
    /// What the game's rules keep beside the position while the match runs.
    pub x: G::Scratch,
    deciders: Vec<Box<dyn Decider<G> + 'c>>,
    pub options: MatchOptions,
    /// The log file kept in step with `log` as the game goes (`run --log`, `play`).
    pub journal: Option<Journal>,
    /// When kept, the position just before each logged event, by the event's index (the
    /// replay viewer draws the game from them).
    pub states: Option<Vec<G::State>>,
    /// Called after each event is logged, with the match as it stands then (a scenario
    /// keeping the state at the steps its file names).
    watch: Option<Watch<'c, G>>,
    /// The position just before the current turn's first event, and that event's index, kept
    /// when a seat searches (it imagines the turn again from there).
    turn: Option<(usize, G::State)>,
    keep_turn: bool,
    /// Effects the card scripts asked for since the current turn began (bounded by
    /// [`crate::engine::script::lend::MAX_EFFECTS_PER_TURN`]).
    pub(crate) effects_this_turn: usize,
    /// Questions put since the current turn began (bounded by [`MAX_ASKED_PER_TURN`]).
    asked_this_turn: usize,
    /// What each seat could use and did, when [`MatchOptions::coverage`] asks for it.
    pub coverage: Option<Coverage>,
    /// Whether the question being put comes from a card's script ([`Match::ask_for_card`]).
    card_question: bool,
}

/// How many questions one turn may put before the game is cut there, as the cap on its length
/// cuts it (a simulation limit, not a rule): a turn whose choices can go round for ever (a
/// card that gives back more actions than it costs, drawn again and again from a deck rebuilt
/// of it alone) would otherwise never end under a bot that keeps choosing it. A real turn puts
/// a few dozen.
pub const MAX_ASKED_PER_TURN: usize = 100_000;

/// What [`Match::watch`] calls after each event is logged.
pub type Watch<'c, G> = Box<dyn FnMut(&Match<'c, G>) + 'c>;

impl<'c, G: Game> Match<'c, G> {
    /// A match from a state (fresh from [`Game::new_game`] or built by a scenario).
    pub fn new(
        content: &'c G::Content,
        state: G::State,
        deciders: Vec<Box<dyn Decider<G> + 'c>>,
        options: &MatchOptions,
    ) -> Match<'c, G> {
        Self::with_scratch(content, state, deciders, options, G::scratch(content))
    }

    /// A match imagined from this one (a search's): as [`Match::new`], its scratch sharing
    /// what this one's holds for the whole content ([`Game::scratch_beside`]).
    pub fn imagined(
        &self,
        state: G::State,
        deciders: Vec<Box<dyn Decider<G> + 'c>>,
        options: &MatchOptions,
    ) -> Match<'c, G> {
        Self::with_scratch(self.content, state, deciders, options, G::scratch_beside(self.content, &self.x))
    }

    fn with_scratch(
        content: &'c G::Content,
        state: G::State,
        deciders: Vec<Box<dyn Decider<G> + 'c>>,
        options: &MatchOptions,
        x: G::Scratch,
    ) -> Match<'c, G> {
        let keep_turn = deciders.iter().any(|d| d.searches());
        Match {
            content,
            state,
            log: Log::default(),
            x,
            deciders,
            options: options.clone(),
            journal: None,
            states: None,
            watch: None,
            turn: None,
            keep_turn,
            effects_this_turn: 0,
            asked_this_turn: 0,
            coverage: options.coverage.then(Coverage::default),
            card_question: false,
        }
    }

    /// Whether the question being put comes from a card's script (its `choose`): a question
    /// no rule of the game asks, which only the card's own text explains.
    pub fn asked_for_card(&self) -> bool {
        self.card_question
    }

    /// Asks as [`Match::ask`] does, for a card's script.
    ///
    /// # Errors
    /// As [`Match::ask`].
    pub fn ask_for_card(
        &mut self,
        seat: Seat,
        prompt: impl Into<Cow<'static, str>>,
        options: impl Into<Options<G::Choice>>,
    ) -> Flow<G::Choice> {
        let outer = std::mem::replace(&mut self.card_question, true);
        let answer = self.ask(seat, prompt, options);
        self.card_question = outer;
        answer
    }

    /// The position just before the current turn began (its first event at the index given),
    /// when a seat of the match searches; `None` otherwise, or before the first turn.
    pub fn turn_start(&self) -> Option<(usize, &G::State)> {
        self.turn.as_ref().filter(|t| t.0 <= self.log.len()).map(|(i, s)| (*i, s))
    }

    /// Replaces the position and the one the turn began from by what `hide` makes of each (a
    /// test drawing again what is hidden from a seat); gives back the real ones, for
    /// [`Match::put_back`].
    pub fn hide_from(&mut self, mut hide: impl FnMut(&G::State) -> G::State) -> (G::State, Option<G::State>) {
        let hidden = hide(&self.state);
        let state = std::mem::replace(&mut self.state, hidden);
        let turn = self.turn.as_mut().map(|t| {
            let hidden = hide(&t.1);
            std::mem::replace(&mut t.1, hidden)
        });
        (state, turn)
    }

    /// Puts back the positions [`Match::hide_from`] gave.
    pub fn put_back(&mut self, (state, turn): (G::State, Option<G::State>)) {
        self.state = state;
        if let (Some(t), Some(real)) = (self.turn.as_mut(), turn) {
            t.1 = real;
        }
    }

    /// Calls `watch` after each event is logged from now on, with the match as it stands then.
    pub fn watch(&mut self, watch: Watch<'c, G>) {
        self.watch = Some(watch);
    }

    /// Seat `seat`'s own random stream as it stands ([`Decider::randomness`]).
    pub fn seat_randomness(&self, seat: Seat) -> Option<crate::engine::rng::Rng> {
        self.deciders.get(seat.index()).and_then(|d| d.randomness())
    }

    /// Puts back seat `seat`'s random stream ([`Decider::rewind`]).
    pub(crate) fn rewind_seat(&mut self, seat: Seat, kept: crate::engine::rng::Rng) {
        if let Some(d) = self.deciders.get_mut(seat.index()) {
            d.rewind(kept);
        }
    }

    /// How many seats the table has.
    pub fn seat_count(&self) -> usize {
        self.deciders.len()
    }

    /// Logs an event (after any query script failures still waiting to be logged).
    pub fn emit(&mut self, e: G::Event) {
        self.log_entry(Logged::Game(e));
    }

    /// Logs an entry of the engine's or the game's (after any query script failures still
    /// waiting to be logged).
    pub(crate) fn log_entry(&mut self, e: LogEntry<G>) {
        for f in failures::take() {
            self.log_one(script_failed::<G>(f.card, f.hook, f.error));
        }
        self.log_one(e);
        self.sync_journal();
    }

    fn log_one(&mut self, e: LogEntry<G>) {
        if turn_start::<G>(&e) {
            self.effects_this_turn = 0;
            self.asked_this_turn = 0;
            if self.keep_turn {
                self.turn = Some((self.log.len(), self.state.clone()));
            }
        }
        if let Some(states) = &mut self.states {
            // Events undone by a failed hook took their positions with them.
            states.truncate(self.log.len());
            states.push(self.state.clone());
        }
        self.log.push(e);
        if let Some(mut watch) = self.watch.take() {
            watch(self);
            self.watch = Some(watch);
        }
    }

    /// Logs several events, in order.
    pub fn emit_all(&mut self, events: impl IntoIterator<Item = G::Event>) {
        for e in events {
            self.emit(e);
        }
    }

    /// Brings the journal in step with the log (after a failed hook's lines were undone).
    pub fn sync_journal(&mut self) {
        if let Some(j) = &mut self.journal {
            j.sync(&mut self.log);
        }
    }

    /// Asks `seat` to pick one of `options` (a list, or a list then a run of amounts: see
    /// [`Options`]) through its decider; a single option is taken without asking.
    ///
    /// # Errors
    /// The seat's interrupt, or a bad answer.
    pub fn ask(
        &mut self,
        seat: Seat,
        prompt: impl Into<Cow<'static, str>>,
        options: impl Into<Options<G::Choice>>,
    ) -> Flow<G::Choice> {
        let prompt = prompt.into();
        let options = options.into();
        self.asked_this_turn += 1;
        if self.asked_this_turn > MAX_ASKED_PER_TURN {
            return Err(Stop::Capped(None));
        }
        if options.len() == 1
            && let Some(only) = options.get(0)
        {
            return Ok(only);
        }
        if options.is_empty() {
            return Err(Stop::BadDecision(format!("no option for `{prompt}`")));
        }
        let request = Request { seat, prompt, options };
        let Some(slot) = self.deciders.get_mut(seat.index()) else {
            return Err(Stop::BadDecision(format!("no decider for seat {seat}")));
        };
        // The view borrows the whole match, so the decider steps out of it while it decides
        // (a box of a zero-sized stand-in allocates nothing).
        let mut decider = std::mem::replace(slot, Box::new(NoMoreAnswers));
        // From the match: a search bot imagines from it, a table in the browser draws the
        // seat's board from it; every other decider decides from the seat's view (the default).
        let answer = tally::deciding(|| work::aside(|| decider.search(self, &request)));
        if let Some(chance) = decider.fresh_chance() {
            *G::chance_mut(&mut self.state) = chance;
        }
        self.deciders[seat.index()] = decider;
        let index = answer.map_err(Stop::Interrupted)?;
        let Some(choice) = request.options.get(index) else {
            return Err(Stop::BadDecision(format!(
                "seat {seat} picked option {index} of {} for `{}`",
                request.options.len(),
                request.prompt
            )));
        };
        if self.coverage.is_some() {
            self.count_coverage(&request, index);
        }
        let Request { seat, prompt, .. } = request;
        self.log_entry(Logged::Chose(Chose { seat, prompt, index, choice: choice.clone() }));
        Ok(choice)
    }

    /// The card each option of `request` puts at stake ([`Game::option_card`]): one entry per
    /// listed option, then one for a run of amounts (its first amount standing for the run).
    pub fn option_cards(&self, request: &Request<G::Choice>) -> Vec<Option<usize>> {
        let listed = request.options.listed();
        let (seat, prompt) = (request.seat, request.prompt.as_ref());
        let mut cards: Vec<Option<usize>> = listed.iter().map(|c| G::option_card(self, seat, prompt, c)).collect();
        if let Some(first) = request.options.amounts().and_then(|_| request.options.get(listed.len())) {
            cards.push(G::option_card(self, seat, prompt, &first));
        }
        cards
    }

    /// Counts a question and its answer into the coverage: the cards at stake in its listed
    /// options, the kinds of option (a run of amounts counts as one kind), and what was taken.
    fn count_coverage(&mut self, request: &Request<G::Choice>, index: usize) {
        let prompt = request.prompt.as_ref();
        let cards = self.option_cards(request);
        let mut kinds: Vec<String> =
            request.options.listed().iter().map(|c| format!("{prompt}/{}", coverage::variant(c))).collect();
        if request.options.amounts().is_some() {
            kinds.push(format!("{prompt}/amount"));
        }
        let chosen = index.min(kinds.len().saturating_sub(1));
        if let Some(c) = &mut self.coverage {
            c.count(request.seat, &cards, &kinds, chosen);
        }
    }

    /// Whether the seat's decider proposes deals when the rules let it (a person does).
    pub fn proposes_deals(&self, seat: Seat) -> bool {
        self.deciders.get(seat.index()).is_some_and(|d| d.proposes_deals())
    }

    /// In checking mode, stops the game at the first broken invariant.
    ///
    /// # Errors
    /// [`Stop::Broken`] with what broke.
    pub fn check_invariants(&self) -> Flow {
        if !self.options.check_invariants {
            return Ok(());
        }
        G::invariants(self).map_err(Stop::Broken)
    }

    /// Plays the match to its end.
    ///
    /// # Errors
    /// A [`Stop`] other than a win or the cap (an interrupt, a bad decision, a script failure
    /// when the table stops on them).
    pub fn run(&mut self) -> Flow<Outcome> {
        match G::play(self) {
            Ok(o) => Ok(o),
            Err(Stop::Won(seat)) => Ok(Outcome { winner: Some(seat), capped: false }),
            Err(Stop::Capped(leader)) => Ok(Outcome { winner: leader, capped: true }),
            Err(other) => Err(other),
        }
    }
}

/// The entry that logs a card script that failed (the card by the number the script host knows
/// it by, in the game's form).
pub(crate) fn script_failed<G: Game>(card: usize, hook: &'static str, e: super::script::ScriptError) -> LogEntry<G> {
    Logged::ScriptFailed(ScriptFailed {
        card: G::CardKey::from(card),
        hook,
        file: e.file,
        line: e.line,
        message: e.message,
    })
}
