//! Content as written in TOML: raw serde structs that reject unknown fields, with the spans of
//! what `load.rs` checks so a problem is told at its `file:line:col`. `load.rs` checks them once
//! into the types of `content.rs`; the rules never see these.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// `game.toml`: every number of the rulebook.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub players: PlayersDef,
    pub turns: TurnsDef,
    pub short_game: ShortGameDef,
    pub chaotic_influence: ChaoticDef,
    pub setup: SetupDef,
    pub authority: AuthorityDef,
    pub offers: OffersDef,
    /// The truck sizes by id (`small`, `medium`, `large`): what a truck card prints.
    pub trucks: BTreeMap<String, TruckSizeDef>,
    pub influence: InfluenceDef,
    pub production: ProductionDef,
    pub cop: CopDef,
    pub recruiting: RecruitingDef,
    pub end: EndDef,
    pub sales: SalesDef,
    #[serde(default)]
    pub components: Option<ComponentsDef>,
    #[serde(default)]
    pub engine: EngineDef,
}

/// Cover: 3 to 6 bootleggers.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayersDef {
    #[schemars(with = "u8")]
    pub min: Spanned<u8>,
    #[schemars(with = "u8")]
    pub max: Spanned<u8>,
}

/// VUE D'ENSEMBLE: 12 turns.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnsDef {
    #[schemars(with = "u8")]
    pub count: Spanned<u8>,
}

/// RÈGLES FACULTATIVES POUR UNE PARTIE PLUS COURTE.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShortGameDef {
    pub enabled: bool,
    #[schemars(with = "u8")]
    pub turns: Spanned<u8>,
    #[schemars(with = "u8")]
    pub authority_per_band: Spanned<u8>,
}

/// RÈGLES (AVANCÉES) FACULTATIVES DE PLACEMENT DE L'INFLUENCE.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChaoticDef {
    pub enabled: bool,
    /// A seat that pre-empts another and is not pre-empted places at least so many markers.
    #[schemars(with = "u8")]
    pub preemptor_places_at_least: Spanned<u8>,
}

/// Préparation: what each bootlegger starts with.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupDef {
    /// In $G.
    #[schemars(with = "u32")]
    pub money: Spanned<u32>,
    /// Authority cards dealt from each colour band.
    #[schemars(with = "u8")]
    pub authority_per_band: Spanned<u8>,
    #[schemars(with = "u8")]
    pub family_still_dice: Spanned<u8>,
    /// The size of the truck each starts with (an id of `[trucks]`).
    #[schemars(with = "String")]
    pub truck: Spanned<String>,
    #[schemars(with = "u8")]
    pub back_room_influence: Spanned<u8>,
    /// The space of the turn track the turn marker starts on.
    #[schemars(with = "u8")]
    pub turn_track_start: Spanned<u8>,
}

/// The colour bands of the authority cards.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuthorityDef {
    pub bands: Vec<BandDef>,
}

/// One band: its id and the numbers of its cards, `first` to `last`.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BandDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[schemars(with = "u8")]
    pub first: Spanned<u8>,
    #[schemars(with = "u8")]
    pub last: Spanned<u8>,
}

/// PHASE 1, 1-2: the offer spaces of the board.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OffersDef {
    #[schemars(with = "u8")]
    pub truck_spaces: Spanned<u8>,
    #[schemars(with = "u8")]
    pub muscle_spaces: Spanned<u8>,
    /// Muscle cards offered per bootlegger of the game.
    #[schemars(with = "u8")]
    pub muscle_per_player: Spanned<u8>,
}

/// One truck size: what its card prints and how many miniatures the box holds.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TruckSizeDef {
    /// Crates it carries.
    #[schemars(with = "u8")]
    pub capacity: Spanned<u8>,
    /// $G to buy it from its card.
    #[schemars(with = "u32")]
    pub price: Spanned<u32>,
    /// $G to its driver every turn (PHASE 1, 5a).
    #[schemars(with = "u32")]
    pub wage: Spanned<u32>,
    #[schemars(with = "u8")]
    pub miniatures: Spanned<u8>,
}

/// 20 markers of each colour.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InfluenceDef {
    #[schemars(with = "u8")]
    pub markers_per_colour: Spanned<u8>,
}

/// PHASE 3: the production dice.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProductionDef {
    #[schemars(with = "u8")]
    pub die_sides: Spanned<u8>,
}

/// PHASE 3, 2-3: the cop.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CopDef {
    /// From the production of this turn on, the cop moves to the family still that produced most.
    #[schemars(with = "u8")]
    pub moves_from_turn: Spanned<u8>,
    /// From this turn on, the watched family still produces nothing on a `bust_face`.
    #[schemars(with = "u8")]
    pub watches_from_turn: Spanned<u8>,
    #[schemars(with = "u8")]
    pub bust_face: Spanned<u8>,
}

/// PHASE 6: recruiting.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecruitingDef {
    /// The turns at whose end every bootlegger recruits (and scores are announced).
    #[schemars(with = "Vec<u8>")]
    pub turns: Spanned<Vec<u8>>,
    #[schemars(with = "u8")]
    pub markers: Spanned<u8>,
    /// One more for the poorest.
    #[schemars(with = "u8")]
    pub poorest_bonus: Spanned<u8>,
}

/// FIN DU JEU ET VICTOIRE.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EndDef {
    /// $G that end the game after the sales of the turn someone holds it.
    #[schemars(with = "u32")]
    pub money: Spanned<u32>,
}

/// PHASE 5 and the speakeasy improvement markers.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SalesDef {
    /// Added to every demand die per improvement marker.
    #[schemars(with = "u8")]
    pub improvement_per_die: Spanned<u8>,
    /// Markers in the box.
    #[schemars(with = "u8")]
    pub improvement_markers: Spanned<u8>,
}

/// LISTE DES ÉLÉMENTS DU JEU: `validate` compares the content's cards with it.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ComponentsDef {
    pub authority: usize,
    pub muscle: usize,
    pub trucks: usize,
    pub speakeasies: usize,
}

/// What the engine needs that the rulebook does not say.
#[derive(Deserialize, Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineDef {
    /// Offers one seat may make in one shipping phase (a limit for bots, not a rule).
    #[serde(default = "default_offers")]
    pub offers_per_negotiation: u8,
    /// The budgets of every script call (the engine's defaults when left out).
    #[serde(default)]
    pub script_limits: crate::engine::script::Limits,
}

fn default_offers() -> u8 {
    6
}

impl Default for EngineDef {
    fn default() -> Self {
        EngineDef { offers_per_negotiation: default_offers(), script_limits: crate::engine::script::Limits::default() }
    }
}

/// `authority.toml`: the authority cards.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuthorityFile {
    #[serde(default)]
    pub card: Vec<AuthorityCardDef>,
    /// Cards a mod takes out.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuthorityCardDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[schemars(with = "u8")]
    pub number: Spanned<u8>,
    /// A band of `game.toml`'s `[authority]`.
    #[schemars(with = "String")]
    pub band: Spanned<String>,
    /// $G to play it.
    #[schemars(with = "u32")]
    pub cost: Spanned<u32>,
}

/// `muscle.toml`: the muscle (henchmen) deck.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MuscleFile {
    #[serde(default)]
    pub card: Vec<MuscleCardDef>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

/// One muscle card and its copies. Which fields it may have depends on its kind (`load.rs`).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MuscleCardDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[schemars(with = "MuscleKind")]
    pub kind: Spanned<MuscleKind>,
    #[schemars(with = "u8")]
    pub count: Spanned<u8>,
    /// Influence or speakeasy improvement markers it gives.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub markers: Option<Spanned<u8>>,
    /// Still improvement dice it gives.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub dice: Option<Spanned<u8>>,
    /// A still improvement that may instead start a new offsite still with so many dice.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub new_offsite_still_dice: Option<Spanned<u8>>,
    /// A thug card: when it may be played (default: whenever the authority cards are face up).
    #[serde(default)]
    #[schemars(with = "Option<Window>")]
    pub window: Option<Spanned<Window>>,
    /// A thug card: what it is played on (default: nothing).
    #[serde(default)]
    #[schemars(with = "Option<Target>")]
    pub target: Option<Spanned<Target>>,
    /// A thug card played on a speakeasy: the speakeasies it cannot be played on.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub not_on: Vec<Spanned<String>>,
    /// A thug card that lends a truck from the supply: its size (an id of `[trucks]`).
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub truck: Option<Spanned<String>>,
    /// A thug card that stays face up in front of its player once played.
    #[serde(default)]
    pub stays_face_up: bool,
    /// The numbers a thug card prints, for its script (`this.param("name")`).
    #[serde(default)]
    #[schemars(with = "Option<BTreeMap<String, f64>>")]
    pub params: Option<Spanned<toml::Table>>,
    /// A thug card whose effect is its script, `scripts/bootleggers/<id>.rhai`.
    #[serde(default)]
    pub script: bool,
}

/// What a muscle card is (PHASE 1, 5b).
#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MuscleKind {
    Influence,
    StillImprovement,
    SpeakeasyImprovement,
    Thug,
}

/// When a thug card may be played.
#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Window {
    /// Whenever the authority cards are face up (UTILISATION DES CARTES VOYOU).
    AuthorityFaceUp,
    /// During phase 4.
    Shipping,
    /// During phase 4, once every crate is loaded and the negotiations are over.
    ShippingAfterLoading,
    /// Once trucks are lined up at a speakeasy, before it buys.
    TrucksLinedUp,
    /// In answer to a thug card just played.
    ThugPlayed,
}

/// What a thug card is played on.
#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// Nothing: the card acts for its player.
    Nothing,
    /// Another bootlegger.
    Bootlegger,
    /// An authority card face up.
    AuthorityCard,
    /// A family or offsite still.
    Still,
    OffsiteStill,
    /// Any speakeasy.
    Speakeasy,
    OpenSpeakeasy,
    /// A speakeasy improvement marker on a speakeasy.
    SpeakeasyImprovement,
    LoadedTruck,
    EmptyTruck,
    /// A truck lined up at a speakeasy's dock.
    LinedUpTruck,
    /// A thug card just played, or one face up.
    ThugCard,
}

/// `trucks.toml`: the truck deck.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TrucksFile {
    #[serde(default)]
    pub card: Vec<TruckCardDef>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub remove: Vec<Spanned<String>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TruckCardDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    /// An id of `game.toml`'s `[trucks]`.
    #[schemars(with = "String")]
    pub size: Spanned<String>,
    #[schemars(with = "u8")]
    pub count: Spanned<u8>,
}

/// `board.toml`: the docks, the speakeasies, the stills and the back room.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    pub dock: Vec<DockDef>,
    pub speakeasy: Vec<SpeakeasyDef>,
    pub stills: StillsDef,
    pub back_room: BackRoomDef,
}

/// A dock before a speakeasy, in the order the speakeasy buys from them.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DockDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    #[schemars(with = "u8")]
    pub stars: Spanned<u8>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpeakeasyDef {
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    /// 1 for the smallest: sales go from the smallest to the largest.
    #[schemars(with = "u8")]
    pub rank: Spanned<u8>,
    /// False for the police chief's: no influence, no control, no profit, buys every crate.
    #[serde(default = "yes")]
    pub influence: bool,
    #[schemars(with = "u8")]
    pub circles_shaded: Spanned<u8>,
    #[schemars(with = "u8")]
    pub circles_clear: Spanned<u8>,
    #[schemars(with = "u8")]
    pub improvement_slots: Spanned<u8>,
    /// Demand dice; or `unlimited_demand = true`.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub demand_dice: Option<Spanned<u8>>,
    #[serde(default)]
    pub unlimited_demand: bool,
    /// $G a crate to the seller.
    #[schemars(with = "u32")]
    pub wholesale: Spanned<u32>,
    /// $G a crate to the seat in control.
    #[schemars(with = "u32")]
    pub margin: Spanned<u32>,
    /// Ids of `[[dock]]`, in buying order.
    #[schemars(with = "Vec<String>")]
    pub docks: Spanned<Vec<String>>,
    /// The numbers of players it is used with (default: every game).
    #[serde(default)]
    #[schemars(with = "Option<Vec<u8>>")]
    pub players: Option<Spanned<Vec<u8>>>,
    /// Other numbers for some numbers of players.
    #[serde(default)]
    pub variant: Vec<VariantDef>,
}

fn yes() -> bool {
    true
}

/// A speakeasy's wholesale price and margin in games of these numbers of players.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VariantDef {
    #[schemars(with = "Vec<u8>")]
    pub players: Spanned<Vec<u8>>,
    #[schemars(with = "u32")]
    pub wholesale: Spanned<u32>,
    #[schemars(with = "u32")]
    pub margin: Spanned<u32>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StillsDef {
    pub family: StillDef,
    pub offsite: StillDef,
}

/// A still's board.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StillDef {
    /// Dice it starts with.
    #[schemars(with = "u8")]
    pub first_dice: Spanned<u8>,
    #[schemars(with = "u8")]
    pub improvement_slots: Spanned<u8>,
    /// Boards in the box.
    #[schemars(with = "u8")]
    pub boards: Spanned<u8>,
    /// Whether the cop can watch it.
    pub cop: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BackRoomDef {
    pub holds: Vec<BackRoomItem>,
}

/// What may wait in a family's back room.
#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BackRoomItem {
    Influence,
    StillDice,
    SpeakeasyImprovements,
    Crates,
}
