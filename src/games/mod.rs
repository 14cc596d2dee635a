//! The games, one folder each.

pub mod chicago_poker;
pub mod king_of_chicago;
