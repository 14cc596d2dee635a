//! What two newcomers met at the table and could not read right: the sales' reason for a lost
//! profit under Copper in the House, a rival's Moll, the cost of an offer, the public dock, the
//! end of the game.

use super::*;

fn told(content: &Content, lang: &str, e: &Event, viewer: Option<Seat>) -> String {
    let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
    let n = Narrator { content, locale: &locale };
    n.line(e, viewer).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "")
}

/// Copper in the House (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Aucune influence, aucun
/// bénéfice ... Ce Bar Clandestin est identique à O'Malley's pour un tour"): a newcomer who
/// held 2 markers against 1 + 1 read at the sales "Nobody controls Texas Lil's Diner ...
/// (control needs as many markers there as all the others together)", which the markers
/// contradicted. The sales name the card, and who the markers would have made the controller.
#[test]
fn a_profit_lost_to_copper_in_the_house_names_the_card() {
    let content = load(&Source::Embedded).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let raided = Event::NoMargin { speakeasy: texas, majority: None, raided: Some(Some(Seat(0))) };
    let nobody = Event::NoMargin { speakeasy: texas, majority: None, raided: Some(None) };
    for (lang, would, none) in [
        (
            "en",
            "Copper in the House: Texas Lil's Diner is like O'Malley's this turn, so nobody takes its profit (Player 1 controls it by the markers, and would have taken it).",
            "Copper in the House: Texas Lil's Diner is like O'Malley's this turn, so nobody takes its profit, whatever the markers there.",
        ),
        (
            "fr",
            "Copper in the House (Descente de Flics) : Texas Lil's Diner est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice (Joueur 1 en a le contrôle par ses marqueurs, et l'aurait empoché).",
            "Copper in the House (Descente de Flics) : Texas Lil's Diner est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice, quels que soient les marqueurs qui s'y trouvent.",
        ),
        (
            "nl",
            "Copper in the House (Flik in huis): Texas Lil's Diner is deze beurt als O'Malley's, dus niemand strijkt de winst op (Speler 1 heeft er de controle door de fiches, en had de winst anders opgestreken).",
            "Copper in the House (Flik in huis): Texas Lil's Diner is deze beurt als O'Malley's, dus niemand strijkt de winst op, hoeveel fiches er ook staan.",
        ),
    ] {
        assert_eq!(told(&content, lang, &raided, Some(Seat(0))), would, "{lang}");
        assert_eq!(told(&content, lang, &nobody, None), none, "{lang}");
    }
}
