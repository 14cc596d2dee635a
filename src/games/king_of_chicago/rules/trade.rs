//! The trade round (rulebook 6.0): income, card draws, the gangster auction, the police
//! auction, and placement; then cars leave the garage and closed businesses reopen.

use super::effects::IncomeTally;
use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::deck::Drawn;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::defs::{Res3, Resource};
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::handles::{IncomeRef, TurnRef};
use crate::games::king_of_chicago::script::hooks;
use crate::games::king_of_chicago::state::{Card, HeldContract, Where};
use rhai::Dynamic;

impl Match<'_> {
    pub fn trade_round(&mut self) -> Flow {
        let round = self.state.clock.round;
        self.emit(Event::TradeRound { round });
        // The feds are in town played from here on are for the next game round (RULINGS.md).
        let police_actions_before = self.state.police.actions_left;
        for seat in self.order() {
            let owned = super::actions::owned_cards(&self.state, seat);
            self.run_hooks(hooks::Hook::OnTradeRound, &owned, &Dynamic::from(TurnRef(seat)))?;
        }
        self.collect_income()?;
        self.check_power()?;
        self.draw_cards();
        // RULINGS.md: trade-round and anytime cards are played once the cards are drawn, so
        // An old favor finds the new gangsters on the auction row.
        let order = self.order();
        self.offer_events(Window::TradeRound, &order, None, None)?;
        self.offer_events(Window::Anytime, &order, None, None)?;
        self.check_power()?;
        // Money may be lent or given for the auction (6.3), and gangsters change hands in the
        // trade round only (6.2.4): deals before the auction and again before placement.
        self.deal_round()?;
        self.gangster_auction()?;
        let feds = self.state.police.actions_left.saturating_sub(police_actions_before);
        self.police_auction(feds)?;
        self.deal_round()?;
        self.placement()?;
        self.end_of_trade_round();
        self.check_power()
    }

    /// 6.1: every open business pays its income, or its monopoly income when its owner is the
    /// only one with an open business of that kind; every turf square pays $50. Closed
    /// businesses pay nothing and do not count for monopolies.
    pub fn income_tally(&self, seat: Seat) -> IncomeTally {
        let rules = &self.content.rules;
        let mut businesses = Vec::new();
        let mut monopolies = Vec::new();
        for b in self.state.businesses_of(seat) {
            if self.state.business(b).closed {
                continue;
            }
            let marker = &self.content.businesses[usize::from(b.0)];
            let rivals = self.state.businesses.iter().enumerate().any(|(i, other)| {
                other.owner.is_some_and(|o| o != seat)
                    && !other.closed
                    && self.content.businesses[i].kind == marker.kind
            });
            let size = rules.size(marker.size);
            if !rivals {
                monopolies.push(b);
            }
            businesses.push((b, if rivals { size.income } else { size.monopoly }));
        }
        IncomeTally {
            seat: Some(seat),
            businesses,
            turf: self.state.turf_count(seat) * rules.turf_income,
            extra: 0,
            produced: Res3::default(),
            cancelled: false,
            cancelled_by: None,
            monopolies,
        }
    }

    /// Business and turf income of a seat before its gangsters act (6.1).
    pub fn income_of(&self, seat: Seat) -> (i64, i64) {
        let t = self.income_tally(seat);
        (t.business_total(), t.turf)
    }

    /// 6.1 with the gangsters' and events' part ("Revenus provenant de gangsters"): each
    /// gangster's card acts on the tally (The Mayor, Mr. Needle, Charlie the Fish, Freddie
    /// Forgery, Frankie the Squealer, The Chemist...); Election Day leaves nothing.
    fn collect_income(&mut self) -> Flow {
        for seat in self.order() {
            self.x.income = Some(self.income_tally(seat));
            let owned = super::actions::owned_cards(&self.state, seat);
            let run = self.run_hooks(hooks::Hook::OnIncome, &owned, &Dynamic::from(IncomeRef(seat)));
            let mut t = self.x.income.take().unwrap_or_default();
            run?;
            // Election Day (8.1): the income is lost, and the card that froze him is named.
            let mut frozen = None;
            if std::mem::take(&mut self.state.players[seat].no_income) {
                t.cancelled = true;
                frozen = self.state.players[seat].frozen_by;
            }
            let (businesses, turf, total) = (t.business_total(), t.turf, t.total());
            // 6.1: each business that earned the monopoly rate, with what it actually paid: a
            // gangster's card may have changed the table's rate (The Mayor's "x2 income").
            let monopolies = t
                .monopolies
                .iter()
                .map(|&b| {
                    let printed = self.content.rules.size(self.content.businesses[usize::from(b.0)].size).monopoly;
                    (b, t.businesses.iter().find(|p| p.0 == b).map_or(printed, |p| p.1))
                })
                .collect();
            let cancelled_by = if frozen.is_none() && t.cancelled { t.cancelled_by } else { None };
            // RULINGS.md "No income": no resources either.
            if !t.cancelled {
                for r in Resource::ALL {
                    let n = t.produced.get(r).min(self.state.supply.get(r)).max(0);
                    if n > 0 {
                        let taken = Res3::one(r, n);
                        self.state.supply.sub(&taken);
                        self.state.players[seat].resources.add(&taken);
                        self.emit(Event::Produced { seat, taken, card: None });
                    }
                }
            }
            self.earn(seat, total)?;
            self.emit(Event::Income { seat, businesses, turf, total, frozen, monopolies, cancelled_by });
        }
        Ok(())
    }

    /// 6.2: each player in turn draws one card; a resource card is resolved on the board and
    /// discarded, and that player draws again. How many a seat drew is said where it drew more
    /// than one.
    fn draw_cards(&mut self) {
        for seat in self.order() {
            let mut guard = self.state.deck.len() + 1;
            let mut count = 0;
            loop {
                if guard == 0 {
                    self.emit(Event::DeckEmpty { seat });
                    break;
                }
                guard -= 1;
                let card = match self.state.deck.draw(&mut self.state.chance.rng) {
                    Drawn::Card(c) => c,
                    Drawn::AfterReshuffle(c) => {
                        let cards = self.state.deck.len() + 1;
                        self.emit(Event::Reshuffled { cards });
                        c
                    }
                    Drawn::Empty => {
                        self.emit(Event::DeckEmpty { seat });
                        break;
                    }
                };
                // The backs of the cards kept face down are in view (6.2): how many he holds.
                let held = match card {
                    Card::Event(_) | Card::Contract(_) => self.state.players[seat].cards_face_down() + 1,
                    Card::Gangster(_) | Card::Resource(_) => 0,
                };
                self.emit(Event::Drew { seat, card, held });
                count += 1;
                match card {
                    Card::Resource(i) => {
                        let rc = &self.content.resource_cards[usize::from(i)];
                        // RULINGS: a card places only what the supply still holds.
                        let n = rc.count.min(self.state.supply.get(rc.resource)).max(0);
                        let added = Res3::one(rc.resource, n);
                        self.state.supply.sub(&added);
                        self.state.tokens[usize::from(rc.place.0)].add(&added);
                        self.emit(Event::ResourcesPlaced { place: rc.place, added });
                        self.state.deck.discard(card);
                    }
                    Card::Event(e) => {
                        self.state.players[seat].events.push(e);
                        break;
                    }
                    Card::Contract(c) => {
                        self.state.players[seat].contracts.push(HeldContract { card: c, started: false });
                        break;
                    }
                    Card::Gangster(g) => {
                        let g = crate::games::king_of_chicago::state::GangsterId(g);
                        self.state.gangster_mut(g).at = Where::Auction;
                        self.state.auction.push(g);
                        break;
                    }
                }
            }
            if count > 1 {
                self.emit(Event::DrewCards { seat, count });
            }
        }
    }

    /// 6.3: each gangster of the auction row in turn; an unsold one stays at the front for the
    /// next trade round. Gangsters with a resource cost take bids only from players holding
    /// those resources, which are paid with the bid.
    fn gangster_auction(&mut self) -> Flow {
        let lots = std::mem::take(&mut self.state.auction);
        let mut unsold = Vec::new();
        for (i, &g) in lots.iter().enumerate() {
            self.state.lots_after = lots[i + 1..].to_vec();
            self.emit(Event::Lot { gangster: g });
            let cost = self.content.gangsters[usize::from(g.0)].cost;
            let eligible: Vec<Seat> =
                self.state.players.iter().filter(|(_, p)| p.resources.covers(&cost)).map(|(s, _)| s).collect();
            for seat in self.state.players.seats().filter(|s| !eligible.contains(s)) {
                self.emit(Event::CannotBid { seat, gangster: g });
            }
            self.state.lot = Some(g);
            let sold = self.auction("bid_gangster", &eligible, false);
            self.state.lot = None;
            self.state.lots_after.clear();
            match sold? {
                Some((seat, price)) => {
                    self.spend(seat, price)?;
                    self.state.players[seat].resources.sub(&cost);
                    self.state.supply.add(&cost);
                    *self.state.gangster_mut(g) =
                        crate::games::king_of_chicago::state::GangsterState { owner: Some(seat), at: Where::Reserve };
                    if cost.total() > 0 {
                        crate::games::king_of_chicago::script::tally::fired(Card::Gangster(g.0));
                    }
                    self.emit(Event::Bought { seat, gangster: g, price, resources: cost });
                }
                None => {
                    self.emit(Event::Unsold { gangster: g });
                    unsold.push(g);
                }
            }
        }
        unsold.extend(std::mem::take(&mut self.state.auction));
        self.state.auction = unsold;
        Ok(())
    }

    /// 6.4: the highest bribe controls the police car for the next four action rounds, with
    /// the extra actions of The feds are in town played in this trade round (`feds`).
    fn police_auction(&mut self, feds: u8) -> Flow {
        self.emit(Event::PoliceLot);
        let everyone: Vec<Seat> = self.state.players.seats().collect();
        let won = self.auction("bid_police", &everyone, true)?;
        match won {
            Some((seat, price)) => {
                // Johnny Favorite takes $200 off the bribe.
                let owned = super::actions::owned_cards(&self.state, seat);
                let discount = self.query_sum(hooks::Hook::BribeDiscount, &owned, &Dynamic::from(price)).max(0);
                let price = (price - discount).max(0);
                self.spend(seat, price)?;
                self.state.police.controller = Some(seat);
                self.state.police.actions_left = self.content.rules.police_actions + feds;
                self.state.police.before_move = false;
                self.state.police.bribe = price;
                self.emit(Event::PoliceBribed { seat, price });
            }
            None => {
                self.state.police.controller = None;
                self.state.police.actions_left = feds;
                self.state.police.before_move = false;
                self.state.police.bribe = 0;
                self.emit(Event::PoliceUnbribed);
            }
        }
        Ok(())
    }

    /// 6.5: each player places his free gangsters (in his car, his businesses or not yet
    /// placed) face down in his car and businesses, no more than fit; gangsters in jail or the
    /// hospital stay there. One who fits nowhere waits, unplaced (NOTES.md).
    fn placement(&mut self) -> Flow {
        // Face down again: what The Reporter saw is out of date.
        self.state.peeks.clear();
        for seat in self.order() {
            let free: Vec<_> = self
                .state
                .gangsters
                .iter()
                .enumerate()
                .filter(|(_, g)| {
                    g.owner == Some(seat)
                        && matches!(g.at, Where::Car | Where::Business(_) | Where::Reserve | Where::Hiding)
                })
                .map(|(i, g)| (crate::games::king_of_chicago::state::GangsterId(i as u8), g.at))
                .collect();
            if free.is_empty() {
                continue;
            }
            for &(g, _) in &free {
                self.state.gangster_mut(g).at = Where::Reserve;
            }
            // The screen says where each was, and that one offered his own place stays there.
            self.state.placing = free.clone();
            for (g, was) in free {
                let mut options = Vec::new();
                if super::actions::fits_in_car(self.content, &self.state, &self.x.scripts, seat, g) {
                    options.push(Choice::Place { gangster: g, to: Where::Car });
                }
                for b in self.state.businesses_of(seat) {
                    if super::actions::fits_in_business(self.content, &self.state, &self.x.scripts, b, g) {
                        options.push(Choice::Place { gangster: g, to: Where::Business(b) });
                    }
                }
                if options.is_empty() {
                    options.push(Choice::Place { gangster: g, to: Where::Reserve });
                }
                let Choice::Place { to, .. } = self.ask(seat, "place_gangster", options)? else {
                    return unreachable_choice();
                };
                self.state.gangster_mut(g).at = to;
                self.state.placing.retain(|&(other, _)| other != g);
                if to != was {
                    self.emit(Event::GangsterMoved { seat, gangster: g, from: was, to });
                }
            }
        }
        Ok(())
    }

    /// After the trade round: cars leave the garage, closed businesses reopen (5.2.5, 5.4.1).
    fn end_of_trade_round(&mut self) {
        // Election Day lasts until the trade round; once-a-round abilities are ready again.
        for seat in self.order() {
            let p = &mut self.state.players[seat];
            p.frozen_by = None;
            if std::mem::take(&mut p.frozen) {
                self.emit(Event::Unfrozen { seat });
            }
        }
        self.state.used.clear();
        for seat in self.order() {
            if self.state.players[seat].car.garage.take().is_some() {
                self.emit(Event::LeftGarage { seat });
            }
        }
        for i in 0..self.state.businesses.len() {
            if self.state.businesses[i].closed {
                self.state.businesses[i].closed = false;
                self.emit(Event::BusinessReopened {
                    business: crate::games::king_of_chicago::state::BusinessId(i as u8),
                });
            }
        }
    }
}
