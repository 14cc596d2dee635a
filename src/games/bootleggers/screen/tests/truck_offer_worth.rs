//! An offer of a truck to this seat (rented in or bought) gives the numbers the crate offers
//! give: its crates, the room on its own trucks, what the truck would carry more, and what a
//! crate fetches; a crate's worth names every speakeasy that pays the best price where the
//! seat sells first.

use super::super::super::choice::Deal;
use super::*;

/// Term review 20, finding 5 (fr, seed 14, turns 6 and 7): « Joueur 4 vous propose de
/// conduire son Camion 4 (petit Camion, 4 Caisses) ce tour-ci, pour $2G que vous lui payez »
/// with nothing to judge it by: 14 crates for 13 places, so the truck saved one crate for
/// $2G. Web review 19, finding 12 (en, seed 16): "a crate fetches … $2G at Texas Lil's Diner"
/// left out Barleycorn's, which the seat controlled and which paid as much (PHASE 4, 1;
/// PHASE 5).
#[test]
fn an_offer_of_a_truck_says_what_it_would_carry_and_every_best_speakeasy_is_named() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let barleycorn = content.board.speakeasy("barleycorns").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![2, 1, 0];
    state.speakeasy_mut(barleycorn).influence.0 = vec![3, 1, 0];
    state.players[Seat(0)].back_room.crates = 6;
    let truck = state.operated_by(Seat(1)).map(|(id, _)| id).next().unwrap();
    let rent = Deal::RentTruck { from: Seat(1), to: Seat(0), truck };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(1), deal: rent, price: 2, cards: Vec::new() })];
    let v = View::new(&state, &content, Seat(0), &offered);
    let buy = Deal::SellCrates { from: Seat(1), to: Seat(0), crates: 0 };
    let log = vec![chose("deal", Choice::Propose(buy))];
    let pricing = View::new(&state, &content, Seat(0), &log);
    for (lang, worth, best) in [
        (
            "en",
            "You have 6 crates in your back room, and your trucks at home have room for 4 crates: this truck would carry 2 crates more, and crates left off the trucks are lost when phase 4 ends. A crate fetches $1G at O'Malley's Dry Goods and $3G at Texas Lil's Diner or Barleycorn's Feed & Grain (your $1G profit as its controller included) while its demand lasts. ",
            " and $3G at Texas Lil's Diner or Barleycorn's Feed & Grain (your $1G profit as its controller included) while its demand lasts;",
        ),
        (
            "fr",
            "Vous avez 6 Caisses dans votre Arrière-Salle, et vos Camions restés chez vous ont de la place pour 4 Caisses : ce Camion en porterait 2 de plus, et les Caisses restées hors des Camions sont perdues à la fin de la phase 4. Une Caisse rapporte $1G chez O'Malley's Dry Goods et $3G chez Texas Lil's Diner ou Barleycorn's Feed & Grain (votre bénéfice de $1G par le contrôle compris) tant que sa consommation suit. ",
            " et $3G chez Texas Lil's Diner ou Barleycorn's Feed & Grain (votre bénéfice de $1G par le contrôle compris) tant que sa consommation suit ;",
        ),
        (
            "nl",
            "Je hebt 6 kratten in je achterkamer, en je vrachtwagens thuis hebben plaats voor 4 kratten: deze vrachtwagen zou 2 kratten extra meenemen, en kratten die niet op een vrachtwagen staan, gaan aan het eind van fase 4 verloren. Een krat brengt $1G op bij O'Malley's Dry Goods en $3G bij Texas Lil's Diner of Barleycorn's Feed & Grain (met je $1G winst door de controle erbij), zolang de vraag er groot genoeg is. ",
            " en $3G bij Texas Lil's Diner of Barleycorn's Feed & Grain (met je $1G winst door de controle erbij), zolang de vraag er groot genoeg is;",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "deal_answer"));
        assert!(said.contains(worth), "{lang}: {said}");
        let said = plain(&screen.question(&pricing, "deal_price"));
        assert!(said.contains(best), "{lang}: {said}");
    }
}
