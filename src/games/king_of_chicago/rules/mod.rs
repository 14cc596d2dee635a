//! The rules of King of Chicago, run as a match: the state, the seats' deciders and the log.
//! Each submodule holds one part of the rulebook and cites its sections.

pub mod actions;
pub mod auction;
pub mod cards;
pub mod deals;
pub mod effects;
pub mod events;
pub mod movement;
pub mod play;
pub mod police;
pub mod power;
pub mod round;
pub mod setup;
pub mod shootout;
pub mod trade;
