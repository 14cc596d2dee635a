//! Deals between seats: what one seat offers another, and asks in return.

use super::defs::Res3;
use super::state::GangsterId;
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};

/// What changes hands one way in a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    #[serde(default)]
    pub money: i64,
    #[serde(default)]
    pub resources: Res3,
    /// Event cards, by index.
    #[serde(default)]
    pub events: Vec<u8>,
    /// Contract cards not started, by index.
    #[serde(default)]
    pub contracts: Vec<u8>,
    /// Gangsters (in the trade round only).
    #[serde(default)]
    pub gangsters: Vec<GangsterId>,
}

impl Bundle {
    pub fn is_empty(&self) -> bool {
        *self == Bundle::default()
    }
}

/// An offer from one seat to another: `give` for `get`. A loan is a deal that asks nothing
/// back; paying it back is a later deal, or not (rulebook 1.3: nothing enforces it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub from: Seat,
    pub to: Seat,
    pub give: Bundle,
    pub get: Bundle,
}
