//! Where a speakeasy improvement marker goes, the markers counted beside the free slots are
//! said to be influence markers.

use super::*;

/// A speakeasy offered to an improvement marker (PHASE 1, 5, "Carte d'Amélioration d'un Bar
/// Clandestin") listed its influence markers as "vous : 1" beside its improvement slots, which
/// read as an improvement marker of one's own: each count now says what it counts. A closed
/// speakeasy is said closed, as the influence option says it (term review 25, finding 7: an
/// improvement on a bar shut by the G-Men or short of its shaded circles sells nothing now).
#[test]
fn the_improvement_option_says_the_markers_it_counts_are_influence_markers() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.in_game(3).find(|(_, s)| s.influence && s.improvement_slots == 2).unwrap().0;
    state.speakeasy_mut(texas).influence[Seat(0)] = 1;
    state.speakeasy_mut(texas).influence[Seat(1)] = 2;
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        (
            "en",
            "(closed, opens at 4 markers; 2 improvement slots free of 2; you: 1 influence marker, Player 2: 2 influence markers)",
        ),
        (
            "fr",
            "(fermé, ouvre à 4 marqueurs ; 2 emplacements d'Amélioration libres sur 2 ; vous : 1 marqueur d'influence, Joueur 2 : 2 marqueurs d'influence)",
        ),
        (
            "nl",
            "(gesloten, opent bij 4 fiches; 2 verbeteringsplaatsen vrij van 2; jij: 1 invloedsfiche, Speler 2: 2 invloedsfiches)",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        for prompt in ["improvement", "improvement_from_back_room"] {
            let option = plain(&screen.option(&v, prompt, &Choice::Speakeasy(texas)));
            assert!(option.ends_with(said), "{lang} {prompt}: {option}");
        }
        // Where influence is placed, the counts stay short: markers are what is placed there.
        let influence = plain(&screen.option(&v, "influence", &Choice::Speakeasy(texas)));
        assert!(!influence.contains(&said[said.find(';').unwrap()..]), "{lang}: {influence}");
    }
    // Open: no word of it; shut this turn by the G-Men (G-Men—Bust a Speakeasy): said so.
    state.speakeasy_mut(texas).influence[Seat(1)] = 3;
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let open =
        plain(&screen.option(&View::new(&state, &content, Seat(0), &[]), "improvement", &Choice::Speakeasy(texas)));
    assert!(open.contains("(2 improvement slots free of 2;"), "{open}");
    state.speakeasy_mut(texas).effects.closed = true;
    let shut =
        plain(&screen.option(&View::new(&state, &content, Seat(0), &[]), "improvement", &Choice::Speakeasy(texas)));
    assert!(shut.contains("(closed this turn by the G-Men; 2 improvement slots free of 2;"), "{shut}");
}
