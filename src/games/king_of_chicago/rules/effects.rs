//! Applying what card scripts did (their [`Effect`]s), in order, with the rules each implies.

use super::play::Match;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::defs::{Res3, Resource, Window};
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::effect::Effect;
use crate::games::king_of_chicago::state::{BusinessId, Card, GangsterId, GangsterState, HeldContract, Peek, Where};
use crate::games::king_of_chicago::state::{FrozenBy, Side, Target};

/// Income being collected (6.1) while gangsters act on it.
#[derive(Clone, Debug, Default)]
pub struct IncomeTally {
    /// Whose income it is.
    pub seat: Option<Seat>,
    /// Each open business's income (normal or monopoly), doubled by The Mayor.
    pub businesses: Vec<(BusinessId, i64)>,
    pub turf: i64,
    /// Added by gangsters after the doubling (Charlie the Fish, Freddie Forgery...).
    pub extra: i64,
    /// Resources produced by gangsters (The Chemist, The Pimp, The Unionboss): delivered with
    /// the money, and like it not at all when the income is cancelled (RULINGS.md "No income").
    pub produced: Res3,
    pub cancelled: bool,
    /// The gangster whose card cancelled the income (Frankie the Squealer jailed), if one did;
    /// any other card that cancels it goes unnamed, as it may be held hidden in a hand.
    pub cancelled_by: Option<Card>,
    /// The businesses paid the monopoly rate: no other player has an open one of their kind
    /// (6.1).
    pub monopolies: Vec<BusinessId>,
}

impl IncomeTally {
    pub fn business_total(&self) -> i64 {
        self.businesses.iter().map(|b| b.1).sum()
    }

    pub fn total(&self) -> i64 {
        // A card may lower an income to nothing, not below it.
        if self.cancelled {
            0
        } else {
            self.business_total().saturating_add(self.turf).saturating_add(self.extra).max(0)
        }
    }
}

/// What cards decided for a casualty.
#[derive(Clone, Copy, Debug, Default)]
pub struct CasualtyFate {
    /// Not killed: wounded in a fight, untouched outside one.
    pub spared: bool,
    /// Wounded but still in the fight (Still standing).
    pub keep: bool,
}

impl Match<'_> {
    /// Applies `card`'s effects in order.
    pub fn apply(&mut self, card: Card, effects: Vec<Effect>) -> Flow {
        for e in effects {
            self.apply_one(card, e)?;
        }
        Ok(())
    }

    /// Applies one effect, by what it acts on.
    fn apply_one(&mut self, card: Card, e: Effect) -> Flow {
        match e {
            Effect::GiveMoney { .. }
            | Effect::TakeMoney { .. }
            | Effect::Produce { .. }
            | Effect::Confiscate { .. }
            | Effect::StealResources { .. }
            | Effect::ConfiscateRandom { .. } => self.apply_to_holdings(card, e),
            Effect::Kill { .. }
            | Effect::Hire { .. }
            | Effect::StealGangster { .. }
            | Effect::StealRandomGangster { .. }
            | Effect::ToGraveyard { .. }
            | Effect::StealCard { .. }
            | Effect::Peek { .. } => self.apply_to_gangsters(e),
            Effect::IncomeAdd { .. }
            | Effect::IncomeMultiplyBusiness { .. }
            | Effect::IncomeMultiplyTurf { .. }
            | Effect::IncomeCancel => self.apply_to_income(card, e),
            Effect::Neutralise { .. }
            | Effect::Escape
            | Effect::EndFight { .. }
            | Effect::RollBonus { .. }
            | Effect::Massacre
            | Effect::Sacrifice { .. }
            | Effect::HideDefenders
            | Effect::Spare
            | Effect::KeepInFight => self.apply_to_fight(e),
            Effect::CancelPolice
            | Effect::CancelElectionDay { .. }
            | Effect::PoliceControl { .. }
            | Effect::ExtraPoliceAction
            | Effect::Freeze { .. }
            | Effect::ExtraMove { .. }
            | Effect::OutOfGas { .. }
            | Effect::MoveCar { .. } => self.apply_to_police_and_cars(card, e),
            Effect::UseOnce { card } => {
                // One use of a so-many-times-a-round ability (`uses_this_round` counts them).
                self.state.used.push(card);
                Ok(())
            }
        }
    }

    /// Money and resources: given, taken, produced, confiscated or stolen.
    fn apply_to_holdings(&mut self, card: Card, e: Effect) -> Flow {
        match e {
            Effect::GiveMoney { seat, amount } => {
                self.earn(seat, amount)?;
                self.emit(Event::MoneyChanged { seat, amount, card });
            }
            Effect::TakeMoney { seat, amount } => {
                let paid = amount.min(self.state.players[seat].money);
                self.spend(seat, paid)?;
                self.emit(Event::MoneyChanged { seat, amount: -paid, card });
            }
            Effect::Produce { seat, resource, count }
                if self.x.income.as_ref().is_some_and(|t| t.seat == Some(seat)) =>
            {
                if let Some(t) = self.x.income.as_mut() {
                    *t.produced.get_mut(resource) += count.max(0);
                }
            }
            Effect::Produce { seat, resource, count } => {
                let n = count.min(self.state.supply.get(resource)).max(0);
                let taken = Res3::one(resource, n);
                self.state.supply.sub(&taken);
                self.state.players[seat].resources.add(&taken);
                self.emit(Event::Produced { seat, taken, card: Some(card) });
            }
            Effect::Confiscate { seat, resource, count } => {
                let n = count.min(self.state.players[seat].resources.get(resource)).max(0);
                let taken = Res3::one(resource, n);
                self.state.players[seat].resources.sub(&taken);
                self.state.supply.add(&taken);
                self.emit(Event::Produced { seat, taken: Res3::one(resource, -n), card: Some(card) });
            }
            Effect::StealResources { from, to, resource, count } => {
                let n = count.min(self.state.players[from].resources.get(resource)).max(0);
                let what = Res3::one(resource, n);
                self.state.players[from].resources.sub(&what);
                self.state.players[to].resources.add(&what);
                self.emit(Event::Stole { from, to, what, card, short: count.max(0) - n });
            }
            Effect::ConfiscateRandom { seat, count } => {
                let p = &self.state.players[seat];
                let mut tokens: Vec<Resource> = Resource::ALL
                    .iter()
                    .flat_map(|&r| std::iter::repeat_n(r, p.resources.get(r).max(0) as usize))
                    .collect();
                self.state.chance.rng.shuffle(&mut tokens);
                let mut taken = Res3::default();
                for r in tokens.into_iter().take(count.max(0) as usize) {
                    *taken.get_mut(r) += 1;
                }
                self.state.players[seat].resources.sub(&taken);
                self.state.supply.add(&taken);
                let mut lost = Res3::default();
                lost.sub(&taken);
                self.emit(Event::Produced { seat, taken: lost, card: Some(card) });
            }
            other => unreachable!("{other:?} is not routed here by `apply_one`"),
        }
        Ok(())
    }

    /// Gangsters and cards changing hands or dying, and a look at who is where.
    fn apply_to_gangsters(&mut self, e: Effect) -> Flow {
        match e {
            Effect::Kill { gangster } => {
                if self.state.gangster(gangster).at != Where::Graveyard {
                    self.casualty(gangster, true, false, None)?;
                }
            }
            Effect::Hire { gangster, seat } => {
                if self.state.gangster(gangster).at == Where::Auction {
                    self.state.auction.retain(|&g| g != gangster);
                    *self.state.gangster_mut(gangster) = GangsterState { owner: Some(seat), at: Where::Reserve };
                    self.emit(Event::Hired { seat, gangster });
                }
            }
            Effect::StealGangster { gangster, seat } => {
                if let Some(from) = self.state.gangster(gangster).owner
                    && self.state.gangster(gangster).at != Where::Graveyard
                {
                    *self.state.gangster_mut(gangster) = GangsterState { owner: Some(seat), at: Where::Reserve };
                    self.emit(Event::StoleGangster { from, to: seat, gangster });
                }
            }
            Effect::StealRandomGangster { from, to } => {
                let mut pool: Vec<GangsterId> = self
                    .state
                    .gangsters
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| {
                        g.owner == Some(from)
                            && matches!(g.at, Where::Car | Where::Business(_) | Where::Reserve | Where::Hiding)
                    })
                    .map(|(i, _)| GangsterId(i as u8))
                    .collect();
                if !pool.is_empty() {
                    let i = self.state.chance.rng.index(pool.len());
                    let g = pool.swap_remove(i);
                    *self.state.gangster_mut(g) = GangsterState { owner: Some(to), at: Where::Reserve };
                    self.emit(Event::StoleGangster { from, to, gangster: g });
                }
            }

            Effect::ToGraveyard { gangster } => {
                let seat = self.state.gangster(gangster).owner.unwrap_or(Seat(0));
                self.state.gangster_mut(gangster).at = Where::Graveyard;
                self.emit(Event::Casualty { seat, gangster, to: Where::Graveyard, why: None });
            }
            Effect::StealCard { from, to, card } => {
                let p = &mut self.state.players[from];
                let had = match card {
                    Card::Event(e) => p.events.iter().position(|&x| x == e).map(|i| p.events.remove(i)).is_some(),
                    Card::Contract(c) => p
                        .contracts
                        .iter()
                        .position(|h| h.card == c && !h.started)
                        .map(|i| p.contracts.remove(i))
                        .is_some(),
                    _ => false,
                };
                if had {
                    match card {
                        Card::Event(e) => self.state.players[to].events.push(e),
                        Card::Contract(c) => {
                            self.state.players[to].contracts.push(HeldContract { card: c, started: false })
                        }
                        _ => {}
                    }
                    self.emit(Event::StoleCard { from, to, card });
                }
            }
            Effect::Peek { seat, target } => {
                let gangsters = match target {
                    Target::Car(s) => self.state.in_car(s),
                    Target::Business(b) => self.state.in_business(b),
                };
                self.state.peeks.push(Peek { seat, target, gangsters: gangsters.to_vec() });
                self.emit(Event::Peeked { seat, target, gangsters: gangsters.to_vec() });
            }
            other => unreachable!("{other:?} is not routed here by `apply_one`"),
        }
        Ok(())
    }

    /// The income being collected (6.1), when there is one: [`IncomeTally`].
    fn apply_to_income(&mut self, card: Card, e: Effect) -> Flow {
        match e {
            Effect::IncomeAdd { amount } => {
                if let Some(t) = self.x.income.as_mut() {
                    t.extra += amount;
                }
            }
            Effect::IncomeMultiplyBusiness { business, factor } => {
                if let Some(t) = self.x.income.as_mut() {
                    for b in t.businesses.iter_mut().filter(|b| b.0 == business) {
                        b.1 *= factor;
                    }
                }
            }
            Effect::IncomeMultiplyTurf { factor } => {
                if let Some(t) = self.x.income.as_mut() {
                    t.turf *= factor;
                }
            }
            Effect::IncomeCancel => {
                if let Some(t) = self.x.income.as_mut() {
                    t.cancelled = true;
                    // Only a gangster is named: a hired one is on the table for all to see
                    // (jailed Frankie the Squealer), where a card held in hand is not told.
                    if let Card::Gangster(_) = card {
                        t.cancelled_by.get_or_insert(card);
                    }
                }
            }
            other => unreachable!("{other:?} is not routed here by `apply_one`"),
        }
        Ok(())
    }

    /// The fight under way, when there is one, and the casualty being decided.
    fn apply_to_fight(&mut self, e: Effect) -> Flow {
        match e {
            Effect::Neutralise { gangster } => {
                if let Some(f) = self.state.fight.as_mut()
                    && !f.neutralised.contains(&gangster)
                {
                    f.neutralised.push(gangster);
                    self.emit(Event::Neutralised { gangster });
                }
            }
            Effect::Escape => {
                if let Some(f) = self.state.fight.as_mut() {
                    f.escaped = true;
                    let seat = f.defender;
                    self.emit(Event::Escaped { seat });
                }
            }
            Effect::EndFight { seat } => {
                if let Some(f) = self.state.fight.as_mut() {
                    f.ended = true;
                    self.emit(Event::FightEnded { seat });
                }
            }
            Effect::RollBonus { seat, bonus } => {
                if let Some(f) = self.state.fight.as_mut()
                    && let Some(side) = f.side_of_seat(seat)
                {
                    f.roll_bonus[if side == Side::Attacker { 0 } else { 1 }] += bonus;
                    self.emit(Event::RollBonus { seat, bonus });
                }
            }
            Effect::Massacre => {
                if let Some(f) = self.state.fight.as_mut() {
                    f.massacre = true;
                    self.emit(Event::Massacre);
                }
            }
            Effect::Sacrifice { gangster } => {
                if let Some(f) = self.state.fight.as_mut() {
                    f.attackers.retain(|&g| g != gangster);
                    f.defenders.retain(|&g| g != gangster);
                    let seat = self.state.gangster(gangster).owner.unwrap_or(Seat(0));
                    self.emit(Event::Sacrificed { seat, gangster });
                    // RULINGS.md (Dynamite): a killing like any other, out of the fight at once:
                    // Lucky Lou, The Doctor or Fabulous first aid may send him to the hospital.
                    self.casualty(gangster, true, true, None)?;
                }
            }
            Effect::HideDefenders => {
                if let Some(f) = self.state.fight.as_mut()
                    && matches!(f.target, Target::Business(_))
                {
                    let hidden = std::mem::take(&mut f.defenders);
                    let seat = f.defender;
                    for g in hidden {
                        self.state.gangster_mut(g).at = Where::Hiding;
                        self.emit(Event::Hid { seat, gangster: g });
                    }
                }
            }
            Effect::Spare => {
                if let Some(c) = self.x.casualty.as_mut() {
                    c.spared = true;
                }
            }
            Effect::KeepInFight => {
                if let Some(c) = self.x.casualty.as_mut() {
                    c.keep = true;
                }
            }
            other => unreachable!("{other:?} is not routed here by `apply_one`"),
        }
        Ok(())
    }

    /// The police, Election Day and the seats' cars.
    fn apply_to_police_and_cars(&mut self, card: Card, e: Effect) -> Flow {
        match e {
            Effect::CancelPolice => {
                self.x.cancelled = true;
            }
            Effect::CancelElectionDay { seat } => {
                self.x.cancelled = true;
                let p = &mut self.state.players[seat];
                p.frozen = false;
                p.no_income = false;
                p.frozen_by = None;
                self.emit(Event::Unfrozen { seat });
            }
            Effect::PoliceControl { seat } => {
                // RULINGS.md: as a seat that bribed the police. Nobody did this game round: the
                // round's police action comes with the car (with any The feds are in town added).
                if self.state.police.controller.is_none() {
                    self.state.police.actions_left += self.content.rules.police_actions;
                }
                // The card, not a bribe, gives him the car (unless he bribed them himself).
                if self.state.police.controller != Some(seat) {
                    self.state.police.bribe = 0;
                }
                self.state.police.controller = Some(seat);
                self.state.police.before_move = true;
                self.emit(Event::PoliceControl { seat });
            }
            Effect::ExtraPoliceAction => {
                self.state.police.actions_left += 1;
                self.emit(Event::ExtraPoliceAction);
            }
            Effect::Freeze { seat } => {
                self.x.cancelled = false;
                let by = super::super::script::api::card_owner(&self.state, card);
                self.offer_events(Window::ElectionDay, &[seat], None, by)?;
                if !self.x.cancelled {
                    let p = &mut self.state.players[seat];
                    p.frozen = true;
                    p.no_income = true;
                    p.frozen_by = Some(FrozenBy { card, seat: by });
                    self.emit(Event::Frozen { seat });
                }
                self.x.cancelled = false;
            }
            Effect::ExtraMove { seat } => {
                // Out of gas (8.1) keeps the car where it is for the whole action round.
                if self.state.players[seat].out_of_gas {
                    self.emit(Event::OutOfGas { seat });
                } else {
                    self.emit(Event::ExtraMove { seat });
                    self.move_car(seat)?;
                }
            }
            Effect::OutOfGas { seat } => {
                self.state.players[seat].out_of_gas = true;
                self.emit(Event::OutOfGas { seat });
            }
            Effect::MoveCar { seat, street } => {
                self.state.players[seat].car.at = street;
                self.emit(Event::CarMoved { seat, to: street });
            }
            other => unreachable!("{other:?} is not routed here by `apply_one`"),
        }
        Ok(())
    }
}
