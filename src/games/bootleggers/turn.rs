//! The game on the engine's match: twelve turns (eight in the short game) of six phases, in
//! order (VUE D'ENSEMBLE), until the sales of the last turn or of a turn in which someone holds
//! $100G (FIN DU JEU ET VICTOIRE).

use super::event::Event;
use super::rules::{Match, authority, influence, production, recruiting, sales, setup, shipping};
use crate::engine::play::{Flow, Outcome, Stop};
use crate::engine::seat::Seat;

/// The whole game.
///
/// # Errors
/// [`Stop::Won`] when it ends, [`Stop::Capped`] at a table's round cap, or a seat's interrupt.
pub fn play(m: &mut Match<'_>) -> Flow<Outcome> {
    if m.log.is_empty() {
        let setup = setup::announce(m.content, &m.state);
        m.emit_all(setup);
    }
    turns(m)
}

/// The turns from the one `m` stands at the start of, to the game's end.
///
/// # Errors
/// As [`play`].
pub fn turns(m: &mut Match<'_>) -> Flow<Outcome> {
    loop {
        if let Some(cap) = m.options.round_cap
            && u32::from(m.state.turn) > cap
        {
            let leader = leader(m);
            return Err(Stop::Capped(leader));
        }
        m.emit(Event::TurnBegan { turn: m.state.turn });
        authority::phase(m)?;
        influence::phase(m)?;
        production::phase(m)?;
        shipping::phase(m)?;
        if let Some(winner) = sales::phase(m)? {
            return Err(Stop::Won(winner));
        }
        recruiting::phase(m)?;
    }
}

/// The richest seat, if one alone is.
pub fn leader(m: &Match<'_>) -> Option<Seat> {
    crate::engine::seat::sole_leader(m.state.players.iter().map(|(s, p)| (s, p.money)))
}
