//! What one seat may see: its own folder in full, the others' public side only (rulebook 3.2:
//! money, resources, unstarted contracts and events stay in the private folder; gangsters under
//! a car or business marker lie face down, so only their number shows).

use super::board::{SquareId, StreetId};
use super::choice::{Choice, PoliceAction};
use super::content::{Content, Gangster};
use super::defs::Res3;
use super::defs::Resource;
use super::event::Event;
use super::points::powers;
use super::script::CardScripts;
use super::state::Fight;
use super::state::{BusinessId, BusinessState, GangsterId, Gangsters, Player, State, Where};
use crate::engine::game::LogEntry;
use crate::engine::log::Logged;
use crate::engine::seat::Seat;
use smallvec::SmallVec;
use std::cell::OnceCell;

/// One seat's view. Its methods are the only way a decider reads the game, but for a seat that
/// searches, which imagines from `Game::determinize`.
pub struct View<'a> {
    state: &'a State,
    pub content: &'a Content,
    scripts: &'a CardScripts,
    seat: Seat,
    fight: Option<&'a Fight>,
    /// The game's events so far; a seat reads them only as told to it ([`View::told`]).
    log: &'a [LogEntry<super::KingOfChicago>],
    /// Every seat's power points, counted when first asked (bots ask for them square by
    /// square; the position does not change while the view lives).
    powers: OnceCell<SmallVec<[i64; 8]>>,
}

impl<'a> View<'a> {
    /// A seat's view of a state. The match builds one for every question; tools and tests
    /// build their own (a view shows only what the seat may see, whoever builds it).
    pub fn new(
        state: &'a State,
        content: &'a Content,
        scripts: &'a CardScripts,
        seat: Seat,
        fight: Option<&'a Fight>,
        log: &'a [LogEntry<super::KingOfChicago>],
    ) -> Self {
        View { state, content, scripts, seat, fight, log, powers: OnceCell::new() }
    }

    /// The deal put to this seat, or put by it, while the other seat decides.
    pub fn offer(&self) -> Option<&super::state::Deal> {
        self.state.offer.as_ref().filter(|d| d.from == self.seat || d.to == self.seat)
    }

    /// The last die this seat rolled for `why` (its move, the police car's), as everyone saw it.
    pub fn last_roll(&self, why: super::event::Why) -> Option<u8> {
        self.log.iter().rev().find_map(|e| match e {
            Logged::Game(Event::Roll { seat: Some(s), why: w, face, .. }) if *s == self.seat && *w == why => {
                Some(*face)
            }
            _ => None,
        })
    }

    /// Whether this seat's car is about to drive (5.1): its movement die is the last thing that
    /// happened, so the question under way is where it drives.
    pub fn driving(&self) -> bool {
        let last = self.log.iter().rev().find(|e| !matches!(e, Logged::ScriptFailed(_)));
        matches!(last, Some(Logged::Game(Event::Roll { seat: Some(s), why: super::event::Why::Movement, .. })) if *s == self.seat)
    }

    /// Whether the seat is about to pick its first business's lot (3.2): the first player
    /// just named, or another seat's lot just picked, and one of its businesses not on the
    /// board yet.
    pub fn picking_start_lot(&self) -> bool {
        let last = self.log.iter().rev().find(|e| !matches!(e, Logged::ScriptFailed(_)));
        matches!(last, Some(Logged::Game(Event::FirstPlayer { .. } | Event::StartSquare { .. })))
            && self.businesses_of(self.seat).iter().any(|&b| self.business(b).square.is_none())
    }

    /// The seat whose player turn began last (5.0), as everyone saw it; none once a trade
    /// round has begun since (6.0), or before the first turn.
    pub fn turn_begun(&self) -> Option<Seat> {
        self.log.iter().rev().find_map(|e| match e {
            Logged::Game(Event::Turn { seat }) => Some(Some(*seat)),
            Logged::Game(Event::TradeRound { .. }) => Some(None),
            _ => None,
        })?
    }

    /// The business this seat last opened or won (5.2.3, 5.2.5), as everyone saw it: the one its
    /// car's gangsters may go into ("into_business").
    pub fn business_entered(&self) -> Option<BusinessId> {
        self.log.iter().rev().find_map(|e| match e {
            Logged::Game(
                Event::BusinessOpened { seat, business, .. } | Event::BusinessTaken { seat, business, .. },
            ) if *seat == self.seat => Some(*business),
            _ => None,
        })
    }

    /// The words a card's script gave the question put to this seat (`choose`'s fourth
    /// argument), by name; empty when it gave none, or the question is another seat's.
    pub fn card_question(&self) -> &[(String, super::state::Said)] {
        self.state.card_question.as_ref().filter(|q| q.seat == self.seat).map_or(&[], |q| &q.said)
    }

    /// The card whose script asks this seat the question under way, if one does.
    pub fn asking_card(&self) -> Option<super::state::Card> {
        self.state.card_question.as_ref().filter(|q| q.seat == self.seat).and_then(|q| q.card)
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    pub fn round(&self) -> u32 {
        self.state.clock.round
    }

    pub fn action_round(&self) -> u8 {
        self.state.clock.action_round
    }

    pub fn first_player(&self) -> Seat {
        self.state.clock.first
    }

    /// Everything in this seat's own folder.
    pub fn me(&self) -> &Player {
        &self.state.players[self.seat]
    }

    /// This seat's gangsters and where each is.
    pub fn my_gangsters(&self) -> Vec<(GangsterId, Where)> {
        self.state
            .gangsters
            .iter()
            .enumerate()
            .filter(|(_, g)| g.owner == Some(self.seat))
            .map(|(i, g)| (GangsterId(i as u8), g.at))
            .collect()
    }

    pub fn my_car(&self) -> Gangsters {
        self.state.in_car(self.seat)
    }

    pub fn gangster_card(&self, g: GangsterId) -> &Gangster {
        &self.content.gangsters[usize::from(g.0)]
    }

    /// Where any gangster is, when that is public: jail, hospital, graveyard and the auction
    /// row are on the table; the rest only for the seat's own cards.
    pub fn public_place(&self, g: GangsterId) -> Option<(Option<Seat>, Where)> {
        let gs = self.state.gangster(g);
        let public = matches!(gs.at, Where::Jail | Where::Hospital | Where::Graveyard | Where::Auction);
        (public || gs.owner == Some(self.seat)).then_some((gs.owner, gs.at))
    }

    /// Whether `seat` is frozen (Election Day, 8.1): the card that froze him and who played
    /// it (face up, so everyone saw it; `None` when unknown), and whether his next income is
    /// still to be lost.
    pub fn frozen(&self, seat: Seat) -> Option<(Option<super::state::FrozenBy>, bool)> {
        let p = &self.state.players[seat];
        p.frozen.then_some((p.frozen_by, p.no_income))
    }

    /// Whether this seat's car stays where it is this turn (Out of gas, 8.1), and who played
    /// the card, as everyone saw it (`None` when the news does not say).
    pub fn out_of_gas(&self) -> Option<Option<Seat>> {
        if !self.state.players[self.seat].out_of_gas {
            return None;
        }
        // The last time the card was played (there is one of each event card, 6.2.2).
        let card = self.content.events.iter().position(|e| e.id == "out_of_gas");
        Some(self.log.iter().rev().find_map(|e| match e {
            Logged::Game(Event::EventPlayed { seat, card: c }) if Some(usize::from(*c)) == card => Some(*seat),
            _ => None,
        }))
    }

    pub fn car_at(&self, seat: Seat) -> StreetId {
        self.state.players[seat].car.at
    }

    /// Whether the seat's car stands on the board: before the first round (3.2) it waits off
    /// the board until its owner picks his first business's lot, then starts on that lot's
    /// street; the state keeps it on the police department's street meanwhile, which the board
    /// drew as a car in jail.
    pub fn car_on_board(&self, seat: Seat) -> bool {
        self.round() != 0 || self.businesses_of(seat).iter().any(|&b| self.business(b).square.is_some())
    }

    pub fn in_garage(&self, seat: Seat) -> bool {
        self.state.players[seat].car.garage.is_some()
    }

    /// How many gangsters sit in a car: the cards under the marker can be counted.
    pub fn car_count(&self, seat: Seat) -> usize {
        self.state.in_car(seat).len()
    }

    /// What another seat has where this seat's car stands: its cars out of the garage and its
    /// businesses beside the street, the targets an attack would need gangsters in the car
    /// for ("au moins un gangster dans votre voiture pour pouvoir attaquer", 5.2.5).
    pub fn rivals_here(&self) -> Vec<super::state::Target> {
        self.rivals_at(self.car_at(self.seat))
    }

    /// What another seat has at street `here`: its cars out of the garage and its businesses
    /// beside the street, what a car stopping there could attack with a gangster in it (5.2.5).
    pub fn rivals_at(&self, here: StreetId) -> Vec<super::state::Target> {
        use super::state::Target;
        let mut out: Vec<Target> = (0..self.seats())
            .map(|i| Seat(i as u8))
            .filter(|&s| s != self.seat && self.car_at(s) == here && !self.in_garage(s))
            .map(Target::Car)
            .collect();
        for &sq in self.content.board.squares_at(here) {
            if let Some(b) = self.business_on(sq).filter(|&b| self.business(b).owner.is_some_and(|o| o != self.seat)) {
                out.push(Target::Business(b));
            }
        }
        out
    }

    pub fn business(&self, b: BusinessId) -> &BusinessState {
        self.state.business(b)
    }

    pub fn businesses_of(&self, seat: Seat) -> Vec<BusinessId> {
        self.state.businesses_of(seat)
    }

    pub fn business_on(&self, sq: SquareId) -> Option<BusinessId> {
        self.state.business_on(sq)
    }

    /// How many gangsters sit in a business.
    pub fn business_count(&self, b: BusinessId) -> usize {
        self.state.in_business(b).len()
    }

    /// The gangsters in this seat's own business.
    pub fn my_business_gangsters(&self, b: BusinessId) -> Gangsters {
        if self.state.business(b).owner == Some(self.seat) { self.state.in_business(b) } else { Gangsters::new() }
    }

    /// What taking a rival's turf over costs this seat (5.2.2), with what its own cards take off.
    pub fn my_takeover_cost(&self) -> i64 {
        super::rules::actions::takeover_cost(self.content, self.state, self.scripts, self.seat).0
    }

    /// The resources opening business `b` costs (5.2.3).
    pub fn opening_cost(&self, b: BusinessId) -> Res3 {
        let marker = &self.content.businesses[usize::from(b.0)];
        self.content.rules.cost(marker.size, marker.kind)
    }

    pub fn turf_owner(&self, sq: SquareId) -> Option<Seat> {
        self.state.turf[usize::from(sq.0)]
    }

    pub fn turf_count(&self, seat: Seat) -> i64 {
        self.state.turf_count(seat)
    }

    pub fn tokens(&self, sq: SquareId) -> Res3 {
        self.state.tokens[usize::from(sq.0)]
    }

    pub fn supply(&self) -> Res3 {
        self.state.supply
    }

    pub fn police_at(&self) -> StreetId {
        self.state.police.at
    }

    pub fn police_controller(&self) -> Option<Seat> {
        self.state.police.controller
    }

    /// The police actions its controller has left this game round (5.3): public, as the
    /// actions taken are.
    pub fn police_actions_left(&self) -> u8 {
        self.state.police.actions_left
    }

    pub fn auction_row(&self) -> &[GangsterId] {
        &self.state.auction
    }

    /// The gangsters of `seat` a card may steal (Backstabbing son of a gun, RULINGS.md: in his
    /// car, a business, his folder or hiding), how many (their markers show it), and those of
    /// them this seat knows by name from the news (`secrecy::known_owners`).
    pub fn stealable_of(&self, seat: Seat) -> (usize, Vec<GangsterId>) {
        let known = super::secrecy::known_owners(self.log, self.seat, self.state.gangsters.len());
        let mut count = 0;
        let mut names = Vec::new();
        for (i, g) in self.state.gangsters.iter().enumerate() {
            if g.owner == Some(seat) && matches!(g.at, Where::Car | Where::Business(_) | Where::Reserve | Where::Hiding)
            {
                count += 1;
                if known[i] == Some(seat) || seat == self.seat {
                    names.push(GangsterId(i as u8));
                }
            }
        }
        (count, names)
    }

    /// The gangster on the auction block right now.
    pub fn lot(&self) -> Option<GangsterId> {
        self.state.lot
    }

    /// The gangsters to be auctioned after the lot in this trade round (6.3), in order.
    pub fn lots_after(&self) -> &[GangsterId] {
        &self.state.lots_after
    }

    pub fn respect(&self) -> Option<Seat> {
        self.state.respect
    }

    /// Power points are counted in the open (1.2).
    pub fn power(&self, seat: Seat) -> i64 {
        let all = self.powers.get_or_init(|| powers(self.content, self.state));
        all.get(seat.index()).copied().unwrap_or(0)
    }

    /// How many of `seat`'s gangsters are free to be placed at the next placement (6.5): in his
    /// car or businesses, bought at the auction, or hiding (all of it seen at the table); and
    /// how many of them count now, in a car or a business (1.2).
    pub fn free_gangsters(&self, seat: Seat) -> (i64, i64) {
        let mine = self.state.gangsters.iter().filter(|g| g.owner == Some(seat));
        let (mut free, mut active) = (0, 0);
        for g in mine {
            free += i64::from(matches!(g.at, Where::Car | Where::Business(_) | Where::Reserve | Where::Hiding));
            active += i64::from(matches!(g.at, Where::Car | Where::Business(_)));
        }
        (free, active)
    }

    /// Started contracts lie face up (5.2.4).
    pub fn started_contracts(&self, seat: Seat) -> Vec<u8> {
        self.state.players[seat].contracts.iter().filter(|c| c.started).map(|c| c.card).collect()
    }

    pub fn completed_contracts(&self, seat: Seat) -> usize {
        self.state.players[seat].completed.len()
    }

    /// The resources in `seat`'s warehouse, as The rat's play learns them (8.1: "you leak
    /// information about one of your opponents warehouses"): its option and question name
    /// whom the police would raid and how many resources he would lose, as its script counts
    /// them. Only the screen reads it, and says only that count: what a rival's folder holds
    /// stays hidden (3.2).
    pub fn warehouse_betrayed(&self, seat: Seat) -> Res3 {
        self.state.players[seat].resources
    }

    /// How many event and contract cards a seat holds (the backs are visible).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.state.players[seat].cards_face_down()
    }

    /// The actions this seat could take with its car on `street` (what it would find there).
    pub fn actions_at(&self, street: StreetId) -> Vec<super::choice::Action> {
        self.actions().at(street)
    }

    /// This seat's actions on any street square, for weighing many squares: what does not
    /// depend on the square is found once.
    pub fn actions(&self) -> super::rules::actions::SeatActions<'a> {
        super::rules::actions::SeatActions::new(self.content, self.state, self.scripts, self.seat)
    }

    /// How many gangsters fit in this seat's car.
    pub fn my_car_capacity(&self) -> usize {
        super::rules::actions::car_capacity(self.content, self.state, self.scripts, self.seat)
    }

    /// This seat's gangsters whose card makes taking a rival's turf over cheaper (Sad Ken),
    /// when it is cheaper now (5.2.2).
    pub fn takeover_cheapeners(&self) -> Vec<GangsterId> {
        if self.my_takeover_cost() >= self.content.rules.turf_takeover {
            return Vec::new();
        }
        let hook = super::script::hooks::Hook::TakeoverCost;
        self.my_gangsters()
            .into_iter()
            .filter(|&(g, at)| {
                matches!(at, Where::Car | Where::Business(_))
                    && self.scripts.defines(super::state::Card::Gangster(g.0).key(), hook)
            })
            .map(|(g, _)| g)
            .collect()
    }

    /// At the placement (6.5): this seat's gangster asked about now, and where he was before it.
    pub fn placing_now(&self) -> Option<(GangsterId, Where)> {
        self.state.placing.first().copied().filter(|&(g, _)| self.state.gangster(g).owner == Some(self.seat))
    }

    /// Where gangster `g` was before the placement going on, or else where he is.
    pub fn placed_before(&self, g: GangsterId) -> Where {
        self.state.placing.iter().find(|p| p.0 == g).map_or(self.state.gangster(g).at, |p| p.1)
    }

    /// Whether gangster `g` is still to be placed at the placement going on (6.5).
    pub fn still_to_place(&self, g: GangsterId) -> bool {
        self.state.placing.iter().any(|p| p.0 == g)
    }

    /// At the placement (6.5) the rules take every free gangster of the seat placing up
    /// first: the position as a person reads it puts each one still to be placed back where he
    /// was (his place until he is placed), so the status counts his car, business and power
    /// point as before. None outside the placement.
    pub fn before_placement(&self) -> Option<State> {
        if self.state.placing.is_empty() {
            return None;
        }
        let mut state = self.state.clone();
        for &(g, was) in &self.state.placing {
            state.gangster_mut(g).at = was;
        }
        Some(state)
    }

    /// At the placement (6.5), were `g` put in this seat's car: the others still to be placed
    /// who were in it (each stays there unless moved), and how many of them would still fit,
    /// taken in the order the placement asks about them.
    pub fn car_room_after(&self, g: GangsterId) -> (Vec<GangsterId>, usize) {
        let fits = super::rules::actions::fits_in_car;
        let mut state = self.state.clone();
        state.gangster_mut(g).at = Where::Car;
        let waiting: Vec<GangsterId> = self
            .state
            .placing
            .iter()
            .filter(|&&(w, was)| w != g && was == Where::Car && self.state.gangster(w).owner == Some(self.seat))
            .map(|&(w, _)| w)
            .collect();
        let mut room = 0;
        for &w in &waiting {
            if fits(self.content, &state, self.scripts, self.seat, w) {
                state.gangster_mut(w).at = Where::Car;
                room += 1;
            }
        }
        (waiting, room)
    }

    /// This view over another position of the same game (`before_placement`'s).
    pub fn over<'b>(&self, state: &'b State) -> View<'b>
    where
        'a: 'b,
    {
        View::new(state, self.content, self.scripts, self.seat, self.fight, self.log)
    }

    /// How many more gangsters this seat's car holds now (5.2.6: 3 at most, with the seats its
    /// gangsters add or take, Fat Fred, The Dwarf).
    pub fn car_room(&self) -> i64 {
        let aboard = self.state.in_car(self.seat);
        let extra = super::rules::actions::seats(self.scripts, self.content, self.state, &aboard, "car");
        (self.content.rules.car_capacity + extra - aboard.len() as i64).max(0)
    }

    /// Whether this seat's car, lost in a fight, would wait in the garage until the end of the
    /// next trade round (5.2.5; The Mechanic repairs it at once).
    pub fn my_car_would_wait(&self) -> bool {
        super::rules::actions::garage_waits(self.content, self.state, self.scripts, self.seat)
    }

    /// Whether gangster `g` would fit in this seat's car now, his own seats counted (Fat Fred).
    pub fn fits_in_my_car(&self, g: GangsterId) -> bool {
        super::rules::actions::fits_in_car(self.content, self.state, self.scripts, self.seat, g)
    }

    /// Whether gangster `g` would fit in this seat's business `b` now (6.5: 3 at most, with
    /// the seats its gangsters add, The Dwarf).
    pub fn fits_in_my_business(&self, b: BusinessId, g: GangsterId) -> bool {
        super::rules::actions::fits_in_business(self.content, self.state, self.scripts, b, g)
    }

    /// How many gangsters business `b` holds (6.5), with the seats its gangsters add.
    pub fn business_room(&self, b: BusinessId) -> usize {
        super::rules::actions::business_capacity(self.content, self.state, self.scripts, b)
    }

    /// How many seats `g` alone adds to (or, below 0, takes from) the place he sits in.
    pub fn seats_of(&self, g: GangsterId, place: &str) -> i64 {
        super::rules::actions::seats(self.scripts, self.content, self.state, &[g], place)
    }

    /// The dice of the last shootout round won (attacker's, defender's), as everyone saw them.
    pub fn last_shootout_dice(&self) -> Option<(u8, u8)> {
        self.log.iter().rev().find_map(|e| match e {
            Logged::Game(Event::ShootoutRound { attacker_die, defender_die, winner: Some(_), .. }) => {
                Some((*attacker_die, *defender_die))
            }
            _ => None,
        })
    }

    /// The business this seat is moving gangsters at (5.2.6), by its last action chosen.
    pub fn moving_at(&self) -> Option<BusinessId> {
        self.log.iter().rev().find_map(|e| match e {
            Logged::Chose(c) if c.seat == self.seat => match c.choice {
                Choice::Action(super::choice::Action::MoveGangsters(b)) => Some(Some(b)),
                Choice::Action(_) => Some(None),
                _ => None,
            },
            _ => None,
        })?
    }

    /// This seat's gangster whose fall is being decided, for the cards played after a wound or a
    /// killing (8.1: Fabulous first aid, Still standing): the last one chosen to fall in a
    /// shootout round or by a card (He had an accident), or sacrificed (Dynamite), if he is
    /// this seat's. The fall itself is told only once the cards have acted.
    pub fn falling_gangster(&self) -> Option<GangsterId> {
        let g = self.log.iter().rev().find_map(|e| match e {
            Logged::Chose(c) if c.prompt == "casualty" || c.prompt.starts_with("card:") => match c.choice {
                Choice::Gangster(g) => Some(g),
                _ => None,
            },
            Logged::Game(Event::Sacrificed { gangster, .. }) => Some(*gangster),
            _ => None,
        })?;
        (self.state.gangster(g).owner == Some(self.seat)).then_some(g)
    }

    /// What this seat has seen inside cars and businesses since the last placement.
    pub fn my_peeks(&self) -> Vec<&super::state::Peek> {
        self.state.peeks.iter().filter(|p| p.seat == self.seat).collect()
    }

    /// What this seat can count of an attack on `target` before making it (5.2.5 B): its own
    /// total, and the defender's from the gangsters it knows there (3.2: the others lie face
    /// down), as the fight counts them.
    pub fn foreseen(&self, target: super::state::Target) -> super::rules::shootout::Foreseen {
        let seen = self.known_at(target);
        super::rules::shootout::foreseen(self.content, self.scripts, self.state, self.seat, target, &seen)
    }

    /// The gangsters defending `target` this seat knows to be there: those it looked at (The
    /// Reporter), and those the news last put there, face up (bought, moved from the hospital,
    /// named in a fight...), with no move it could not follow since (`secrecy::last_seen`).
    pub fn known_at(&self, target: super::state::Target) -> Vec<GangsterId> {
        use super::state::Target;
        let owner = match target {
            Target::Car(s) => Some(s),
            Target::Business(b) => self.state.business(b).owner,
        };
        let place = super::secrecy::place_of(target);
        let last = super::secrecy::last_seen(self.log, self.seat, self.state.gangsters.len());
        let mut seen: Vec<GangsterId> =
            self.my_peeks().iter().filter(|p| p.target == target).flat_map(|p| p.gangsters.iter().copied()).collect();
        for (i, at) in last.into_iter().enumerate() {
            let g = GangsterId(i as u8);
            let there = self.state.gangster(g);
            if owner.is_some() && at == owner.map(|o| (o, place)) && there.owner == owner && there.at == place {
                seen.push(g);
            }
        }
        seen.sort_unstable();
        seen.dedup();
        seen
    }

    /// The event cards in this seat's hand.
    pub fn my_events(&self) -> &[u8] {
        &self.state.players[self.seat].events
    }

    /// The highest bid so far on the lot under the hammer, a gangster (6.3) or the police
    /// (6.4), and its bidder; `None` before anyone bids. Bids are made in the open.
    pub fn high_bid(&self) -> Option<(Seat, i64)> {
        for e in self.log.iter().rev() {
            match e {
                Logged::Game(Event::Bid { seat, amount }) => return Some((*seat, *amount)),
                Logged::Game(Event::Lot { .. } | Event::PoliceLot) => return None,
                _ => {}
            }
        }
        None
    }

    /// The kind of token the police are asked to confiscate now (5.4.4): the square's kinds
    /// are asked one at a time, booze, girls then henchmen, those not lying there skipped, and
    /// nothing leaves the square before the last answer. `None` outside that question.
    pub fn confiscating(&self) -> Option<Resource> {
        let mut answered = 0;
        for e in self.log.iter().rev() {
            let Logged::Chose(c) = e else { continue };
            if c.prompt == "confiscate" {
                answered += 1;
                continue;
            }
            let Choice::Police(PoliceAction::Confiscate(sq)) = c.choice else { return None };
            let there = self.tokens(sq);
            return Resource::ALL.into_iter().filter(|&r| there.get(r) > 0).nth(answered);
        }
        None
    }

    /// The police actions (5.4) this seat could take with the police car on `street`, while the
    /// game round's police action is unspent; none once it is spent.
    pub fn police_actions_at(&self, street: StreetId) -> Vec<PoliceAction> {
        if self.state.police.actions_left == 0 {
            return Vec::new();
        }
        super::rules::police::police_actions_at(self.content, self.state, self.seat, street)
    }

    /// What the police could do with the police car on `street` (5.4) were an action left this
    /// game round: what a raid, a bust, a clearing or a confiscation there would hit.
    /// Unlike [`View::police_actions_at`], it answers once the action is spent too.
    pub fn police_targets_at(&self, street: StreetId) -> Vec<PoliceAction> {
        let all = super::rules::police::police_actions_at(self.content, self.state, self.seat, street);
        all.into_iter().filter(|&p| p != PoliceAction::Pass).collect()
    }

    /// What each side's total in the fight under way is made of (5.2.5 B), attacker's first,
    /// as the fight counts it: both sides lie face up once it is declared.
    pub fn fight_parts(&self) -> [Vec<super::event::Part>; 2] {
        crate::engine::script::tally::deciding(|| super::rules::shootout::parts(self.content, self.scripts, self.state))
    }

    /// The fight in progress: both sides' gangsters lie face up (5.2.5, step 1).
    pub fn fight(&self) -> Option<&Fight> {
        self.fight
    }

    /// What the cards played on the fight under way add to each roll of each side (8.1:
    /// Shotguns, Tommyguns, Dynamite), attacker's first, as everyone saw them played since
    /// the attack was declared: each the event card whose play added it, `None` for a bonus
    /// no card's play in the news gave (a mod's gangster adding to the rolls). They add up to
    /// the fight's own `roll_bonus`.
    pub fn fight_cards(&self) -> [Vec<(Option<u8>, i64)>; 2] {
        let mut out = [Vec::new(), Vec::new()];
        let Some(f) = self.fight else { return out };
        let since = self.log.iter().rposition(|e| matches!(e, Logged::Game(Event::Attack { .. })));
        let mut played = None;
        for e in &self.log[since.unwrap_or(self.log.len())..] {
            match e {
                Logged::Game(Event::EventPlayed { card, .. }) => played = Some(*card),
                Logged::Game(Event::RollBonus { seat, bonus }) => {
                    let side = if *seat == f.attacker { 0 } else { 1 };
                    out[side].push((played, *bonus));
                }
                _ => {}
            }
        }
        for (side, cards) in out.iter_mut().enumerate() {
            let told: i64 = cards.iter().map(|c| c.1).sum();
            if told != f.roll_bonus[side] {
                cards.push((None, f.roll_bonus[side] - told));
            }
        }
        out
    }
}
