//! What must hold between any two steps of a game, checked in a checking mode (tests, long
//! simulations): every card in exactly one place, resources neither made nor lost but by the
//! rules' own sources and sinks, no negative money, power points as counted from scratch, no
//! car or business over its seats.

use super::content::Content;
use super::defs::Resource;
use super::points::power_of;
use super::rules::actions::{business_capacity, car_capacity};
use super::script::CardScripts;
use super::state::{Card, State, Where};

/// The first broken invariant, described.
pub fn check(content: &Content, scripts: &CardScripts, s: &State) -> Result<(), String> {
    let deck: Vec<Card> = s.deck.draw_pile().iter().chain(s.deck.discard_pile()).copied().collect();
    let count = |c: Card| deck.iter().filter(|&&x| x == c).count();
    for (i, g) in s.gangsters.iter().enumerate() {
        let in_deck = count(Card::Gangster(i as u8));
        let on_row = s.auction.iter().filter(|x| usize::from(x.0) == i).count();
        let (want_deck, want_row) = match g.at {
            Where::Deck => (1, 0),
            Where::Auction => (0, 1),
            _ => (0, 0),
        };
        if in_deck != want_deck || on_row != want_row {
            return Err(format!(
                "gangster {} is at {:?} but {in_deck} times in the deck and {on_row} on the auction row",
                content.gangsters[i].id, g.at
            ));
        }
        if g.owner.is_none() != matches!(g.at, Where::Deck | Where::Auction) && g.at != Where::Graveyard {
            return Err(format!("gangster {} at {:?} has owner {:?}", content.gangsters[i].id, g.at, g.owner));
        }
        if let Where::Business(b) = g.at
            && s.business(b).owner != g.owner
        {
            return Err(format!("gangster {} sits in a business of another player", content.gangsters[i].id));
        }
    }
    for e in 0..content.events.len() as u8 {
        let held = s.players.iter().map(|(_, p)| p.events.iter().filter(|&&x| x == e).count()).sum::<usize>();
        let playing = usize::from(s.playing.is_some_and(|(_, x)| x == e));
        let n = count(Card::Event(e)) + held + playing;
        if n != 1 {
            return Err(format!("event {} is in {n} places", content.events[usize::from(e)].id));
        }
    }
    for c in 0..content.contracts.len() as u8 {
        let held: usize = s
            .players
            .iter()
            .map(|(_, p)| {
                p.contracts.iter().filter(|h| h.card == c).count() + p.completed.iter().filter(|&&x| x == c).count()
            })
            .sum();
        let n = count(Card::Contract(c)) + held;
        if n != 1 {
            return Err(format!("contract {} is in {n} places", content.contracts[usize::from(c)].id));
        }
    }
    for r in 0..content.resource_cards.len() as u8 {
        if count(Card::Resource(r)) != 1 {
            return Err(format!(
                "resource card {} is not in the deck exactly once",
                content.resource_cards[usize::from(r)].id
            ));
        }
    }
    for kind in Resource::ALL {
        let total = s.supply.get(kind)
            + s.tokens.iter().map(|t| t.get(kind)).sum::<i64>()
            + s.players.iter().map(|(_, p)| p.resources.get(kind)).sum::<i64>();
        if total != content.rules.resource_tokens {
            return Err(format!("{} tokens add up to {total}, not {}", kind.key(), content.rules.resource_tokens));
        }
        if s.supply.get(kind) < 0 || s.players.iter().any(|(_, p)| p.resources.get(kind) < 0) {
            return Err(format!("a negative count of {}", kind.key()));
        }
    }
    for (seat, p) in s.players.iter() {
        if p.money < 0 {
            return Err(format!("seat {seat} has ${}", p.money));
        }
        if s.turf_count(seat) > content.rules.turf_markers {
            return Err(format!("seat {seat} has more turf markers on the board than it owns"));
        }
        if s.power_seen.get(seat.index()).is_some_and(|&seen| seen != power_of(content, s, seat)) {
            return Err(format!(
                "seat {seat}'s power points were logged as {:?} but count {}",
                s.power_seen.get(seat.index()),
                power_of(content, s, seat)
            ));
        }
        if s.in_car(seat).len() > car_capacity(content, s, scripts, seat) {
            return Err(format!("seat {seat}'s car holds {} gangsters", s.in_car(seat).len()));
        }
    }
    for (i, b) in s.businesses.iter().enumerate() {
        let id = super::state::BusinessId(i as u8);
        if s.in_business(id).len() > business_capacity(content, s, scripts, id) {
            return Err(format!("business {} holds {} gangsters", content.businesses[i].id, s.in_business(id).len()));
        }
        if b.owner.is_some() != b.square.is_some() {
            return Err(format!("business {} is owned but not on the board, or the reverse", content.businesses[i].id));
        }
        if let Some(sq) = b.square
            && s.businesses.iter().filter(|x| x.square == Some(sq)).count() > 1
        {
            return Err(format!("two businesses on lot {}", content.board.square(sq).id));
        }
    }
    Ok(())
}
