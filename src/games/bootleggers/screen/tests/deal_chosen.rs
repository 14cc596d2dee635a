//! A deal on crates restates the crates chosen in its next questions, the price and the thug
//! cards added to it (PHASE 4, 1).

use super::super::super::choice::Deal;
use super::*;

/// Web review 21, finding 7 (fr, seed 26): turn 3, "vendre des Caisses à Joueur 3" and 1
/// typed, then "Vendre des Caisses à Joueur 3 (vous en avez 5) : pour combien ?"; turn 8,
/// 4 crates and $6G, then "Acheter des Caisses à Joueur 4 (il en a 12), pour $6G : ajouter
/// une carte de Voyou au prix ?", the 4 said nowhere.
#[test]
fn a_deal_on_crates_restates_the_crates_chosen() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 26).unwrap();
    state.players[Seat(0)].back_room.crates = 5;
    state.players[Seat(3)].back_room.crates = 12;
    let sell = Choice::Propose(Deal::SellCrates { from: Seat(0), to: Seat(2), crates: 5 });
    let buy = Choice::Propose(Deal::SellCrates { from: Seat(3), to: Seat(0), crates: 12 });
    let selling = vec![chose("deal", sell), chose("deal_crates", Choice::Load(1))];
    let buying = vec![
        chose("deal", sell),
        chose("deal_crates", Choice::Load(1)),
        chose("deal_price", Choice::Price(2)),
        chose("deal", buy),
        chose("deal_crates", Choice::Load(4)),
        chose("deal_price", Choice::Price(6)),
    ];
    for (lang, price, cards) in [
        (
            "en",
            "Sell 1 crate to Player 3 (you have 5): for how much?",
            "Buy 4 crates from Player 4 (they have 12), for $6G: add",
        ),
        (
            "fr",
            "Vendre 1 Caisse à Joueur 3 (vous en avez 5) : pour combien ?",
            "Acheter 4 Caisses à Joueur 4 (il en a 12), pour $6G : ajouter",
        ),
        (
            "nl",
            "Verkoop 1 krat aan Speler 3 (je hebt er 5): voor hoeveel?",
            "Koop 4 kratten van Speler 4 (die heeft er 12), voor $6G: een boevenkaart",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&View::new(&state, &content, Seat(0), &selling), "deal_price"));
        assert!(said.starts_with(price), "{lang}: {said}");
        let said = plain(&screen.question(&View::new(&state, &content, Seat(0), &buying), "deal_cards"));
        assert!(said.starts_with(cards), "{lang}: {said}");
        // Before the crates are chosen, and for the buy's price, the deal as listed.
        let said = plain(&screen.question(&View::new(&state, &content, Seat(0), &buying[..4]), "deal_crates"));
        assert!(!said.contains(&cards[..cards.find(" (").unwrap()]), "{lang}: {said}");
        let said = plain(&screen.question(&View::new(&state, &content, Seat(0), &buying[..5]), "deal_price"));
        assert!(said.contains(&cards[..cards.find(',').unwrap()]), "{lang}: {said}");
    }
}
