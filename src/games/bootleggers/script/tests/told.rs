//! What a card played is told as, when it does nothing or cannot be paid: the news every seat
//! reads, in each language.

use super::*;

/// The news the match logged, as `viewer` reads it in `lang` (bidi marks dropped).
pub fn told(m: &Match<'_>, lang: &str, viewer: Option<Seat>) -> Vec<String> {
    let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).expect("locale");
    m.log
        .entries()
        .iter()
        .filter_map(|e| e.game())
        .filter_map(|e| Bootleggers::narrate(m.content, &locale, e, viewer))
        .map(|s| s.replace(['\u{2068}', '\u{2069}'], ""))
        .collect()
}

/// Safe House ("Prenez jusqu'à trois de vos marqueurs", DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU) answered "nothing" while its player had a marker on a speakeasy is told as his
/// choice; it was "there is nothing it can act on", false. With no marker of his on any
/// speakeasy, that stays what is told.
#[test]
fn safe_house_answered_nothing_is_told_as_the_players_choice() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    for sp in &mut s.speakeasies {
        sp.influence.0 = vec![0, 0, 0, 0];
    }
    let bare = played(&c, s.clone(), 1, "safe_house", vec![]);
    s.speakeasy_mut(at(&c, "texas_lils")).influence.0 = vec![0, 2, 0, 0];
    let declined = played(&c, s, 1, "safe_house", vec![Choice::Done]);
    assert_eq!(influence(&declined, "texas_lils"), [0, 2, 0, 0]);
    for (lang, chose, nothing) in [
        (
            "en",
            "Safe House: Player 2 chooses nothing for it to act on, so it does nothing and is discarded.",
            "Safe House: there is nothing it can act on, so it does nothing and is discarded.",
        ),
        (
            "fr",
            "Safe House (Repli) : Joueur 2 ne choisit rien sur quoi agir, la carte ne fait rien et est défaussée.",
            "Safe House (Repli) : rien sur quoi agir, la carte ne fait rien et est défaussée.",
        ),
        (
            "nl",
            "Safe House (Schuilplaats): Speler 2 kiest niets om op in te werken, dus de kaart doet niets en wordt afgelegd.",
            "Safe House (Schuilplaats): er is niets om op in te werken, dus de kaart doet niets en wordt afgelegd.",
        ),
    ] {
        let said = told(&declined, lang, None);
        assert!(said.iter().any(|l| l == chose), "{lang}: {said:?}");
        assert!(!said.iter().any(|l| l == nothing), "{lang}: {said:?}");
        let said = told(&bare, lang, None);
        assert!(said.iter().any(|l| l == nothing), "{lang}: {said:?}");
    }
}

/// A Little Vigorish on a still whose owner holds less than the fee: he is never asked
/// (NOTES.md 14: all or nothing), so he is told as unable to pay, not as refusing; what he
/// held is told to him alone (his money is hidden from the others).
#[test]
fn a_little_vigorish_its_owner_cannot_pay_is_told_so() {
    let c = content();
    let mut s = position(&c, Phase::Authority);
    s.players[Seat(1)].family_dice = 2;
    s.players[Seat(1)].money = 5;
    let family = Choice::StillOf { owner: Seat(1), still: StillRef::Family };
    let m = played(&c, s, 0, "a_little_vigorish", vec![family]);
    for (lang, his, others, refused) in [
        (
            "en",
            "Player 2 cannot pay Player 1's vigorish of $6G, holding only $5G: that still makes nothing this turn.",
            "Player 2 cannot pay Player 1's vigorish of $6G: that still makes nothing this turn.",
            "does not pay",
        ),
        (
            "fr",
            "Joueur 2 ne peut pas payer les $6G de racket de Joueur 1, n'ayant que $5G : cet Alambic ne produit rien ce tour-ci.",
            "Joueur 2 ne peut pas payer les $6G de racket de Joueur 1 : cet Alambic ne produit rien ce tour-ci.",
            "refuse",
        ),
        (
            "nl",
            "Speler 2 kan het afpersgeld van Speler 1 ($6G) niet betalen, met maar $5G: die stokerij maakt deze beurt niets.",
            "Speler 2 kan het afpersgeld van Speler 1 ($6G) niet betalen: die stokerij maakt deze beurt niets.",
            "betaalt het afpersgeld",
        ),
    ] {
        for (viewer, said) in [(Some(Seat(1)), his), (None, his), (Some(Seat(2)), others)] {
            let lines = told(&m, lang, viewer);
            assert!(lines.iter().any(|l| l == said), "{lang} {viewer:?}: {lines:?}");
            assert!(!lines.iter().any(|l| l.contains(refused)), "{lang}: {lines:?}");
        }
    }
}
