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
    breakdowns(content, state).iter().map(Breakdown::total).collect()
}

/// Where a seat's power points come from (1.2): what the end tells of the winner's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Breakdown {
    /// Open businesses, by size.
    pub businesses: i64,
    /// Completed contracts.
    pub contracts: i64,
    /// The local respect marker.
    pub respect: i64,
    /// One per so many active gangsters.
    pub gangsters: i64,
}

impl Breakdown {
    pub fn total(&self) -> i64 {
        self.businesses + self.contracts + self.respect + self.gangsters
    }
}

/// Every seat's [`Breakdown`], by seat index.
pub fn breakdowns(content: &Content, state: &State) -> SmallVec<[Breakdown; 8]> {
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
            Breakdown {
                businesses: businesses[i],
                contracts: state.players[seat].completed.len() as i64 * rules.power_contract,
                respect: if state.respect == Some(seat) { rules.power_respect } else { 0 },
                gangsters: active[i] / rules.gangsters_per_point,
            }
        })
        .collect()
}
