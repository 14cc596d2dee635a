//! The game's content, checked: ids resolved to indices, every number in place. The rules never
//! see an unchecked value.

use super::defs::{ComponentsDef, Face, QuickDef, ValuesDef, WinCondition};
use super::hand::Gangster;
use crate::engine::content::Source;
use crate::engine::script::Limits;
use crate::engine::texts::Needed;
use serde::{Deserialize, Serialize};

pub const GAME_ID: &str = "chicago-poker";

/// A card of the deck, by index into [`Content::cards`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// An establishment tile, by index into [`Content::tiles`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// An establishment type, by index into [`Content::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct KindId(pub u8);

/// A special card, by index into [`Content::specials`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpecialId(pub u8);

/// Every number of the rulebook, from `game.toml`.
#[derive(Clone, Debug, Serialize)]
pub struct Rules {
    /// 3.0
    pub min_players: u8,
    pub max_players: u8,
    /// 3.0: "une main initiale de cinq cartes"
    pub hand_size: u8,
    /// 3.0: face-up tiles and shootout tokens, by number of players.
    pub tables: Vec<TableRule>,
    /// 4.1: "trois actions"
    pub actions: u8,
    /// 4.1, Exception: the actions of the first turns of the game, in turn order.
    pub first_round_actions: Vec<u8>,
    /// 4.1 Action I: cards in hand at the end of a turn, at most.
    pub hand_limit: u8,
    /// 4.1 Action II: cards of one player in front of one establishment, at most.
    pub max_cards: u8,
    /// 4.1 Action II: the card that takes a shootout token (the fifth).
    pub shootout_at: u8,
    /// 6.0
    pub win: Vec<WinCondition>,
    /// 6.0, Note
    pub quick: QuickDef,
    /// 7.0: special cards in the deck.
    pub specials: bool,
    /// What the box holds, if the content says.
    pub components: Option<ComponentsDef>,
    pub script_limits: Limits,
    /// Player turns after which a game stops (`[engine] turn_cap`: a simulation limit).
    pub turn_cap: u32,
}

/// 3.0: the table for some numbers of players.
#[derive(Clone, Debug, Serialize)]
pub struct TableRule {
    pub players: Vec<u8>,
    pub face_up_tiles: u8,
    pub shootout_tokens: u8,
}

impl Rules {
    /// The table for this many players (3.0).
    pub fn table(&self, players: usize) -> Option<&TableRule> {
        self.tables.iter().find(|t| t.players.iter().any(|&p| usize::from(p) == players))
    }

    /// The conditions that win now: the quick game's when it is on (6.0, Note), else 6.0's.
    pub fn win_conditions(&self) -> &[WinCondition] {
        if self.quick.enabled { &self.quick.conditions } else { &self.win }
    }

    /// The actions of the `turn`-th player turn of the game, from 1 (4.1, Exception: the first
    /// player has one, the second two, then every turn has three).
    pub fn actions_of_turn(&self, turn: u32) -> u8 {
        usize::try_from(turn)
            .ok()
            .and_then(|t| t.checked_sub(1))
            .and_then(|i| self.first_round_actions.get(i))
            .copied()
            .unwrap_or(self.actions)
    }
}

/// An establishment type and how cards are played in front of it (4.1 Action II).
#[derive(Clone, Debug, Serialize)]
pub struct EstablishmentType {
    pub id: String,
    /// A player's 1st, 2nd... card there: face up or face down.
    pub pattern: Vec<Face>,
}

/// An establishment tile.
#[derive(Clone, Debug, Serialize)]
pub struct Tile {
    pub id: String,
    pub kind: KindId,
}

/// A special card (2.2.2, 4.1 "Cartes spéciales"): its script is `<id>.rhai`.
#[derive(Clone, Debug, Serialize)]
pub struct Special {
    pub id: String,
    pub count: u8,
    pub params: toml::Table,
    /// It takes a card of the discard pile into the hand (`specials.toml`), which the hand
    /// limit counts (4.1 Action I, NOTES.md 2).
    pub takes_back: bool,
}

/// What a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Gangster(Gangster),
    Special(SpecialId),
}

/// One card of the deck. Copies of a special share its id.
#[derive(Clone, Debug, Serialize)]
pub struct Card {
    /// `red_7` for a gangster, the special's id for a special.
    pub id: String,
    pub kind: CardKind,
}

impl Card {
    pub fn gangster(&self) -> Option<Gangster> {
        match self.kind {
            CardKind::Gangster(g) => Some(g),
            CardKind::Special(_) => None,
        }
    }
}

/// All of Chicago Poker's content, checked.
#[derive(Clone, Debug)]
pub struct Content {
    pub rules: Rules,
    /// Gangster colours, by `Gangster::colour`.
    pub colours: Vec<String>,
    pub values: ValuesDef,
    pub specials: Vec<Special>,
    /// Every card of the box: the gangsters colour by colour, value by value, then the specials,
    /// each copy once. The deck leaves the specials out in the variant (7.0).
    pub cards: Vec<Card>,
    pub types: Vec<EstablishmentType>,
    pub tiles: Vec<Tile>,
    /// Where each id of the colours, specials, types and tiles is set: a text missing for one
    /// is told there.
    pub places: crate::engine::content::IdPlaces,
    /// Digest of every file read, for saves and logs.
    pub digest: String,
    pub source: Source,
}

impl Content {
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[usize::from(id.0)]
    }

    /// How many gangster cards the content has: they come first, so a special card's place in
    /// the catalogue is after them.
    pub fn gangster_count(&self) -> usize {
        self.cards.iter().filter(|c| c.gangster().is_some()).count()
    }

    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[usize::from(id.0)]
    }

    pub fn type_of(&self, id: TileId) -> &EstablishmentType {
        &self.types[usize::from(self.tile(id).kind.0)]
    }

    /// How many of `tiles` are of each establishment type, by the types' order (6.0: what the
    /// conditions of victory count).
    pub fn count_by_type(&self, tiles: &[TileId]) -> Vec<u8> {
        let mut by_type = vec![0u8; self.types.len()];
        for &t in tiles {
            let n = &mut by_type[usize::from(self.tile(t).kind.0)];
            *n = n.saturating_add(1);
        }
        by_type
    }

    /// How a player's `nth` card (from 0) in front of this tile lies (4.1 Action II).
    pub fn face(&self, tile: TileId, nth: usize) -> Face {
        self.type_of(tile).pattern.get(nth).copied().unwrap_or(Face::Up)
    }

    /// The cards the deck starts with: all of them, or only the gangsters in the variant (7.0).
    pub fn deck_cards(&self) -> Vec<CardId> {
        (0..self.cards.len())
            .map(|i| CardId(i as u8))
            .filter(|&c| self.rules.specials || self.card(c).gangster().is_some())
            .collect()
    }

    /// The special card a card is, if it is one.
    pub fn special_of(&self, card: CardId) -> Option<&Special> {
        match self.card(card).kind {
            CardKind::Special(s) => self.specials.get(usize::from(s.0)),
            CardKind::Gangster(_) => None,
        }
    }

    pub fn special_index(&self, id: &str) -> Option<SpecialId> {
        self.specials.iter().position(|s| s.id == id).map(|i| SpecialId(i as u8))
    }

    pub fn tile_index(&self, id: &str) -> Option<TileId> {
        self.tiles.iter().position(|t| t.id == id).map(|i| TileId(i as u8))
    }

    pub fn card_index(&self, id: &str) -> Option<CardId> {
        self.cards.iter().position(|c| c.id == id).map(|i| CardId(i as u8))
    }

    /// The messages every language needs for this content: `gangster-<colour>` (a card's name
    /// from its value), `card-<special>` with its `.text`, `type-<type>`, `tile-<tile>` and
    /// `hand-<category>`.
    ///
    /// Each entry's are asked for at the entry; the hands', which the code names, nowhere.
    pub fn required_messages(&self) -> Vec<Needed> {
        let at = |id: &str| self.places.get(id);
        let mut ids: Vec<Needed> = self.colours.iter().map(|c| Needed::new(format!("gangster-{c}"), at(c))).collect();
        for s in &self.specials {
            ids.push(Needed::new(format!("card-{}", s.id), at(&s.id)));
            ids.push(Needed::new(format!("card-{}.text", s.id), at(&s.id)));
        }
        ids.extend(self.types.iter().map(|t| Needed::new(format!("type-{}", t.id), at(&t.id))));
        ids.extend(self.tiles.iter().map(|t| Needed::new(format!("tile-{}", t.id), at(&t.id))));
        ids.extend(super::hand::Category::ALL.iter().map(|c| Needed::new(format!("hand-{}", c.key()), None)));
        ids
    }
}
