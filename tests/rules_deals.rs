//! Deals between seats (rulebook 1.3, 5.2.1, 5.2.3, 5.2.4, 6.2.4, 6.5; NOTES.md "Deals"): a
//! seat proposes, the other accepts or refuses; resources, money, event cards and contracts
//! not started at any time, gangsters only in the trade round; a frozen seat does not trade.

mod support;
use mobrules::engine::decision::{Interrupt, Request};
use mobrules::games::king_of_chicago::bots::greedy::GreedyBot;
use mobrules::games::king_of_chicago::view::View;
use support::*;

/// A scripted seat that proposes deals, as a person at the table does.
struct Proposer(Scripted<Choice>);

impl Decider<KingOfChicago> for Proposer {
    fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        Decider::<KingOfChicago>::decide(&mut self.0, view, request)
    }
    fn name(&self) -> &str {
        "proposer"
    }
    fn proposes_deals(&self) -> bool {
        true
    }
}

fn table(state: State, proposer: Vec<Choice>, others: Vec<Box<dyn Decider<KingOfChicago>>>) -> Match<'static> {
    let mut deciders: Vec<Box<dyn Decider<KingOfChicago>>> = vec![Box::new(Proposer(Scripted::new(proposer, false)))];
    deciders.extend(others);
    Match::new(content(), state, deciders, &MatchOptions::default())
}

fn answers(a: Vec<Choice>) -> Box<dyn Decider<KingOfChicago>> {
    Box::new(Scripted::new(a, false))
}

fn start(seats: usize) -> State {
    let mut s = blank(seats);
    for i in 0..seats {
        s.players[Seat(i as u8)].money = 1000;
        s.players[Seat(i as u8)].resources = Res3 { booze: 2, girls: 2, henchmen: 2 };
    }
    s
}

#[test]
fn resources_for_money_change_hands_when_accepted() {
    let offer = vec![
        Choice::Player(Seat(1)),
        Choice::Resource(Resource::Booze),
        Choice::Resource(Resource::Booze),
        Choice::Done,
        Choice::Amount(50),
        Choice::Amount(50),
        Choice::Done,
        Choice::Done,
    ];
    let mut m = table(start(2), offer, vec![answers(vec![Choice::Yes])]);
    m.offer_deals(Seat(0), false).unwrap();
    let (p0, p1) = (&m.state.players[Seat(0)], &m.state.players[Seat(1)]);
    assert_eq!((p0.resources.booze, p0.money), (0, 1100));
    assert_eq!((p1.resources.booze, p1.money), (4, 900));
    assert!(m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::DealMade { .. })));
}

#[test]
fn a_refused_deal_changes_nothing() {
    let offer = vec![Choice::Player(Seat(1)), Choice::Amount(500), Choice::Done, Choice::Done, Choice::Done];
    let before = start(2);
    let mut m = table(before.clone(), offer, vec![answers(vec![Choice::No])]);
    m.offer_deals(Seat(0), false).unwrap();
    assert_eq!(m.state.players, before.players);
    assert!(m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::DealRefused { .. })));
}

#[test]
fn a_loan_asks_nothing_back_and_nothing_enforces_it() {
    let offer = vec![Choice::Player(Seat(1)), Choice::Amount(500), Choice::Done, Choice::Done, Choice::Done];
    let mut m = table(start(2), offer, vec![Box::new(GreedyBot::new(1, 1))]);
    m.offer_deals(Seat(0), false).unwrap();
    assert_eq!(m.state.players[Seat(1)].money, 1500, "greedy takes free money");
}

#[test]
fn event_cards_and_contracts_not_started_can_be_traded_but_not_started_ones() {
    let mut s = start(2);
    s.players[Seat(0)].events = vec![3];
    s.players[Seat(0)].contracts = vec![
        HeldContract { card: contract("one_down"), started: true },
        HeldContract { card: contract("a_thorough_shaving"), started: false },
    ];
    let offer = vec![
        Choice::Player(Seat(1)),
        Choice::Card(Card::Event(3)),
        Choice::Card(Card::Contract(contract("a_thorough_shaving"))),
        Choice::Done,
        Choice::Done,
        Choice::Done,
    ];
    let mut m = table(s, offer, vec![answers(vec![Choice::Yes])]);
    m.offer_deals(Seat(0), false).unwrap();
    assert_eq!(m.state.players[Seat(1)].events, vec![3]);
    assert_eq!(
        m.state.players[Seat(1)].contracts,
        vec![HeldContract { card: contract("a_thorough_shaving"), started: false }]
    );
    assert_eq!(m.state.players[Seat(0)].contracts.len(), 1, "the started contract stays (5.2.4)");
    // Offering the started contract is not among the options.
    let mut s = start(2);
    s.players[Seat(0)].contracts = vec![HeldContract { card: contract("one_down"), started: true }];
    let offer = vec![Choice::Player(Seat(1)), Choice::Card(Card::Contract(contract("one_down")))];
    let mut m = table(s, offer, vec![answers(vec![])]);
    assert!(matches!(m.offer_deals(Seat(0), false), Err(Stop::Interrupted(Interrupt::Failed(_)))));
}

#[test]
fn gangsters_change_hands_only_in_the_trade_round_and_go_to_the_folder() {
    let mut s = start(2);
    let fred = put(&mut s, "fat_fred", 0, Where::Car);
    let offer = vec![Choice::Player(Seat(1)), Choice::Gangster(fred)];
    let mut m = table(s.clone(), offer.clone(), vec![answers(vec![])]);
    assert!(
        matches!(m.offer_deals(Seat(0), false), Err(Stop::Interrupted(Interrupt::Failed(_)))),
        "no gangster is offered outside the trade round (6.2.4)"
    );
    let offer = [offer, vec![Choice::Done, Choice::Done, Choice::Done]].concat();
    let mut m = table(s, offer, vec![answers(vec![Choice::Yes])]);
    m.offer_deals(Seat(0), true).unwrap();
    assert_eq!(*m.state.gangster(fred), GangsterState { owner: Some(Seat(1)), at: Where::Reserve });
}

#[test]
fn a_frozen_seat_neither_proposes_nor_is_offered_deals() {
    let mut s = start(3);
    s.players[Seat(2)].frozen = true;
    let mut m = table(s.clone(), vec![Choice::Player(Seat(2))], vec![answers(vec![]), answers(vec![])]);
    assert!(
        matches!(m.offer_deals(Seat(0), false), Err(Stop::Interrupted(Interrupt::Failed(_)))),
        "Election Day: the frozen seat is not among the partners"
    );
    s.players[Seat(0)].frozen = true;
    let mut m = table(s, vec![], vec![answers(vec![]), answers(vec![])]);
    m.offer_deals(Seat(0), false).unwrap();
    assert!(m.log.is_empty(), "a frozen seat is not asked");
}

#[test]
fn greedy_refuses_a_deal_that_costs_it_more_than_it_gets() {
    let offer = vec![
        Choice::Player(Seat(1)),
        Choice::Amount(50),
        Choice::Done,
        Choice::Amount(500),
        Choice::Done,
        Choice::Done,
    ];
    let mut m = table(start(2), offer, vec![Box::new(GreedyBot::new(1, 1))]);
    m.offer_deals(Seat(0), false).unwrap();
    assert_eq!(m.state.players[Seat(1)].money, 1000);
    assert!(m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::DealRefused { .. })));
}
