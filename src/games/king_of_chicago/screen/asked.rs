//! Help given under every option of a question says a rule once: under the first option it
//! belongs to, which the others point to (the options as the table lists them,
//! [`crate::engine::game::Screen::help_among`]).

use super::super::choice::{Action, Choice};

/// Where option `at` of `listed` (a question's options, as the table lists them) is not the
/// first one that `alike` holds: the number (from 1, as listed) of that first one, whose help
/// says the rule they share. `None` when it is the first (the rule is then said whole).
pub fn said_before(listed: &[Choice], at: usize, alike: impl Fn(&Choice) -> bool) -> Option<usize> {
    listed.get(..at)?.iter().position(alike).map(|first| first + 1)
}

/// The help of an action (5.2) as the `help-<key>` message that says its rule.
pub fn action_key(a: Action) -> &'static str {
    match a {
        Action::Pass => "pass",
        Action::TakeResources(_) => "take-resources",
        Action::ClaimTurf(_) => "claim-turf",
        Action::OpenBusiness { .. } => "open-business",
        Action::StartContract(_) | Action::CompleteContract(_) => "contract",
        Action::DriveBy(_) | Action::AttackBusiness(_) => "attack",
        Action::MoveGangsters(_) => "move-gangsters",
        Action::FreeFromJail | Action::PickUpFromHospital => "jail-hospital",
    }
}
