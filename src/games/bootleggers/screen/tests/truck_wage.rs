//! The price question of a rival's truck the seat buys says the wage its driver then costs,
//! and from when (PHASE 1, 5a: "$1G par petit ou moyen Camion et $2G par grand Camion"). Web
//! review 23, finding 5 (nl, seed 35, turn 1) and term review 23, finding 7 (en, seed 32,
//! turn 2): "Buy truck 3 from Player 3 (small truck, 4 crates): for how much?" left out the
//! $1G a turn for the rest of the game, the largest cost of the deal, which only `help` said.

use super::super::super::choice::Deal;
use super::*;

#[test]
fn buying_a_rivals_truck_says_its_drivers_wage_in_the_price_question() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    state.turn = 1;
    let truck = state.operated_by(Seat(2)).map(|(id, _)| id).next().unwrap();
    let buy = Deal::SellTruck { from: Seat(2), to: Seat(0), truck };
    let log = vec![chose("deal", Choice::Propose(buy))];
    let v = View::new(&state, &content, Seat(0), &log);
    // On the last turn the wage never falls due.
    let mut last = state.clone();
    last.turn = content.rules.game_turns();
    let at_last = View::new(&last, &content, Seat(0), &log);
    for (lang, wage, never) in [
        (
            "en",
            " Its driver then costs you $1G a turn, paid with your authority card from next turn: up to $11G over the 11 turns left.",
            " Its driver's wage ($1G a turn) never falls due: the game ends after this turn.",
        ),
        (
            "fr",
            " Son chauffeur vous coûtera ensuite $1G par tour, payé avec votre carte d'Autorité dès le prochain tour : jusqu'à $11G sur les 11 tours restants.",
            " Le salaire de son chauffeur ($1G par tour) ne sera jamais dû : la partie s'achève après ce tour.",
        ),
        (
            "nl",
            " Zijn chauffeur kost je daarna $1G per beurt, te betalen met je autoriteitskaart vanaf de volgende beurt: tot $11G over de 11 beurten die nog resten.",
            " Het loon van zijn chauffeur ($1G per beurt) hoef je nooit te betalen: het spel eindigt na deze beurt.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "deal_price"));
        assert!(said.ends_with(wage), "{lang}: {said}");
        let said = plain(&screen.question(&at_last, "deal_price"));
        assert!(said.ends_with(never), "{lang}: {said}");
    }
}
