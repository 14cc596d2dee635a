//! A one-die still improvement offered where every still of the seat's is full says the die
//! only waits in the back room.

use super::super::super::narrate::Narrator;
use super::*;

/// PHASE 1, 5b a: « si le Truand n'a pas de place disponible pour le dé sur un de ses
/// Alambics, il le place dans l'Arrière-Salle de la famille pour un usage ultérieur ». Term
/// review 25, finding 1: with the family still at 4 dice (1 + 3 improvement slots) and no
/// offsite still, the offer read « un dé de plus … qui produira plus de Caisses », its help
/// and `board Alambic Familial` gave no limit, and taking it put the die in the back room.
#[test]
fn a_still_improvement_for_full_stills_says_the_die_waits_in_the_back_room() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "still_improvement")];
    state.players[Seat(0)].family_dice = content.board.family_still.max_dice();
    let v = View::new(&state, &content, Seat(0), &[]);
    let offer = Choice::Muscle { space: 0 };
    for (lang, option, helped, still, found) in [
        (
            "en",
            "Still improvement: one more die, but your family still is full (4 dice of 4): it waits in your back room and makes nothing — played at once",
            "For you now: one more die, but your family still is full (4 dice of 4) and you have no offsite still: the die goes to your back room",
            "family still",
            "It is full (4 dice of 4): a still improvement's die can no longer go on it.",
        ),
        (
            "fr",
            "Amélioration d'Alambic simple : un dé de plus, mais votre Alambic Familial est plein (4 dés sur 4) : il attend dans votre Arrière-Salle et ne produit rien — jouée tout de suite",
            "Pour vous, maintenant : un dé de plus, mais votre Alambic Familial est plein (4 dés sur 4) et vous n'avez pas d'Alambic Délocalisé : le dé irait dans votre Arrière-Salle",
            "alambic familial",
            "Il est plein (4 dés sur 4) : aucun dé d'Amélioration ne peut plus y aller.",
        ),
        (
            "nl",
            "Stokerijverbetering: één dobbelsteen meer, maar je familiestokerij is vol (4 van 4 dobbelstenen): die dobbelsteen wacht in je achterkamer en levert niets op — meteen gespeeld",
            "Voor jou nu: één dobbelsteen meer, maar je familiestokerij is vol (4 van 4 dobbelstenen) en je hebt geen externe stokerij: de dobbelsteen gaat naar je achterkamer",
            "familiestokerij",
            "Ze is vol (4 van 4 dobbelstenen): er kan geen verbeteringsdobbelsteen meer op.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "offer", &offer));
        assert_eq!(said, option, "{lang}");
        assert!(said.chars().count() + 6 <= 190, "{lang}: {said}");
        let said = plain(&screen.help(&v, "offer", &offer));
        assert!(said.contains(helped), "{lang}: {said}");
        let n = Narrator { content: &content, locale: &l };
        let said = plain(&super::super::super::lookup::find(&n, &v, still).unwrap_or_default());
        assert!(said.contains(found), "{lang}: {said}");
    }
    // A free slot: the card's own words, and no limit said.
    state.players[Seat(0)].family_dice -= 1;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let said = plain(&screen.option(&v, "offer", &offer));
    assert!(said.contains("so it makes more crates") && !said.contains("full"), "{said}");
    let n = Narrator { content: &content, locale: &l };
    let said = plain(&super::super::super::lookup::find(&n, &v, "family still").unwrap_or_default());
    assert!(!said.contains("It is full"), "{said}");
}
