//! Open ascending auctions (rulebook 6.3, 6.4; RULINGS.md "Auctions").

use super::play::Match;
use crate::engine::options::Options;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::hooks;
use rhai::Dynamic;

/// How many bid steps beyond his cash a bidder's discounts may carry him (Johnny Favorite's
/// $200 is twenty steps of $10): a mod's discount growing with the bid stops here rather
/// than raising for ever.
const MAX_STEPS_DISCOUNTED: u32 = 10_000;

impl Match<'_> {
    /// Runs one lot: in turn order from the first player, each bidder still in raises (at
    /// least the minimum for the first bid, a step more after) or passes and is out of the
    /// lot; the last bidder wins. Nobody may bid more cash than he has; for the police (`bribe`)
    /// what he would pay counts, after what his gangsters take off it (Johnny Favorite).
    /// Returns the winner and the price, or `None` when nobody bid.
    pub fn auction(&mut self, prompt: &'static str, eligible: &[Seat], bribe: bool) -> Flow<Option<(Seat, i64)>> {
        let rules = &self.content.rules;
        let (min_bid, step) = (rules.min_bid, rules.bid_step);
        let mut active: Vec<Seat> = self.order().into_iter().filter(|s| eligible.contains(s)).collect();
        let mut high: Option<(Seat, i64)> = None;
        loop {
            let mut anyone_asked = false;
            for seat in active.clone() {
                if !active.contains(&seat) || high.is_some_and(|(h, _)| h == seat) {
                    continue;
                }
                if active.len() == 1 && high.is_some() {
                    break;
                }
                let least = high.map_or(min_bid, |(_, p)| p.saturating_add(step));
                let cash = self.state.players[seat].money;
                // Only the cards that take something off a bribe are asked, and only for amounts
                // beyond his cash: a discount is never negative, so what he has always covers a
                // bid up to it.
                let discounting = if bribe {
                    self.answering(hooks::Hook::BribeDiscount, &super::actions::owned_cards(&self.state, seat))
                } else {
                    Vec::new()
                };
                let affordable = |x: i64| {
                    x <= cash
                        || (!discounting.is_empty()
                            && x - self
                                .query_sum(hooks::Hook::BribeDiscount, &discounting, &Dynamic::from(x))
                                .clamp(0, x)
                                <= cash)
                };
                if !affordable(least) {
                    // Said to him: he is never asked (6.4).
                    if bribe && !affordable(min_bid) {
                        self.emit(Event::CannotBribe { seat, least: min_bid });
                    }
                    active.retain(|&s| s != seat);
                    continue;
                }
                anyone_asked = true;
                // Every step up to his cash, then on while a discount still covers the bid:
                // the same amounts a list built step by step had, asked as one range.
                let mut top = if least <= cash { least + (cash - least) / step * step } else { least - step };
                for _ in 0..MAX_STEPS_DISCOUNTED {
                    match top.checked_add(step) {
                        Some(next) if affordable(next) => top = next,
                        _ => break,
                    }
                }
                let options = Options::new(vec![Choice::Amount(0)], Choice::amounts(least, top, step));
                match self.ask(seat, prompt, options)? {
                    Choice::Amount(x) if x > 0 => {
                        high = Some((seat, x));
                        self.emit(Event::Bid { seat, amount: x });
                    }
                    _ => {
                        active.retain(|&s| s != seat);
                        self.emit(Event::Passed { seat });
                    }
                }
            }
            let others_in = active.iter().any(|&s| high.is_none_or(|(h, _)| h != s));
            if !anyone_asked || !others_in {
                return Ok(high);
            }
        }
    }
}
