//! What a seat sees of a game that hides nothing from it but the chance to come: the whole
//! position, the content and the log. A game that hides cards or money builds its
//! own view instead.

use super::game::{Game, LogEntry};
use super::play::Match;
use super::seat::Seat;

/// The whole of a game as one seat sees it when nothing is hidden from it but the dice and
/// draws to come (the position's generator is no part of what a seat may read: nothing here
/// uses it).
pub struct Open<'a, G: Game> {
    state: &'a G::State,
    pub content: &'a G::Content,
    /// The seat that sees it.
    pub seat: Seat,
    log: &'a [LogEntry<G>],
}

impl<'a, G: Game> Open<'a, G> {
    /// What `seat` sees of `m`.
    pub fn of(m: &'a Match<'_, G>, seat: Seat) -> Self {
        Open { state: &m.state, content: m.content, seat, log: m.log.entries() }
    }

    /// The position, for what a bot tries out on a copy.
    pub fn state(&self) -> &'a G::State {
        self.state
    }

    /// The log so far.
    pub fn log(&self) -> &'a [LogEntry<G>] {
        self.log
    }
}
