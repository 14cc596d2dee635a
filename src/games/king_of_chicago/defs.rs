//! Content as written in TOML: raw serde structs that reject unknown fields. `load.rs` checks
//! them once into the types of `content.rs`, which the rules use.

use serde::{Deserialize, Serialize};
use toml::Spanned;

/// A count of each resource (rulebook 5.2.1: girls, henchmen, booze).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Res3 {
    pub booze: i64,
    pub girls: i64,
    pub henchmen: i64,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub win: WinDef,
    pub setup: SetupDef,
    pub supply: SupplyDef,
    pub round: RoundDef,
    pub movement: MovementDef,
    pub capacity: CapacityDef,
    pub business: BusinessSizesDef,
    pub turf: TurfDef,
    pub power: PowerDef,
    pub shootout: ShootoutDef,
    pub auction: AuctionDef,
    pub police: PoliceDef,
    pub engine: EngineDef,
    #[serde(default)]
    pub components: Option<ComponentsDef>,
}

/// What the box holds (rulebook 2.0): `validate` compares the content with it.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ComponentsDef {
    pub gangsters: usize,
    pub events: usize,
    pub contracts: usize,
    pub resource_cards: usize,
    pub businesses: usize,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WinDef {
    pub power_points: i64,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupDef {
    pub money: i64,
    pub resources: Res3,
    pub order_dice: u8,
    pub placements: Vec<PlacementDef>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlacementDef {
    #[schemars(with = "String")]
    pub place: Spanned<String>,
    pub resource: Resource,
    pub count: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SupplyDef {
    pub resource_tokens: i64,
    pub turf_markers: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundDef {
    pub action_rounds: u8,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MovementDef {
    pub die_sides: u8,
    pub police_bonus: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CapacityDef {
    pub car: i64,
    pub business: i64,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BusinessSizesDef {
    pub small: SizeDef,
    pub medium: SizeDef,
    pub large: SizeDef,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SizeDef {
    pub income: i64,
    pub monopoly: i64,
    pub power: i64,
    pub defense: i64,
    pub cost: KindCosts,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KindCosts {
    pub bar: Res3,
    pub casino: Res3,
    pub brothel: Res3,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurfDef {
    pub income: i64,
    pub takeover: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PowerDef {
    pub contract: i64,
    pub local_respect: i64,
    pub gangsters_per_point: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShootoutDef {
    pub base_attack: i64,
    pub base_defense: i64,
    pub kill_difference: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuctionDef {
    pub min_bid: i64,
    pub step: i64,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PoliceDef {
    pub actions_per_round: u8,
}

#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineDef {
    pub round_cap: u32,
    #[serde(default)]
    pub script_limits: crate::engine::script::Limits,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Booze,
    Girls,
    Henchmen,
}

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Booze, Resource::Girls, Resource::Henchmen];

    pub fn key(self) -> &'static str {
        match self {
            Resource::Booze => "booze",
            Resource::Girls => "girls",
            Resource::Henchmen => "henchmen",
        }
    }
}

impl Res3 {
    pub fn get(&self, r: Resource) -> i64 {
        match r {
            Resource::Booze => self.booze,
            Resource::Girls => self.girls,
            Resource::Henchmen => self.henchmen,
        }
    }

    pub fn get_mut(&mut self, r: Resource) -> &mut i64 {
        match r {
            Resource::Booze => &mut self.booze,
            Resource::Girls => &mut self.girls,
            Resource::Henchmen => &mut self.henchmen,
        }
    }

    pub fn total(&self) -> i64 {
        self.booze + self.girls + self.henchmen
    }

    /// Whether every count here is at least the one in `other`.
    pub fn covers(&self, other: &Res3) -> bool {
        Resource::ALL.iter().all(|&r| self.get(r) >= other.get(r))
    }

    pub fn add(&mut self, other: &Res3) {
        for r in Resource::ALL {
            *self.get_mut(r) += other.get(r);
        }
    }

    pub fn sub(&mut self, other: &Res3) {
        for r in Resource::ALL {
            *self.get_mut(r) -= other.get(r);
        }
    }

    pub fn one(r: Resource, n: i64) -> Res3 {
        let mut x = Res3::default();
        *x.get_mut(r) = n;
        x
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Small,
    Medium,
    Large,
}

impl Size {
    pub fn key(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Bar,
    Casino,
    Brothel,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Bar, Kind::Casino, Kind::Brothel];

    pub fn key(self) -> &'static str {
        match self {
            Kind::Bar => "bar",
            Kind::Casino => "casino",
            Kind::Brothel => "brothel",
        }
    }
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    pub street: Vec<StreetDef>,
    pub square: Vec<SquareDef>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StreetDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    pub pos: [u16; 2],
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub links: Vec<Spanned<String>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SquareKind {
    Place,
    Turf,
    Business,
    Garage,
    Hospital,
    Police,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SquareDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    pub kind: SquareKind,
    #[schemars(with = "String")]
    pub street: Spanned<String>,
    pub pos: [u16; 2],
    #[schemars(with = "Option<Size>")]
    pub size: Option<Spanned<Size>>,
    #[serde(default)]
    pub start: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangstersFile {
    #[serde(default)]
    pub gangster: Vec<GangsterDef>,
    /// In a mod: ids of the base game's cards it takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangsterDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[serde(default)]
    pub starred: bool,
    pub attack: Option<i64>,
    pub defense: Option<i64>,
    pub driveby: Option<i64>,
    pub driveby_attack: Option<i64>,
    pub driveby_defense: Option<i64>,
    pub business_attack: Option<i64>,
    pub business_defense: Option<i64>,
    pub drive: Option<i64>,
    pub cost: Option<Res3>,
    #[schemars(with = "Option<std::collections::BTreeMap<String, serde_json::Value>>")]
    pub params: Option<toml::Table>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EventsFile {
    #[serde(default)]
    pub event: Vec<EventDef>,
    /// In a mod: ids of the base game's cards it takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Window {
    ShootoutStart,
    AfterWound,
    AfterKill,
    OwnTurn,
    TradeRound,
    Anytime,
    PoliceAction,
    ElectionDay,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EventDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    pub windows: Vec<Window>,
    #[schemars(with = "Option<std::collections::BTreeMap<String, serde_json::Value>>")]
    pub params: Option<toml::Table>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContractsFile {
    #[serde(default)]
    pub contract: Vec<ContractDef>,
    /// In a mod: ids of the base game's cards it takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContractDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[schemars(with = "String")]
    pub start: Spanned<String>,
    #[schemars(with = "String")]
    pub finish: Spanned<String>,
    pub reward: i64,
    #[schemars(with = "Option<std::collections::BTreeMap<String, serde_json::Value>>")]
    pub params: Option<toml::Table>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BusinessesFile {
    #[serde(default)]
    pub business: Vec<BusinessDef>,
    /// In a mod: ids of the base game's cards it takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BusinessDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    pub kind: Kind,
    pub size: Size,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResourceCardsFile {
    #[serde(default)]
    pub resource_card: Vec<ResourceCardDef>,
    /// In a mod: ids of the base game's cards it takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResourceCardDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    pub resource: Resource,
    #[schemars(with = "String")]
    pub place: Spanned<String>,
    pub count: i64,
}
