//! What waits in the back room put to use (PHASE 1, 5b): still dice on a still or kept, a new
//! offsite still, speakeasy improvement markers on a speakeasy or kept. "Ils peuvent être
//! déplacés de l'Arrière-Salle à un Bar Clandestin ou à un Alambic à tout moment où les cartes
//! d'Autorité sont posées face visible": the engine offers it when the card is taken and in
//! PHASE 2 (NOTES.md).

use super::super::choice::{Choice, StillRef};
use super::super::content::{SpeakeasyId, byte_id, numbered};
use super::super::event::Event;
use super::super::state::Offsite;
use super::Match;
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;

/// The stills of a seat with a free slot for a die.
pub fn free_stills(m: &Match<'_>, seat: Seat) -> Vec<StillRef> {
    let p = &m.state.players[seat];
    let b = &m.content.board;
    let mut out = Vec::new();
    if p.family_dice < b.family_still.max_dice() {
        out.push(StillRef::Family);
    }
    for (i, o) in numbered(&p.offsite) {
        if o.dice < b.offsite_still.max_dice() {
            out.push(StillRef::Offsite(i));
        }
    }
    out
}

/// Offsite still boards left in the box (NOTES.md: at most so many in play).
fn offsite_boards_left(m: &Match<'_>) -> bool {
    let used: usize = m.state.players.iter().map(|(_, p)| p.offsite.len()).sum();
    used < usize::from(m.content.board.offsite_still.boards)
}

/// A die put on a still (or kept in the back room). A still's slots bound its dice; the back
/// room holds at most 255, more than the box has: a mod's card drawing and playing muscle
/// cards without end once overflowed it, and a die past that is not kept.
pub fn place_die(m: &mut Match<'_>, seat: Seat, to: StillRef) {
    let p = &mut m.state.players[seat];
    match to {
        StillRef::Family => p.family_dice = p.family_dice.saturating_add(1),
        StillRef::Offsite(i) => p.offsite[usize::from(i)].dice = p.offsite[usize::from(i)].dice.saturating_add(1),
        StillRef::BackRoom => p.back_room.dice = p.back_room.dice.saturating_add(1),
    }
    m.emit(Event::DiePlaced { seat, to });
}

/// Asks where one die goes: a free slot, or the back room.
///
/// # Errors
/// A seat's interrupt.
pub fn one_die(m: &mut Match<'_>, seat: Seat) -> Flow {
    let mut options: Vec<Choice> = free_stills(m, seat).into_iter().map(Choice::Still).collect();
    options.push(Choice::Still(StillRef::BackRoom));
    if let Choice::Still(to) = m.ask(seat, "die", options)? {
        place_die(m, seat, to);
    }
    Ok(())
}

/// 5b a-b: a still improvement card: its dice, or (a double one) a new offsite still instead,
/// marked with a marker from the reserve.
///
/// # Errors
/// A seat's interrupt.
pub fn still_improvement(m: &mut Match<'_>, seat: Seat, dice: u8, new_offsite: Option<u8>) -> Flow {
    if let Some(start) = new_offsite
        && offsite_boards_left(m)
        && m.ask(seat, "double_improvement", vec![Choice::TwoDice, Choice::NewOffsite])? == Choice::NewOffsite
    {
        return start_offsite(m, seat, start);
    }
    for _ in 0..dice {
        one_die(m, seat)?;
    }
    Ok(())
}

/// A new offsite still with `dice` dice.
///
/// # Errors
/// More offsite stills than a still's id holds: never, the board holds at most 100
/// (`stills.offsite.boards`).
pub fn start_offsite(m: &mut Match<'_>, seat: Seat, dice: u8) -> Flow {
    let offsite = byte_id(m.state.players[seat].offsite.len())
        .ok_or_else(|| Stop::Broken(format!("seat {seat} has more than 255 offsite stills")))?;
    let marked = m.state.take_marker(seat);
    m.state.players[seat].offsite.push(Offsite { dice, marked });
    m.emit(Event::OffsiteStarted { seat, offsite, dice });
    Ok(())
}

/// The speakeasies in this game with a free improvement slot.
pub fn improvable(m: &Match<'_>) -> Vec<SpeakeasyId> {
    m.content
        .board
        .in_game(m.state.player_count())
        .filter(|(id, s)| m.state.speakeasy(*id).improvements < s.improvement_slots)
        .map(|(id, _)| id)
        .collect()
}

/// 5b c: one speakeasy improvement marker from the box, on a speakeasy or into the back room.
///
/// # Errors
/// A seat's interrupt.
pub fn speakeasy_improvement(m: &mut Match<'_>, seat: Seat) -> Flow {
    if m.state.improvement_supply == 0 {
        return Ok(());
    }
    m.state.improvement_supply -= 1;
    let mut options: Vec<Choice> = improvable(m).into_iter().map(Choice::Speakeasy).collect();
    options.push(Choice::BackRoom);
    let to = match m.ask(seat, "improvement", options)? {
        Choice::Speakeasy(s) => Some(s),
        _ => None,
    };
    put_improvement(m, seat, to);
    Ok(())
}

/// An improvement marker put on a speakeasy, or in the back room.
pub fn put_improvement(m: &mut Match<'_>, seat: Seat, to: Option<SpeakeasyId>) {
    match to {
        Some(s) => m.state.speakeasy_mut(s).improvements += 1,
        None => {
            let b = &mut m.state.players[seat].back_room;
            b.improvements = b.improvements.saturating_add(1);
        }
    }
    m.emit(Event::ImprovementPlaced { seat, to });
}

/// PHASE 2 (and the back room's rule): dice and improvement markers waiting in the back room,
/// put on stills and speakeasies as the seat likes, one at a time until it is done.
///
/// # Errors
/// A seat's interrupt.
pub fn use_back_room(m: &mut Match<'_>, seat: Seat) -> Flow {
    while m.state.players[seat].back_room.dice > 0 {
        let mut options: Vec<Choice> = free_stills(m, seat).into_iter().map(Choice::Still).collect();
        if options.is_empty() {
            break;
        }
        options.push(Choice::Done);
        match m.ask(seat, "die_from_back_room", options)? {
            Choice::Still(to) => {
                m.state.players[seat].back_room.dice -= 1;
                place_die(m, seat, to);
            }
            _ => break,
        }
    }
    while m.state.players[seat].back_room.improvements > 0 {
        let mut options: Vec<Choice> = improvable(m).into_iter().map(Choice::Speakeasy).collect();
        if options.is_empty() {
            break;
        }
        options.push(Choice::Done);
        match m.ask(seat, "improvement_from_back_room", options)? {
            Choice::Speakeasy(s) => {
                m.state.players[seat].back_room.improvements -= 1;
                put_improvement(m, seat, Some(s));
            }
            _ => break,
        }
    }
    Ok(())
}
