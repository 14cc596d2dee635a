//! The police car (rulebook 5.3) and its actions (5.4).

mod support;
use mobrules::engine::log::Logged;
use support::*;

const P: Seat = Seat(0); // controls the police
const B: Seat = Seat(1);

/// Seat 0 controls the police with its one action for the game round.
fn bribed(s: &mut State) {
    s.police.controller = Some(P);
    s.police.actions_left = 1;
}

/// Seat 1's small bar on b08 (street s38, one step from the police department's s37), with
/// Harry the Hand and Ken Evil inside.
fn raid_position() -> (State, BusinessId, Vec<GangsterId>) {
    let mut s = blank(2);
    bribed(&mut s);
    let pig = own(&mut s, "the_blind_pig", 1, "b08");
    let inside =
        vec![put(&mut s, "harry_the_hand", 1, Where::Business(pig)), put(&mut s, "ken_evil", 1, Where::Business(pig))];
    s.police.at = street_at("b08");
    (s, pig, inside)
}

/// 5.3: the police car moves one die + 2; 5.3/5.4: one police action per game round, the
/// car still moves after it is spent.
#[test]
fn police_moves_die_plus_two_and_acts_once() {
    let (mut s, pig, _) = raid_position();
    let start = street_at("police_dept");
    s.police.at = start;
    let three = street("s39"); // where the second turn parks it
    let mut m = game(
        s,
        vec![vec![Choice::Street(street_at("b08")), Choice::Police(PoliceAction::Raid(pig)), Choice::Street(three)]],
    );
    m.state.chance.fixed.push([1, 5, 2, 4]);
    m.police_turn(P).unwrap();
    assert!(facts(&m).contains(&Event::PoliceMoved { seat: P, from: start, to: street_at("b08"), allowed: 3 }));
    assert_eq!(m.state.police.actions_left, 0);
    assert!(m.state.business(pig).closed);
    let before = m.log.len();
    m.police_turn(P).unwrap();
    assert_eq!(m.state.police.at, three);
    let later = &m.log.entries()[before..];
    let moved = Event::PoliceMoved { seat: P, from: street_at("b08"), to: three, allowed: 6 };
    assert!(later.contains(&Logged::Game(moved)));
    assert!(!later.iter().any(|e| match e {
        Logged::Chose(c) => c.prompt == "police_action",
        Logged::Game(Event::Raid { .. }) => true,
        _ => false,
    }));
}

/// 5.3: a Pass does not spend the game round's police action.
#[test]
fn passing_keeps_the_police_action() {
    let (s, _, _) = raid_position();
    let here = s.police.at;
    let mut m = game(s, vec![vec![Choice::Street(here), Choice::Police(PoliceAction::Pass)]]);
    m.state.chance.fixed.push([1]);
    m.police_turn(P).unwrap();
    assert_eq!(m.state.police.actions_left, 1);
}

/// 5.4.1: a raid won closes the business and jails everyone in it.
#[test]
fn raid_won_closes_and_jails() {
    let (s, pig, inside) = raid_position();
    let mut m = game(s, vec![]);
    assert_eq!(m.power(B), 2, "small business 1 + two gangsters 1");
    m.state.chance.fixed.push([5, 2]);
    m.police_action(P, PoliceAction::Raid(pig)).unwrap();
    assert!(m.state.business(pig).closed);
    assert_eq!(m.state.business(pig).owner, Some(B));
    for &g in &inside {
        assert_eq!(*m.state.gangster(g), GangsterState { owner: Some(B), at: Where::Jail });
    }
    assert_eq!(
        facts(&m),
        vec![
            Event::Raid { seat: P, target: Target::Business(pig), police_die: 5, owner_die: 2, success: true },
            Event::BusinessClosed { business: pig },
            Event::Jailed { seat: B, gangster: inside[0] },
            Event::Jailed { seat: B, gangster: inside[1] },
        ]
    );
    assert_eq!(m.power(B), 0);
    assert_eq!(m.income_of(B), (0, 0));
}

/// 5.4.1: a raid lost changes nothing.
#[test]
fn raid_lost_changes_nothing() {
    let (s, pig, _) = raid_position();
    let before = s.clone();
    let mut m = game(s, vec![]);
    m.state.chance.fixed.push([2, 5]);
    m.police_action(P, PoliceAction::Raid(pig)).unwrap();
    assert_eq!(
        facts(&m),
        vec![Event::Raid { seat: P, target: Target::Business(pig), police_die: 2, owner_die: 5, success: false }]
    );
    assert_eq!(m.state.businesses, before.businesses);
    assert_eq!(m.state.gangsters, before.gangsters);
}

/// 5.4.1: ties are rolled again until one side wins; gangsters' bonuses play no part.
#[test]
fn raid_ties_rerolled() {
    let (mut s, pig, _) = raid_position();
    put(&mut s, "the_dentist", 1, Where::Business(pig)); // Business defence +3: no effect
    let mut m = game(s, vec![]);
    m.state.chance.fixed.push([3, 3, 6, 6, 4, 2]);
    m.police_action(P, PoliceAction::Raid(pig)).unwrap();
    let rolls = only(&m, |e| matches!(e, Event::Roll { why: Why::Police, .. }));
    assert_eq!(rolls.len(), 6);
    assert_eq!(
        only(&m, |e| matches!(e, Event::Raid { .. })),
        vec![Event::Raid { seat: P, target: Target::Business(pig), police_die: 4, owner_die: 2, success: true }]
    );
    assert_eq!(m.state.in_business(pig).to_vec(), vec![]);
}

/// 5.4.2 and 5.2.4 "Intercepter": a bust jails the car's gangsters and cancels its started
/// contracts into the discard pile; the car itself stays where it is.
#[test]
fn bust_jails_car_and_cancels_started_contracts() {
    let mut s = blank(2);
    bribed(&mut s);
    let harry = put(&mut s, "harry_the_hand", 1, Where::Car);
    let ken = put(&mut s, "ken_evil", 1, Where::Car);
    let (started, waiting) = (contract("one_down"), contract("red_hot_tip"));
    s.players[B].contracts =
        vec![HeldContract { card: started, started: true }, HeldContract { card: waiting, started: false }];
    park(&mut s, 1, "docks");
    s.police.at = street_at("docks");
    let mut m = game(s, vec![]);
    assert!(m.police_actions(P).contains(&PoliceAction::Bust(B)));
    m.state.chance.fixed.push([6, 1]);
    m.police_action(P, PoliceAction::Bust(B)).unwrap();
    assert_eq!(m.state.gangster(harry).at, Where::Jail);
    assert_eq!(m.state.gangster(ken).at, Where::Jail);
    assert_eq!(m.state.players[B].contracts, vec![HeldContract { card: waiting, started: false }]);
    assert_eq!(m.state.deck.discard_pile().last(), Some(&Card::Contract(started)));
    assert!(facts(&m).contains(&Event::ContractCancelled { seat: B, contract: started }));
    assert_eq!(m.state.players[B].car.at, street_at("docks"));
    assert_eq!(m.state.players[B].car.garage, None);
}

/// 5.4.3: clearing turf gives the marker back to its owner; the respect marker follows (a tie
/// sends it back to the board).
#[test]
fn clear_turf_and_respect_to_board() {
    let mut s = blank(3);
    bribed(&mut s);
    for (t, owner) in [("t01", 1), ("t02", 1), ("t03", 2)] {
        s.turf[usize::from(sq(t).0)] = Some(Seat(owner));
    }
    s.respect = Some(B);
    s.police.at = street_at("t01");
    let mut m = game(s, vec![]);
    assert!(m.police_actions(P).contains(&PoliceAction::ClearTurf(sq("t01"))));
    m.police_action(P, PoliceAction::ClearTurf(sq("t01"))).unwrap();
    assert_eq!(m.state.turf[usize::from(sq("t01").0)], None);
    assert_eq!(m.state.turf_count(B), 1);
    assert_eq!(m.state.respect, None);
    assert_eq!(
        facts(&m),
        vec![Event::TurfCleared { seat: P, square: sq("t01"), owner: B }, Event::RespectMarker { holder: None },]
    );
}

/// 5.4.3: clearing one of two tied leaders' turf hands the respect marker to the other.
#[test]
fn clear_turf_gives_respect_to_new_leader() {
    let mut s = blank(3);
    for (t, owner) in [("t01", 1), ("t02", 1), ("t03", 2), ("t04", 2)] {
        s.turf[usize::from(sq(t).0)] = Some(Seat(owner));
    }
    let mut m = game(s, vec![]);
    m.police_action(P, PoliceAction::ClearTurf(sq("t03"))).unwrap();
    assert_eq!(m.state.respect, Some(B));
    assert_eq!(m.power(B), 1);
}

/// 5.3 / 5.4: the police acts against opponents only.
#[test]
fn police_spares_its_controller() {
    let mut s = blank(2);
    bribed(&mut s);
    own(&mut s, "the_blind_pig", 0, "b01");
    s.turf[usize::from(sq("t01").0)] = Some(P);
    s.police.at = street_at("b01");
    park(&mut s, 0, "b01");
    let m = game(s, vec![]);
    assert_eq!(m.police_actions(P), vec![PoliceAction::Pass]);
}

/// 5.4.4: confiscated resources go back to the supply.
#[test]
fn confiscate_returns_tokens_to_supply() {
    let mut s = blank(2);
    bribed(&mut s);
    let wharf = sq("wharf");
    s.police.at = street_at("wharf");
    let supply = s.supply;
    let mut m = game(s, vec![vec![Choice::Amount(2)]]);
    assert!(m.police_actions(P).contains(&PoliceAction::Confiscate(wharf)));
    m.police_action(P, PoliceAction::Confiscate(wharf)).unwrap();
    assert_eq!(m.state.tokens[usize::from(wharf.0)], Res3 { booze: 1, girls: 0, henchmen: 0 });
    assert_eq!(m.state.supply, Res3 { booze: supply.booze + 2, ..supply });
    assert_eq!(
        m.state.players[P].resources,
        Res3 { booze: 1, girls: 1, henchmen: 1 },
        "nothing for the police's player"
    );
    assert!(facts(&m).contains(&Event::Confiscated {
        seat: P,
        place: wharf,
        taken: Res3 { booze: 2, girls: 0, henchmen: 0 }
    }));
}
