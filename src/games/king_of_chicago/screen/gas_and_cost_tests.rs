//! Term26 #8: Out of gas said "this turn" when played in the trade round, and the turn it kept
//! the car still came with no word why (8.1); a stolen gangster's option still showed the
//! resources his card costs at the auction (6.3).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn out_of_gas_says_when_and_the_action_question_says_why_no_drive() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.players[Seat(0)].out_of_gas = true;
    // A gangster rides in the car: the plain action question (an empty car's says so first).
    let rider = GangsterId(content.gangsters.iter().position(|g| g.id == "sad_ken").unwrap() as u8);
    *state.gangster_mut(rider) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let card = content.events.iter().position(|e| e.id == "out_of_gas").unwrap() as u8;
    let log = vec![
        Logged::Game(Event::EventPlayed { seat: Seat(2), card }),
        Logged::Game(Event::OutOfGas { seat: Seat(0) }),
        Logged::Game(Event::Turn { seat: Seat(0) }),
    ];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    for (lang, news, why) in [
        (
            "en",
            "Player 1's car is out of gas: it stays where it is at its coming drive (8.1).",
            "Which action do you take? Your car does not drive this turn: Out of gas, played by Player 3 (8.1).",
        ),
        (
            "fr",
            "La voiture de Joueur 1 est en panne d'essence : elle reste où elle est à son prochain déplacement (8.1).",
            "Votre voiture ne roule pas à ce tour : Panne d'essence, carte jouée par Joueur 3 (8.1).",
        ),
        (
            "nl",
            "De auto van Speler 1 staat zonder benzine: bij zijn eerstvolgende rit blijft hij staan (8.1).",
            "Welke actie voer je uit? Je auto rijdt deze beurt niet: Lege tank, gespeeld door Speler 3 (8.1).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(n.line(&Event::OutOfGas { seat: Seat(0) }).unwrap(), news, "{lang}");
        let q = Screen { n: &n }.question(&view, "action");
        assert!(q.ends_with(why), "{lang}: {q}");
    }
    // A car with gas: the question is the plain one.
    state.players[Seat(0)].out_of_gas = false;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    assert_eq!(Screen { n: &n }.question(&view, "action"), "Which action do you take?");
}

#[test]
fn a_gangster_already_yours_says_his_printed_cost_is_behind_him() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let cleaner = GangsterId(content.gangsters.iter().position(|g| g.id == "the_cleaner").unwrap() as u8);
    *state.gangster_mut(cleaner) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, behind) in [
        ("en", " (that cost is paid at the auction only: he is yours, nothing to pay now)"),
        ("fr", " (ce coût ne se paie qu'aux enchères : il est à vous, rien à payer maintenant)"),
        ("nl", " (die kosten betaal je alleen bij de veiling: hij is al van jou, nu kost hij niets)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let o = Screen { n: &n }.option(&view, "casualty", &Choice::Gangster(cleaner));
        assert!(o.ends_with(behind), "{lang}: {o}");
    }
    // Another seat's: his card as printed, nothing added.
    state.gangster_mut(cleaner).owner = Some(Seat(1));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let o = Screen { n: &n }.option(&view, "casualty", &Choice::Gangster(cleaner));
    assert!(!o.contains("paid at the auction"), "{o}");
}
