//! What the table says of a thug card's roll: Recruiting's markers as many as its die.

use super::*;
use crate::games::bootleggers::event::ThugDid;

/// Recruiting's roll of 1 deals one marker, to its player: it read "so 1 new markers are dealt:
/// the first to Player 1, then one each in descending authority, round again until they are all
/// given" (issue 35). A roll of more still says how they go round.
#[test]
fn recruiting_s_roll_of_one_deals_one_marker() {
    let content = load(&Source::Embedded).unwrap();
    let recruiting = card(&content, "recruiting");
    let rolled = |face| Event::ThugDid { seat: Seat(0), card: recruiting, what: ThugDid::Rolled { face } };
    for (lang, one, three) in [
        ("en", "rolls 1, so one new marker is dealt, to Player 1.", "rolls 3, so 3 new markers are dealt: the first"),
        (
            "fr",
            "fait 1 : un nouveau marqueur est distribué, à Joueur 1.",
            "fait 3 : 3 nouveaux marqueurs sont distribués",
        ),
        (
            "nl",
            "gooit 1, dus wordt er één nieuw fiche uitgedeeld, aan Speler 1.",
            "gooit 3, dus worden er 3 nieuwe fiches",
        ),
    ] {
        let locale = locale(lang);
        let n = Narrator { content: &content, locale: &locale };
        let said = plain(&n.line(&rolled(1), None).unwrap_or_default());
        assert!(said.ends_with(one), "{lang}: {said}");
        let said = plain(&n.line(&rolled(3), None).unwrap_or_default());
        assert!(said.contains(three), "{lang}: {said}");
    }
}
