//! What card scripts do, as typed effects. A hook's effects are collected while it runs and
//! applied in order by the rules when it returns, so a failing hook changes nothing.

use crate::engine::seat::Seat;
use crate::games::king_of_chicago::board::StreetId;
use crate::games::king_of_chicago::defs::Resource;
use crate::games::king_of_chicago::state::Target;
use crate::games::king_of_chicago::state::{BusinessId, Card, GangsterId};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    GiveMoney {
        seat: Seat,
        amount: i64,
    },
    TakeMoney {
        seat: Seat,
        amount: i64,
    },
    /// From the supply to a player, as far as the supply holds.
    Produce {
        seat: Seat,
        resource: Resource,
        count: i64,
    },
    /// From a player back to the supply.
    Confiscate {
        seat: Seat,
        resource: Resource,
        count: i64,
    },
    StealResources {
        from: Seat,
        to: Seat,
        resource: Resource,
        count: i64,
    },
    /// To the graveyard, through the rules of a death (Lucky Lou, The Doctor, first aid).
    Kill {
        gangster: GangsterId,
    },
    /// From the auction row to a player's folder.
    Hire {
        gangster: GangsterId,
        seat: Seat,
    },
    /// Out of wherever he was, to the thief's folder.
    StealGangster {
        gangster: GangsterId,
        seat: Seat,
    },
    StealCard {
        from: Seat,
        to: Seat,
        card: Card,
    },
    IncomeAdd {
        amount: i64,
    },
    /// A business's own income (normal or monopoly) times `factor` (The Mayor).
    IncomeMultiplyBusiness {
        business: BusinessId,
        factor: i64,
    },
    /// Turf income times `factor` (Mr. Needle).
    IncomeMultiplyTurf {
        factor: i64,
    },
    IncomeCancel,
    Neutralise {
        gangster: GangsterId,
    },
    Escape,
    EndFight {
        seat: Seat,
    },
    RollBonus {
        seat: Seat,
        bonus: i64,
    },
    Massacre,
    Sacrifice {
        gangster: GangsterId,
    },
    HideDefenders,
    Spare,
    KeepInFight,
    CancelPolice,
    CancelElectionDay {
        seat: Seat,
    },
    PoliceControl {
        seat: Seat,
    },
    ExtraPoliceAction,
    ExtraMove {
        seat: Seat,
    },
    Freeze {
        seat: Seat,
    },
    OutOfGas {
        seat: Seat,
    },
    MoveCar {
        seat: Seat,
        street: StreetId,
    },
    UseOnce {
        card: Card,
    },
    Peek {
        seat: Seat,
        target: Target,
    },
    /// Straight to the graveyard, no rescue (jailed for life, Freddie Forgery).
    ToGraveyard {
        gangster: GangsterId,
    },
    /// Half a player's tokens, say, picked at random by the rules (The rat).
    ConfiscateRandom {
        seat: Seat,
        count: i64,
    },
    /// One of a player's placed gangsters, picked at random by the rules (Backstabbing).
    StealRandomGangster {
        from: Seat,
        to: Seat,
    },
}
