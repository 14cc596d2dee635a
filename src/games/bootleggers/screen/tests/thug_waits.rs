//! `thug` typed while a card in hand cannot be played yet names the card, why not now and
//! when it may be, where it said only "you will be asked the next time the rules allow it".

use super::super::super::state::{Asking, Phase};
use super::*;

/// Packing Heat taken in turn 1 with no speakeasy open but O'Malley's ("A jouer sur un Bar
/// Clandestin ouvert ... Ne peut pas être joué sur O'Malley's"), `thug` typed at a loading
/// question: the card, what it waits for and when the question comes.
#[test]
fn thug_typed_with_a_card_that_waits_says_which_why_and_when() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let heat = card(&content, "packing_heat");
    state.phase = Phase::Shipping;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    state.asking = Some(Asking::Loading(truck));
    state.players[Seat(0)].hand = vec![heat];
    let log = vec![Logged::Game(Event::TurnBegan { turn: 1 })];
    for (lang, said) in [
        (
            "en",
            "thug: Packing Heat cannot be played now: it is played on an open speakeasy other than O'Malley's Dry Goods, and there is none: you will be asked once one opens, as a speakeasy does in phase 2 once it holds as many influence markers as its shaded circles (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU).",
        ),
        (
            "fr",
            "thug : Packing Heat (Baisse des prix) ne peut pas se jouer maintenant : elle se joue sur un Bar Clandestin ouvert, mais pas sur O'Malley's Dry Goods, et il n'y en a aucun : la question vous sera posée dès qu'il en ouvrira un, comme un Bar Clandestin ouvre en phase 2 quand il a autant de marqueurs d'influence que de cercles ombrés (UTILISATION DES CARTES VOYOU).",
        ),
        (
            "nl",
            "thug: Packing Heat (Gewapend) kan nu niet gespeeld worden: ze wordt gespeeld op een andere open speakeasy dan O'Malley's Dry Goods, en die is er nu niet: je krijgt de vraag zodra er een opengaat, en in fase 2 gaat een speakeasy open zodra er evenveel invloedsfiches liggen als ze gearceerde cirkels heeft (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU).",
        ),
    ] {
        let l = locale(lang);
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(plain(&screen_in(&content, &l).requested_words(&v, "thug").unwrap_or_default()), said, "{lang}");
    }
    // Once a speakeasy it may go on is open, nothing keeps it back: the table's own words.
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasies[usize::from(texas.0)].influence[Seat(1)] = 3;
    let l = locale("en");
    assert_eq!(screen_in(&content, &l).requested_words(&View::new(&state, &content, Seat(0), &log), "thug"), None);
}

/// A card whose moment is phase 4 (Hijack: "A jouer pendant la phase 4") asked for in phase 2
/// waits for this turn's; asked for in the last turn's phase 5, it can no longer be played;
/// a card that may be played at the next moment is said to be asked then.
#[test]
fn thug_typed_before_or_after_a_cards_moment_says_this_turn_or_never() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let (hijack, boys) = (card(&content, "hijack"), card(&content, "big_city_boys"));
    state.phase = Phase::Influence;
    state.players[Seat(0)].hand = vec![hijack, boys];
    let log = vec![Logged::Game(Event::TurnBegan { turn: 1 })];
    let mut last = state.clone();
    last.phase = Phase::Sales;
    last.turn = content.rules.game_turns();
    for (lang, this_turn, never) in [
        (
            "en",
            "thug: Hijack cannot be played now: it is played only in phase 4, later this turn: you will be asked then (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU). Big City Boys may be played at the next moment the rules allow: you will be asked then.",
            "thug: Hijack cannot be played now: it is played only in phase 4, and this is the game's last turn: it can no longer be played (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU). Big City Boys may be played at the next moment the rules allow: you will be asked then.",
        ),
        (
            "fr",
            "thug : Hijack (Hold-up) ne peut pas se jouer maintenant : elle ne se joue que pendant la phase 4, plus tard dans ce tour : la question vous sera posée alors (UTILISATION DES CARTES VOYOU). Big City Boys (Malfrats affûtés) peut se jouer au prochain moment que permettent les règles : la question vous sera posée alors.",
            "thug : Hijack (Hold-up) ne peut pas se jouer maintenant : elle ne se joue que pendant la phase 4, et c'est le dernier tour de la partie : elle ne peut plus être jouée (UTILISATION DES CARTES VOYOU). Big City Boys (Malfrats affûtés) peut se jouer au prochain moment que permettent les règles : la question vous sera posée alors.",
        ),
        (
            "nl",
            "thug: Hijack (Kaping) kan nu niet gespeeld worden: ze wordt alleen in fase 4 gespeeld, later deze beurt: dan krijg je de vraag (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU). Big City Boys (Stadsjongens) mag gespeeld worden op het eerstvolgende moment dat de regels het toelaten: dan krijg je de vraag.",
            "thug: Hijack (Kaping) kan nu niet gespeeld worden: ze wordt alleen in fase 4 gespeeld, en dit is de laatste beurt van het spel: ze kan niet meer gespeeld worden (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU). Big City Boys (Stadsjongens) mag gespeeld worden op het eerstvolgende moment dat de regels het toelaten: dan krijg je de vraag.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said =
            |st| plain(&screen.requested_words(&View::new(st, &content, Seat(0), &log), "thug").unwrap_or_default());
        assert_eq!(said(&state), this_turn, "{lang}");
        assert_eq!(said(&last), never, "{lang}");
    }
}
