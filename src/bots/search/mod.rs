//! The `search` bot, for any game: information-set Monte Carlo tree search.
//!
//! Each iteration imagines the rest of the game from a position the seat cannot tell from the
//! real one ([`Game::determinize`] for its seat: what is hidden from it drawn again), tries one
//! of its options there and plays on; the options are picked by UCB1 over the iterations, and
//! the one tried most is answered.
//!
//! A game's rules are a loop that asks as it goes, so a position can be entered only at the top
//! of a turn: an imagined game starts from the position just before the current turn began
//! ([`Match::turn_start`]), determinized as what the seat has seen since allows
//! ([`Game::determinize_turn`]), and plays the turn so far again from the answers
//! logged since (with the dice of the turn as they fell, seen by everyone), until the seat is
//! asked the same question with the same options; an imagined game that goes another way is
//! dropped. From the answer on, the dice to come are drawn again, and every seat (the searching
//! one too) plays by the playout policy, the game's own first bot (else `random`), until the
//! game ends or `HORIZON_TURNS` turns a seat have begun (the balance seat's paired search: as
//! far as the game's [`BalanceStyle::horizon_turns`]); then the seat scores 1 for a win, 0
//! for a loss, and otherwise as the game measures how it stands ([`Game::standing`]: by
//! default, how its score stands against the best other seat's).
//!
//! The other seats play by the policy, not in the tree: a seat's tree would have them decide
//! from what the imagined position hides from them, and the policy is what the tables we
//! measure against play. The tree is one level deep: the seat's later decisions are the
//! policy's.

pub mod budget;
mod imagined;
mod paired;

pub use budget::Budget;
use imagined::{Imagined, Imagining, Stage, World};
use paired::paired_candidates;

use crate::bots::random::RandomBot;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::turn_start;
use crate::engine::game::{BalanceStyle, Game};
use crate::engine::play::{Match, MatchOptions, Outcome, Stop};
use crate::engine::rng::Rng;
use crate::engine::script::failures;
use crate::engine::seat::Seat;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::time::Instant;

/// How many turns a seat a playout runs past the searched decision before it is scored.
pub const HORIZON_TURNS: usize = 2;
/// The most options a decision searches (a long run of amounts is sampled evenly).
pub(super) const MOST_OPTIONS: usize = 16;
/// UCB1's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 0.7;

pub struct SearchBot<G: Game> {
    rng: Rng,
    budget: Budget,
    /// Tries every option in the same imagined games, round by round ([`SearchBot::paired`]),
    /// and takes one over the policy's when it is better by this many standard errors.
    paired: Option<f64>,
    /// How many turns a seat an imagined game runs past the searched question.
    horizon_turns: f64,
    _game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Game> SearchBot<G> {
    /// A bot whose decisions are fixed by the game seed, its seat and its budget (in playouts).
    pub fn new(seed: u64, seat: Seat, budget: Budget) -> SearchBot<G> {
        SearchBot {
            rng: Rng::derived(seed, 0x5EA2_C400 + u64::from(seat.0)),
            budget,
            paired: None,
            horizon_turns: HORIZON_TURNS as f64,
            _game: std::marker::PhantomData,
        }
    }

    /// A search that tries every option in the same imagined games: each round draws one
    /// imagined world (what is hidden, the dice to come, the other seats' bots) and plays it on
    /// once with each option still in the running, so options are compared on the same luck,
    /// and the budget goes to the options that still differ from the policy's (`paired.rs`).
    /// It answers the playout policy's own option unless another beats it on the same worlds
    /// by more than luck plausibly would: with a few
    /// dozen playouts, options compared on different luck are told apart by the luck, and a
    /// small budget picks at random among options that are worth the same.
    /// The game's [`BalanceStyle`] says how convinced it must be and how far it imagines.
    pub fn paired(seed: u64, seat: Seat, budget: Budget, style: BalanceStyle) -> SearchBot<G> {
        SearchBot { paired: Some(style.convinced), horizon_turns: style.horizon_turns, ..Self::new(seed, seat, budget) }
    }

    /// The playout policy for one seat: the game's own first bot, else `random`.
    pub(crate) fn policy(seed: u64, seat: Seat) -> Box<dyn Decider<G>> {
        G::bot_kinds()
            .first()
            .and_then(|k| G::bot(k, seed, seat))
            .unwrap_or_else(|| Box::new(RandomBot::new(seed, seat.0)))
    }

    /// The options searched: all of them, or an even sample of a long list, with the policy's.
    fn candidates(len: usize, policy: usize) -> Vec<usize> {
        let mut c: Vec<usize> = if len <= MOST_OPTIONS {
            (0..len).collect()
        } else {
            (0..MOST_OPTIONS).map(|i| i * (len - 1) / (MOST_OPTIONS - 1)).collect()
        };
        if !c.contains(&policy) {
            c.push(policy);
        }
        c
    }

    /// One imagined game trying option `pick`: its reward, `None` when it went another way.
    pub(super) fn imagine(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>, pick: usize) -> Option<f64> {
        let world = self.draw_world(m, request)?;
        self.play_world(m, request, world, pick)
    }

    /// Draws an imagined world for the question from the search's stream: the position before
    /// the turn began, determinized for the seat, with the answers logged since and the dice to
    /// come; `None` before the first turn.
    pub(super) fn draw_world(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Option<World<G>> {
        let (start, before) = m.turn_start()?;
        let since = m.log.entries().get(start..).unwrap_or_default();
        let mut state = G::determinize_turn(m.content, before, since, request.seat, &mut self.rng);
        let fresh = std::mem::replace(G::chance_mut(&mut state), G::chance(before).clone());
        let mut answers = vec![VecDeque::new(); m.seat_count()];
        for (seat, index) in since.iter().filter_map(|e| e.answer()) {
            if let Some(a) = answers.get_mut(seat.index()) {
                a.push_back(index);
            }
        }
        Some(World { state, fresh, answers, seed: self.rng.next_u64() })
    }

    /// Plays `world` on with option `pick` answered to the question: its reward, `None` when
    /// it went another way.
    pub(super) fn play_world(
        &self,
        m: &Match<'_, G>,
        request: &Request<G::Choice>,
        world: World<G>,
        pick: usize,
    ) -> Option<f64> {
        let me = request.seat;
        let seats = m.seat_count();
        let World { state: world, fresh, answers, seed } = world;
        let shared = Rc::new(RefCell::new(Imagining::<G> {
            me,
            answers,
            prompt: request.prompt.clone(),
            options: request.options.clone(),
            pick,
            fresh: Some(fresh),
            stage: Stage::Replaying,
            turns: 0,
            horizon: horizon(self.horizon_turns, seats),
            rejected: false,
        }));
        let deciders: Vec<Box<dyn Decider<G>>> = (0..seats)
            .map(|i| {
                let policy = Self::policy(seed, Seat(i as u8));
                Box::new(Imagined { shared: shared.clone(), policy }) as Box<dyn Decider<G>>
            })
            .collect();
        let options = MatchOptions { round_cap: m.options.round_cap, ..MatchOptions::default() };
        let mut sim = m.imagined(world, deciders, &options);
        let watched = shared.clone();
        sim.watch(Box::new(move |s| {
            let mut sh = watched.borrow_mut();
            if sh.stage == Stage::Playing && s.log.entries().last().is_some_and(turn_start::<G>) {
                sh.turns += 1;
            }
        }));
        let result = sim.run();
        {
            let sh = shared.borrow();
            if sh.rejected || sh.stage != Stage::Playing {
                return None;
            }
        }
        match result {
            Ok(Outcome { winner: Some(w), capped: false }) => Some(if w == me { 1.0 } else { 0.0 }),
            Ok(_) | Err(Stop::Interrupted(Interrupt::Quit)) => Some(G::standing(&sim, me)),
            Err(Stop::Won(w)) => Some(if w == me { 1.0 } else { 0.0 }),
            Err(_) => None,
        }
    }
}

/// The turns an imagined game runs past the searched question: `turns_a_seat` over the table,
/// rounded up, and at least one.
fn horizon(turns_a_seat: f64, seats: usize) -> usize {
    // Seats are a handful and a horizon a few turns: the product is small and exact enough.
    ((turns_a_seat * seats as f64).ceil() as usize).max(1)
}

impl<G: Game> Decider<G> for SearchBot<G> {
    /// Given only a view (no match to imagine from), the seat plays as its playout policy.
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        Self::policy(self.rng.next_u64(), request.seat).decide(view, request)
    }

    fn name(&self) -> &str {
        "search"
    }

    crate::engine::decision::own_random_stream!(rng);

    fn searches(&self) -> bool {
        true
    }

    /// A budget in milliseconds gives answers that depend on the machine's speed.
    fn repeatable(&self) -> bool {
        !matches!(self.budget, Budget::Millis(_))
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let view = G::view(m, request.seat);
        let mine = Self::policy(self.rng.next_u64(), request.seat).decide(&view, request)?;
        if m.turn_start().is_none() {
            return Ok(mine);
        }
        if let Some(convinced) = self.paired {
            let candidates = paired_candidates(&request.options, mine);
            return Ok(self.search_paired(m, request, &candidates, mine, convinced));
        }
        let candidates = Self::candidates(request.options.len(), mine);
        let mut stats = vec![(0u32, 0.0f64); candidates.len()];
        // The real game's query failures wait for its log, not for an imagined game's.
        let pending = failures::take();
        let began = Instant::now();
        let (mut played, mut tried) = (0u32, 0u32);
        loop {
            let go_on = match self.budget {
                Budget::Playouts(n) => played < n && tried < n.saturating_mul(4),
                Budget::Millis(ms) => began.elapsed().as_millis() < u128::from(ms),
            };
            if !go_on {
                break;
            }
            let which = ucb(&stats, played);
            tried += 1;
            if let Some(reward) = self.imagine(m, request, candidates[which]) {
                played += 1;
                stats[which].0 += 1;
                stats[which].1 += reward;
            }
        }
        failures::put_back(pending);
        let best = (0..candidates.len())
            .max_by(|&a, &b| {
                let mean = |i: usize| if stats[i].0 == 0 { 0.0 } else { stats[i].1 / f64::from(stats[i].0) };
                stats[a].0.cmp(&stats[b].0).then(mean(a).total_cmp(&mean(b))).then(b.cmp(&a))
            })
            .filter(|&i| stats[i].0 > 0);
        Ok(best.map_or(mine, |i| candidates[i]))
    }
}

/// The option to try next: each once, then by UCB1.
fn ucb(stats: &[(u32, f64)], played: u32) -> usize {
    if let Some(untried) = stats.iter().position(|s| s.0 == 0) {
        return untried;
    }
    let ln = f64::from(played.max(1)).ln();
    let value = |s: &(u32, f64)| s.1 / f64::from(s.0) + EXPLORATION * (ln / f64::from(s.0)).sqrt();
    (0..stats.len()).max_by(|&a, &b| value(&stats[a]).total_cmp(&value(&stats[b])).then(b.cmp(&a))).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::horizon;

    #[test]
    fn a_horizon_in_turns_a_seat_is_rounded_up_over_the_table() {
        assert_eq!(horizon(2.0, 4), 8);
        assert_eq!(horizon(1.5, 4), 6);
        assert_eq!(horizon(1.5, 3), 5);
        assert_eq!(horizon(1.0, 2), 2);
        assert_eq!(horizon(0.1, 2), 1);
    }
}
