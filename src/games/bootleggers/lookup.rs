//! What `board <words>` shows a person at the table: every speakeasy of the game whose name
//! holds the words ("board mother"), with what it buys and pays (PHASE 5), the influence
//! markers on it and who is in control (PHASE 2), and its improvements. The speakeasies are
//! public: every seat is shown the same.

use super::content::SpeakeasyId;
use super::content::{Demand, Speakeasy};
use super::narrate::Narrator;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::lookup::names;
use std::fmt::Write as _;

/// The messages a look-up reads.
pub const MESSAGES: &[&str] =
    &["find-speakeasy", "find-speakeasy-influence", "find-speakeasy-improvements", "find-nobody"];

/// One speakeasy as it stands.
fn describe(n: &Narrator, v: &View<'_>, id: SpeakeasyId, printed: &Speakeasy) -> String {
    let st = v.board();
    let players = st.player_count();
    let sp = st.speakeasy(id);
    let dice = match printed.demand {
        Demand::Dice(d) => i64::from(d),
        Demand::Unlimited => 0,
    };
    let mut out = String::new();
    let head = [
        ("speakeasy", n.speakeasy(id)),
        ("open", Arg::Num(i64::from(st.is_open(n.content, id)))),
        ("dice", Arg::Num(dice)),
        ("wholesale", n.money(i64::from(printed.wholesale(players)))),
        ("margin", n.money(i64::from(printed.margin(players)))),
    ];
    let _ = writeln!(out, "{}", n.t("find-speakeasy", &head));
    if printed.influence {
        let markers: Vec<String> = sp
            .influence
            .iter()
            .filter(|(_, m)| **m > 0)
            .map(|(seat, m)| format!("{} {m}", String::from(n.seat(seat))))
            .collect();
        let nobody = || n.t("find-nobody", &[]);
        let args = [
            ("markers", Arg::Str(if markers.is_empty() { nobody() } else { markers.join(", ") })),
            ("controller", st.controller(n.content, id).map_or_else(|| Arg::Str(nobody()), |s| n.seat(s))),
            ("shaded", Arg::Num(i64::from(printed.circles_shaded))),
            ("circles", Arg::Num(i64::from(printed.circles()))),
        ];
        let _ = writeln!(out, "  {}", n.t("find-speakeasy-influence", &args));
    }
    if printed.improvement_slots > 0 {
        let args = [
            ("improvements", Arg::Num(i64::from(sp.improvements))),
            ("slots", Arg::Num(i64::from(printed.improvement_slots))),
            ("per_die", Arg::Num(i64::from(n.content.rules.improvement_per_die))),
        ];
        let _ = writeln!(out, "  {}", n.t("find-speakeasy-improvements", &args));
    }
    out
}

/// What `board <words>` shows; `None` when no speakeasy of the game has the words in its name.
pub fn find(n: &Narrator, v: &View<'_>, words: &str) -> Option<String> {
    let out: String = n
        .content
        .board
        .in_game(v.board().player_count())
        .filter(|&(id, _)| names(&String::from(n.speakeasy(id)), words))
        .map(|(id, printed)| describe(n, v, id, printed))
        .collect();
    (!out.is_empty()).then_some(out)
}
