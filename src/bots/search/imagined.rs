//! One imagined game of a search: a position the searching seat cannot tell from the real one,
//! the turn so far played again from its logged answers, the option being tried, then every
//! seat by the playout policy until the game ends or the horizon is reached.

use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::dice::Chance;
use crate::engine::game::Game;
use crate::engine::options::Options;
use crate::engine::seat::Seat;
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// One imagined world, as drawn before any option is tried: the position the turn began from,
/// determinized for the searching seat, with the dice to come drawn again, each seat's answers
/// logged since the turn began, and the seed of the seats' bots. A paired round plays the same
/// world once for each option, so it is drawn once and copied.
pub struct World<G: Game> {
    pub state: G::State,
    pub fresh: Chance<G::Fixed>,
    pub answers: Vec<VecDeque<usize>>,
    pub seed: u64,
}

// By hand: a derived `Clone` would ask the game type itself to be `Clone`.
impl<G: Game> Clone for World<G> {
    fn clone(&self) -> Self {
        World { state: self.state.clone(), fresh: self.fresh.clone(), answers: self.answers.clone(), seed: self.seed }
    }
}

/// Where an imagined game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The turn so far, played again.
    Replaying,
    /// Past the searched decision: the playout.
    Playing,
}

/// What the seats of one imagined game share.
pub struct Imagining<G: Game> {
    pub me: Seat,
    /// Each seat's answers logged since the turn began, still to give.
    pub answers: Vec<VecDeque<usize>>,
    /// The question being searched, as it was put to the seat.
    pub prompt: Cow<'static, str>,
    pub options: Options<G::Choice>,
    /// The option tried in this game.
    pub pick: usize,
    /// The dice to come, drawn again, put in once the question is answered.
    pub fresh: Option<Chance<G::Fixed>>,
    pub stage: Stage,
    /// Turns begun since the searched decision.
    pub turns: usize,
    /// The playout stops once this many turns have begun.
    pub horizon: usize,
    /// The imagined game did not come back to the same question: it tells nothing.
    pub rejected: bool,
}

/// One seat of an imagined game.
pub struct Imagined<G: Game> {
    pub shared: Rc<RefCell<Imagining<G>>>,
    pub policy: Box<dyn Decider<G>>,
}

impl<G: Game> Decider<G> for Imagined<G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        {
            let mut sh = self.shared.borrow_mut();
            let stop = |sh: &mut Imagining<G>| {
                sh.rejected = true;
                Err(Interrupt::Failed("the imagined game went another way".into()))
            };
            match sh.stage {
                Stage::Replaying => {
                    if let Some(a) = sh.answers.get_mut(request.seat.index()).and_then(VecDeque::pop_front) {
                        return if a < request.options.len() { Ok(a) } else { stop(&mut sh) };
                    }
                    if request.seat == sh.me {
                        if request.prompt != sh.prompt || !same_options(&request.options, &sh.options) {
                            return stop(&mut sh);
                        }
                        sh.stage = Stage::Playing;
                        return Ok(sh.pick);
                    }
                }
                Stage::Playing if sh.turns >= sh.horizon => return Err(Interrupt::Quit),
                Stage::Playing => {}
            }
        }
        self.policy.decide(view, request)
    }

    fn name(&self) -> &str {
        "imagined"
    }

    crate::engine::decision::inner_random_stream!(policy);

    fn fresh_chance(&mut self) -> Option<Chance<G::Fixed>> {
        let mut sh = self.shared.borrow_mut();
        if sh.stage == Stage::Playing { sh.fresh.take() } else { None }
    }
}

/// Whether two questions offer the same options.
pub fn same_options<C: PartialEq>(a: &Options<C>, b: &Options<C>) -> bool {
    let run = |o: &Options<C>| o.amounts().map(|r| (r.first(), r.last(), r.step()));
    a.len() == b.len() && a.listed() == b.listed() && run(a) == run(b)
}
