//! The loop drawn for the terminal: square numbers, their types and the pieces on them, laid
//! out by the engine's `Ring` (round a ring when the loop divides into four sides, else in rows).

use super::content::{Content, SquareKind};
use super::state::{Place, State};
use crate::engine::picture::Ring;

/// The letter of a piece: its gang's (A for the first seat), a capital for the godfather.
pub fn letter(seat: usize, godfather: bool) -> char {
    let c = (b'a' + (seat % 26) as u8) as char;
    if godfather { c.to_ascii_uppercase() } else { c }
}

/// A square type's symbol, as the terminal's loop and the summary of how to win name it; the
/// board's picture draws it on each square too.
pub fn symbol(kind: SquareKind) -> char {
    match kind {
        SquareKind::Nothing => '.',
        SquareKind::Sniper => '*',
        SquareKind::Safety => '#',
        SquareKind::Danger => '!',
    }
}

/// One square as 6 characters: its number, its type, up to three pieces.
fn cell(content: &Content, state: &State, square: u8) -> String {
    let mut s = format!("{:>2}{}", square + 1, symbol(content.board.kind(square)));
    for (r, p) in state.all() {
        if p.place == Place::Square(square) {
            s.push(letter(r.seat.index(), r.is_godfather()));
        }
    }
    format!("{s:<6}")
}

/// The whole loop, clockwise from square 1 at the top left, laid out as `Ring` lays it.
pub fn draw(content: &Content, state: &State) -> String {
    Ring { len: usize::from(content.board.len()) }.text(6, |i| cell(content, state, i as u8))
}
