//! A rule several drive destinations share is pointed to only under an option seen with the
//! one asked about: a long drive is folded by groups at a terminal and on the page, and "the
//! rule of a raid is given under option 2" pointed into a closed group (seed 37, game round 7).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::BusinessState;

#[test]
fn the_raid_rule_is_said_where_the_option_pointed_to_may_be_folded_away() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.police.controller = Some(Seat(0));
    state.police.actions_left = 1;
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::PoliceMovement, face: 6, card: None })];
    // Player 2's businesses: one by the street the police car stands on, two further on.
    let lot_by = |st: StreetId, state: &crate::games::king_of_chicago::state::State| {
        (0..content.board.squares.len()).map(|i| SquareId(i as u16)).find(|&sq| {
            let square = content.board.square(sq);
            square.kind == SquareKind::Business
                && square.street == st
                && !state.businesses.iter().any(|b| b.square == Some(sq))
        })
    };
    let here =
        (0..content.board.streets.len()).map(|i| StreetId(i as u16)).find(|&st| lot_by(st, &state).is_some()).unwrap();
    state.police.at = here;
    let reach = content.board.reachable(here, 6 + content.rules.police_bonus);
    let mut streets = vec![here];
    streets.extend(reach.iter().copied().filter(|&st| st != here));
    let mut raided = Vec::new();
    let free: Vec<usize> = (0..content.businesses.len()).filter(|&i| state.businesses[i].owner.is_none()).collect();
    let mut free = free.into_iter();
    for st in streets {
        if raided.len() == 3 {
            break;
        }
        let Some(sq) = lot_by(st, &state) else { continue };
        let b = free.next().unwrap();
        state.businesses[b] = BusinessState { owner: Some(Seat(1)), square: Some(sq), closed: false };
        raided.push(st);
    }
    assert_eq!(raided.len(), 3, "lots by the police car's street and two more");
    // The two further streets first (a group of raids), then the police car's own street.
    let listed = [Choice::Street(raided[1]), Choice::Street(raided[2]), Choice::Street(here)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    for (lang, rule) in [
        ("en", "Raid a business (5.4.1)"),
        ("fr", "Descente dans un établissement (5.4.1)"),
        ("nl", "Een zaak binnenvallen (5.4.1)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert!(screen.drive_group(&view, "move_police", raided[1]).is_some(), "the raids are grouped");
        let stay = screen.help_among(&view, "move_police", &listed, 2);
        assert!(stay.contains(rule), "{lang}: {stay}");
        // Within the group, the second raid points to the first, seen with it.
        let second = screen.help_among(&view, "move_police", &listed, 1);
        assert!(!second.contains(rule), "{lang}: {second}");
    }
}
