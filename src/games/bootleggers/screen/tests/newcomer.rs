//! What newcomers met at the table and now read: an offer's proposer, a card's target options
//! with their values, short help citations, card names in their language, an empty hand said
//! as none, and `board` finding the thug cards.

use super::*;
use crate::engine::locale::Arg;

/// PHASE 4, 1: an offer's news names who proposed it; it read the same whoever offered.
#[test]
fn an_offer_names_its_proposer() {
    use super::super::super::choice::Deal;
    use super::super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let deal = Deal::RentTruck { from: Seat(1), to: Seat(0), truck: TruckId(1) };
    let offer = |by| Event::Offered { by, deal, price: 5, cards: Vec::new() };
    for (lang, seller, buyer) in [
        ("en", "Player 2 offers: Player 2 rents", "Player 1 offers: Player 2 rents"),
        ("fr", "Joueur 2 propose : Joueur 2 ", "Joueur 1 propose : Joueur 2 "),
        ("nl", "Speler 2 biedt aan: Speler 2 ", "Speler 1 biedt aan: Speler 2 "),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let told = |by| plain(&Bootleggers::narrate(&content, &locale, &offer(by), None).unwrap_or_default());
        assert!(told(Seat(1)).starts_with(seller), "{lang}: {}", told(Seat(1)));
        assert!(told(Seat(0)).starts_with(buyer), "{lang}: {}", told(Seat(0)));
    }
}

/// Big City Boys ("Ajoutez 5,5 à la valeur de cette carte") and A Little Vigorish ("$3G par dé
/// de production") name on each option what it does: the authority now and with the card, the
/// still's dice and the fee; `help N` says what follows, not the card text again; and a help's
/// citation is the section alone (it was "using thug cards; French rulebook: UTILISATION DES
/// CARTES VOYOU").
#[test]
fn target_options_say_the_authority_and_the_fee() {
    use super::super::super::choice::StillRef;
    use super::super::super::content::AuthorityId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(1)].played = Some(AuthorityId(33));
    state.players[Seat(1)].family_dice = 2;
    let v = View::new(&state, &content, Seat(0), &[]);
    let boys = Choice::Player(Seat(1));
    let still = Choice::StillOf { owner: Seat(1), still: StillRef::Family };
    for (lang, option, help, fee, cited) in [
        (
            "en",
            "Player 2: authority 34, 39.5 with the card",
            "Player 2's authority card counts 39.5 instead of 34",
            "Player 2's family still: 2 dice, so Player 2 pays you $6G or it makes nothing this turn",
            "(using thug cards)",
        ),
        (
            "fr",
            "Joueur 2 : Autorité 34, 39,5 avec la carte",
            "la carte d'Autorité de Joueur 2 vaut 39,5 au lieu de 34",
            "Alambic Familial de Joueur 2 : 2 dés, Joueur 2 vous paie $6G ou il ne produit rien ce tour-ci",
            "(règle : UTILISATION DES CARTES VOYOU)",
        ),
        (
            "nl",
            "Speler 2: autoriteit 34, 39,5 met de kaart",
            "de autoriteitskaart van Speler 2 telt de rest van de beurt 39,5 in plaats van 34",
            "familiestokerij van Speler 2: 2 dobbelstenen, dus Speler 2 betaalt je $6G of die maakt deze beurt niets",
            "(boevenkaarten gebruiken)",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = screen_in(&content, &locale);
        assert_eq!(plain(&screen.option(&v, "big_city_boys", &boys)), option, "{lang}");
        let said = plain(&screen.help(&v, "big_city_boys", &boys));
        assert!(said.contains(help) && said.ends_with(cited), "{lang}: {said}");
        assert!(!said.contains("French rulebook") && !said.contains("Franse spelregels"), "{lang}: {said}");
        assert_eq!(plain(&screen.option(&v, "a_little_vigorish", &still)), fee, "{lang}");
        let said = plain(&screen.help(&v, "a_little_vigorish", &still));
        assert!(said.contains("$6G") && said.contains("$3G"), "{lang}: {said}");
    }
}

/// French words a newcomer met: Warehouse by its French name in the deal help; an empty
/// authority hand said "aucune", not an empty list; Safe House's "to your back room" speaks of
/// a marker, never of a die; `board voyou` finds the deck the thug cards come from.
#[test]
fn french_words_at_the_table() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].authority.clear();
    let v = View::new(&state, &content, Seat(0), &[]);
    let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, "fr").unwrap();
    let screen = screen_in(&content, &locale);
    let propose = plain(&screen.n.t("help-propose", &[("kind", Arg::Str("sell-truck".into()))]));
    assert!(propose.contains("(sauf si Warehouse (Entrepôt) les garde)"), "{propose}");
    let status = plain(&screen.status(&v));
    assert!(status.contains("vos cartes d'Autorité en main, encore à jouer : aucune"), "{status}");
    let back = plain(&screen.help(&v, "safe_house_to", &Choice::Done));
    assert!(back.contains("marqueur") || back.contains("Bar Clandestin"), "{back}");
    assert!(!back.contains(" dé "), "{back}");
    let found = plain(&screen.find(&v, "voyou").unwrap_or_default());
    assert!(found.starts_with("Cartes d'Hommes de Main") && found.contains("cartes de Voyou"), "{found}");
    for (lang, words) in [("en", "thug"), ("nl", "boevenkaart")] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = screen_in(&content, &locale);
        assert!(screen.find(&v, words).is_some_and(|f| f.contains("33")), "{lang}");
        let status = plain(&screen.status(&v));
        assert!(!status.trim_end().ends_with(':'), "{lang}: {status}");
    }
}
