//! What the rules hide (rulebook 3.2 and 5.2.6): the cards in a private folder and the
//! gangsters lying face down under a car or business marker. An event that would show such a
//! card to another seat is told to that seat without it.

use super::KingOfChicago;
use super::content::Content;
use super::event::Event;
use super::state::{Card, GangsterId, GangsterState, State, Target, Where};
use crate::engine::log::Logged;
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;

type LogEntry = crate::engine::game::LogEntry<KingOfChicago>;

/// Places where a gangster lies face up for everyone: the auction row, jail, the hospital and
/// the graveyard.
pub fn public(w: Where) -> bool {
    matches!(w, Where::Auction | Where::Jail | Where::Hospital | Where::Graveyard)
}

/// Whether `e` shows `viewer` something the rules hide from it: another seat's face-down
/// gangster, a card drawn into another seat's folder, a card taken between two other seats, a
/// look at face-down gangsters by someone else. Such events are told to `viewer` without the
/// card (see `Narrator::line_for`).
pub fn hidden_from(e: &Event, viewer: Seat) -> bool {
    match *e {
        // Hiring from the auction row and hiding out of a fight happen face up.
        Event::Dealt { seat, .. } => seat != viewer,
        // 6.2: a gangster card goes to the auction row and a resource card onto the board,
        // both face up; an event card or a contract goes into the drawer's private folder.
        Event::Drew { seat, card, .. } => seat != viewer && matches!(card, Card::Event(_) | Card::Contract(_)),
        Event::GangsterMoved { seat, from, to, .. } => seat != viewer && !public(from) && !public(to),
        Event::StoleGangster { from, to, .. } | Event::StoleCard { from, to, .. } => viewer != from && viewer != to,
        Event::Peeked { seat, .. } => seat != viewer,
        // The driver lies face down in the car (3.2): the others see how far it may drive, not
        // who gives the bonus.
        Event::Moved { seat, driver: Some(_), .. } => seat != viewer,
        // The resources a seat lacks lie in its private folder (3.2).
        Event::CannotBid { seat, .. } | Event::CannotBribe { seat, .. } => seat != viewer,
        // What two seats trade is between them.
        Event::DealMade { from, to, .. } | Event::DealRefused { from, to, .. } => viewer != from && viewer != to,
        // A gangster's doing names him to the seat it is about only: he may lie face down.
        Event::TurfClaimed { seat, ref by, .. } if !by.is_empty() => seat != viewer,
        Event::MoneyChanged { seat, card: Card::Gangster(_), .. }
        | Event::Produced { seat, card: Some(Card::Gangster(_)), .. }
        | Event::Stole { to: seat, card: Card::Gangster(_), .. } => seat != viewer,
        // A failing script's card may lie face down; its file names it.
        _ => false,
    }
}

/// Where `viewer` last saw each gangster, and whose he was, from the news as told to it: a
/// gangster bought or hired at the auction (6.3), moved to or from a public place (jail, the
/// hospital), named in a fight (5.2.5: both sides turn face up), jailed, wounded or killed, or
/// looked at (The Reporter) is known there until a move it cannot follow may have taken him
/// away: another seat's gangster leaving that place face down (3.2, 6.5), a gangster taken from
/// that seat, or a deal between two other seats. `None`: not known. Indexed by gangster.
pub fn last_seen(log: &[LogEntry], viewer: Seat, gangsters: usize) -> Vec<Option<(Seat, Where)>> {
    let mut seen: Vec<Option<(Seat, Where)>> = vec![None; gangsters];
    let put = |seen: &mut Vec<Option<(Seat, Where)>>, g: GangsterId, at: Option<(Seat, Where)>| {
        if let Some(slot) = seen.get_mut(usize::from(g.0)) {
            *slot = at;
        }
    };
    // Every gangster of `seat` known in a place for which `gone` holds is known no longer.
    let forget = |seen: &mut Vec<Option<(Seat, Where)>>, seat: Seat, gone: &dyn Fn(Where) -> bool| {
        for slot in seen.iter_mut() {
            if matches!(*slot, Some((s, w)) if s == seat && gone(w)) {
                *slot = None;
            }
        }
    };
    for entry in log {
        let Logged::Game(e) = entry else { continue };
        if hidden_from(e, viewer) {
            match *e {
                Event::GangsterMoved { seat, from, .. } => forget(&mut seen, seat, &|w| w == from),
                Event::StoleGangster { from, .. } => forget(&mut seen, from, &|w| !public(w)),
                Event::DealMade { from, to, .. } => {
                    forget(&mut seen, from, &|w| !public(w));
                    forget(&mut seen, to, &|w| !public(w));
                }
                _ => {}
            }
            continue;
        }
        match e {
            Event::GangsterMoved { seat, gangster, to, .. } => put(&mut seen, *gangster, Some((*seat, *to))),
            Event::Dealt { seat, business, gangster } => {
                put(&mut seen, *gangster, Some((*seat, Where::Business(*business))))
            }
            Event::Bought { seat, gangster, .. }
            | Event::Hired { seat, gangster }
            | Event::StoleGangster { to: seat, gangster, .. } => {
                put(&mut seen, *gangster, Some((*seat, Where::Reserve)))
            }
            Event::Lot { gangster } | Event::Unsold { gangster } => put(&mut seen, *gangster, None),
            Event::ShootoutStarted { attacker, defender, target, attackers, defenders, .. } => {
                for &g in attackers {
                    put(&mut seen, g, Some((*attacker, Where::Car)));
                }
                for &g in defenders {
                    put(&mut seen, g, Some((*defender, place_of(*target))));
                }
            }
            Event::Casualty { seat, gangster, to, .. } => put(&mut seen, *gangster, Some((*seat, *to))),
            Event::Jailed { seat, gangster } => put(&mut seen, *gangster, Some((*seat, Where::Jail))),
            Event::Hid { seat, gangster } => put(&mut seen, *gangster, Some((*seat, Where::Hiding))),
            Event::Spared { gangster, to } => {
                let owner = seen.get(usize::from(gangster.0)).copied().flatten().map(|(s, _)| s);
                put(&mut seen, *gangster, owner.map(|s| (s, *to)));
            }
            // A look into a business is kept in `State::peeks` until the placement.
            Event::Peeked { target: Target::Car(seat), gangsters, .. } => {
                for &g in gangsters {
                    put(&mut seen, g, Some((*seat, Where::Car)));
                }
            }
            Event::DealMade { from, to, give, get } => {
                for &g in &give.gangsters {
                    put(&mut seen, g, Some((*to, Where::Reserve)));
                }
                for &g in &get.gangsters {
                    put(&mut seen, g, Some((*from, Where::Reserve)));
                }
            }
            _ => {}
        }
    }
    seen
}

/// Whose each gangster is, as `viewer` knows it from the news: bought or hired at the auction,
/// dealt, named in a fight, wounded, killed or jailed, looked at. Unlike [`last_seen`] a move
/// face down keeps him known as his owner's (the table sees under whose marker he goes, 6.5);
/// a gangster taken from a seat unseen, or a deal between two other seats, forgets what was
/// known of that seat's. `None`: not known. Indexed by gangster.
pub fn known_owners(log: &[LogEntry], viewer: Seat, gangsters: usize) -> Vec<Option<Seat>> {
    let mut known: Vec<Option<Seat>> = vec![None; gangsters];
    let set = |known: &mut Vec<Option<Seat>>, g: GangsterId, seat: Option<Seat>| {
        if let Some(slot) = known.get_mut(usize::from(g.0)) {
            *slot = seat;
        }
    };
    let forget = |known: &mut Vec<Option<Seat>>, seat: Seat| {
        known.iter_mut().filter(|k| **k == Some(seat)).for_each(|k| *k = None);
    };
    for entry in log {
        let Logged::Game(e) = entry else { continue };
        if hidden_from(e, viewer) {
            match *e {
                Event::StoleGangster { from, .. } => forget(&mut known, from),
                Event::DealMade { from, to, .. } => {
                    forget(&mut known, from);
                    forget(&mut known, to);
                }
                _ => {}
            }
            continue;
        }
        match e {
            Event::GangsterMoved { seat, gangster, .. }
            | Event::Dealt { seat, gangster, .. }
            | Event::Bought { seat, gangster, .. }
            | Event::Hired { seat, gangster }
            | Event::StoleGangster { to: seat, gangster, .. }
            | Event::Casualty { seat, gangster, .. }
            | Event::Jailed { seat, gangster }
            | Event::Hid { seat, gangster } => set(&mut known, *gangster, Some(*seat)),
            Event::Lot { gangster } | Event::Unsold { gangster } => set(&mut known, *gangster, None),
            Event::ShootoutStarted { attacker, defender, attackers, defenders, .. } => {
                attackers.iter().for_each(|&g| set(&mut known, g, Some(*attacker)));
                defenders.iter().for_each(|&g| set(&mut known, g, Some(*defender)));
            }
            Event::Peeked { target: Target::Car(seat), gangsters, .. } => {
                gangsters.iter().for_each(|&g| set(&mut known, g, Some(*seat)));
            }
            Event::DealMade { from, to, give, get } => {
                give.gangsters.iter().for_each(|&g| set(&mut known, g, Some(*to)));
                get.gangsters.iter().for_each(|&g| set(&mut known, g, Some(*from)));
            }
            _ => {}
        }
    }
    known
}

/// Where the gangsters defending `target` lie: its owner's car, or the business.
pub fn place_of(target: Target) -> Where {
    match target {
        Target::Car(_) => Where::Car,
        Target::Business(b) => Where::Business(b),
    }
}

/// Another position `viewer` cannot tell from `state`: the dice and cards to come, the other
/// seats' money and event cards, and who the gangsters lying face down in the other seats'
/// folders, cars and businesses are (rulebook 3.2), drawn again.
///
/// A face-down gangster may be any the viewer cannot see: another seat's face-down gangsters
/// and those in the draw pile change places. Every seat keeps as many gangsters in each place
/// as it had; a gangster in a fight (face up, 5.2.5), one the viewer looked at (The Reporter),
/// one named in a deal on the table or whose once-a-round ability is spent keeps its place.
/// What the viewer saw face up earlier (a gangster hired at the auction) is forgotten: the
/// position drawn is one the viewer cannot rule out from what it sees now, which is what a
/// search needs to keep from reading what is hidden.
pub fn determinize(state: &State, viewer: Seat, rng: &mut Rng) -> State {
    determinize_seeing(state, viewer, &[], rng)
}

/// [`determinize`] for the position a turn began from, keeping what `viewer` has seen drawn
/// since (`since`, the turn's events so far; rulebook 6.2): a gangster drawn goes face up to
/// the auction row and a resource card is laid out on the board, for all to see, and the viewer
/// sees its own event and contract cards; of another seat's event or contract card it sees only
/// that it was one. The cards drawn since lie on top of the pile drawn again, in the order they
/// were drawn, the unseen ones drawn again among the event and contract cards of the pile. Cards
/// drawn once the pile ran out come from the discard pile reshuffled, which lay face up and
/// needs nothing. Another seat that bid, or was asked to, holds at least the least bid then
/// allowed (6.3, 6.4). A turn the position drawn cannot give (a card seen drawn that is not in
/// its pile) is left to go another way.
pub fn determinize_turn(content: &Content, state: &State, since: &[LogEntry], viewer: Seat, rng: &mut Rng) -> State {
    let mut drawn: Vec<Option<Card>> = Vec::new();
    let mut reshuffled = false;
    // The least each other seat has been seen to hold: who bids, or is asked to, has at least
    // the least bid then allowed (6.3, 6.4).
    let mut had = vec![0i64; state.seats()];
    let mut high: Option<i64> = None;
    let (min_bid, step) = (content.rules.min_bid, content.rules.bid_step);
    for entry in since {
        match entry {
            Logged::Chose(c) if c.prompt.starts_with("bid_") => {
                if let Some(h) = had.get_mut(c.seat.index()) {
                    *h = (*h).max(high.map_or(min_bid, |b| b.saturating_add(step)));
                }
            }
            Logged::Game(Event::Bid { amount, .. }) => high = Some(*amount),
            // A pass leaves the lot's high bid standing for the next bidder.
            Logged::Game(Event::Passed { .. }) => {}
            Logged::Game(e) => {
                high = None;
                match *e {
                    Event::Reshuffled { .. } => reshuffled = true,
                    Event::Drew { .. } if reshuffled => {}
                    Event::Drew { seat, card, .. } => drawn.push(match card {
                        Card::Gangster(_) | Card::Resource(_) => Some(card),
                        _ if seat == viewer => Some(card),
                        _ => None,
                    }),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    let seen: Vec<GangsterId> = drawn
        .iter()
        .flatten()
        .filter_map(|c| match *c {
            Card::Gangster(g) => Some(GangsterId(g)),
            _ => None,
        })
        .collect();
    let mut s = determinize_seeing(state, viewer, &seen, rng);
    for (i, &b) in had.iter().enumerate().filter(|&(i, _)| i != viewer.index()) {
        let p = &mut s.players[Seat(i as u8)];
        p.money = p.money.max(b);
    }
    if drawn.is_empty() {
        return s;
    }
    let mut pile = s.deck.draw_pile().to_vec();
    // The cards seen first, so that an unseen one is not drawn among them.
    for card in drawn.iter().flatten() {
        let Some(at) = pile.iter().position(|c| c == card) else { return s };
        pile.remove(at);
    }
    let mut top = Vec::with_capacity(drawn.len());
    for d in drawn {
        let card = match d {
            Some(card) => card,
            None => {
                let unseen: Vec<usize> =
                    (0..pile.len()).filter(|&i| matches!(pile[i], Card::Event(_) | Card::Contract(_))).collect();
                let Some(&at) = unseen.get(rng.below(unseen.len().max(1) as u64) as usize) else { return s };
                pile.remove(at)
            }
        };
        top.push(card);
    }
    // The pile is drawn from its end: the first card drawn lies last.
    pile.extend(top.into_iter().rev());
    s.deck.replace_draw_pile(pile);
    s
}

/// [`determinize`], with the gangsters in `seen` (drawn face up since the position) kept where
/// they are.
fn determinize_seeing(state: &State, viewer: Seat, seen: &[GangsterId], rng: &mut Rng) -> State {
    let mut s = crate::engine::game::redrawn::<KingOfChicago>(state, rng);
    redraw_face_down(&mut s, viewer, seen, rng);
    s.deck.redraw_pile(rng);
    let others: Vec<usize> = (0..s.seats()).filter(|&i| i != viewer.index()).collect();
    let mut events: Vec<u8> = others.iter().flat_map(|&i| s.players[Seat(i as u8)].events.clone()).collect();
    // Sorted first, so that the deal depends on which cards are out, not on who holds them.
    events.sort_unstable();
    rng.shuffle(&mut events);
    // Others' money is drawn around the viewer's own: what they hold tells it nothing.
    let around = s.players[viewer].money.max(0).saturating_mul(2).saturating_add(500);
    for &i in &others {
        let p = &mut s.players[Seat(i as u8)];
        let n = p.events.len();
        p.events = events.drain(..n).collect();
        p.money = rng.range(0, around);
    }
    s
}

/// Deals the gangsters `viewer` cannot see again among the places it cannot see into, but for
/// those it has `seen`.
fn redraw_face_down(s: &mut State, viewer: Seat, seen: &[GangsterId], rng: &mut Rng) {
    // Where another seat's gangsters lay before its placement (6.5) is as hidden as they are.
    let owners: Vec<Option<Seat>> = s.gangsters.iter().map(|g| g.owner).collect();
    s.placing.retain(|(g, _)| owners.get(usize::from(g.0)).copied().flatten() == Some(viewer));
    let mut known: Vec<GangsterId> = seen.to_vec();
    if let Some(f) = &s.fight {
        known.extend(f.attackers.iter().chain(&f.defenders).chain(&f.neutralised));
    }
    known.extend(s.peeks.iter().filter(|p| p.seat == viewer).flat_map(|p| p.gangsters.iter().copied()));
    if let Some(d) = &s.offer {
        known.extend(d.give.gangsters.iter().chain(&d.get.gangsters));
    }
    known.extend(s.used.iter().filter_map(|c| match *c {
        Card::Gangster(g) => Some(GangsterId(g)),
        _ => None,
    }));
    let mut in_pile = vec![false; s.gangsters.len()];
    for c in s.deck.draw_pile() {
        if let Card::Gangster(g) = *c
            && let Some(slot) = in_pile.get_mut(usize::from(g))
        {
            *slot = true;
        }
    }
    let hidden: Vec<GangsterId> = (0..s.gangsters.len())
        .map(|g| GangsterId(g as u8))
        .filter(|g| !known.contains(g))
        .filter(|&g| {
            let at = s.gangster(g);
            match at.owner {
                Some(owner) => owner != viewer && !public(at.at) && at.at != Where::Auction,
                None => at.at == Where::Deck && in_pile[usize::from(g.0)],
            }
        })
        .collect();
    if hidden.len() < 2 {
        return;
    }
    // The hidden places in an order that does not depend on who sits in them (positions the
    // viewer cannot tell apart draw the same), then who sits in each in the position drawn.
    let mut places: Vec<(GangsterState, GangsterId)> = hidden.iter().map(|&g| (s.gangster(g).clone(), g)).collect();
    places.sort_by(|a, b| a.0.cmp(&b.0));
    let mut drawn = hidden;
    rng.shuffle(&mut drawn);
    let mut to = vec![None; s.gangsters.len()];
    for ((place, was), &now) in places.into_iter().zip(&drawn) {
        to[usize::from(was.0)] = Some(now);
        s.gangsters[usize::from(now.0)] = place;
    }
    let moved = |g: GangsterId| to[usize::from(g.0)].unwrap_or(g);
    let pile: Vec<Card> = s
        .deck
        .draw_pile()
        .iter()
        .map(|&c| match c {
            Card::Gangster(g) => Card::Gangster(moved(GangsterId(g)).0),
            other => other,
        })
        .collect();
    s.deck.replace_draw_pile(pile);
    // Other seats' looks saw whoever now sits where they looked.
    for p in &mut s.peeks {
        for g in &mut p.gangsters {
            *g = moved(*g);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::engine::play::MatchOptions;
    use crate::games::king_of_chicago::{KingOfChicago, load};
    use crate::table::{SeatKind, bots, play_keeping_states};

    /// Two positions that differ only in which of another seat's face-down gangsters sits
    /// where: the viewer cannot tell them apart, so the positions drawn for it from each, with
    /// the same draws, are the same (and a search reading them answers the same). Before face-down
    /// gangsters were drawn again, each position kept its own.
    #[test]
    fn who_lies_face_down_is_drawn_again() {
        let content = load::load(&Source::Embedded).unwrap();
        let seats = [SeatKind::Bot("greedy"); 4];
        let played = play_keeping_states::<KingOfChicago>(
            &content,
            bots::<KingOfChicago>(&seats, 5).unwrap(),
            5,
            &MatchOptions::default(),
            None,
        )
        .unwrap_or_else(|u| panic!("{}", u.message));
        let viewer = Seat(0);
        let mut checked = 0;
        for state in played.states.iter().step_by(97) {
            let face_down: Vec<usize> = (0..state.gangsters.len())
                .filter(|&g| {
                    let at = &state.gangsters[g];
                    at.owner == Some(Seat(1)) && matches!(at.at, Where::Car | Where::Business(_))
                })
                .collect();
            let [a, b, ..] = face_down[..] else { continue };
            if state.gangsters[a] == state.gangsters[b] || state.fight.is_some() || !state.peeks.is_empty() {
                continue;
            }
            let mut swapped = state.clone();
            swapped.gangsters.swap(a, b);
            let draw = |s: &State| determinize(s, viewer, &mut Rng::seeded(42));
            assert_eq!(draw(state), draw(&swapped), "gangsters {a} and {b} swapped tell the viewer something");
            checked += 1;
        }
        assert!(checked >= 5, "positions with two face-down gangsters in different places: {checked}");
    }

    /// What the viewer saw drawn since its turn began stays drawn in the position drawn for it
    /// (rulebook 6.2): the gangster that went face up to the auction row on top, then another
    /// seat's card it saw only the back of (an event or contract card, which one drawn again),
    /// then its own card; a seat asked to bid holds at least the least bid (6.3). Before, the
    /// pile was drawn again whole and the turn so far mostly went another way in it.
    #[test]
    fn what_was_seen_drawn_since_the_turn_began_stays_drawn() {
        use crate::engine::game::Game;
        use crate::engine::log::Chose;
        use crate::games::king_of_chicago::choice::Choice;
        let content = load::load(&Source::Embedded).unwrap();
        let state = KingOfChicago::new_game(&content, 4, 3).unwrap();
        let pile = state.deck.draw_pile();
        let gangster = pile.iter().copied().find(|c| matches!(c, Card::Gangster(_))).unwrap();
        let mut events = pile.iter().copied().filter(|c| matches!(c, Card::Event(_)));
        let (theirs, mine) = (events.next().unwrap(), events.next().unwrap());
        let (viewer, other) = (Seat(0), Seat(1));
        let since: Vec<LogEntry> = vec![
            Logged::Game(Event::Drew { seat: other, card: gangster, held: 0 }),
            Logged::Game(Event::Drew { seat: other, card: theirs, held: 1 }),
            Logged::Game(Event::Drew { seat: viewer, card: mine, held: 1 }),
            Logged::Chose(Chose { seat: other, prompt: "bid_gangster".into(), index: 0, choice: Choice::Amount(0) }),
        ];
        let mut moved = 0;
        for seed in 0..20 {
            let s = determinize_turn(&content, &state, &since, viewer, &mut Rng::seeded(seed));
            let top: Vec<Card> = s.deck.draw_pile().iter().rev().take(3).copied().collect();
            assert_eq!(top[0], gangster, "seed {seed}");
            assert!(matches!(top[1], Card::Event(_) | Card::Contract(_)), "seed {seed}: {:?}", top[1]);
            assert_eq!(top[2], mine, "seed {seed}");
            assert!(s.players[other].money >= content.rules.min_bid, "seed {seed}");
            assert_eq!(s.deck.draw_pile().iter().filter(|&&c| c == gangster).count(), 1);
            moved += usize::from(
                determinize(&state, viewer, &mut Rng::seeded(seed)).deck.draw_pile().last() != Some(&gangster),
            );
        }
        assert!(moved > 10, "the whole pile drawn again keeps the gangster on top in {} of 20", 20 - moved);
    }
}
