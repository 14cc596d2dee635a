//! The first business's lot (3.2): its board, question and options fit a terminal of 80
//! columns and 50 rows in every language (some 60 rows in French with the whole board), what
//! every option shared said once in the question.

use super::drive_board_tests::rows;
use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;

/// A game of four's first lot, every seat's business still to place: the short board, the
/// question and every starred lot's option take at most 48 rows at 80 columns; the question
/// names the business and says what the options tell, each option only what its lot has.
#[test]
fn the_first_lot_its_board_and_question_fit_a_terminal() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let log = [Logged::Game(Event::FirstPlayer { seat: Seat(0) })];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let lots: Vec<_> = content.board.start_squares().collect();
    for (lang, common, whole) in [
        ("en", "each lot says what lies by its street", "board all"),
        ("fr", "chaque emplacement dit ce qui borde sa rue", "board tout"),
        ("nl", "bij elk zakenveld staat wat er aan zijn straat ligt", "board alles"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let board = terminal.status(&view);
        let question = terminal.question(&view, "start_square");
        let options: Vec<String> = lots
            .iter()
            .enumerate()
            .map(|(i, &sq)| format!("  {}. {}", i + 1, terminal.option(&view, "start_square", &Choice::Square(sq))))
            .collect();
        let shown = format!("{board}\n{}: {question}\n{}", String::from(terminal.n.seat(Seat(0))), options.join("\n"));
        assert!(rows(&shown) <= 48, "{lang}: {} rows\n{shown}", rows(&shown));
        let business = String::from(terminal.n.business(view.businesses_of(Seat(0))[0]));
        assert!(question.contains(&business) && question.contains(common), "{lang}: {question}");
        assert!(question.contains(whole), "{lang}: {question}");
        assert!(options.iter().all(|o| !o.contains(common)), "{lang}: {options:?}");
        assert!(board.contains("b*"), "{lang}: {board}");
    }
    // Any other question before the first round is shown the whole board.
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let before = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(terminal.status(&before).contains(&locale.text("play-map-legend", &[])));
}
