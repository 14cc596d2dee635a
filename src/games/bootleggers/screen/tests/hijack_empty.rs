//! The Hijack warning at loading counts only the rival's trucks the card can load: an empty
//! truck he drives, not yet lined up ("les chargez sur un de vos Camions vides ... Vous devez
//! avoir un Camion vide disponible", DESCRIPTION DÉTAILLÉE DES CARTES VOYOU; CLARIFICATIONS:
//! one truck big enough, never split). Term review 23, finding 3 (seed 32, turn 9): Player 4's
//! own truck held 4 crates and the medium truck he rented one, yet the question said "Player
//! 4's largest truck takes 6 crates", and no Hijack could come.

use super::super::super::state::Truck;
use super::*;

#[test]
fn the_hijack_warning_counts_only_the_rivals_empty_trucks() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 4;
    let (own, _) = state.operated_by(Seat(0)).next().unwrap();
    let (theirs, _) = state.operated_by(Seat(1)).next().unwrap();
    state.truck_mut(theirs).load = 4;
    // A medium truck of Player 3's, rented by Player 2, already holding a crate.
    state.trucks.push(Truck {
        size: content.rules.size("medium").unwrap(),
        owner: Some(Seat(2)),
        marked: true,
        renter: Some(Seat(1)),
        renter_marked: true,
        load: 1,
        at: None,
        load_taken_by: None,
    });
    let rented = state.last_truck().unwrap();
    let hijack = card(&content, "hijack");
    state.players[Seat(1)].hand = vec![hijack];
    let took = vec![Logged::Game(Event::TookMuscle { seat: Seat(1), card: hijack })];
    for (lang, card, six) in [
        ("en", "Player 2 holds Hijack", "(Player 2's largest empty truck takes 6 crates)"),
        ("fr", "Joueur 2 a en main Hijack", "(le plus grand Camion vide de Joueur 2 en prend 6)"),
        ("nl", "Speler 2 heeft Hijack", "(de grootste lege vrachtwagen van Speler 2 heeft plaats voor 6 kratten)"),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let mut loaded = state.clone();
        loaded.asking = Some(super::super::super::state::Asking::Truck(own));
        let v = View::new(&loaded, &content, Seat(0), &took);
        let asked = plain(&screen.question(&v, "load"));
        assert!(!asked.contains(card), "{lang}: {asked}");
        // Once the rented truck is empty, it may take the load: the warning names it.
        let mut empty = loaded.clone();
        empty.truck_mut(rented).load = 0;
        let v = View::new(&empty, &content, Seat(0), &took);
        let asked = plain(&screen.question(&v, "load"));
        assert!(asked.contains(card) && asked.contains(six), "{lang}: {asked}");
    }
}
