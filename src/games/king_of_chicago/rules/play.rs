//! The match King of Chicago's rules run on (the engine's, for this game) and what every part of
//! the rules asks of it: money paid and received by checked arithmetic, dice rolled and logged,
//! the seats in turn order from the round's first player (4.1) and the table's round cap.

use super::super::KingOfChicago;
use super::super::event::{Event, Why};
use super::super::state::Card;
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;

/// A game of King of Chicago in progress: the engine's match of this game.
pub type Match<'c> = crate::engine::play::Match<'c, KingOfChicago>;

impl Match<'_> {
    /// `seat` receives `amount`, by checked arithmetic.
    ///
    /// # Errors
    /// [`Stop::Broken`] naming the seat, for an amount below nothing or past what money holds.
    pub fn earn(&mut self, seat: Seat, amount: i64) -> Flow {
        let p = &mut self.state.players[seat];
        p.money =
            crate::engine::money::receive(p.money, amount).map_err(|e| Stop::Broken(format!("seat {seat}: {e}")))?;
        Ok(())
    }

    /// `seat` pays `amount`, by checked arithmetic.
    ///
    /// # Errors
    /// [`Stop::Broken`] naming the seat, for an amount below nothing or beyond its money.
    pub fn spend(&mut self, seat: Seat, amount: i64) -> Flow {
        let p = &mut self.state.players[seat];
        p.money = crate::engine::money::pay(p.money, amount).map_err(|e| Stop::Broken(format!("seat {seat}: {e}")))?;
        Ok(())
    }

    pub fn seats(&self) -> usize {
        self.state.seats()
    }

    /// The game-round cap of this match: the table's, else the content's.
    pub fn round_cap(&self) -> u32 {
        self.options.round_cap.unwrap_or(self.content.rules.round_cap)
    }

    /// Rolls one die for `seat` and logs it (fixed dice first, when a scenario set them).
    pub fn roll(&mut self, seat: Option<Seat>, why: Why) -> u8 {
        self.roll_for(seat, why, None)
    }

    /// Rolls one die as [`Match::roll`] for the card whose script rolls: a scenario may fix the
    /// dice of its id, and the news names it (The Doctor's die).
    pub fn roll_for(&mut self, seat: Option<Seat>, why: Why, card: Option<Card>) -> u8 {
        let sides = self.content.rules.die_sides;
        let content = self.content;
        let name = card.map(|c| content.card_id(c));
        let chance = &mut self.state.chance;
        let face = match name {
            Some(name) => chance.roll_as(sides, &[name, why.kind()]),
            None => chance.roll_as(sides, &[why.kind()]),
        };
        self.emit(Event::Roll { seat, why, face, card });
        face
    }

    /// Seats in turn order from the round's first player.
    pub fn order(&self) -> Vec<Seat> {
        let n = self.seats();
        (0..n).map(|i| self.state.clock.first.left(i, n)).collect()
    }
}
