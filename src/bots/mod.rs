//! Bots that play any game through the engine's decision interface.

pub mod random;
pub mod search;
