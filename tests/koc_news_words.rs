//! King of Chicago's news as a newcomer reads it, in every language: a turn frozen by Election
//! Day told once, naming the police car and the bribe it wastes (8.1, 6.4).
mod support;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::narrate::Narrator;
use support::*;

/// Every line of the news as `viewer` reads it, in `lang`.
fn news(m: &Match, lang: &str, viewer: Seat) -> Vec<String> {
    let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
    let n = Narrator { content: content(), locale: &locale };
    m.log.entries().iter().filter_map(|e| e.game()).filter_map(|e| n.line_for(e, viewer)).collect()
}

/// Election Day (8.1): "he cannot move his car, the police car". A frozen seat that bribed the
/// police for $400 (6.4) reads one line for his turn, naming his car, the police car and the
/// bribe, not the same sentence once for his car and again for the police car.
#[test]
fn a_frozen_turn_names_the_police_car_and_the_bribe_once() {
    let p = Seat(0);
    let mut s = blank(2);
    s.police.controller = Some(p);
    s.police.actions_left = 1;
    s.police.bribe = 400;
    s.players[p].frozen = true;
    s.players[p].no_income = true;
    let mut m = game(s, vec![]);
    m.player_turn(p).unwrap();
    let sat: Vec<Event> = only(&m, |e| matches!(e, Event::SitsOut { .. } | Event::Frozen { .. }));
    assert_eq!(sat, vec![Event::SitsOut { seat: p, police: Some(400) }]);
    for (lang, said) in [
        ("en", ["Player 1 is frozen by Election Day", "the police car he controls", "$400 he paid the police"]),
        (
            "fr",
            ["Joueur 1 est gelé par le Jour d'élection", "la voiture de police qu'il contrôle", "versés pour soudoyer"],
        ),
        ("nl", ["Speler 1 is stilgelegd door “Verkiezingen”", "de politieauto die hij bestuurt", "de politie omkocht"]),
    ] {
        let lines = news(&m, lang, p);
        assert_eq!(lines.len(), 1, "{lang}: one line for the frozen turn: {lines:#?}");
        for words in said {
            assert!(lines[0].contains(words), "{lang}: {words:?} missing from {:?}", lines[0]);
        }
    }
    // A frozen seat without the police car: his car only.
    let mut s = blank(2);
    s.players[p].frozen = true;
    let mut m = game(s, vec![]);
    m.player_turn(p).unwrap();
    let lines = news(&m, "en", Seat(1));
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(!lines[0].contains("police"), "{}", lines[0]);
}
