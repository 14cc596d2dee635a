//! A deal on crates when the seat's trucks at home are full says so in words a person writes.

use super::*;

/// "your trucks at home have room for no crate", "ont de la place pour aucune Caisse",
/// "hebben plaats voor geen krat" (a Dutch newcomer's game, seed 9, turn 2): said now as
/// "no room left", in each language.
#[test]
fn full_trucks_at_home_have_no_room_left() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    state.truck_mut(truck).load = 4;
    let sell = super::super::super::choice::Deal::SellCrates { from: Seat(0), to: Seat(2), crates: 2 };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(2), deal: sell, price: 2, cards: Vec::new() })];
    let v = View::new(&state, &content, Seat(0), &offered);
    for (lang, said) in [
        ("en", " back room, and your trucks at home have no room left."),
        ("fr", " Arrière-Salle, et vos Camions restés chez vous n'ont plus de place."),
        ("nl", " achterkamer, en je vrachtwagens thuis hebben geen plaats meer."),
    ] {
        let l = locale(lang);
        let question = plain(&screen_in(&content, &l).question(&v, "deal_answer"));
        assert!(question.contains(said), "{lang}: {question}");
    }
}
