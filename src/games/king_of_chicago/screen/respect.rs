//! The local respect marker a turf claim would leave with nobody (5.2.2): "if two players have
//! the same number of turf squares, neither gets the marker". A claim that made a tie read as
//! any other, and the news then said only that nobody held the marker.

use super::super::board::SquareId;
use super::super::view::View;
use super::{Screen, s};
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// What claiming or taking over turf square `sq` would do to the respect marker, when it
    /// would leave it with nobody for a tie at the top: who would tie, with how many squares.
    pub(super) fn respect_tie(&self, v: &View, sq: SquareId) -> Option<String> {
        let me = v.seat();
        let from = v.turf_owner(sq);
        let after = |seat: Seat| v.turf_count(seat) + i64::from(seat == me) - i64::from(Some(seat) == from);
        let seats: Vec<Seat> = (0..v.seats()).map(|i| Seat(i as u8)).collect();
        let top = seats.iter().map(|&x| after(x)).max().unwrap_or(0);
        let tied: Vec<Seat> = seats.iter().copied().filter(|&x| after(x) == top).collect();
        // Only a tie that leaves someone without the marker, or keeps this seat from it.
        if top == 0 || tied.len() < 2 || (v.respect().is_none() && !tied.contains(&me)) {
            return None;
        }
        let others: Vec<String> = tied.iter().filter(|&&x| x != me).map(|&x| s(self.n.seat(x))).collect();
        let all: Vec<String> = tied.iter().map(|&x| s(self.n.seat(x))).collect();
        let args = [
            ("me", if tied.contains(&me) { "yes" } else { "no" }.into()),
            ("others", self.and_list(others).into()),
            ("tied", self.and_list(all).into()),
            ("squares", top.into()),
        ];
        Some(self.t("respect-tie", &args))
    }
}
