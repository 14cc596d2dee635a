//! The six actions of a player turn (rulebook 5.2), taken from the street square the car
//! stands on: the target square's arrow must point there.

use super::cards::query;
use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::options::Options;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::board::{SquareId, StreetId};
use crate::games::king_of_chicago::choice::{Action, Choice};
use crate::games::king_of_chicago::content::{Content, Spot};
use crate::games::king_of_chicago::defs::{Kind, Res3, Resource, Size, SquareKind};
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::CardScripts;
use crate::games::king_of_chicago::script::handles::{ContractCtx, PlayerRef};
use crate::games::king_of_chicago::script::hooks::{self, Hook};
use crate::games::king_of_chicago::state::Target;
use crate::games::king_of_chicago::state::{BusinessId, Card, GangsterId, Gangsters, State, Where};
use rhai::Dynamic;
use std::cell::OnceCell;

fn cards(gs: &[GangsterId]) -> Vec<Card> {
    gs.iter().map(|g| Card::Gangster(g.0)).collect()
}

/// The gangster cards a player owns (abilities that work "wherever he is" ask all of them and
/// check themselves whether they are active).
pub fn owned_cards(st: &State, seat: Seat) -> Vec<Card> {
    st.gangsters
        .iter()
        .enumerate()
        .filter(|(_, g)| g.owner == Some(seat) && !matches!(g.at, Where::Graveyard | Where::Deck | Where::Auction))
        .map(|(i, _)| Card::Gangster(i as u8))
        .collect()
}

/// Sums a query over cards, outside a match (views use it).
fn sum(scripts: &CardScripts, content: &Content, st: &State, hook: Hook, cs: &[Card], arg: &Dynamic) -> i64 {
    if !scripts.any_defines(hook) {
        return 0;
    }
    cs.iter().filter_map(|&c| query(scripts, content, st, hook, c, arg)).filter_map(|d| d.as_int().ok()).sum()
}

/// Whether any card answers `wanted` to a yes/no query, outside a match.
fn answers(
    scripts: &CardScripts,
    content: &Content,
    st: &State,
    hook: Hook,
    cs: &[Card],
    arg: &Dynamic,
    wanted: bool,
) -> bool {
    scripts.any_defines(hook)
        && cs.iter().any(|&c| query(scripts, content, st, hook, c, arg).is_some_and(|d| d.as_bool() == Ok(wanted)))
}

/// Whether `seat`'s car, lost in a fight, would wait in the garage until the end of the next
/// trade round (5.2.5): none of its cards repairs it at once (The Mechanic).
pub fn garage_waits(content: &Content, st: &State, scripts: &CardScripts, seat: Seat) -> bool {
    !answers(scripts, content, st, Hook::GarageWait, &owned_cards(st, seat), &Dynamic::UNIT, false)
}

/// Seats the gangsters in a car or business add or take (The Dwarf, Fat Fred). Nothing is
/// built when no card has the hook: this runs for every square a bot weighs.
pub(crate) fn seats(scripts: &CardScripts, content: &Content, st: &State, gs: &[GangsterId], place: &str) -> i64 {
    if !gs.iter().any(|g| scripts.defines(Card::Gangster(g.0).key(), hooks::Hook::Seats)) {
        return 0;
    }
    sum(scripts, content, st, hooks::Hook::Seats, &cards(gs), &Dynamic::from(place.to_string()))
}

/// How many gangsters fit in a car (5.2.6, 6.5), with what its passengers add (The Dwarf) or
/// take (Fat Fred).
pub fn car_capacity(content: &Content, st: &State, scripts: &CardScripts, seat: Seat) -> usize {
    let extra = seats(scripts, content, st, &st.in_car(seat), "car");
    (content.rules.car_capacity + extra).max(0) as usize
}

/// How many gangsters fit in a business (6.5), with what its gangsters add (The Dwarf).
pub fn business_capacity(content: &Content, st: &State, scripts: &CardScripts, b: BusinessId) -> usize {
    let extra = seats(scripts, content, st, &st.in_business(b), "business");
    (content.rules.business_capacity + extra).max(0) as usize
}

/// Whether gangster `g` fits in `seat`'s car, counting the seats with him aboard (Fat Fred
/// takes one with him, The Dwarf brings one).
pub fn fits_in_car(content: &Content, st: &State, scripts: &CardScripts, seat: Seat, g: GangsterId) -> bool {
    fits(content, st, scripts, st.in_car(seat), g, "car", content.rules.car_capacity)
}

/// Whether gangster `g` fits in business `b`, counting the seats with him inside.
pub fn fits_in_business(content: &Content, st: &State, scripts: &CardScripts, b: BusinessId, g: GangsterId) -> bool {
    fits(content, st, scripts, st.in_business(b), g, "business", content.rules.business_capacity)
}

/// Whether `g` joins `group` (in `place`, of `capacity` seats) with the seats everyone aboard
/// adds or takes counted, his own included.
fn fits(
    content: &Content,
    st: &State,
    scripts: &CardScripts,
    mut group: Gangsters,
    g: GangsterId,
    place: &str,
    capacity: i64,
) -> bool {
    group.retain(|x| *x != g);
    group.push(g);
    let extra = seats(scripts, content, st, &group, place);
    group.len() as i64 <= capacity + extra
}

/// What taking over an opponent's turf costs this player (5.2.2; Sad Ken), and the gangster
/// cards that made it cheaper, read in the same pass: the news names them.
pub fn takeover_cost(content: &Content, st: &State, scripts: &CardScripts, seat: Seat) -> (i64, Vec<GangsterId>) {
    let base = content.rules.turf_takeover;
    if !scripts.any_defines(hooks::Hook::TakeoverCost) {
        return (base, Vec::new());
    }
    let mut cost = base;
    let mut by = Vec::new();
    for c in owned_cards(st, seat) {
        let Some(asked) = query(scripts, content, st, hooks::Hook::TakeoverCost, c, &Dynamic::from(base))
            .and_then(|d| d.as_int().ok())
        else {
            continue;
        };
        cost = cost.min(asked);
        if let (true, Card::Gangster(g)) = (asked < base, c) {
            by.push(GangsterId(g));
        }
    }
    (cost.max(0), by)
}

/// Whether a contract spot is served by street square `here` for `seat`.
pub fn spot_here(content: &Content, state: &State, seat: Seat, spot: Spot, here: StreetId) -> bool {
    let board = &content.board;
    match spot {
        Spot::Square(sq) => board.street_of(sq) == here,
        Spot::AnyGarage => board.garages.iter().any(|&g| board.street_of(g) == here),
        Spot::OwnBusiness => state
            .businesses_of(seat)
            .iter()
            .filter_map(|&b| state.business(b).square)
            .any(|sq| board.street_of(sq) == here),
    }
}

/// Gangsters in the hospital `seat` may pick up: his own, and those whose card lets anyone
/// (Easy Mike).
pub fn hospital_pickups(content: &Content, st: &State, scripts: &CardScripts, seat: Seat) -> Gangsters {
    st.gangsters
        .iter()
        .enumerate()
        .filter(|(_, g)| g.at == Where::Hospital)
        .map(|(i, _)| GangsterId(i as u8))
        .filter(|&g| {
            st.gangster(g).owner == Some(seat)
                || answers(
                    scripts,
                    content,
                    st,
                    hooks::Hook::MayPickUp,
                    &[Card::Gangster(g.0)],
                    &Dynamic::from(PlayerRef(seat)),
                    true,
                )
        })
        .collect()
}

/// Every action `seat` could take with its car on street square `here`. It reads only what
/// the seat may see (its own folder and the public board), so bots call it through their view.
pub fn legal_actions_at(
    content: &Content,
    st: &State,
    scripts: &CardScripts,
    seat: Seat,
    here: StreetId,
) -> Vec<Action> {
    SeatActions::new(content, st, scripts, seat).at(here)
}

/// What the actions of a seat depend on wherever its car stands: its car, whether its
/// passengers let it take resources, what a turf takeover costs it, whether someone waiting in
/// jail or the hospital would fit. Found once for every square a bot weighs (each found when
/// first needed, so the cards are asked in the order [`legal_actions_at`] asks them).
pub struct SeatActions<'a> {
    content: &'a Content,
    st: &'a State,
    scripts: &'a CardScripts,
    seat: Seat,
    car: Gangsters,
    may_take: bool,
    takeover: OnceCell<i64>,
    markers_left: OnceCell<bool>,
    jail: OnceCell<bool>,
    hospital: OnceCell<bool>,
}

impl<'a> SeatActions<'a> {
    pub fn new(content: &'a Content, st: &'a State, scripts: &'a CardScripts, seat: Seat) -> SeatActions<'a> {
        let car = st.in_car(seat);
        let may_take =
            !answers(scripts, content, st, hooks::Hook::MayTakeResources, &cards(&car), &Dynamic::UNIT, false);
        SeatActions {
            content,
            st,
            scripts,
            seat,
            car,
            may_take,
            takeover: OnceCell::new(),
            markers_left: OnceCell::new(),
            jail: OnceCell::new(),
            hospital: OnceCell::new(),
        }
    }

    /// Every action the seat could take with its car on street square `here`.
    pub fn at(&self, here: StreetId) -> Vec<Action> {
        let mut actions = Vec::new();
        self.each_at(here, |a| actions.push(a));
        actions
    }

    /// Gives `f` each action the seat could take on street square `here`, in the order
    /// [`SeatActions::at`] lists them, without gathering them.
    pub fn each_at(&self, here: StreetId, mut f: impl FnMut(Action)) {
        let (content, st, scripts, seat) = (self.content, self.st, self.scripts, self.seat);
        let rules = &content.rules;
        let board = &content.board;
        let me = &st.players[seat];
        let armed = !self.car.is_empty();
        let fits = |g: &GangsterId| fits_in_car(content, st, scripts, seat, *g);
        f(Action::Pass);
        for &sq in board.squares_at(here) {
            let square = board.square(sq);
            if self.may_take && st.tokens[usize::from(sq.0)].total() > 0 {
                f(Action::TakeResources(sq));
            }
            match square.kind {
                SquareKind::Turf => {
                    let owner = st.turf[usize::from(sq.0)];
                    let markers_left = *self.markers_left.get_or_init(|| st.turf_count(seat) < rules.turf_markers);
                    let affordable = owner.is_none()
                        || me.money >= *self.takeover.get_or_init(|| takeover_cost(content, st, scripts, seat).0);
                    if owner != Some(seat) && markers_left && affordable {
                        f(Action::ClaimTurf(sq));
                    }
                }
                SquareKind::Business => match st.business_on(sq) {
                    None => {
                        for kind in Kind::ALL {
                            let marker = bank_marker(content, st, square.size, kind);
                            if let (Some(b), Some(size)) = (marker, square.size)
                                && me.resources.covers(&rules.cost(size, kind))
                            {
                                f(Action::OpenBusiness { square: sq, business: b });
                            }
                        }
                    }
                    Some(b) if st.business(b).owner == Some(seat) => {
                        if armed || !st.in_business(b).is_empty() {
                            f(Action::MoveGangsters(b));
                        }
                    }
                    Some(b) => {
                        if armed {
                            f(Action::AttackBusiness(b));
                        }
                    }
                },
                SquareKind::Police
                    if *self.jail.get_or_init(|| st.gangsters_at(seat, Where::Jail).iter().any(fits)) =>
                {
                    f(Action::FreeFromJail);
                }
                SquareKind::Hospital
                    if *self.hospital.get_or_init(|| hospital_pickups(content, st, scripts, seat).iter().any(fits)) =>
                {
                    f(Action::PickUpFromHospital);
                }
                _ => {}
            }
        }
        for c in &me.contracts {
            let card = &content.contracts[usize::from(c.card)];
            if !c.started && spot_here(content, st, seat, card.start, here) {
                let ctx = Dynamic::from(ContractCtx { player: seat, card: c.card });
                if !answers(scripts, content, st, hooks::Hook::MayStart, &[Card::Contract(c.card)], &ctx, false) {
                    f(Action::StartContract(c.card));
                }
            }
            if c.started && spot_here(content, st, seat, card.finish, here) {
                f(Action::CompleteContract(c.card));
            }
        }
        if armed {
            for (other, p) in st.players.iter() {
                if other != seat && p.car.at == here && p.car.garage.is_none() {
                    f(Action::DriveBy(other));
                }
            }
        }
    }
}

/// The first marker in the bank of this size and kind.
fn bank_marker(content: &Content, st: &State, size: Option<Size>, kind: Kind) -> Option<BusinessId> {
    content.businesses.iter().enumerate().find_map(|(i, m)| {
        let b = &st.businesses[i];
        (Some(m.size) == size && m.kind == kind && b.owner.is_none() && b.square.is_none())
            .then_some(BusinessId(i as u8))
    })
}

impl Match<'_> {
    /// How many gangsters fit in a car (5.2.6, 6.5).
    pub fn car_capacity(&self, seat: Seat) -> usize {
        car_capacity(self.content, &self.state, &self.x.scripts, seat)
    }

    /// Every action `seat` may take where its car stands.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        legal_actions_at(self.content, &self.state, &self.x.scripts, seat, self.state.players[seat].car.at)
    }

    /// 5.2: asks for one action and carries it out.
    pub fn take_action(&mut self, seat: Seat) -> Flow {
        let options = self.legal_actions(seat).into_iter().map(Choice::Action).collect::<Vec<_>>();
        let Choice::Action(action) = self.ask(seat, "action", options)? else { return unreachable_choice() };
        self.perform(seat, action)
    }

    pub fn perform(&mut self, seat: Seat, action: Action) -> Flow {
        match action {
            Action::Pass => {
                self.emit(Event::NoAction { seat });
                Ok(())
            }
            Action::TakeResources(sq) => self.take_resources(seat, sq),
            Action::ClaimTurf(sq) => self.claim_turf(seat, sq),
            Action::OpenBusiness { square, business } => self.open_business(seat, square, business),
            Action::StartContract(c) => {
                let card = Card::Contract(c);
                let fx =
                    self.run_hook(hooks::Hook::OnStart, card, Dynamic::from(ContractCtx { player: seat, card: c }))?;
                self.apply(card, fx)?;
                if let Some(h) = self.state.players[seat].contracts.iter_mut().find(|h| h.card == c) {
                    h.started = true;
                }
                self.emit(Event::ContractStarted { seat, contract: c });
                Ok(())
            }
            Action::CompleteContract(c) => {
                let card = Card::Contract(c);
                let fx =
                    self.run_hook(hooks::Hook::OnComplete, card, Dynamic::from(ContractCtx { player: seat, card: c }))?;
                self.apply(card, fx)?;
                let reward = self.content.contracts[usize::from(c)].reward;
                let p = &mut self.state.players[seat];
                p.contracts.retain(|h| h.card != c);
                p.completed.push(c);
                self.earn(seat, reward)?;
                crate::games::king_of_chicago::script::tally::fired(card);
                self.emit(Event::ContractCompleted { seat, contract: c, reward });
                Ok(())
            }
            Action::DriveBy(other) => self.attack(seat, Target::Car(other)),
            Action::AttackBusiness(b) => self.attack(seat, Target::Business(b)),
            Action::MoveGangsters(b) => self.move_gangsters(seat, b),
            Action::FreeFromJail => self.pick_up(seat, Where::Jail),
            Action::PickUpFromHospital => self.pick_up(seat, Where::Hospital),
        }
    }

    /// 5.2.1: take all or part of the resources lying there.
    fn take_resources(&mut self, seat: Seat, sq: SquareId) -> Flow {
        let mut taken = Res3::default();
        for r in Resource::ALL {
            let there = self.state.tokens[usize::from(sq.0)].get(r);
            if there == 0 {
                continue;
            }
            let options = Options::new(every_amount(there), None);
            let Choice::Amount(n) = self.ask(seat, take_prompt(r), options)? else { return unreachable_choice() };
            *taken.get_mut(r) = n;
        }
        self.state.tokens[usize::from(sq.0)].sub(&taken);
        self.state.players[seat].resources.add(&taken);
        self.emit(Event::TookResources { seat, place: sq, taken });
        Ok(())
    }

    /// 5.2.2: put a turf marker on a free turf square, or replace an opponent's for $100.
    fn claim_turf(&mut self, seat: Seat, sq: SquareId) -> Flow {
        let from = self.state.turf[usize::from(sq.0)];
        let (paid, by) = match from {
            Some(_) => takeover_cost(self.content, &self.state, &self.x.scripts, seat),
            None => (0, Vec::new()),
        };
        self.spend(seat, paid)?;
        self.state.turf[usize::from(sq.0)] = Some(seat);
        self.emit(Event::TurfClaimed { seat, square: sq, from, paid, by });
        self.update_respect();
        Ok(())
    }

    /// 5.2.3: pay the resources back to the supply, put the marker on the lot, and move any
    /// gangsters from the car into it for free.
    fn open_business(&mut self, seat: Seat, sq: SquareId, b: BusinessId) -> Flow {
        let marker = &self.content.businesses[usize::from(b.0)];
        let cost = self.content.rules.cost(marker.size, marker.kind);
        self.state.players[seat].resources.sub(&cost);
        self.state.supply.add(&cost);
        let bs = self.state.business_mut(b);
        bs.owner = Some(seat);
        bs.square = Some(sq);
        bs.closed = false;
        self.emit(Event::BusinessOpened { seat, business: b, square: sq, paid: cost });
        self.transfer_from_car(seat, b)
    }

    /// Free moves from the car into a business (after opening it or winning it): pick gangsters
    /// one by one until done or full.
    pub fn transfer_from_car(&mut self, seat: Seat, b: BusinessId) -> Flow {
        loop {
            let car: Vec<GangsterId> = self
                .state
                .in_car(seat)
                .into_iter()
                .filter(|&g| fits_in_business(self.content, &self.state, &self.x.scripts, b, g))
                .collect();
            if car.is_empty() {
                return Ok(());
            }
            let mut options = vec![Choice::Done];
            options.extend(car.into_iter().map(Choice::Gangster));
            match self.ask(seat, "into_business", options)? {
                Choice::Gangster(g) => self.relocate(seat, g, Where::Business(b)),
                _ => return Ok(()),
            }
        }
    }

    /// 5.2.6: move gangsters both ways between the car and an own business; each gangster
    /// moves at most once in the action.
    fn move_gangsters(&mut self, seat: Seat, b: BusinessId) -> Flow {
        let mut moved: Vec<GangsterId> = Vec::new();
        loop {
            let (content, st, scripts) = (self.content, &self.state, &self.x.scripts);
            let mut options = vec![Choice::Done];
            options.extend(
                st.in_car(seat)
                    .into_iter()
                    .filter(|g| !moved.contains(g) && fits_in_business(content, st, scripts, b, *g))
                    .map(Choice::Gangster),
            );
            options.extend(
                st.in_business(b)
                    .into_iter()
                    .filter(|g| !moved.contains(g) && fits_in_car(content, st, scripts, seat, *g))
                    .map(Choice::Gangster),
            );
            if options.len() == 1 {
                return Ok(());
            }
            let Choice::Gangster(g) = self.ask(seat, "move_gangster", options)? else { return Ok(()) };
            let to = if self.state.gangster(g).at == Where::Car { Where::Business(b) } else { Where::Car };
            self.relocate(seat, g, to);
            moved.push(g);
        }
    }

    /// 5.2.6: take own gangsters out of jail or the hospital into the car, as many as fit. From
    /// the hospital a card may let anyone take him, who then works for that player (Easy Mike).
    fn pick_up(&mut self, seat: Seat, from: Where) -> Flow {
        loop {
            let waiting = if from == Where::Hospital {
                hospital_pickups(self.content, &self.state, &self.x.scripts, seat)
            } else {
                self.state.gangsters_at(seat, from)
            };
            let waiting: Vec<GangsterId> = waiting
                .into_iter()
                .filter(|&g| fits_in_car(self.content, &self.state, &self.x.scripts, seat, g))
                .collect();
            if waiting.is_empty() {
                return Ok(());
            }
            let mut options = vec![Choice::Done];
            options.extend(waiting.into_iter().map(Choice::Gangster));
            match self.ask(seat, "pick_up", options)? {
                Choice::Gangster(g) => {
                    if self.state.gangster(g).owner != Some(seat)
                        && let Some(from) = self.state.gangster(g).owner
                    {
                        self.state.gangster_mut(g).owner = Some(seat);
                        self.emit(Event::StoleGangster { from, to: seat, gangster: g });
                    }
                    self.relocate(seat, g, Where::Car)
                }
                _ => return Ok(()),
            }
        }
    }

    /// Moves a gangster and logs it.
    pub fn relocate(&mut self, seat: Seat, g: GangsterId, to: Where) {
        let from = self.state.gangster(g).at;
        self.state.gangster_mut(g).at = to;
        self.emit(Event::GangsterMoved { seat, gangster: g, from, to });
    }
}

/// Every amount of tokens from all `there` down to none, each its own option (5.2.1, 5.4.4):
/// a short list a person reads and asks help on, answered by the same index a range would be.
pub(super) fn every_amount(there: i64) -> Vec<Choice> {
    (0..=there).rev().map(Choice::Amount).collect()
}

fn take_prompt(r: Resource) -> &'static str {
    match r {
        Resource::Booze => "take_booze",
        Resource::Girls => "take_girls",
        Resource::Henchmen => "take_henchmen",
    }
}
