//! Muscling In's questions: the others' offsite stills a die may be stolen from, then each of
//! the player's stills the stolen die may go on, and what `help N` says of each.

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

/// Muscling In's first question lists the others' offsite stills: `help N` printed the card's
/// text on each; it says what stealing from that still does ("Volez un dé de cet Alambic ...
/// Cet Alambic Délocalisé n'est pas détruit même si vous volez le dernier dé"), what a die
/// makes (PHASE 3, 1), and where the die goes next.
#[test]
fn muscling_in_s_help_on_an_offsite_still_says_what_stealing_from_it_does() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(1)].offsite.push(super::super::super::state::Offsite { dice: 2, marked: true });
    let v = View::new(&state, &content, Seat(0), &[]);
    let theirs = Choice::StillOf { owner: Seat(1), still: StillRef::Offsite(0) };
    for (lang, option, helped) in [
        (
            "en",
            "Player 2's offsite still 1: 2 dice, you steal one",
            "you steal one die from Player 2's offsite still 1, which keeps one: each die makes 1 to 6 crates at every production (phase 3), so many fewer for Player 2 and more for you. You then choose where it goes: one of your stills with a free slot, or your back room.",
        ),
        (
            "fr",
            "Alambic Délocalisé 1 de Joueur 2 : 2 dés, vous en volez un",
            "vous volez un dé de l'Alambic Délocalisé 1 de Joueur 2, qui en garde un : chaque dé produit de 1 à 6 Caisses à chaque production (PHASE 3), autant de moins pour Joueur 2 et de plus pour vous. Vous choisissez ensuite où il va : un de vos Alambics avec un emplacement libre, ou votre Arrière-Salle.",
        ),
        (
            "nl",
            "externe stokerij 1 van Speler 2: 2 dobbelstenen, je steelt er één",
            "je steelt één dobbelsteen van de externe stokerij 1 van Speler 2, die er één overhoudt: elke dobbelsteen levert bij elke productie (fase 3) 1 tot 6 kratten op, zoveel minder voor Speler 2 en zoveel meer voor jou. Daarna kies je waar hij heen gaat: naar een van je stokerijen met een vrije plaats, of naar je achterkamer.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "muscling_in", &theirs));
        assert_eq!(said, option, "{lang}");
        let said = plain(&screen.help_among(&v, "muscling_in", &[theirs], 0));
        assert!(said.contains(helped), "{lang}: {said}");
    }
}
