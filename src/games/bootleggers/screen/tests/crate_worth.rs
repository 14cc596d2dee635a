//! A deal on crates says what a crate fetches shipped by the seat itself, and the room left
//! on its trucks.

use super::super::super::choice::Deal;
use super::*;

/// PHASE 4, 1-3 and PHASE 5: "Buy crates from Player 2 (they have 4): for how much?" and
/// "Player 4 offers you $1G for one of your crates. Do you accept?" gave no reference. They
/// say what O'Malley's pays a crate, the best price an open speakeasy pays where the seat's
/// truck would sell (Texas Lil's, where it leads), and the room on its trucks at home; a deal
/// on a truck does not. Where the seat controls the speakeasy, its profit there is counted, as
/// the truck question counts it (term review 23, finding 5; web review 23, finding 3: "$2G at
/// Texas Lil's" beside "$3G a crate in all on yours").
#[test]
fn a_deal_on_crates_says_what_a_crate_fetches_and_the_room_left() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    // Texas Lil's open (3 markers), this seat leading there.
    state.speakeasy_mut(texas).influence.0 = vec![2, 1, 0];
    state.players[Seat(1)].back_room.crates = 4;
    let buy = Deal::SellCrates { from: Seat(1), to: Seat(0), crates: 0 };
    let log = vec![chose("deal", Choice::Propose(buy))];
    let v = View::new(&state, &content, Seat(0), &log);
    let sell = Deal::SellCrates { from: Seat(0), to: Seat(2), crates: 1 };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(2), deal: sell, price: 1, cards: Vec::new() })];
    let answer = View::new(&state, &content, Seat(0), &offered);
    for (lang, worth, asked) in [
        (
            "en",
            "Shipped on your own trucks this turn, a crate fetches $1G at O'Malley's Dry Goods and $3G at Texas Lil's Diner (your $1G profit as its controller included) while its demand lasts; you have no crate in your back room, and your trucks at home have room for 4 crates.",
            "Player 3 offers you $1G for one of your crates. ",
        ),
        (
            "fr",
            "Livrée par vos propres Camions ce tour-ci, une Caisse rapporte $1G chez O'Malley's Dry Goods et $3G chez Texas Lil's Diner (votre bénéfice de $1G par le contrôle compris) tant que sa consommation suit ; vous n'avez aucune Caisse dans votre Arrière-Salle, et vos Camions restés chez vous ont de la place pour 4 Caisses.",
            "Joueur 3 vous offre $1G pour une de vos Caisses. ",
        ),
        (
            "nl",
            "Met je eigen vrachtwagens brengt een krat deze beurt $1G op bij O'Malley's Dry Goods en $3G bij Texas Lil's Diner (met je $1G winst door de controle erbij), zolang de vraag er groot genoeg is; je hebt geen krat in je achterkamer, en je vrachtwagens thuis hebben plaats voor 4 kratten.",
            "Speler 3 biedt je $1G voor één van je kratten. ",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        for prompt in ["deal_crates", "deal_price"] {
            let said = plain(&screen.question(&v, prompt));
            assert!(said.ends_with(&format!(" {worth}")), "{lang} {prompt}: {said}");
        }
        let said = plain(&screen.question(&answer, "deal_answer"));
        assert!(said.starts_with(&format!("{asked}{worth} ")), "{lang}: {said}");
    }
    // Texas Lil's closed: O'Malley's alone is said.
    state.speakeasy_mut(texas).influence.0 = vec![1, 1, 0];
    let v = View::new(&state, &content, Seat(0), &log);
    let l = locale("en");
    let said = plain(&screen_in(&content, &l).question(&v, "deal_price"));
    assert!(
        said.ends_with(" a crate fetches $1G at O'Malley's Dry Goods; you have no crate in your back room, and your trucks at home have room for 4 crates."),
        "{said}"
    );
    // A truck the seat rents out: no word of a crate's worth.
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    let rent = Deal::RentTruck { from: Seat(0), to: Seat(1), truck };
    let log = [chose("deal", Choice::Propose(rent))];
    let v = View::new(&state, &content, Seat(0), &log);
    let said = plain(&screen_in(&content, &l).question(&v, "deal_price"));
    assert!(!said.contains("fetches"), "{said}");
}
