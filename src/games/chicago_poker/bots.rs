//! The `greedy` bot: from its own view, it builds the best hand it can where it has the most
//! cards, calls a shootout when its hand there beats every hand it can see, draws when its hand
//! runs short, murders the strongest group it can reach, and sends its highest gangster as a
//! reinforcement. Ties between equal options are broken at random.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardId, TileId};
use super::hand::{self, Gangster};
use super::view::View;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;

pub struct GreedyBot {
    rng: Rng,
}

impl GreedyBot {
    pub fn new(seed: u64, seat: Seat) -> GreedyBot {
        GreedyBot { rng: Rng::derived(seed, 0x90CE_0000 + u64::from(seat.0)) }
    }
}

/// A hand's strength as one number: its category first, then its values.
fn strength(cards: &[Gangster]) -> f64 {
    let r = hand::rank(cards);
    let mut s = f64::from(r.category as u8) * 100.0;
    let mut scale = 1.0;
    for v in r.values.iter().flatten() {
        s += f64::from(*v) * scale;
        scale /= 16.0;
    }
    s
}

fn gangster(view: &View<'_>, c: CardId) -> Option<Gangster> {
    view.content.card(c).gangster()
}

/// The seat's own cards at a tile, all known to it.
fn own(view: &View<'_>, tile: TileId) -> Vec<Gangster> {
    view.group(view.seat, tile).iter().filter_map(|(c, _)| c.and_then(|c| gangster(view, c))).collect()
}

/// The best hand the seat can see another player show at a tile (hidden cards count as lowest).
fn best_other(view: &View<'_>, tile: TileId) -> f64 {
    (0..view.seats())
        .map(|i| Seat(i as u8))
        .filter(|&s| s != view.seat)
        .map(|s| {
            let known: Vec<Gangster> =
                view.group(s, tile).iter().filter_map(|(c, _)| c.and_then(|c| gangster(view, c))).collect();
            let hidden = view.group(s, tile).iter().filter(|(c, _)| c.is_none()).count();
            // An unseen card may pair up: count it as a little strength.
            strength(&known) + hidden as f64 * 20.0
        })
        .fold(0.0, f64::max)
}

fn play_value(view: &View<'_>, card: CardId, tile: TileId) -> f64 {
    let Some(g) = gangster(view, card) else { return f64::MIN };
    let mut mine = own(view, tile);
    let before = strength(&mine);
    mine.push(g);
    let after = strength(&mine);
    let mut v = after - before + mine.len() as f64 * 8.0;
    if mine.len() == usize::from(view.content.rules.shootout_at) && view.token(tile).is_none() {
        // The fifth card calls a shootout: worth it only with the best hand there.
        v += if after > best_other(view, tile) { 150.0 } else { -120.0 };
    }
    v
}

fn special_value(view: &View<'_>, card: CardId) -> f64 {
    let Some(s) = view.content.special_of(card) else { return f64::MIN };
    match s.id.as_str() {
        "revolver" => 90.0,
        "murder" => {
            let biggest = view
                .tiles()
                .iter()
                .flat_map(|&t| (0..view.seats()).map(move |i| (Seat(i as u8), t)))
                .filter(|&(s, t)| s != view.seat && view.token(t) != Some(s))
                .map(|(s, t)| view.group(s, t).len())
                .max()
                .unwrap_or(0);
            if biggest >= 3 { 60.0 + biggest as f64 * 10.0 } else { 5.0 }
        }
        "corruption" => {
            let top = view.discard_pile().iter().filter_map(|&c| gangster(view, c)).map(|g| g.value).max().unwrap_or(0);
            f64::from(top) * 4.0
        }
        _ => 10.0,
    }
}

fn action_value(view: &View<'_>, c: &Choice) -> f64 {
    match *c {
        Choice::Draw => {
            let n = view.hand().len() as f64;
            if n < 4.0 { 80.0 - n * 10.0 } else { 15.0 - n }
        }
        Choice::Play { card, tile } => play_value(view, card, tile),
        Choice::Special { card } => special_value(view, card),
        Choice::Pass => 0.0,
        _ => f64::MIN,
    }
}

fn card_value(view: &View<'_>, c: CardId) -> f64 {
    gangster(view, c).map_or(12.0, |g| f64::from(g.value))
}

impl Decider<ChicagoPoker> for GreedyBot {
    fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        let opts = &request.options;
        let pick = match request.prompt.as_ref() {
            "action" => self.rng.best_by(opts.iter(), |c| action_value(view, c)),
            "reinforcement" => self.rng.best_by(opts.iter(), |c| match *c {
                Choice::Reinforce { card } => card_value(view, card),
                _ => 0.0,
            }),
            "murder" | "informer" => self.rng.best_by(opts.iter(), |c| match *c {
                Choice::Group { seat, tile } => view.group(seat, tile).len() as f64 + view.won(seat).len() as f64 * 2.0,
                _ => 0.0,
            }),
            "limousine_to" => self.rng.best_by(opts.iter(), |c| match *c {
                Choice::Establishment(t) => own(view, t).len() as f64,
                _ => 0.0,
            }),
            "corruption" => self.rng.best_by(opts.iter(), |c| match *c {
                Choice::Card(card) => card_value(view, card),
                _ => 0.0,
            }),
            _ => self.rng.index(opts.len()),
        };
        Ok(pick)
    }

    fn name(&self) -> &str {
        "greedy"
    }

    crate::engine::decision::own_random_stream!(rng);
}
