//! The board before a drive fits a terminal of 80 columns and 50 rows with the question and
//! its grouped streets: the whole board took some 44 rows in Dutch by itself, and the map's
//! top scrolled away under the question.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::load;

/// Rows a text takes at a terminal of 80 columns, its lines broken between words, a broken
/// line's rest indented as the line is (as the terminal's table writes them).
pub(super) fn rows(text: &str) -> usize {
    text.lines()
        .map(|line| {
            let indent = line.len() - line.trim_start().len();
            let (mut rows, mut width) = (1, indent);
            for word in line.split_whitespace() {
                let w = word.chars().count();
                if width > indent && width + 1 + w > 80 {
                    rows += 1;
                    width = indent + w;
                } else {
                    width += if width > indent { 1 } else { 0 } + w;
                }
            }
            rows
        })
        .sum()
}

/// At a game of four's first drive, a seat with businesses, turf and gangsters: the board in
/// short and the question take at most 33 rows in every language (the question's groups, a
/// dozen rows at most, stand under them); the question says which command shows the rest, and
/// that command shows the whole board, its full legend, the businesses and the folder.
#[test]
fn the_board_before_a_drive_and_its_question_fit_a_terminal() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 5).unwrap();
    // Each seat's two businesses open on starred lots, as the setup leaves them (3.2).
    let mut lots = content.board.squares.iter().enumerate().filter(|(_, sq)| sq.start).map(|(i, _)| i);
    for (i, b) in state.businesses.iter_mut().enumerate() {
        b.owner = (i < 8).then_some(Seat((i % 4) as u8));
        b.square = b.owner.and_then(|_| lots.next()).map(|i| SquareId(i as u16));
    }
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 6, card: None })];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    for (lang, whole, seat_line) in [
        ("en", "board all shows it whole", "0 gangsters in the car, 2 businesses, 0 turf"),
        ("fr", "board tout le montre en entier", "0 gangster à bord, 2 entreprises, 0 territoire"),
        ("nl", "board alles toont het helemaal", "0 gangsters in de auto, 2 zaken, 0 terreinen"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let board = terminal.status(&view);
        let question = terminal.question(&view, "move");
        // As the table asks it: "Player 1: Where does...", under a blank row.
        let shown = format!("{board}\n{}: {question}", String::from(terminal.n.seat(Seat(0))));
        assert!(rows(&shown) <= 33, "{lang}: {} rows\n{shown}", rows(&shown));
        assert!(board.contains(seat_line), "{lang}: {board}");
        assert!(question.contains(whole), "{lang}: {question}");
        // The whole board, one command away: its full legend, each seat's businesses.
        let all = terminal.find(&view, whole.split(' ').nth(1).unwrap()).unwrap();
        assert!(all.contains(&locale.text("play-map-legend", &[])), "{lang}: {all}");
        assert!(rows(&all) > rows(&board), "{lang}: {all}");
        let business = String::from(terminal.n.business(crate::games::king_of_chicago::state::BusinessId(1)));
        assert!(all.contains(&business) && !board.contains(&business), "{lang}: {business}");
    }
    // Any other question is shown the whole board.
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let before = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(terminal.status(&before).contains(&locale.text("play-map-legend", &[])));
}
