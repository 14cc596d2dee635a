//! The car at the placement (6.5): Fat Fred's option says he takes two of its three seats, and
//! who of those still to be placed that rode in it then has no seat left.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

/// Seat 0's gangsters, all taken up by the placement; `placing` says where each was, the first
/// asked about first.
fn placing(content: &Content, placing: &[(&str, Where)]) -> State {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    for &(id, was) in placing {
        let g = content.gangster_named(id);
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
        state.placing.push((g, was));
    }
    state
}

#[test]
fn fat_fred_into_the_car_says_he_takes_two_seats_and_who_has_to_leave() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let fred_first =
        placing(&content, &[("fat_fred", Where::Reserve), ("sad_ken", Where::Car), ("the_doctor", Where::Car)]);
    let fred_view = View::new(&fred_first, &content, &scripts, Seat(0), None, &[]);
    // Three rode in the car, and a fourth is asked about first.
    let full = placing(
        &content,
        &[
            ("mr_rottweiler", Where::Reserve),
            ("the_chemist", Where::Car),
            ("sad_ken", Where::Car),
            ("the_doctor", Where::Car),
        ],
    );
    let full_view = View::new(&full, &content, &scripts, Seat(0), None, &[]);
    let car = |id: &str| Choice::Place { gangster: content.gangster_named(id), to: Where::Car };
    for (lang, fred, four) in [
        (
            "en",
            "he takes up 2 of the car's 3 seats: then only one of Sad Ken and The Doctor (in the car now) still fits",
            "then only 2 of The Chemist, Sad Ken and The Doctor (in the car now) still fit",
        ),
        (
            "fr",
            "il occupe 2 des 3 places de la voiture : alors un seul parmi Sad Ken et The Doctor (dans la voiture en ce moment) peut y rester",
            "alors seuls 2 parmi The Chemist, Sad Ken et The Doctor (dans la voiture en ce moment) peuvent y rester",
        ),
        (
            "nl",
            "hij neemt 2 van de 3 plaatsen in de auto in: dan past er nog maar één van Sad Ken en The Doctor (nu in de auto)",
            "dan passen er nog maar 2 van The Chemist, Sad Ken en The Doctor (nu in de auto)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = screen.option(&fred_view, "place_gangster", &car("fat_fred"));
        assert!(option.contains(fred), "{lang}: {option}");
        let option = screen.option(&full_view, "place_gangster", &car("mr_rottweiler"));
        assert!(option.contains(four), "{lang}: {option}");
        // Sad Ken staying in the car leaves room for The Doctor: nothing to warn of.
        let mut ken_next = fred_first.clone();
        ken_next.placing.remove(0);
        let ken_view = View::new(&ken_next, &content, &scripts, Seat(0), None, &[]);
        let option = screen.option(&ken_view, "place_gangster", &car("sad_ken"));
        assert!(!option.contains(&String::from(n.gangster(content.gangster_named("the_doctor")))), "{lang}: {option}");
    }
}
