//! `board <card>` at the question on a thug card just taken says where that card is.

use super::super::super::narrate::Narrator;
use super::*;

/// PHASE 1, 5b: « Le Truand soit joue la carte de Voyou immédiatement soit la prend dans sa
/// main ». Term review 25, finding 8: `board Packing Heat`, asked at "play it now, or keep
/// it?", said the card was « ni sur un espace d'offre ni dans votre main en ce moment ».
#[test]
fn board_says_the_card_just_taken_is_the_one_to_play_or_keep() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let heat = card(&content, "packing_heat");
    let took = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: heat })];
    let v = View::new(&state, &content, Seat(0), &took);
    for (lang, said) in [
        ("en", "(the card you have just taken, to play now or keep in your hand)"),
        ("fr", "(la carte que vous venez de prendre, à jouer maintenant ou à garder en main)"),
        ("nl", "(de kaart die je net hebt genomen, om nu te spelen of in je hand te houden)"),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let found = plain(&super::super::super::lookup::find(&n, &v, "packing").unwrap_or_default());
        assert!(found.contains(said), "{lang}: {found}");
    }
    // Once answered, the card is no longer "just taken".
    let mut answered = took.clone();
    answered.push(chose("thug_taken", Choice::PlayNow));
    let l = locale("en");
    let n = Narrator { content: &content, locale: &l };
    let v = View::new(&state, &content, Seat(0), &answered);
    let found = plain(&super::super::super::lookup::find(&n, &v, "packing").unwrap_or_default());
    assert!(!found.contains("just taken"), "{found}");
}
