//! What a turf claim, a takeover or a police clearing would do to the local respect marker and
//! its power point (5.2.2): "if two players have the same number of turf squares, neither gets
//! the marker"; the one with the most squares holds it. A claim that made a tie read as any
//! other, and taking a rival's turf took his marker, a power point from him and one for the
//! taker, without a word.

use super::super::board::SquareId;
use super::super::view::View;
use super::{Screen, s};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// What turf square `sq` going to `to` (a claim, a takeover) or back to the board (`None`: a
    /// police clearing, 5.4.3) would do to the respect marker: who would take it from whom, with
    /// the power point each gains or loses; or who would tie for it, none holding it. None when
    /// it stays where it is (or with nobody, this seat out of the tie).
    pub(super) fn respect_change(&self, v: &View, sq: SquareId, to: Option<Seat>) -> Option<String> {
        let me = v.seat();
        let (holder, tied, top) = Self::respect_after(v, sq, to);
        let before = v.respect();
        let points = Arg::from(v.content.rules.power_respect);
        let who = |seat: Option<Seat>| match seat {
            None => "none",
            Some(x) if x == me => "me",
            Some(_) => "other",
        };
        let name = |seat: Option<Seat>| seat.map_or_else(|| Arg::from(""), |x| self.n.seat(x));
        if holder.is_none() {
            // Only a tie that takes the marker from someone, or keeps this seat from it.
            if top == 0 || tied.len() < 2 || (before.is_none() && !tied.contains(&me)) {
                return None;
            }
            let others: Vec<String> = tied.iter().filter(|&&x| x != me).map(|&x| s(self.n.seat(x))).collect();
            let all: Vec<String> = tied.iter().map(|&x| s(self.n.seat(x))).collect();
            let args = [
                ("me", if tied.contains(&me) { "yes" } else { "no" }.into()),
                ("others", self.and_list(others).into()),
                ("tied", self.and_list(all).into()),
                ("squares", top.into()),
                ("lost", who(before).into()),
                ("loser", name(before)),
                ("points", points),
            ];
            return Some(self.t("respect-tie", &args));
        }
        if holder == before {
            return None;
        }
        let args = [
            ("from", who(before).into()),
            ("loser", name(before)),
            ("to", who(holder).into()),
            ("winner", name(holder)),
            ("points", points),
        ];
        Some(self.t("respect-swing", &args))
    }

    /// Who would hold the respect marker were turf square `sq` to go to `to` (5.2.2): the one
    /// with the most squares, or nobody on a tie; with those at the top and their squares.
    pub(super) fn respect_after(v: &View, sq: SquareId, to: Option<Seat>) -> (Option<Seat>, Vec<Seat>, i64) {
        let from = v.turf_owner(sq);
        let after = |seat: Seat| v.turf_count(seat) + i64::from(Some(seat) == to) - i64::from(Some(seat) == from);
        let seats: Vec<Seat> = (0..v.seats()).map(|i| Seat(i as u8)).collect();
        let top = seats.iter().map(|&x| after(x)).max().unwrap_or(0);
        let tied: Vec<Seat> = seats.iter().copied().filter(|&x| after(x) == top).collect();
        ((top > 0 && tied.len() == 1).then(|| tied[0]), tied, top)
    }
}
