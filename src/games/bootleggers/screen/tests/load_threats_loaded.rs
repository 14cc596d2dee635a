//! The loading question warns of a rival's Hijack or G-Men—Bust a Shipment the seat saw him
//! take, with what each would do to this load.

use super::*;

/// G-Men—Bust a Shipment ("Le chargement de ce Camion est confisqué (il n'arrive pas jusqu'au
/// Bar Clandestin)") and Hijack ("Vous prenez les Caisses de ce Camion et les chargez sur un de
/// vos Camions vides"; CLARIFICATIONS: an empty truck big enough, never split), DESCRIPTION
/// DÉTAILLÉE DES CARTES VOYOU, taken face up by rivals: the loading question names both, and
/// `help N` those that threaten that many crates (none loaded: neither; Hijack only as many as
/// the rival's largest truck takes).
#[test]
fn the_loading_question_warns_of_a_rival_s_hijack_and_bust_a_shipment() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 9;
    let large = content.rules.size("large").unwrap();
    let (own, _) = state.operated_by(Seat(0)).next().unwrap();
    state.trucks[usize::from(own.0)].size = large;
    let (hijack, bust) = (card(&content, "hijack"), card(&content, "g_men_bust_a_shipment"));
    state.players[Seat(1)].hand = vec![hijack];
    state.players[Seat(2)].hand = vec![bust];
    let took = vec![
        Logged::Game(Event::TookMuscle { seat: Seat(1), card: hijack }),
        Logged::Game(Event::TookMuscle { seat: Seat(2), card: bust }),
    ];
    let truck = plain(&String::from(screen_in(&content, &locale("en")).n.truck(own)));
    assert_eq!(truck, "truck 1");
    for (lang, seized, hijacked) in [
        (
            "en",
            " Player 3 holds G-Men—Bust a Shipment: once truck 1 is loaded, Player 3 may have the G-Men seize its crates: they would never reach a speakeasy.",
            " Player 2 holds Hijack: once truck 1 is loaded, Player 2 may move its crates onto an empty truck of theirs that takes them all, and sell them as their own (Player 2's largest empty truck takes 4 crates).",
        ),
        (
            "fr",
            " Joueur 3 a en main G-Men—Bust a Shipment (Perte de chargement) : une fois le Camion 1 chargé, Joueur 3 peut faire confisquer ses Caisses par les G-Men : elles n'arriveraient à aucun Bar Clandestin.",
            " Joueur 2 a en main Hijack (Hold-up) : une fois le Camion 1 chargé, Joueur 2 peut faire passer ses Caisses sur un de ses Camions vides assez grand pour toutes les prendre, et les vendre comme les siennes (le plus grand Camion vide de Joueur 2 en prend 4).",
        ),
        (
            "nl",
            " Speler 3 heeft G-Men—Bust a Shipment (Beslag) in handen: zodra vrachtwagen 1 geladen is, kan Speler 3 de kratten erop door de G-Men in beslag laten nemen: ze komen dan nooit bij een speakeasy aan.",
            " Speler 2 heeft Hijack (Kaping) in handen: zodra vrachtwagen 1 geladen is, kan Speler 2 de kratten erop overladen op een eigen lege vrachtwagen waar ze allemaal op passen, en ze verkopen alsof ze van hem zijn (de grootste lege vrachtwagen van Speler 2 heeft plaats voor 4 kratten).",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &took);
        let asked = plain(&screen.question(&v, "load"));
        assert!(asked.contains(seized) && asked.contains(hijacked), "{lang}: {asked}");
        let none = plain(&screen.help(&v, "load", &Choice::Load(0)));
        assert!(!none.contains(seized) && !none.contains(hijacked), "{lang}: {none}");
        let four = plain(&screen.help(&v, "load", &Choice::Load(4)));
        assert!(four.contains(seized) && four.contains(hijacked), "{lang}: {four}");
        let five = plain(&screen.help(&v, "load", &Choice::Load(5)));
        assert!(five.contains(seized) && !five.contains(hijacked), "{lang}: {five}");
        // Not read from a hidden hand: the cards held unseen say nothing.
        let unseen = plain(&screen.question(&View::new(&state, &content, Seat(0), &[]), "load"));
        assert!(!unseen.contains(seized) && !unseen.contains(hijacked), "{lang}: {unseen}");
    }
}
