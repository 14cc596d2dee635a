//! A card's numbers live in its TOML (`params`), never in its script: changing the number on
//! the card changes what the card does. The Mayor's and Mr. Needle's factors, The Reporter's
//! looks and Thin Tim's escapes a game round, Red hot tip's stake step.

mod support;
use mobrules::engine::log::Logged;
use mobrules::games::king_of_chicago::script::handles::{ContractCtx, TurnRef};
use mobrules::games::king_of_chicago::script::hooks;
use rhai::Dynamic;
use support::*;

/// The bundled content with one of `gangster`'s params set to `value`.
fn with_param(gangster: &str, key: &str, value: i64) -> Content {
    let mut c = load::load(&Source::Embedded).expect("bundled content loads");
    let i = c.gangster_index(gangster).expect("gangster");
    assert!(c.gangsters[i].params.contains_key(key), "{gangster} prints no `{key}`");
    c.gangsters[i].params.insert(key.to_string(), toml::Value::Integer(value));
    c
}

fn deciders(answers: Vec<Vec<Choice>>) -> Vec<Box<dyn Decider<KingOfChicago>>> {
    scripted(2, answers)
}

/// The Mayor "doubles" by his card's `income_multiplier`: at 3 his bar pays three times its
/// monopoly income of $400.
#[test]
fn the_mayor_reads_his_income_multiplier() {
    let c = with_param("the_mayor", "income_multiplier", 3);
    let mut s = blank(2);
    let pig = own(&mut s, "the_blind_pig", 0, "b01");
    put(&mut s, "the_mayor", 0, Where::Business(pig));
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1)]);
    let mut m = Match::new(&c, s, deciders(vec![]), &MatchOptions::default());
    m.trade_round().unwrap();
    assert!(m.log.entries().iter().any(|e| matches!(
        e,
        Logged::Game(Event::Income { seat: Seat(0), businesses: 1200, turf: 0, total: 1200, frozen: None, .. })
    )));
}

/// Mr. Needle multiplies turf income by his card's `turf_multiplier`: at 3, two turf squares
/// pay 2 x $50 x 3.
#[test]
fn mr_needle_reads_his_turf_multiplier() {
    let c = with_param("mr_needle", "turf_multiplier", 3);
    let mut s = blank(2);
    put(&mut s, "mr_needle", 0, Where::Car);
    for t in ["t01", "t02"] {
        s.turf[usize::from(sq(t).0)] = Some(Seat(0));
    }
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1)]);
    let mut m = Match::new(&c, s, deciders(vec![]), &MatchOptions::default());
    m.trade_round().unwrap();
    assert!(m.log.entries().iter().any(|e| matches!(
        e,
        Logged::Game(Event::Income { seat: Seat(0), businesses: 0, turf: 300, total: 300, frozen: None, .. })
    )));
}

/// The Reporter looks as many times a game round as his card's `looks_per_round`: at 2 he
/// looks at two turn starts of one round.
#[test]
fn the_reporter_reads_his_looks_per_round() {
    let c = with_param("the_reporter", "looks_per_round", 2);
    let mut s = blank(2);
    let reporter = put(&mut s, "the_reporter", 0, Where::Car);
    put(&mut s, "dough_boy", 1, Where::Car);
    let look = Choice::Player(Seat(1));
    let mut m = Match::new(&c, s, deciders(vec![vec![look, look, look]]), &MatchOptions::default());
    for _ in 0..3 {
        m.run_hooks(hooks::Hook::OnTurnStart, &[Card::Gangster(reporter.0)], &Dynamic::from(TurnRef(Seat(0)))).unwrap();
    }
    let looks = only(&m, |e| matches!(e, Event::Peeked { .. })).len();
    assert_eq!(looks, 2);
}

/// Thin Tim escapes as many drive-bys a game round as his card's `escapes_per_round`: at 2 he
/// calls off two attacks in one round.
#[test]
fn thin_tim_reads_his_escapes_per_round() {
    let c = with_param("thin_tim", "escapes_per_round", 2);
    let mut s = blank(2);
    put(&mut s, "thin_tim", 0, Where::Car);
    put(&mut s, "bugs_benny", 1, Where::Car);
    park(&mut s, 0, "pawn_shop");
    park(&mut s, 1, "pawn_shop");
    let mut m = Match::new(&c, s, deciders(vec![vec![Choice::Yes, Choice::Yes]]), &MatchOptions::default());
    for _ in 0..2 {
        m.attack(Seat(1), Target::Car(Seat(0))).unwrap();
    }
    assert_eq!(only(&m, |e| matches!(e, Event::Escaped { .. })).len(), 2);
    assert!(!m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::ShootoutStarted { .. })));
}

/// Red hot tip's stakes rise by its card's `stake_step`: at $100 from the $50 minimum, a player
/// with $300 is offered $50, $150 and $250.
#[test]
fn red_hot_tip_reads_its_stake_step() {
    let mut c = load::load(&Source::Embedded).expect("bundled content loads");
    let k = c.contracts.iter().position(|x| x.id == "red_hot_tip").expect("red_hot_tip");
    assert!(c.contracts[k].params.contains_key("stake_step"));
    c.contracts[k].params.insert("stake_step".to_string(), toml::Value::Integer(100));
    let mut s = blank(2);
    s.players[Seat(0)].money = 300;
    s.players[Seat(0)].contracts.push(HeldContract { card: k as u8, started: true });
    s.chance.fixed.push([6]);
    let mut m = Match::new(&c, s, deciders(vec![vec![Choice::Amount(150)]]), &MatchOptions::default());
    let ctx = ContractCtx { player: Seat(0), card: k as u8 };
    m.run_hooks(hooks::Hook::OnComplete, &[Card::Contract(k as u8)], &Dynamic::from(ctx)).unwrap();
    let index = m.log.entries().iter().find_map(|e| match e {
        Logged::Chose(c) if c.choice == Choice::Amount(150) => Some(c.index),
        _ => None,
    });
    assert_eq!(index, Some(1), "$150 is the second stake offered");
    assert_eq!(m.state.players[Seat(0)].money, 450);
}
