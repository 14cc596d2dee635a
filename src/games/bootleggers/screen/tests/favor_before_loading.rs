//! Call in a Big Favor kept in hand is asked again once the stills have produced, before the
//! loading, when its truck can still be loaded; asked after the loading, it says its truck
//! would carry nothing.

use super::super::super::state::{Phase, TruckId};
use super::*;

fn produced(seat: Seat) -> LogEntry<Bootleggers> {
    Logged::Game(Event::Produced { seat, family: vec![4], offsite: Vec::new(), busted: false, crates: 4 })
}

/// "Utilisez gratuitement un grand Camion ce tour-ci" (DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU): its truck carries crates only when played before the loading (PHASE 4, 2). A person
/// who said "nothing more" in phase 1 was not asked again before the loading, and `thug` typed
/// at a loading question asked the card after it, when its truck had nothing left to carry.
#[test]
fn a_kept_favor_is_asked_before_the_loading_and_said_empty_after_it() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let favor = card(&content, "call_in_a_big_favor");
    state.players[Seat(0)].hand = vec![favor];
    state.players[Seat(0)].thugs_passed = vec![favor];
    state.phase = Phase::Production;
    let options: Options<Choice> = vec![Choice::Done, Choice::Thug { card: favor }].into();
    let began = Logged::Game(Event::TurnBegan { turn: 2 });
    let declined = vec![began, chose("thug", Choice::Done)];
    let mut after_production = declined.clone();
    after_production.push(produced(Seat(0)));
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let held = |state: &super::super::super::state::State, log: &[LogEntry<Bootleggers>]| {
        screen.unless_requested(&View::new(state, &content, Seat(0), log), "thug", &options)
    };
    assert_eq!(held(&state, &declined), Some(0), "held back before the production");
    assert_eq!(held(&state, &after_production), None, "asked again once the crates are made");
    let mut declined_again = after_production.clone();
    declined_again.push(chose("thug", Choice::Done));
    assert_eq!(held(&state, &declined_again), Some(0), "asked once only after the production");
    let mut loaded = after_production.clone();
    loaded.push(Logged::Game(Event::Loaded { seat: Seat(1), truck: TruckId(1), crates: 3 }));
    let mut shipping = state.clone();
    shipping.phase = Phase::Shipping;
    assert_eq!(held(&shipping, &loaded), Some(0), "the loading brings a Favor no new moment");
    // Before the loading, the option is the card's; after it, it says the truck carries nothing.
    let before = View::new(&shipping, &content, Seat(0), &after_production);
    let after = View::new(&shipping, &content, Seat(0), &loaded);
    let thug = Choice::Thug { card: favor };
    for (lang, option, help) in [
        (
            "en",
            "Call in a Big Favor: a large truck from the supply, free this turn — the loading is over: its truck would carry nothing this turn, and the card would be spent all the same",
            "Played now, its truck would carry nothing: trucks are loaded once a turn (phase 4, 2), and this turn's loading is over.",
        ),
        (
            "fr",
            "Call in a Big Favor (Emprunt de grand Camion) : un grand Camion de la réserve, gratuit ce tour-ci — le chargement est terminé : son Camion ne transporterait rien ce tour-ci, et la carte serait dépensée quand même",
            "Jouée maintenant, son Camion ne transporterait rien : les Camions ne sont chargés qu'une fois par tour (phase 4, 2), et le chargement de ce tour est terminé.",
        ),
        (
            "nl",
            "Call in a Big Favor (Grote vrachtwagen lenen): een grote vrachtwagen uit de voorraad, deze beurt gratis — het laden is voorbij: haar vrachtwagen zou deze beurt niets vervoeren, en de kaart is toch op",
            "Nu gespeeld zou haar vrachtwagen niets vervoeren: er wordt maar één keer per beurt geladen (fase 4, 2), en dat is deze beurt al gebeurd.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.option(&after, "thug", &thug)), option, "{lang}");
        assert!(plain(&screen.help(&after, "thug", &thug)).contains(help), "{lang}");
        let said = plain(&screen.option(&before, "thug", &thug));
        assert!(option.starts_with(&said) && said.len() < option.len(), "{lang}: {said}");
        assert!(!plain(&screen.help(&before, "thug", &thug)).contains(help), "{lang}");
    }
}
