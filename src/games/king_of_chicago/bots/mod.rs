//! King of Chicago's own bots (the `random` bot is the engine's, in `crate::bots`).

pub mod greedy;
pub mod odds;

use crate::table::SeatKind;

/// The `greedy` bot's seat kind, as tables of bots name it.
pub const GREEDY: SeatKind = SeatKind::Bot("greedy");
