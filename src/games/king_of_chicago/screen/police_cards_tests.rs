//! The police cards offered with their catch (8.1): The feds are in town's extra action goes to
//! whoever controls the police, and Friends on the inside, this game round's police action
//! spent, only moves the car. Their options said neither.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

#[test]
fn the_police_cards_say_whom_the_police_serve_and_what_is_left() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let event = |id: &str| Choice::Card(Card::Event(content.events.iter().position(|e| e.id == id).unwrap() as u8));
    let (feds, friends) = (event("the_feds_are_in_town"), event("friends_on_the_inside"));
    let check = |state: &crate::games::king_of_chicago::state::State, c: &Choice, words: [&str; 3]| {
        let view = View::new(state, &content, &scripts, Seat(0), None, &[]);
        for (lang, words) in ["en", "fr", "nl"].into_iter().zip(words) {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let shown = Screen { n: &n }.option(&view, "play_event:anytime", c);
            assert!(shown.contains(words), "{lang}: {shown}");
        }
    };
    state.police.controller = None;
    check(
        &state,
        &feds,
        ["the next to bribe the police (nobody controls it now)", "personne ne la contrôle", "niemand bestuurt hem nu"],
    );
    state.police.controller = Some(Seat(1));
    state.police.actions_left = 0;
    check(
        &state,
        &feds,
        ["Player 2 controls the police car now", "pour Joueur 2, qui contrôle", "voor Speler 2, die de politieauto"],
    );
    check(
        &state,
        &friends,
        ["police action is spent: the car only drives", "elle ne fait que rouler", "maar hij rijdt alleen"],
    );
    state.police.actions_left = 1;
    check(&state, &friends, ["from Player 2", "à Joueur 2", "van Speler 2"]);
}
