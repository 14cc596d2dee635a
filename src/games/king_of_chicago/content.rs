//! The game's content, checked: ids resolved to indices, references verified, numbers in place.
//! The rules never see an unchecked value.

use super::board::{Board, SquareId};
use super::defs::*;
use crate::engine::content::Source;
use crate::engine::script::Limits;

pub const GAME_ID: &str = "king-of-chicago";

/// Every number of the rulebook, from `game.toml`.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Rules {
    pub win_power: i64,
    pub start_money: i64,
    pub start_resources: Res3,
    pub order_dice: u8,
    pub placements: Vec<(SquareId, Resource, i64)>,
    pub resource_tokens: i64,
    pub turf_markers: i64,
    pub action_rounds: u8,
    pub die_sides: u8,
    pub police_bonus: i64,
    pub car_capacity: i64,
    pub business_capacity: i64,
    pub sizes: [SizeRule; 3],
    pub turf_income: i64,
    pub turf_takeover: i64,
    pub power_contract: i64,
    pub power_respect: i64,
    pub gangsters_per_point: i64,
    pub base_attack: i64,
    pub base_defense: i64,
    pub kill_difference: i64,
    pub min_bid: i64,
    pub bid_step: i64,
    pub police_actions: u8,
    pub round_cap: u32,
    pub script_limits: Limits,
    pub components: Option<ComponentsDef>,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct SizeRule {
    pub income: i64,
    pub monopoly: i64,
    pub power: i64,
    pub defense: i64,
    pub cost: KindCosts,
}

impl Rules {
    pub fn size(&self, size: Size) -> &SizeRule {
        &self.sizes[size as usize]
    }

    pub fn cost(&self, size: Size, kind: Kind) -> Res3 {
        let c = &self.size(size).cost;
        match kind {
            Kind::Bar => c.bar,
            Kind::Casino => c.casino,
            Kind::Brothel => c.brothel,
        }
    }
}

/// The printed combat bonuses of a gangster (rulebook 5.2.5, "Calcul du bonus").
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Bonuses {
    pub attack: Option<i64>,
    pub defense: Option<i64>,
    pub driveby: Option<i64>,
    pub driveby_attack: Option<i64>,
    pub driveby_defense: Option<i64>,
    pub business_attack: Option<i64>,
    pub business_defense: Option<i64>,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Gangster {
    pub id: String,
    pub starred: bool,
    pub bonuses: Bonuses,
    pub drive: i64,
    pub cost: Res3,
    pub params: toml::Table,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct EventCard {
    pub id: String,
    pub windows: Vec<Window>,
    pub params: toml::Table,
}

/// Where a contract is started or completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Spot {
    Square(SquareId),
    /// Any of the contract holder's own businesses (Pay-day).
    OwnBusiness,
    /// Any garage (They never saw it coming).
    AnyGarage,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Contract {
    pub id: String,
    pub start: Spot,
    pub finish: Spot,
    pub reward: i64,
    pub params: toml::Table,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct BusinessMarker {
    pub id: String,
    pub kind: Kind,
    pub size: Size,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct ResourceCard {
    pub id: String,
    pub resource: Resource,
    pub place: SquareId,
    pub count: i64,
}

/// All of King of Chicago's content, checked.
#[derive(Clone, Debug)]
pub struct Content {
    pub rules: Rules,
    pub board: Board,
    pub gangsters: Vec<Gangster>,
    pub events: Vec<EventCard>,
    pub contracts: Vec<Contract>,
    pub businesses: Vec<BusinessMarker>,
    pub resource_cards: Vec<ResourceCard>,
    /// Where each card's id is set (gangsters, events, contracts): a text missing for a card
    /// is told there.
    pub places: crate::engine::content::IdPlaces,
    /// Digest of every file read, for saves and logs.
    pub digest: String,
    pub source: Source,
}

impl Content {
    /// The gangster whose card file spells `id`: the tests place gangsters by name.
    #[cfg(test)]
    pub fn gangster_named(&self, id: &str) -> super::state::GangsterId {
        let at = self.gangsters.iter().position(|g| g.id == id);
        super::state::GangsterId(at.and_then(|i| u8::try_from(i).ok()).unwrap_or_else(|| panic!("no gangster {id}")))
    }

    /// A card's id, as its file spells it.
    pub fn card_id(&self, card: super::state::Card) -> &str {
        use super::state::Card;
        let found = match card {
            Card::Gangster(i) => self.gangsters.get(usize::from(i)).map(|c| &c.id),
            Card::Event(i) => self.events.get(usize::from(i)).map(|c| &c.id),
            Card::Contract(i) => self.contracts.get(usize::from(i)).map(|c| &c.id),
            Card::Resource(i) => self.resource_cards.get(usize::from(i)).map(|c| &c.id),
        };
        found.map_or("", String::as_str)
    }

    pub fn gangster_index(&self, id: &str) -> Option<usize> {
        self.gangsters.iter().position(|g| g.id == id)
    }
}
