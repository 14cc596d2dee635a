//! The head of every game's scenario file (`game`, `lang`, `description`, `seats`, `seed`,
//! `expect`, `after`, `dice`, `decisions`, `then`), read beside the game's own fields, and the
//! file's JSON Schema made of both.
//!
//! A file is one TOML table: its keys are split between the head and the game's part, each read
//! by serde from the document itself (so every value keeps its place for a problem told at its
//! `file:line:col`), and a key neither knows is refused at its place with the closest field.

use super::answers::AnswerDef;
use super::defaults;
use super::dice::{Dice, DiceSchema};
use super::expect::{After, Expect};
use crate::engine::content::told_at;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::BTreeMap;
use toml::Spanned;
use toml::de::{DeTable, Deserializer};

/// What every game's scenario file says beside its position and its run.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// The game (`king-of-chicago`, the default for files that do not say).
    pub game: Option<String>,
    /// The language its narration is told in and its expectations are written in (`en`
    /// when the file does not say; `mobrules scenario --lang` overrides it).
    #[serde(default)]
    pub lang: Option<String>,
    pub description: String,
    /// The seats at the table (the game's own number when the file does not say).
    #[serde(default)]
    #[schemars(with = "usize")]
    pub seats: Option<Spanned<usize>>,
    #[serde(default = "defaults::one")]
    pub seed: u64,
    /// The generator's state where the position stands (four words of 16 hex digits), as
    /// `mobrules scenario --from` writes it from a game's log, in place of `seed`: every roll
    /// draws it as in that game, a fixed face taking the place of what it drew, so what the
    /// generator shuffles and draws besides the dice comes as it came there.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub generator: Option<Spanned<String>>,
    // What must and must not happen (`Expect`): narration texts, or a table of narration,
    // `not`, `in_order`, `events`, `no_events`, `state` and `stopped`.
    #[serde(default)]
    pub expect: Expect,
    /// What the state must be after named steps of the run (`engine::scenario::After`).
    #[serde(default)]
    pub after: Vec<After>,
    /// The dice to come: a list in the order they are rolled, or a table of lists by kind of
    /// roll. The seeded generator follows.
    #[serde(default)]
    #[schemars(with = "DiceSchema")]
    pub dice: Dice,
    /// Scripted answers by seat (`"1"`, `"2"`...).
    #[serde(default)]
    pub decisions: BTreeMap<String, Vec<AnswerDef>>,
    /// When a seat's answers run out: `first` option, or `fail`.
    #[serde(default = "defaults::first")]
    pub then: String,
}

impl Header {
    /// The seats at the table.
    pub fn seats(&self) -> usize {
        self.seats.as_ref().map_or(0, |s| *s.get_ref())
    }

    /// The seats at the table, where the file gives them (nowhere when it does not say).
    pub fn seats_at(&self) -> Spanned<usize> {
        self.seats.clone().unwrap_or_else(|| Spanned::new(0..0, 0))
    }

    /// Whether a question no answer is for fails the run (`then = "fail"`).
    pub fn fails(&self) -> bool {
        self.then == "fail"
    }
}

/// How a game's part of a file is read beside the head: whether its dice may be fixed (a game
/// that rolls none has no `dice`), and the seats of a file that does not say.
#[derive(Clone, Copy)]
pub struct Shape {
    pub dice: bool,
    pub seats: usize,
}

/// Reads a scenario file: its head, and the game's part `P` (the fields the head does not
/// have).
///
/// # Errors
/// Its TOML problem, or a field neither part knows, at its `file:line:col`.
pub fn read<P: DeserializeOwned>(name: &str, text: &str, shape: Shape) -> Result<(Header, P), String> {
    let told = |e: toml::de::Error| told_at(name, text, e.span(), e.message());
    let root = DeTable::parse(text).map_err(told)?;
    let span = root.span();
    let head_fields: Vec<&str> = fields::<Header>().iter().copied().filter(|f| shape.dice || *f != "dice").collect();
    let part_fields = fields::<P>();
    let (mut head, mut part) = (DeTable::new(), DeTable::new());
    for (key, value) in root.into_inner() {
        if head_fields.contains(&key.get_ref().as_ref()) {
            head.insert(key, value);
        } else if part_fields.contains(&key.get_ref().as_ref()) {
            part.insert(key, value);
        } else {
            let known: Vec<String> = head_fields.iter().chain(part_fields).map(|f| format!("`{f}`")).collect();
            let message = format!("unknown field `{}`, expected one of {}", key.get_ref(), known.join(", "));
            return Err(told_at(name, text, Some(key.span()), &message));
        }
    }
    let mut head = Header::deserialize(Deserializer::from(Spanned::new(span.clone(), head))).map_err(told)?;
    let part = P::deserialize(Deserializer::from(Spanned::new(span, part))).map_err(told)?;
    head.seats.get_or_insert_with(|| Spanned::new(0..0, shape.seats));
    Ok((head, part))
}

/// The fields a struct's `Deserialize` asks for, as serde derives them.
fn fields<T: DeserializeOwned>() -> &'static [&'static str] {
    T::deserialize(Ask).err().map_or(&[], |f| f.0)
}

/// A deserializer that answers nothing, but keeps the fields of the struct asked of it.
struct Ask;

#[derive(Debug)]
struct Fields(&'static [&'static str]);

impl std::fmt::Display for Fields {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "fields {:?}", self.0)
    }
}

impl std::error::Error for Fields {}

impl serde::de::Error for Fields {
    fn custom<T: std::fmt::Display>(_: T) -> Fields {
        Fields(&[])
    }
}

impl<'de> serde::Deserializer<'de> for Ask {
    type Error = Fields;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Fields> {
        Err(Fields(&[]))
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Fields> {
        Err(Fields(fields))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option
        unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

/// The JSON Schema of a game's scenario files: the head's fields and the game's part `P`, in
/// one table that takes no other key. `docs` gives the game's own words for fields of the head
/// (`game`, `dice`).
pub fn schema<P: schemars::JsonSchema>(shape: Shape, docs: &[(&str, &str)]) -> schemars::Schema {
    let head = schemars::schema_for!(Header).to_value();
    let part = schemars::schema_for!(P).to_value();
    let mut properties: BTreeMap<String, Value> = BTreeMap::new();
    let mut defs: BTreeMap<String, Value> = BTreeMap::new();
    let mut required: Vec<Value> = Vec::new();
    for s in [&head, &part] {
        let map = |key: &str| s.get(key).and_then(Value::as_object).cloned().unwrap_or_default();
        properties.extend(map("properties"));
        defs.extend(map("$defs"));
        required.extend(s.get("required").and_then(Value::as_array).cloned().unwrap_or_default());
    }
    if !shape.dice {
        properties.remove("dice");
        defs.remove("DiceSchema");
    }
    properties.insert(
        "seats".into(),
        serde_json::json!({ "type": "integer", "format": "uint", "default": shape.seats, "minimum": 0 }),
    );
    for (field, doc) in docs {
        if let Some(Value::Object(p)) = properties.get_mut(*field) {
            p.insert("description".into(), Value::from(*doc));
        }
    }
    let mut top = serde_json::Map::new();
    for key in ["$schema", "title"] {
        top.insert(key.into(), part[key].clone());
    }
    top.insert("description".into(), Value::from("A scenario file."));
    top.insert("type".into(), Value::from("object"));
    top.insert("properties".into(), Value::Object(properties.into_iter().collect()));
    top.insert("additionalProperties".into(), Value::Bool(false));
    top.insert("required".into(), Value::Array(required));
    top.insert("$defs".into(), Value::Object(defs.into_iter().collect()));
    schemars::Schema::from(top)
}
