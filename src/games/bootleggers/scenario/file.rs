//! Bootleggers' part of a scenario file as read: the position's fields, the table's options,
//! what to run. Ids keep where they stand in the file, so a problem is told at its
//! `file:line:col`.

use serde::Deserialize;
use toml::Spanned;

/// The rulebook's options a scenario's table plays with (off unless said).
#[derive(Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OptionsDef {
    /// RÈGLES FACULTATIVES POUR UNE PARTIE PLUS COURTE.
    #[serde(default)]
    pub short_game: bool,
    /// RÈGLES (AVANCÉES) FACULTATIVES DE PLACEMENT DE L'INFLUENCE.
    #[serde(default)]
    pub chaotic_influence: bool,
}

/// Bootleggers' part of a scenario file, beside the fields every game's has
/// (`engine::scenario::Header`; `seats` is 3 to 6, 4 when the file does not say).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// The turn being played (from 1 to the game's last).
    #[serde(default = "first_turn")]
    #[schemars(with = "u8")]
    pub turn: Spanned<u8>,
    /// The family the cop watches (from 1).
    #[schemars(with = "Option<u8>")]
    pub cop: Option<Spanned<u8>>,
    /// The muscle cards to come, top first, by id (the offer spaces, Windfall); the rest as
    /// the seed shuffled them.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub muscle_deck: Vec<Id>,
    /// The truck cards to come, top first, by id (the truck space).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub truck_deck: Vec<Id>,
    /// The muscle cards in the discard pile, by id, the first discarded first (shuffled into
    /// a new deck when the deck runs out).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub muscle_discard: Vec<Id>,
    /// The truck cards in the discard pile, by id, the first discarded first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub truck_discard: Vec<Id>,
    /// The truck card face up on its offer space, by id: one left there by a turn before
    /// (PHASE 1, 8) stays, and no other is turned up.
    #[schemars(with = "Option<String>")]
    pub truck_offer: Option<Id>,
    #[serde(default)]
    pub player: Vec<PlayerDef>,
    #[serde(default)]
    pub speakeasy: Vec<SpeakeasyDef>,
    #[serde(default)]
    pub truck: Vec<TruckDef>,
    /// The table's options, as a mod's `game.toml` sets them.
    #[serde(default)]
    pub options: OptionsDef,
    pub run: RunDef,
}

/// An id or a number as the file gives it, where it stands.
pub type Id = Spanned<String>;

fn first_turn() -> Spanned<u8> {
    Spanned::new(0..0, 1)
}

/// One bootlegger; what a field leaves out stays as the setup made it.
#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    #[schemars(with = "Option<i64>")]
    pub money: Option<Spanned<i64>>,
    /// The authority card face up this turn, by its number.
    #[schemars(with = "Option<u8>")]
    pub authority: Option<Spanned<u8>>,
    /// The authority cards in hand, by number, replacing those dealt (for a run of phase 1).
    #[schemars(with = "Option<Vec<u8>>")]
    pub authority_hand: Option<Vec<Spanned<u8>>>,
    pub family: Option<u8>,
    pub offsite: Option<Vec<u8>>,
    /// The trucks it owns, by size, at home and empty (replacing the setup's small truck).
    #[schemars(with = "Option<Vec<String>>")]
    pub trucks: Option<Vec<Id>>,
    /// Markers in the back room.
    pub influence: Option<u8>,
    pub crates: Option<u16>,
    /// Still dice and improvement markers waiting in the back room.
    pub dice: Option<u8>,
    pub improvements: Option<u8>,
    /// Crates kept from last turn by Warehouse, back in the back room with what its stills
    /// produce this turn.
    pub warehouse: Option<u16>,
    /// It offers deals in the negotiation (PHASE 4, 1), as a person at the table does; its
    /// offers are its `[decisions]` (`propose:crates:1:2`...).
    #[serde(default)]
    pub deals: bool,
    /// Thug cards in hand and face up, by id.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub thugs: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub face_up: Vec<Id>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpeakeasyDef {
    #[schemars(with = "String")]
    pub id: Id,
    /// Markers by seat, seat 1 first.
    #[serde(default)]
    pub influence: Vec<u8>,
    #[serde(default)]
    pub improvements: u8,
}

/// A truck beyond those `trucks` gives: loaded, rented, lined up.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TruckDef {
    #[schemars(with = "String")]
    pub size: Id,
    #[schemars(with = "u8")]
    pub owner: Spanned<u8>,
    #[schemars(with = "Option<u8>")]
    pub renter: Option<Spanned<u8>>,
    #[serde(default)]
    pub load: u16,
    /// `speakeasy:dock`.
    #[schemars(with = "Option<String>")]
    pub at: Option<Id>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    /// `phase`, `turn` (from `phase`, or the start, to the end of the turn) or `game` (from
    /// the start of `turn` to the game's end; the setup is told first only at the first turn).
    #[schemars(with = "String")]
    pub what: Id,
    /// `authority`, `influence`, `production`, `shipping`, `sales` or `recruiting`.
    #[schemars(with = "Option<String>")]
    pub phase: Option<Id>,
    /// For `game`: stop after this turn (from 1 to the game's last).
    #[schemars(with = "Option<u32>")]
    pub turns: Option<Spanned<u32>>,
    /// For `turn`: stop after this phase (a card played in one phase, seen at work in a later).
    #[schemars(with = "Option<String>")]
    pub until: Option<Id>,
}
