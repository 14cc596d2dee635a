//! Mods layered over a game's content files, for every game: each file of the content read
//! with every mod's version of it (all counted in the content's digest), cards layered by id
//! (a mod adds cards, replaces the card of the same id, takes cards out with `remove = [...]`),
//! and numbers files deep-merged (a mod sets only numbers the base game has).

use super::content::{Checker, Digest, Source, SourceFile};
use super::diag::{Diagnostic, Place, did_you_mean};
use super::script::Limits;
use super::toml_path::{Part, Places, Step};
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use toml::Spanned;

/// A card definition with an id, so mods can replace or remove it.
pub trait Keyed {
    fn key(&self) -> &Spanned<String>;
}

/// A file of cards: its entries and the ids it removes.
pub trait CardFile: DeserializeOwned {
    type Def: Keyed;
    fn split(self) -> (Vec<Self::Def>, Vec<Spanned<String>>);
}

/// Reads one file of a game (`<game>/<name>`) and its mods' versions, counting them all in the digest.
pub fn files(source: &Source, game: &str, name: &str, ck: &mut Checker, digest: &mut Digest) -> Vec<SourceFile> {
    let rel = format!("{game}/{name}");
    let mut out = Vec::new();
    match source.read(&rel) {
        Ok(f) => out.push(f),
        // A file the look at the folders already refused is reported once.
        Err(d) if ck.diagnostics.0.contains(&d) => {}
        Err(d) => ck.diagnostics.push(d),
    }
    out.extend(source.overlays(&rel));
    for f in &out {
        digest.add_file(source, f);
    }
    out
}

/// The cards of all layers, each with the index of the file it came from: a later layer's card
/// replaces an earlier one of the same id, and `remove` takes a card out.
pub fn layered<F: CardFile>(files: &[SourceFile], ck: &mut Checker) -> Option<Vec<(F::Def, usize)>> {
    let mut cards: Vec<(F::Def, usize)> = Vec::new();
    let mut ok = true;
    for (i, f) in files.iter().enumerate() {
        let Some(raw) = ck.parse::<F>(f) else {
            ok = false;
            continue;
        };
        let (defs, remove) = raw.split();
        let mut here: std::collections::BTreeSet<&str> = std::collections::BTreeSet::new();
        for d in &defs {
            if !here.insert(d.key().get_ref().as_str()) {
                ck.deck_uncounted(&files[0].name);
                ck.error_at(
                    f,
                    d.key(),
                    "E0103",
                    format!("id `{}` is used twice in this file", d.key().get_ref()),
                    None,
                );
            }
        }
        let first_removal = remove.first().cloned();
        for id in remove {
            let before = cards.len();
            cards.retain(|(d, _)| d.key().get_ref() != id.get_ref());
            if cards.len() == before {
                let help = did_you_mean(id.get_ref(), cards.iter().map(|(d, _)| d.key().get_ref().as_str()));
                ck.error_at(f, &id, "E0110", format!("cannot remove `{}`: no such card", id.get_ref()), help);
            }
        }
        // Where each id sits, so that a big file is layered in one pass, not one per card.
        let mut at: BTreeMap<String, usize> = BTreeMap::new();
        for (k, (c, _)) in cards.iter().enumerate() {
            at.entry(c.key().get_ref().clone()).or_insert(k);
        }
        // Where this mod changes the deck: its first removal, else its first new card, else
        // its first card (which may change a count).
        let new_card = defs.iter().find(|d| !at.contains_key(d.key().get_ref())).map(Keyed::key);
        if i > 0
            && let (Some(deck), Some(place)) =
                (files.first(), first_removal.as_ref().or(new_card).or(defs.first().map(Keyed::key)))
        {
            ck.deck_changed(&deck.name, f, place);
        }
        for d in defs {
            match at.get(d.key().get_ref()) {
                Some(&k) if i > 0 => cards[k] = (d, i),
                _ => {
                    at.entry(d.key().get_ref().clone()).or_insert(cards.len());
                    cards.push((d, i));
                }
            }
        }
    }
    ok.then_some(cards)
}

/// Deep-merges a mod's `game.toml` over the base: only keys the base has may be set. `path` is
/// where `over` sits in the file (empty at its top).
pub fn merge_numbers(
    base: &mut toml::Table,
    over: &toml::Table,
    (file, places): (&SourceFile, &Places),
    path: &[Step],
    ck: &mut Checker,
) {
    for (k, v) in over {
        let mut here = path.to_vec();
        here.push(Step::Key(k.clone()));
        let dotted = || dotted(&here);
        // Where the mod sets the key, as TOML reads it (quoted, dotted or under a header).
        let at = |ck: &mut Checker| places.offset(&here, Part::Key).map_or((0, 0), |o| ck.line_col(file, o));
        match (base.get_mut(k), v) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge_numbers(b, o, (file, places), &here, ck),
            (Some(slot), v) if slot.type_str() == v.type_str() => *slot = v.clone(),
            (Some(slot), v) => {
                let (line, col) = at(ck);
                let d = Diagnostic::new(
                    &file.name,
                    line,
                    col,
                    "E0006",
                    format!("`{}` is {} in the base game, not {}", dotted(), kind_of(slot), kind_of(v)),
                );
                ck.diagnostics.push(d.with_help(format!("the base game has `{k} = {slot}`")));
            }
            (None, _) => {
                let (line, col) = at(ck);
                let mut d = Diagnostic::new(
                    &file.name,
                    line,
                    col,
                    "E0005",
                    format!("`{}` is not a number of the base game", dotted()),
                );
                d.help = did_you_mean(k, base.keys().map(String::as_str));
                ck.diagnostics.push(d);
            }
        }
    }
}

/// A path of keys as TOML writes it: `hq."5"`, `engine.script_limits`.
fn dotted(path: &[Step]) -> String {
    let key = |k: &str| {
        let bare = !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if bare { k.to_string() } else { format!("{k:?}") }
    };
    let keys: Vec<String> = path
        .iter()
        .map(|s| match s {
            Step::Key(k) => key(k),
            Step::Index(i) => i.to_string(),
        })
        .collect();
    keys.join(".")
}

/// A numbers file (`game.toml`) with its mods' overrides, as one file to parse: a mod may
/// set only the keys the base file has, to a value of the same type.
pub fn numbers_file(files: &[SourceFile], ck: &mut Checker) -> Option<SourceFile> {
    let base = files.first()?;
    if files.len() == 1 {
        return Some(base.clone());
    }
    let mut table: toml::Table = match toml::from_str(&base.text) {
        Ok(t) => t,
        Err(_) => return Some(base.clone()),
    };
    for f in &files[1..] {
        match toml::from_str::<toml::Table>(&f.text) {
            Ok(over) => {
                script_limits(&mut table, &over);
                merge_numbers(&mut table, &over, (f, &Places::of(&f.text)), &[], ck);
            }
            Err(e) => {
                let (line, col) = e.span().map_or((0, 0), |s| crate::engine::diag::line_col(&f.text, s.start));
                ck.diagnostics.push(Diagnostic::new(&f.name, line, col, "E0003", e.message().to_string()));
            }
        }
    }
    Some(merged_file(files, &table, false, ck))
}

/// The engine's section of every game's `game.toml`, `[engine.script_limits]`: a base file that
/// leaves it out has the engine's defaults, which a mod (`over`) may set as any number of the
/// base game.
fn script_limits(base: &mut toml::Table, over: &toml::Table) {
    let sets = over.get("engine").and_then(toml::Value::as_table).is_some_and(|e| e.contains_key("script_limits"));
    let engine =
        if sets { base.entry("engine").or_insert_with(|| toml::Table::new().into()).as_table_mut() } else { None };
    if let Some(engine) = engine
        && !engine.contains_key("script_limits")
        && let Ok(defaults) = toml::Value::try_from(Limits::default())
    {
        engine.insert("script_limits".into(), defaults);
    }
}

/// Records each of [`Limits::problems`] (E0010) where the layers of a game's `game.toml` (the
/// base, then each mod's) set the key, so that a mod's limit is told in its own file; `merged`
/// is their merged file, where the limits were read.
pub fn check_script_limits(limits: &Limits, (merged, layers): (&SourceFile, &[SourceFile]), ck: &mut Checker) {
    for (key, message, help) in limits.problems() {
        error_where_set(ck, (merged, layers), ("engine.script_limits", key), "E0010", message, Some(help));
    }
}

/// Records (E0010) an `[engine] turn_cap` outside 1 to 1000000 where the layers of a game's
/// `game.toml` set it ([`error_where_set`]): a game among bots stops after so many turns, so the
/// cap lets at least one be played and keeps the count of turns far from what a counter holds.
/// The godfather race's and Chicago Poker's `turn_cap` alike.
pub fn check_turn_cap(cap: u32, (merged, layers): (&SourceFile, &[SourceFile]), ck: &mut Checker) {
    if !(1..=1_000_000).contains(&cap) {
        let message = format!("`engine.turn_cap` is {cap}: it must be from 1 to 1000000");
        error_where_set(ck, (merged, layers), ("engine", "turn_cap"), "E0010", message, None);
    }
}

/// Where `key` of table `section` (`""`: the top of the file, before any table) is set among a
/// numbers file's `layers` (the base, then each mod's file): the place of the last layer that
/// sets it, as TOML reads the file, so that a problem is told in the file a modder wrote; else,
/// the key missing from every layer and so from the base, at the base's first line (`merged`'s
/// when there is no layer). A key may be written quoted (`"2" = ...`) or bare (`2 = ...`).
pub fn set_at<'a>(
    layers: &'a [SourceFile],
    merged: &'a SourceFile,
    section: &str,
    key: &str,
) -> (&'a str, usize, usize) {
    let key = key.trim_matches('"');
    let set = layers.iter().rev().find_map(|l| {
        super::toml_path::key_in(&l.text, section, key).map(|at| {
            let (line, col) = super::diag::line_col(&l.text, at);
            (l.name.as_str(), line, col)
        })
    });
    set.unwrap_or_else(|| (layers.first().map_or(&merged.name, |base| &base.name), 1, 1))
}

/// Where a mod, the topmost first, sets `key` of table `section` in its version of a file whose
/// layers are `layers` (the base first): `None` when only the base sets it.
pub fn set_by_mod(layers: &[SourceFile], section: &str, key: &str) -> Option<Place> {
    layers.iter().skip(1).rev().find_map(|l| {
        let at = super::toml_path::key_in(&l.text, section, key)?;
        let (line, col) = super::diag::line_col(&l.text, at);
        Some(Place { file: l.name.clone(), line, col })
    })
}

/// Records a problem with `key` of table `section` (`""`: the top of the file) of `merged`, the
/// file made of `layers`, where the last layer that sets it sets it ([`set_at`]): in the file a
/// modder wrote, with what to do about it when `help` says.
pub fn error_where_set(
    ck: &mut Checker,
    (merged, layers): (&SourceFile, &[SourceFile]),
    (section, key): (&str, &str),
    code: &'static str,
    message: String,
    help: Option<String>,
) {
    let (file, line, col) = set_at(layers, merged, section, key);
    ck.diagnostics.push(Diagnostic { help, ..Diagnostic::new(file, line, col, code, message) });
}

/// A numbers file (`game.toml`...) with its mods: each layer as written (the base, then each
/// mod's version) and the layers merged, as parsed; a problem with one of its values told where
/// a modder would look for it.
pub struct Layered {
    pub layers: Vec<SourceFile>,
    pub merged: SourceFile,
}

impl Layered {
    /// Reads `<game>/<name>` and its mods' versions ([`files`]) and merges them
    /// ([`numbers_file`]); `None` when no file could be made of them (the problem recorded).
    pub fn read(source: &Source, game: &str, name: &str, ck: &mut Checker, digest: &mut Digest) -> Option<Layered> {
        let layers = files(source, game, name, ck, digest);
        let merged = numbers_file(&layers, ck)?;
        Some(Layered { layers, merged })
    }

    /// Where `key` of table `section` (`""`: the top of the file) is set: its value's place when
    /// the file has no mod over it, else the line of the last layer setting it ([`set_at`]).
    pub fn at<T>(&self, section: &str, key: &str, value: Option<&Spanned<T>>) -> (&str, usize, usize) {
        if let (Some(v), [_]) = (value, self.layers.as_slice()) {
            let (line, col) = super::content::at(&self.merged, v);
            return (&self.merged.name, line, col);
        }
        set_at(&self.layers, &self.merged, section, key)
    }

    /// Records a problem with `key` of `section`, where it is set.
    pub fn error(&self, ck: &mut Checker, (section, key): (&str, &str), code: &'static str, message: String) {
        self.error_at::<()>(ck, (section, key, None), code, message, None);
    }

    /// Records a problem with `key` of `section` whose value is `value`, where it is set, with
    /// what to do about it when `help` says.
    pub fn error_at<T>(
        &self,
        ck: &mut Checker,
        (section, key, value): (&str, &str, Option<&Spanned<T>>),
        code: &'static str,
        message: String,
        help: Option<String>,
    ) {
        let (file, line, col) = self.at(section, key, value);
        ck.diagnostics.push(Diagnostic { help, ..Diagnostic::new(file, line, col, code, message) });
    }
}

/// A file of lists (`[[colour]]`, `[[special]]`, `[[tile]]`...) with its mods layered over it,
/// as one file to parse: an entry of a mod replaces the base's entry of the same `id` in the
/// same list or is added to it, `remove = ["id", ...]` takes entries out of every list, and
/// any other key of a mod replaces the base's. Problems in a mod's own text are reported in
/// that mod's file; the merged file is named `<base> (with mods)`, and a problem found in it
/// later is told at the entry of the same id in the last layer that has it (`Checker`).
pub fn lists_file(files: &[SourceFile], ck: &mut Checker) -> Option<SourceFile> {
    let base = files.first()?;
    if files.len() == 1 {
        return Some(base.clone());
    }
    let mut table: toml::Table = match toml::from_str(&base.text) {
        Ok(t) => t,
        Err(_) => return Some(base.clone()),
    };
    table.remove("remove");
    for f in &files[1..] {
        let over = match toml::from_str::<toml::Table>(&f.text) {
            Ok(t) => t,
            Err(e) => {
                let (line, col) = e.span().map_or((0, 0), |s| super::diag::line_col(&f.text, s.start));
                ck.diagnostics.push(Diagnostic::new(&f.name, line, col, "E0003", e.message().to_string()));
                continue;
            }
        };
        // Where this mod changes the entries, quoted as TOML writes an id: its first removal,
        // else its first new entry, else its first entry (which may change a count); else the
        // first other key it sets (Chicago Poker's gangster `values` make its deck).
        let (mut removal, mut new, mut any, mut other) = (None, None, None, None);
        for (k, v) in over {
            match (k.as_str(), v) {
                ("remove", toml::Value::Array(ids)) => {
                    // One pass over every list for all the ids: a pass an id took minutes for
                    // a mod removing thousands of entries.
                    let ids: Vec<&str> = ids.iter().filter_map(toml::Value::as_str).collect();
                    removal = removal.or(ids.first().map(|id| format!("\"{id}\"")));
                    let wanted: std::collections::HashSet<&str> = ids.iter().copied().collect();
                    let mut found = std::collections::HashSet::new();
                    for list in table.iter_mut().filter_map(|(_, v)| v.as_array_mut()) {
                        list.retain(|e| match e.get("id").and_then(toml::Value::as_str) {
                            Some(id) if wanted.contains(id) => {
                                found.insert(id.to_string());
                                false
                            }
                            _ => true,
                        });
                    }
                    let left: Vec<&str> = table
                        .values()
                        .filter_map(toml::Value::as_array)
                        .flatten()
                        .filter_map(|e| e.get("id").and_then(toml::Value::as_str))
                        .collect();
                    for id in ids {
                        if !found.contains(id) {
                            let (line, col) = place_of(f, &format!("\"{id}\""));
                            let mut d = Diagnostic::new(
                                &f.name,
                                line,
                                col,
                                "E0110",
                                format!("cannot remove `{id}`: no such entry"),
                            );
                            d.help = did_you_mean(id, left.iter().copied());
                            ck.diagnostics.push(d);
                        }
                    }
                }
                (_, toml::Value::Array(items)) if items.iter().all(|i| i.get("id").is_some()) => {
                    let list = table.entry(k).or_insert_with(|| toml::Value::Array(Vec::new()));
                    let Some(list) = list.as_array_mut() else { continue };
                    // Where each id stands in the list, found once: a search per entry took
                    // minutes for a mod of 100,000 entries.
                    let mut at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
                    for (i, e) in list.iter().enumerate() {
                        at.entry(e.get("id").map(ToString::to_string).unwrap_or_default()).or_insert(i);
                    }
                    // How often each id has come in this mod's list: a second is an id used twice.
                    let mut here: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
                    for item in items {
                        let id = item.get("id").map(ToString::to_string).unwrap_or_default();
                        let seen = here.entry(id.clone()).or_default();
                        *seen += 1;
                        if *seen > 1 {
                            ck.deck_uncounted(&base.name);
                            ck.diagnostics.push(twice_in(f, &id, *seen));
                        }
                        any = any.or(Some(id.clone()));
                        match at.get(&id) {
                            Some(&i) => list[i] = item,
                            None => {
                                new = new.or(Some(id.clone()));
                                at.insert(id, list.len());
                                list.push(item);
                            }
                        }
                    }
                }
                (_, v) => {
                    other = other.or(Some(k.clone()));
                    table.insert(k, v);
                }
            }
        }
        let at = match removal.or(new).or(any) {
            Some(quoted) => Some(place_of(f, &quoted)),
            None => other
                .and_then(|k| Places::of(&f.text).offset(&[Step::Key(k)], Part::Key))
                .map(|o| super::diag::line_col(&f.text, o)),
        };
        if let Some((line, col)) = at {
            ck.deck_changed_at(&base.name, Place { file: f.name.clone(), line, col });
        }
    }
    Some(merged_file(files, &table, true, ck))
}

/// The line and column of the first `needle` in `f`'s text, (0, 0) if it has none.
fn place_of(f: &SourceFile, needle: &str) -> (usize, usize) {
    f.text.find(needle).map_or((0, 0), |at| super::diag::line_col(&f.text, at))
}

/// E0103 at the `nth` line of `f` that sets `id = <quoted>` (`quoted` as TOML writes the id),
/// or for the whole file if the mod wrote it another way.
fn twice_in(f: &SourceFile, quoted: &str, nth: usize) -> Diagnostic {
    let (line, col) = f
        .text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with("id") && l.contains(quoted))
        .nth(nth - 1)
        .map_or((0, 0), |(i, l)| (i + 1, l.find(quoted).map_or(1, |c| l[..c].chars().count() + 1)));
    let id = quoted.trim_matches('"');
    Diagnostic::new(&f.name, line, col, "E0103", format!("id `{id}` is used twice in this file"))
}

/// The file `table` makes, merged from `files` (the base first), named `<base> (with mods)`;
/// `ck` keeps its layers, so that a problem found in it is told in the layer that set the value
/// (`by_id`: its lists were layered by their entries' ids).
fn merged_file(files: &[SourceFile], table: &toml::Table, by_id: bool, ck: &mut Checker) -> SourceFile {
    let name = format!("{} (with mods)", files[0].name);
    ck.merged_from(&name, files, by_id);
    SourceFile { name, text: toml::to_string(table).unwrap_or_default() }
}

/// A TOML value's kind in a modder's words.
fn kind_of(v: &toml::Value) -> &'static str {
    match v {
        toml::Value::String(_) => "a quoted text",
        toml::Value::Integer(_) => "a whole number",
        toml::Value::Float(_) => "a number with a decimal point",
        toml::Value::Boolean(_) => "true or false",
        toml::Value::Datetime(_) => "a date",
        toml::Value::Array(_) => "a list",
        toml::Value::Table(_) => "a table",
    }
}
