//! PHASE 2 : ENVOI DES GARS: in descending authority each seat places any number of its
//! back-room markers on speakeasies, all before the next seat; a speakeasy opens once its
//! shaded circles are covered (RULINGS.md: the circles cap the markers it holds).

use super::super::choice::Choice;
use super::super::content::{SpeakeasyId, Window};
use super::super::event::Event;
use super::super::state::Phase;
use super::{Match, back_room, thugs};
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

/// The whole phase.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn phase(m: &mut Match<'_>) -> Flow {
    m.state.phase = Phase::Influence;
    for seat in m.state.by_authority(m.content) {
        place(m, seat)?;
        back_room::use_back_room(m, seat)?;
        m.check_invariants()?;
    }
    thugs::window(m, Window::AuthorityFaceUp)
}

/// Speakeasies where a seat may place a marker: in this game, with influence, a circle free.
pub fn placeable(m: &Match<'_>) -> Vec<SpeakeasyId> {
    m.content
        .board
        .in_game(m.state.player_count())
        .filter(|(id, s)| s.influence && m.state.speakeasy(*id).markers() < u32::from(s.circles()))
        .map(|(id, _)| id)
        .collect()
}

/// Markers a seat may place from its back room (those Safe House moved wait for the next turn).
pub fn free_markers(m: &Match<'_>, seat: Seat) -> u8 {
    m.state.players[seat].back_room.influence.saturating_sub(m.state.safe_house[seat])
}

/// One seat's placement, one marker at a time until it is done.
fn place(m: &mut Match<'_>, seat: Seat) -> Flow {
    while free_markers(m, seat) > 0 {
        let mut options: Vec<Choice> = placeable(m).into_iter().map(Choice::Speakeasy).collect();
        if options.is_empty() {
            break;
        }
        options.push(Choice::Done);
        let Choice::Speakeasy(s) = m.ask(seat, "influence", options)? else { break };
        m.state.players[seat].back_room.influence -= 1;
        add_marker(m, seat, s);
        m.emit(Event::InfluencePlaced { seat, speakeasy: s, markers: 1 });
    }
    Ok(())
}

/// A marker of `seat` onto a speakeasy; tells when the speakeasy opens.
pub fn add_marker(m: &mut Match<'_>, seat: Seat, s: SpeakeasyId) {
    let was = m.state.is_open(m.content, s);
    m.state.speakeasy_mut(s).influence[seat] += 1;
    if !was && m.state.is_open(m.content, s) {
        m.emit(Event::Opened { speakeasy: s });
    }
}

/// A marker of `owner` off a speakeasy (back to its reserve, or its back room); tells when the
/// speakeasy closes.
pub fn remove_marker(m: &mut Match<'_>, owner: Seat, s: SpeakeasyId, to_back_room: bool) {
    let was = m.state.is_open(m.content, s);
    let n = &mut m.state.speakeasy_mut(s).influence[owner];
    if *n == 0 {
        return;
    }
    *n -= 1;
    let p = &mut m.state.players[owner];
    if to_back_room {
        p.back_room.influence += 1;
    } else {
        p.reserve += 1;
    }
    if was && !m.state.is_open(m.content, s) {
        m.emit(Event::Closed { speakeasy: s });
    }
}
