//! A gangster's placement (6.5) in one row: where he goes, or that he stays where he is, and
//! in a few words what he brings there (his income bonus in a business of his kind, his part
//! in the car). "Hyman Diamond to The Velvet Curtain" said neither.

use super::super::board::SquareId;
use super::super::defs::{Res3, SquareKind};
use super::super::state::{BusinessId, GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};
use crate::engine::seat::Seat;

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

    /// The placement's question (6.5) names the gangster and where he is now, and says so when
    /// the car is not offered because it has no seat left for him (Fat Fred takes one).
    pub(super) fn place_question(&self, v: &View) -> Option<String> {
        let (g, was) = v.placing_now()?;
        let (now, place) = match was {
            Where::Car => ("car", self.n.place(was)),
            Where::Business(b) => ("business", self.n.business(b)),
            _ => ("none", "".into()),
        };
        let mut q = self
            .t("prompt-place_gangster-who", &[("gangster", self.n.gangster(g)), ("now", now.into()), ("place", place)]);
        let riders = v.my_car();
        if !v.fits_in_my_car(g) && !riders.is_empty() {
            let names: Vec<String> = riders.iter().map(|&r| s(self.n.gangster(r))).collect();
            let takers: Vec<String> = riders
                .iter()
                .chain([&g])
                .filter(|&&r| v.seats_of(r, "car") < 0)
                .map(|&r| s(self.n.gangster(r)))
                .collect();
            let args = [
                ("riders", self.and_list(names).into()),
                ("seats", v.content.rules.car_capacity.into()),
                ("takers", if takers.is_empty() { "none".into() } else { self.and_list(takers).into() }),
            ];
            q.push(' ');
            q.push_str(&self.t("place-no-car", &args));
        }
        for full in self.full_businesses(v, g) {
            q.push(' ');
            q.push_str(&full);
        }
        for note in [self.undefended_note(v, g), self.place_order_note(v, g)].into_iter().flatten() {
            q.push(' ');
            q.push_str(&note);
        }
        Some(q)
    }

    pub(super) fn place_option(&self, v: &View, gangster: GangsterId, to: Where) -> String {
        let (who, place) = (self.n.gangster(gangster), self.n.place(to));
        let was = v.placed_before(gangster);
        let mut line = if was == to {
            let car = if to == Where::Car { "yes" } else { "no" };
            self.t("choice-place-stay", &[("gangster", who), ("to", place), ("car", car.into())])
        } else {
            self.t("choice-place", &[("gangster", who), ("to", place)])
        };
        for part in [
            self.place_brings(v, gangster, to),
            self.place_car_seats(v, gangster, to),
            self.place_power(v, gangster, to),
            self.place_leaves(v, was, to),
            self.place_fills(v, gangster, to),
        ]
        .into_iter()
        .flatten()
        {
            line.push_str(" — ");
            line.push_str(&part);
        }
        line
    }

    /// "A and B", "A, B and C".
    pub(super) fn and_list(&self, mut names: Vec<String>) -> String {
        match names.pop() {
            Some(last) if !names.is_empty() => {
                self.t("list-and", &[("first", names.join(", ").into()), ("last", last.into())])
            }
            Some(last) => last,
            None => String::new(),
        }
    }

    /// Leaving a business at the placement with nobody placed in it yet: it is left with no
    /// defender (5.2.5), unless another gangster goes there where one is still to be placed;
    /// one still to be placed who stands there now is named: if he stays, it is defended.
    fn place_leaves(&self, v: &View, was: Where, to: Where) -> Option<String> {
        let Where::Business(b) = was else { return None };
        if to == was || !v.my_business_gangsters(b).is_empty() || v.business(b).owner != Some(v.seat()) {
            return None;
        }
        let (now, _) = v.placing_now()?;
        let there = self.still_to_place_in(v, b, now);
        if !there.is_empty() {
            let names: Vec<String> = there.iter().map(|&x| s(self.n.gangster(x))).collect();
            let args = [
                ("business", self.n.business(b)),
                ("names", self.and_list(names).into()),
                ("count", (there.len() as i64).into()),
            ];
            return Some(self.t("place-leaves-keeps", &args));
        }
        // "unless another gangster goes there" only where another of the seat's is still to
        // be placed after this one (6.5).
        let others = v.my_gangsters().into_iter().any(|(g, _)| g != now && v.still_to_place(g));
        let key = if others { "place-leaves-empty" } else { "place-leaves-empty-last" };
        Some(self.t(key, &[("business", self.n.business(b))]))
    }

    /// Where the gangster's own power works (6.1, 8.2): a card bringing resources or doubling
    /// an income in a business of its kind says it there or that it does nothing here; a card
    /// whose power works wherever he sits says so (its `.where` words).
    pub(super) fn place_power(&self, v: &View, gangster: GangsterId, to: Where) -> Option<String> {
        let card = v.gangster_card(gangster);
        let params = &card.params;
        let kind_here = match to {
            Where::Business(b) => Some(v.content.businesses[usize::from(b.0)].kind.key()),
            _ => None,
        };
        let wanted = params.get("business").and_then(|x| x.as_str());
        let fits = wanted.is_some_and(|k| k == "any" || Some(k) == kind_here);
        if let (Some(res), Some(amount)) =
            (params.get("resource").and_then(|x| x.as_str()), params.get("amount").and_then(|x| x.as_integer()))
        {
            let what = self.t(&format!("resource-count-{res}"), &[("n", amount.into())]);
            return Some(if fits {
                self.t("place-power-resource", &[("what", what.into())])
            } else {
                self.t("place-power-resource-not", &[("what", what.into()), ("kind", wanted.unwrap_or("any").into())])
            });
        }
        if params.get("income").is_some() && !fits {
            let income = params.get("income").and_then(|x| x.as_integer()).unwrap_or(0);
            let args = [("income", self.n.money(income)), ("kind", wanted.unwrap_or("any").into())];
            return Some(self.t("place-power-income-not", &args));
        }
        if let Some(times) = params.get("income_multiplier").and_then(|x| x.as_integer()) {
            // The Mayor (6.1): by how much, as Hyman's options say it ("$100 higher").
            if let Where::Business(b) = to
                && let Some(from) = self.business_income(v, b)
            {
                let args = [
                    ("times", times.into()),
                    ("more", self.n.money(from * (times - 1))),
                    ("from", self.n.money(from)),
                    ("to", self.n.money(from * times)),
                ];
                return Some(self.t("place-power-multiplier", &args));
            }
            let id = if kind_here.is_some() { "place-power-multiplier-closed" } else { "place-power-multiplier-not" };
            return Some(self.t(id, &[("times", times.into())]));
        }
        let anywhere = format!("card-{}.where", card.id);
        self.n.locale.has(&anywhere).then(|| self.card_words(&anywhere, params))
    }

    /// The income business `b` pays this seat at a trade round (6.1): its monopoly income
    /// while no other player has an open business of its kind, else its own; none while it is
    /// closed (5.4.1).
    fn business_income(&self, v: &View, b: BusinessId) -> Option<i64> {
        if v.business(b).closed {
            return None;
        }
        let marker = &v.content.businesses[usize::from(b.0)];
        let size = v.content.rules.size(marker.size);
        let rivals = (0..v.seats()).map(|i| Seat(i as u8)).filter(|&o| o != v.seat()).any(|o| {
            v.businesses_of(o)
                .into_iter()
                .any(|x| !v.business(x).closed && v.content.businesses[usize::from(x.0)].kind == marker.kind)
        });
        Some(if rivals { size.income } else { size.monopoly })
    }

    /// What a gangster brings where he is put: in the car he rides, attacks and defends it
    /// (5.2.5); in a business he defends it, and one whose card raises the income of a business
    /// of that kind (or any) says by how much (6.1).
    pub(super) fn place_brings(&self, v: &View, gangster: GangsterId, to: Where) -> Option<String> {
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
