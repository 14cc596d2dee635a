//! A turn always ends: past `MAX_ASKED_PER_TURN` questions in one turn the game is cut, as the
//! cap on its length cuts it. A choice that gives back more than it costs (Chicago Poker's
//! Revolver drawn again and again from a deck rebuilt of it alone, under 40-card groups) kept a
//! greedy seat's turn going until memory ran out; the bundled rules stop such a loop sooner
//! (the turn's effects budget, groups of at most 16 cards), so the bound is pinned here on the
//! match itself.

mod support;
use mobrules::engine::play::MAX_ASKED_PER_TURN;
use support::*;

#[test]
fn a_turn_that_asks_without_end_is_cut_as_the_cap_cuts_a_game() {
    let content = content();
    let state = new_game(content, 2, 1).expect("a new game");
    let deciders: Vec<Box<dyn Decider<KingOfChicago>>> =
        (0..2).map(|_| Box::new(Scripted::<Choice>::new(vec![], true)) as Box<dyn Decider<KingOfChicago>>).collect();
    let mut m = Match::new(content, state, deciders, &MatchOptions::default());
    for _ in 0..MAX_ASKED_PER_TURN {
        m.ask(Seat(0), "again", vec![Choice::Amount(1), Choice::Amount(2)]).expect("a question within the bound");
    }
    let past = m.ask(Seat(0), "again", vec![Choice::Amount(1), Choice::Amount(2)]);
    assert!(matches!(past, Err(Stop::Capped(None))), "{past:?}");
}
