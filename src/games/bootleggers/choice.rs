//! What a seat picks: one typed value per kind of question.

use super::content::{AuthorityId, MuscleId, SpeakeasyId};
use super::state::TruckId;
use crate::engine::seat::Seat;
use serde::Serialize;

/// Where a die goes: a still (the family's, or an offsite one by index) or the back room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StillRef {
    Family,
    Offsite(u8),
    BackRoom,
}

/// A deal of the shipping phase's negotiation (PHASE 4, 1; RULINGS.md: a structured offer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "deal", rename_all = "snake_case")]
pub enum Deal {
    /// `from` sells `crates` of its crates to `to`.
    SellCrates { from: Seat, to: Seat, crates: u16 },
    /// `from` rents its truck to `to` for the turn.
    RentTruck { from: Seat, to: Seat, truck: TruckId },
    /// `from` sells its truck to `to`.
    SellTruck { from: Seat, to: Seat, truck: TruckId },
}

impl Deal {
    /// The seat that gives crates or a truck (and is paid).
    pub fn seller(&self) -> Seat {
        match *self {
            Deal::SellCrates { from, .. } | Deal::RentTruck { from, .. } | Deal::SellTruck { from, .. } => from,
        }
    }

    /// The seat that pays.
    pub fn buyer(&self) -> Seat {
        match *self {
            Deal::SellCrates { to, .. } | Deal::RentTruck { to, .. } | Deal::SellTruck { to, .. } => to,
        }
    }

    /// The deal's party that is not `seat` (the one `seat`'s offer goes to, or the one who
    /// proposed what `seat` answered).
    pub fn other_party(&self, seat: Seat) -> Seat {
        if self.seller() == seat { self.buyer() } else { self.seller() }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "choice", content = "of", rename_all = "snake_case")]
pub enum Choice {
    /// PHASE 1, 3: the authority card played this turn.
    Authority {
        card: AuthorityId,
    },
    /// PHASE 1, 5b: the truck card on offer.
    TruckCard,
    /// PHASE 1, 5b: the muscle card on this offer space.
    Muscle {
        space: u8,
    },
    /// Where a still improvement die goes.
    Still(StillRef),
    /// A double still improvement: two dice, or a new offsite still.
    TwoDice,
    NewOffsite,
    /// A speakeasy (to place a marker or an improvement, to send a truck, a card's target).
    Speakeasy(SpeakeasyId),
    /// Into the back room, for later.
    BackRoom,
    /// A thug card taken: played at once, or kept.
    PlayNow,
    Keep,
    /// Done placing, no card played, no deal proposed.
    Done,
    /// A thug card from hand.
    Thug {
        card: MuscleId,
    },
    /// A deal proposed, then its price in $G.
    Propose(Deal),
    Price(i64),
    Accept,
    Refuse,
    /// A deal refused, and every offer after it this negotiation (NOTES.md 41).
    RefuseAll,
    /// A number of crates: loaded on a truck, or sold in a deal.
    Load(i64),
    /// Public dock: let them sell, or not.
    Allow,
    Forbid,
    /// Options of card scripts.
    Player(Seat),
    StillOf {
        owner: Seat,
        still: StillRef,
    },
    Truck(TruckId),
    Count(u8),
}

impl Choice {
    pub fn price(n: i64) -> Choice {
        Choice::Price(n)
    }

    pub fn read_price(c: &Choice) -> Option<i64> {
        match *c {
            Choice::Price(n) => Some(n),
            _ => None,
        }
    }

    pub fn load(n: i64) -> Choice {
        Choice::Load(n)
    }

    pub fn read_load(c: &Choice) -> Option<i64> {
        match *c {
            Choice::Load(n) => Some(n),
            _ => None,
        }
    }
}
