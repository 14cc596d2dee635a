//! The police car's drive once the police action of the game round is spent (5.3): the
//! question says what the drive still does, and its thirty-odd streets make one group rather
//! than groups named for raids and busts it can no longer make.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::load;

#[test]
fn a_spent_police_car_says_what_its_drive_still_does_in_one_group() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.police.controller = Some(Seat(0));
    state.police.actions_left = 0;
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::PoliceMovement, face: 6, card: None })];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let reach = content.board.reachable(state.police.at, 6 + content.rules.police_bonus);
    for (lang, does, heading) in [
        (
            "en",
            "where you leave it is where the next one to take the police car drives it from",
            "streets where the police car only parks: its action of this game round is spent",
        ),
        (
            "fr",
            "là où vous la laissez, le prochain qui prendra la voiture de police partira de là",
            "rues où la voiture de police ne fait que stationner : son action de ce tour de jeu est épuisée",
        ),
        (
            "nl",
            "waar je hem laat staan, vertrekt de volgende die de politieauto krijgt",
            "straatvelden waar de politieauto alleen parkeert: zijn actie van deze spelronde is op",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let question = terminal.question(&view, "move_police");
        assert!(question.contains(does), "{lang}: {question}");
        for &st in reach.iter().filter(|&&st| st != state.police.at) {
            let group = terminal.option_group(&view, "move_police", &Choice::Street(st));
            assert_eq!(group.as_deref(), Some(heading), "{lang}");
        }
    }
}
