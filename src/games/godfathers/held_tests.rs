//! The seat's godfather held hostage, as its move question says it (`held.rs`).

use super::super::load::load;
use super::super::roll_win::tests::{asked, race};
use super::super::state::PieceRef;
use crate::engine::content::Source;
use crate::engine::seat::Seat;

/// A review's race (en, seed 39, turn 61): "Your gang: godfather held on square 22", and nothing
/// of who held him, who could come and kill him, or what freed him. PRISE D'OTAGE: a third piece
/// of the kidnapper's gang liquidates the hostage, one of the hostage's gang liquidates the
/// kidnapper and frees him. The line names all three, in each language.
#[test]
fn a_held_godfather_is_told_his_kidnapper_who_can_kill_him_and_what_frees_him() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    // Player 1's godfather on square 22, held by Player 2's henchman 4; Player 2's henchman 2
    // on square 15; Player 1's henchman 1 on square 18, the others in the HQ.
    let mut s = race(&c, &[(0, 0, 22), (1, 4, 22), (1, 2, 15), (0, 1, 18)]);
    s.gangs[Seat(0)].pieces[0].held_by = Some(PieceRef { seat: Seat(1), piece: 4 });
    let (question, options) = asked(&c, s.clone(), [4, 3], "en");
    let rescue = options.iter().position(|o| o.starts_with("Your henchman 1 moves 4 ")).expect("a rescue") + 1;
    assert!(
        question.contains(&format!(
            "Your godfather is held hostage on square 22 by Player 2's henchman 4: if one of Player 2's gang stops \
             there, he is liquidated, back to the HQ with all your henchmen killed (Taking hostages; French \
             rulebook: PRISE D'OTAGE). He is within reach of Player 2's henchman 2, 7 squares behind. Option \
             {rescue} frees him."
        )),
        "{question}"
    );
    for (lang, held, near, frees) in [
        (
            "fr",
            "Votre parrain est l'otage de Joueur 2 (homme de main 4) en case 22 : si un truand du gang de Joueur 2 \
             s'y arrête, il est liquidé et regagne le QG",
            "Il est à portée de Joueur 2 (homme de main 2), 7 cases derrière.",
            format!("L'option {rescue} le libère."),
        ),
        (
            "nl",
            "Je peetvader wordt op veld 22 gegijzeld door handlanger 4 van Speler 2: stopt iemand van de bende \
             van Speler 2 daar, dan wordt hij geliquideerd",
            "Hij is binnen bereik van handlanger 2 van Speler 2, 7 velden erachter.",
            format!("Optie {rescue} bevrijdt hem."),
        ),
    ] {
        let (question, _) = asked(&c, s.clone(), [4, 3], lang);
        for part in [held, near, &frees] {
            assert!(question.contains(part), "{lang}: {part}: {question}");
        }
    }
    // A roll with no rescue, and no rival of his kidnapper's gang within a turn.
    let mut far = race(&c, &[(0, 0, 22), (1, 4, 22), (0, 1, 10)]);
    far.gangs[Seat(0)].pieces[0].held_by = Some(PieceRef { seat: Seat(1), piece: 4 });
    let (question, _) = asked(&c, far, [1, 2], "en");
    assert!(question.contains("None of Player 2's gang can reach him in one turn."), "{question}");
    assert!(question.contains("No option frees him with this roll."), "{question}");
}
