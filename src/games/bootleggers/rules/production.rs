//! PHASE 3 : ACTIVEZ LES ALAMBICS: every still rolls its dice; the watched family still
//! produces nothing on a 5 (from turn 5); from turn 4 the cop moves to the family still that
//! produced most (RULINGS.md; ties: the lower authority card); offsite stills never count.

use super::super::content::{Window, byte_id};
use super::super::event::Event;
use super::super::state::Phase;
use super::{Match, thugs};
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow {
    m.state.phase = Phase::Production;
    let order = m.state.by_authority(m.content);
    for &seat in &order {
        produce(m, seat)?;
    }
    let cop = &m.content.rules.cop;
    if m.state.turn >= cop.moves_from_turn {
        // `max_by_key` keeps the last of equals: in descending authority, the lowest card.
        let watched = order.iter().copied().max_by_key(|&s| m.state.players[s].family_output);
        if let Some(seat) = watched {
            m.state.cop = Some(seat);
            let crates = m.state.players[seat].family_output;
            let tied = order
                .iter()
                .filter(|&&s| s != seat && m.state.players[s].family_output == crates)
                .map(|&s| (s, m.state.authority(m.content, s)))
                .collect();
            let authority = m.state.authority(m.content, seat);
            m.emit(Event::CopMoved { seat, crates, tied, authority });
        }
    }
    m.check_invariants()?;
    thugs::window(m, Window::AuthorityFaceUp)
}

/// Whether a still produces this turn under A Little Vigorish: its owner answered when the
/// card was played (`thugs`, RULINGS.md); a Vigorish left on it is one he did not pay.
fn vigorish_paid(m: &Match<'_>, seat: Seat, offsite: Option<u8>) -> bool {
    !m.state.vigorish.iter().any(|v| v.owner == seat && v.offsite == offsite)
}

/// One seat's stills: crates into its back room (and those Warehouse kept).
fn produce(m: &mut Match<'_>, seat: Seat) -> Flow {
    let sides = m.content.rules.die_sides;
    let cop = &m.content.rules.cop;
    let watched = m.state.cop_watches(m.content, seat);
    let family_dice = m.state.players[seat].family_dice;
    let family: Vec<u8> = (0..family_dice).map(|_| m.state.chance.roll_as(sides, &["production"])).collect();
    let busted = watched && family.contains(&cop.bust_face);
    let family_paid = vigorish_paid(m, seat, None);
    let family_crates: u16 = if busted || !family_paid { 0 } else { family.iter().map(|&d| u16::from(d)).sum() };
    let mut crates = family_crates;
    let mut offsite = Vec::new();
    for i in 0..m.state.players[seat].offsite.len() {
        let dice = m.state.players[seat].offsite[i].dice;
        let faces: Vec<u8> = (0..dice).map(|_| m.state.chance.roll_as(sides, &["production"])).collect();
        // The board holds at most 100 offsite stills (`stills.offsite.boards`).
        let still = byte_id(i).ok_or_else(|| Stop::Broken(format!("seat {seat} has more than 255 offsite stills")))?;
        if vigorish_paid(m, seat, Some(still)) {
            crates += faces.iter().map(|&d| u16::from(d)).sum::<u16>();
        }
        offsite.push(faces);
    }
    let p = &mut m.state.players[seat];
    p.family_output = family_crates;
    let kept = std::mem::take(&mut p.warehouse);
    p.back_room.crates += crates + kept;
    m.emit(Event::Produced { seat, family, offsite, busted, crates });
    Ok(())
}
