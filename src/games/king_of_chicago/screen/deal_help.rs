//! Help on a deal's options (1.3): what the deal, as it would then stand, gives and costs each
//! side, read from the offer in the state; that it changes hands at once and for good; where a
//! gangster handed over goes (6.5).

use super::super::choice::Choice;
use super::super::state::Bundle;
use super::super::view::View;
use super::Screen;

/// `b` with one more of what `c` adds to a side of a deal, as the rules add it.
fn with(b: &Bundle, c: &Choice) -> Bundle {
    let mut b = b.clone();
    super::super::rules::deals::add(&mut b, *c);
    b
}

impl Screen<'_> {
    /// The help of option `c` of a deal's question (`deal_give`, `deal_ask`, `deal_accept`),
    /// or `None` for other questions and for the options whose help says something else
    /// (done, a card's text).
    pub(super) fn deal_help(&self, v: &View, prompt: &str, c: &Choice, option: &str) -> Option<String> {
        let d = v.offer()?;
        let (key, give, get, other) = match (prompt, c) {
            ("deal_accept", Choice::Yes) => ("help-deal-accept-yes", d.give.clone(), d.get.clone(), d.from),
            ("deal_accept", Choice::No) => ("help-deal-accept-no", d.give.clone(), d.get.clone(), d.from),
            ("deal_give" | "deal_ask", Choice::Done) => return None,
            ("deal_give", _) => ("help-deal-add", with(&d.give, c), d.get.clone(), d.to),
            ("deal_ask", _) => ("help-deal-add", d.give.clone(), with(&d.get, c), d.to),
            _ => return None,
        };
        let args = [
            ("option", option.to_string().into()),
            ("seat", self.n.seat(other)),
            ("give", self.n.bundle(&give).into()),
            ("get", self.n.bundle(&get).into()),
        ];
        let mut text = self.t(key, &args);
        if key != "help-deal-accept-no" && !(give.gangsters.is_empty() && get.gangsters.is_empty()) {
            text.push(' ');
            text.push_str(&self.t("help-deal-gangster", &[]));
        }
        Some(text)
    }
}
