//! `thug` typed at a loading question: the kept card is asked once the crates for that truck
//! are said and before they go on (UTILISATION DES CARTES VOYOU: "à tout moment"), and the
//! loading question says so; a card whose moment is after the loading is said to wait for it.

use super::super::super::state::{Asking, Phase};
use super::*;

/// "Les cartes de Voyou peuvent être jouées à tout moment tant que les cartes d'Autorité sont
/// face visible" (PHASE 1, 5b; UTILISATION DES CARTES VOYOU): `thug` at a loading question
/// said "you will be asked the next time the rules allow it", and the card was asked after
/// the whole loading, when a Favor's truck had nothing left to carry.
#[test]
fn thug_typed_at_the_loading_is_asked_before_the_crates_go_on() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let (favor, free) = (card(&content, "call_in_a_big_favor"), card(&content, "hey_free_truck"));
    state.phase = Phase::Shipping;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    state.asking = Some(Asking::Loading(truck));
    state.players[Seat(0)].hand = vec![favor, free];
    state.players[Seat(0)].thugs_passed = vec![favor, free];
    let mut later = state.clone();
    later.players[Seat(0)].hand = vec![free];
    let log = vec![Logged::Game(Event::TurnBegan { turn: 2 }), chose("thug", Choice::Done)];
    let mut answered = log.clone();
    answered.push(chose("load", Choice::Load(2)));
    let options: Options<Choice> = vec![Choice::Done, Choice::Thug { card: favor }].into();
    for (lang, asked, waits, question) in [
        (
            "en",
            "thug: say how many crates go on truck 1, and before they are loaded you will be offered Call in a Big Favor: a thug card may be played at any moment, the loading too (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU).",
            "thug: Hey, Free Truck is played only once every crate is on the trucks, or later, as the card says (Using thug cards; French rulebook: UTILISATION DES CARTES VOYOU): you will be asked after the loading.",
            "Before your crates go on truck 1: play a thug card you kept? “Nothing more” loads them as you said.",
        ),
        (
            "fr",
            "thug : dites combien de Caisses vont sur le Camion 1 ; avant qu'elles soient chargées, on vous proposera de jouer Call in a Big Favor (Emprunt de grand Camion) : une carte de Voyou se joue à tout moment, pendant le chargement aussi (UTILISATION DES CARTES VOYOU).",
            "thug : Hey, Free Truck (Vol de Camion vide) ne se joue qu'une fois toutes les Caisses chargées sur les Camions, ou plus tard, comme l'indique la carte (UTILISATION DES CARTES VOYOU) : la question vous sera posée après le chargement.",
            "Avant de charger vos Caisses sur le Camion 1 : jouer une carte de Voyou gardée ? « Rien de plus » les charge comme vous l'avez dit.",
        ),
        (
            "nl",
            "thug: zeg hoeveel kratten er op vrachtwagen 1 gaan; voor ze geladen worden, krijg je de vraag of je Call in a Big Favor (Grote vrachtwagen lenen) speelt: een boevenkaart mag op elk moment gespeeld worden, ook tijdens het laden (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU).",
            "thug: Hey, Free Truck (Lege vrachtwagen stelen) mag pas gespeeld worden als alle kratten op de vrachtwagens staan, of later, zoals op de kaart staat (Boevenkaarten gebruiken; Franse spelregels: UTILISATION DES CARTES VOYOU): je krijgt de vraag na het laden.",
            "Voor je kratten op vrachtwagen 1 gaan: een boevenkaart spelen die je bewaard hebt? Met „niets meer” worden ze geladen zoals je zei.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(plain(&screen.requested_words(&v, "thug").unwrap_or_default()), asked, "{lang}");
        let v = View::new(&later, &content, Seat(0), &log);
        assert_eq!(plain(&screen.requested_words(&v, "thug").unwrap_or_default()), waits, "{lang}");
        // Asked between the truck's answer and its crates: the Favor's truck is loaded yet.
        let v = View::new(&state, &content, Seat(0), &answered);
        assert_eq!(plain(&screen.question(&v, "thug")), question, "{lang}");
        let favor_said = plain(&screen.option(&v, "thug", &Choice::Thug { card: favor }));
        assert!(!favor_said.contains(" — "), "{lang}: {favor_said}");
        assert_eq!(screen.unless_requested(&v, "thug", &options), Some(0), "{lang}: held back unless asked for");
    }
    // Elsewhere than at a loading, `thug` speaks of no truck's crates: only of the card that
    // waits for its moment (`thug_waits.rs`).
    state.asking = None;
    let l = locale("en");
    let said = screen_in(&content, &l).requested_words(&View::new(&state, &content, Seat(0), &log), "thug");
    let said = plain(&said.unwrap_or_default());
    assert!(said.starts_with("thug: Hey, Free Truck cannot be played now:") && !said.contains("truck 1"), "{said}");
}
