//! What a scenario position is checked for once the match holds it: the seats of cars and
//! businesses (with what their gangsters' cards add or take), and that what the file runs is
//! something a player could do there.

use super::super::board::StreetId;
use super::super::choice::{Action, Choice};
use super::super::rules::actions::business_capacity;
use super::super::rules::play::Match;
use super::file::{Id, ScenarioFile};
use crate::engine::scenario::{IMPOSSIBLE, Spot};
use crate::engine::seat::Seat;

/// No car or business holds more gangsters than the rules seat there (5.2.6, 6.5), counting
/// the seats its gangsters' cards add (The Dwarf). A card that takes a seat (Fat Fred) may find
/// the printed count aboard: the one too many leaves at the next placement.
///
/// # Errors
/// The first gangster over the count, at his place in the file.
pub fn seats_within_bounds(m: &Match, sc: &ScenarioFile, spot: Spot) -> Result<(), String> {
    let over = |ids: &[Id], cap: usize, what: String| -> Result<(), String> {
        match ids.get(cap) {
            Some(id) => {
                let message = format!("{} gangsters in {what}, which seats {cap} (5.2.6, 6.5)", ids.len());
                Err(spot.at(id, IMPOSSIBLE, message))
            }
            None => Ok(()),
        }
    };
    for (i, p) in sc.player.iter().enumerate() {
        let seat = Seat(i as u8);
        let printed = |n: i64| n.max(0) as usize;
        let car = m.car_capacity(seat).max(printed(m.content.rules.car_capacity));
        over(&p.gangsters.car, car, format!("seat {}'s car", i + 1))?;
        for b in &p.businesses {
            let Some(bid) = m
                .state
                .businesses_of(seat)
                .into_iter()
                .find(|id| m.content.businesses[usize::from(id.0)].id == *b.id.get_ref())
            else {
                continue;
            };
            let cap = business_capacity(m.content, &m.state, &m.x.scripts, bid)
                .max(printed(m.content.rules.business_capacity));
            over(&b.gangsters, cap, format!("`{}`", b.id.get_ref()))?;
        }
    }
    Ok(())
}

/// What the file runs is what a player could do there: a given action is among the seat's
/// legal actions, a police action among the police's, and a shootout is fought where the two
/// sides meet (cars on one street square, not in a garage; a business on the attacker's).
///
/// # Errors
/// Why not, at the `choice` of `[run]`.
pub fn runnable(m: &Match, sc: &ScenarioFile, spot: Spot, seat: Seat, choice: Option<Choice>) -> Result<(), String> {
    let Some(at) = &sc.run.choice else { return Ok(()) };
    let refuse = |message: String| Err(spot.at(at, IMPOSSIBLE, message));
    let street = |st: StreetId| m.content.board.streets[usize::from(st.0)].id.clone();
    match (sc.run.what.as_str(), choice) {
        ("action", Some(Choice::Action(a))) if !m.legal_actions(seat).contains(&a) => refuse(format!(
            "`{}` is not among the actions seat {} may take there: {:?}",
            at.get_ref(),
            sc.run.seat,
            m.legal_actions(seat)
        )),
        ("police_action", Some(Choice::Police(a))) if !m.police_actions(seat).contains(&a) => {
            refuse(format!("`{}` is not among the police actions there: {:?}", at.get_ref(), m.police_actions(seat)))
        }
        ("shootout", Some(Choice::Action(Action::DriveBy(other)))) => {
            let (mine, theirs) = (&m.state.players[seat].car, &m.state.players[other].car);
            if other == seat {
                refuse("a seat cannot shoot at its own car".into())
            } else if mine.at != theirs.at {
                refuse(format!(
                    "a shootout between cars on different squares: seat {}'s car is on {}, seat {}'s on {}",
                    seat.0 + 1,
                    street(mine.at),
                    other.0 + 1,
                    street(theirs.at)
                ))
            } else if mine.garage.is_some() || theirs.garage.is_some() {
                refuse("a car waiting in a garage takes no part in a shootout (5.2.5)".into())
            } else {
                Ok(())
            }
        }
        ("shootout", Some(Choice::Action(Action::AttackBusiness(b)))) => {
            let bs = m.state.business(b);
            let here = m.state.players[seat].car.at;
            match bs.square {
                _ if bs.owner == Some(seat) || bs.owner.is_none() => {
                    refuse("a business attacked must be another seat's".into())
                }
                Some(lot) if m.content.board.street_of(lot) == here => Ok(()),
                _ => refuse(format!("a shootout at a business away from the attacker's car (on {})", street(here))),
            }
        }
        _ => Ok(()),
    }
}
