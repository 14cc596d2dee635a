//! Power points counted from a position (rulebook 1.2): what the rules log and win by, and what
//! the view, the invariants, the scenarios and the scripts read.

use super::content::Content;
use super::state::{State, Where};
use crate::engine::seat::Seat;
use smallvec::{SmallVec, smallvec};

/// Power points of `seat`, counted from scratch: open businesses by size, completed contracts,
/// the local respect marker, and one per two active gangsters (in a car or a business).
/// Closed businesses count nothing.
pub fn power_of(content: &Content, state: &State, seat: Seat) -> i64 {
    powers(content, state).get(seat.index()).copied().unwrap_or(0)
}

/// Power points of every seat, by seat index, as [`power_of`] counts them: one pass over the
/// businesses and the gangsters serves every seat (the rules count them after every action).
pub fn powers(content: &Content, state: &State) -> SmallVec<[i64; 8]> {
    let rules = &content.rules;
    let seats = state.players.len();
    let mut businesses: SmallVec<[i64; 8]> = smallvec![0; seats];
    for (b, marker) in state.businesses.iter().zip(&content.businesses) {
        if let Some(owner) = b.owner
            && !b.closed
            && let Some(points) = businesses.get_mut(owner.index())
        {
            *points += rules.size(marker.size).power;
        }
    }
    let mut active: SmallVec<[i64; 8]> = smallvec![0; seats];
    for g in &state.gangsters {
        if let Some(owner) = g.owner
            && matches!(g.at, Where::Car | Where::Business(_))
            && let Some(n) = active.get_mut(owner.index())
        {
            *n += 1;
        }
    }
    (0..seats)
        .map(|i| {
            let seat = Seat(i as u8);
            let contracts = state.players[seat].completed.len() as i64 * rules.power_contract;
            let respect = if state.respect == Some(seat) { rules.power_respect } else { 0 };
            businesses[i] + contracts + respect + active[i] / rules.gangsters_per_point
        })
        .collect()
}
