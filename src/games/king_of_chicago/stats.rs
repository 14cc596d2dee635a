//! What each card did in one game, read from the game's log once it is over, and those games
//! summed up: the numbers of `simulate`'s balance report.
//!
//! A seat *held* a card in a game when the card came into its hands at any time: dealt at setup,
//! drawn (events and contracts), bought at auction, hired, stolen or handed over. Event cards
//! are usually played and discarded before the end, so "who has it at the end" would miss most
//! of them; "who held it" is the same question for every kind of card.

use super::content::Content;
use super::event::Event;
use super::state::Card;
use crate::engine::seat::Seat;
use std::collections::BTreeMap;

/// One card in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardGame {
    /// Times drawn from the deck (gangsters go to the auction row, resources onto the board).
    pub drawn: u32,
    /// Times bought at the gangster auction, and the money paid in all.
    pub bought: u32,
    pub paid: i64,
    /// Times played (event cards).
    pub played: u32,
    /// Times its ability was at work (`script::tally`).
    pub fired: u64,
    /// The seats that held it, one bit per seat index.
    pub held_by: u64,
}

impl CardGame {
    fn hold(&mut self, seat: Seat) {
        // Tables are far smaller than 64 seats; a larger one would only go uncounted.
        self.held_by |= 1u64.checked_shl(u32::from(seat.0)).unwrap_or(0);
    }
}

/// Every card that did something in one game.
pub type CardStats = BTreeMap<Card, CardGame>;

/// Reads a finished game's log, with the tally of its cards at work.
pub fn gather(log: &[Event], fired: &BTreeMap<Card, u64>) -> CardStats {
    let mut cards = CardStats::new();
    for e in log {
        match *e {
            Event::Dealt { seat, gangster, .. } => cards.entry(Card::Gangster(gangster.0)).or_default().hold(seat),
            Event::Drew { seat, card } => {
                let c = cards.entry(card).or_default();
                c.drawn += 1;
                if matches!(card, Card::Event(_) | Card::Contract(_)) {
                    c.hold(seat);
                }
            }
            Event::Bought { seat, gangster, price, .. } => {
                let c = cards.entry(Card::Gangster(gangster.0)).or_default();
                c.bought += 1;
                c.paid += price;
                c.hold(seat);
            }
            Event::Hired { seat, gangster } | Event::StoleGangster { to: seat, gangster, .. } => {
                cards.entry(Card::Gangster(gangster.0)).or_default().hold(seat);
            }
            Event::StoleCard { to, card, .. } => cards.entry(card).or_default().hold(to),
            Event::ContractHandedOver { to, contract, .. } => {
                cards.entry(Card::Contract(contract)).or_default().hold(to)
            }
            Event::EventPlayed { card, .. } => cards.entry(Card::Event(card)).or_default().played += 1,
            _ => {}
        }
    }
    for (&card, &n) in fired {
        cards.entry(card).or_default().fired += n;
    }
    cards
}

/// One card summed over many games: the report's counts.
pub type CardTotal = crate::report::summary::CardCounts;

/// Cards summed over many games. Sums of integers: the same whatever order games are added
/// in, so threads and shards give the same totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardTotals(pub BTreeMap<Card, CardTotal>);

impl CardTotals {
    /// Adds one game, won by `winner` (none in a draw).
    pub fn add(&mut self, game: &CardStats, winner: Option<Seat>) {
        for (&card, g) in game {
            let t = self.0.entry(card).or_default();
            t.drawn += u64::from(g.drawn);
            t.bought += u64::from(g.bought);
            t.paid += g.paid;
            t.played += u64::from(g.played);
            t.fired += g.fired;
            t.held += u64::from(g.held_by.count_ones());
            if winner.is_some_and(|w| g.held_by & 1u64.checked_shl(u32::from(w.0)).unwrap_or(0) != 0) {
                t.holder_wins += 1;
            }
        }
    }

    /// Adds another set of totals.
    pub fn merge(&mut self, other: &CardTotals) {
        for (&card, o) in &other.0 {
            self.0.entry(card).or_default().add(o);
        }
    }
}

/// Every card of the content, in table order, with its kind and id.
pub fn cards_of(content: &Content) -> Vec<(Card, &'static str, &str)> {
    let mut all = Vec::new();
    all.extend(content.gangsters.iter().enumerate().map(|(i, g)| (Card::Gangster(i as u8), "gangster", g.id.as_str())));
    all.extend(content.events.iter().enumerate().map(|(i, e)| (Card::Event(i as u8), "event", e.id.as_str())));
    all.extend(content.contracts.iter().enumerate().map(|(i, c)| (Card::Contract(i as u8), "contract", c.id.as_str())));
    all.extend(
        content.resource_cards.iter().enumerate().map(|(i, r)| (Card::Resource(i as u8), "resource", r.id.as_str())),
    );
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::king_of_chicago::defs::Res3;
    use crate::games::king_of_chicago::state::GangsterId;

    #[test]
    fn holders_buyers_and_players_are_read_from_the_log() {
        let log = vec![
            Event::Dealt { seat: Seat(0), business: super::super::state::BusinessId(0), gangster: GangsterId(3) },
            Event::Drew { seat: Seat(1), card: Card::Gangster(5) },
            Event::Bought { seat: Seat(2), gangster: GangsterId(5), price: 300, resources: Res3::default() },
            Event::Drew { seat: Seat(1), card: Card::Event(2) },
            Event::EventPlayed { seat: Seat(1), card: 2 },
            Event::StoleGangster { from: Seat(2), to: Seat(1), gangster: GangsterId(5) },
        ];
        let fired = BTreeMap::from([(Card::Gangster(3), 2)]);
        let game = gather(&log, &fired);
        assert_eq!(game[&Card::Gangster(3)], CardGame { fired: 2, held_by: 0b1, ..CardGame::default() });
        let bugs = game[&Card::Gangster(5)];
        assert_eq!((bugs.drawn, bugs.bought, bugs.paid, bugs.held_by), (1, 1, 300, 0b110));
        assert_eq!((game[&Card::Event(2)].played, game[&Card::Event(2)].held_by), (1, 0b10));

        let mut totals = CardTotals::default();
        totals.add(&game, Some(Seat(2)));
        totals.add(&game, None);
        let t = totals.0[&Card::Gangster(5)];
        assert_eq!((t.held, t.holder_wins, t.paid), (4, 1, 600));
        assert_eq!(totals.0[&Card::Gangster(3)].holder_wins, 0);
    }
}
