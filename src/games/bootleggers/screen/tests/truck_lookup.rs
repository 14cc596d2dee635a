//! `board truck 2` (`board camion 2`, `board vrachtwagen 2`): a truck found by its name and
//! number in the reader's language; and the Dutch look-up hint's examples in Dutch.

use super::super::super::content::DockId;
use super::super::super::state::{LinedUp, TruckId};
use super::*;

/// Trucks are named by number in the news, the options and the board's picture ("truck 2"),
/// but `board vrachtwagen 2` found nothing. Each language finds them by its own name: whose
/// truck, its size, its load, where it waits and what its driver costs (PHASE 1, 5a; PHASE 4).
#[test]
fn a_truck_is_found_by_its_name_and_number_in_each_language() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let majority = DockId(u8::try_from(content.board.docks.iter().position(|d| d.id == "majority").unwrap()).unwrap());
    let second = state.truck_mut(TruckId(1));
    second.load = 3;
    second.at = Some(LinedUp { speakeasy: texas, dock: majority, order: 0 });
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, words, found, home) in [
        (
            "en",
            "truck 2",
            "truck 2: Player 2's small truck, 3 crates on it (it carries 4), lined up at the majority dock of Texas Lil's Diner (phase 4). Its driver costs Player 2 $1G a turn (phase 1, 5a).",
            "truck 1: Player 1's small truck, empty (it carries 4), at home (phase 4).",
        ),
        (
            "fr",
            "camion 2",
            "Camion 2 : petit Camion de Joueur 2, 3 Caisses à bord (capacité 4), aligné au dock majoritaire de Texas Lil's Diner (PHASE 4). Son conducteur coûte $1G par tour à Joueur 2 (PHASE 1, 5a).",
            "Camion 1 : petit Camion de Joueur 1, vide (capacité 4), à la maison (PHASE 4).",
        ),
        (
            "nl",
            "vrachtwagen 2",
            "vrachtwagen 2: kleine vrachtwagen van Speler 2, 3 kratten erop (capaciteit 4), in de rij aan het meerderheidsdok van Texas Lil's Diner (fase 4). Zijn chauffeur kost Speler 2 $1G per beurt (fase 1, 5a).",
            "vrachtwagen 1: kleine vrachtwagen van Speler 1, leeg (capaciteit 4), thuis (fase 4).",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.find(&v, words).unwrap_or_default());
        assert_eq!(said.trim_end(), found, "{lang}");
        assert_eq!(screen.found_marks(&v, words), ["truck-2"], "{lang}");
        // The word alone finds every truck.
        let word = words.split(' ').next().unwrap_or_default();
        let every = plain(&screen.find(&v, word).unwrap_or_default());
        assert!(every.contains(home) && every.contains(found), "{lang}: {every}");
    }
}

/// The Dutch look-up hint said "board windfall", an English word, as its example of a card:
/// a Dutch example finds the card by its Dutch name (Windfall (Meevaller)).
#[test]
fn the_dutch_look_up_hint_gives_dutch_examples() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "windfall")];
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("nl");
    for table in ["page", "terminal"] {
        let hint = plain(&l.text("play-board-hint", &[("table", table.into())]));
        assert!(!hint.contains("windfall") && hint.contains("meevaller") && hint.contains("vrachtwagen 2"), "{hint}");
    }
    let what = plain(&l.text("play-board-what", &[]));
    assert!(!what.contains("windfall") && what.contains("board meevaller"), "{what}");
    let found = plain(&screen_in(&content, &l).find(&v, "meevaller").unwrap_or_default());
    assert!(found.starts_with("Windfall (Meevaller) (op een aanbodvak)"), "{found}");
}
