//! The loading question says what two rivals' cards do together: one empties the truck once
//! loaded, the other then steals it empty.

use super::*;

/// FAQ: « Hey, Free Truck peut être jouée sur un Camion qui vient juste de perdre son
/// chargement à cause de ... G-Men—Bust a Shipment afin de porter un coup double ». Web review
/// 25, finding 5: the two warnings stood one after the other, "if truck 1 is still empty"
/// read as if loading it kept it safe, and the player lost his only truck.
#[test]
fn the_loading_question_says_a_seized_truck_may_then_be_stolen() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 2;
    let (seize, free) = (card(&content, "g_men_bust_a_shipment"), card(&content, "hey_free_truck"));
    state.players[Seat(1)].hand = vec![seize];
    state.players[Seat(2)].hand = vec![free];
    let took = vec![
        Logged::Game(Event::TookMuscle { seat: Seat(1), card: seize }),
        Logged::Game(Event::TookMuscle { seat: Seat(2), card: free }),
    ];
    for (lang, both) in [
        (
            "en",
            " Together: if Player 2 empties truck 1 with G-Men—Bust a Shipment once it is loaded, it is empty again, and Player 3 may then steal it with Hey, Free Truck; loading it does not keep it safe.",
        ),
        (
            "fr",
            " Les deux ensemble : si Joueur 2 vide le Camion 1 avec G-Men—Bust a Shipment (Perte de chargement) une fois chargé, il redevient vide, et Joueur 3 peut alors le voler avec Hey, Free Truck (Vol de Camion vide) ; le charger ne le met donc pas à l'abri.",
        ),
        (
            "nl",
            " Samen: haalt Speler 2 vrachtwagen 1 na het laden leeg met G-Men—Bust a Shipment (Beslag), dan is hij weer leeg en kan Speler 3 hem daarna stelen met Hey, Free Truck (Lege vrachtwagen stelen); laden houdt hem dus niet veilig.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &took);
        let asked = plain(&screen.question(&v, "load"));
        assert!(asked.contains(both), "{lang}: {asked}");
        let some = plain(&screen.help(&v, "load", &Choice::Load(2)));
        assert!(some.contains(both), "{lang}: {some}");
        let none = plain(&screen.help(&v, "load", &Choice::Load(0)));
        assert!(!none.contains(both), "{lang}: {none}");
    }
    // One of the two alone: nothing said of them together.
    state.players[Seat(2)].hand.clear();
    let l = locale("en");
    let v = View::new(&state, &content, Seat(0), &took[..1]);
    let asked = plain(&screen_in(&content, &l).question(&v, "load"));
    assert!(!asked.contains("Together"), "{asked}");
}
