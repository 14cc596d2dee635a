//! Muscling In's second question: each of the player's stills the stolen die may go on, and
//! what `help N` says of it.

use super::super::super::choice::StillRef;
use super::*;

/// Muscling In (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Volez un dé de cet Alambic et
/// placez-le sur un de vos Alambics (ou dans l'Arrière-Salle de votre Alambic Familial)"): its
/// second question lists the back room, then the player's stills. `help 2` printed the card's
/// text, and the option read "family still (Player 1)"; they say what the die does there.
#[test]
fn muscling_in_s_help_on_a_still_says_what_the_stolen_die_does_there() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let family = Choice::StillOf { owner: Seat(0), still: StillRef::Family };
    for (lang, option, helped, text) in [
        (
            "en",
            "family still, one die now: one more die rolled there at every production",
            "the die goes on your family still: one more die rolled there at every production (phase 3)",
            "Play on an offsite still",
        ),
        (
            "fr",
            "Alambic Familial, un dé pour l'instant",
            "le dé va sur votre Alambic Familial : un dé de plus lancé là à chaque production (phase 3)",
            "À jouer sur un Alambic Délocalisé",
        ),
        (
            "nl",
            "familiestokerij, nu één dobbelsteen",
            "de dobbelsteen gaat naar je familiestokerij: bij elke productie (fase 3) gooi je daar een dobbelsteen meer",
            "Speel op een externe stokerij",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "muscling_in_own_still", &family));
        assert!(said.starts_with(option), "{lang}: {said}");
        let said = plain(&screen.help_among(&v, "muscling_in_own_still", &[Choice::Done, family], 1));
        assert!(said.contains(helped) && !said.contains(text), "{lang}: {said}");
    }
}
