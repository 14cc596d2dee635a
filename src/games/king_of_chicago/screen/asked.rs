//! The options a question lists, as the asking seat's view tells them, so that help given
//! under every option says a rule once: under the first option it belongs to.

use super::super::choice::{Action, Choice};
use super::super::event::Why;
use super::super::state::Where;
use super::super::view::View;

/// The options of question `prompt` in the order they are listed, where the view tells them:
/// the drive (5.1), the police car's (5.3) and an action (5.2).
/// `None` for any other question, or outside it (no movement die rolled yet).
fn asked(v: &View, prompt: &str) -> Option<Vec<Choice>> {
    let board = &v.content.board;
    Some(match prompt {
        "move" => {
            let die = i64::from(v.last_roll(Why::Movement)?);
            // Only the best driver counts (8.2, Jack Rabbit), as the move counts him.
            let bonus = v
                .my_gangsters()
                .into_iter()
                .filter(|&(_, at)| at == Where::Car)
                .map(|(g, _)| v.gangster_card(g).drive)
                .max()
                .unwrap_or(0)
                .max(0);
            board.reachable(v.car_at(v.seat()), die + bonus).into_iter().map(Choice::Street).collect()
        }
        "move_police" => {
            let die = i64::from(v.last_roll(Why::PoliceMovement)?);
            let allowed = die + v.content.rules.police_bonus;
            board.reachable(v.police_at(), allowed).into_iter().map(Choice::Street).collect()
        }
        "action" => v.actions_at(v.car_at(v.seat())).into_iter().map(Choice::Action).collect(),
        _ => return None,
    })
}

/// Where option `c` of question `prompt` is not the first one that `alike` holds: the number
/// (from 1, as listed) of that first one, whose help says the rule they share. `None` when
/// `c` is the first, or the question's options cannot be told (the rule is then said whole).
pub fn said_before(v: &View, prompt: &str, c: &Choice, alike: impl Fn(&Choice) -> bool) -> Option<usize> {
    let listed = asked(v, prompt)?;
    let at = listed.iter().position(|o| o == c)?;
    listed[..at].iter().position(alike).map(|first| first + 1)
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
