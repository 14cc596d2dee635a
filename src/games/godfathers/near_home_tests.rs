//! How near a godfather stands to winning, in the status, under the question and on the options
//! that hold, free or liquidate him (`near_home.rs`).

use super::super::load::load;
use super::super::roll_win::tests::{asked, race, status};
use super::super::state::PieceRef;
use crate::engine::content::Source;
use crate::engine::seat::Seat;

/// A review's race (en, seed 39, turn 57): Player 2's godfather alone on the square before his HQ
/// read "godfather 48 squares on his lap". RETOUR DU PARRAIN ("La case Quartier Général compte
/// pour un point"): he is one step from home, a 1 taking him there once a henchman joins him.
/// The status, a line under the move question and the option that takes him hostage say so,
/// in each language.
#[test]
fn a_rival_one_step_from_winning_is_said_in_the_status_the_question_and_the_options() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    // Player 2's HQ opens on square 25: his godfather on square 24 has walked 48 squares.
    let s = race(&c, &[(1, 0, 24), (0, 1, 21), (0, 0, 5), (0, 2, 5)]);
    for (lang, gang, line, held) in [
        (
            "en",
            "Player 2 (B): HQ in front of square 25; godfather on square 24, one step from his HQ \
             (a 1 on one die takes him home, once a henchman joins him);",
            "Player 2's godfather, on square 24, is one step from his HQ: a 1 on one die wins him the race, \
             once a henchman of his joins him",
            "so Player 2's godfather, one step from winning, cannot move while held",
        ),
        (
            "fr",
            "Joueur 2 (B) : QG devant la case 25 ; parrain en case 24, à un pas de son QG \
             (un 1 sur un dé le ramène au QG, dès qu'un de ses hommes de main l'y rejoint) ;",
            "Joueur 2 (parrain), en case 24, est à un pas de son QG : un 1 sur un dé lui fait gagner la course, \
             dès qu'un de ses hommes de main l'y rejoint",
            "Joueur 2 (parrain), à un pas de la victoire, ne peut plus bouger tant qu'il est otage",
        ),
        (
            "nl",
            "Speler 2 (B): hoofdkwartier vóór veld 25; peetvader op veld 24, één stap van zijn hoofdkwartier \
             (met een 1 op één dobbelsteen komt hij thuis, zodra een handlanger bij hem komt);",
            "Op veld 24 staat de peetvader van Speler 2 één stap van zijn hoofdkwartier: met een 1 op één \
             dobbelsteen wint hij de race, zodra een van zijn handlangers bij hem komt",
            "zo kan de peetvader van Speler 2, één stap van de winst, niet meer bewegen zolang hij gegijzeld is",
        ),
    ] {
        let said = status(&c, s.clone(), lang);
        assert!(said.contains(gang), "{lang}: {said}");
        let (question, options) = asked(&c, s.clone(), [3, 4], lang);
        assert!(question.contains(line), "{lang}: {question}");
        // Henchman 1 moves 3 from square 21 onto him.
        let take = options.iter().find(|o| o.contains(held));
        assert!(take.is_some(), "{lang}: {options:?}");
    }
    // Far from home, the status gives his steps and no die.
    let far = race(&c, &[(1, 0, 40), (0, 1, 21)]);
    let said = status(&c, far.clone(), "en");
    assert!(said.contains("godfather on square 40, 33 steps from his HQ;"), "{said}");
    let (question, _) = asked(&c, far, [3, 4], "en");
    assert!(!question.contains("from his HQ"), "{question}");
}

/// PRISE D'OTAGE: "Si le kidnappeur quitte la case, l'otage est libéré". The option that lets a
/// godfather one step from winning go says so (a review's turn 65: "lets his hostage Player 2's
/// godfather go" and nothing of the step).
#[test]
fn an_option_that_frees_a_rival_one_step_from_winning_says_so() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let mut s = race(&c, &[(1, 0, 24), (0, 1, 24), (0, 2, 5)]);
    s.gangs[Seat(1)].pieces[0].held_by = Some(PieceRef { seat: Seat(0), piece: 1 });
    let (question, options) = asked(&c, s.clone(), [3, 4], "en");
    assert!(question.contains("a 1 on one die wins him the race, once he is freed"), "{question}");
    let lets =
        options.iter().find(|o| o.starts_with("Your henchman 1 moves 3")).unwrap_or_else(|| panic!("{options:?}"));
    assert!(lets.contains("lets his hostage Player 2's godfather go; "), "{lets}");
    assert!(
        lets.ends_with(
            "; Player 2's godfather is then one step from winning: a 1 takes him home, once a henchman joins him"
        ),
        "{lets}"
    );
    for (lang, freed) in [
        ("fr", "Joueur 2 (parrain) est alors à un pas de la victoire : un 1 le ramène au QG"),
        ("nl", "de peetvader van Speler 2 staat dan één stap van de winst: met een 1 komt hij thuis"),
    ] {
        let (_, options) = asked(&c, s.clone(), [3, 4], lang);
        assert!(options.iter().any(|o| o.contains(freed)), "{lang}: {options:?}");
    }
}
