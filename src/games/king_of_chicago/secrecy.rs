//! What the rules hide (rulebook 3.2 and 5.2.6): the cards in a private folder and the
//! gangsters lying face down under a car or business marker. An event that would show such a
//! card to another seat is told to that seat without it.

use super::event::Event;
use super::state::{Card, Where};
use crate::engine::seat::Seat;

/// Places where a gangster lies face up for everyone: the auction row, jail, the hospital and
/// the graveyard.
pub fn public(w: Where) -> bool {
    matches!(w, Where::Auction | Where::Jail | Where::Hospital | Where::Graveyard)
}

/// Whether `e` shows `viewer` something the rules hide from it: another seat's face-down
/// gangster, a card drawn into another seat's folder, a card taken between two other seats, a
/// look at face-down gangsters by someone else. Such events are told to `viewer` without the
/// card (see `Narrator::line_for`).
pub fn hidden_from(e: &Event, viewer: Seat) -> bool {
    match *e {
        // Hiring from the auction row and hiding out of a fight happen face up.
        Event::Dealt { seat, .. } | Event::Drew { seat, .. } => seat != viewer,
        Event::GangsterMoved { seat, from, to, .. } => seat != viewer && !public(from) && !public(to),
        Event::StoleGangster { from, to, .. } | Event::StoleCard { from, to, .. } => viewer != from && viewer != to,
        Event::Peeked { seat, .. } => seat != viewer,
        // What two seats trade is between them.
        Event::DealMade { from, to, .. } => viewer != from && viewer != to,
        // A gangster's doing names him to the seat it is about only: he may lie face down.
        Event::MoneyChanged { seat, card: Card::Gangster(_), .. }
        | Event::Produced { seat, card: Some(Card::Gangster(_)), .. }
        | Event::Stole { to: seat, card: Card::Gangster(_), .. } => seat != viewer,
        // A failing script's card may lie face down; its file names it.
        Event::ScriptFailed { .. } => true,
        _ => false,
    }
}
