//! A kept card that acts on a speakeasy's sale (Thirsty, Packing Heat, Copper in the House...)
//! is asked about once the trucks are at the docks, before the first demand roll, and the
//! question says why it comes then; a question that comes only because `thug` was typed
//! earlier says so.

use super::super::super::content::DockId;
use super::super::super::state::{LinedUp, Phase};
use super::*;

/// Term review 20, finding 1 (fr, seed 14): Thirsty taken and kept ("la garder"), then the
/// deals, the loading, the trucks sent to Texas Lil's Diner and its demand dice rolled with
/// no question between: the card's only use passed without a word. UTILISATION DES CARTES
/// VOYOU: a card is played at any moment the authority cards lie face up, at the moment the
/// card allows; Thirsty's ("augmentée de un dé ce tour-ci") is before the roll (PHASE 5, 1).
#[test]
fn a_kept_thirsty_is_asked_about_once_the_trucks_are_at_the_docks() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let thirsty = card(&content, "thirsty");
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasies[usize::from(texas.0)].influence[Seat(1)] = 3;
    state.phase = Phase::Shipping;
    state.players[Seat(0)].hand = vec![thirsty];
    state.players[Seat(0)].thugs_passed = vec![thirsty];
    let truck = state.operated_by(Seat(1)).map(|(id, _)| id).next().unwrap();
    let t = state.truck_mut(truck);
    t.load = 3;
    t.at = Some(LinedUp { speakeasy: texas, dock: DockId(0), order: 0 });
    let kept = vec![Logged::Game(Event::TurnBegan { turn: 7 }), chose("thug_taken", Choice::Keep)];
    let mut sent = kept.clone();
    sent.push(Logged::Game(Event::Dispatched { seat: Seat(1), truck, speakeasy: texas, dock: DockId(0), only: false }));
    let mut passed = sent.clone();
    passed.push(chose("thug", Choice::Done));
    let options: Options<Choice> = vec![Choice::Done, Choice::Thug { card: thirsty }].into();
    for (lang, question) in [
        (
            "en",
            "The trucks are at the docks and the sales come next: play a thug card you kept? This is the moment for Thirsty: a card that acts on a speakeasy's sale is played before its demand dice are rolled (phase 5), or it does nothing this turn. “Nothing more”: the sales go on without it.",
        ),
        (
            "fr",
            "Les Camions sont aux docks et les ventes viennent ensuite : jouer une carte de Voyou gardée ? C'est le moment de Thirsty (Canicule) : une carte qui agit sur la vente d'un Bar Clandestin se joue avant qu'il lance ses dés de consommation (PHASE 5), sinon elle ne fait rien ce tour-ci. « Rien de plus » : les ventes se font sans elle.",
        ),
        (
            "nl",
            "De vrachtwagens staan bij de dokken en zo meteen wordt er verkocht: een boevenkaart spelen die je bewaard hebt? Dit is het moment voor Thirsty (Hittegolf): een kaart die op de verkoop van een speakeasy werkt, speel je voordat die haar vraagdobbelstenen gooit (fase 5), anders doet ze deze beurt niets. Met „niets meer” gaat de verkoop zonder haar door.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let mut before = state.clone();
        before.truck_mut(truck).at = None;
        let v = View::new(&before, &content, Seat(0), &kept);
        assert_eq!(screen.unless_requested(&v, "thug", &options), Some(0), "{lang}: kept, held back until its moment");
        let v = View::new(&state, &content, Seat(0), &sent);
        assert_eq!(screen.unless_requested(&v, "thug", &options), None, "{lang}: asked once the trucks are sent");
        assert_eq!(plain(&screen.question(&v, "thug")), question, "{lang}");
        let v = View::new(&state, &content, Seat(0), &passed);
        assert_eq!(screen.unless_requested(&v, "thug", &options), Some(0), "{lang}: once, not before each sale");
    }
    // A card that acts elsewhere keeps its moment: Hit waits as before.
    let hit = card(&content, "hit");
    state.players[Seat(0)].hand = vec![hit];
    state.players[Seat(0)].thugs_passed = vec![hit];
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let options: Options<Choice> = vec![Choice::Done, Choice::Thug { card: hit }].into();
    assert_eq!(screen.unless_requested(&View::new(&state, &content, Seat(0), &sent), "thug", &options), Some(0));
}

/// Term review 20, finding 7 (fr, turn 9): Hit taken and kept ("la garder"), and at once
/// "Jouer une carte de Voyou maintenant ?" came again, with nothing to say why: the command
/// `thug` typed on turn 8 was still asked for (a request stayed until "nothing more", even
/// after a card was played). The question says so, where nothing else brought it, and that the
/// request ends with the answer; a `thug` request is answered by any answer to the question,
/// a card played or "nothing more", where a `deal` request stays for one deal after another.
#[test]
fn a_thug_question_asked_for_earlier_says_why_it_comes_again() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let hit = card(&content, "hit");
    state.players[Seat(0)].hand = vec![hit];
    state.players[Seat(0)].thugs_passed = vec![hit];
    let kept = vec![Logged::Game(Event::TurnBegan { turn: 9 }), chose("thug_taken", Choice::Keep)];
    for (lang, question) in [
        (
            "en",
            "Play a thug card now? You are asked because you asked to play one at an earlier question; once you answer, with a card or “nothing more”, that request is done.",
        ),
        (
            "fr",
            "Jouer une carte de Voyou maintenant ? La question vous est posée parce que vous avez demandé à en jouer une à une question précédente ; dès que vous y répondez, par une carte ou par « rien de plus », cette demande prend fin.",
        ),
        (
            "nl",
            "Nu een boevenkaart spelen? Je krijgt deze vraag omdat je bij een eerdere vraag vroeg om er een te spelen; zodra je antwoordt, met een kaart of met „niets meer”, is dat verzoek afgehandeld.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &kept);
        assert_eq!(plain(&screen.question(&v, "thug")), question, "{lang}");
        assert!(screen.request_answered("thug", &Choice::Thug { card: hit }), "{lang}: a card played");
        assert!(screen.request_answered("thug", &Choice::Done), "{lang}: nothing more");
        assert!(!screen.request_answered("deal", &Choice::Done), "{lang}: a deal's request stays");
        // The first question of a turn is the usual one.
        let v = View::new(&state, &content, Seat(0), &kept[..1]);
        assert_ne!(plain(&screen.question(&v, "thug")), question, "{lang}");
    }
}
