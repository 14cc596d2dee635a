//! "take the turf over from Player 2 for $0" said nothing of why it was free: Sad Ken (5.2.2).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn a_free_takeover_names_the_gangster_who_makes_it_free() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let turf = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Turf).unwrap();
    let turf = SquareId(turf as u16);
    state.turf[usize::from(turf.0)] = Some(Seat(1));
    let ken = GangsterId(content.gangsters.iter().position(|g| g.id == "sad_ken").unwrap() as u8);
    *state.gangster_mut(ken) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let take = Choice::Action(Action::ClaimTurf(turf));
    for (lang, said) in [
        ("en", "for $0 (thanks to Sad Ken)"),
        ("fr", "pour 0 $ (grâce à Sad Ken)"),
        ("nl", "voor $0 (dankzij Sad Ken)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let option = Screen { n: &n }.option(&view, "action", &take);
        assert!(option.contains(said), "{lang}: {option}");
    }
    // In the hospital he makes nothing cheaper, and the option names nobody.
    state.gangster_mut(ken).at = Where::Hospital;
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let option = Screen { n: &n }.option(&view, "action", &take);
    assert!(!option.contains("Sad Ken"), "{option}");
}
