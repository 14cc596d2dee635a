//! What must hold after every step of the race (checked in checking mode and by the conformance
//! suite): a bug in the rules breaks one of these first.

use super::content::Content;
use super::state::{Place, State};

/// No square above 3 pieces or 2 gangs (LES DEPLACEMENTS); a square of two gangs holds exactly
/// a kidnapper and his hostage (PRISE D'OTAGE); a hostage's kidnapper is a live rival on his
/// square; a godfather is never dead; laps agree with squares; pieces in the HQ or dead have
/// walked nothing.
///
/// # Errors
/// What broke.
pub fn check(content: &Content, state: &State) -> Result<(), String> {
    let n = content.board.len();
    for square in 0..n {
        let on = state.on(square);
        let mut gangs: Vec<_> = on.iter().map(|p| p.seat).collect();
        gangs.sort_unstable();
        gangs.dedup();
        if on.len() > usize::from(content.rules.max_pieces) || gangs.len() > usize::from(content.rules.max_gangs) {
            return Err(format!("square {} holds {} pieces of {} gangs", square + 1, on.len(), gangs.len()));
        }
        let hostages = on.iter().filter(|&&p| state.piece(p).held_by.is_some()).count();
        if gangs.len() > 1 && (hostages != 1 || on.len() != 2) {
            return Err(format!("square {} holds two gangs without one kidnapper and his hostage", square + 1));
        }
    }
    for (r, p) in state.all() {
        if r.is_godfather() && !p.alive() {
            return Err(format!("player {}'s godfather is out of play", r.seat));
        }
        match p.place {
            Place::Square(s) => {
                let expected = (u16::from(state.entries[r.seat]) + u16::from(p.lap) + u16::from(n) - 1) % u16::from(n);
                if p.lap == 0 || p.lap > n || expected != u16::from(s) {
                    return Err(format!(
                        "player {}'s piece {} is on square {} at lap {}",
                        r.seat,
                        r.piece,
                        s + 1,
                        p.lap
                    ));
                }
            }
            Place::Hq | Place::Dead => {
                if p.lap != 0 || p.held_by.is_some() {
                    return Err(format!("player {}'s piece {} is off the loop but walked or held", r.seat, r.piece));
                }
            }
        }
        if let Some(k) = p.held_by
            && (k.seat == r.seat || state.piece(k).place != p.place || state.piece(k).held_by.is_some())
        {
            return Err(format!("player {}'s piece {} is held by no rival beside it", r.seat, r.piece));
        }
    }
    Ok(())
}
