//! Races placed by hand for the tests of what the race's options say (`option_risks`,
//! `lone_godfather`, `reach_words`): the bundled content, a position with pieces where a test
//! puts them, and what a move offered would do, in a language.

use super::content::{Content, GAME_ID};
use super::load::load;
use super::narrate::Narrator;
use super::outcome::does;
use super::rules::setup::new_game;
use super::state::{Piece, PieceRef, Place, State};
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

pub(super) fn content() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

/// A two-player race with pieces placed by hand: (seat, piece, square from 1; 0 the HQ,
/// 255 dead); pieces not named stay in their HQ.
pub(super) fn race(c: &Content, pieces: &[(u8, u8, u8)]) -> State {
    race_of(c, 2, pieces)
}

/// [`race`] with `seats` gangs.
pub(super) fn race_of(c: &Content, seats: usize, pieces: &[(u8, u8, u8)]) -> State {
    let mut s = new_game(c, seats, 1).expect("a race");
    s.current = Seat(0);
    let len = u16::from(c.board.len());
    for &(seat, piece, square) in pieces {
        let entry = u16::from(s.entries[Seat(seat)]);
        s.gangs[Seat(seat)].pieces[usize::from(piece)] = match square {
            0 => Piece::in_hq(),
            255 => Piece::dead(),
            q => {
                let lap = ((u16::from(q) + len - entry - 1) % len + 1) as u8;
                Piece { place: Place::Square(q - 1), lap, fresh: false, held_by: None }
            }
        };
    }
    s
}

/// What Player 1's `piece` moving `steps` would do, in `lang`, without Fluent's isolation marks.
pub(super) fn said(lang: &str, s: &State, piece: u8, steps: u8) -> String {
    let c = content();
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    does(&Narrator { content: &c, locale: &locale }, s, PieceRef { seat: Seat(0), piece }, steps, false)
        .unwrap_or_default()
        .replace(['\u{2068}', '\u{2069}'], "")
}
