//! Influence markers on the speakeasies: where a seat may place one and how many it has, one
//! seat's placement, the chaotic option's placements at every moment the thug cards are offered
//! ([`anytime`]), a marker put on or taken off. What phase 2 and the thug cards' windows share.

use super::super::choice::Choice;
use super::super::content::SpeakeasyId;
use super::super::event::{ControlLost, Event};
use super::{Match, back_room};
use crate::engine::play::Flow;
use crate::engine::seat::Seat;

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

/// The chaotic option's placements at one of the fixed moments (NOTES.md 34): in descending
/// authority, so a higher authority always places before a lower one ("le Truand avec la plus
/// grande carte d'Autorité a la priorité"), each seat places any number of its back-room
/// markers, and what waits there with them; round again until a round places no marker. A seat
/// that places pre-empts those below it and places at least `preemptor_places_at_least`
/// ("obligé de poser au moins un marqueur"), as far as its markers and the free circles go.
///
/// # Errors
/// A seat's interrupt.
pub fn anytime(m: &mut Match<'_>) -> Flow {
    let least = m.content.rules.preemptor_places_at_least;
    loop {
        let mut placed = false;
        for seat in m.state.by_authority(m.content) {
            placed |= place(m, seat, least)? > 0;
            back_room::use_back_room(m, seat)?;
            m.check_invariants()?;
        }
        if !placed {
            return Ok(());
        }
    }
}

/// One seat's placement, one marker at a time until it is done, once it has placed `least`
/// (when it places at all); how many it placed.
pub(super) fn place(m: &mut Match<'_>, seat: Seat, least: u8) -> Flow<u8> {
    let mut placed = 0u8;
    while free_markers(m, seat) > 0 {
        let mut options: Vec<Choice> = placeable(m).into_iter().map(Choice::Speakeasy).collect();
        if options.is_empty() {
            break;
        }
        if placed == 0 || placed >= least {
            options.push(Choice::Done);
        }
        let Choice::Speakeasy(s) = m.ask(seat, "influence", options)? else { break };
        m.state.players[seat].back_room.influence -= 1;
        let before = m.state.controller(m.content, s);
        let opens = add_marker(m, seat, s);
        let lost = control_lost(m, s, before);
        m.emit(Event::InfluencePlaced { seat, speakeasy: s, markers: 1, opens, lost });
        placed = placed.saturating_add(1);
    }
    Ok(placed)
}

/// Who lost control of a speakeasy that `before` controlled, now that it holds one marker more
/// or a thug card changed it (Contrôle de l'influence), with his markers there against all the
/// others', and who has it now.
pub(super) fn control_lost(m: &Match<'_>, s: SpeakeasyId, before: Option<Seat>) -> Option<ControlLost> {
    let was = before?;
    let now = m.state.controller(m.content, s);
    if now == Some(was) {
        return None;
    }
    let influence = &m.state.speakeasy(s).influence;
    let markers = influence[was];
    let total: u32 = influence.0.iter().map(|&n| u32::from(n)).sum();
    let others = u8::try_from(total - u32::from(markers)).unwrap_or(u8::MAX);
    let tie = m.state.control_tie(m.content, s, &influence.0).filter(|t| Some(t.won) == now);
    Some(ControlLost { seat: was, markers, others, to: now, tie })
}

/// A marker of `seat` placed onto a speakeasy; whether the speakeasy opens (logged, and told
/// by the placement that follows it, so the news reads the cause first).
pub fn add_marker(m: &mut Match<'_>, seat: Seat, s: SpeakeasyId) -> bool {
    let was = m.state.is_open(m.content, s);
    m.state.speakeasy_mut(s).influence[seat] += 1;
    let opens = !was && m.state.is_open(m.content, s);
    if opens {
        m.emit(Event::Opened { speakeasy: s, by_marker: Some(seat) });
    }
    opens
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
