//! Big Payoff's control (« Payez $5G à la banque pour prendre le contrôle de l'influence de ce
//! Bar Clandestin ce tour-ci »; FAQ: « Si un autre Truand avait contrôle de l'influence ou
//! l'influence majoritaire, il a maintenant l'influence minoritaire ») said wherever the
//! speakeasy is: the look-up, the status, the influence option and its help, as the truck
//! question says it.

use super::super::super::narrate::Narrator;
use super::*;

/// Web review 25, finding 3; term review 25, finding 6: the look-up said "in control (as many
/// markers as all the others together ...): Player 2" of a seat with no marker there, and the
/// status and the influence option showed only the seat's own 3 markers.
#[test]
fn big_payoffs_control_is_said_with_its_reason_wherever_the_speakeasy_is() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![3, 0, 0];
    state.speakeasy_mut(texas).effects.control = Some(Seat(1));
    let v = View::new(&state, &content, Seat(0), &[]);
    let to = Choice::Speakeasy(texas);
    for (lang, payoff, found, helped) in [
        (
            "en",
            "Player 2 played Big Payoff here and controls it this turn, whatever the markers",
            "in control: Player 2 played Big Payoff here and controls it this turn, whatever the markers (sells first and takes the profit).",
            "But Player 2 played Big Payoff here and controls it this turn, whatever the markers: markers placed now count for control from the next turn.",
        ),
        (
            "fr",
            "Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci, quels que soient les marqueurs",
            "contrôle : Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci, quels que soient les marqueurs (vend en premier et empoche le bénéfice).",
            "Mais Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci, quels que soient les marqueurs : les marqueurs posés maintenant ne comptent pour le contrôle qu'à partir du tour suivant.",
        ),
        (
            "nl",
            "Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle, hoeveel fiches er ook liggen",
            "controle: Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle, hoeveel fiches er ook liggen (verkoopt eerst en strijkt de winst op).",
            "Maar Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle, hoeveel fiches er ook liggen: fiches die je nu legt, tellen pas vanaf de volgende beurt mee voor de controle.",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let said = plain(&super::super::super::lookup::find(&n, &v, "texas").unwrap_or_default());
        assert!(said.contains(found), "{lang}: {said}");
        let screen = screen_in(&content, &l);
        let status = plain(&screen.status(&v));
        let line = status.lines().find(|l| l.contains("Texas Lil's Diner")).unwrap_or_default();
        assert!(line.contains(payoff), "{lang}: {status}");
        let said = plain(&screen.option(&v, "influence", &to));
        assert!(said.contains(payoff), "{lang}: {said}");
        let said = plain(&screen.help(&v, "influence", &to));
        assert!(said.contains(helped), "{lang}: {said}");
    }
    // Without Big Payoff, the seat's 3 markers control it, and no card is named.
    state.speakeasy_mut(texas).effects.control = None;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let n = Narrator { content: &content, locale: &l };
    let said = plain(&super::super::super::lookup::find(&n, &v, "texas").unwrap_or_default());
    assert!(
        said.contains("as many markers as all the others together, a tie of two going to the higher authority card: sells first and takes the profit): Player 1"),
        "{said}"
    );
    let screen = screen_in(&content, &l);
    for said in [screen.status(&v), screen.option(&v, "influence", &to), screen.help(&v, "influence", &to)] {
        assert!(!said.contains("Big Payoff"), "{said}");
    }
}
