//! The loop drawn for the terminal: square numbers, their types and the pieces on them, round
//! a ring when the loop divides into four sides, else in rows.

use super::content::{Content, SquareKind};
use super::state::{Place, State};

/// The letter of a piece: its gang's (A for the first seat), a capital for the godfather.
pub fn letter(seat: usize, godfather: bool) -> char {
    let c = (b'a' + (seat % 26) as u8) as char;
    if godfather { c.to_ascii_uppercase() } else { c }
}

fn symbol(kind: SquareKind) -> char {
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

/// The whole loop, clockwise from square 1 at the top left.
pub fn draw(content: &Content, state: &State) -> String {
    let n = usize::from(content.board.len());
    let c = |i: usize| cell(content, state, i as u8);
    let mut out = String::new();
    if n % 4 != 0 || n < 8 {
        for row in (0..n).collect::<Vec<_>>().chunks(12) {
            out.push_str(row.iter().map(|&i| c(i)).collect::<Vec<_>>().join(" ").trim_end());
            out.push('\n');
        }
        return out;
    }
    let w = n / 4 + 1;
    let blank = " ".repeat(6);
    out.push_str(&(0..w).map(c).collect::<Vec<_>>().join(" "));
    out.push('\n');
    for r in 1..w - 1 {
        let middle = vec![blank.clone(); w - 2].join(" ");
        out.push_str(&format!("{} {middle} {}\n", c(n - r), c(w - 1 + r)));
    }
    out.push_str(&(0..w).map(|col| c(2 * w - 2 + (w - 1 - col))).collect::<Vec<_>>().join(" "));
    out.push('\n');
    out.lines().map(|l| format!("{}\n", l.trim_end())).collect()
}
