//! Shared builders for the King of Chicago rules tests: the content loaded once, a blank
//! position, gangsters, businesses and cars placed by id, and scripted deciders.
#![allow(dead_code, unused_imports)]

pub use mobrules::engine::content::Source;
pub use mobrules::engine::decision::{Decider, Scripted};
pub use mobrules::engine::deck::Deck;
pub use mobrules::engine::play::{MatchOptions, Stop};
pub use mobrules::engine::seat::Seat;
pub use mobrules::games::king_of_chicago::KingOfChicago;
pub use mobrules::games::king_of_chicago::board::{SquareId, StreetId};
pub use mobrules::games::king_of_chicago::choice::*;
pub use mobrules::games::king_of_chicago::content::{self, Content};
pub use mobrules::games::king_of_chicago::defs::{Res3, Resource};
pub use mobrules::games::king_of_chicago::event::*;
pub use mobrules::games::king_of_chicago::load;
pub use mobrules::games::king_of_chicago::rules::play::Match;
pub use mobrules::games::king_of_chicago::rules::setup::new_game;
pub use mobrules::games::king_of_chicago::state::*;
use std::sync::OnceLock;

pub mod piped;
pub mod viewer;

/// The embedded content, loaded once per test binary.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| load::load(&Source::Embedded).expect("embedded content loads"))
}

/// A gangster by id.
pub fn g(id: &str) -> GangsterId {
    GangsterId(content().gangster_index(id).unwrap_or_else(|| panic!("no gangster `{id}`")) as u8)
}

/// A business marker by id.
pub fn b(id: &str) -> BusinessId {
    let i = content().businesses.iter().position(|m| m.id == id).unwrap_or_else(|| panic!("no business `{id}`"));
    BusinessId(i as u8)
}

/// A board square (lot, turf, place, garage...) by id.
pub fn sq(id: &str) -> SquareId {
    content().board.square_by_id(id).unwrap_or_else(|| panic!("no square `{id}`"))
}

/// A street square by id.
pub fn street(id: &str) -> StreetId {
    content().board.street_by_id(id).unwrap_or_else(|| panic!("no street `{id}`"))
}

/// The street square a square's arrow points at.
pub fn street_at(square: &str) -> StreetId {
    content().board.street_of(sq(square))
}

/// Index of a contract card by id.
pub fn contract(id: &str) -> u8 {
    content().contracts.iter().position(|c| c.id == id).unwrap_or_else(|| panic!("no contract `{id}`")) as u8
}

/// Index of a resource card by id.
pub fn resource_card(id: &str) -> u8 {
    content().resource_cards.iter().position(|c| c.id == id).unwrap_or_else(|| panic!("no card `{id}`")) as u8
}

/// A fresh game of `seats` with nothing dealt: every gangster back in the deck, every business
/// marker in the bank, money and resources as set up (3.1), no police controller.
pub fn blank(seats: usize) -> State {
    let mut s = new_game(content(), seats, 1).expect("setup");
    for gs in &mut s.gangsters {
        *gs = GangsterState { owner: None, at: Where::Deck };
    }
    for bs in &mut s.businesses {
        *bs = BusinessState { owner: None, square: None, closed: false };
    }
    s.clock = Clock { round: 1, action_round: 1, turn: 0, first: Seat(0) };
    s
}

/// Gives gangster `id` to `seat` at `at`.
pub fn put(s: &mut State, id: &str, seat: u8, at: Where) -> GangsterId {
    let gid = g(id);
    *s.gangster_mut(gid) = GangsterState { owner: Some(Seat(seat)), at };
    gid
}

/// Opens business `id` for `seat` on lot `lot`.
pub fn own(s: &mut State, id: &str, seat: u8, lot: &str) -> BusinessId {
    let bid = b(id);
    *s.business_mut(bid) = BusinessState { owner: Some(Seat(seat)), square: Some(sq(lot)), closed: false };
    bid
}

/// Parks the car of `seat` on the street square next to square `square`.
pub fn park(s: &mut State, seat: u8, square: &str) {
    s.players[Seat(seat)].car.at = street_at(square);
}

/// Deciders for every seat: seat `i` answers `answers[i]` in order, then the first option.
pub fn scripted(seats: usize, mut answers: Vec<Vec<Choice>>) -> Vec<Box<dyn Decider<KingOfChicago>>> {
    answers.resize(seats, Vec::new());
    answers.into_iter().map(|a| Box::new(Scripted::<Choice>::new(a, true)) as Box<dyn Decider<KingOfChicago>>).collect()
}

/// A match on this position, with these scripted answers by seat.
pub fn game(state: State, answers: Vec<Vec<Choice>>) -> Match<'static> {
    let seats = state.seats();
    Match::new(content(), state, scripted(seats, answers), &MatchOptions::default())
}

/// The log without dice rolls and answers: what the rules did.
pub fn facts(m: &Match) -> Vec<Event> {
    m.log.entries().iter().filter_map(|e| e.game()).filter(|e| !matches!(e, Event::Roll { .. })).cloned().collect()
}

/// The first `ShootoutStarted` totals (attack, defence).
pub fn totals(m: &Match) -> (i64, i64) {
    m.log
        .entries()
        .iter()
        .find_map(|e| match e.game()? {
            Event::ShootoutStarted { attack, defense, .. } => Some((*attack, *defense)),
            _ => None,
        })
        .expect("a shootout started")
}

/// Events of one kind, by a filter.
pub fn only<F: Fn(&Event) -> bool>(m: &Match, f: F) -> Vec<Event> {
    m.log.entries().iter().filter_map(|e| e.game()).filter(|e| f(e)).cloned().collect()
}

/// Copies a folder tree (a content root to edit in a test).
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// Two seats; seat 1 owns The Blind Pig (a small bar) on b01 with Charlie the Fish inside; two
/// event cards to draw. A card-failure test puts a script in Charlie's place.
pub fn charlie_in_a_bar(content: &Content) -> State {
    let mut s = new_game(content, 2, 1).unwrap();
    for g in &mut s.gangsters {
        *g = GangsterState { owner: None, at: Where::Deck };
    }
    for b in &mut s.businesses {
        *b = BusinessState { owner: None, square: None, closed: false };
    }
    let bar = BusinessId(content.businesses.iter().position(|b| b.id == "the_blind_pig").unwrap() as u8);
    *s.business_mut(bar) =
        BusinessState { owner: Some(Seat(0)), square: content.board.square_by_id("b01"), closed: false };
    let charlie = GangsterId(content.gangster_index("charlie_the_fish").unwrap() as u8);
    *s.gangster_mut(charlie) = GangsterState { owner: Some(Seat(0)), at: Where::Business(bar) };
    s.deck = Deck::stacked(vec![Card::Event(0), Card::Event(1)]);
    s
}
