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
    assert!(!question.contains("wins him the race"), "{question}");
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

/// LE GAGNANT: the first godfather home wins; RETOUR DU PARRAIN: the HQ counts one. Under the
/// move question, a newcomer read his own options and the board but not who led the race: the
/// leader is named with his steps home, beside the reader's own godfather, in each language;
/// where the reader leads, the nearest rival after him; a tie names every leader.
#[test]
fn the_move_question_names_who_leads_the_race_and_how_far_from_home() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    // Player 1's godfather on square 10 (39 steps home), Player 2's on square 15 (10 steps).
    let behind = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 0, 15), (1, 1, 15)]);
    // Player 2's on square 30 (43 steps).
    let ahead = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 0, 30), (1, 1, 30)]);
    // Player 2's on square 34 (39 steps, as Player 1's).
    let tied = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 0, 34), (1, 1, 34)]);
    for (lang, rival_leads, you_lead, both_lead) in [
        (
            "en",
            "Player 2's godfather leads the race, 10 steps from his HQ; your godfather is 39 steps from yours \
             (The winner; French rulebook: LE GAGNANT).",
            "Your godfather leads the race, 39 steps from his HQ; next comes Player 2's godfather, 43 steps from his \
             (The winner; French rulebook: LE GAGNANT).",
            "Your godfather and Player 2's godfather lead the race, 39 steps from their HQs (The winner; French \
             rulebook: LE GAGNANT).",
        ),
        (
            "fr",
            "Joueur 2 (parrain) mène la course, à 10 pas de son QG ; votre parrain est à 39 pas du vôtre (LE GAGNANT).",
            "Votre parrain mène la course, à 39 pas de son QG ; suit Joueur 2 (parrain), à 43 pas du sien (LE GAGNANT).",
            "Votre parrain et Joueur 2 (parrain) mènent la course, à 39 pas de leur QG (LE GAGNANT).",
        ),
        (
            "nl",
            "De peetvader van Speler 2 leidt de race, 10 stappen van zijn hoofdkwartier; jouw peetvader staat 39 \
             stappen van het jouwe (De winnaar; Franse spelregels: LE GAGNANT).",
            "Jouw peetvader leidt de race, 39 stappen van zijn hoofdkwartier; daarna komt de peetvader van Speler 2, \
             43 stappen van het zijne (De winnaar; Franse spelregels: LE GAGNANT).",
            "Jouw peetvader en de peetvader van Speler 2 leiden de race, 39 stappen van hun hoofdkwartier (De \
             winnaar; Franse spelregels: LE GAGNANT).",
        ),
    ] {
        for (s, line) in [(&behind, rival_leads), (&ahead, you_lead), (&tied, both_lead)] {
            let (question, _) = asked(&c, s.clone(), [1, 2], lang);
            // A line of its own under the question.
            assert!(question.lines().any(|l| l == line), "{lang}: no {line:?} in:\n{question}");
        }
    }
    // Every godfather still in his HQ: nobody leads yet, and nothing is said.
    let (question, _) = asked(&c, race(&c, &[(0, 1, 10)]), [1, 2], "en");
    assert!(!question.contains("leads the race"), "{question}");
}

/// Two options of a 3 + 2 end alike: henchman 1 moves 3 onto Player 2's lone godfather, one
/// step from home, and henchman 2 moves 2, in either order, the other die played without asking
/// (LES DEPLACEMENTS). The option moving henchman 1 first said what holding him stakes, the one
/// moving henchman 2 first did not: the warning follows what the option brings about now, so
/// both say it.
#[test]
fn two_options_ending_alike_say_alike_what_holding_a_rival_near_home_stakes() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    // Player 1's godfather alone on square 5, henchman 1 on 21, henchman 2 on 30, the others
    // dead; Player 2's godfather alone on 24, one step from his HQ.
    let s = race(&c, &[(0, 0, 5), (0, 1, 21), (0, 2, 30), (0, 3, 255), (0, 4, 255), (1, 0, 24)]);
    let (_, options) = asked(&c, s, [3, 2], "en");
    let stake = "so Player 2's godfather, one step from winning, cannot move while held";
    for first in ["Your henchman 1 moves 3 ", "Your henchman 2 moves 2 "] {
        let option = options.iter().find(|o| o.starts_with(first)).unwrap_or_else(|| panic!("{first}: {options:?}"));
        assert_eq!(option.matches(stake).count(), 1, "{option}");
    }
}
