//! The move or the bid that would win the game says so (7.0).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

/// Seats 0 and 2 at 9 power points, each with one gangster in his car.
fn at_nine(content: &crate::games::king_of_chicago::content::Content) -> State {
    let scripts = crate::games::king_of_chicago::script::for_content(content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 4, 1).unwrap();
    for g in state.gangsters.iter_mut().filter(|g| g.owner.is_some()) {
        *g = GangsterState { owner: None, at: Where::Deck };
    }
    for (i, seat) in [(0, Seat(0)), (1, Seat(2))] {
        *state.gangster_mut(GangsterId(i)) = GangsterState { owner: Some(seat), at: Where::Car };
        let now = View::new(&state, content, &scripts, seat, None, &[]).power(seat);
        state.players[seat].completed = (0..(9 - now) as u8).collect();
        assert_eq!(View::new(&state, content, &scripts, seat, None, &[]).power(seat), 9);
    }
    state
}

/// Seed 33, round 10: at 9 points, opening The Scarlet Garter (a medium business, 2 points)
/// read as any other opening; the game then ended at once, 11 points.
#[test]
fn an_opening_that_wins_the_game_says_so() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = at_nine(&content);
    let free = |size: Size| {
        (0..content.businesses.len())
            .find(|&i| state.businesses[i].owner.is_none() && content.businesses[i].size == size)
            .map(|i| BusinessId(i as u8))
            .unwrap()
    };
    let open = |b| Choice::Action(Action::OpenBusiness { square: SquareId(0), business: b });
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, said) in [
        ("en", " — 11 power points, you would win (7.0)"),
        ("fr", " — 11 points de pouvoir, vous gagneriez la partie (7.0)"),
        ("nl", " — 11 machtspunten, je zou het spel winnen (7.0)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = Screen { n: &n }.option(&view, "action", &open(free(Size::Medium)));
        assert!(line.ends_with(said), "{lang}: {line}");
    }
    // Below the target, nothing is said: at 8, a small business makes 9.
    let mut eight = state.clone();
    eight.players[Seat(0)].completed.pop();
    let view = View::new(&eight, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let line = Screen { n: &n }.option(&view, "action", &open(free(Size::Small)));
    assert!(!line.contains("you would win"), "{line}");
}

/// Seed 37, game round 8: The Dentist's bid said "one power point more" to a player at 9; that
/// point won the game at his placement. A rival whom the lot would take to 10 is named too.
#[test]
fn a_bid_whose_gangster_wins_the_game_says_so() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = at_nine(&content);
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, mine, rival) in [
        (
            "en",
            "With him, once placed (6.5): 10 power points, you would win (7.0).",
            "With him, once placed (6.5): Player 3 would have 10 power points and win (7.0).",
        ),
        (
            "fr",
            "Avec lui, une fois placé (6.5) : 10 points de pouvoir, vous gagneriez la partie (7.0).",
            "Avec lui, une fois placé (6.5) : Joueur 3 aurait 10 points de pouvoir et gagnerait la partie (7.0).",
        ),
        (
            "nl",
            "Met hem, eenmaal geplaatst (6.5): 10 machtspunten, je zou het spel winnen (7.0).",
            "Met hem, eenmaal geplaatst (6.5): Speler 3 zou 10 machtspunten hebben en het spel winnen (7.0).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let worth = Screen { n: &n }.bid_worth(&view);
        assert!(worth.contains(mine) && worth.contains(rival), "{lang}: {worth}");
    }
}
