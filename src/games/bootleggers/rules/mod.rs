//! The rules, one file a phase, each on the engine's match: they change the position, log
//! what happened and ask the seats through the decision interface.
//!
//! | file | what |
//! | --- | --- |
//! | `setup.rs` | Préparation |
//! | `authority.rs` | PHASE 1: offers, authority cards, wages, the cards taken |
//! | `back_room.rs` | what waits in the back room put to use: markers, dice, improvements |
//! | `influence.rs` | PHASE 2 |
//! | `markers.rs` | influence markers placed and taken off; the chaotic option's placements |
//! | `production.rs` | PHASE 3 and the cop |
//! | `shipping.rs` | PHASE 4: deals, loading, trucks to the docks |
//! | `sales.rs` | PHASE 5 and the end of the game |
//! | `recruiting.rs` | PHASE 6 |
//! | `thugs.rs` | when thug cards are played, and Investigation's answer; a muscle card taken |
//! | `trucks.rs` | trucks sent to speakeasies and lined up at their docks |

pub mod authority;
pub mod back_room;
pub mod influence;
pub mod markers;
pub mod production;
pub mod recruiting;
pub mod sales;
pub mod setup;
pub mod shipping;
pub mod thugs;
pub mod trucks;

#[cfg(test)]
pub(crate) mod tests;

use super::Bootleggers;
use super::choice::Choice;
use super::event::Event;
use super::state::Asking;
use crate::engine::money;
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;

/// A Bootleggers match.
pub type Match<'c> = crate::engine::play::Match<'c, Bootleggers>;

/// Pays a seat from the bank, with checked arithmetic.
///
/// # Errors
/// [`Stop::Broken`] when the sum overflows.
pub fn receive(m: &mut Match<'_>, seat: Seat, amount: i64) -> Flow {
    let p = &mut m.state.players[seat];
    p.money = money::receive(p.money, amount).map_err(|e| Stop::Broken(format!("seat {seat}: {e}")))?;
    Ok(())
}

/// Pays `amount` in full from a seat to the bank or to another seat.
///
/// # Errors
/// [`Stop::Broken`] when the seat has less (the rules check first).
pub fn pay(m: &mut Match<'_>, from: Seat, to: Option<Seat>, amount: i64) -> Flow {
    let p = &mut m.state.players[from];
    p.money = money::pay(p.money, amount).map_err(|e| Stop::Broken(format!("seat {from}: {e}")))?;
    if let Some(to) = to {
        receive(m, to, amount)?;
    }
    Ok(())
}

/// Asks `seat` question `prompt`, the state holding what it is about while he answers
/// (`State::asking`), so that his screen words it and his bot weighs it.
///
/// # Errors
/// A seat's interrupt.
pub fn ask_about(
    m: &mut Match<'_>,
    seat: Seat,
    prompt: &'static str,
    options: Vec<Choice>,
    about: Asking,
) -> Flow<Choice> {
    m.state.asking = Some(about);
    let answer = m.ask(seat, prompt, options);
    m.state.asking = None;
    answer
}

/// Influence markers from a seat's reserve into its back room, told.
pub fn recruit(m: &mut Match<'_>, seat: Seat, markers: u8) {
    let markers = m.state.recruit(seat, markers);
    m.emit(Event::Recruited { seat, markers });
}
