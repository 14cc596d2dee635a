//! Setting the race up (RULINGS.md): each gang's godfather and henchmen in its HQ, the HQs
//! evenly spaced round the loop, the first player drawn at random.

use super::super::content::Content;
use super::super::event::Event;
use super::super::state::{Fixed, Gang, Piece, State};
use crate::engine::dice::Chance;
use crate::engine::rng::Rng;
use crate::engine::seat::{BySeat, Seat};

/// The race at its start.
///
/// # Errors
/// When the board has no HQs for this many players.
pub fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
    let entries =
        content.board.entries(seats).ok_or_else(|| format!("the board has no HQs for {seats} players"))?.to_vec();
    let mut rng = Rng::seeded(seed);
    let pieces = 1 + usize::from(content.rules.henchmen);
    let first = Seat(rng.index(seats) as u8);
    Ok(State {
        gangs: BySeat::from_fn(seats, |_| Gang { pieces: vec![Piece::in_hq(); pieces] }),
        entries: BySeat(entries),
        first,
        current: first,
        turn: 0,
        winner: None,
        out_since: Vec::new(),
        chance: Chance { rng, fixed: Fixed::default() },
    })
}

/// What the table is told before the first turn.
pub fn announce(state: &State) -> Vec<Event> {
    vec![Event::Seated { entries: state.entries.0.clone() }, Event::FirstPlayer { seat: state.first }]
}
