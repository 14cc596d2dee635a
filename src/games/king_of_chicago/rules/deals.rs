//! Deals between seats (rulebook 1.3, 5.2.1, 5.2.3, 5.2.4, 6.2.4, 6.3, 6.5): a seat proposes, the other
//! accepts or refuses. Resources, money, event cards and contracts not started change hands at
//! any time, gangsters only in the trade round; turf never (5.2.2), started contracts never
//! (5.2.4); a seat frozen by Election Day does not trade (the card: "he cannot trade with other players"). Nothing
//! enforces a promise: a loan is a deal that asks nothing back (1.3).
//!
//! The windows (`NOTES.md`, "Deals"): the acting seat before it moves, and every seat in the
//! trade round before the gangster auction (6.3: "you may borrow or give money during the
//! auction") and again before placement. Only seats whose decider proposes deals are asked (a person
//! at the table); bots answer the offers they get.

use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::defs::Resource;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::state::{Bundle, Deal};
use crate::games::king_of_chicago::state::{Card, Where};

/// How many of each resource, and how much money in bid steps, a seat may ask for in one deal.
const MAX_ASKED_TOKENS: i64 = 9;
const MAX_ASKED_STEPS: i64 = 100;

impl Match<'_> {
    /// Lets `seat` propose deals, one after another, until it is done.
    pub fn offer_deals(&mut self, seat: Seat, trade_round: bool) -> Flow {
        if !self.proposes_deals(seat) || self.state.players[seat].frozen {
            return Ok(());
        }
        loop {
            let mut partners = vec![Choice::Done];
            let n = self.seats();
            partners
                .extend((1..n).map(|i| seat.left(i, n)).filter(|s| !self.state.players[*s].frozen).map(Choice::Player));
            let to = match self.ask(seat, "deal", partners)? {
                Choice::Player(to) => to,
                _ => return Ok(()),
            };
            // The deal being put together lies in the state, so the proposer sees it so far.
            let mut deal = Deal { from: seat, to, give: Bundle::default(), get: Bundle::default() };
            loop {
                self.state.offer = Some(deal.clone());
                let options = self.give_options(seat, &deal.give, trade_round);
                match self.ask(seat, "deal_give", options)? {
                    Choice::Done => break,
                    c => add(&mut deal.give, c),
                }
            }
            loop {
                self.state.offer = Some(deal.clone());
                let options = self.ask_options(&deal.get);
                match self.ask(seat, "deal_ask", options)? {
                    Choice::Done => break,
                    c => add(&mut deal.get, c),
                }
            }
            self.state.offer = None;
            if deal.give.is_empty() && deal.get.is_empty() {
                continue;
            }
            self.settle(deal)?;
        }
    }

    /// Every seat in turn order may propose deals, gangsters included (the trade round).
    pub fn deal_round(&mut self) -> Flow {
        for seat in self.order() {
            self.offer_deals(seat, true)?;
        }
        Ok(())
    }

    /// What `seat` may still add to what it gives: done, money in bid steps, one more of a
    /// resource it has, an event card, a contract not started, and in the trade round a
    /// gangster it holds outside jail, hospital and graveyard.
    fn give_options(&self, seat: Seat, given: &Bundle, trade_round: bool) -> Vec<Choice> {
        let p = &self.state.players[seat];
        let step = self.content.rules.bid_step;
        let mut options = vec![Choice::Done];
        for amount in [step, 10 * step] {
            if given.money.saturating_add(amount) <= p.money {
                options.push(Choice::Amount(amount));
            }
        }
        for r in Resource::ALL {
            if given.resources.get(r) < p.resources.get(r) {
                options.push(Choice::Resource(r));
            }
        }
        options.extend(p.events.iter().filter(|e| !given.events.contains(e)).map(|&e| Choice::Card(Card::Event(e))));
        options.extend(
            p.contracts
                .iter()
                .filter(|c| !c.started && !given.contracts.contains(&c.card))
                .map(|c| Choice::Card(Card::Contract(c.card))),
        );
        if trade_round {
            for (i, g) in self.state.gangsters.iter().enumerate() {
                let id = crate::games::king_of_chicago::state::GangsterId(i as u8);
                if g.owner == Some(seat)
                    && matches!(g.at, Where::Car | Where::Business(_) | Where::Reserve)
                    && !given.gangsters.contains(&id)
                {
                    options.push(Choice::Gangster(id));
                }
            }
        }
        options
    }

    /// What a seat may ask for: the other seat's folder is private, so only money and resources.
    fn ask_options(&self, asked: &Bundle) -> Vec<Choice> {
        let step = self.content.rules.bid_step;
        let mut options = vec![Choice::Done];
        for amount in [step, 10 * step] {
            if asked.money.saturating_add(amount) <= MAX_ASKED_STEPS.saturating_mul(step) {
                options.push(Choice::Amount(amount));
            }
        }
        options.extend(
            Resource::ALL.iter().filter(|&&r| asked.resources.get(r) < MAX_ASKED_TOKENS).map(|&r| Choice::Resource(r)),
        );
        options
    }

    /// Puts the offer to the other seat; on yes, and if it can pay, the deal is done.
    fn settle(&mut self, deal: Deal) -> Flow {
        let (from, to) = (deal.from, deal.to);
        self.emit(Event::DealOffered { from, to });
        self.state.offer = Some(deal);
        let answer = self.ask(to, "deal_accept", vec![Choice::Yes, Choice::No]);
        let Some(deal) = self.state.offer.take() else { return unreachable_choice() };
        let accepted = match answer? {
            Choice::Yes => true,
            Choice::No => false,
            _ => return unreachable_choice(),
        };
        if !accepted || !self.can_pay(to, &deal.get) || !self.can_pay(from, &deal.give) {
            self.emit(Event::DealRefused { from, to, give: deal.give, get: deal.get });
            return Ok(());
        }
        self.hand_over(from, to, &deal.give)?;
        self.hand_over(to, from, &deal.get)?;
        self.emit(Event::DealMade { from, to, give: deal.give, get: deal.get });
        self.check_power()
    }

    fn can_pay(&self, seat: Seat, b: &Bundle) -> bool {
        let p = &self.state.players[seat];
        p.money >= b.money
            && p.resources.covers(&b.resources)
            && b.events.iter().all(|e| p.events.contains(e))
            && b.contracts.iter().all(|k| p.contracts.iter().any(|c| c.card == *k && !c.started))
            && b.gangsters.iter().all(|g| self.state.gangster(*g).owner == Some(seat))
    }

    /// Moves a bundle from one folder to another; gangsters go to the new owner's folder, to be
    /// placed at the end of the trade round (6.5).
    fn hand_over(&mut self, from: Seat, to: Seat, b: &Bundle) -> Flow {
        self.spend(from, b.money)?;
        self.earn(to, b.money)?;
        self.state.players[from].resources.sub(&b.resources);
        self.state.players[to].resources.add(&b.resources);
        for e in &b.events {
            self.state.players[from].events.retain(|x| x != e);
            self.state.players[to].events.push(*e);
        }
        for k in &b.contracts {
            if let Some(i) = self.state.players[from].contracts.iter().position(|c| c.card == *k) {
                let c = self.state.players[from].contracts.remove(i);
                self.state.players[to].contracts.push(c);
            }
        }
        for g in &b.gangsters {
            *self.state.gangster_mut(*g) =
                crate::games::king_of_chicago::state::GangsterState { owner: Some(to), at: Where::Reserve };
        }
        Ok(())
    }
}

/// Adds one picked item to a bundle (the screen's help on a deal reads the deal as it would
/// then stand through it too).
pub(crate) fn add(b: &mut Bundle, c: Choice) {
    match c {
        Choice::Amount(n) => b.money = b.money.saturating_add(n),
        Choice::Resource(r) => *b.resources.get_mut(r) += 1,
        Choice::Card(Card::Event(e)) => b.events.push(e),
        Choice::Card(Card::Contract(k)) => b.contracts.push(k),
        Choice::Gangster(g) => b.gangsters.push(g),
        _ => {}
    }
}
