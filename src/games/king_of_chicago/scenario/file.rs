//! The scenario file as read: every field a King of Chicago scenario adds to those every
//! game's has. Ids the position gives keep where they stand in the file, so a problem is told
//! at its `file:line:col`.

use super::super::defs::Res3;
use crate::engine::scenario::defaults;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// An id as the file spells it, where it stands.
pub type Id = Spanned<String>;

/// King of Chicago's part of a scenario file, beside the fields every game's has
/// (`engine::scenario::Header`).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    #[serde(default)]
    pub player: Vec<PlayerDef>,
    #[serde(default)]
    #[schemars(with = "BTreeMap<String, Res3>")]
    pub tokens: BTreeMap<Id, Res3>,
    /// The tokens left in the bank's supply (absent: as the setup leaves them).
    pub supply: Option<Res3>,
    pub police: Option<PoliceDef>,
    /// The auction row, first to be auctioned first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub auction: Vec<Id>,
    /// The cards to come, top first (gangster, event and contract ids; resource card ids).
    #[schemars(with = "Option<Vec<String>>")]
    pub deck: Option<Vec<Id>>,
    /// The discard pile, bottom first.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub discard: Vec<Id>,
    /// Cards whose once-a-round ability is already used this game round (Thin Tim).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub used: Vec<Id>,
    /// Who holds the local respect marker (a seat from 1, 0 for nobody). The rules give it to
    /// the one seat with the most turf (5.2.2): the file may say so, not say otherwise.
    #[schemars(with = "Option<u8>")]
    pub respect: Option<Spanned<u8>>,
    pub clock: Option<ClockDef>,
    /// Each seat's power points as the narration last told them, when that is not what the
    /// position counts (a change is told when the rules next count them, 5.2.7).
    pub power_told: Option<Vec<i64>>,
    pub run: RunDef,
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    pub money: Option<i64>,
    pub resources: Option<Res3>,
    /// A square (the car parks on its street square) or a street square id.
    #[schemars(with = "Option<String>")]
    pub car: Option<Id>,
    /// The garage the car waits in, until the end of the next trade round.
    #[schemars(with = "Option<String>")]
    pub garage: Option<Id>,
    #[serde(default)]
    pub gangsters: GangstersDef,
    #[serde(default)]
    pub businesses: Vec<BusinessDef>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub turf: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub events: Vec<Id>,
    #[serde(default)]
    pub contracts: Vec<ContractDef>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub completed: Vec<Id>,
    /// Election Day: no moves and no events until the trade round; also no income, unless
    /// `no_income` says otherwise.
    #[serde(default)]
    pub frozen: bool,
    /// No income at the next trade round (Election Day, Frankie the Squealer); absent: as
    /// `frozen`.
    pub no_income: Option<bool>,
    /// Out of gas: the car does not move in this player's next turn.
    #[serde(default)]
    pub out_of_gas: bool,
    /// It proposes deals (1.3, 5.2.1, 6.3), as a person at the table does: asked `deal` before
    /// it moves and in the trade round; its offers are its `[decisions]`.
    #[serde(default)]
    pub deals: bool,
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangstersDef {
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub car: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub jail: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub hospital: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub folder: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub graveyard: Vec<Id>,
    /// Fled a fight (Sneaking out the backdoor): out of play until the next placement.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub hiding: Vec<Id>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BusinessDef {
    #[schemars(with = "String")]
    pub id: Id,
    #[schemars(with = "String")]
    pub lot: Id,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub gangsters: Vec<Id>,
    #[serde(default)]
    pub closed: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContractDef {
    #[schemars(with = "String")]
    pub id: Id,
    #[serde(default)]
    pub started: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PoliceDef {
    #[schemars(with = "Option<String>")]
    pub at: Option<Id>,
    #[schemars(with = "Option<u8>")]
    pub controller: Option<Spanned<u8>>,
    #[serde(default = "defaults::one_u8")]
    pub actions: u8,
    /// Friends on the inside: the controller moves the police car before his own.
    #[serde(default)]
    pub before_move: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockDef {
    /// The game round (from 1 to the round cap).
    #[serde(default = "first_round")]
    #[schemars(with = "u32")]
    pub round: Spanned<u32>,
    /// The action round of the game round (from 1 to `action_rounds`; one more: the trade
    /// round comes next).
    #[serde(default = "first_action_round")]
    #[schemars(with = "u8")]
    pub action_round: Spanned<u8>,
    #[serde(default = "first_seat")]
    #[schemars(with = "u8")]
    pub first: Spanned<u8>,
    /// The player turns of this action round already played, in turn order from `first`.
    #[serde(default = "no_turn")]
    #[schemars(with = "u8")]
    pub turn: Spanned<u8>,
}

fn first_action_round() -> Spanned<u8> {
    Spanned::new(0..0, 1)
}

fn no_turn() -> Spanned<u8> {
    Spanned::new(0..0, 0)
}

fn first_round() -> Spanned<u32> {
    Spanned::new(0..0, 1)
}

fn first_seat() -> Spanned<u8> {
    Spanned::new(0..0, 1)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    pub what: String,
    /// The acting seat, 1-based.
    #[serde(default = "defaults::one_u8")]
    pub seat: u8,
    /// The action or police action to carry out ("action:driveby 2", "police:raid booze_bash").
    #[schemars(with = "Option<String>")]
    pub choice: Option<Id>,
    /// Game rounds for `what = "game"` (from 1 to the round cap).
    #[schemars(with = "Option<u32>")]
    pub rounds: Option<Spanned<u32>>,
}
