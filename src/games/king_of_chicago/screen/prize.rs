//! What an attack on a car or a contract's completion wins (5.2.4): a contract pays its reward
//! and a power point once completed, and a rival's car carries its contracts under way to
//! whoever beats it ("Intercepter un contrat": "Vous devez remettre votre carte contrat à votre
//! adversaire qui peut maintenant essayer de compléter le contrat").

use super::super::view::View;
use super::Screen;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// What completing contract `c` pays: its reward, or its card's own rule where it pays
    /// none of its own, and the power point of a completed contract (5.2.4, 1.2).
    pub(super) fn contract_prize(&self, v: &View, c: u8) -> String {
        let k = &v.content.contracts[usize::from(c)];
        let short = format!("card-{}.short", k.id);
        let rule = if self.n.locale.has(&short) { self.t(&short, &[]) } else { self.t("contract-reward-as-card", &[]) };
        self.t(
            "contract-prize",
            &[
                ("paid", k.reward.into()),
                ("reward", self.n.money(k.reward)),
                ("rule", rule.into()),
                ("power", v.content.rules.power_contract.into()),
            ],
        )
    }

    /// What beating `seat`'s car wins besides sending it to the garage: its contracts under
    /// way, each with what it pays once completed; when it carries none, that the win only
    /// sends it to the garage (5.2.5 step 4), so that "no contract" is not read as "not said".
    pub(super) fn drive_by_prize(&self, v: &View, seat: Seat) -> String {
        let started = v.started_contracts(seat);
        if started.is_empty() {
            return self.t("drive-by-wins-nothing", &[]);
        }
        let each: Vec<String> = started
            .iter()
            .map(|&c| {
                self.t("contract-won", &[("contract", self.n.contract(c)), ("prize", self.contract_prize(v, c).into())])
            })
            .collect();
        self.t("drive-by-wins", &[("count", (each.len() as i64).into()), ("contracts", each.join("; ").into())])
    }
}
