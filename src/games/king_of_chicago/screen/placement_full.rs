//! A business left out of a gangster's placement (6.5): no more than 3 gangsters may be placed
//! in a car or a business at a time, so one already full is not offered, and the question says
//! why. Without it, a brothel missing from The Pimp's options read as a mistake.

use super::super::state::GangsterId;
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// One sentence for each of this seat's businesses gangster `g` does not fit in: who fills
    /// it, and how many a business holds.
    pub(super) fn full_businesses(&self, v: &View, g: GangsterId) -> Vec<String> {
        v.businesses_of(v.seat())
            .into_iter()
            .filter(|&b| !v.fits_in_my_business(b, g))
            .map(|b| {
                let inside = v.my_business_gangsters(b);
                let names: Vec<String> = inside.iter().map(|&x| s(self.n.gangster(x))).collect();
                let args = [
                    ("business", self.n.business(b)),
                    ("inside", self.and_list(names).into()),
                    ("count", (inside.len() as i64).into()),
                    ("seats", (v.business_room(b) as i64).into()),
                ];
                self.t("place-no-business", &args)
            })
            .collect()
    }
}
