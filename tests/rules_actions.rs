//! A player turn: moving the car (rulebook 5.1) and the actions (5.2.1 to 5.2.6).

mod support;
use support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// A street at exactly `steps` from `from`.
fn street_at_distance(from: StreetId, steps: u8) -> StreetId {
    let board = &content().board;
    (0..board.streets.len() as u16)
        .map(StreetId)
        .find(|&s| board.distance(from, s) == steps)
        .unwrap_or_else(|| panic!("no street {steps} steps away"))
}

/// Seat 0's car on s01 with Jack Rabbit (drive +2) and Rolls Roy (drive +1), die 3.
fn driving(answer: StreetId) -> (Match<'static>, Result<(), Stop>) {
    let mut s = blank(2);
    put(&mut s, "jack_rabbit", 0, Where::Car);
    put(&mut s, "rolls_roy", 0, Where::Car);
    s.players[A].car.at = street("s01");
    let mut m = game(s, vec![vec![Choice::Street(answer)]]);
    m.state.chance.fixed.push([3]);
    let r = m.move_car(A);
    (m, r)
}

/// 5.1 and 8.2 Jack Rabbit: the car drives up to the die plus the best driver's bonus; only one
/// driver counts (3 + 2 = 5, not 3 + 2 + 1), and he is the one named.
#[test]
fn movement_die_plus_best_driver() {
    let from = street("s01");
    let five = street_at_distance(from, 5);
    let (m, r) = driving(five);
    r.unwrap();
    assert_eq!(m.state.players[A].car.at, five);
    assert!(facts(&m).contains(&Event::Moved { seat: A, from, to: five, allowed: 5, driver: Some(g("jack_rabbit")) }));
    let (m, r) = driving(street_at_distance(from, 6));
    assert!(matches!(r, Err(Stop::Interrupted(_))), "6 squares is out of reach: {r:?}");
    assert_eq!(m.state.players[A].car.at, from);
}

/// 5.1: the player may stay where he is although he rolled.
#[test]
fn movement_may_stay_put() {
    let from = street("s01");
    let (m, r) = driving(from);
    r.unwrap();
    assert_eq!(m.state.players[A].car.at, from);
    assert!(facts(&m).contains(&Event::Moved { seat: A, from, to: from, allowed: 5, driver: Some(g("jack_rabbit")) }));
}

/// 5.2.1: take all or part of the resources lying next to the car.
#[test]
fn take_all_or_part_of_resources() {
    let mut s = blank(2);
    let wharf = sq("wharf");
    s.tokens[usize::from(wharf.0)].girls = 2; // besides the 3 booze of 3.1
    park(&mut s, 0, "wharf");
    let supply = s.supply;
    let mut m = game(s, vec![vec![Choice::Amount(3), Choice::Amount(1)]]);
    assert!(m.legal_actions(A).contains(&Action::TakeResources(wharf)));
    m.perform(A, Action::TakeResources(wharf)).unwrap();
    let taken = Res3 { booze: 3, girls: 1, henchmen: 0 };
    assert!(facts(&m).contains(&Event::TookResources { seat: A, place: wharf, taken }));
    assert_eq!(m.state.players[A].resources, Res3 { booze: 4, girls: 2, henchmen: 1 });
    assert_eq!(m.state.tokens[usize::from(wharf.0)], Res3 { booze: 0, girls: 1, henchmen: 0 });
    assert_eq!(m.state.supply, supply);
}

/// 5.2.2: a free turf square costs nothing, and the sole leader in turf takes the respect marker.
#[test]
fn claim_free_turf() {
    let mut s = blank(2);
    park(&mut s, 0, "t01");
    let mut m = game(s, vec![]);
    m.perform(A, Action::ClaimTurf(sq("t01"))).unwrap();
    assert_eq!(m.state.turf[usize::from(sq("t01").0)], Some(A));
    assert_eq!(m.state.players[A].money, 1000);
    assert_eq!(m.state.respect, Some(A));
    assert_eq!(
        facts(&m),
        vec![
            Event::TurfClaimed { seat: A, square: sq("t01"), from: None, paid: 0, by: vec![] },
            Event::RespectMarker { holder: Some(A) },
        ]
    );
}

/// 5.2.2: taking over an opponent's turf costs $100, paid to the bank; the marker follows the
/// new leader.
#[test]
fn take_over_turf_costs_100() {
    let mut s = blank(2);
    s.turf[usize::from(sq("t01").0)] = Some(B);
    s.respect = Some(B);
    park(&mut s, 0, "t01");
    let mut m = game(s, vec![]);
    assert!(m.legal_actions(A).contains(&Action::ClaimTurf(sq("t01"))));
    m.perform(A, Action::ClaimTurf(sq("t01"))).unwrap();
    assert_eq!(m.state.players[A].money, 900);
    assert_eq!(m.state.players[B].money, 1000, "paid to the bank, not the former owner");
    assert_eq!(m.state.turf[usize::from(sq("t01").0)], Some(A));
    assert_eq!(m.state.respect, Some(A));
    assert!(facts(&m).contains(&Event::TurfClaimed {
        seat: A,
        square: sq("t01"),
        from: Some(B),
        paid: 100,
        by: vec![]
    }));
    // Without $100 the takeover is not offered; one's own turf never is.
    m.state.players[B].money = 99;
    m.state.players[B].car.at = street_at("t01");
    assert!(!m.legal_actions(B).contains(&Action::ClaimTurf(sq("t01"))));
    assert!(!m.legal_actions(A).contains(&Action::ClaimTurf(sq("t01"))));
}

/// 5.2.2 "Marqueur de respect local": on a tie the marker goes back to the board.
#[test]
fn respect_marker_back_to_board_on_tie() {
    let mut s = blank(2);
    for (t, owner) in [("t01", A), ("t02", A), ("t03", B)] {
        s.turf[usize::from(sq(t).0)] = Some(owner);
    }
    s.respect = Some(A);
    park(&mut s, 1, "t04");
    let mut m = game(s, vec![]);
    m.perform(B, Action::ClaimTurf(sq("t04"))).unwrap();
    assert_eq!(m.state.respect, None);
    assert!(facts(&m).contains(&Event::RespectMarker { holder: None }));
}

/// 5.2.3: opening pays the resources back to the supply, puts the marker on the lot, and the
/// car's gangsters may move in for free.
#[test]
fn open_business_pays_supply_and_moves_gangsters_in() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Car);
    let ken = put(&mut s, "ken_evil", 0, Where::Car);
    s.players[A].resources = Res3 { booze: 1, girls: 1, henchmen: 3 };
    park(&mut s, 0, "b07");
    let supply = s.supply;
    let mut m = game(s, vec![vec![Choice::Gangster(harry), Choice::Done]]);
    let (lot, casino) = (sq("b07"), b("the_lucky_seven"));
    let opens: Vec<Action> =
        m.legal_actions(A).into_iter().filter(|a| matches!(a, Action::OpenBusiness { .. })).collect();
    assert_eq!(
        opens,
        vec![Action::OpenBusiness { square: lot, business: casino }],
        "only a small casino is affordable"
    );
    m.perform(A, Action::OpenBusiness { square: lot, business: casino }).unwrap();
    let cost = Res3 { booze: 1, girls: 1, henchmen: 3 };
    assert_eq!(m.state.players[A].resources, Res3::default());
    assert_eq!(
        m.state.supply,
        Res3 { booze: supply.booze + 1, girls: supply.girls + 1, henchmen: supply.henchmen + 3 }
    );
    assert_eq!(*m.state.business(casino), BusinessState { owner: Some(A), square: Some(lot), closed: false });
    assert_eq!(
        facts(&m),
        vec![
            Event::BusinessOpened { seat: A, business: casino, square: lot, paid: cost },
            Event::GangsterMoved { seat: A, gangster: harry, from: Where::Car, to: Where::Business(casino) },
        ]
    );
    assert_eq!(m.state.in_car(A).to_vec(), vec![ken]);
}

/// 5.2.3: a medium lot takes a medium marker of any kind the player can pay for.
#[test]
fn medium_lot_offers_medium_markers() {
    let mut s = blank(2);
    s.players[A].resources = Res3 { booze: 9, girls: 9, henchmen: 9 };
    park(&mut s, 0, "b10");
    let m = game(s, vec![]);
    let opens: Vec<Action> =
        m.legal_actions(A).into_iter().filter(|a| matches!(a, Action::OpenBusiness { .. })).collect();
    let lot = sq("b10");
    assert_eq!(
        opens,
        vec![
            Action::OpenBusiness { square: lot, business: b("booze_bash") },
            Action::OpenBusiness { square: lot, business: b("the_red_room") },
            Action::OpenBusiness { square: lot, business: b("the_scarlet_garter") },
        ]
    );
}

/// 5.2.6: gangsters move both ways between the car and an own business in one action.
#[test]
fn move_gangsters_between_car_and_business() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Car);
    let ken = put(&mut s, "ken_evil", 0, Where::Car);
    let pig = own(&mut s, "the_blind_pig", 0, "b07");
    let sponge = put(&mut s, "sponge", 0, Where::Business(pig));
    park(&mut s, 0, "b07");
    let mut m = game(s, vec![vec![Choice::Gangster(harry), Choice::Gangster(sponge), Choice::Done]]);
    assert!(m.legal_actions(A).contains(&Action::MoveGangsters(pig)));
    m.perform(A, Action::MoveGangsters(pig)).unwrap();
    assert_eq!(m.state.in_business(pig).to_vec(), vec![harry]);
    assert_eq!(m.state.in_car(A).to_vec(), vec![ken, sponge]);
}

/// 5.2.6: only own gangsters leave jail, and no more than the car's 3 seats.
#[test]
fn free_own_gangsters_from_jail_within_capacity() {
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    put(&mut s, "ken_evil", 0, Where::Car);
    let bugs = put(&mut s, "bugs_benny", 0, Where::Jail);
    let joe = put(&mut s, "chicken_joe", 0, Where::Jail);
    let dough = put(&mut s, "dough_boy", 1, Where::Jail);
    park(&mut s, 0, "police_dept");
    let mut m = game(s.clone(), vec![vec![Choice::Gangster(dough)]]);
    assert!(m.legal_actions(A).contains(&Action::FreeFromJail));
    assert!(matches!(m.perform(A, Action::FreeFromJail), Err(Stop::Interrupted(_))), "not his to free");
    let mut m = game(s, vec![vec![Choice::Gangster(joe)]]);
    m.perform(A, Action::FreeFromJail).unwrap();
    assert_eq!(m.state.in_car(A).len(), 3);
    assert_eq!(m.state.gangster(joe).at, Where::Car);
    assert_eq!(m.state.gangster(bugs).at, Where::Jail, "the car is full");
    assert_eq!(*m.state.gangster(dough), GangsterState { owner: Some(B), at: Where::Jail });
    assert!(!m.legal_actions(A).contains(&Action::FreeFromJail));
}

/// 5.2.6: only own gangsters leave the hospital.
#[test]
fn pick_up_own_gangsters_from_hospital() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Hospital);
    let ken = put(&mut s, "ken_evil", 1, Where::Hospital);
    park(&mut s, 0, "hospital");
    let mut m = game(s, vec![vec![Choice::Gangster(harry)]]);
    assert!(m.legal_actions(A).contains(&Action::PickUpFromHospital));
    m.perform(A, Action::PickUpFromHospital).unwrap();
    assert_eq!(m.state.in_car(A).to_vec(), vec![harry]);
    assert_eq!(*m.state.gangster(ken), GangsterState { owner: Some(B), at: Where::Hospital });
}

/// 5.2 / RULINGS "Flow": an action is taken from the street square the target's arrow points
/// at, not from a neighbouring one.
#[test]
fn actions_need_the_car_on_the_targets_street() {
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    let pig = own(&mut s, "the_blind_pig", 1, "b01");
    s.players[A].car.at = street("s02"); // next to s01, the street of b01 and t01
    s.players[B].car.at = street("s01");
    let mut m = game(s, vec![]);
    assert_eq!(m.legal_actions(A), vec![Action::Pass, Action::ClaimTurf(sq("t02"))]);
    m.state.players[A].car.at = street("s01");
    let legal = m.legal_actions(A);
    for a in [Action::ClaimTurf(sq("t01")), Action::AttackBusiness(pig), Action::DriveBy(B)] {
        assert!(legal.contains(&a), "{a:?} from s01: {legal:?}");
    }
}

/// RULINGS "Numbers" and 8.2 Fat Fred: with Fat Fred in it a car holds only 2 gangsters.
#[test]
fn fat_fred_takes_two_seats() {
    let mut s = blank(2);
    put(&mut s, "fat_fred", 0, Where::Car);
    let m = game(s, vec![]);
    assert_eq!(m.car_capacity(A), 2);
}
