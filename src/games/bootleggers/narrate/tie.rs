//! Ties said with what breaks them: control of a speakeasy held by two bootleggers with as many
//! markers each (Contrôle de l'influence: "Si deux Truands sont ex-aequo, le Truand avec la
//! carte d'Autorité la plus élevée l'emporte"), and authorities as the language writes them.

use super::super::state::Tie;
use super::{Narrator, num};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

impl Narrator<'_> {
    /// " (a tie; Player 2 holds the higher authority card, 13 against 9)" after a control
    /// decided by a tie, as `viewer` reads it; nothing without a tie.
    pub fn tie(&self, tie: Option<&Tie>, viewer: Option<Seat>) -> String {
        let Some(tie) = tie else { return String::new() };
        let args = [
            ("seat", self.seat(tie.won)),
            ("you", num(i64::from(viewer == Some(tie.won)))),
            ("high", self.tenths(tie.high)),
            ("low", self.tenths(tie.low)),
        ];
        self.t("control-tie", &args)
    }

    /// An authority in tenths as the language writes it: "34", or "39.5" ("39,5").
    pub fn tenths(&self, t: u32) -> Arg {
        if t.is_multiple_of(10) {
            return num(t / 10);
        }
        Arg::Str(self.t("authority-tenths", &[("whole", num(t / 10)), ("tenth", num(t % 10))]))
    }

    /// Names or numbers in a row, the last two joined by the language's "and": "Player 1,
    /// Player 2 and Player 3"; one alone as it is.
    pub fn joined(&self, mut items: Vec<String>) -> String {
        if items.len() < 2 {
            return items.pop().unwrap_or_default();
        }
        let last = items.pop().unwrap_or_default();
        self.t("find-seats-and", &[("first", items.join(", ").into()), ("last", last.into())])
    }
}
