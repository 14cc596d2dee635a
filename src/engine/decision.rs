//! The one decision interface every seat goes through.
//!
//! The rules and the card scripts never pick for a seat: they build a [`Request`] with the legal
//! options and ask that seat's [`Decider`] through the match ([`Decider::search`]). Bots, the
//! terminal, the browser's table, replays and scenario files are all deciders; most decide from
//! the seat's own view of the game alone. A decider that [`searches`](Decider::searches) reads
//! the position only through [`Game::determinize`] for its seat (the balance seat also asks which
//! of its options put a card at stake, [`Game::option_card`]), and a person's seat at a table in
//! the browser draws that seat's picture and news from the match.

use super::dice::Chance;
use super::game::Game;
use super::options::Options;
use super::play::Match;
use super::rng::Rng;
use super::seat::Seat;
use serde::{Deserialize, Serialize};

/// A question put to one seat: pick one of `options`.
#[derive(Clone, Debug)]
pub struct Request<C> {
    pub seat: Seat,
    /// A stable key naming the question (`"move"`, `"action"`, `"casualty"`...), also the
    /// locale key of its prompt. Card scripts name theirs (`"card:..."`).
    pub prompt: std::borrow::Cow<'static, str>,
    /// Listed one by one, then perhaps a run of amounts ([`Options`]).
    pub options: Options<C>,
}

/// Why a decider did not answer: the game stops where it is (the caller may restore the last
/// turn's snapshot, save, or quit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Interrupt {
    /// The seat wants to go back to the start of the current player turn.
    Undo,
    /// The seat wants to save and stop.
    Save,
    /// The seat left the table.
    Quit,
    /// The decider could not answer (a scripted or replayed decision that does not fit).
    Failed(String),
}

/// Anything that answers requests for a seat.
pub trait Decider<G: Game> {
    /// Picks the index of one of `request.options` (never empty) from what `view` shows.
    ///
    /// # Errors
    /// An [`Interrupt`] when the seat does not answer.
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt>;

    /// A short name for logs and reports (`random`, `greedy`, `human`...).
    fn name(&self) -> &str;

    /// Whether this seat proposes deals to the others when the rules let it (a person at the
    /// table does; most bots only answer the offers they get, though a game's bot may make them).
    fn proposes_deals(&self) -> bool {
        false
    }

    /// Whether this decider decides from the match itself ([`Decider::search`]) rather than
    /// from the seat's view: a search bot, which imagines the rest of the game from positions
    /// [`Game::determinize`] draws, and so cannot read what is hidden from its seat.
    fn searches(&self) -> bool {
        false
    }

    /// Whether the same position always gets the same answer from it: a loaded save asks such
    /// a bot again and checks it agrees with what it answered (a bot thinking for so many
    /// milliseconds does not, and its recorded answers are taken as they are).
    fn repeatable(&self) -> bool {
        true
    }

    /// Picks from the match, which is how the match asks every decider: by default from the
    /// seat's view ([`Decider::decide`]). A decider that [`searches`](Decider::searches) reads
    /// the position only through [`Game::determinize`] for its seat and the answers logged
    /// since the turn began (the balance seat also asks which of its options put a card at
    /// stake, [`Game::option_card`]); a table in the browser draws each person's own picture
    /// of it.
    ///
    /// # Errors
    /// An [`Interrupt`] when the seat does not answer.
    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let view = G::view(m, request.seat);
        self.decide(&view, request)
    }

    /// This decider's own random stream as it stands, when it has one: a card script that asks
    /// the seat and then fails changes nothing, and so takes back the draws the seat's answers
    /// made ([`Decider::rewind`]); a wrapper gives its inner decider's.
    fn randomness(&self) -> Option<Rng> {
        None
    }

    /// Puts back the random stream [`Decider::randomness`] gave.
    fn rewind(&mut self, _kept: Rng) {}

    /// New randomness for the position once this decider has answered (a search bot's
    /// imagined game: the dice of the turn so far were seen, those to come are drawn again).
    fn fresh_chance(&mut self) -> Option<Chance<G::Fixed>> {
        None
    }
}

/// [`Decider::randomness`] and [`Decider::rewind`] for a bot whose random stream is the field
/// named (`own_random_stream!(rng);` inside its `impl Decider`).
macro_rules! own_random_stream {
    ($field:ident) => {
        fn randomness(&self) -> Option<$crate::engine::rng::Rng> {
            Some(self.$field.clone())
        }

        fn rewind(&mut self, kept: $crate::engine::rng::Rng) {
            self.$field = kept;
        }
    };
}
pub(crate) use own_random_stream;

/// How a game's [`Rated`] bot rates an option: from the seat's view, the question and the option.
pub trait Rate<G: Game> {
    fn rate(&self, view: &G::View<'_>, request: &Request<G::Choice>, choice: &G::Choice) -> f64;
}

/// A bot that rates every option with its game's [`Rate`] and answers one rated best, ties
/// broken by its own random stream: a game's one-move-ahead bot is only its rating.
pub struct Rated<R> {
    name: &'static str,
    rng: Rng,
    rate: R,
}

impl<R> Rated<R> {
    /// The bot called `name`, drawing its ties from `rng`.
    pub fn new(name: &'static str, rng: Rng, rate: R) -> Self {
        Rated { name, rng, rate }
    }
}

impl<G: Game, R: Rate<G>> Decider<G> for Rated<R> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let rate = &self.rate;
        Ok(self.rng.best_by(request.options.iter(), |c| rate.rate(view, request, c)))
    }

    fn name(&self) -> &str {
        self.name
    }

    own_random_stream!(rng);
}

/// [`Decider::randomness`] and [`Decider::rewind`] for a wrapper, as the decider in the field
/// named has them (`inner_random_stream!(inner);` inside its `impl Decider`).
macro_rules! inner_random_stream {
    ($field:ident) => {
        fn randomness(&self) -> Option<$crate::engine::rng::Rng> {
            self.$field.randomness()
        }

        fn rewind(&mut self, kept: $crate::engine::rng::Rng) {
            self.$field.rewind(kept);
        }
    };
}
pub(crate) use inner_random_stream;

/// A bot's seat at a table that does a step of its own before each of the bot's searches (the
/// terminal looks for a person's seat gone out of play, the browser draws the board while bots
/// play); everything else is the bot's. An interrupt from the step is the seat's.
pub struct BeforeSearch<'a, G: Game> {
    pub bot: Box<dyn Decider<G> + 'a>,
    pub step: Step<'a, G>,
}

/// What a table does before a bot's search ([`BeforeSearch`]).
pub type Step<'a, G> = Box<dyn FnMut(&Match<'_, G>) -> Result<(), Interrupt> + 'a>;

impl<G: Game> Decider<G> for BeforeSearch<'_, G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.bot.decide(view, request)
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        (self.step)(m)?;
        self.bot.search(m, request)
    }

    fn name(&self) -> &str {
        self.bot.name()
    }

    fn proposes_deals(&self) -> bool {
        self.bot.proposes_deals()
    }

    fn searches(&self) -> bool {
        self.bot.searches()
    }

    fn repeatable(&self) -> bool {
        self.bot.repeatable()
    }

    fn fresh_chance(&mut self) -> Option<Chance<G::Fixed>> {
        self.bot.fresh_chance()
    }

    inner_random_stream!(bot);
}

/// A decider that answers from a list of expected choices, in order: scenario files, tests and
/// replays script a seat this way. An answer must be one of the options offered.
#[derive(Clone, Debug)]
pub struct Scripted<C> {
    answers: std::collections::VecDeque<C>,
    /// When the answers run out: pick the first option (true) or fail (false).
    pub then_first: bool,
}

impl<C> Scripted<C> {
    pub fn new(answers: impl IntoIterator<Item = C>, then_first: bool) -> Self {
        Scripted { answers: answers.into_iter().collect(), then_first }
    }

    /// Answers not used yet.
    pub fn remaining(&self) -> usize {
        self.answers.len()
    }
}

impl<G: Game> Decider<G> for Scripted<G::Choice> {
    fn decide(&mut self, _view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        match self.answers.pop_front() {
            Some(answer) => request.options.position(&answer).ok_or_else(|| {
                Interrupt::Failed(format!(
                    "scripted answer {answer:?} to `{}` is not among the options {:?}",
                    request.prompt, request.options
                ))
            }),
            None if self.then_first => Ok(0),
            None => Err(Interrupt::Failed(format!("no scripted answer left for `{}`", request.prompt))),
        }
    }

    fn name(&self) -> &str {
        "scripted"
    }
}

/// A decider that first gives back answers recorded earlier (a save being loaded, a game being
/// rebuilt after an undo), then hands over to the seat's own decider.
///
/// With `check` set, the seat's own decider is asked anyway while recorded answers last and
/// must agree with them: a bot rebuilds its own state (its random draws) exactly as it was, and
/// a save the bots would no longer play the same way is caught at the first decision that
/// differs.
pub struct Resume<'a, G: Game> {
    inner: Box<dyn Decider<G> + 'a>,
    recorded: std::collections::VecDeque<usize>,
    check: bool,
    /// How many recorded answers this seat has given so far.
    given: usize,
    /// Whether the seat proposes deals, when it is not the inner decider's to say (a replayed
    /// person's seat).
    proposes: Option<bool>,
}

impl<'a, G: Game> Resume<'a, G> {
    pub fn new(inner: Box<dyn Decider<G> + 'a>, recorded: impl IntoIterator<Item = usize>, check: bool) -> Self {
        Resume { inner, recorded: recorded.into_iter().collect(), check, given: 0, proposes: None }
    }

    /// Says whether the seat proposes deals, whatever the inner decider would: a person's seat
    /// replayed from a log did, so it is asked the same questions again.
    pub fn proposing(mut self, proposes: bool) -> Self {
        self.proposes = Some(proposes);
        self
    }
}

impl<'a, G: Game> Resume<'a, G> {
    /// The recorded answer while there is one (checked against the inner decider's, asked
    /// through `ask`), then the inner decider's.
    fn answer(
        &mut self,
        request: &Request<G::Choice>,
        mut ask: impl FnMut(&mut (dyn Decider<G> + 'a)) -> Result<usize, Interrupt>,
    ) -> Result<usize, Interrupt> {
        let Some(answer) = self.recorded.pop_front() else {
            return ask(self.inner.as_mut());
        };
        self.given += 1;
        if self.check {
            let now = ask(self.inner.as_mut())?;
            if now != answer {
                return Err(Interrupt::Failed(format!(
                    "seat {}'s decision {} (`{}`) differs: recorded option {answer}, now option {now}",
                    request.seat, self.given, request.prompt
                )));
            }
        }
        if answer >= request.options.len() {
            return Err(Interrupt::Failed(format!(
                "seat {}'s decision {} (`{}`): recorded option {answer}, but only {} are offered",
                request.seat,
                self.given,
                request.prompt,
                request.options.len()
            )));
        }
        Ok(answer)
    }
}

impl<G: Game> Decider<G> for Resume<'_, G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.answer(request, |inner| inner.decide(view, request))
    }

    fn name(&self) -> &str {
        self.inner.name()
    }

    fn proposes_deals(&self) -> bool {
        self.proposes.unwrap_or_else(|| self.inner.proposes_deals())
    }

    fn searches(&self) -> bool {
        self.inner.searches()
    }

    fn repeatable(&self) -> bool {
        self.inner.repeatable()
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.answer(request, |inner| inner.search(m, request))
    }

    inner_random_stream!(inner);
}

/// A decider with no answers of its own: it fails when asked (a replay whose recorded answers
/// ran out).
pub struct NoMoreAnswers;

impl<G: Game> Decider<G> for NoMoreAnswers {
    fn decide(&mut self, _view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        Err(Interrupt::Failed(format!("no recorded answer left for seat {}'s `{}`", request.seat, request.prompt)))
    }

    fn name(&self) -> &str {
        "replay"
    }
}
