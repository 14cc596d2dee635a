//! Content as written in TOML: raw serde structs that reject unknown fields. `load.rs` checks
//! them once into the types of `content.rs`; the rules never see these.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// `game.toml`: every number of the rulebook.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub players: PlayersDef,
    pub gang: GangDef,
    pub dice: DiceDef,
    pub square: SquareDef,
    pub recruit: RecruitDef,
    #[serde(default)]
    pub engine: EngineDef,
}

/// How many play (RULINGS.md: 2 to 4).
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayersDef {
    pub min: u8,
    pub max: u8,
}

/// Each gang: a godfather and so many henchmen (RULINGS.md: 4).
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangDef {
    pub henchmen: u8,
}

/// LES DEPLACEMENTS: two dice of so many faces.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiceDef {
    pub sides: u8,
}

/// LES DEPLACEMENTS: "Il ne peut y avoir plus de 3 truands sur une même case, et de 2 couleurs
/// maximum."
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SquareDef {
    pub max_pieces: u8,
    pub max_gangs: u8,
}

/// RECRUTEMENT and REGLE GENERALE: how many henchmen come back.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecruitDef {
    /// A henchman passing his HQ after a full lap.
    pub per_lap: u8,
    /// A liquidated godfather back in his HQ.
    pub godfather_liquidated: u8,
    /// A godfather forced past his HQ.
    pub godfather_overshoot: u8,
}

/// What the engine needs that the rulebook does not say.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineDef {
    /// Player turns after which a game among bots stops (a simulation limit, not a rule).
    #[serde(default = "default_turn_cap")]
    pub turn_cap: u32,
}

fn default_turn_cap() -> u32 {
    2000
}

impl Default for EngineDef {
    fn default() -> Self {
        EngineDef { turn_cap: default_turn_cap() }
    }
}

/// `board.toml`: the loop of the city, its squares, the HQs and the wheel. Squares are
/// numbered from 1, clockwise.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    /// How many squares the loop has.
    #[schemars(with = "u16")]
    pub squares: Spanned<u16>,
    /// TIR squares; every square not listed in one of the three lists is RIEN A SIGNALER.
    #[schemars(with = "Vec<u16>")]
    pub sniper: Spanned<Vec<u16>>,
    /// SECURITE squares.
    #[schemars(with = "Vec<u16>")]
    pub safety: Spanned<Vec<u16>>,
    /// DANGER squares.
    #[schemars(with = "Vec<u16>")]
    pub danger: Spanned<Vec<u16>>,
    /// The wheel: the square each sector names, sector 1 first.
    #[schemars(with = "Vec<u16>")]
    pub wheel: Spanned<Vec<u16>>,
    /// For each number of players (`"2"`, `"3"`...), the square in front of each gang's HQ,
    /// the first player's first.
    #[schemars(with = "BTreeMap<String, Vec<u16>>")]
    pub hq: Spanned<BTreeMap<String, Vec<u16>>>,
}
