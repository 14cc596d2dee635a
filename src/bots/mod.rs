//! Bots that play any game through the engine's decision interface.

pub mod balance;
pub mod random;
pub mod search;
