//! The loading question warns of a rival's card the seat saw him take that threatens the
//! truck: Hey, Free Truck on a truck left empty, Move Over, Pigeon on one loaded and lined up.

use super::super::super::event::ThugDid;
use super::*;

/// Hey, Free Truck ("A jouer sur un Camion vide. Volez ce Camion", after the loading) and Move
/// Over, Pigeon ("Vous « empruntez » ce Camion et volez sa cargaison"; DESCRIPTION DÉTAILLÉE DES
/// CARTES VOYOU) taken face up from the offer by rivals: the loading question says what each
/// would do to this truck, and `help N` the one that threatens that amount (none loaded: the
/// steal; some: the crates taken). A card drawn face down, or played since, is not told.
#[test]
fn the_loading_question_warns_of_a_rival_s_card_that_threatens_the_truck() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 6;
    let (pigeon, free) = (card(&content, "move_over_pigeon"), card(&content, "hey_free_truck"));
    state.players[Seat(1)].hand = vec![pigeon];
    state.players[Seat(2)].hand = vec![free];
    let took = vec![
        Logged::Game(Event::TookMuscle { seat: Seat(1), card: pigeon }),
        Logged::Game(Event::TookMuscle { seat: Seat(2), card: free }),
    ];
    for (lang, empty, lined_up) in [
        (
            "en",
            " Player 3 holds Hey, Free Truck: if truck 1 is still empty once everyone has loaded, Player 3 may steal it.",
            " Player 2 holds Move Over, Pigeon: once truck 1 is lined up at a speakeasy, Player 2 may take the crates on it and be paid for their sale.",
        ),
        (
            "fr",
            " Joueur 3 a en main Hey, Free Truck (Vol de Camion vide) : si le Camion 1 est encore vide une fois que tout le monde a chargé, Joueur 3 peut le voler.",
            " Joueur 2 a en main Move Over, Pigeon (Dégage, pigeon) : une fois le Camion 1 aligné à un Bar Clandestin, Joueur 2 peut s'emparer de ses Caisses et empocher le prix de leur vente.",
        ),
        (
            "nl",
            " Speler 3 heeft Hey, Free Truck (Lege vrachtwagen stelen) in handen: staat vrachtwagen 1 nog leeg als iedereen geladen heeft, dan kan Speler 3 hem stelen.",
            " Speler 2 heeft Move Over, Pigeon (Opzij, sukkel) in handen: zodra vrachtwagen 1 bij een speakeasy in de rij staat, kan Speler 2 de kratten erop afpakken en zelf het geld van de verkoop opstrijken.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &took);
        let asked = plain(&screen.question(&v, "load"));
        assert!(asked.contains(lined_up) && asked.ends_with(empty), "{lang}: {asked}");
        let none = plain(&screen.help(&v, "load", &Choice::Load(0)));
        assert!(none.contains(empty) && !none.contains(lined_up), "{lang}: {none}");
        let some = plain(&screen.help(&v, "load", &Choice::Load(3)));
        assert!(some.contains(lined_up) && !some.contains(empty), "{lang}: {some}");
        // Hidden hands are not read: the same cards drawn face down (Windfall), or held
        // without the seat having seen them taken, say nothing; nor a card played since.
        let drawn = [
            Logged::Game(Event::ThugDid { seat: Seat(1), card: pigeon, what: ThugDid::Drew { card: pigeon } }),
            Logged::Game(Event::ThugDid { seat: Seat(2), card: free, what: ThugDid::Drew { card: free } }),
        ];
        let mut played = took.clone();
        played.push(Logged::Game(Event::ThugPlayed { seat: Seat(2), card: free }));
        for log in [&drawn[..], &[], &played[..]] {
            let said = plain(&screen.question(&View::new(&state, &content, Seat(0), log), "load"));
            assert!(!said.contains(empty), "{lang}: {said}");
        }
        // The card's holder is not warned of his own card.
        state.players[Seat(2)].back_room.crates = 2;
        let own = plain(&screen.question(&View::new(&state, &content, Seat(2), &took), "load"));
        assert!(!own.contains(&empty[1..20]), "{lang}: {own}");
    }
}
