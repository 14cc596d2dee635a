//! A capture that leaves the taker's power points as they were still names them, and why they
//! did not rise (1.2; 5.4.1: a business closed by a raid brings no point until it reopens).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::{Event, PowerParts};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::points::Breakdown;

#[test]
fn a_capture_that_adds_nothing_says_the_points_and_why() {
    let content = load::load(&Source::Embedded).unwrap();
    let from = PowerParts { by: Breakdown { businesses: 7, gangsters: 1, ..Breakdown::default() }, active: 3 };
    let kept = Event::PowerKept { seat: Seat(0), points: 8, from, closed: false };
    let closed = Event::PowerKept { seat: Seat(0), points: 8, from, closed: true };
    let said = [
        (
            "en",
            "Player 1 has 8 power points (7 from open businesses; 1 from active gangsters: 3 now, a point for every 2). No more than before: the business taken brings a point, and the gangsters Player 1 lost in the fight take one away (1.2).",
            "No more than before: the business taken is closed and brings no point until it reopens (5.4.1).",
        ),
        (
            "fr",
            "Joueur 1 a 8 points de pouvoir (7 des établissements ouverts ; 1 des gangsters actifs : 3 en jeu, un point par tranche de 2). Pas plus qu'avant : l'établissement pris rapporte un point, mais les gangsters que Joueur 1 a perdus dans la fusillade en coûtent un (1.2).",
            "Pas plus qu'avant : l'établissement pris est fermé et ne rapporte aucun point avant sa réouverture (5.4.1).",
        ),
        (
            "nl",
            "Speler 1 heeft 8 machtspunten (7 uit open zaken; 1 van actieve gangsters: nu 3, een punt per 2). Niet meer dan eerst: de veroverde zaak levert een punt op, maar de gangsters die Speler 1 in de schietpartij verloor kosten er een (1.2).",
            "Niet meer dan eerst: de veroverde zaak is gesloten en levert geen punt op tot ze weer opengaat (5.4.1).",
        ),
    ];
    for (lang, line, closed_why) in said {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        for seat in [Seat(0), Seat(1)] {
            assert_eq!(n.line_for(&kept, seat).as_deref(), Some(line), "{lang}");
        }
        let told = n.line_for(&closed, Seat(2)).unwrap();
        assert!(told.ends_with(closed_why), "{lang}: {told}");
    }
}
