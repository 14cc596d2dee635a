//! One crate lost read as many: "zou er één krat verloren gaan ... (tenzij Warehouse ze
//! bewaart)", "1 seraient donc perdues ... les garde", "your 1 crates". Crates left off the
//! trucks at the end of phase 4 are lost but by Warehouse (PHASE 4, 2).

use super::super::super::choice::Deal;
use super::*;

/// Accepting to rent out the only truck with a single crate in the back room, and to buy one
/// crate more than the trucks at home hold: each says one crate, in the singular, to the end.
#[test]
fn a_single_crate_lost_is_said_in_the_singular() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    assert_eq!(state.operated_by(Seat(0)).count(), 1);
    let capacity = u16::from(content.rules.truck(state.truck(truck).size).capacity);
    let offered = |deal| vec![Logged::Game(Event::Offered { by: Seat(1), deal, price: 2, cards: Vec::new() })];
    let rent = offered(Deal::RentTruck { from: Seat(0), to: Seat(1), truck });
    let buy = offered(Deal::SellCrates { from: Seat(1), to: Seat(0), crates: 1 });
    let mut one = state.clone();
    one.players[Seat(0)].back_room.crates = 1;
    state.players[Seat(0)].back_room.crates = capacity;
    for (lang, rent_help, rent_option, buy_help, buy_option) in [
        (
            "en",
            "your other trucks have no room for your one crate, so it would be lost when phase 4 ends (unless Warehouse keeps it).",
            "accept: your other trucks have no room for your one crate, so one crate is lost when phase 4 ends",
            "you would have 5 crates, and room for 4 on your trucks, so one would be lost when phase 4 ends (unless Warehouse keeps it).",
            "accept: you would have 5 crates and room for 4 on your trucks at home, so one crate is lost when phase 4 ends",
        ),
        (
            "fr",
            "vos autres Camions n'ont pas de place pour votre seule Caisse, qui serait donc perdue à la fin de la phase 4 (sauf si Warehouse (Entrepôt) la garde).",
            "accepter : vos autres Camions n'ont pas de place pour votre seule Caisse, donc une Caisse est perdue à la fin de la phase 4",
            "vous en auriez 5, et de la place pour 4 sur vos Camions, une Caisse serait donc perdue à la fin de la phase 4 (sauf si Warehouse (Entrepôt) la garde).",
            "accepter : vous auriez 5 Caisses et de la place pour 4 sur vos Camions restés chez vous, donc une Caisse est perdue à la fin de la phase 4",
        ),
        (
            "nl",
            "je andere vrachtwagens hebben geen plaats voor je enige krat, dus die zou verloren gaan als fase 4 eindigt (tenzij Warehouse (Opslagplaats) hem bewaart).",
            "aannemen: je andere vrachtwagens hebben geen plaats voor je enige krat, dus gaat er één krat verloren als fase 4 eindigt",
            "je zou er 5 hebben, en plaats voor 4 op je vrachtwagens, dus zou er één krat verloren gaan als fase 4 eindigt (tenzij Warehouse (Opslagplaats) hem bewaart).",
            "aannemen: je zou 5 kratten hebben en plaats voor 4 op je vrachtwagens thuis, dus gaat er één krat verloren als fase 4 eindigt",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&one, &content, Seat(0), &rent);
        let help = plain(&screen.help(&v, "deal_answer", &Choice::Accept));
        assert!(help.contains(rent_help), "{lang}: {help}");
        assert_eq!(plain(&screen.option(&v, "deal_answer", &Choice::Accept)), rent_option, "{lang}");
        let v = View::new(&state, &content, Seat(0), &buy);
        let help = plain(&screen.help(&v, "deal_answer", &Choice::Accept));
        assert!(help.contains(buy_help), "{lang}: {help}");
        assert_eq!(plain(&screen.option(&v, "deal_answer", &Choice::Accept)), buy_option, "{lang}");
    }
}
