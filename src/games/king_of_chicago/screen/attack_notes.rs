//! An attack on a business the police closed (5.4.1, "Zaak gesloten"): it can be attacked and
//! taken, but it stays closed until the end of the next trade round and brings its new owner no
//! power point and no income until then. Neither the drive's row nor the attack said so. And
//! what each round lost costs the attacker (5.2.5): the options named only the car's risk; and
//! what winning brings (the business and its power points) and what a gangster lost costs the
//! attacker's power points (1.2).

use super::super::state::BusinessId;
use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    /// Attacking business `b` in the words of message `key` (the action's, the drive's row):
    /// whose it is (5.2.5), and whether a police raid closed it (5.4.1).
    pub(super) fn attack_business(&self, v: &View, b: BusinessId, key: &str) -> String {
        let state = v.business(b);
        let owner = state.owner.map_or_else(|| self.t("nothing", &[]).into(), |o| self.n.seat(o));
        let closed = if state.closed { "yes" } else { "no" };
        // 5.2.5 step 4, 1.2: won, it is the attacker's, with its power points.
        let power = v.content.rules.size(v.content.businesses[usize::from(b.0)].size).power;
        let args =
            [("business", self.n.business(b)), ("seat", owner), ("closed", closed.into()), ("power", power.into())];
        self.t(key, &args)
    }

    /// The attacker's risk in every attack (5.2.5 C, "Ziekenhuis of Kerkhof?"), in a clause of
    /// its own after the fight's numbers: each round lost sends one of his gangsters to the
    /// hospital, or to the graveyard when the winner's die beats his by the rules' difference.
    pub(super) fn attack_risk(&self, v: &View) -> String {
        let round = self.t("attack-lost-round", &[("kill", v.content.rules.kill_difference.into())]);
        format!("{round}{}", self.attack_power_risk(v))
    }

    /// What the attacker's gangsters who fall cost his power points (1.2: one per so many
    /// gangsters in a car or a business; in the hospital or the graveyard one counts no more):
    /// the first lost, and all those in his car.
    fn attack_power_risk(&self, v: &View) -> String {
        let per = v.content.rules.gangsters_per_point.max(1);
        let (_, active) = v.free_gangsters(v.seat());
        let count = v.car_count(v.seat()) as i64;
        let cost = |lost: i64| active / per - (active - lost).max(0) / per;
        let args = [
            ("per", per.into()),
            ("active", active.into()),
            ("count", count.into()),
            ("first", cost(1.min(count)).into()),
            ("all", cost(count).into()),
        ];
        self.t("attack-lost-power", &args)
    }
}
