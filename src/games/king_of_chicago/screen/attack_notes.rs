//! An attack on a business the police closed (5.4.1, "Zaak gesloten"): it can be attacked and
//! taken, but it stays closed until the end of the next trade round and brings its new owner no
//! power point and no income until then. Neither the drive's row nor the attack said so. And
//! what each round lost costs the attacker (5.2.5): the options named only the car's risk.

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
        self.t(key, &[("business", self.n.business(b)), ("seat", owner), ("closed", closed.into())])
    }

    /// The attacker's risk in every attack (5.2.5 C, "Ziekenhuis of Kerkhof?"), in a clause of
    /// its own after the fight's numbers: each round lost sends one of his gangsters to the
    /// hospital, or to the graveyard when the winner's die beats his by the rules' difference.
    pub(super) fn attack_risk(&self, v: &View) -> String {
        self.t("attack-lost-round", &[("kill", v.content.rules.kill_difference.into())])
    }
}
