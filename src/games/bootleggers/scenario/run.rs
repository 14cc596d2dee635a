//! What a Bootleggers scenario runs: one phase, a turn from a phase to another, or the game.

use super::super::rules::{Match, authority, influence, production, recruiting, sales, shipping};
use super::super::state::Phase;
use super::file::{Id, RunDef};
use crate::engine::play::{Flow, Stop};
use crate::engine::scenario::{Spot, UNRUNNABLE, missing};

/// The phases of a turn in order (VUE D'ENSEMBLE), as `[run]` names them.
pub(super) const PHASES: [(&str, Phase); 6] = [
    ("authority", Phase::Authority),
    ("influence", Phase::Influence),
    ("production", Phase::Production),
    ("shipping", Phase::Shipping),
    ("sales", Phase::Sales),
    ("recruiting", Phase::Recruiting),
];

/// What `[run] what` may say.
pub(super) const RUNS: [&str; 3] = ["phase", "turn", "game"];

pub(super) fn phase_named(spot: Spot, name: &Id) -> Result<Phase, String> {
    let found = PHASES.iter().find(|(n, _)| n == name.get_ref()).map(|&(_, p)| p);
    spot.found(name, found.ok_or_else(|| missing("phase", name.get_ref(), PHASES.iter().map(|(n, _)| *n))))
}

pub(super) fn phase_name(p: Phase) -> &'static str {
    PHASES.iter().find(|(_, q)| *q == p).map_or("", |(n, _)| n)
}

/// The phases from `from` to `until` (the end of the turn); the winner when the game ends.
pub(super) fn rest_of_turn(m: &mut Match<'_>, from: Phase, until: Phase) -> Flow {
    let phases =
        [Phase::Authority, Phase::Influence, Phase::Production, Phase::Shipping, Phase::Sales, Phase::Recruiting];
    for p in phases.into_iter().filter(|&p| p >= from && p <= until) {
        one_phase(m, p)?;
    }
    Ok(())
}

pub(super) fn one_phase(m: &mut Match<'_>, p: Phase) -> Flow {
    match p {
        Phase::Authority => authority::phase(m),
        Phase::Influence => influence::phase(m),
        Phase::Production => production::phase(m),
        Phase::Shipping => shipping::phase(m),
        Phase::Sales => match sales::phase(m)? {
            Some(w) => Err(Stop::Won(w)),
            None => Ok(()),
        },
        Phase::Recruiting => recruiting::phase(m),
    }
}

/// What `[run]` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Run {
    Phase(Phase),
    /// A turn from the first phase to the second, both run.
    Turn(Phase, Phase),
    Game,
}

/// Reads `[run]`: one `phase`; a `turn` from `phase` (default: the authority phase) to `until`
/// (default: recruiting); or the `game`.
///
/// # Errors
/// A run that names nothing (E0501), or one that cannot be made (E0503): `until` before the
/// phase the turn runs from (a turn's run ends with its recruiting and never comes back to
/// it), `until` for a run that is no turn, a phase run without its `phase`.
pub(super) fn run_of(spot: Spot, r: &RunDef) -> Result<Run, String> {
    let from = r.phase.as_ref().map(|p| phase_named(spot, p)).transpose()?;
    let until = r.until.as_ref().map(|p| phase_named(spot, p)).transpose()?;
    let what = r.what.get_ref().as_str();
    if let Some(u) = &r.until
        && what != "turn"
    {
        return Err(spot.at(u, UNRUNNABLE, format!("`until` is for what = \"turn\", not \"{what}\"")));
    }
    match what {
        "phase" => from
            .map(Run::Phase)
            .ok_or_else(|| spot.at(&r.what, UNRUNNABLE, "what = \"phase\" needs `phase`, the phase to run".into())),
        "turn" => {
            let (from, last) = (from.unwrap_or(Phase::Authority), until.unwrap_or(Phase::Recruiting));
            if let Some(u) = &r.until
                && last < from
            {
                let order: Vec<&str> = PHASES.iter().map(|(n, _)| *n).collect();
                return Err(spot.helped(
                    u,
                    UNRUNNABLE,
                    format!(
                        "`until = \"{}\"` comes before the phase the turn runs from (`{}`): the run would never come to it",
                        u.get_ref(),
                        phase_name(from)
                    ),
                    format!(
                        "a turn runs {}, then ends; `until` names `{}` or a phase after it",
                        order.join(", "),
                        phase_name(from)
                    ),
                ));
            }
            Ok(Run::Turn(from, last))
        }
        "game" => Ok(Run::Game),
        _ => spot.found(&r.what, Err(missing("run", what, RUNS))),
    }
}
