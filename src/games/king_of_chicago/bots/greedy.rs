//! The `greedy` bot: plays to win from its own view. It opens businesses, runs contracts,
//! claims turf, fights when the odds favour it, and bids what a gangster is worth to it, the
//! more the more cash it holds.

use super::odds::fight_odds;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::options::Options;
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::KingOfChicago;
use crate::games::king_of_chicago::board::StreetId;
use crate::games::king_of_chicago::choice::{Action, Choice, PoliceAction};
use crate::games::king_of_chicago::content::{Gangster, Spot};
use crate::games::king_of_chicago::defs::{Kind, Res3, Resource, SquareKind};
use crate::games::king_of_chicago::rules::actions::SeatActions;
use crate::games::king_of_chicago::rules::shootout::{attack_bonus, defense_bonus};
use crate::games::king_of_chicago::state::Mode;
use crate::games::king_of_chicago::state::{Card, Where};
use crate::games::king_of_chicago::view::View;
use std::cell::OnceCell;

/// What an unseen gangster is assumed to add to a fight.
const UNSEEN_BONUS: i64 = 1;

pub struct GreedyBot {
    rng: Rng,
}

impl GreedyBot {
    pub fn new(seed: u64, seat: u8) -> GreedyBot {
        GreedyBot { rng: Rng::derived(seed, 0x6EED_0000 + u64::from(seat)) }
    }
}

impl Decider<KingOfChicago> for GreedyBot {
    fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        let opts = &request.options;
        let pick = match request.prompt.as_ref() {
            "move" => {
                let goals = goals(view);
                let actions = view.actions();
                let weigh = Weigh::new(view);
                best_by(opts, |c| match c {
                    Choice::Street(s) => street_value(&weigh, &actions, *s, &goals),
                    _ => f64::MIN,
                })
            }
            "action" => {
                let weigh = Weigh::new(view);
                best_by(opts, |c| match c {
                    Choice::Action(a) => action_value(&weigh, *a),
                    _ => f64::MIN,
                })
            }
            "bid_gangster" => bid(view, opts, gangster_worth(view)),
            "bid_police" => bid(view, opts, police_worth(view)),
            "casualty" => best_by(opts, |c| match c {
                Choice::Gangster(g) => -worth(view.gangster_card(*g)),
                _ => f64::MIN,
            }),
            "place_gangster" => best_by(opts, |c| placement_value(view, c)),
            "into_business" => into_business(view, opts),
            "move_gangster" => 0,
            "move_police" => best_by(opts, |c| match c {
                Choice::Street(s) => police_street_value(view, *s),
                _ => f64::MIN,
            }),
            "police_action" => best_by(opts, |c| match c {
                Choice::Police(a) => police_value(view, *a),
                _ => f64::MIN,
            }),
            "start_square" => self.rng.index(opts.len()),
            "deal_accept" => {
                let yes = view.offer().is_some_and(|d| deal_value(view, d) > 0.0);
                opts.position(&if yes { Choice::Yes } else { Choice::No }).unwrap_or(0)
            }
            // Take everything offered, pick up everyone, confiscate all: the first option is
            // the largest amount or the first gangster after "done".
            "pick_up" => opts.iter().position(|c| matches!(c, Choice::Gangster(_))).unwrap_or(0),
            p if p.starts_with("play_event") => best_by(opts, |c| match c {
                Choice::Card(Card::Event(e)) => event_value(view, *e),
                _ => 0.0,
            }),
            p if p.starts_with("card:") => best_by(opts, |c| card_answer_value(view, c)),
            _ => 0,
        };
        Ok(pick.min(opts.len().saturating_sub(1)))
    }

    fn name(&self) -> &str {
        "greedy"
    }

    crate::engine::decision::own_random_stream!(rng);
}

fn best_by(opts: &Options<Choice>, mut value: impl FnMut(&Choice) -> f64) -> usize {
    let mut best = (0, f64::MIN);
    for (i, c) in opts.iter().enumerate() {
        let v = value(&c);
        if v > best.1 {
            best = (i, v);
        }
    }
    best.0
}

/// How much a gangster is worth to have: his fighting power, his driving, and any ability.
fn worth(g: &Gangster) -> f64 {
    let b = &g.bonuses;
    let printed =
        [b.attack, b.defense, b.driveby, b.driveby_attack, b.driveby_defense, b.business_attack, b.business_defense];
    let best = printed.iter().flatten().copied().max().unwrap_or(1);
    let ability = if g.params.is_empty() { 0.0 } else { 60.0 };
    // Every two active gangsters are a power point: a gangster is worth about half a small
    // business before his bonuses.
    250.0 + 50.0 * (best - 1) as f64 + 40.0 * g.drive as f64 + ability
}

/// The most it pays for the lot on offer: the gangster's worth, more when short of gangsters.
fn gangster_worth(view: &View<'_>) -> f64 {
    let Some(g) = view.lot() else { return 0.0 };
    let mine = view.my_gangsters().iter().filter(|(_, w)| !matches!(w, Where::Graveyard)).count();
    let seats = view.my_car_capacity() + 3 * view.businesses_of(view.seat()).len();
    let hunger = if mine < 4 {
        1.6
    } else if mine < seats {
        1.2
    } else {
        0.5
    };
    worth(view.gangster_card(g)) * hunger
}

/// Worth of the police for a game round: more when a rival leads or owns much.
fn police_worth(view: &View<'_>) -> f64 {
    let me = view.seat();
    let rival_best =
        (0..view.seats()).map(|i| Seat(i as u8)).filter(|&s| s != me).map(|s| view.power(s)).max().unwrap_or(0);
    if rival_best >= view.power(me) { 250.0 } else { 100.0 }
}

/// How much less a dollar is worth to this seat than at the start: 1 while it holds up to
/// twice the starting money, then in proportion to its cash. Money hires gangsters (6.3),
/// bribes the police (6.4) and takes a rival's turf (5.2.2); a seat flush with money has nothing dearer to
/// keep it for, so it bids that many times a gangster's worth (a windfall shows in the games).
fn flush(view: &View<'_>) -> f64 {
    let start = view.content.rules.start_money.max(1) as f64;
    (view.me().money as f64 / (2.0 * start)).max(1.0)
}

/// Raises by the least step while the price is within `worth` (as [`flush`] scales it by the
/// seat's cash) and a cash reserve: the least
/// amount above nothing, if it is within them, else the first option (a pass). A run of
/// amounts is looked at through its least, never amount by amount.
fn bid(view: &View<'_>, opts: &Options<Choice>, worth: f64) -> usize {
    let cash = view.me().money as f64;
    let cap = (worth * flush(view)).min(cash - 100.0);
    let listed = opts.listed().iter().enumerate().filter_map(|(i, c)| match c {
        Choice::Amount(x) if *x > 0 => Some((i, *x)),
        _ => None,
    });
    let run = opts.amounts().and_then(|a| {
        let i = a.least_above(0)?;
        Some((opts.amounts_from() + i, a.amount(i)?))
    });
    listed.chain(run).filter(|&(_, x)| (x as f64) <= cap).min_by_key(|&(_, x)| x).map_or(0, |(i, _)| i)
}

/// What a deal put to this seat is worth to it: what it gets less what it gives, by its own
/// prices (a resource it lacks for a business is dearer), less a margin; never a deal that
/// feeds a seat near the target, nor one it cannot pay.
fn deal_value(view: &View<'_>, d: &crate::games::king_of_chicago::state::Deal) -> f64 {
    use crate::games::king_of_chicago::state::Bundle;
    if d.to != view.seat() {
        return f64::MIN;
    }
    let me = view.me();
    let can_pay = me.money >= d.get.money && me.resources.covers(&d.get.resources);
    if !can_pay || view.power(d.from) >= view.content.rules.win_power - 2 {
        return f64::MIN;
    }
    let short = shortfall(view);
    let value = |b: &Bundle, incoming: bool| {
        let tokens: f64 = Resource::ALL
            .iter()
            .map(|&r| {
                let lacking = incoming && short.get(r) > 0;
                b.resources.get(r) as f64 * if lacking { 150.0 } else { 80.0 }
            })
            .sum();
        let gangsters: f64 = b.gangsters.iter().map(|&g| worth(view.gangster_card(g))).sum();
        b.money as f64 + tokens + 150.0 * (b.events.len() + b.contracts.len()) as f64 + gangsters
    };
    value(&d.give, true) - value(&d.get, false) - 50.0
}

/// The resources still missing for the cheapest business it could open.
fn shortfall(view: &View<'_>) -> Res3 {
    let have = view.me().resources;
    let rules = &view.content.rules;
    let mut best: Option<Res3> = None;
    for kind in Kind::ALL {
        let cost = rules.cost(crate::games::king_of_chicago::defs::Size::Small, kind);
        let mut need = Res3::default();
        for r in Resource::ALL {
            *need.get_mut(r) = (cost.get(r) - have.get(r)).max(0);
        }
        if best.is_none_or(|b| need.total() < b.total()) {
            best = Some(need);
        }
    }
    best.unwrap_or_default()
}

fn my_attack(view: &View<'_>, mode: Mode) -> i64 {
    let base = view.content.rules.base_attack;
    view.my_car().iter().map(|&g| attack_bonus(view.gangster_card(g), mode, base)).sum()
}

/// What weighing an action reads of the seat's view beyond the action itself, each found the
/// first time it is needed and kept for the question (a move weighs every action on every
/// street square it could drive to, on one view).
struct Weigh<'v, 'a> {
    view: &'v View<'a>,
    /// Turf markers on the board, by seat.
    turf: OnceCell<Vec<i64>>,
    short: OnceCell<Res3>,
    car: OnceCell<usize>,
    driveby: OnceCell<i64>,
    business: OnceCell<i64>,
}

impl<'v, 'a> Weigh<'v, 'a> {
    fn new(view: &'v View<'a>) -> Self {
        Weigh {
            view,
            turf: OnceCell::new(),
            short: OnceCell::new(),
            car: OnceCell::new(),
            driveby: OnceCell::new(),
            business: OnceCell::new(),
        }
    }

    fn turf_count(&self, seat: Seat) -> i64 {
        let counts =
            self.turf.get_or_init(|| (0..self.view.seats()).map(|i| self.view.turf_count(Seat(i as u8))).collect());
        counts.get(seat.index()).copied().unwrap_or(0)
    }

    fn shortfall(&self) -> Res3 {
        *self.short.get_or_init(|| shortfall(self.view))
    }

    fn car(&self) -> usize {
        *self.car.get_or_init(|| self.view.my_car().len())
    }

    fn attack(&self, mode: Mode) -> i64 {
        let cell = if mode == Mode::Business { &self.business } else { &self.driveby };
        *cell.get_or_init(|| my_attack(self.view, mode))
    }
}

fn action_value(w: &Weigh<'_, '_>, a: Action) -> f64 {
    let view = w.view;
    let rules = &view.content.rules;
    let sides = i64::from(rules.die_sides);
    match a {
        Action::Pass => 0.0,
        Action::OpenBusiness { business, .. } => {
            let size = view.content.businesses[usize::from(business.0)].size;
            1000.0 + 300.0 * rules.size(size).power as f64
        }
        Action::CompleteContract(c) => 900.0 + view.content.contracts[usize::from(c)].reward as f64 / 2.0,
        Action::StartContract(_) => 420.0,
        Action::ClaimTurf(sq) => {
            if view.turf_owner(sq).is_some() {
                // Only worth it when it wins the local respect marker.
                let me = view.seat();
                let lead = (0..view.seats())
                    .map(|i| Seat(i as u8))
                    .filter(|&s| s != me)
                    .map(|s| w.turf_count(s))
                    .max()
                    .unwrap_or(0);
                if view.me().money > 800 && w.turf_count(me) + 1 > lead && view.respect() != Some(me) {
                    200.0
                } else {
                    -1.0
                }
            } else {
                260.0
            }
        }
        Action::TakeResources(sq) => {
            let there = view.tokens(sq);
            let need = w.shortfall();
            Resource::ALL
                .iter()
                .map(|&r| {
                    let useful = there.get(r).min(need.get(r));
                    useful as f64 * 120.0 + (there.get(r) - useful) as f64 * 35.0
                })
                .sum()
        }
        Action::DriveBy(other) => {
            let attackers = w.car();
            let defenders = view.car_count(other);
            let p = fight_odds(w.attack(Mode::DriveBy), defenders as i64 * UNSEEN_BONUS, attackers, defenders, sides);
            let prize = 250.0 + 700.0 * view.started_contracts(other).len() as f64 + 150.0 * defenders as f64;
            if p < 0.62 { -1.0 } else { p * prize - (1.0 - p) * 500.0 }
        }
        Action::AttackBusiness(b) => {
            let attackers = w.car();
            let defenders = view.business_count(b);
            let size = view.content.businesses[usize::from(b.0)].size;
            let defense = defenders as i64 * UNSEEN_BONUS + rules.size(size).defense;
            let p = fight_odds(w.attack(Mode::Business), defense, attackers, defenders, sides);
            let prize = 700.0 * rules.size(size).power as f64 + 300.0;
            if p < 0.55 { -1.0 } else { p * prize - (1.0 - p) * 600.0 }
        }
        Action::FreeFromJail | Action::PickUpFromHospital => 380.0,
        Action::MoveGangsters(_) => -0.5,
    }
}

/// A street square is worth the best action there, plus a pull towards its goals.
fn street_value(w: &Weigh<'_, '_>, actions: &SeatActions<'_>, street: StreetId, goals: &[(StreetId, f64)]) -> f64 {
    let mut here = 0.0f64;
    actions.each_at(street, |a| here = here.max(action_value(w, a)));
    here + 0.3 * goal_pull(w.view, street, goals)
}

/// What it wants next and where: contract squares, resources it lacks, free lots it can afford,
/// free turf, its gangsters waiting in jail or hospital. Found once per move, then weighed by
/// distance for each square it could drive to.
fn goals(view: &View<'_>) -> Vec<(StreetId, f64)> {
    let board = &view.content.board;
    let mut goals = Vec::new();
    for c in &view.me().contracts {
        let card = &view.content.contracts[usize::from(c.card)];
        let spot = if c.started { card.finish } else { card.start };
        match spot {
            Spot::Square(sq) => goals.push((board.street_of(sq), 900.0)),
            Spot::AnyGarage => goals.extend(board.garages.iter().map(|&g| (board.street_of(g), 900.0))),
            Spot::OwnBusiness => goals.extend(
                view.businesses_of(view.seat())
                    .iter()
                    .filter_map(|&b| view.business(b).square)
                    .map(|sq| (board.street_of(sq), 900.0)),
            ),
        }
    }
    let need = shortfall(view);
    let ready = need.total() == 0;
    for (i, sq) in board.squares.iter().enumerate() {
        let id = crate::games::king_of_chicago::board::SquareId(i as u16);
        match sq.kind {
            SquareKind::Place => {
                let t = view.tokens(id);
                let useful: i64 = Resource::ALL.iter().map(|&r| t.get(r).min(need.get(r))).sum();
                if useful > 0 {
                    goals.push((sq.street, 300.0 * useful as f64));
                }
            }
            SquareKind::Business if ready && view.business_on(id).is_none() => goals.push((sq.street, 1200.0)),
            SquareKind::Turf if view.turf_owner(id).is_none() => goals.push((sq.street, 200.0)),
            _ => {}
        }
    }
    let waiting = view.my_gangsters().iter().filter(|(_, w)| matches!(w, Where::Jail | Where::Hospital)).count();
    if waiting > 0 && view.my_car().len() < view.my_car_capacity() {
        goals.push((board.street_of(board.police), 400.0));
        goals.push((board.street_of(board.hospital), 400.0));
    }
    strongest_by_street(goals)
}

/// The strongest goal on each street square, once, the strongest first: a goal's pull on a
/// square is its value over one plus the distance, the same divisor for every goal on one
/// street square, so the strongest of them pulls hardest wherever the car may go. Weighing a
/// move asks the goals about every square it could drive to; free turf and lots make many
/// goals share a square.
fn strongest_by_street(goals: Vec<(StreetId, f64)>) -> Vec<(StreetId, f64)> {
    let mut strongest: Vec<(StreetId, f64)> = Vec::with_capacity(goals.len());
    for (street, value) in goals {
        match strongest.iter_mut().find(|(s, _)| *s == street) {
            Some(kept) => kept.1 = kept.1.max(value),
            None => strongest.push((street, value)),
        }
    }
    strongest.sort_unstable_by(|a, b| b.1.total_cmp(&a.1));
    strongest
}

/// The strongest pull of the goals on a street square: value over one plus the distance.
/// The goals come strongest first, and a goal never pulls harder than its value, so the goals
/// after one whose value does not beat the strongest pull found are not asked: the same
/// pull, found for fewer of them.
fn goal_pull(view: &View<'_>, street: StreetId, goals: &[(StreetId, f64)]) -> f64 {
    let board = &view.content.board;
    let mut pull = 0.0f64;
    for &(target, value) in goals {
        if value <= pull {
            break;
        }
        pull = pull.max(value / (1.0 + f64::from(board.distance(street, target))));
    }
    pull
}

/// Attackers ride in the car, defenders and earners sit in businesses; an empty business
/// first gets a guard.
fn placement_value(view: &View<'_>, c: &Choice) -> f64 {
    let Choice::Place { gangster, to } = c else {
        return f64::MIN;
    };
    let g = view.gangster_card(*gangster);
    let base = view.content.rules.base_attack;
    let attack = attack_bonus(g, Mode::DriveBy, base).max(attack_bonus(g, Mode::Business, base)) as f64;
    let defense = defense_bonus(g, Mode::Business, base) as f64;
    match to {
        Where::Car => 10.0 + 3.0 * attack - 3.0 * view.my_car().len() as f64,
        Where::Business(b) => {
            let guards = view.my_business_gangsters(*b).len() as f64;
            let income = if g.params.contains_key("income") || g.params.contains_key("resource") { 6.0 } else { 0.0 };
            let unguarded = if guards == 0.0 { 10.0 } else { 0.0 };
            12.0 + 3.0 * defense + income + unguarded - 8.0 * guards
        }
        _ => 0.0,
    }
}

/// After opening or taking a business: leave one guard there if two or more ride along.
fn into_business(view: &View<'_>, opts: &Options<Choice>) -> usize {
    if view.my_car().len() < 2 {
        return 0;
    }
    let base = view.content.rules.base_defense;
    best_by(opts, |c| match c {
        Choice::Gangster(g) => defense_bonus(view.gangster_card(*g), Mode::Business, base) as f64,
        _ => 0.5,
    })
}

/// The police go where the leading rival's property is.
fn police_street_value(view: &View<'_>, street: StreetId) -> f64 {
    let me = view.seat();
    let board = &view.content.board;
    let mut v = 0.0f64;
    for &sq in board.squares_at(street) {
        if let Some(b) = view.business_on(sq)
            && let Some(owner) = view.business(b).owner
            && owner != me
        {
            v = v.max(10.0 + view.power(owner) as f64);
        }
    }
    for i in 0..view.seats() {
        let s = Seat(i as u8);
        if s != me && view.car_at(s) == street && !view.in_garage(s) {
            v = v.max(8.0 + view.power(s) as f64 + 5.0 * view.started_contracts(s).len() as f64);
        }
    }
    v
}

fn police_value(view: &View<'_>, a: PoliceAction) -> f64 {
    match a {
        PoliceAction::Pass => 0.0,
        PoliceAction::Raid(b) => {
            let owner = view.business(b).owner.map_or(0, |o| view.power(o));
            5.0 + owner as f64 + view.business_count(b) as f64
        }
        PoliceAction::Bust(s) => {
            3.0 + view.power(s) as f64 + 4.0 * view.started_contracts(s).len() as f64 + view.car_count(s) as f64
        }
        PoliceAction::ClearTurf(sq) => {
            if view.turf_owner(sq) == view.respect() {
                4.0
            } else {
                1.0
            }
        }
        PoliceAction::Confiscate(_) => -1.0,
    }
}

/// The rival with the most power points (ties: the first in seat order).
fn leader(view: &View<'_>) -> Option<Seat> {
    (0..view.seats())
        .map(|i| Seat(i as u8))
        .filter(|&s| s != view.seat())
        .max_by_key(|&s| (view.power(s), std::cmp::Reverse(s.0)))
}

/// The chance this seat wins the fight in progress, from the totals (estimated from the
/// face-up gangsters before they are fixed).
fn my_fight_odds(view: &View<'_>) -> Option<f64> {
    let f = view.fight()?;
    let sides = i64::from(view.content.rules.die_sides);
    let (attack, defense) = if f.attack == 0 && f.defense == 0 {
        let base = view.content.rules.base_attack;
        let a: i64 = f.attackers.iter().map(|&g| attack_bonus(view.gangster_card(g), f.mode, base)).sum();
        let d: i64 = f.defenders.iter().map(|&g| defense_bonus(view.gangster_card(g), f.mode, base)).sum();
        (a, d)
    } else {
        (f.attack, f.defense)
    };
    let p =
        fight_odds(attack + f.roll_bonus[0], defense + f.roll_bonus[1], f.attackers.len(), f.defenders.len(), sides);
    if f.attacker == view.seat() {
        Some(p)
    } else if f.defender == view.seat() {
        Some(1.0 - p)
    } else {
        None
    }
}

/// Whether playing an event helps now, and how much (0 or less: keep it). The cards' own
/// `may_play` already ruled out what cannot be played.
fn event_value(view: &View<'_>, e: u8) -> f64 {
    let id = view.content.events[usize::from(e)].id.as_str();
    let odds = my_fight_odds(view);
    let me = view.seat();
    match id {
        "tommyguns" | "shotguns" | "dynamite" => odds.map_or(-1.0, |p| if p < 0.85 { 10.0 } else { -1.0 }),
        "massacre" => odds.map_or(-1.0, |p| if p > 0.6 { 5.0 } else { -1.0 }),
        "getaway" | "sneaking_out_the_backdoor" => odds.map_or(-1.0, |p| if p < 0.3 { 8.0 } else { -1.0 }),
        "still_standing" | "fabulous_first_aid" | "the_severed_horsehead" => 10.0,
        "an_old_favor" | "backstabbing_son_of_a_gun" | "break_and_enter" | "he_had_an_accident" | "the_pillow" => 6.0,
        "burglary" | "the_rat" => 5.0,
        "election_day" | "out_of_gas" => leader(view).map_or(-1.0, |l| if view.power(l) >= 5 { 4.0 } else { -1.0 }),
        "friends_on_the_inside" => {
            if view.police_controller() == Some(me) {
                -1.0
            } else {
                3.0
            }
        }
        "the_feds_are_in_town" => {
            if view.police_controller() == Some(me) {
                4.0
            } else {
                -1.0
            }
        }
        "streetwise" => {
            if view.started_contracts(me).is_empty() {
                -1.0
            } else {
                3.0
            }
        }
        _ => 1.0,
    }
}

/// Answers to a card's own questions: hurt the leader, spend the weakest of one's own
/// gangsters, take the best of someone else's, say yes, stake little.
fn card_answer_value(view: &View<'_>, c: &Choice) -> f64 {
    match c {
        Choice::Player(s) => view.power(*s) as f64 + 0.01 * view.hand_size(*s) as f64,
        Choice::Gangster(g) => {
            let w = worth(view.gangster_card(*g));
            if view.my_gangsters().iter().any(|(x, _)| x == g) { -w } else { w }
        }
        Choice::Business(b) => view.business(*b).owner.map_or(0.0, |o| view.power(o) as f64),
        Choice::Yes => 1.0,
        Choice::No => 0.0,
        Choice::Amount(x) => -(*x as f64),
        Choice::Resource(r) => shortfall(view).get(*r) as f64,
        _ => 0.0,
    }
}
