//! The `random` bot: a uniformly random legal choice, from its own seeded generator.

use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::Game;
use crate::engine::rng::Rng;

pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A bot whose choices are fixed by the game seed and its seat.
    pub fn new(seed: u64, seat: u8) -> RandomBot {
        RandomBot { rng: Rng::derived(seed, 0x5EA7_0000 + u64::from(seat)) }
    }
}

impl<G: Game> Decider<G> for RandomBot {
    fn decide(&mut self, _view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        Ok(self.rng.index(request.options.len()))
    }

    fn name(&self) -> &str {
        "random"
    }

    crate::engine::decision::own_random_stream!(rng);
}
