//! What one seat sees when it is asked: the whole race (nothing in it is hidden) but the dice
//! and the wheel to come, the engine's `Open` view. Bots and the terminal decide from this alone.

use super::Godfathers;
use super::event::Event;

/// A seat's view of the race.
pub type View<'a> = crate::engine::view::Open<'a, Godfathers>;

/// The dice of the turn so far: the last roll the log shows.
pub fn last_roll<'a>(v: &View<'a>) -> Option<&'a [u8]> {
    v.log().iter().rev().find_map(|e| match e.game()? {
        Event::Rolled { dice, .. } => Some(dice.as_slice()),
        _ => None,
    })
}
