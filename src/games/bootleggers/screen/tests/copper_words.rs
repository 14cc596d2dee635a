//! While Copper in the House is in force on a speakeasy (« Aucune influence, aucun bénéfice,
//! consommation illimitée, prix de gros $1G par Caisse ce tour-ci »), `board` and the status
//! say so, with its price, and why nobody is in control.

use super::*;

/// Term review 21, finding 6 (nl, seed 21, turn 7): with Copper in the House on Texas Lil's
/// Diner, `board Texas` read "betaalt $2G per krat aan de verkoper en $1G per krat aan wie de
/// controle heeft" and "controle ...: niemand" with 3 markers against 1 and 1; `status` named
/// no card.
#[test]
fn board_and_status_say_copper_in_the_house() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![3, 0, 1, 1];
    state.speakeasy_mut(texas).effects.like_police_chief = Some(1);
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, board, control, status) in [
        (
            "en",
            "Texas Lil's Diner: open; this turn Copper in the House makes it like O'Malley's: it buys every crate brought, at $1G each, and nobody takes a profit there, whatever the markers (phase 5).",
            ": nobody this turn, since Copper in the House leaves nobody in control there (Player 1 has it by the markers, and takes it again once the card's turn is over).",
            "; this turn Copper in the House makes it like O'Malley's: it buys every crate at $1G, and nobody takes a profit there",
        ),
        (
            "fr",
            "Texas Lil's Diner : ouvert ; ce tour-ci, Copper in the House (Descente de Flics) le rend identique à O'Malley's : il achète toutes les Caisses apportées, à $1G chacune, et personne n'y empoche de bénéfice, quels que soient les marqueurs (PHASE 5).",
            " : personne ce tour-ci, puisque Copper in the House (Descente de Flics) n'y laisse le contrôle à personne (Joueur 1 l'a par les marqueurs, et le retrouve une fois le tour de la carte passé).",
            " ; ce tour-ci, Copper in the House (Descente de Flics) le rend identique à O'Malley's : il achète toutes les Caisses à $1G, et personne n'y empoche de bénéfice",
        ),
        (
            "nl",
            "Texas Lil's Diner: open; deze beurt is ze door Copper in the House (Flik in huis) als O'Malley's: ze koopt elke krat die gebracht wordt, voor $1G per stuk, en niemand strijkt er winst op, hoeveel fiches er ook staan (fase 5).",
            ": niemand deze beurt, want door Copper in the House (Flik in huis) heeft niemand er de controle (Speler 1 heeft ze door de fiches, en krijgt ze terug zodra de beurt van de kaart voorbij is).",
            "; deze beurt is ze door Copper in the House (Flik in huis) als O'Malley's: ze koopt elke krat voor $1G, en niemand strijkt er winst op",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let found = plain(&screen.find(&v, "texas").unwrap_or_default());
        assert!(found.contains(board) && found.contains(control), "{lang}: {found}");
        let line = plain(&screen.status(&v)).lines().find(|l| l.contains("Texas Lil")).unwrap_or_default().to_string();
        assert!(line.ends_with(status), "{lang}: {line}");
    }
    // Without the card, neither names it.
    state.speakeasy_mut(texas).effects.like_police_chief = None;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let said = format!("{}{}", plain(&screen.status(&v)), plain(&screen.find(&v, "texas").unwrap_or_default()));
    assert!(!said.contains("Copper"), "{said}");
}
