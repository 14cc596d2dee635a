//! Power points and the win (rulebook 1.2, 7.0; RULINGS.md "Win"): changes logged, the winner
//! found, the local respect marker; the points themselves are counted in `points`.

use super::play::Match;
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::event::{Event, PowerParts};
use crate::games::king_of_chicago::points::breakdowns;

impl Match<'_> {
    /// Logs every change of power points since the last check and ends the game the moment a
    /// player has the target or more. If several reach it at once, the most points wins, ties
    /// going to the earliest in turn order (content/king-of-chicago/NOTES.md).
    pub fn check_power(&mut self) -> Flow {
        let mut best: Option<(Seat, i64)> = None;
        let all = breakdowns(self.content, &self.state);
        for seat in self.order() {
            let points = all.get(seat.index()).map_or(0, |b| b.total());
            if self.state.power_seen.get(seat.index()) != Some(&points) {
                if let Some(p) = self.state.power_seen.get_mut(seat.index()) {
                    *p = points;
                }
                let by = all.get(seat.index()).copied().unwrap_or_default();
                let from = Some(PowerParts { by, active: self.state.active_gangsters(seat) });
                self.emit(Event::Power { seat, points, from });
            }
            if points >= self.content.rules.win_power && best.is_none_or(|(_, b)| points > b) {
                best = Some((seat, points));
            }
        }
        if let Some((seat, points)) = best {
            self.state.winner = Some(seat);
            let from = all.get(seat.index()).copied().unwrap_or_default();
            self.emit(Event::Won { seat, points, from });
            return Err(Stop::Won(seat));
        }
        Ok(())
    }

    /// After a capture that leaves the taker's power points as they were last told (the
    /// business closed by a raid, 5.4.1, or gangsters lost in the fight, 1.2), says so: no
    /// change would be told by [`Match::check_power`], and the news would name no points.
    pub fn tell_power_kept(&mut self, seat: Seat, closed: bool) {
        let by = breakdowns(self.content, &self.state).get(seat.index()).copied().unwrap_or_default();
        let points = by.total();
        if self.state.power_seen.get(seat.index()) == Some(&points) {
            let from = PowerParts { by, active: self.state.active_gangsters(seat) };
            self.emit(Event::PowerKept { seat, points, from, closed });
        }
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
