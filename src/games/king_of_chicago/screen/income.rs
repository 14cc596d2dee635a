//! What a turf pays the seat every trade round (6.1), counting the cards in play that change
//! it (8.2, Mr. Needle: "all your turf pays double"), read from the card's params as its script
//! reads them. With Mr. Needle placed, the turf options still said "it pays $50 every trade
//! round".

use super::super::state::Where;
use super::super::view::View;
use super::Screen;
use crate::engine::locale::Arg;

impl Screen<'_> {
    /// A turf's income for the seat, each of its gangsters at work (in the car or a business,
    /// where his script acts) with a `turf_multiplier` multiplying it.
    pub(super) fn turf_income(&self, v: &View) -> Arg {
        let mut income = v.content.rules.turf_income;
        for (g, at) in v.my_gangsters() {
            let card = &v.content.gangsters[usize::from(g.0)];
            if matches!(at, Where::Car | Where::Business(_))
                && let Some(factor) = card.params.get("turf_multiplier").and_then(|x| x.as_integer())
            {
                income *= factor;
            }
        }
        self.n.money(income)
    }
}

#[cfg(test)]
#[path = "income_tests.rs"]
mod tests;
