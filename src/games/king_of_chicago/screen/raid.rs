//! What a police raid puts at stake for the business's owner (5.4.1): if the police win, the
//! business closes (no power point until it reopens) and its gangsters go to jail, where they
//! no longer count for power (1.2: one point per so many gangsters in a car or business).

use super::super::state::BusinessId;
use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    /// The power points the owner of business `b` loses if the police win the raid, said as
    /// the respect options say theirs; empty for a business nobody owns.
    pub(super) fn raid_stake(&self, v: &View, b: BusinessId) -> String {
        let Some(owner) = v.business(b).owner else { return String::new() };
        let rules = &v.content.rules;
        let open = !v.business(b).closed;
        let building = if open { rules.size(v.content.businesses[usize::from(b.0)].size).power } else { 0 };
        let per = rules.gangsters_per_point.max(1);
        let (_, active) = v.free_gangsters(owner);
        let jailed = v.business_count(b) as i64;
        let gangsters = active / per - (active - jailed).max(0) / per;
        self.t(
            "police-raid-stake",
            &[("seat", self.n.seat(owner)), ("points", (building + gangsters).into()), ("jailed", gangsters.into())],
        )
    }
}
