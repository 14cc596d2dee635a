//! The crates already lined up where a truck would go, and how many of them are the seat's own.

use super::super::super::state::{Asking, LinedUp, State, TruckId};
use super::*;

/// PHASE 5, 2: a speakeasy buys from its docks in turn, the trucks lined up first first. The
/// truck question said "minority dock ...; 4 crates already ahead" where the 4 crates stood
/// on the seat's own truck 1: they read as a rival's. It says how many of them are the seat's,
/// on the option and in its help, in each language.
#[test]
fn the_crates_ahead_at_a_dock_say_how_many_are_the_seats_own() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let docks = content.board.speakeasies[usize::from(texas.0)].docks.clone();
    // Player 2 leads at Texas Lil's; this seat has a marker there: the minority dock.
    state.speakeasy_mut(texas).influence.0 = vec![1, 3, 0];
    let own = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap_or(TruckId(0));
    let rival = state.operated_by(Seat(1)).map(|(id, _)| id).next().unwrap_or(TruckId(1));
    state.truck_mut(own).load = 4;
    state.truck_mut(own).at = Some(LinedUp { speakeasy: texas, dock: docks[1], order: 0 });
    state.asking = Some(Asking::Truck(own));
    let to = Choice::Speakeasy(texas);
    let all = [
        (
            "en",
            "; 4 crates already ahead, all yours",
            ", behind 4 crates already lined up to be bought first, all yours.",
        ),
        (
            "fr",
            " ; 4 Caisses déjà devant, toutes à vous",
            ", derrière 4 Caisses déjà alignées pour être achetées avant, toutes à vous.",
        ),
        (
            "nl",
            "; er staan al 4 kratten voor, allemaal van jou",
            ", achter 4 kratten die er al staan om eerst verkocht te worden, allemaal van jou.",
        ),
    ];
    says_in_each_language(&content, &state, &to, &all);
    // A rival's 2 crates at the majority dock, ahead too.
    state.truck_mut(rival).load = 2;
    state.truck_mut(rival).at = Some(LinedUp { speakeasy: texas, dock: docks[0], order: 1 });
    let some = [
        (
            "en",
            "; 6 crates already ahead, 4 of them yours",
            ", behind 6 crates already lined up to be bought first, 4 of them yours.",
        ),
        (
            "fr",
            " ; 6 Caisses déjà devant, dont 4 à vous",
            ", derrière 6 Caisses déjà alignées pour être achetées avant, dont 4 à vous.",
        ),
        (
            "nl",
            "; er staan al 6 kratten voor, waarvan 4 van jou",
            ", achter 6 kratten die er al staan om eerst verkocht te worden, waarvan 4 van jou.",
        ),
    ];
    says_in_each_language(&content, &state, &to, &some);
    // Only a rival's crates ahead: no word of the seat's.
    state.truck_mut(own).at = None;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let said = plain(&screen_in(&content, &l).option(&v, "dispatch", &to));
    assert!(said.contains("; 2 crates already ahead") && !said.contains("yours"), "{said}");
}

/// The truck question's option for `to` ends with each language's words, and its help holds
/// the help's.
fn says_in_each_language(content: &Content, state: &State, to: &Choice, words: &[(&str, &str, &str)]) {
    let v = View::new(state, content, Seat(0), &[]);
    for (lang, option, help) in words {
        let l = locale(lang);
        let screen = screen_in(content, &l);
        // The profit of the seat in control follows (dispatch_profit.rs).
        let said = plain(&screen.option(&v, "dispatch", to));
        assert!(said.contains(option), "{lang}: {said}");
        let said = plain(&screen.help(&v, "dispatch", to));
        assert!(said.contains(help), "{lang}: {said}");
    }
}
