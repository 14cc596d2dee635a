//! The rat (rulebook 8.1): "you leak information about one of your opponents warehouses", and
//! the police take half of his resources (RULINGS.md: rounded down, picked at random). Its
//! script asks whom only when two rivals or more would lose something; with one, it picks him
//! itself, so the card's option names him and how many he would lose. What he holds stays
//! hidden in his folder (3.2): the news tells what the police took.

use super::super::view::View;
use super::Screen;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// The share of a warehouse The rat's police take (its `percent`), 50 unless a mod says.
    fn rat_percent(v: &View, e: u8) -> i64 {
        v.content.events[usize::from(e)].params.get("percent").and_then(|p| p.as_integer()).unwrap_or(50)
    }

    /// What `seat` would lose to The rat (`e`), as its script counts it.
    fn rat_loss(v: &View, e: u8, seat: Seat) -> i64 {
        v.warehouse_betrayed(seat).total() * Self::rat_percent(v, e) / 100
    }

    fn rat_card(v: &View) -> Option<u8> {
        v.content.events.iter().position(|c| c.id == "the_rat").and_then(|e| u8::try_from(e).ok())
    }

    /// The rat's option when only one rival would lose anything: the script asks no question
    /// then, so the option says whom it hits and how many he loses.
    pub(super) fn rat_option(&self, v: &View, e: u8) -> Option<String> {
        if v.content.events[usize::from(e)].id != "the_rat" {
            return None;
        }
        let victims: Vec<Seat> =
            (0..v.seats()).map(|i| Seat(i as u8)).filter(|&s| s != v.seat() && Self::rat_loss(v, e, s) > 0).collect();
        let [seat] = victims[..] else { return None };
        let percent = Self::rat_percent(v, e).max(1);
        let args = [
            ("seat", self.n.seat(seat)),
            ("n", Self::rat_loss(v, e, seat).into()),
            ("min", ((100 + percent - 1) / percent).into()),
        ];
        Some(self.t("card-the_rat-one", &args))
    }

    /// A rival offered at The rat's question, after his name and power points (`who`): how many
    /// he would lose.
    pub(super) fn rat_victim(&self, v: &View, who: String, seat: Seat) -> String {
        let Some(e) = Self::rat_card(v) else { return who };
        let args = [("who", who.into()), ("n", Self::rat_loss(v, e, seat).into())];
        self.t("choice-rat-victim", &args)
    }
}
