//! A deal on crates in its questions after the number of crates (PHASE 4, 1: the price, then
//! the thug cards added to it): said with that number, where they read "Sell crates to Player
//! 3 (you have 5): for how much?" after 1 crate was chosen, and a person on a page, which
//! shows the question alone, no longer saw how many he was pricing.

use super::super::choice::{Choice, Deal};
use super::super::view::View;
use super::{Terminal, capitalized};
use crate::engine::game::Screen as _;
use crate::engine::locale::Arg;

/// The deal as its option words it, opening a question with a capital; a deal on crates with
/// the `crates` chosen for it ("Sell 1 crate to Player 3 (you have 5)").
pub fn deal(t: &Terminal<'_>, v: &View<'_>, deal: Deal, crates: Option<i64>) -> String {
    let counted = match (deal, crates) {
        (Deal::SellCrates { from, to, .. }, Some(k)) => {
            let deal = Deal::SellCrates { from, to, crates: u16::try_from(k).unwrap_or(u16::MAX) };
            super::super::help::proposal(&t.n, v, &deal).map(|mut args| {
                let kind = if from == v.seat { "sell-n" } else { "buy-n" };
                args.retain(|(key, _)| *key != "kind");
                args.push(("kind", Arg::Str(kind.into())));
                t.n.t("option-deal", &args)
            })
        }
        _ => None,
    };
    // A truck the seat gives up says the crates it leaves with no room, which its option no
    // longer says (the deal question says it once).
    let losing = super::worth::losing(&t.n, v, &deal);
    format!("{}{losing}", capitalized(&counted.unwrap_or_else(|| t.option(v, "deal", &Choice::Propose(deal)))))
}
