//! The public dock's question: whose trucks wait there, and what allowing and forbidding do.

use super::*;

/// The public dock's question names whose trucks wait there and with how many crates, and says
/// what allowing and forbidding do (PHASE 5, 2c: "choisir s'il autorise le Bar Clandestin à
/// acheter des Caisses aux Camions des autres Truands qui attendent au dock public"): it said
/// "Let the trucks at the public dock of Mother's Groceries sell?" and no more.
#[test]
fn the_public_dock_question_names_the_trucks_and_what_forbidding_does() {
    use super::super::super::content::SpeakeasyId;
    use super::super::super::state::{Asking, LinedUp, TruckId};
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let public = content.board.public_dock().unwrap();
    let mothers = SpeakeasyId(2);
    state.truck_mut(TruckId(2)).load = 3;
    state.truck_mut(TruckId(2)).at = Some(LinedUp { speakeasy: mothers, dock: public, order: 0 });
    state.asking = Some(Asking::PublicDock(mothers));
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, trucks, forbid) in [
        (
            "en",
            ": truck 3 of Player 3 with 3 crates?",
            "forbidden, they sell nothing there this turn and their crates are lost.",
        ),
        (
            "fr",
            " : le Camion 3 de Joueur 3, avec 3 Caisses ?",
            "interdits, ils ne vendent rien là ce tour-ci et leurs Caisses sont perdues.",
        ),
        (
            "nl",
            ": vrachtwagen 3 van Speler 3 met 3 kratten?",
            "verboden verkopen ze daar deze beurt niets en gaan hun kratten verloren.",
        ),
    ] {
        let locale = locale(lang);
        let asked = plain(&screen_in(&content, &locale).question(&v, "public_dock"));
        assert!(asked.contains(trucks) && asked.contains(forbid), "{lang}: {asked}");
    }
}
