//! What the truck question says (PHASE 4, 3 and PHASE 5): that the crates a speakeasy does not
//! buy are lost, and why a truck would wait at the minority dock where another's Big Payoff
//! holds control.

use super::super::super::state::{Asking, TruckId};
use super::*;

/// PHASE 5, 2: « Toutes les Caisses qui restent invendues sont perdues »; only `help N` said
/// so. Big Payoff (« prendre le contrôle de l'influence de ce Bar Clandestin pour ce
/// tour-ci »): a seat with the most markers waits at the minority dock there, and the option
/// said "minority dock" with no word of why.
#[test]
fn the_truck_question_says_unsold_crates_are_lost_and_why_a_dock_is_the_minority() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![3, 1, 0];
    state.speakeasy_mut(texas).effects.control = Some(Seat(1));
    state.players[Seat(0)].back_room.crates = 2;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap_or(TruckId(0));
    state.truck_mut(truck).load = 2;
    state.asking = Some(Asking::Truck(truck));
    let v = View::new(&state, &content, Seat(0), &[]);
    let to = Choice::Speakeasy(texas);
    for (lang, lost, option, helped) in [
        (
            "en",
            "the crates it does not buy are lost (phase 5).",
            "minority dock: sells after the majority dock, as Player 2 played Big Payoff here and controls it this turn, whatever the markers",
            "minority dock, since you have influence there but do not lead: Player 2 played Big Payoff here and controls it this turn",
        ),
        (
            "fr",
            "celles qu'il n'achète pas sont perdues (PHASE 5).",
            "dock minoritaire : vend après le dock majoritaire, car Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci, quels que soient les marqueurs",
            "dock minoritaire, puisque vous y avez de l'influence sans la majorité : Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci",
        ),
        (
            "nl",
            "de kratten die ze niet koopt, gaan verloren (fase 5).",
            "minderheidsdok: verkoopt na het meerderheidsdok, want Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle, hoeveel fiches er ook liggen",
            "minderheidsdok, omdat je er invloed hebt maar niet de meerderheid: Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "dispatch"));
        assert!(said.ends_with(lost), "{lang}: {said}");
        let said = plain(&screen.option(&v, "dispatch", &to));
        assert!(said.contains(option), "{lang}: {said}");
        let said = plain(&screen.help(&v, "dispatch", &to));
        assert!(said.contains(helped), "{lang}: {said}");
    }
    // Without Big Payoff, the most markers wait at the majority dock, and no card is named.
    state.speakeasy_mut(texas).effects.control = None;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let said = plain(&screen_in(&content, &l).option(&v, "dispatch", &to));
    assert!(said.contains("majority dock: sells first") && !said.contains("Big Payoff"), "{said}");
}
