//! "Which gangster moves?" (5.2.6): each option says where the gangster goes, the car to the
//! business or the business to the car, and what he brings there and what his card's power
//! does there, in the placement's words (6.5, 6.1).

use super::super::state::{GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// A gangster to move between the car and the business the action is taken at.
    pub(super) fn move_option(&self, v: &View, g: GangsterId) -> String {
        let Some(b) = v.moving_at() else { return s(self.n.gangster(g)) };
        let to =
            if v.public_place(g).is_some_and(|(_, at)| at == Where::Car) { Where::Business(b) } else { Where::Car };
        let card = v.gangster_card(g);
        let text = self.t(&format!("card-{}.text", card.id), &[]);
        let mut line = self.t("choice-place", &[("gangster", self.n.gangster(g)), ("to", self.n.place(to))]);
        line.push_str(&format!(" ({text})"));
        for part in [self.place_brings(v, g, to), self.place_power(v, g, to)].into_iter().flatten() {
            line.push_str(" — ");
            line.push_str(&part);
        }
        line
    }
}
