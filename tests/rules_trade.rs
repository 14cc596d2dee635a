//! The trade round (rulebook 6.0 to 6.5).

mod support;
use mobrules::engine::log::Logged;
use support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

/// A blank game whose deck holds only event cards, so draws add no gangster.
fn quiet(seats: usize) -> State {
    let mut s = blank(seats);
    s.deck = Deck::stacked((0..8).map(Card::Event).collect());
    s
}

fn chose(m: &Match, seat: Seat, prompt: &str) -> usize {
    m.log.entries().iter().filter(|e| matches!(e, Logged::Chose(c) if c.seat == seat && c.prompt == prompt)).count()
}

/// 6.1: income by size (300/600/1200, monopoly 400/800/1500) plus $50 a turf; closed
/// businesses pay nothing and do not break a rival's monopoly.
#[test]
fn income_by_size_monopoly_and_turf() {
    let mut s = quiet(2);
    let pig = own(&mut s, "the_blind_pig", 0, "b07"); // bar: the only open one
    own(&mut s, "the_red_room", 0, "b10"); // casino, shared with B
    own(&mut s, "the_levee_palace", 0, "b16"); // brothel: the only one
    own(&mut s, "the_lucky_seven", 1, "b08");
    let cellar = own(&mut s, "the_gilded_cellar", 1, "b17"); // B's bar, closed
    s.business_mut(cellar).closed = true;
    for t in ["t01", "t02", "t03"] {
        s.turf[usize::from(sq(t).0)] = Some(A);
    }
    let mut m = game(s, vec![]);
    assert_eq!(m.income_of(A), (400 + 600 + 1500, 150));
    assert_eq!(m.income_of(B), (300, 0));

    m.trade_round().unwrap();
    assert!(
        facts(&m).iter().any(|e| matches!(
            e,
            Event::Income { seat: A, businesses: 2500, turf: 150, total: 2650, frozen: None, .. }
        ))
    );
    assert!(
        facts(&m)
            .iter()
            .any(|e| matches!(e, Event::Income { seat: B, businesses: 300, turf: 0, total: 300, frozen: None, .. }))
    );
    assert_eq!(m.state.players[A].money, 1000 + 2650);
    assert_eq!(m.state.players[B].money, 1300);

    // A rival brothel breaks the large monopoly; without B's casino the medium one is a monopoly.
    m.state.business_mut(cellar).closed = true; // it reopened after the trade round
    own(&mut m.state, "the_pink_lantern", 1, "b09");
    m.state.business_mut(b("the_lucky_seven")).owner = None;
    m.state.business_mut(b("the_lucky_seven")).square = None;
    assert_eq!(m.income_of(A), (400 + 800 + 1200, 150));
    assert_eq!(m.income_of(B), (300, 0));
    m.state.business_mut(pig).closed = true;
    assert_eq!(m.income_of(A), (800 + 1200, 150), "a closed business pays nothing");
}

/// 6.2: a resource card places its tokens, is discarded and its drawer draws again; gangster
/// cards go to the auction row, event and contract cards to the hand.
#[test]
fn draws_resource_gangster_event_contract() {
    let mut s = blank(3);
    let r = resource_card("booze_wharf");
    let bugs = g("bugs_benny");
    let c = contract("one_down");
    s.deck = Deck::stacked(vec![
        Card::Event(1),
        Card::Contract(c),
        Card::Event(0),
        Card::Gangster(bugs.0),
        Card::Resource(r),
    ]);
    let supply = s.supply;
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    let drew = only(&m, |e| matches!(e, Event::Drew { .. }));
    assert_eq!(
        drew,
        vec![
            Event::Drew { seat: A, card: Card::Resource(r), held: 0 },
            Event::Drew { seat: A, card: Card::Gangster(bugs.0), held: 0 },
            Event::Drew { seat: B, card: Card::Event(0), held: 1 },
            Event::Drew { seat: C, card: Card::Contract(c), held: 1 },
        ]
    );
    let wharf = sq("wharf");
    assert!(
        facts(&m).contains(&Event::ResourcesPlaced { place: wharf, added: Res3 { booze: 3, girls: 0, henchmen: 0 } })
    );
    assert_eq!(m.state.tokens[usize::from(wharf.0)].booze, 3 + 3);
    assert_eq!(m.state.supply.booze, supply.booze - 3);
    assert_eq!(m.state.deck.discard_pile(), &[Card::Resource(r)]);
    assert_eq!(m.state.deck.draw_pile(), &[Card::Event(1)]);
    assert_eq!(m.state.players[B].events, vec![0]);
    assert_eq!(m.state.players[C].contracts, vec![HeldContract { card: c, started: false }]);
    // Nobody bid: Bugs Benny waits on the auction row.
    assert_eq!(m.state.auction, vec![bugs]);
    assert_eq!(*m.state.gangster(bugs), GangsterState { owner: None, at: Where::Auction });
}

/// 6.2 and RULINGS "Numbers": a resource card places only what the supply of 40 still holds.
#[test]
fn resource_card_capped_by_supply() {
    let mut s = blank(2);
    let r = resource_card("booze_wharf");
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1), Card::Resource(r)]);
    s.supply.booze = 1;
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    let wharf = sq("wharf");
    assert!(
        facts(&m).contains(&Event::ResourcesPlaced { place: wharf, added: Res3 { booze: 1, girls: 0, henchmen: 0 } })
    );
    assert_eq!(m.state.tokens[usize::from(wharf.0)].booze, 3 + 1);
    assert_eq!(m.state.supply.booze, 0);
}

/// A quiet 3-seat game with `lots` on the auction row.
fn auction_of(lots: &[&str], answers: Vec<Vec<Choice>>) -> Match<'static> {
    let mut s = quiet(3);
    for id in lots {
        let gid = g(id);
        s.gangster_mut(gid).at = Where::Auction;
        s.auction.push(gid);
    }
    game(s, answers)
}

/// 6.3: open ascending bids from the first player ($50 minimum, raises by $50), a pass drops
/// the bidder out, the last bidder pays the bank.
#[test]
fn gangster_auction_last_bidder_pays() {
    let bugs = g("bugs_benny");
    let mut m = auction_of(
        &["bugs_benny"],
        vec![
            vec![Choice::Amount(50), Choice::Amount(200)],
            vec![Choice::Amount(100), Choice::Amount(0)],
            vec![Choice::Amount(0)],
        ],
    );
    m.trade_round().unwrap();
    assert_eq!(
        only(&m, |e| matches!(e, Event::Bid { .. })),
        vec![
            Event::Bid { seat: A, amount: 50 },
            Event::Bid { seat: B, amount: 100 },
            Event::Bid { seat: A, amount: 200 },
        ]
    );
    assert_eq!(chose(&m, C, "bid_gangster"), 1, "C passed once and was out");
    assert!(facts(&m).contains(&Event::Bought { seat: A, gangster: bugs, price: 200, resources: Res3::default() }));
    assert_eq!(m.state.players[A].money, 800);
    assert_eq!(m.state.players[B].money, 1000);
    assert_eq!(*m.state.gangster(bugs), GangsterState { owner: Some(A), at: Where::Car }, "placed at 6.5");
    assert!(m.state.auction.is_empty());
}

/// 6.3: the first bid is at least $50 and every raise at least $50 more.
#[test]
fn bids_below_minimum_or_step_refused() {
    let mut m = auction_of(&["bugs_benny"], vec![vec![Choice::Amount(25)]]);
    assert!(matches!(m.trade_round(), Err(Stop::Interrupted(_))));
    let mut m = auction_of(&["bugs_benny"], vec![vec![Choice::Amount(50)], vec![Choice::Amount(75)]]);
    assert!(matches!(m.trade_round(), Err(Stop::Interrupted(_))));
}

/// 6.3: nobody may bid more than his cash.
#[test]
fn no_bid_beyond_cash() {
    let bugs = g("bugs_benny");
    let mut m = auction_of(&["bugs_benny"], vec![vec![Choice::Amount(100)], vec![], vec![Choice::Amount(0)]]);
    m.state.players[B].money = 100;
    m.trade_round().unwrap();
    assert_eq!(chose(&m, B, "bid_gangster"), 0, "B cannot cover $150");
    assert!(facts(&m).contains(&Event::Bought { seat: A, gangster: bugs, price: 100, resources: Res3::default() }));
}

/// 6.3: an unsold gangster stays at the front of the row for the next trade round.
#[test]
fn unsold_gangster_stays_in_front() {
    let (bugs, ken) = (g("bugs_benny"), g("ken_evil"));
    let mut m = auction_of(&["bugs_benny"], vec![]);
    m.state.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1), Card::Gangster(ken.0)]);
    m.trade_round().unwrap();
    assert_eq!(
        only(&m, |e| matches!(e, Event::Unsold { .. })),
        vec![Event::Unsold { gangster: bugs }, Event::Unsold { gangster: ken }]
    );
    assert_eq!(m.state.auction, vec![bugs, ken]);
    assert_eq!(m.state.gangster(ken).owner, None);
}

/// 8.2 Mr. Jesus: only a bidder holding 2 booze may bid, and pays them with the bid.
#[test]
fn mr_jesus_needs_two_booze() {
    let jesus = g("mr_jesus");
    let mut m = auction_of(&["mr_jesus"], vec![vec![Choice::Amount(50)]]);
    m.state.players[A].resources.booze = 2; // B and C hold 1 each
    let supply = m.state.supply.booze;
    m.trade_round().unwrap();
    assert_eq!(chose(&m, B, "bid_gangster") + chose(&m, C, "bid_gangster"), 0);
    let paid = Res3 { booze: 2, girls: 0, henchmen: 0 };
    assert!(facts(&m).contains(&Event::Bought { seat: A, gangster: jesus, price: 50, resources: paid }));
    assert_eq!(m.state.players[A].money, 950);
    assert_eq!(m.state.players[A].resources.booze, 0);
    assert_eq!(m.state.supply.booze, supply + 2);
}

/// 6.4: the highest bribe controls the police car, with one action for the game round.
#[test]
fn police_bribe_gives_control() {
    let mut m = game(quiet(3), vec![vec![Choice::Amount(0)], vec![Choice::Amount(100)], vec![Choice::Amount(0)]]);
    m.trade_round().unwrap();
    assert!(facts(&m).contains(&Event::PoliceBribed { seat: B, price: 100 }));
    assert_eq!(m.state.police.controller, Some(B));
    assert_eq!(m.state.police.actions_left, 1);
    assert_eq!(m.state.players[B].money, 900);
    // Next trade round nobody pays: nobody controls the police.
    m.trade_round().unwrap();
    assert!(facts(&m).contains(&Event::PoliceUnbribed));
    assert_eq!(m.state.police.controller, None);
    assert_eq!(m.state.police.actions_left, 0);
}

/// 6.5: at most 3 gangsters in the car and in each business; the jailed and the hospitalised
/// stay where they are.
#[test]
fn placement_capacity_and_jail_hospital_stay() {
    let mut s = quiet(2);
    let pig = own(&mut s, "the_blind_pig", 0, "b07");
    let free = ["bugs_benny", "chicken_joe", "dough_boy", "easy_mike", "ken_evil", "knuckles", "sponge"];
    for id in free {
        put(&mut s, id, 0, Where::Reserve);
    }
    let jailed = put(&mut s, "harry_the_hand", 0, Where::Jail);
    let hurt = put(&mut s, "slick_rick", 0, Where::Hospital);
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    assert_eq!(m.state.in_car(A).len(), 3);
    assert_eq!(m.state.in_business(pig).len(), 3);
    assert_eq!(m.state.gangsters_at(A, Where::Reserve).len(), 1);
    assert_eq!(m.state.gangster(jailed).at, Where::Jail);
    assert_eq!(m.state.gangster(hurt).at, Where::Hospital);
}

/// 5.2.5 step 4, 5.4.1: after the trade round garaged cars leave and closed businesses reopen
/// (having paid no income in it).
#[test]
fn garage_and_closure_end_with_trade_round() {
    let mut s = quiet(2);
    let pig = own(&mut s, "the_blind_pig", 0, "b07");
    s.business_mut(pig).closed = true;
    s.players[B].car = Car { at: street_at("garage_north"), garage: Some(sq("garage_north")) };
    let mut m = game(s, vec![]);
    m.trade_round().unwrap();
    assert!(
        facts(&m)
            .iter()
            .any(|e| matches!(e, Event::Income { seat: A, businesses: 0, turf: 0, total: 0, frozen: None, .. }))
    );
    assert!(facts(&m).contains(&Event::LeftGarage { seat: B }));
    assert!(facts(&m).contains(&Event::BusinessReopened { business: pig }));
    assert_eq!(m.state.players[B].car, Car { at: street_at("garage_north"), garage: None });
    assert!(!m.state.business(pig).closed);
    assert_eq!(m.income_of(A), (400, 0));
}

/// 6.1 "Revenus provenant de gangsters" and 8.2 Harry the Hand: +$200 in a casino.
#[test]
fn harry_the_hand_adds_200_in_a_casino() {
    let mut s = quiet(2);
    let casino = own(&mut s, "the_lucky_seven", 0, "b07");
    put(&mut s, "harry_the_hand", 0, Where::Business(casino));
    let mut m = game(s, vec![]);
    assert_eq!(m.income_of(A).0, 400, "the business alone: a small casino's monopoly");
    m.trade_round().unwrap();
    assert!(
        facts(&m)
            .iter()
            .any(|e| matches!(e, Event::Income { seat: A, businesses: 400, turf: 0, total: 600, frozen: None, .. }))
    );
}

/// A fortune is bid from as one range of amounts, not ninety million options: whole games
/// where one seat holds $900,000,000 (greedy and random bots, the random one bidding anywhere
/// in the range) end as quickly as any other.
#[test]
fn a_fortune_bids_from_one_range() {
    use mobrules::bots::random::RandomBot;
    use mobrules::games::king_of_chicago::bots::greedy::GreedyBot;
    let started = std::time::Instant::now();
    for seed in 0..4u64 {
        let mut s = new_game(content(), 4, seed).expect("setup");
        s.players[Seat(0)].money = 900_000_000;
        s.players[Seat(1)].money = 900_000_000;
        let deciders: Vec<Box<dyn Decider<KingOfChicago>>> = vec![
            Box::new(RandomBot::new(seed, 0)),
            Box::new(GreedyBot::new(seed, 1)),
            Box::new(RandomBot::new(seed, 2)),
            Box::new(GreedyBot::new(seed, 3)),
        ];
        let mut m = Match::new(content(), s, deciders, &MatchOptions::default());
        m.run().expect("the game ends");
        let bids: Vec<i64> = m
            .log
            .entries()
            .iter()
            .filter_map(|e| if let Logged::Game(Event::Bid { amount, .. }) = e { Some(*amount) } else { None })
            .collect();
        assert!(bids.iter().any(|&b| b > 1_000_000), "seed {seed}: the random bot bid within the fortune: {bids:?}");
    }
    assert!(started.elapsed().as_secs() < 20, "four games took {:?}", started.elapsed());
}
