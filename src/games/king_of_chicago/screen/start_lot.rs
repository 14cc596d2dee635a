//! The first business's lot (3.2) at a terminal of 80 columns and 50 rows: the board above it
//! in short, as before a drive (`drive_board.rs`), under a legend that says what a starred lot
//! is; the question says once what every lot's option tells (the resources lying by its street
//! and the free turf there) and where the car starts, each option only what its lot has. The
//! whole board, its standings and every seat's unplaced business took some 60 rows in French.

use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    /// "Where do you open The Rusty Nail?", what each lot's option says, and at the terminal
    /// how to see the whole board.
    pub(super) fn start_lot_question(&self, v: &View) -> Option<String> {
        let &b = v.businesses_of(v.seat()).iter().find(|&&b| v.business(b).square.is_none())?;
        let mut q = self.t("prompt-start_square-named", &[("business", self.n.business(b))]);
        let whole = self.t("prompt-move-board", &[]);
        if !whole.is_empty() {
            q.push(' ');
            q.push_str(&whole);
        }
        Some(q)
    }
}
