//! An auction's words (6.3, 6.4): the question on a gangster on the block or the police bribe,
//! the help on a bid, and the resources a gangster costs beside the bid.

use super::super::choice::Choice;
use super::super::state::{GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};
use crate::engine::locale::Arg;

impl Screen<'_> {
    /// An auction's question (6.3, 6.4): the gangster on the block, what his card says and
    /// the resources he costs beside the bid; then the bid to beat, or that nobody has bid.
    pub(super) fn bid_question(&self, v: &View, prompt: &str) -> String {
        let mut out = match v.lot() {
            Some(g) if prompt == "bid_gangster" => {
                let mut q = self.t(
                    "prompt-bid_gangster-named",
                    &[("gangster", self.n.gangster(g)), ("text", self.n.gangster_text(g).into())],
                );
                if let Some(cost) = self.resource_cost(v, g) {
                    q.push(' ');
                    q.push_str(&self.t("bid-resource-cost", &[("cost", cost.into())]));
                }
                q.push(' ');
                q.push_str(&self.bid_worth(v));
                q
            }
            // 6.4, 5.3: what the bribe buys, who pays and what passing does.
            _ if prompt == "bid_police" => {
                let mut q = self.t("prompt-bid_police-prize", &self.police_terms());
                for line in self.bribe_discounts(v) {
                    q.push(' ');
                    q.push_str(&line);
                }
                q
            }
            _ => self.t(&format!("prompt-{prompt}"), &[]),
        };
        let high = match v.high_bid() {
            Some((seat, amount)) => {
                self.t("bid-high", &[("seat", self.n.seat(seat)), ("amount", self.n.money(amount))])
            }
            None => self.t("bid-none-yet", &[]),
        };
        out.push(' ');
        out.push_str(&high);
        out
    }

    /// What the police bribe buys (6.4, 5.3), as the content has it: the action rounds the
    /// police car is driven and the police actions taken in them.
    pub fn police_terms(&self) -> [(&'static str, Arg); 2] {
        let r = &self.n.content.rules;
        [("rounds", i64::from(r.action_rounds).into()), ("actions", i64::from(r.police_actions).into())]
    }

    /// What each of the seat's gangsters whose card takes dollars off a bribe (Johnny Favorite,
    /// its `bribe_discount`) does to this one: his script counts him only in the car or a
    /// business, so one bought at this trade round's auction, placed after the bribe (6.5), or
    /// one in jail or the hospital, takes nothing off it, and the question says so.
    fn bribe_discounts(&self, v: &View) -> Vec<String> {
        v.my_gangsters()
            .into_iter()
            .filter(|&(_, at)| at != Where::Graveyard)
            .filter_map(|(g, at)| {
                let discount = v.gangster_card(g).params.get("bribe_discount")?.as_integer()?;
                let args = [("gangster", self.n.gangster(g)), ("discount", self.n.money(discount))];
                Some(match at {
                    Where::Car | Where::Business(_) => self.t("bribe-discount", &args),
                    _ => {
                        let [a, b] = args;
                        self.t("bribe-discount-not", &[a, b, ("at", at.word().into())])
                    }
                })
            })
            .collect()
    }

    /// Help on a bid for gangster `g` (6.3): the option, the gangster's card, what winning
    /// him costs and how the auction goes.
    pub(super) fn bid_help(&self, v: &View, prompt: &str, c: &Choice, g: GangsterId) -> String {
        let cost = self.resource_cost(v, g).map_or_else(
            || self.t("bid-help-no-cost", &[]),
            |cost| self.t("bid-resource-cost", &[("cost", cost.into())]),
        );
        let args = [
            ("option", self.option(v, prompt, c).into()),
            ("gangster", self.n.gangster(g)),
            ("text", self.n.gangster_text(g).into()),
            ("cost", cost.into()),
        ];
        let mut text = self.t("help-prompt-bid_gangster", &args);
        for more in self.gangster_does(g).into_iter().chain([self.bid_worth(v)]) {
            text.push(' ');
            text.push_str(&more);
        }
        // The card's words in plain ones ("Driveby", "game sequence").
        for term in super::super::lookup::terms_in(self.n, &self.n.gangster_text(g)) {
            text.push('\n');
            text.push_str(&term);
        }
        text
    }

    /// After a card's text that prints a resource cost, for a gangster already the seat's:
    /// the cost is paid at the auction only (6.3), nothing to pay now (one stolen never paid it).
    pub(super) fn cost_behind(&self, v: &View, g: GangsterId) -> String {
        let mine = v.my_gangsters().iter().any(|&(x, _)| x == g);
        if mine && self.resource_cost(v, g).is_some() {
            format!(" {}", self.t("gangster-cost-behind", &[]))
        } else {
            String::new()
        }
    }

    /// The resources a gangster costs beside the winning bid (6.3), if any.
    pub(super) fn resource_cost(&self, v: &View, g: GangsterId) -> Option<String> {
        let cost = v.gangster_card(g).cost;
        (cost.total() > 0).then(|| s(self.n.res(&cost)))
    }
}
