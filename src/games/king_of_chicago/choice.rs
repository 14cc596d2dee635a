//! The options a seat picks from: typed values, one enum for every question the rules ask.

use super::board::{SquareId, StreetId};
use super::state::{BusinessId, GangsterId, Where};
use crate::engine::options::Amounts;
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};

/// One of the six actions of a player turn (rulebook 5.2), or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Pass,
    /// 5.2.1
    TakeResources(SquareId),
    /// 5.2.2
    ClaimTurf(SquareId),
    /// 5.2.3: put this marker on this lot.
    OpenBusiness {
        square: SquareId,
        business: BusinessId,
    },
    /// 5.2.4
    StartContract(u8),
    CompleteContract(u8),
    /// 5.2.5
    DriveBy(Seat),
    AttackBusiness(BusinessId),
    /// 5.2.6
    MoveGangsters(BusinessId),
    FreeFromJail,
    PickUpFromHospital,
}

/// A police action (5.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoliceAction {
    Pass,
    Raid(BusinessId),
    Bust(Seat),
    ClearTurf(SquareId),
    Confiscate(SquareId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// A street square to drive to.
    Street(StreetId),
    /// A square (start square, garage).
    Square(SquareId),
    Action(Action),
    Police(PoliceAction),
    /// A sum or a count: a bid (0 passes), a number of tokens.
    Amount(i64),
    Gangster(GangsterId),
    /// Where to put this gangster at placement.
    Place {
        gangster: GangsterId,
        to: Where,
    },
    /// Stop picking.
    Done,
    /// A player (a card's target).
    Player(Seat),
    Business(BusinessId),
    Resource(crate::games::king_of_chicago::defs::Resource),
    /// A card to play.
    Card(crate::games::king_of_chicago::state::Card),
    Yes,
    No,
}

impl Choice {
    /// The amount this choice stands for, if it is one.
    pub fn amount(&self) -> Option<i64> {
        if let Choice::Amount(n) = self { Some(*n) } else { None }
    }

    /// The amounts from `from` towards `to` by `step`, asked as one range (bids, tokens taken).
    pub fn amounts(from: i64, to: i64, step: i64) -> Option<Amounts<Choice>> {
        Amounts::new(from, to, step, Choice::Amount, Choice::amount)
    }
}
