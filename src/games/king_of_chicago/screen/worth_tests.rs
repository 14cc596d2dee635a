//! The auction (6.3) says what a gangster is worth toward winning (1.2), what The Reporter's
//! look gives, and where The Doctor must sit for his power (8.2).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn a_bid_says_what_the_gangster_is_worth_and_what_his_power_does() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    // Seat 0 has one gangster in its car besides the one dealt at setup: with a third, no
    // point more; a fourth would bring one.
    for g in state.gangsters.iter_mut().filter(|g| g.owner == Some(Seat(0))) {
        g.at = Where::Graveyard;
    }
    *state.gangster_mut(content.gangster_named("sad_ken")) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let reporter = content.gangster_named("the_reporter");
    let doctor = content.gangster_named("the_doctor");
    *state.gangster_mut(reporter) = GangsterState { owner: None, at: Where::Auction };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let mut more = state.clone();
    *more.gangster_mut(content.gangster_named("the_chemist")) =
        GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    let more_view = View::new(&more, &content, &scripts, Seat(0), None, &[]);
    for (lang, none, one, look, sits, place) in [
        (
            "en",
            "one power point per 2 gangsters in your car or businesses; with him you would have 2 there, one power point more.",
            "with him you would have 3 there, no power point more yet.",
            "you see the face-down gangsters in one rival's car or business, so you know its strength before you attack it",
            "His power works from your car or any business, not from jail or the hospital",
            "is only wounded on a die of 4 to 6: his power works in the car or any business, not from jail or the hospital",
        ),
        (
            "fr",
            "un point de pouvoir par 2 gangsters dans votre voiture ou vos entreprises ; avec lui vous en auriez 2, un point de pouvoir de plus.",
            "avec lui vous en auriez 3, pas encore de point de pouvoir de plus.",
            "vous voyez les gangsters face cachée dans la voiture ou l'entreprise d'un adversaire",
            "Son pouvoir agit depuis votre voiture ou n'importe laquelle de vos entreprises, pas depuis la prison ni l'hôpital",
            "n'est que blessé sur un dé de 4 à 6 : son pouvoir agit depuis la voiture ou n'importe quelle entreprise, pas depuis la prison ni l'hôpital",
        ),
        (
            "nl",
            "één machtspunt per 2 gangsters in je auto of zaken; met hem heb je er 2, één machtspunt erbij.",
            "met hem heb je er 3, nog geen machtspunt erbij.",
            "zie je de gedekte gangsters in de auto of een zaak van een tegenstander, zodat je zijn sterkte kent voor je aanvalt",
            "Zijn kracht werkt vanuit je auto of elke zaak van je, niet vanuit de gevangenis of het ziekenhuis",
            "slechts gewond: zijn kracht werkt vanuit de auto of elke zaak, niet vanuit de gevangenis of het ziekenhuis",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert!(screen.bid_worth(&view).contains(none), "{lang}: {}", screen.bid_worth(&view));
        assert!(screen.bid_worth(&more_view).contains(one), "{lang}: {}", screen.bid_worth(&more_view));
        let help = screen.bid_help(&view, "bid_gangster", &Choice::Amount(0), reporter);
        assert!(help.contains(look) && help.contains(none), "{lang}: {help}");
        let found = super::super::lookup::gangsters_named(&n, &view, "reporter");
        assert!(found.contains(look), "{lang}: {found}");
        let help = screen.bid_help(&view, "bid_gangster", &Choice::Amount(0), doctor);
        assert!(help.contains(sits), "{lang}: {help}");
        // At the placement, his option says where his power works.
        let option = screen.option(&view, "place_gangster", &Choice::Place { gangster: doctor, to: Where::Car });
        assert!(option.contains(place), "{lang}: {option}");
    }
}

/// Term26 #3: at 9 power points, The Chemist's auction said "with him you would have 7, no power
/// point more yet", and Thin Tim came next in the same auction: both together made 8 gangsters,
/// the tenth point and the game. The question says what is still to come and what both give.
#[test]
fn an_auction_says_what_the_gangsters_still_to_come_would_add() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    for b in &mut state.businesses {
        b.owner = None;
    }
    let bid = |id: &str| BusinessId(content.businesses.iter().position(|b| b.id == id).unwrap() as u8);
    let (cellar, ace) = (bid("the_gilded_cellar"), bid("the_golden_ace"));
    for b in [cellar, ace] {
        state.businesses[usize::from(b.0)].owner = Some(Seat(0));
    }
    let (chemist, tim) = (content.gangster_named("the_chemist"), content.gangster_named("thin_tim"));
    let plain: Vec<GangsterId> = (0..content.gangsters.len() as u8)
        .map(GangsterId)
        .filter(|&g| g != chemist && g != tim && content.gangsters[usize::from(g.0)].params.is_empty())
        .take(6)
        .collect();
    for (i, &g) in plain.iter().enumerate() {
        let at = if i < 3 { Where::Car } else { Where::Business(cellar) };
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at };
    }
    for g in [chemist, tim] {
        state.gangster_mut(g).at = Where::Auction;
    }
    state.lot = Some(chemist);
    state.lots_after = vec![tim];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(view.power(Seat(0)), 9);
    for (lang, alone, more, wins) in [
        (
            "en",
            "with him you would have 7 there, no power point more yet.",
            "After him, 1 more gangster comes up at this auction (Thin Tim); with both you would have 8, one power \
             point more.",
            "With both, once placed (6.5): 10 power points, you would win (7.0).",
        ),
        (
            "fr",
            "avec lui vous en auriez 7, pas encore de point de pouvoir de plus.",
            "Après lui, 1 autre gangster passe à ces enchères (Thin Tim) ; avec les deux, vous en auriez 8, un point \
             de pouvoir de plus.",
            "Avec les deux, une fois placés (6.5) : 10 points de pouvoir, vous gagneriez la partie (7.0).",
        ),
        (
            "nl",
            "met hem heb je er 7, nog geen machtspunt erbij.",
            "Na hem wordt er in deze veiling nog 1 gangster geveild (Thin Tim); met beide heb je er 8, één \
             machtspunt erbij.",
            "Met beide, eenmaal geplaatst (6.5): 10 machtspunten, je zou het spel winnen (7.0).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let q = Screen { n: &n }.question(&view, "bid_gangster");
        assert!(q.contains(&format!("{alone} {more} {wins}")), "{lang}: {q}");
    }
    // The last lot of the auction says nothing of more to come.
    state.lots_after.clear();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let q = Screen { n: &n }.question(&view, "bid_gangster");
    assert!(!q.contains("After him") && !q.contains("With both"), "{q}");
}
