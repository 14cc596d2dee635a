//! Drive-bys and business attacks (rulebook 5.2.5).

mod support;
use support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// 5.2.5 "Exemple d'attaque d'une entreprise": the attack on the Booze Bash, to the letter.
#[test]
fn booze_bash_worked_example() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Car);
    let ken = put(&mut s, "ken_evil", 0, Where::Car);
    let bugs = put(&mut s, "bugs_benny", 0, Where::Car);
    let bash = own(&mut s, "booze_bash", 1, "b13");
    let charlie = put(&mut s, "charlie_the_fish", 1, Where::Business(bash));
    park(&mut s, 0, "b13");
    // A sends Harry the Hand to the hospital, then moves his 2 survivors into the Booze Bash.
    let mut m = game(s, vec![vec![Choice::Gangster(harry), Choice::Gangster(bugs), Choice::Gangster(ken)]]);
    m.state.chance.fixed.push([2, 4, 4, 5, 5, 1, 6, 3]);
    m.attack(A, Target::Business(bash)).unwrap();

    let target = Target::Business(bash);
    assert_eq!(
        facts(&m),
        vec![
            Event::Attack { attacker: A, defender: B, target },
            Event::ShootoutStarted {
                attacker: A,
                defender: B,
                target,
                attackers: vec![bugs, harry, ken],
                defenders: vec![charlie],
                attack: 4,
                defense: 3,
                // "Calcul du bonus": Harry and Ken the standard +1 (Ken's Driveby Attack counts
                // in a drive-by only), Bugs his Attack +2; Charlie +1 and the medium bar +2.
                parts: [
                    vec![
                        Part::Gangster { gangster: bugs, bonus: 2, printed: Some("attack"), neutralised: false },
                        Part::Gangster { gangster: harry, bonus: 1, printed: None, neutralised: false },
                        Part::Gangster { gangster: ken, bonus: 1, printed: None, neutralised: false },
                    ],
                    vec![
                        Part::Gangster { gangster: charlie, bonus: 1, printed: None, neutralised: false },
                        Part::Building { business: bash, bonus: 2 },
                    ],
                ],
            },
            Event::ShootoutRound {
                attacker_die: 2,
                defender_die: 4,
                attack: 6,
                defense: 7,
                winner: Some(Side::Defender)
            },
            Event::Casualty {
                seat: A,
                gangster: harry,
                to: Where::Hospital,
                why: Some(Fall::Dice { winner: 4, loser: 2 })
            },
            Event::ShootoutRound { attacker_die: 4, defender_die: 5, attack: 8, defense: 8, winner: None },
            Event::ShootoutRound {
                attacker_die: 5,
                defender_die: 1,
                attack: 9,
                defense: 4,
                winner: Some(Side::Attacker)
            },
            Event::Casualty {
                seat: B,
                gangster: charlie,
                to: Where::Graveyard,
                why: Some(Fall::Dice { winner: 5, loser: 1 })
            },
            // "Speler A heeft nog 2 Gangsters over, terwijl speler B alleen zijn zaak nog heeft."
            Event::FightsOn { seat: B, side: Side::Defender, what: target, total: 3 },
            Event::ShootoutRound {
                attacker_die: 6,
                defender_die: 3,
                attack: 10,
                defense: 6,
                winner: Some(Side::Attacker)
            },
            Event::ShootoutEnded { winner: A, loser: B, target },
            Event::BusinessTaken { seat: A, from: B, business: bash, closed: false },
            Event::GangsterMoved { seat: A, gangster: bugs, from: Where::Car, to: Where::Business(bash) },
            Event::GangsterMoved { seat: A, gangster: ken, from: Where::Car, to: Where::Business(bash) },
        ]
    );
    assert_eq!(m.state.chance.fixed.pending(), 0, "exactly the 8 dice of the example were rolled");
    assert_eq!(m.state.business(bash).owner, Some(A));
    assert!(!m.state.business(bash).closed);
    assert_eq!(m.state.in_business(bash).to_vec(), vec![bugs, ken]);
    assert!(m.state.in_car(A).is_empty());
    assert_eq!(*m.state.gangster(harry), GangsterState { owner: Some(A), at: Where::Hospital });
    assert_eq!(*m.state.gangster(charlie), GangsterState { owner: Some(B), at: Where::Graveyard });
    assert_eq!(m.state.players[A].car.garage, None, "the winner's car stays on the street");
    assert_eq!(m.power(A), 2 + 1, "medium business (2) + 2 active gangsters (1)");
    assert_eq!(m.power(B), 0);
}

/// Opening totals of a fight: seat 0's car holds `attackers`; seat 1 defends its car (no lot)
/// or a business on `lot` with `defenders` inside.
fn opening(attackers: &[&str], defenders: &[&str], lot: Option<(&str, &str)>) -> (i64, i64) {
    let mut s = blank(2);
    for id in attackers {
        put(&mut s, id, 0, Where::Car);
    }
    let (target, home) = match lot {
        Some((marker, lot)) => {
            let bid = own(&mut s, marker, 1, lot);
            (Target::Business(bid), Where::Business(bid))
        }
        None => (Target::Car(B), Where::Car),
    };
    for id in defenders {
        put(&mut s, id, 1, home);
    }
    park(&mut s, 0, "b13");
    park(&mut s, 1, "b13");
    let mut m = game(s, vec![]);
    m.attack(A, target).unwrap();
    totals(&m)
}

/// 5.2.5 "Calcul du bonus": Ken Evil's Driveby Attack +2 counts only in drive-bys.
#[test]
fn ken_evil_driveby_attack_only() {
    assert_eq!(opening(&["ken_evil"], &[], None).0, 2);
    assert_eq!(opening(&["ken_evil"], &[], Some(("booze_bash", "b13"))).0, 1);
    assert_eq!(opening(&["harry_the_hand"], &["ken_evil"], None).1, 1, "standard +1 in defence");
}

/// 5.2.5 "Calcul du bonus": Chicken Joe's Driveby +3 counts in car attack and car defence only.
#[test]
fn chicken_joe_driveby_both_ways() {
    assert_eq!(opening(&["chicken_joe"], &[], None), (3, 0));
    assert_eq!(opening(&["harry_the_hand"], &["chicken_joe"], None), (1, 3));
    assert_eq!(opening(&["chicken_joe"], &[], Some(("booze_bash", "b13"))), (1, 2));
    assert_eq!(opening(&["harry_the_hand"], &["chicken_joe"], Some(("booze_bash", "b13"))), (1, 1 + 2));
}

/// 8.2 Bomb Jack: Business attack +3, Defence -1 (car and business); +1 in a drive-by attack.
#[test]
fn bomb_jack_bonuses() {
    assert_eq!(opening(&["bomb_jack"], &[], Some(("the_blind_pig", "b07"))), (3, 1));
    assert_eq!(opening(&["bomb_jack"], &[], None), (1, 0));
    assert_eq!(opening(&["harry_the_hand"], &["bomb_jack"], None).1, -1);
    assert_eq!(opening(&["harry_the_hand"], &["bomb_jack"], Some(("the_blind_pig", "b07"))).1, -1 + 1);
}

/// 5.2.5 "Calcul du bonus": Mr. Jesus has Defence +3 (car and business), standard +1 attack.
#[test]
fn mr_jesus_defence_three() {
    assert_eq!(opening(&["harry_the_hand"], &["mr_jesus"], None).1, 3);
    assert_eq!(opening(&["harry_the_hand"], &["mr_jesus"], Some(("the_golden_ace", "b16"))).1, 3 + 3);
    assert_eq!(opening(&["mr_jesus"], &[], None).0, 1);
}

/// 5.2.5: a gangster with no printed bonus has the standard +1 everywhere; a business adds its
/// size's defence bonus (+1 / +2 / +3).
#[test]
fn standard_bonus_and_business_defence() {
    assert_eq!(opening(&["harry_the_hand", "slick_rick"], &["charlie_the_fish"], None), (2, 1));
    assert_eq!(opening(&["harry_the_hand"], &["charlie_the_fish"], Some(("the_blind_pig", "b07"))).1, 1 + 1);
    assert_eq!(opening(&["harry_the_hand"], &[], Some(("booze_bash", "b13"))).1, 2);
    assert_eq!(opening(&["harry_the_hand"], &[], Some(("the_gilded_cellar", "b16"))).1, 3);
}

/// 5.2.5 "Hôpital ou cimetière ?" (note) and RULINGS: the loser of a round who rolled the higher
/// raw die goes to the hospital, whatever the gap; 5.2.5 step 4: the losing attacker's car goes
/// to the nearest garage.
#[test]
fn higher_raw_die_loser_goes_to_hospital_and_lost_attack_garages_attacker() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Car);
    put(&mut s, "mr_jesus", 1, Where::Car);
    put(&mut s, "dough_boy", 1, Where::Car);
    park(&mut s, 0, "docks"); // s10, one step from garage_north's street s03
    park(&mut s, 1, "docks");
    let mut m = game(s, vec![]);
    // 5+1=6 vs 1+5=6 tie; 4+1=5 vs 1+5=6: B wins though A rolled 3 more; then B beats the car.
    m.state.chance.fixed.push([5, 1, 4, 1, 1, 6]);
    m.attack(A, Target::Car(B)).unwrap();
    assert_eq!(totals(&m), (1, 5));
    assert!(facts(&m).contains(&Event::Casualty {
        seat: A,
        gangster: harry,
        to: Where::Hospital,
        why: Some(Fall::Dice { winner: 1, loser: 4 })
    }));
    assert!(facts(&m).contains(&Event::ShootoutEnded { winner: B, loser: A, target: Target::Car(B) }));
    let garage = sq("garage_north");
    assert_eq!(m.state.players[A].car.garage, Some(garage));
    assert_eq!(m.state.players[A].car.at, street_at("garage_north"));
    assert!(facts(&m).contains(&Event::Garaged { seat: A, garage, repaired: false }));
    assert_eq!(m.state.players[B].car.garage, None);
    assert_eq!(m.state.in_car(B).len(), 2);
}

/// 5.2.5 "Hôpital ou cimetière ?": raw dice 3 apart kill the loser's gangster.
#[test]
fn three_apart_goes_to_graveyard() {
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    let dough = put(&mut s, "dough_boy", 1, Where::Car);
    park(&mut s, 0, "docks");
    park(&mut s, 1, "docks");
    let mut m = game(s, vec![]);
    m.state.chance.fixed.push([5, 2, 6, 1]);
    m.attack(A, Target::Car(B)).unwrap();
    assert_eq!(totals(&m), (1, 2));
    assert!(facts(&m).contains(&Event::Casualty {
        seat: B,
        gangster: dough,
        to: Where::Graveyard,
        why: Some(Fall::Dice { winner: 5, loser: 2 })
    }));
    assert_eq!(m.state.gangster(dough).at, Where::Graveyard);
}

/// 5.2.5 step 4: when several garages are equally near, the losing car's owner picks one.
#[test]
fn garage_tie_is_the_owners_choice() {
    let board = &content().board;
    let dist = |at: StreetId, gar: SquareId| board.distance(at, board.street_of(gar));
    let (at, tied) = (0..board.streets.len() as u16)
        .map(StreetId)
        .find_map(|at| {
            let best = board.garages.iter().map(|&gar| dist(at, gar)).min()?;
            let tied: Vec<SquareId> = board.garages.iter().copied().filter(|&gar| dist(at, gar) == best).collect();
            (tied.len() > 1).then_some((at, tied))
        })
        .expect("the board has a street equally near two garages");
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    put(&mut s, "mr_jesus", 1, Where::Car);
    s.players[A].car.at = at;
    s.players[B].car.at = at;
    // A loses both rounds and picks the second of the tied garages.
    let mut m = game(s, vec![vec![Choice::Square(tied[1])]]);
    m.state.chance.fixed.push([1, 6, 1, 6]);
    m.attack(A, Target::Car(B)).unwrap();
    assert_eq!(m.state.players[A].car.garage, Some(tied[1]));
    assert!(facts(&m).contains(&Event::Garaged { seat: A, garage: tied[1], repaired: false }));
}

/// 5.2.5 step 3: attacking an empty car takes a single won round.
#[test]
fn empty_car_falls_in_one_round() {
    let mut s = blank(2);
    put(&mut s, "harry_the_hand", 0, Where::Car);
    park(&mut s, 0, "docks");
    park(&mut s, 1, "docks");
    let mut m = game(s, vec![]);
    m.state.chance.fixed.push([3, 2]);
    m.attack(A, Target::Car(B)).unwrap();
    assert_eq!(totals(&m), (1, 0));
    let rounds = only(&m, |e| matches!(e, Event::ShootoutRound { .. }));
    assert_eq!(
        rounds,
        vec![Event::ShootoutRound {
            attacker_die: 3,
            defender_die: 2,
            attack: 4,
            defense: 2,
            winner: Some(Side::Attacker)
        }]
    );
    assert!(only(&m, |e| matches!(e, Event::Casualty { .. })).is_empty());
    assert!(facts(&m).contains(&Event::ShootoutEnded { winner: A, loser: B, target: Target::Car(B) }));
    assert!(m.state.players[B].car.garage.is_some());
}

/// 5.4.1 "Entreprises fermées": a closed business taken by an attack stays closed (no power)
/// until the end of the trade round.
#[test]
fn closed_business_taken_stays_closed() {
    let mut s = blank(2);
    let harry = put(&mut s, "harry_the_hand", 0, Where::Car);
    let pig = own(&mut s, "the_blind_pig", 1, "b07");
    s.business_mut(pig).closed = true;
    park(&mut s, 0, "b07");
    let mut m = game(s, vec![vec![Choice::Gangster(harry)]]);
    m.state.chance.fixed.push([6, 1]);
    m.attack(A, Target::Business(pig)).unwrap();
    assert_eq!(totals(&m), (1, 1), "a closed business keeps its defence bonus");
    assert_eq!(m.state.business(pig).owner, Some(A));
    assert!(m.state.business(pig).closed);
    assert_eq!(m.state.gangster(harry).at, Where::Business(pig));
    assert_eq!(m.power(A), 0, "closed business: no power; 1 active gangster: none");
    assert_eq!(m.income_of(A), (0, 0));
}
