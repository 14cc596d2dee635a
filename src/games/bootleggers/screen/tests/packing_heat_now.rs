//! "Play it now" for Packing Heat before any rival's crate waits at a dock says it would earn
//! nothing, on the option and its help.

use super::super::super::state::Phase;
use super::*;

/// Packing Heat: « Prix de gros pour tout le monde, pour vous c'est $1G la Caisse pour un seul
/// tour » (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU; RULINGS.md: the others selling there pay its
/// player), and no crate is at a dock before the trucks are lined up (PHASE 4, 3). Term review
/// 25, finding 5: taken in phase 1, « la jouer maintenant » was offered with no warning, and
/// every target then earned nothing.
#[test]
fn play_now_says_packing_heat_earns_nothing_before_the_trucks_are_lined_up() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.phase = Phase::Authority;
    let heat = card(&content, "packing_heat");
    let took = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: heat })];
    for (lang, option, helped) in [
        (
            "en",
            "play it now — it would earn nothing now: no rival's crate waits at a dock yet; keep it, and you are asked again once the trucks are lined up",
            "Played now, it would earn nothing:",
        ),
        (
            "fr",
            "la jouer maintenant — elle ne rapporterait rien maintenant : aucune Caisse d'un rival n'attend encore aux docks ; gardez-la, elle vous sera proposée à nouveau une fois les Camions alignés",
            "Jouée maintenant, elle ne rapporterait rien :",
        ),
        (
            "nl",
            "nu spelen — ze zou nu niets opleveren: er wacht nog geen krat van een rivaal bij een dok; houd haar, dan wordt ze je opnieuw aangeboden zodra de vrachtwagens in de rij staan",
            "Nu gespeeld zou ze niets opleveren:",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &took);
        let said = plain(&screen.option(&v, "thug_taken", &Choice::PlayNow));
        assert_eq!(said, option, "{lang}");
        let said = plain(&screen.help(&v, "thug_taken", &Choice::PlayNow));
        assert!(said.contains(helped), "{lang}: {said}");
    }
    // Once the trucks may be lined up, nothing is said against playing it.
    state.phase = Phase::Shipping;
    let l = locale("en");
    let v = View::new(&state, &content, Seat(0), &took);
    let said = plain(&screen_in(&content, &l).option(&v, "thug_taken", &Choice::PlayNow));
    assert_eq!(said, "play it now");
}
