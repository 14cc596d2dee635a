//! What one seat sees when it is asked: the whole race (nothing in it is hidden) but the dice
//! and the wheel to come. Bots and the terminal decide from this alone.

use super::Godfathers;
use super::content::Content;
use super::event::Event;
use super::state::{Gang, State};
use crate::engine::game::LogEntry;
use crate::engine::seat::Seat;

pub struct View<'a> {
    state: &'a State,
    pub content: &'a Content,
    pub seat: Seat,
    log: &'a [LogEntry<Godfathers>],
}

impl<'a> View<'a> {
    pub fn new(state: &'a State, content: &'a Content, seat: Seat, log: &'a [LogEntry<Godfathers>]) -> View<'a> {
        View { state, content, seat, log }
    }

    /// The position, for what a bot tries out on a copy. Its generator is no part of what a
    /// seat may read: nothing here uses it.
    pub fn state(&self) -> &State {
        self.state
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    pub fn gang(&self, seat: Seat) -> &Gang {
        &self.state.gangs[seat]
    }

    pub fn current(&self) -> Seat {
        self.state.current
    }

    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    /// The dice of the turn so far: the last roll the log shows.
    pub fn last_roll(&self) -> Option<&[u8]> {
        self.log.iter().rev().find_map(|e| match e.game()? {
            Event::Rolled { dice, .. } => Some(dice.as_slice()),
            _ => None,
        })
    }

    pub fn events(&self) -> usize {
        self.log.len()
    }

    /// The log from its `from`-th event.
    pub fn told(&self, from: usize) -> impl Iterator<Item = &LogEntry<Godfathers>> + '_ {
        self.log.iter().skip(from)
    }
}
