//! Tests of the rules: whole games among bots to their end with every invariant holding, the
//! engine's conformance suite, and the rulebook's influence example.

use super::super::Bootleggers;
use super::super::choice::Choice;
use super::super::content::Content;
use super::super::event::Event;
use super::super::load::load;
use super::super::state::Standing;
use super::super::view::View;
use crate::engine::content::Source;
use crate::engine::decision::{Decider, Interrupt, Request, Scripted};
use crate::engine::play::MatchOptions;
use crate::engine::seat::Seat;
use crate::table::{SeatKind, bots, play_with};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

fn content() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

/// A seeded game of 3 to 6 seats (by the seed), greedy and random bots in turn, to its end.
pub(crate) fn bot_game(c: &Content, seed: u64, options: &MatchOptions) -> crate::table::Played<Bootleggers> {
    let n = 3 + (seed % 4) as usize;
    let seats: Vec<SeatKind> = (0..n)
        .map(|i| if (i + seed as usize).is_multiple_of(2) { SeatKind::Bot("greedy") } else { SeatKind::Random })
        .collect();
    play_with::<Bootleggers>(c, bots::<Bootleggers>(&seats, seed).expect("bots"), seed, options, None)
        .unwrap_or_else(|u| panic!("seed {seed}: {}", u.message))
}

#[test]
fn bot_games_end_with_the_richest_and_every_invariant_holding() {
    let c = content();
    let options = MatchOptions { check_invariants: true, ..MatchOptions::default() };
    for seed in 0..24u64 {
        let played = bot_game(&c, seed, &options);
        let ended = played.log.entries().iter().filter_map(|e| e.game()).rev().find_map(|e| match e {
            Event::GameEnded { winner, money, turn } => Some((*winner, money.clone(), *turn)),
            _ => None,
        });
        let (winner, money, turn) = ended.unwrap_or_else(|| panic!("seed {seed}: no end"));
        assert!(turn <= 12, "seed {seed}");
        assert_eq!(money[winner.index()], *money.iter().max().expect("money"), "seed {seed}: the richest wins");
        assert!(
            played.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::Sold { .. })),
            "seed {seed}: nothing sold"
        );
    }
}

/// NOTES.md 34: whole games with the chaotic option, every invariant holding, markers placed
/// outside phase 2.
#[test]
fn chaotic_bot_games_end_with_every_invariant_holding() {
    let mut c = content();
    c.rules.chaotic_influence = true;
    let options = MatchOptions { check_invariants: true, ..MatchOptions::default() };
    for seed in 0..6u64 {
        let played = bot_game(&c, seed, &options);
        assert!(
            played.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::GameEnded { .. })),
            "seed {seed}: no end"
        );
        assert!(
            played.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::InfluencePlaced { .. })),
            "seed {seed}"
        );
    }
}

#[test]
fn the_conformance_suite_holds() {
    let c = content();
    let problems = crate::conformance::check::<Bootleggers>(&c, 0..6);
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Contrôle de l'influence, influence majoritaire et influence minoritaire: the rulebook's
/// example (Alice, Bob, Charlie, David are seats 1-4; Alice plays the highest authority card).
#[test]
fn control_majority_and_minority_are_the_rulebooks_example() {
    let c = content();
    let mut s = super::setup::new_game(&c, 4, 1).expect("four players");
    for (seat, card) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        s.players[Seat(seat)].played = Some(super::super::content::AuthorityId(card - 1));
    }
    let id = |name: &str| c.board.speakeasy(name).expect(name);
    let (texas, mothers, barleycorns) = (id("texas_lils"), id("mothers"), id("barleycorns"));
    s.speakeasy_mut(texas).influence.0 = vec![0, 0, 1, 1];
    s.speakeasy_mut(mothers).influence.0 = vec![0, 2, 3, 4];
    s.speakeasy_mut(barleycorns).influence.0 = vec![3, 0, 1, 2];
    assert!(!s.is_open(&c, texas), "Texas Lil's is not open yet");
    assert!(s.is_open(&c, mothers) && s.is_open(&c, barleycorns));
    assert_eq!(s.standing(&c, mothers, Seat(1)), Standing::Minority);
    assert_eq!(s.standing(&c, mothers, Seat(2)), Standing::Minority);
    assert_eq!(s.standing(&c, mothers, Seat(3)), Standing::Majority);
    assert_eq!(s.controller(&c, mothers), None);
    assert_eq!(s.standing(&c, barleycorns, Seat(0)), Standing::Control);
    assert_eq!(s.standing(&c, barleycorns, Seat(2)), Standing::Minority);
    assert_eq!(s.standing(&c, barleycorns, Seat(3)), Standing::Minority);
    assert_eq!(s.standing(&c, barleycorns, Seat(1)), Standing::None);
    // Two seats level: the higher authority card has control.
    s.speakeasy_mut(texas).influence.0 = vec![0, 2, 2, 0];
    assert_eq!(s.controller(&c, texas), Some(Seat(1)));
    assert_eq!(s.standing(&c, texas, Seat(2)), Standing::Minority);
}

/// Answers from a list (then the first option), keeping every list of options it was offered.
struct Recorder {
    answers: VecDeque<Choice>,
    offered: Rc<RefCell<Vec<Vec<Choice>>>>,
}

impl Decider<Bootleggers> for Recorder {
    fn decide(&mut self, _: &View<'_>, r: &Request<Choice>) -> Result<usize, Interrupt> {
        let listed = r.options.listed().to_vec();
        let i = self.answers.pop_front().and_then(|a| listed.iter().position(|c| *c == a)).unwrap_or(0);
        self.offered.borrow_mut().push(listed);
        Ok(i)
    }

    fn name(&self) -> &str {
        "recorder"
    }
}

/// NOTES.md 34: with the chaotic option a seat that starts placing pre-empts those below and
/// places at least `preemptor_places_at_least` before it may stop; phase 2 asks nothing.
#[test]
fn a_preempting_seat_places_at_least_the_number_set() {
    let mut c = content();
    c.rules.chaotic_influence = true;
    c.rules.preemptor_places_at_least = 2;
    let mut s = super::setup::new_game(&c, 3, 1).expect("three players");
    for (seat, card) in [(0u8, 60u8), (1, 40), (2, 30)] {
        s.players[Seat(seat)].played = Some(super::super::content::AuthorityId(card - 1));
        s.players[Seat(seat)].back_room.influence = 0;
    }
    s.players[Seat(0)].back_room.influence = 3;
    s.revealed = true;
    let mothers = c.board.speakeasy("mothers").expect("mothers");
    let offered = Rc::new(RefCell::new(Vec::new()));
    let first = Recorder { answers: vec![Choice::Speakeasy(mothers); 2].into(), offered: offered.clone() };
    let quiet = || Box::new(Scripted::new(Vec::new(), false)) as Box<dyn Decider<Bootleggers>>;
    let mut m = super::Match::new(&c, s, vec![Box::new(first), quiet(), quiet()], &MatchOptions::default());
    super::influence::phase(&mut m).expect("no phase 2");
    assert!(offered.borrow().is_empty(), "phase 2 asks nothing with the chaotic option");
    super::markers::anytime(&mut m).expect("placed");
    let asked = offered.borrow();
    assert!(asked[0].contains(&Choice::Done), "it may pass before placing: {asked:?}");
    assert!(!asked[1].contains(&Choice::Done), "one placed: it must place another: {asked:?}");
    assert!(asked[2].contains(&Choice::Done), "two placed: it may stop: {asked:?}");
    assert_eq!(m.state.speakeasy(mothers).influence[Seat(0)], 2);
}

/// NOTES.md 32: wages are paid by a truck's owner, rented out or not, and never by its renter.
#[test]
fn wages_are_the_owners_and_not_the_renters() {
    let c = content();
    let mut s = super::setup::new_game(&c, 3, 1).expect("three players");
    let large = c.rules.size("large").expect("large");
    let mut rented = s.trucks[0].clone();
    rented.size = large;
    rented.renter = Some(Seat(1));
    s.trucks.push(rented);
    let seats = vec![SeatKind::Random; 3];
    let m =
        crate::engine::play::Match::new(&c, s, bots::<Bootleggers>(&seats, 1).expect("bots"), &MatchOptions::default());
    // Seat 1 owns its small truck ($1G) and the large one it rents out ($2G); seat 2 rents it.
    assert_eq!(super::authority::wages(&m, Seat(0)), 3);
    assert_eq!(super::authority::wages(&m, Seat(1)), 1);
}
