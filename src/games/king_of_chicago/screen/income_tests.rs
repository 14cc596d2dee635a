//! Term28 #5: with Mr. Needle placed ("all your turf pays double", 8.2), the turf option still
//! said "it pays $50 every trade round": it says what the seat's turf pays with him.

use super::super::super::board::SquareId;
use super::super::super::choice::{Action, Choice};
use super::super::super::defs::SquareKind;
use super::super::super::narrate::Narrator;
use super::super::super::state::{GangsterId, GangsterState, Where};
use super::super::super::view::View;
use super::super::Screen;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

#[test]
fn a_turf_option_counts_mr_needle_at_work() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let turf = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Turf).unwrap();
    let claim = Choice::Action(Action::ClaimTurf(SquareId(turf as u16)));
    let needle = GangsterId(content.gangsters.iter().position(|g| g.id == "mr_needle").unwrap() as u8);
    let base = content.rules.turf_income;
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let pays = |income: i64| {
            let money = String::from(n.money(income));
            screen.t("action-claim-turf", &[("square", n.square(SquareId(turf as u16))), ("income", money.into())])
        };
        // In the car he is at work: the turf pays double; in the hospital he is not.
        for (at, income) in [(Where::Car, 2 * base), (Where::Hospital, base)] {
            *state.gangster_mut(needle) = GangsterState { owner: Some(Seat(0)), at };
            let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
            let option = screen.option(&view, "action", &claim);
            assert!(option.starts_with(&pays(income)), "{lang} {at:?}: {option}");
        }
    }
}
