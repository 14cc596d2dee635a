//! Smaller wording points of web review 23, finding 7, and term review 23, finding 7: the
//! Dutch "dokken" and „…” quotes, one crate said as one, Muscling In's die said where it goes,
//! the free offers said to cost nothing.

use super::super::super::choice::{Deal, StillRef};
use super::super::super::event::ThugDid;
use super::*;
use crate::engine::locale::Arg;

/// Web review 23, finding 7 (nl, seed 35): "De vrachtwagens staan aan de docks" where the game
/// says "dok" everywhere else, and “niets meer” beside „Een boevenkaart spelen”.
#[test]
fn the_dutch_sale_card_question_says_dokken_with_dutch_quotes() {
    let l = locale("nl");
    let said = plain(&l.text("prompt-thug-sale", &[("cards", Arg::Str("Packing Heat".into()))]));
    assert!(said.starts_with("De vrachtwagens staan bij de dokken en"), "{said}");
    assert!(said.ends_with("Met „niets meer” gaat de verkoop zonder haar door."), "{said}");
    for key in ["prompt-thug-loading", "prompt-thug-asked-for"] {
        let said = l.text(key, &[("truck", Arg::Str("vrachtwagen 1".into()))]);
        assert!(!said.contains('“'), "{key}: {said}");
    }
}

/// Web review 23, finding 7 (nl): "je geeft op hoeveel van de 1 kratten van Speler 4"; one
/// crate is not asked how many (a question of one answer is not asked).
#[test]
fn buying_a_rivals_one_crate_says_one_crate() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 35).unwrap();
    state.players[Seat(3)].back_room.crates = 1;
    state.players[Seat(0)].back_room.crates = 1;
    let v = View::new(&state, &content, Seat(0), &[]);
    let buy = Choice::Propose(Deal::SellCrates { from: Seat(3), to: Seat(0), crates: 0 });
    let sell = Choice::Propose(Deal::SellCrates { from: Seat(0), to: Seat(3), crates: 0 });
    for (lang, bought, sold) in [
        ("en", "you are asked the price of their one crate;", "you are asked the price of your one crate;"),
        ("fr", "on vous demande le prix de sa seule Caisse ;", "on vous demande le prix de votre seule Caisse ;"),
        ("nl", "je geeft de prijs op voor de ene krat van Speler 4;", "je geeft de prijs op voor je ene krat;"),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.help(&v, "deal", &buy));
        assert!(said.contains(bought), "{lang}: {said}");
        let said = plain(&screen.help(&v, "deal", &sell));
        assert!(said.contains(sold), "{lang}: {said}");
    }
}

/// Web review 23, finding 7 (nl, turn 5): "Muscling In (Productie stelen): een dobbelsteen wordt
/// weggenomen van de externe stokerij 1 van Speler 4." did not say where the die went (« placez-le
/// sur un de vos Alambics (ou dans l'Arrière-Salle de votre Alambic Familial) »).
#[test]
fn muscling_ins_news_says_where_the_die_goes() {
    let content = load(&Source::Embedded).unwrap();
    let muscling = card(&content, "muscling_in");
    let took = |to| Event::ThugDid {
        seat: Seat(1),
        card: muscling,
        what: ThugDid::DieTaken { owner: Seat(3), offsite: Some(0), to },
    };
    for (lang, still, back) in [
        (
            "en",
            "Muscling In: a die is taken from Player 4's offsite still 1 and goes to Player 2's family still.",
            "and goes to Player 2's back room.",
        ),
        (
            "fr",
            "Muscling In (Vol de capacité de production) : Joueur 4 perd un dé de son Alambic Délocalisé 1, qui va sur l'Alambic Familial de Joueur 2.",
            "qui va dans l'Arrière-Salle de Joueur 2.",
        ),
        (
            "nl",
            "Muscling In (Productie stelen): een dobbelsteen wordt weggenomen van de externe stokerij 1 van Speler 4 en gaat naar de familiestokerij van Speler 2.",
            "en gaat naar de achterkamer van Speler 2.",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        assert_eq!(plain(&n.line(&took(StillRef::Family), None).unwrap()), still, "{lang}");
        let said = plain(&n.line(&took(StillRef::BackRoom), None).unwrap());
        assert!(said.ends_with(back), "{lang}: {said}");
    }
}

/// Term review 23, finding 7: the truck card said its price, the speakeasy improvement "free",
/// and the influence, still improvement and thug cards nothing: a newcomer wondered whether they
/// cost. The offer question says it once for all (PHASE 1, 5b: only the truck card is paid for).
#[test]
fn the_offer_question_says_only_the_truck_card_costs() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 35).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        (
            "en",
            "Which offer do you take? Only a truck is paid for (its price is on its card); the other offers cost nothing.",
        ),
        (
            "fr",
            "Quelle offre prenez-vous ? Seule la carte de Camion se paie (son prix est indiqué) ; les autres cartes ne coûtent rien.",
        ),
        (
            "nl",
            "Welk aanbod neem je? Alleen de vrachtwagenkaart kost geld (de prijs staat erbij); de andere kaarten kosten niets.",
        ),
    ] {
        let l = locale(lang);
        assert_eq!(plain(&screen_in(&content, &l).question(&v, "offer")), said, "{lang}");
    }
}
