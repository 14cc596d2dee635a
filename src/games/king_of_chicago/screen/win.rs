//! The move or the bid that would win the game (1.2, 7.0: "vous gagnez la partie au moment où
//! vous atteignez 10 PV ou plus"). At 9 points, opening a business worth 2 read as any other
//! opening, and the game then ended at once; a bid whose gangster made the tenth point said
//! only "one power point more".

use super::super::choice::Action;
use super::super::view::View;
use super::Screen;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// The power points action `a` would add to this seat's (1.2): a business opened, or taken
    /// open in an attack; a contract completed; the local respect marker a turf brings.
    fn action_gain(v: &View, a: Action) -> i64 {
        let rules = &v.content.rules;
        let worth = |b: super::super::state::BusinessId| rules.size(v.content.businesses[usize::from(b.0)].size).power;
        match a {
            Action::OpenBusiness { business, .. } => worth(business),
            // A closed business brings nothing until it reopens (5.4.1).
            Action::AttackBusiness(b) if !v.business(b).closed => worth(b),
            Action::CompleteContract(_) => rules.power_contract,
            Action::ClaimTurf(sq) => {
                let me = Some(v.seat());
                let gets = Self::respect_after(v, sq, me).0 == me && v.respect() != me;
                if gets { rules.power_respect } else { 0 }
            }
            _ => 0,
        }
    }

    /// Line `line` of action `a`, with "10 power points, you would win (7.0)" where the action
    /// takes this seat to the power that wins; an attack's, if it is won with no gangster lost.
    pub(super) fn with_win(&self, v: &View, a: Action, line: String) -> String {
        let attack = matches!(a, Action::AttackBusiness(_));
        match self.win_note(v, v.seat(), v.power(v.seat()), Self::action_gain(v, a), attack) {
            Some(win) => format!("{line} — {win}"),
            None => line,
        }
    }

    /// "10 power points, you would win (7.0)" (or "Player 3 would …") where `seat`, at `now`
    /// power points, would reach the power that wins with `gain` more; `attack`: if he wins it
    /// and loses no gangster on the way.
    pub(super) fn win_note(&self, v: &View, seat: Seat, now: i64, gain: i64, attack: bool) -> Option<String> {
        let target = v.content.rules.win_power;
        (gain > 0 && now < target && now + gain >= target).then(|| {
            let args = [
                ("points", (now + gain).into()),
                ("me", if seat == v.seat() { "yes" } else { "no" }.into()),
                ("seat", self.n.seat(seat)),
                ("attack", if attack { "yes" } else { "no" }.into()),
            ];
            self.t("win-would", &args)
        })
    }
}
