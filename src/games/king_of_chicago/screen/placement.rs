//! A gangster's placement (6.5) in one row: where he goes, or that he stays where he is, and
//! in a few words what he brings there (his income bonus in a business of his kind, his part
//! in the car). "Hyman Diamond to The Velvet Curtain" said neither.

use super::super::board::SquareId;
use super::super::defs::{Res3, SquareKind};
use super::super::state::{GangsterId, Where};
use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    /// A start lot (3.2) in one row: the lot, then what lies by its street, the resources to
    /// take and the free turf to claim. Six lots read alike: "the lot by street 1".
    pub(super) fn start_lot_option(&self, v: &View, sq: SquareId) -> String {
        let board = &v.content.board;
        let mut lying = Res3::default();
        let mut turfs = 0i64;
        for &other in board.squares_at(board.street_of(sq)) {
            lying.add(&v.tokens(other));
            if board.square(other).kind == SquareKind::Turf && v.turf_owner(other).is_none() {
                turfs += 1;
            }
        }
        let args = [
            ("square", self.n.square(sq)),
            ("what", self.n.res(&lying)),
            ("count", lying.total().into()),
            ("turfs", turfs.into()),
        ];
        self.t("choice-start-lot", &args)
    }

    pub(super) fn place_option(&self, v: &View, gangster: GangsterId, to: Where) -> String {
        let (who, place) = (self.n.gangster(gangster), self.n.place(to));
        let mut line = if v.my_gangsters().contains(&(gangster, to)) {
            let car = if to == Where::Car { "yes" } else { "no" };
            self.t("choice-place-stay", &[("gangster", who), ("to", place), ("car", car.into())])
        } else {
            self.t("choice-place", &[("gangster", who), ("to", place)])
        };
        if let Some(brings) = self.place_brings(v, gangster, to) {
            line.push_str(" — ");
            line.push_str(&brings);
        }
        line
    }

    /// What a gangster brings where he is put: in the car he rides, attacks and defends it
    /// (5.2.5); in a business he defends it, and one whose card raises the income of a business
    /// of that kind (or any) says by how much (6.1).
    fn place_brings(&self, v: &View, gangster: GangsterId, to: Where) -> Option<String> {
        match to {
            Where::Car => Some(self.t("place-brings-car", &[])),
            Where::Business(b) => {
                let params = &v.gangster_card(gangster).params;
                let kind = v.content.businesses[usize::from(b.0)].kind.key();
                let fits = params.get("business").and_then(|x| x.as_str()).is_some_and(|k| k == "any" || k == kind);
                match params.get("income").and_then(|x| x.as_integer()) {
                    Some(income) if fits => Some(self.t("place-brings-income", &[("income", self.n.money(income))])),
                    _ => Some(self.t("place-brings-business", &[])),
                }
            }
            _ => None,
        }
    }
}
