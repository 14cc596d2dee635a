//! When the game ends, in the status from the turn after the first scores announced (FIN DU
//! JEU ET VICTOIRE: after the sales of the last turn, or of a turn in which a bootlegger has
//! $100G or more), with the scores announced last and when they are next (PHASE 6, 2: money
//! is public only then). A newcomer learnt that the game was over only when it was.

use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;

/// The status's lines on the game's end and the scores, from the turn the turn's start says it
/// on (`Rules::end_told_from`, or the last turn); `None` before.
pub fn said(n: &Narrator<'_>, v: &View<'_>) -> Option<String> {
    let rules = &n.content.rules;
    let turn = v.board().turn;
    let last = rules.game_turns();
    if turn < rules.end_told_from() && turn < last {
        return None;
    }
    let stage = if turn >= last { "last" } else { "on" };
    let mut out = n.t(
        "play-end",
        &[
            ("stage", stage.into()),
            ("turns", Arg::Num(i64::from(last))),
            ("end_money", n.money(i64::from(rules.end_money))),
        ],
    );
    if let Some((at, money)) = v.scores_announced() {
        let next = rules.scores_next(turn.max(at.saturating_add(1))).map_or(0, i64::from);
        let args = [("turn", Arg::Num(i64::from(at))), ("list", n.scores(money)), ("next", Arg::Num(next))];
        out.push(' ');
        out.push_str(&n.t("play-scores", &args));
    }
    Some(out)
}
