//! What an attack on a car or a contract's completion wins (5.2.4): a contract pays its reward
//! and a power point once completed, and a rival's car carries its contracts under way to
//! whoever beats it ("Intercepter un contrat": "Vous devez remettre votre carte contrat à votre
//! adversaire qui peut maintenant essayer de compléter le contrat").

use super::super::view::View;
use super::{Screen, s};
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
        let wins = if started.is_empty() {
            self.t("drive-by-wins-nothing", &[])
        } else {
            let each: Vec<String> = started
                .iter()
                .map(|&c| {
                    self.t(
                        "contract-won",
                        &[("contract", self.n.contract(c)), ("prize", self.contract_prize(v, c).into())],
                    )
                })
                .collect();
            self.t("drive-by-wins", &[("count", (each.len() as i64).into()), ("contracts", each.join("; ").into())])
        };
        format!("{wins}{}", self.drive_by_hurts(v, seat))
    }

    /// What a drive-by does to the gangsters riding in `seat`'s car (5.2.5 C): each round the
    /// car loses sends one of them to the hospital, or to the graveyard when the winner's die
    /// is far enough above; and since only gangsters in a car or business count for power
    /// (1.2, 6.2.4), which of those losses costs `seat` a power point. Nothing for an empty
    /// car, which its first lost round loses.
    fn drive_by_hurts(&self, v: &View, seat: Seat) -> String {
        if v.car_count(seat) == 0 {
            return String::new();
        }
        let per = v.content.rules.gangsters_per_point.max(1);
        let (_, active) = v.free_gangsters(seat);
        self.t(
            "drive-by-hurts",
            &[
                ("seat", self.n.seat(seat)),
                ("kill", v.content.rules.kill_difference.into()),
                ("per", per.into()),
                ("nth", (active % per + 1).into()),
            ],
        )
    }

    /// What a police bust of `seat`'s car costs him besides his gangsters in it (5.4.2, 5.2.4):
    /// his contracts under way, each named with its terms, as the panel shows them.
    pub(super) fn bust_loses(&self, v: &View, seat: Seat) -> String {
        let started = v.started_contracts(seat);
        if started.is_empty() {
            return String::new();
        }
        let each: Vec<String> = started.iter().map(|&c| s(self.n.contract_terms(c))).collect();
        self.t(
            "police-bust-loses",
            &[
                ("seat", self.n.seat(seat)),
                ("count", (each.len() as i64).into()),
                ("contracts", each.join("; ").into()),
            ],
        )
    }
}
