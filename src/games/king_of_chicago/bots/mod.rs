//! King of Chicago's own bots (the `random` bot is the engine's, in `crate::bots`).

pub mod greedy;
pub mod odds;
