//! The paired search ([`SearchBot::paired`]): options compared on the same imagined worlds.
//!
//! Each round draws one imagined world (what is hidden, the dice to come, the other seats'
//! bots) and plays it on once with each option still in the running, so options are compared
//! on the same luck. A few dozen playouts compared on the same luck tell options apart; spread
//! over different luck they mostly measure the luck.
//!
//! The budget is spent where options differ. After each round an option is dropped once it has
//! come out exactly as the policy's own in every world so far (many questions have options
//! that lead to the same game a few turns on), or, after [`TRAILING_ROUNDS`], once it trails
//! the policy's on average over those worlds; the rounds go on with the rest until the
//! budget is spent or only the policy's option is left. The policy's option is answered
//! unless another beats it by more than the game's
//! [`crate::engine::game::BalanceStyle::convinced`] standard errors ([`better_than_policy`]).

use super::{Budget, MOST_OPTIONS, SearchBot};
use crate::engine::decision::Request;
use crate::engine::game::Game;
use crate::engine::options::Options;
use crate::engine::play::Match;
use crate::engine::rng::Rng;
use crate::engine::script::failures;

/// The rounds an option is played before it may be dropped for trailing the policy's. To be
/// answered an option must beat the policy's by the game's margin, in standard errors, so one
/// behind it after these rounds seldom gets there: dropping it at once, rather than once it
/// trailed by a standard error, cut King of Chicago's verdict time by about 15% and left the
/// seat as strong (64.0% and 65.5% of seeds 201 to 600 and 601 to 1,000 against three greedy
/// seats, against 62.5% and 63.7%), and the other three games as strong, a little faster.
const TRAILING_ROUNDS: usize = 2;

/// The amounts of a run a paired search tries (its ends among them).
const PAIRED_AMOUNTS: usize = 4;

/// One option's rewards, world by world (`None` once it is out of the running).
type Rewards = Vec<Option<f64>>;

impl<G: Game> SearchBot<G> {
    /// [`SearchBot::paired`]'s search over `candidates`, `mine` the policy's own option.
    pub(super) fn search_paired(
        &mut self,
        m: &Match<'_, G>,
        request: &Request<G::Choice>,
        candidates: &[usize],
        mine: usize,
        convinced: f64,
    ) -> usize {
        let Some(at_mine) = candidates.iter().position(|&c| c == mine) else { return mine };
        let budget = match self.budget {
            Budget::Playouts(n) => n as usize,
            // The balance seat, the only paired search, takes playouts alone (`SeatKind::parse`).
            Budget::Millis(_) => candidates.len(),
        };
        let pending = failures::take();
        let mut running = vec![true; candidates.len()];
        // Each option's rewards, one per world that came back to the question.
        let mut rewards: Vec<Rewards> = vec![Vec::new(); candidates.len()];
        let mut spent = 0;
        loop {
            let playing = running.iter().filter(|r| **r).count();
            // A whole round at least, then only rounds the budget still pays for in full.
            if spent > 0 && spent + playing > budget.max(candidates.len()) {
                break;
            }
            let world = Rng::derived(self.rng.next_u64(), 0);
            self.rng = world.clone();
            let drawn = self.draw_world(m, request);
            let mut round = vec![None; candidates.len()];
            let mut whole = true;
            for (i, &pick) in candidates.iter().enumerate().filter(|(i, _)| running[*i]) {
                spent += 1;
                match drawn.clone().and_then(|w| self.play_world(m, request, w, pick)) {
                    Some(r) => round[i] = Some(r),
                    None => {
                        whole = false;
                        break;
                    }
                }
            }
            self.rng = Rng::derived(world.clone().next_u64(), 1);
            // A world that went another way before the question tells nothing of any option.
            if whole {
                for (r, x) in rewards.iter_mut().zip(round) {
                    r.push(x);
                }
                drop_settled(&rewards, at_mine, &mut running);
            }
            if running.iter().filter(|r| **r).count() <= 1 {
                break;
            }
        }
        failures::put_back(pending);
        better_than_policy(&rewards, at_mine, convinced).map_or(mine, |i| candidates[i])
    }
}

/// The mean and standard error of option `i`'s rewards less the policy's, over the worlds
/// both were played in, and how many those are.
fn against_policy(rewards: &[Rewards], i: usize, at_mine: usize) -> (f64, f64, usize) {
    let diffs: Vec<f64> = rewards[i].iter().zip(&rewards[at_mine]).filter_map(|(a, b)| Some((*a)? - (*b)?)).collect();
    let n = diffs.len();
    if n < 2 {
        return (0.0, f64::INFINITY, n);
    }
    let mean = diffs.iter().sum::<f64>() / n as f64;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n as f64 - 1.0);
    (mean, (var / n as f64).sqrt(), n)
}

/// Takes out of the running the options that have settled against the policy's: the same in
/// every world so far, or trailing it on average after [`TRAILING_ROUNDS`].
fn drop_settled(rewards: &[Rewards], at_mine: usize, running: &mut [bool]) {
    for i in 0..running.len() {
        if i == at_mine || !running[i] {
            continue;
        }
        let (mean, _, n) = against_policy(rewards, i, at_mine);
        // Still running, so played in every world so far, as the policy's option is.
        let same = rewards[i] == rewards[at_mine];
        if same || (n >= TRAILING_ROUNDS && mean < 0.0) {
            running[i] = false;
        }
    }
}

/// The option that beats the policy's (`at_mine`) by the largest mean over the worlds both were
/// played in, among those that beat it by more than `convinced` standard errors of their
/// differences world by world (a paired test: with a few dozen playouts, an option that beats
/// a good policy by luck would otherwise replace it more often than one that is really better).
fn better_than_policy(rewards: &[Rewards], at_mine: usize, convinced: f64) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    for i in (0..rewards.len()).filter(|&i| i != at_mine) {
        let (mean, se, n) = against_policy(rewards, i, at_mine);
        let convincing = n >= 2 && mean > 1e-9 && (se <= 1e-9 || mean / se > convinced);
        if convincing && best.is_none_or(|(_, b)| mean > b) {
            best = Some((i, mean));
        }
    }
    best.map(|(i, _)| i)
}

/// The options a paired search tries: the listed ones (an even sample past
/// [`MOST_OPTIONS`]), from a run of amounts its ends and [`PAIRED_AMOUNTS`] in all, and the
/// policy's own. Every candidate costs a playout a round, and a bid a few dollars off another
/// is seldom worth one.
pub(super) fn paired_candidates<C>(options: &Options<C>, policy: usize) -> Vec<usize> {
    let listed = options.listed().len();
    let mut c: Vec<usize> = if listed <= MOST_OPTIONS {
        (0..listed).collect()
    } else {
        (0..MOST_OPTIONS).map(|i| i * (listed - 1) / (MOST_OPTIONS - 1)).collect()
    };
    let run = options.len() - listed;
    if run > 0 {
        let n = PAIRED_AMOUNTS.min(run);
        let picks = if n == 1 { vec![0] } else { (0..n).map(|i| i * (run - 1) / (n - 1)).collect() };
        c.extend(picks.into_iter().map(|i| listed + i));
        c.dedup();
    }
    if !c.contains(&policy) {
        c.push(policy);
    }
    c
}
