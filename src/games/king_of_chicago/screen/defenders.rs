//! Who will defend each of the seat's businesses once the placement (6.5) ends: the gangsters
//! placed there already, and those still to be placed who stand there now. A business with
//! neither is lost at its first round lost (5.2.5); the question named only a business the
//! gangster asked about would leave, so a bar empty from before read as safe, and a business
//! whose other gangster had not been asked yet read as left with nobody.

use super::super::state::{BusinessId, GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// The seat's gangsters other than `g` still to be placed who stand in business `b` now.
    pub(super) fn still_to_place_in(&self, v: &View, b: BusinessId, g: GangsterId) -> Vec<GangsterId> {
        v.my_gangsters()
            .into_iter()
            .map(|(x, _)| x)
            .filter(|&x| x != g && v.still_to_place(x) && v.placed_before(x) == Where::Business(b))
            .collect()
    }

    /// The seat's businesses nobody would defend, gangster `g` left out: none placed there
    /// and none still to be placed standing there (`g`'s own business is his options' matter).
    fn undefended(&self, v: &View, g: GangsterId) -> Vec<BusinessId> {
        v.businesses_of(v.seat())
            .into_iter()
            .filter(|&b| v.placed_before(g) != Where::Business(b))
            .filter(|&b| v.my_business_gangsters(b).is_empty() && self.still_to_place_in(v, b, g).is_empty())
            .collect()
    }

    /// The seat's gangsters still to be placed after `g`, in the order the rules ask them (6.5:
    /// the order of their cards).
    pub(super) fn placed_after(&self, v: &View, g: GangsterId) -> Vec<GangsterId> {
        v.my_gangsters().into_iter().map(|(x, _)| x).filter(|&x| x != g && v.still_to_place(x)).collect()
    }

    /// The placement's question names each business of the seat's with no defender (5.2.5),
    /// counting the gangster asked and those placed after him, who may still go there: "not
    /// even one still to be placed" read as lost while the one asked could defend it.
    pub(super) fn undefended_note(&self, v: &View, g: GangsterId) -> Option<String> {
        let empty = self.undefended(v, g);
        if empty.is_empty() {
            return None;
        }
        let names: Vec<String> = empty.iter().map(|&b| s(self.n.business(b))).collect();
        let last = if self.placed_after(v, g).is_empty() { "yes" } else { "no" };
        let args = [
            ("businesses", self.and_list(names).into()),
            ("count", (empty.len() as i64).into()),
            ("last", last.into()),
        ];
        Some(self.t("place-undefended", &args))
    }

    /// Who is asked after `g` at the placement, in order, so that the order does not seem to
    /// jump around.
    pub(super) fn place_order_note(&self, v: &View, g: GangsterId) -> Option<String> {
        let after = self.placed_after(v, g);
        if after.is_empty() {
            return None;
        }
        let names: Vec<String> = after.iter().map(|&x| s(self.n.gangster(x))).collect();
        Some(self.t("place-order", &[("names", names.join(", ").into())]))
    }

    /// On the option that sends gangster `g` into a business nobody would defend: he would be
    /// its only defender.
    pub(super) fn place_fills(&self, v: &View, g: GangsterId, to: Where) -> Option<String> {
        let Where::Business(b) = to else { return None };
        self.undefended(v, g).contains(&b).then(|| self.t("place-fills-empty", &[("business", self.n.business(b))]))
    }
}

#[cfg(test)]
#[path = "defenders_tests.rs"]
mod tests;
