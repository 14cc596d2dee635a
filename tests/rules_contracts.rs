//! Contracts (rulebook 5.2.4, 8.3; RULINGS "Cards whose text leaves room").

mod support;
use support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// 5.2.4: start a contract at its first square (once only), complete it at the second for the
/// reward and 1 power point.
#[test]
fn start_and_complete_contract() {
    let mut s = blank(2);
    let c = contract("one_down");
    s.players[A].contracts = vec![HeldContract { card: c, started: false }];
    park(&mut s, 0, "accountant");
    let mut m = game(s, vec![]);
    assert!(m.legal_actions(A).contains(&Action::StartContract(c)));
    m.perform(A, Action::StartContract(c)).unwrap();
    assert_eq!(m.state.players[A].contracts, vec![HeldContract { card: c, started: true }]);
    assert!(!m.legal_actions(A).contains(&Action::StartContract(c)), "a started contract cannot start again");
    assert!(!m.legal_actions(A).contains(&Action::CompleteContract(c)));
    park(&mut m.state, 0, "courthouse");
    assert!(m.legal_actions(A).contains(&Action::CompleteContract(c)));
    m.perform(A, Action::CompleteContract(c)).unwrap();
    assert_eq!(m.state.players[A].money, 1800);
    assert!(m.state.players[A].contracts.is_empty());
    assert_eq!(m.state.players[A].completed, vec![c]);
    assert_eq!(m.power(A), 1);
    assert!(facts(&m).contains(&Event::ContractCompleted { seat: A, contract: c, reward: 800 }));
}

/// RULINGS (contracts): They never saw it coming costs $500 when started (8.3).
#[test]
fn they_never_saw_it_coming_costs_500_to_start() {
    let mut s = blank(2);
    let c = contract("they_never_saw_it_coming");
    s.players[A].contracts = vec![HeldContract { card: c, started: false }];
    park(&mut s, 0, "tailor");
    let mut m = game(s, vec![]);
    m.perform(A, Action::StartContract(c)).unwrap();
    assert_eq!(m.state.players[A].money, 500);
}

/// RULINGS (contracts) and 8.3: Pay-day needs 2 gangsters in the car when it starts.
#[test]
fn pay_day_needs_two_gangsters() {
    let mut s = blank(2);
    let c = contract("pay_day_is_coming_up");
    s.players[A].contracts = vec![HeldContract { card: c, started: false }];
    put(&mut s, "harry_the_hand", 0, Where::Car);
    park(&mut s, 0, "first_national_bank");
    let m = game(s, vec![]);
    assert!(!m.legal_actions(A).contains(&Action::StartContract(c)));
}

/// 5.2.4 "Intercepter un contrat" and 5.2.5 step 4: a won drive-by hands the defender's started
/// contracts to the attacker and sends the defender's car to the nearest garage.
#[test]
fn driveby_won_takes_started_contracts_and_garages_defender() {
    let mut s = blank(2);
    put(&mut s, "chicken_joe", 0, Where::Car);
    let (started, kept) = (contract("one_down"), contract("red_hot_tip"));
    s.players[B].contracts =
        vec![HeldContract { card: started, started: true }, HeldContract { card: kept, started: false }];
    park(&mut s, 0, "docks");
    park(&mut s, 1, "docks");
    let mut m = game(s, vec![]);
    m.state.chance.fixed.push([4, 4]);
    m.attack(A, Target::Car(B)).unwrap();
    assert_eq!(m.state.players[A].contracts, vec![HeldContract { card: started, started: true }]);
    assert_eq!(m.state.players[B].contracts, vec![HeldContract { card: kept, started: false }]);
    assert!(facts(&m).contains(&Event::ContractHandedOver { from: B, to: A, contract: started }));
    assert_eq!(m.state.players[B].car.garage, Some(sq("garage_north")));
    assert_eq!(m.state.players[B].car.at, street_at("garage_north"));
    assert_eq!(m.state.players[A].car.garage, None);
    assert_eq!(m.state.players[A].car.at, street_at("docks"));
}
