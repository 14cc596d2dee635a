//! What one influence marker placed from the back room changes at a speakeasy (PHASE 2), said on
//! its option: whether it opens the speakeasy ("ce Bar Clandestin ouvre au public"), and who
//! then controls it or has the majority (Contrôle de l'influence: as many markers as all the
//! others together, a tie of two going to the higher authority card; the majority, more than
//! any other), control taken from whom and by how much. Web review 23, finding 2: one marker
//! took control from a rival, 6 against 7, and decided the game, where the option said only
//! "room for 3; Player 2: 3, Player 3: 6...".

use super::super::content::SpeakeasyId;
use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The words after the speakeasy's option (`option-marker-does`), where the speakeasy has
/// influence this turn and no card fixed its control (Big Payoff): none otherwise.
pub fn marker_does(n: &Narrator<'_>, v: &View<'_>, s: SpeakeasyId) -> Option<String> {
    let st = v.board();
    if !st.has_influence(n.content, s) || st.speakeasy(s).effects.control.is_some() {
        return None;
    }
    let me = v.seat;
    let before = st.speakeasy(s).influence.0.clone();
    let mut after = before.clone();
    *after.get_mut(me.index())? += 1;
    let total: u32 = after.iter().map(|&m| u32::from(m)).sum();
    let has = |seat: Seat| after.get(seat.index()).map_or(0, |&m| u32::from(m));
    let (was, _) = st.leaders(n.content, s, &before);
    let (control, majority) = st.leaders(n.content, s, &after);
    let lost = was.filter(|&w| w != me && control != Some(w));
    let then = match (control, majority) {
        (Some(c), _) if c == me && was == Some(me) => "keep",
        (Some(c), _) if c == me && lost.is_some() => "take",
        (Some(c), _) if c == me => "control",
        (Some(_), _) => "other",
        (None, Some(m)) if m == me => "majority",
        (None, Some(_)) => "lead",
        (None, None) => "none",
    };
    let leader = control.or(majority).unwrap_or(me);
    let loser = lost.unwrap_or(me);
    let opens = !st.is_open_with(n.content, s, total - 1) && st.is_open_with(n.content, s, total);
    let count = |k: u32| Arg::Num(i64::from(k));
    let args = [
        ("then", Arg::Str(then.into())),
        ("opens", Arg::Num(i64::from(opens))),
        ("mine", count(has(me))),
        ("rest", count(total - has(me))),
        ("leader", n.seat(leader)),
        ("lead", count(has(leader))),
        ("lead_rest", count(total - has(leader))),
        ("lost", Arg::Num(i64::from(lost.is_some()))),
        ("loser", n.seat(loser)),
        ("lost_n", count(has(loser))),
        ("lost_rest", count(total - has(loser))),
    ];
    // Control on a tie of markers: the higher authority card took it, and by how much.
    let tie = st.control_tie(n.content, s, &after);
    Some(format!("{}{}", n.t("option-marker-does", &args), n.tie(tie.as_ref(), Some(me))))
}
