//! The games, one folder each.

pub mod king_of_chicago;
