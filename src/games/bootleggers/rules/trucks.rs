//! Trucks at the speakeasies: where a truck may be sent, the dock a seat's truck lines up at,
//! a truck lined up, and those at a speakeasy lined up again when its control changes. What the
//! shipping phase and the thug cards both do with trucks.

use super::super::choice::Choice;
use super::super::content::{Content, DockId, SpeakeasyId};
use super::super::event::Event;
use super::super::state::{Asking, LinedUp, Standing, State, TruckId};
use super::Match;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

/// The dock of a speakeasy a seat's trucks go to: majority with control or majority, minority
/// with minority influence, public without (or the speakeasy's only dock).
pub fn dock_for(m: &Match<'_>, s: SpeakeasyId, seat: Seat) -> DockId {
    dock_of(m.content, &m.state, s, seat)
}

/// [`dock_for`] on a position alone: what a seat's screen says a truck sent there would get.
pub fn dock_of(content: &Content, state: &State, s: SpeakeasyId, seat: Seat) -> DockId {
    let stars = match state.standing(content, s, seat) {
        Standing::Control | Standing::Majority => 3,
        Standing::Minority => 2,
        Standing::None => 1,
    };
    let docks = &content.board.speakeasies[usize::from(s.0)].docks;
    let by_stars = |n: u8| docks.iter().copied().find(|d| content.board.docks[usize::from(d.0)].stars == n);
    by_stars(stars)
        .or_else(|| docks.iter().copied().min_by_key(|d| content.board.docks[usize::from(d.0)].stars))
        .unwrap_or(DockId(0))
}

/// A truck lined up at a speakeasy, behind those already there; `only` when it was the only
/// open speakeasy, so the truck went there without a question (PHASE 4, 3).
pub fn line_up(m: &mut Match<'_>, seat: Seat, truck: TruckId, s: SpeakeasyId, only: bool) {
    let dock = dock_for(m, s, seat);
    let order = m.state.arrivals;
    m.state.arrivals += 1;
    m.state.truck_mut(truck).at = Some(LinedUp { speakeasy: s, dock, order });
    m.emit(Event::Dispatched { seat, truck, speakeasy: s, dock, only });
}

/// Big Payoff's FAQ: « Si vous jouez cette carte après que des Camions sont alignés, ils
/// doivent se ré aligner en fonction de ce nouveau contrôle de l'influence » (RULINGS.md): the
/// trucks lined up at `s` go to the docks its new control gives their operators, keeping the
/// order they arrived in. Other changes of influence leave the trucks where they are.
pub fn line_up_again(m: &mut Match<'_>, s: SpeakeasyId) {
    let lined: Vec<(TruckId, Seat)> = m
        .state
        .trucks_with_ids()
        .filter(|(_, t)| t.at.is_some_and(|a| a.speakeasy == s))
        .filter_map(|(i, t)| Some((i, t.operator()?)))
        .collect();
    for (truck, seat) in lined {
        let dock = dock_for(m, s, seat);
        let Some(at) = m.state.truck_mut(truck).at.as_mut() else { continue };
        if at.dock != dock {
            at.dock = dock;
            m.emit(Event::LinedUpAgain { seat, truck, speakeasy: s, dock });
        }
    }
}

/// Asks `seat` which open speakeasy `truck` is sent to (PHASE 4, 3; a hijacked truck too), the
/// truck named while he answers, so his screen words the question with the truck and its load.
pub fn ask_destination(m: &mut Match<'_>, seat: Seat, truck: TruckId, options: Vec<Choice>) -> Flow<Choice> {
    super::ask_about(m, seat, "dispatch", options, Asking::Truck(truck))
}

/// The speakeasies a truck may be sent to: those open.
pub fn destinations(m: &Match<'_>) -> Vec<SpeakeasyId> {
    m.state.open_speakeasies(m.content).collect()
}
