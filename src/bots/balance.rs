//! The balance seat (`bot:balance`), for any game: the seat a designer's verdict is played by.
//!
//! A card's verdict is only as good as the seats that played it. The game's own bot (`greedy`)
//! is quick and plays the rules' ordinary questions well enough (where to drive, what to bid,
//! where to place a marker), but it knows a card only through the rules of thumb someone wrote
//! for it, and a modder's new card through none. The search bot knows every card from the
//! rules, its TOML and its script, but it searches every question and is too slow to fill a
//! verdict of thousands of games.
//!
//! The balance seat searches every question with more than one option, or, as the game says
//! ([`Game::BALANCE`]), only the questions where a card is at stake: every question a card's
//! script asks (`choose`), and every question one of whose options plays, takes, buys or keeps
//! a card ([`Game::option_card`]), the others being the game's own bot's. Where it searches it
//! imagines the game on with each option, as `bot:search` does, within its budget of
//! playouts. No code of it names a card: a card no one wrote bot code for is played from what it
//! does in the imagined games, and a card's own questions are decided like any other.
//!
//! Its search is paired ([`SearchBot::paired`]): every option is tried in the same imagined
//! games, options that come out as the game bot's own or behind it get no more of the
//! budget, and the game's own bot's answer stands unless another option does better there by
//! the game's margin ([`crate::engine::game::BalanceStyle::convinced`]). A
//! few dozen playouts compared on the same luck tell options apart; spread over different luck
//! they mostly measure the luck.
//!
//! It is deterministic for a seed and a budget (one random stream, from which the search's and
//! the game bot's are drawn at each decision), and it reads the position only through the
//! search, which sees what [`Game::determinize`] draws for its seat.

use super::search::{Budget, SearchBot};
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::Game;
use crate::engine::play::Match;
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;

pub struct BalanceBot<G: Game> {
    rng: Rng,
    search: SearchBot<G>,
    /// The game's own first bot (else `random`), kept for the whole game: a bot may remember
    /// what it is doing between questions (the deal it is proposing).
    policy: Box<dyn Decider<G>>,
}

impl<G: Game> BalanceBot<G> {
    /// A balance seat whose decisions are fixed by the game seed, its seat and its budget.
    pub fn new(seed: u64, seat: Seat, budget: Budget) -> BalanceBot<G> {
        let policy = SearchBot::policy(seed, seat);
        BalanceBot {
            rng: Rng::derived(seed, 0xBA1A_0000 + u64::from(seat.0)),
            search: SearchBot::paired(seed, seat, budget, G::BALANCE),
            policy,
        }
    }

    /// Whether a card is at stake in `request`: a card's own question, or an option that
    /// plays, takes, buys or keeps one.
    pub fn card_at_stake(m: &Match<'_, G>, request: &Request<G::Choice>) -> bool {
        m.asked_for_card() || m.option_cards(request).iter().any(Option::is_some)
    }

    /// Draws the streams of this decision's deciders from the bot's own.
    fn reseed(&mut self) {
        let s = self.rng.next_u64();
        self.search.rewind(Rng::derived(s, 1));
        self.policy.rewind(Rng::derived(s, 2));
    }
}

impl<G: Game> Decider<G> for BalanceBot<G> {
    /// Given only a view, the seat plays as the game's own bot.
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.reseed();
        self.policy.decide(view, request)
    }

    fn name(&self) -> &str {
        "balance"
    }

    crate::engine::decision::own_random_stream!(rng);

    fn proposes_deals(&self) -> bool {
        self.policy.proposes_deals()
    }

    fn searches(&self) -> bool {
        true
    }

    fn repeatable(&self) -> bool {
        self.search.repeatable()
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        if G::BALANCE.every_question || Self::card_at_stake(m, request) {
            self.reseed();
            return self.search.search(m, request);
        }
        let view = G::view(m, request.seat);
        self.decide(&view, request)
    }
}
