//! A gangster put in the car at the placement (6.5) in words: one who takes up more than his
//! own seat says how many (Fat Fred, 8.2), and one who leaves too few seats for the gangsters
//! who were in the car says who then has no place there. Fat Fred went in first and The
//! Doctor, who rode in the car, found out only at his own question that he had to leave.

use super::super::state::{GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// What putting `gangster` in the car does to its seats (5.2.5: three at most).
    pub(super) fn place_car_seats(&self, v: &View, gangster: GangsterId, to: Where) -> Option<String> {
        if to != Where::Car {
            return None;
        }
        let takes = 1 - v.seats_of(gangster, "car");
        let seats = v.content.rules.car_capacity;
        let takes =
            (takes > 1).then(|| self.t("place-takes-seats", &[("takes", takes.into()), ("seats", seats.into())]));
        let (waiting, room) = v.car_room_after(gangster);
        let crowd = (room < waiting.len()).then(|| {
            let names: Vec<String> = waiting.iter().map(|&w| s(self.n.gangster(w))).collect();
            let args = [
                ("riders", self.and_list(names).into()),
                ("count", (waiting.len() as i64).into()),
                ("left", (room as i64).into()),
            ];
            self.t("place-crowds-out", &args)
        });
        match (takes, crowd) {
            (Some(takes), Some(crowd)) => {
                Some(self.t("place-car-seats-then", &[("takes", takes.into()), ("crowd", crowd.into())]))
            }
            (takes, crowd) => takes.or(crowd),
        }
    }
}
