//! Seats at the table and values kept per seat.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// A seat at the table, 0-based in seating (clockwise) order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat `steps` places to the left (clockwise) at a table of `seats`.
    pub fn left(self, steps: usize, seats: usize) -> Seat {
        Seat(((self.index() + steps) % seats.max(1)) as u8)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// One value per seat, indexed by [`Seat`] rather than a bare `usize`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(pub Vec<T>);

impl<T> BySeat<T> {
    pub fn from_fn(seats: usize, f: impl FnMut(usize) -> T) -> BySeat<T> {
        BySeat((0..seats).map(f).collect())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<T> {
        (0..self.0.len()).map(|i| Seat(i as u8))
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, t)| (Seat(i as u8), t))
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// The seat with the most of what each seat has (its score, its lap, its money), if one alone
/// has the most: who leads a game cut short.
pub fn sole_leader<T: Ord + Copy>(each: impl IntoIterator<Item = (Seat, T)>) -> Option<Seat> {
    let each: Vec<(Seat, T)> = each.into_iter().collect();
    let most = each.iter().map(|e| e.1).max()?;
    let top: Vec<Seat> = each.iter().filter(|e| e.1 == most).map(|e| e.0).collect();
    (top.len() == 1).then(|| top[0])
}

/// Whether `seats` players may sit at a table of `game` played by `min` to `max` players (the
/// content's numbers), and the content has what so many need (`fits`: the board's places for
/// them, say).
///
/// # Errors
/// "`game` is played by `min` to `max` players, not `seats`".
pub fn check_players(game: &str, (min, max): (u8, u8), seats: usize, fits: bool) -> Result<(), String> {
    if (usize::from(min)..=usize::from(max)).contains(&seats) && fits {
        Ok(())
    } else {
        Err(format!("{game} is played by {min} to {max} players, not {seats}"))
    }
}
