//! One's own offer to rent out or sell a truck says the crates it leaves with no room (once
//! under the deal question, and in the price question of that deal), as
//! another's offer to rent that truck does (PHASE 4, 2: « Toutes les Caisses qui ne sont pas
//! chargées sur un Camion à la fin de la phase 4 sont perdues »).

use super::super::super::choice::Deal;
use super::*;

/// Term review 21, finding 2 (nl, seed 21, turn 2): "verhuur je vrachtwagen 1 (kleine
/// vrachtwagen, 4 kratten) deze beurt aan Speler 4", then "voor hoeveel?", with 3 crates and
/// no other truck; Speler 4 accepted and the crates were lost, where a bot's offer to rent the
/// same truck read "dus gaan er 4 kratten verloren".
#[test]
fn offering_ones_only_truck_says_the_crates_would_be_lost() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    state.players[Seat(0)].back_room.crates = 3;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    let rent = Deal::RentTruck { from: Seat(0), to: Seat(3), truck };
    let sell = Deal::SellTruck { from: Seat(0), to: Seat(3), truck };
    let v = View::new(&state, &content, Seat(0), &[]);
    let log = vec![chose("deal", Choice::Propose(rent))];
    let pricing = View::new(&state, &content, Seat(0), &log);
    for (lang, once, lost) in [
        (
            "en",
            " Renting out or selling your truck 1: ",
            " — you would then have no truck left for your 3 crates, so all 3 would be lost when phase 4 ends",
        ),
        (
            "fr",
            " Louer ou vendre votre Camion 1 : ",
            " — il ne vous resterait alors aucun Camion pour vos 3 Caisses, qui seraient donc toutes perdues à la fin de la phase 4",
        ),
        (
            "nl",
            " Je vrachtwagen 1 verhuren of verkopen: ",
            " — je hebt dan geen vrachtwagen meer voor je 3 kratten, dus zouden ze alle 3 verloren gaan als fase 4 eindigt",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        // Said once under the deal question, not on each rival's rent and sell option
        // (web review 21: six times in a four-seat list).
        for deal in [rent, sell] {
            let said = plain(&screen.option(&v, "deal", &Choice::Propose(deal)));
            assert!(!said.contains(lost), "{lang}: {said}");
        }
        let said = plain(&screen.question(&v, "deal"));
        let once = format!("{}{}.", once, &lost[" — ".len()..]);
        assert!(said.ends_with(&once) && said.matches(&once).count() == 1, "{lang}: {said}");
        let said = plain(&screen.question(&pricing, "deal_price"));
        assert!(said.contains(lost), "{lang}: {said}");
    }
}

/// With room left on another truck, the warning counts what it does not hold, once for the two
/// trucks whose going loses the same (term review 27, finding 5: the same sentence once a
/// truck); with room for every crate, or renting another's truck, nothing is said.
#[test]
fn offering_a_truck_counts_the_room_left_on_the_others() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let theirs = state.operated_by(Seat(3)).map(|(id, _)| id).next().unwrap();
    state.truck_mut(theirs).owner = Some(Seat(0));
    state.players[Seat(0)].back_room.crates = 6;
    let mine = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    let rent = Deal::RentTruck { from: Seat(0), to: Seat(2), truck: mine };
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, trucks, lost) in [
        (
            "en",
            " Renting out or selling any one of your trucks (truck 1 and truck 4): ",
            " — your other trucks have room for 4 of your 6 crates, so 2 would be lost when phase 4 ends",
        ),
        (
            "fr",
            " Louer ou vendre l'un de vos Camions (Camion 1 et Camion 4) : ",
            " — vos autres Camions ont de la place pour 4 de vos 6 Caisses : 2 seraient donc perdues à la fin de la phase 4",
        ),
        (
            "nl",
            " Eén van je vrachtwagens verhuren of verkopen (vrachtwagen 1 en vrachtwagen 4): ",
            " — je andere vrachtwagens hebben plaats voor 4 van je 6 kratten, dus zouden er 2 verloren gaan als fase 4 eindigt",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "deal"));
        let once = format!("{}{}.", trucks, &lost[" — ".len()..]);
        assert!(said.ends_with(&once) && said.matches(&lost[" — ".len()..]).count() == 1, "{lang}: {said}");
    }
    state.players[Seat(0)].back_room.crates = 4;
    let v = View::new(&state, &content, Seat(0), &[]);
    let other = state.operated_by(Seat(2)).map(|(id, _)| id).next().unwrap();
    let hire = Deal::RentTruck { from: Seat(2), to: Seat(0), truck: other };
    let screen_l = locale("en");
    let screen = screen_in(&content, &screen_l);
    for deal in [rent, hire] {
        let said = plain(&screen.option(&v, "deal", &Choice::Propose(deal)));
        assert!(!said.contains("lost"), "{said}");
    }
}
