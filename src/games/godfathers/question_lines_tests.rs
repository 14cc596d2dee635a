//! The lines under a move's question (`question_lines.rs`).

use super::super::race_by_hand::{content, race};
use super::super::roll_win::tests::asked;
use super::super::state::PieceRef;
use crate::engine::seat::Seat;

/// A review's race (en, seed 52, turns 24 to 36): "Your gang:" said "henchman 3 on square 9"
/// while he held Player 3's godfather there, and said a piece of the gang held ("held on square
/// 33"). A kidnapper says whom he holds, in each language.
#[test]
fn the_gang_line_says_whom_a_kidnapper_holds() {
    let c = content();
    let mut s = race(&c, &[(0, 0, 2), (0, 1, 2), (0, 3, 9), (1, 0, 9), (1, 1, 20)]);
    s.gangs[Seat(1)].pieces[0].held_by = Some(PieceRef { seat: Seat(0), piece: 3 });
    for (lang, gang) in [
        (
            "en",
            "henchman 1 on square 2, henchman 2 in the HQ, henchman 3 on square 9 holding Player 2's godfather hostage, ",
        ),
        (
            "fr",
            "homme de main 1 en case 2, homme de main 2 au QG, homme de main 3 en case 9 tenant en otage Joueur 2 (parrain), ",
        ),
        (
            "nl",
            "handlanger 1 op veld 2, handlanger 2 in het hoofdkwartier, handlanger 3 op veld 9 met de peetvader van Speler 2 in gijzeling, ",
        ),
    ] {
        let (question, _) = asked(&c, s.clone(), [1, 2], lang);
        assert!(question.contains(gang), "{lang}: {question}");
    }
}
