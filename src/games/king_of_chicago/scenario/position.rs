//! The position a scenario file describes, built on a blank table and checked like content:
//! every id must name something, nothing may be in two places, and what the rules bound
//! (a car's seats, a business's, a turf square's marker) stays within its bounds. A problem is
//! told at the value that has it.

use super::super::content::Content;
use super::super::defs::SquareKind;
use super::super::rules::setup::new_game;
use super::super::state::*;
use super::file::{Id, ScenarioFile};
use super::names::Names;
use crate::engine::deck::Deck;
use crate::engine::scenario::{Header, IMPOSSIBLE, Spot};
use crate::engine::seat::Seat;
use std::collections::BTreeMap;
use toml::Spanned;

/// What the file has put somewhere already, to refuse putting it somewhere else too.
#[derive(Default)]
struct Placed {
    gangsters: BTreeMap<GangsterId, String>,
    businesses: BTreeMap<BusinessId, String>,
    lots: BTreeMap<u16, String>,
    cards: BTreeMap<Card, String>,
}

impl Placed {
    /// Records `key` as put where `place` says; a second time is an error at `id`.
    fn once<K: Ord>(spot: Spot, map: &mut BTreeMap<K, String>, key: K, id: &Id, place: String) -> Result<(), String> {
        if let Some(first) = map.get(&key) {
            let message = format!("`{}` is {place}, but also {first}: it can be in one place only", id.get_ref());
            return Err(spot.at(id, IMPOSSIBLE, message));
        }
        map.insert(key, place);
        Ok(())
    }
}

/// A seat as the file numbers it (from 1), told at the value when it is no seat of the table.
/// The clock's round, action round and turn, and a `game` run's rounds, within the round cap (`engine.round_cap`): a
/// game stops at the cap, so no later round is a position it reaches, and a run of four billion
/// rounds kept its log until memory ran out.
///
/// # Errors
/// The value out of range, at its `file:line:col` (E0502).
fn rounds_within_the_cap(content: &Content, sc: &ScenarioFile, seats: usize, spot: Spot) -> Result<(), String> {
    let cap = content.rules.round_cap;
    if let Some(c) = &sc.clock
        && !(1..=cap).contains(c.round.get_ref())
    {
        let message = format!("`round` is {}: a game is played in rounds 1 to its round cap, {cap}", c.round.get_ref());
        return Err(spot.at(&c.round, IMPOSSIBLE, message));
    }
    let most = content.rules.action_rounds;
    if let Some(c) = &sc.clock
        && !(1..=most + 1).contains(c.action_round.get_ref())
    {
        let message = format!(
            "`action_round` is {}: a game round has action rounds 1 to {most}, then its trade round ({})",
            c.action_round.get_ref(),
            most + 1
        );
        return Err(spot.at(&c.action_round, IMPOSSIBLE, message));
    }
    if let Some(c) = &sc.clock
        && usize::from(*c.turn.get_ref()) >= seats
    {
        let message =
            format!("`turn` is {}: an action round has player turns 0 to {} played", c.turn.get_ref(), seats - 1);
        return Err(spot.at(&c.turn, IMPOSSIBLE, message));
    }
    if let Some(rounds) = &sc.run.rounds
        && !(1..=cap).contains(rounds.get_ref())
    {
        let message = format!("`rounds` is {}: from 1 to the round cap, {cap} (`engine.round_cap`)", rounds.get_ref());
        return Err(spot.at(rounds, IMPOSSIBLE, message));
    }
    Ok(())
}

fn seat_at(spot: Spot, n: &Spanned<u8>, seats: usize) -> Result<Seat, String> {
    let i = usize::from(*n.get_ref());
    if i == 0 || i > seats {
        return Err(spot.at(n, IMPOSSIBLE, format!("seat {i} is not at this table of {seats}")));
    }
    Ok(Seat((i - 1) as u8))
}

/// Builds the position a scenario describes.
///
/// # Errors
/// What in the file does not fit the content or the rules, at its `file:line:col`.
pub fn build(content: &Content, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<State, String> {
    let seats = head.seats();
    let names = Names { content, spot };
    let board = &content.board;
    let mut s = new_game(content, seats, head.seed).map_err(|e| e.to_string())?;
    // A blank table: the scenario says who owns what.
    for g in &mut s.gangsters {
        *g = GangsterState { owner: None, at: Where::Deck };
    }
    for b in &mut s.businesses {
        *b = BusinessState { owner: None, square: None, closed: false };
    }
    s.clock = Clock { round: 1, action_round: 1, turn: 0, first: Seat(0) };
    if sc.player.len() > seats {
        return Err(format!("{} [[player]] tables for {seats} seats", sc.player.len()));
    }
    let mut placed = Placed::default();
    let mut turf: BTreeMap<u16, Id> = BTreeMap::new();
    for (i, p) in sc.player.iter().enumerate() {
        let seat = Seat(i as u8);
        let who = format!("seat {}", i + 1);
        let pl = &mut s.players[seat];
        if let Some(m) = p.money {
            if m < 0 {
                return Err(format!("player {}: money ${m} is less than nothing", i + 1));
            }
            pl.money = m;
        }
        if let Some(r) = p.resources {
            pl.resources = r;
        }
        if let Some(car) = &p.car {
            pl.car.at = names.at(car, Names::street)?;
        }
        if let Some(g) = &p.garage {
            let sq = names.at(g, Names::square)?;
            if board.square(sq).kind != SquareKind::Garage {
                return Err(spot.at(g, IMPOSSIBLE, format!("`{}` is not a garage", g.get_ref())));
            }
            pl.car.garage = Some(sq);
            pl.car.at = board.street_of(sq);
        }
        pl.frozen = p.frozen;
        pl.no_income = p.no_income.unwrap_or(p.frozen);
        pl.out_of_gas = p.out_of_gas;
        for e in &p.events {
            let card = names.at(e, Names::event)?;
            Placed::once(spot, &mut placed.cards, Card::Event(card), e, format!("in {who}'s hand"))?;
            pl.events.push(card);
        }
        for c in &p.contracts {
            let card = names.at(&c.id, Names::contract)?;
            Placed::once(spot, &mut placed.cards, Card::Contract(card), &c.id, format!("held by {who}"))?;
            pl.contracts.push(HeldContract { card, started: c.started });
        }
        for c in &p.completed {
            let card = names.at(c, Names::contract)?;
            Placed::once(spot, &mut placed.cards, Card::Contract(card), c, format!("completed by {who}"))?;
            pl.completed.push(card);
        }
        for t in &p.turf {
            let sq = names.at(t, Names::square)?;
            if board.square(sq).kind != SquareKind::Turf {
                return Err(spot.at(t, IMPOSSIBLE, format!("`{}` is not a turf square", t.get_ref())));
            }
            if let Some(first) = turf.insert(sq.0, t.clone()) {
                let (line, _) = crate::engine::diag::line_col(spot.text, first.span().start);
                let message =
                    format!("turf `{}` is given twice (also at line {line}): one marker a square", t.get_ref());
                return Err(spot.at(t, IMPOSSIBLE, message));
            }
            s.turf[usize::from(sq.0)] = Some(seat);
        }
        let places = [
            (&p.gangsters.car, Where::Car),
            (&p.gangsters.jail, Where::Jail),
            (&p.gangsters.hospital, Where::Hospital),
            (&p.gangsters.folder, Where::Reserve),
            (&p.gangsters.graveyard, Where::Graveyard),
            (&p.gangsters.hiding, Where::Hiding),
        ];
        for (ids, at) in places {
            for id in ids {
                let g = names.at(id, Names::gangster)?;
                Placed::once(spot, &mut placed.gangsters, g, id, format!("in {who}'s {}", at.word()))?;
                *s.gangster_mut(g) = GangsterState { owner: Some(seat), at };
            }
        }
        for b in &p.businesses {
            let bid = names.at(&b.id, Names::business)?;
            Placed::once(spot, &mut placed.businesses, bid, &b.id, format!("{who}'s"))?;
            let lot = names.at(&b.lot, Names::square)?;
            let square = board.square(lot);
            let size = content.businesses[usize::from(bid.0)].size;
            if square.kind != SquareKind::Business || square.size != Some(size) {
                let message = format!("`{}` is not a business lot of `{}`'s size", b.lot.get_ref(), b.id.get_ref());
                return Err(spot.at(&b.lot, IMPOSSIBLE, message));
            }
            Placed::once(spot, &mut placed.lots, lot.0, &b.lot, format!("the lot of `{}`", b.id.get_ref()))?;
            *s.business_mut(bid) = BusinessState { owner: Some(seat), square: Some(lot), closed: b.closed };
            for g in &b.gangsters {
                let gid = names.at(g, Names::gangster)?;
                Placed::once(spot, &mut placed.gangsters, gid, g, format!("in {who}'s `{}`", b.id.get_ref()))?;
                *s.gangster_mut(gid) = GangsterState { owner: Some(seat), at: Where::Business(bid) };
            }
        }
    }
    for (place, r) in &sc.tokens {
        s.tokens[usize::from(names.at(place, Names::square)?.0)] = *r;
    }
    if let Some(p) = &sc.police {
        if let Some(at) = &p.at {
            s.police.at = names.at(at, Names::street)?;
        }
        s.police.controller = p.controller.as_ref().map(|c| seat_at(spot, c, seats)).transpose()?;
        s.police.actions_left = p.actions;
        s.police.before_move = p.before_move;
    }
    if let Some(supply) = sc.supply {
        s.supply = supply;
    }
    for id in &sc.auction {
        let g = names.at(id, Names::gangster)?;
        Placed::once(spot, &mut placed.gangsters, g, id, "on the auction row".into())?;
        *s.gangster_mut(g) = GangsterState { owner: None, at: Where::Auction };
        s.auction.push(g);
    }
    deck(&names, sc, &mut s, &mut placed)?;
    for id in &sc.used {
        s.used.push(names.at(id, Names::card)?);
    }
    rounds_within_the_cap(content, sc, seats, spot)?;
    if let Some(c) = &sc.clock {
        s.clock = Clock {
            round: *c.round.get_ref(),
            action_round: *c.action_round.get_ref(),
            turn: *c.turn.get_ref(),
            first: seat_at(spot, &c.first, seats)?,
        };
    }
    s.respect = respect(spot, seats, sc, &s)?;
    // Every die of the game, the scripts' too, has `die_sides` faces (game.toml; rulebook 5.1: one die).
    head.dice.check_faces(spot, content.rules.die_sides, "a die")?;
    s.power_seen = super::super::points::powers(content, &s).to_vec();
    if let Some(told) = &sc.power_told {
        if told.len() != seats {
            return Err(format!("`power_told` gives {} seats' points for {seats} seats", told.len()));
        }
        s.power_seen.clone_from(told);
    }
    Ok(s)
}

/// The deck to come and its discard pile, as the file orders them.
fn deck(names: &Names, sc: &ScenarioFile, s: &mut State, placed: &mut Placed) -> Result<(), String> {
    let mut card = |id: &Id, place: &str| -> Result<Card, String> {
        let c = names.at(id, Names::card)?;
        Placed::once(names.spot, &mut placed.cards, c, id, place.into())?;
        if let Card::Gangster(g) = c {
            Placed::once(names.spot, &mut placed.gangsters, GangsterId(g), id, place.into())?;
        }
        Ok(c)
    };
    if let Some(deck) = &sc.deck {
        let mut cards = deck.iter().map(|id| card(id, "in the deck")).collect::<Result<Vec<_>, _>>()?;
        cards.reverse();
        s.deck = Deck::stacked(cards);
    }
    for id in &sc.discard {
        let c = card(id, "on the discard pile")?;
        s.deck.take(c);
        s.deck.discard(c);
    }
    settle(names.content, s);
    Ok(())
}

/// The draw pile holds every card no other place holds, once, as in a game: a card the file
/// puts elsewhere (a gangster in a car, an event in a hand, a gangster on the auction row) is
/// taken out of it, and one the setup dealt that the file leaves to the deck (a starred
/// gangster) is put back, beneath the cards to come. The cards to come keep their order.
fn settle(content: &Content, s: &mut State) {
    let held: Vec<Card> = s
        .players
        .iter()
        .flat_map(|(_, p)| {
            let events = p.events.iter().map(|&e| Card::Event(e));
            let contracts = p.contracts.iter().map(|c| Card::Contract(c.card));
            events.chain(contracts).chain(p.completed.iter().map(|&c| Card::Contract(c))).collect::<Vec<_>>()
        })
        .chain(s.playing.map(|(_, e)| Card::Event(e)))
        .collect();
    let discarded = s.deck.discard_pile().to_vec();
    let belongs = |c: &Card| {
        let free = match *c {
            Card::Gangster(g) => s.gangsters[usize::from(g)].at == Where::Deck,
            other => !held.contains(&other),
        };
        free && !discarded.contains(c)
    };
    let mut pile: Vec<Card> = Vec::new();
    for c in s.deck.draw_pile() {
        if belongs(c) && !pile.contains(c) {
            pile.push(*c);
        }
    }
    let every = (0..content.gangsters.len() as u8)
        .map(Card::Gangster)
        .chain((0..content.events.len() as u8).map(Card::Event))
        .chain((0..content.contracts.len() as u8).map(Card::Contract))
        .chain((0..content.resource_cards.len() as u8).map(Card::Resource));
    // The top of the draw pile is its end: what comes back goes beneath.
    let back: Vec<Card> = every.filter(|c| belongs(c) && !pile.contains(c)).collect();
    s.deck.replace_draw_pile(back.into_iter().chain(pile).collect());
}

/// Who holds the respect marker: the one seat with the most turf, if one alone has most, else
/// nobody (5.2.2). A file that names the holder (`respect = 2`, or 0 for the board) must name
/// that one.
fn respect(spot: Spot, seats: usize, sc: &ScenarioFile, s: &State) -> Result<Option<Seat>, String> {
    let counts: Vec<i64> = (0..seats).map(|i| s.turf_count(Seat(i as u8))).collect();
    let max = counts.iter().copied().max().unwrap_or(0);
    let holder = (max > 0 && counts.iter().filter(|&&c| c == max).count() == 1)
        .then(|| Seat(counts.iter().position(|&c| c == max).unwrap_or(0) as u8));
    if let Some(n) = &sc.respect {
        let given = if *n.get_ref() == 0 { None } else { Some(seat_at(spot, n, seats)?) };
        if given != holder {
            let says =
                |h: Option<Seat>| h.map_or("stays on the board".to_string(), |h| format!("goes to seat {}", h.0 + 1));
            let message = format!(
                "the respect marker {} by the turf given (turf squares by seat: {counts:?}), not as this says",
                says(holder)
            );
            return Err(spot.at(n, IMPOSSIBLE, message));
        }
    }
    Ok(holder)
}
