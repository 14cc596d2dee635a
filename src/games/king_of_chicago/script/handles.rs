//! The values scripts hold: small copyable handles to cards, players, businesses and streets,
//! and the context of the hook being run. Everything they show is read from the game when asked.

use crate::engine::seat::Seat;
use crate::games::king_of_chicago::board::StreetId;
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::state::{BusinessId, GangsterId};

/// A gangster card (also `this` in a gangster's script).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GangsterRef(pub GangsterId);

/// A player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerRef(pub Seat);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BusinessRef(pub BusinessId);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreetRef(pub StreetId);

/// An event card (`this` in an event's script).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventRef(pub u8);

/// A contract card (`this` in a contract's script).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContractRef(pub u8);

/// The fight in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FightRef;

/// The income a player is collecting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IncomeRef(pub Seat);

/// A gangster about to go to the graveyard or the hospital.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CasualtyRef {
    pub gangster: GangsterId,
    /// Killed (going to the graveyard) rather than wounded.
    pub killed: bool,
    /// In a shootout (rather than by a card).
    pub in_fight: bool,
}

/// A police action about to be resolved against a car or a business.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaidRef {
    pub police: Seat,
    pub owner: Seat,
    pub business: Option<BusinessId>,
}

/// A player turn starting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnRef(pub Seat);

/// An event card being played, or asked whether it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayRef {
    pub player: Seat,
    pub window: Window,
    pub casualty: Option<CasualtyRef>,
    /// The player acting against this one (the police's controller, Election Day's player).
    pub against: Option<Seat>,
}

/// A contract being started or completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContractCtx {
    pub player: Seat,
    pub card: u8,
}
