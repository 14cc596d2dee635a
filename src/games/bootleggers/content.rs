//! Bootleggers' content, checked: every number in place, every reference resolved to an index.
//! The rules never see an unchecked value.

use crate::engine::content::Source;
use crate::engine::texts::Needed;
use serde::{Deserialize, Serialize};

pub use super::defs::{BackRoomItem, ComponentsDef, MuscleKind, Target, Window};

pub const GAME_ID: &str = "bootleggers";

/// Entries a list of the content may hold: each is named in the game by a one-byte id (a
/// muscle or truck card, a truck size, a dock, a speakeasy, an authority card, a band; a truck
/// in play, of which the box holds the miniatures). `load` refuses more (E0111).
pub const MOST_IDS: usize = u8::MAX as usize;

/// The entries of a list with their one-byte ids, first to last. The ids are counted, never
/// cast: past 255 entries (which `load` refuses) there are none left, and no entry takes
/// another's.
pub fn numbered<T>(items: &[T]) -> impl Iterator<Item = (u8, &T)> {
    (0..=u8::MAX).zip(items)
}

/// The one-byte id of the entry at `index` of a list, if there is one.
pub fn byte_id(index: usize) -> Option<u8> {
    u8::try_from(index).ok()
}

/// A muscle card: an index into [`Content::muscle`] (copies share it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MuscleId(pub u8);

/// A truck card: an index into [`Content::trucks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TruckCardId(pub u8);

/// An authority card: an index into [`Content::authority`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct AuthorityId(pub u8);

/// A truck size: an index into [`Rules::trucks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SizeId(pub u8);

/// An authority colour band: an index into [`Content::bands`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BandId(pub u8);

/// A speakeasy: an index into [`Board::speakeasies`], smallest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SpeakeasyId(pub u8);

/// A dock: an index into [`Board::docks`], in buying order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DockId(pub u8);

/// Every number of the rulebook, from `game.toml`.
#[derive(Clone, Debug, Serialize)]
pub struct Rules {
    pub min_players: u8,
    pub max_players: u8,
    /// Turns of the full game.
    pub turns: u8,
    /// The short game: on or off, its turns and the authority cards dealt per band.
    pub short_game: bool,
    pub short_turns: u8,
    pub short_authority_per_band: u8,
    /// The chaotic influence option, and the markers a pre-empting seat must place.
    pub chaotic_influence: bool,
    pub preemptor_places_at_least: u8,
    pub setup: Setup,
    pub offers: Offers,
    /// The truck sizes, by [`SizeId`].
    pub trucks: Vec<TruckSize>,
    pub influence_markers: u8,
    pub die_sides: u8,
    pub cop: Cop,
    pub recruiting: Recruiting,
    /// $G that end the game.
    pub end_money: u32,
    pub improvement_per_die: u8,
    pub improvement_markers: u8,
    pub components: Option<ComponentsDef>,
    pub offers_per_negotiation: u8,
    /// The budgets of every script call (`engine.script_limits`).
    pub script_limits: crate::engine::script::Limits,
}

impl Rules {
    /// Turns of the game as set (the short game's or the full game's).
    pub fn game_turns(&self) -> u8 {
        if self.short_game { self.short_turns } else { self.turns }
    }

    /// The first turn whose start says when the game ends (FIN DU JEU ET VICTOIRE): the turn
    /// after the first scores announced (PHASE 6, 2: at the end of turns 4 and 8), from when
    /// every bootlegger knows how far the richest stands from the money that ends it; with no
    /// scores announced in the game, its second half.
    pub fn end_told_from(&self) -> u8 {
        let turns = self.game_turns();
        self.recruiting.turns.iter().find(|&&t| t < turns).map_or(turns / 2 + 1, |t| t + 1)
    }

    /// The turn at whose end the scores are next announced, `turn` or later (PHASE 6, 2), where
    /// the game reaches that turn's phase 6: the last turn ends after its sales.
    pub fn scores_next(&self, turn: u8) -> Option<u8> {
        self.recruiting.turns.iter().copied().find(|&t| t >= turn && t < self.game_turns())
    }

    /// Authority cards dealt from each band as set.
    pub fn authority_per_band(&self) -> u8 {
        if self.short_game { self.short_authority_per_band } else { self.setup.authority_per_band }
    }

    pub fn truck(&self, size: SizeId) -> &TruckSize {
        &self.trucks[usize::from(size.0)]
    }

    /// A truck size by its id.
    pub fn size(&self, id: &str) -> Option<SizeId> {
        numbered(&self.trucks).find(|(_, t)| t.id == id).map(|(i, _)| SizeId(i))
    }
}

/// Préparation: what each bootlegger starts with.
#[derive(Clone, Debug, Serialize)]
pub struct Setup {
    pub money: u32,
    pub authority_per_band: u8,
    pub family_still_dice: u8,
    pub truck: SizeId,
    pub back_room_influence: u8,
    pub turn_track_start: u8,
}

/// PHASE 1: the offer spaces.
#[derive(Clone, Debug, Serialize)]
pub struct Offers {
    pub truck_spaces: u8,
    pub muscle_spaces: u8,
    pub muscle_per_player: u8,
}

impl Offers {
    /// Muscle cards laid out each turn for `players` bootleggers.
    pub fn muscle(&self, players: u8) -> u8 {
        players.saturating_mul(self.muscle_per_player).min(self.muscle_spaces)
    }
}

/// One truck size: what its card prints.
#[derive(Clone, Debug, Serialize)]
pub struct TruckSize {
    pub id: String,
    pub capacity: u8,
    pub price: u32,
    pub wage: u32,
    pub miniatures: u8,
}

/// PHASE 3: the cop.
#[derive(Clone, Debug, Serialize)]
pub struct Cop {
    pub moves_from_turn: u8,
    pub watches_from_turn: u8,
    pub bust_face: u8,
}

/// PHASE 6: recruiting.
#[derive(Clone, Debug, Serialize)]
pub struct Recruiting {
    pub turns: Vec<u8>,
    pub markers: u8,
    pub poorest_bonus: u8,
}

/// A colour band of authority cards.
#[derive(Clone, Debug, Serialize)]
pub struct Band {
    pub id: String,
    pub first: u8,
    pub last: u8,
}

/// One authority card.
#[derive(Clone, Debug, Serialize)]
pub struct AuthorityCard {
    pub id: String,
    pub number: u8,
    pub band: BandId,
    /// $G to play it.
    pub cost: u32,
}

/// One muscle card and its copies in the deck.
#[derive(Clone, Debug, Serialize)]
pub struct MuscleCard {
    pub id: String,
    pub count: u8,
    pub effect: MuscleEffect,
}

impl MuscleCard {
    pub fn kind(&self) -> MuscleKind {
        match self.effect {
            MuscleEffect::Influence { .. } => MuscleKind::Influence,
            MuscleEffect::StillImprovement { .. } => MuscleKind::StillImprovement,
            MuscleEffect::SpeakeasyImprovement { .. } => MuscleKind::SpeakeasyImprovement,
            MuscleEffect::Thug(_) => MuscleKind::Thug,
        }
    }

    pub fn thug(&self) -> Option<&Thug> {
        match &self.effect {
            MuscleEffect::Thug(t) => Some(t),
            _ => None,
        }
    }
}

/// What a muscle card does; all but thug cards are played at once when taken.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MuscleEffect {
    /// So many influence markers from the reserve into the back room.
    Influence {
        markers: u8,
    },
    /// So many dice for the stills, or (when `new_offsite_still_dice` is set) a new offsite
    /// still with that many dice instead.
    StillImprovement {
        dice: u8,
        new_offsite_still_dice: Option<u8>,
    },
    /// So many speakeasy improvement markers.
    SpeakeasyImprovement {
        markers: u8,
    },
    Thug(Thug),
}

/// A thug card: played at once or kept, in its window, on its target.
#[derive(Clone, Debug, Serialize)]
pub struct Thug {
    pub window: Window,
    pub target: Target,
    /// Speakeasies it cannot be played on.
    pub not_on: Vec<SpeakeasyId>,
    /// The size of truck it lends from the supply.
    pub truck: Option<SizeId>,
    pub stays_face_up: bool,
    /// Its effect is its script.
    pub script: bool,
    /// The numbers it prints (integers, or a number such as Big City Boys' 5.5).
    pub params: toml::Table,
}

impl Thug {
    /// The number `name` the card prints, if it prints it.
    pub fn param(&self, name: &str) -> Option<f64> {
        match self.params.get(name)? {
            toml::Value::Integer(i) => Some(*i as f64),
            toml::Value::Float(f) => Some(*f),
            _ => None,
        }
    }
}

/// One truck card and its copies.
#[derive(Clone, Debug, Serialize)]
pub struct TruckCard {
    pub id: String,
    pub size: SizeId,
    pub count: u8,
}

/// The board: docks, speakeasies (smallest first), stills, back room.
#[derive(Clone, Debug, Serialize)]
pub struct Board {
    pub docks: Vec<Dock>,
    pub speakeasies: Vec<Speakeasy>,
    pub family_still: Still,
    pub offsite_still: Still,
    pub back_room: Vec<BackRoomItem>,
}

impl Board {
    pub fn speakeasy(&self, id: &str) -> Option<SpeakeasyId> {
        numbered(&self.speakeasies).find(|(_, s)| s.id == id).map(|(i, _)| SpeakeasyId(i))
    }

    /// The public dock, of one star, whose trucks sell last and only if allowed (PHASE 5, 2c).
    pub fn public_dock(&self) -> Option<DockId> {
        numbered(&self.docks).find(|(_, d)| d.stars == 1).map(|(i, _)| DockId(i))
    }

    /// The speakeasies of a game of `players` bootleggers, smallest first.
    pub fn in_game(&self, players: u8) -> impl Iterator<Item = (SpeakeasyId, &Speakeasy)> {
        numbered(&self.speakeasies).filter(move |(_, s)| s.used_with(players)).map(|(i, s)| (SpeakeasyId(i), s))
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Dock {
    pub id: String,
    pub stars: u8,
}

/// A speakeasy as printed on the board.
#[derive(Clone, Debug, Serialize)]
pub struct Speakeasy {
    pub id: String,
    pub rank: u8,
    /// False for O'Malley's: no influence, control, majority or profit; it buys every crate.
    pub influence: bool,
    pub circles_shaded: u8,
    pub circles_clear: u8,
    pub improvement_slots: u8,
    pub demand: Demand,
    pub wholesale: u32,
    pub margin: u32,
    /// The docks before it, in buying order.
    pub docks: Vec<DockId>,
    /// The numbers of players it is used with; empty: every game.
    pub players: Vec<u8>,
    pub variants: Vec<Variant>,
}

impl Speakeasy {
    pub fn used_with(&self, players: u8) -> bool {
        self.players.is_empty() || self.players.contains(&players)
    }

    /// Influence markers it can hold (RULINGS.md: the circles cap them).
    pub fn circles(&self) -> u8 {
        self.circles_shaded.saturating_add(self.circles_clear)
    }

    fn variant(&self, players: u8) -> Option<&Variant> {
        self.variants.iter().find(|v| v.players.contains(&players))
    }

    /// $G a crate to its seller in a game of `players`.
    pub fn wholesale(&self, players: u8) -> u32 {
        self.variant(players).map_or(self.wholesale, |v| v.wholesale)
    }

    /// $G a crate to the seat in control in a game of `players`.
    pub fn margin(&self, players: u8) -> u32 {
        self.variant(players).map_or(self.margin, |v| v.margin)
    }
}

/// How much a speakeasy buys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Demand {
    /// So many dice, each with +1 per improvement.
    Dice(u8),
    /// Every crate brought (O'Malley's).
    Unlimited,
}

#[derive(Clone, Debug, Serialize)]
pub struct Variant {
    pub players: Vec<u8>,
    pub wholesale: u32,
    pub margin: u32,
}

/// A still's board.
#[derive(Clone, Debug, Serialize)]
pub struct Still {
    pub first_dice: u8,
    pub improvement_slots: u8,
    pub boards: u8,
    pub cop: bool,
}

impl Still {
    /// Dice it can hold: the first dice and the improvement slots.
    pub fn max_dice(&self) -> u8 {
        self.first_dice.saturating_add(self.improvement_slots)
    }
}

/// All of Bootleggers' content, checked.
#[derive(Clone, Debug)]
pub struct Content {
    pub rules: Rules,
    pub bands: Vec<Band>,
    /// The authority cards, by number.
    pub authority: Vec<AuthorityCard>,
    pub muscle: Vec<MuscleCard>,
    pub trucks: Vec<TruckCard>,
    pub board: Board,
    /// Where each card's id is set (authority, muscle, trucks): a text missing for a card is
    /// told there.
    pub places: crate::engine::content::IdPlaces,
    /// Digest of every file read, for saves and logs.
    pub digest: String,
    pub source: Source,
}

impl Content {
    /// Cards in the muscle deck, copies counted.
    pub fn muscle_deck_len(&self) -> usize {
        self.muscle.iter().map(|c| usize::from(c.count)).sum()
    }

    /// Cards in the truck deck, copies counted.
    pub fn truck_deck_len(&self) -> usize {
        self.trucks.iter().map(|c| usize::from(c.count)).sum()
    }

    /// A muscle card by its id.
    pub fn muscle_id(&self, id: &str) -> Option<MuscleId> {
        numbered(&self.muscle).find(|(_, m)| m.id == id).map(|(i, _)| MuscleId(i))
    }

    /// A truck card by its id.
    pub fn truck_card_id(&self, id: &str) -> Option<TruckCardId> {
        numbered(&self.trucks).find(|(_, t)| t.id == id).map(|(i, _)| TruckCardId(i))
    }

    /// An authority card by the number it prints.
    pub fn authority_numbered(&self, number: i64) -> Option<AuthorityId> {
        numbered(&self.authority).find(|(_, a)| i64::from(a.number) == number).map(|(i, _)| AuthorityId(i))
    }

    /// The authority cards of a band, lowest first.
    pub fn band_cards(&self, band: BandId) -> impl Iterator<Item = &AuthorityCard> {
        self.authority.iter().filter(move |c| c.band == band)
    }

    /// The messages every language needs for this content: every card's name and text, the
    /// bands, the speakeasies, the docks and the truck sizes.
    ///
    /// A card's, a band's, a speakeasy's and a dock's are asked for at its entry.
    pub fn required_messages(&self) -> Vec<Needed> {
        let mut out = Vec::new();
        let cards = self.muscle.iter().map(|c| &c.id).chain(self.trucks.iter().map(|c| &c.id));
        for id in cards.map(String::as_str).chain(["authority"]) {
            let at = self.places.get(id);
            out.push(Needed::new(format!("card-{id}"), at));
            out.push(Needed::new(format!("card-{id}.text"), at));
        }
        let at_entry = |message: String| {
            let at = self.places.get(&message);
            Needed::new(message, at)
        };
        out.extend(self.bands.iter().map(|b| at_entry(format!("band-{}", b.id))));
        out.extend(self.board.speakeasies.iter().map(|s| at_entry(format!("speakeasy-{}", s.id))));
        out.extend(self.board.docks.iter().map(|d| at_entry(format!("dock-{}", d.id))));
        out.extend(self.rules.trucks.iter().map(|t| Needed::new(format!("truck-{}", t.id), None)));
        out.extend(["still-family", "still-offsite", "back-room", "cop"].map(Needed::from));
        out
    }
}
