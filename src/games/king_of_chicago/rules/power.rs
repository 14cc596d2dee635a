//! Power points and the win (rulebook 1.2, 7.0; RULINGS.md "Win").

use super::{Flow, Match, Stop};
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::state::{State, Where};
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

impl Match<'_> {
    /// Logs every change of power points since the last check and ends the game the moment a
    /// player has the target or more. If several reach it at once, the most points wins, ties
    /// going to the earliest in turn order (content/king-of-chicago/NOTES.md).
    pub fn check_power(&mut self) -> Flow {
        let mut best: Option<(Seat, i64)> = None;
        let all = powers(self.content, &self.state);
        for seat in self.order() {
            let points = all.get(seat.index()).copied().unwrap_or(0);
            if self.state.power_seen.get(seat.index()) != Some(&points) {
                if let Some(p) = self.state.power_seen.get_mut(seat.index()) {
                    *p = points;
                }
                self.emit(Event::Power { seat, points });
            }
            if points >= self.content.rules.win_power && best.is_none_or(|(_, b)| points > b) {
                best = Some((seat, points));
            }
        }
        if let Some((seat, points)) = best {
            self.state.winner = Some(seat);
            self.emit(Event::Won { seat, points });
            return Err(Stop::Won(seat));
        }
        Ok(())
    }

    /// Gives the local respect marker to the one player with the most turf, or returns it to
    /// the board on a tie (5.2.2).
    pub fn update_respect(&mut self) {
        let counts: Vec<(Seat, i64)> = self.state.players.seats().map(|s| (s, self.state.turf_count(s))).collect();
        let max = counts.iter().map(|c| c.1).max().unwrap_or(0);
        let leaders: Vec<Seat> = counts.iter().filter(|c| c.1 == max).map(|c| c.0).collect();
        let holder = if max > 0 && leaders.len() == 1 { Some(leaders[0]) } else { None };
        if holder != self.state.respect {
            self.state.respect = holder;
            self.emit(Event::RespectMarker { holder });
        }
    }
}
