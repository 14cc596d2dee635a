//! Backstabbing son of a gun's target (8.1): each rival offered says how many of his gangsters
//! the card may take (its markers show it) and the ones known to be his; a rival not offered
//! is named with why. "1. Player 2 / 2. Player 3" gave nothing to choose by.

use super::super::state::Where;
use super::super::view::View;
use super::{Screen, s};
use crate::engine::seat::Seat;

/// The card whose target question this is (`card:<id>`).
pub(super) const STEAL_CARD: &str = "backstabbing_son_of_a_gun";

impl Screen<'_> {
    /// Rival `p` as a target: how many gangsters the card may take from him, and whose names
    /// this seat knows.
    pub(super) fn steal_target(&self, v: &View, p: Seat) -> String {
        let (count, known) = v.stealable_of(p);
        let names: Vec<String> = known.iter().map(|&g| s(self.n.gangster(g))).collect();
        let args = [
            ("seat", self.n.seat(p)),
            ("count", (count as i64).into()),
            ("known", (known.len() as i64).into()),
            ("names", self.and_list(names).into()),
        ];
        self.t("choice-steal-from", &args)
    }

    /// Break and enter's victim `p` (8.1): his power points, and how many of his cards it may
    /// take, event cards and contracts not started (their backs are in view, 6.2); the power
    /// points alone gave no hint of whom it was worth robbing.
    pub(super) fn rob_target(&self, v: &View, p: Seat) -> String {
        let args = [("seat", self.n.seat(p)), ("points", v.power(p).into()), ("cards", (v.hand_size(p) as i64).into())];
        self.t("choice-rob-from", &args)
    }

    /// The rivals the question leaves out, with why: none of their gangsters where the card
    /// steals; those in jail or the hospital (public places) named.
    pub(super) fn steal_left_out(&self, v: &View, key: &str) -> Vec<String> {
        if key != STEAL_CARD {
            return Vec::new();
        }
        (0..v.seats())
            .map(|i| Seat(i as u8))
            .filter(|&p| p != v.seat() && v.stealable_of(p).0 == 0)
            .map(|p| {
                let away: Vec<String> = (0..v.content.gangsters.len() as u8)
                    .map(super::super::state::GangsterId)
                    .filter_map(|g| match v.public_place(g) {
                        Some((Some(o), at @ (Where::Jail | Where::Hospital))) if o == p => {
                            Some(self.t("steal-away", &[("gangster", self.n.gangster(g)), ("place", self.n.place(at))]))
                        }
                        _ => None,
                    })
                    .collect();
                let args = [
                    ("seat", self.n.seat(p)),
                    ("away", (away.len() as i64).into()),
                    ("names", self.and_list(away).into()),
                ];
                self.t("steal-not-offered", &args)
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "steal_tests.rs"]
mod tests;
