//! Content as written in TOML: raw serde structs that reject unknown fields. `load.rs` checks
//! them once into the types of `content.rs`; the rules never see these.

use crate::engine::content::schema_text;
use serde::{Deserialize, Serialize};
use toml::Spanned;

/// `game.toml`: every number of the rulebook.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub players: PlayersDef,
    pub setup: SetupDef,
    pub turn: TurnDef,
    pub establishment: EstablishmentDef,
    pub win: WinDef,
    pub variant: VariantDef,
    #[serde(default)]
    pub components: Option<ComponentsDef>,
    #[serde(default)]
    pub engine: EngineDef,
}

/// What the box holds (3.0, 6.0, 7.0): `validate` compares the content with it.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ComponentsDef {
    pub gangsters: usize,
    pub specials: usize,
    pub tiles: usize,
}

/// 3.0: how many play.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayersDef {
    pub min: u8,
    pub max: u8,
}

/// 3.0: the deal and the table.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupDef {
    pub hand_size: u8,
    pub table: Vec<TableDef>,
}

/// 3.0: face-up tiles and shootout tokens for these numbers of players.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TableDef {
    #[schemars(with = "Vec<u8>")]
    pub players: Spanned<Vec<u8>>,
    pub face_up_tiles: u8,
    pub shootout_tokens: u8,
}

/// 4.1: a player's turn.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnDef {
    pub actions: u8,
    #[serde(default)]
    pub first_round_actions: Vec<u8>,
    pub hand_limit: u8,
}

/// 4.1 Action II: cards in front of an establishment.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EstablishmentDef {
    pub max_cards: u8,
    pub shootout_at: u8,
}

/// 6.0: the ways to win.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WinDef {
    pub conditions: Vec<WinCondition>,
    pub quick: QuickDef,
}

/// 6.0, Note: the quicker game.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuickDef {
    pub enabled: bool,
    pub conditions: Vec<WinCondition>,
}

/// One way to win: controlling so many establishments.
#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WinCondition {
    /// So many of one type.
    SameType(u8),
    /// So many types, one of each.
    DifferentTypes(u8),
    /// So many of any types.
    Any(u8),
}

/// 7.0: the variant without special cards.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VariantDef {
    pub specials: bool,
}

/// What the engine needs that the rulebook does not say.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineDef {
    #[serde(default)]
    pub script_limits: crate::engine::script::Limits,
    /// Player turns after which a game among bots stops, won by whoever holds the most
    /// establishments (a simulation limit, not a rule: players who never draw nor play could
    /// pass for ever). A mod may change it; a scenario may set its own.
    #[serde(default = "default_turn_cap")]
    pub turn_cap: u32,
}

fn default_turn_cap() -> u32 {
    1000
}

impl Default for EngineDef {
    fn default() -> EngineDef {
        EngineDef { script_limits: crate::engine::script::Limits::default(), turn_cap: default_turn_cap() }
    }
}

/// `gangsters.toml`: the colours, each holding one card of every value.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangstersFile {
    /// Required in the base game; a mod that gives it changes the values of every colour.
    #[serde(default)]
    pub values: Option<ValuesDef>,
    #[serde(default)]
    pub colour: Vec<ColourDef>,
    /// Colours a mod takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, Clone, Copy, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ValuesDef {
    pub lowest: u8,
    pub highest: u8,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ColourDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
}

/// `specials.toml`: the special cards.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpecialsFile {
    #[serde(default)]
    pub special: Vec<SpecialDef>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpecialDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    /// Copies in the deck.
    pub count: u8,
    /// The numbers the card prints, for its script (`this.param("name")`).
    #[serde(default)]
    #[schemars(with = "Option<std::collections::BTreeMap<String, i64>>")]
    pub params: Option<toml::Table>,
    /// Playing it takes a card of the discard pile into the hand (Corruption): for the hand
    /// limit it lowers the hand only when the pile is empty (4.1 Action I, NOTES.md 2).
    #[serde(default)]
    pub takes_back: bool,
}

/// `establishments.toml`: the types and their tiles.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EstablishmentsFile {
    #[serde(default, rename = "type")]
    pub kind: Vec<TypeDef>,
    #[serde(default)]
    pub tile: Vec<TileDef>,
    /// Tiles a mod takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TypeDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    /// A player's 1st, 2nd... card in front of a tile of this type: face up or face down.
    pub pattern: Vec<Face>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TileDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[serde(rename = "type")]
    #[schemars(with = "String")]
    pub kind: Spanned<String>,
}

/// How a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Up,
    Down,
}

/// JSON Schemas of this game's content files, for the `#:schema` line each starts with.
pub fn schemas() -> Vec<(&'static str, String)> {
    vec![
        ("game", schema_text(schemars::schema_for!(GameFile))),
        ("gangsters", schema_text(schemars::schema_for!(GangstersFile))),
        ("specials", schema_text(schemars::schema_for!(SpecialsFile))),
        ("establishments", schema_text(schemars::schema_for!(EstablishmentsFile))),
    ]
}
