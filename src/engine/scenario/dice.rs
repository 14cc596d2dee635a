//! The dice a scenario fixes, in one queue or per kind of roll, and what became of them.

use super::spot::{IMPOSSIBLE, Spot};
use crate::engine::dice::{FixedDice, Rolled};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The dice a scenario fixes: one queue in the order the rules roll (`dice = [6, 1]`), or a
/// queue per kind of roll (`[dice]` with `<kind> = [6, 1]`), each kind
/// taking its own faces whatever the order of the rolls. Each face keeps its place in the file,
/// so that a game whose dice all have one number of sides can refuse a face there
/// ([`Dice::check_faces`]); otherwise a face the die rolled cannot show fails the run, named.
#[derive(Clone, Debug, Default)]
pub enum Dice {
    #[default]
    None,
    Queue(Vec<toml::Spanned<u8>>),
    Kinds(Vec<(toml::Spanned<String>, Vec<toml::Spanned<u8>>)>),
}

/// The dice to come: a list in the order they are rolled, or a table of lists by kind of roll.
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
pub enum DiceSchema {
    /// The dice to come, in the order they are rolled.
    Queue(Vec<u8>),
    /// The dice to come for each kind of roll (or named roll), in order.
    Kinds(BTreeMap<String, Vec<u8>>),
}

impl<'de> Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dice, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Dice;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of faces or a table of kinds of roll, each with its list of faces")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Dice, A::Error> {
                let mut faces = Vec::new();
                while let Some(f) = seq.next_element()? {
                    faces.push(f);
                }
                Ok(Dice::Queue(faces))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Dice, A::Error> {
                let mut kinds = Vec::new();
                while let Some(k) = map.next_key()? {
                    kinds.push((k, map.next_value()?));
                }
                Ok(Dice::Kinds(kinds))
            }
        }
        d.deserialize_any(Visit)
    }
}

impl Dice {
    /// Every face given, in the file's order, with its place.
    fn faces(&self) -> Vec<&toml::Spanned<u8>> {
        match self {
            Dice::None => Vec::new(),
            Dice::Queue(faces) => faces.iter().collect(),
            Dice::Kinds(kinds) => kinds.iter().flat_map(|(_, faces)| faces).collect(),
        }
    }

    /// Refuses, at its place, the first face a die of `sides` faces cannot show: for a game
    /// whose every die has that many (`what` names the die in the message, E0502).
    ///
    /// # Errors
    /// The first face outside 1 to `sides`, at its `file:line:col`.
    pub fn check_faces(&self, spot: Spot, sides: u8, what: &str) -> Result<(), String> {
        match self.faces().into_iter().find(|f| !(1..=sides).contains(f.get_ref())) {
            Some(face) => Err(spot.at(face, IMPOSSIBLE, format!("{what} shows 1 to {sides}, not {}", face.get_ref()))),
            None => Ok(()),
        }
    }

    /// Puts the fixed faces into `dice`. `kinds` are the game's kinds of roll, `names` the
    /// more specific names a roll may have (a card's id).
    ///
    /// # Errors
    /// A kind neither the game nor its names know, at its `file:line:col`, with a suggestion.
    pub fn fix(&self, dice: &mut FixedDice, kinds: &[&str], names: &[&str], spot: Spot) -> Result<(), String> {
        match self {
            Dice::None => {}
            Dice::Queue(faces) => dice.push(faces.iter().map(|f| *f.get_ref())),
            Dice::Kinds(by_kind) => {
                for (kind, faces) in by_kind {
                    if !kinds.contains(&kind.get_ref().as_str()) && !names.contains(&kind.get_ref().as_str()) {
                        let mut e = spot.unknown(kind, "kind of roll", kinds.iter().chain(names).copied());
                        e.push_str(&format!(" (the kinds: {})", kinds.join(", ")));
                        return Err(e);
                    }
                    dice.push_kind(kind.get_ref(), faces.iter().map(|f| *f.get_ref()));
                }
            }
        }
        dice.record();
        Ok(())
    }
}

/// What became of a scenario's dice.
#[derive(Clone, Debug, Default)]
pub struct DiceUse {
    pub rolled: Vec<Rolled>,
    pub unused: Vec<(String, Vec<u8>)>,
}

impl DiceUse {
    pub fn of(dice: &FixedDice) -> DiceUse {
        DiceUse { rolled: dice.rolled().to_vec(), unused: dice.unused_kinds() }
    }

    /// The rolls in words: `rolled: <kind> 3, <card> 6, <kind> 2 (seed)`.
    pub fn told(&self) -> String {
        let rolls: Vec<String> = self.rolled.iter().map(ToString::to_string).collect();
        format!("rolled: {}", if rolls.is_empty() { "nothing".to_string() } else { rolls.join(", ") })
    }
}
