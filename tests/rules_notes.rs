//! The rulings of `content/king-of-chicago/NOTES.md`, each pinned.

mod support;
use support::*;

/// NOTES 1: a car in the garage neither moves nor acts, and is no target for a drive-by or a
/// bust.
#[test]
fn garaged_car_sits_out() {
    let mut s = blank(2);
    put(&mut s, "bugs_benny", 0, Where::Car);
    put(&mut s, "dough_boy", 1, Where::Car);
    park(&mut s, 0, "pawn_shop");
    park(&mut s, 1, "pawn_shop");
    s.players[Seat(1)].car.garage = Some(content().board.garages[0]);
    s.police.at = street_at("pawn_shop");
    let mut m = game(s, vec![]);
    assert!(!m.legal_actions(Seat(0)).contains(&Action::DriveBy(Seat(1))));
    assert!(!m.police_actions(Seat(0)).contains(&PoliceAction::Bust(Seat(1))));
    let before = m.state.players[Seat(1)].car.clone();
    let logged = m.log.len();
    m.player_turn(Seat(1)).unwrap();
    assert_eq!(m.state.players[Seat(1)].car, before);
    let turn: Vec<&Event> = m.log.entries()[logged..].iter().filter_map(|e| e.game()).collect();
    assert!(matches!(turn.as_slice(), [Event::Turn { .. }, Event::StuckInGarage { seat: Seat(1) }]), "{turn:?}");
}

/// NOTES 2: the attacker who loses a drive-by keeps his own started contracts; the winner
/// (the attacked car) gets nothing handed over.
#[test]
fn losing_attacker_keeps_contracts() {
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    put(&mut s, "dough_boy", 1, Where::Car);
    park(&mut s, 0, "pawn_shop");
    park(&mut s, 1, "pawn_shop");
    let c = contract("one_down");
    s.players[Seat(0)].contracts.push(HeldContract { card: c, started: true });
    let mut m = game(s, vec![]);
    // Attack 1 vs defence 2: defender wins both rounds (1-6: Harry to the graveyard; then the car).
    m.state.chance.fixed.push([1, 6, 1, 6]);
    m.attack(Seat(0), Target::Car(Seat(1))).unwrap();
    assert!(m.state.players[Seat(0)].contracts.contains(&HeldContract { card: c, started: true }));
    assert!(m.state.players[Seat(1)].contracts.is_empty());
    assert!(m.state.players[Seat(0)].car.garage.is_some());
    assert!(!m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::ContractHandedOver { .. })));
}

/// NOTES 3: a gangster who fits nowhere at placement waits unplaced and is not active.
#[test]
fn overflow_waits_unplaced() {
    let mut s = blank(2);
    for id in ["bugs_benny", "dough_boy", "ken_evil", "knuckles"] {
        put(&mut s, id, 0, Where::Reserve);
    }
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1)]);
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    let placed = m.state.gangsters_at(Seat(0), Where::Car).len();
    let waiting = m.state.gangsters_at(Seat(0), Where::Reserve).len();
    assert_eq!((placed, waiting), (3, 1), "a car holds 3 and seat 0 has no business");
    assert_eq!(m.state.active_gangsters(Seat(0)), 3);
}

/// NOTES 4: when two players reach the target at once, the one with more points wins.
#[test]
fn simultaneous_target_most_points_wins() {
    let mut s = blank(2);
    // Seat 0: a large (3) and two medium (2+2) businesses and 6 active gangsters (3) = 10.
    own(&mut s, "the_gilded_cellar", 0, "b16");
    own(&mut s, "booze_bash", 0, "b10");
    own(&mut s, "the_red_room", 0, "b11");
    for id in ["bugs_benny", "dough_boy", "ken_evil", "knuckles", "sponge", "red_irish"] {
        put(&mut s, id, 0, Where::Car);
    }
    // Seat 1: large + large + medium + small (3+3+2+1) + 2 gangsters (1) = 10... plus 2 more = 11.
    own(&mut s, "the_golden_ace", 1, "b17");
    own(&mut s, "the_levee_palace", 1, "b18");
    own(&mut s, "the_scarlet_garter", 1, "b12");
    own(&mut s, "the_lucky_seven", 1, "b01");
    for id in ["chicken_joe", "the_dentist", "mad_dog_moe", "swift_nick"] {
        put(&mut s, id, 1, Where::Car);
    }
    let mut m = game(s, vec![]);
    assert_eq!(m.power(Seat(0)), 10);
    assert_eq!(m.power(Seat(1)), 11);
    assert_eq!(m.check_power(), Err(Stop::Won(Seat(1))));
    assert_eq!(m.state.winner, Some(Seat(1)));
}

/// NOTES 10: a deck holding only resource cards does not loop for ever: the player stops
/// drawing once every card has been drawn.
#[test]
fn deck_of_resources_stops() {
    let mut s = blank(2);
    let r = resource_card("booze_dry_cleaner");
    s.deck = Deck::stacked(vec![Card::Resource(r)]);
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    assert!(m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::DeckEmpty { .. })));
    let placed = m.state.tokens[usize::from(sq("dry_cleaner").0)].booze;
    assert!(placed >= 1);
}
