//! Places in a TOML text by the path of keys and indices leading to them, read from toml's own
//! spanned parse (so quoted keys, dotted keys, inline tables and table headers are found as
//! TOML reads them): what lets a problem found in a numbers file merged from layers be told in
//! the layer that set the value (`engine::layers`, `Checker`).

use std::collections::HashMap;
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// One step into a TOML document: a key of a table, or an element of an array.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    Key(String),
    Index(usize),
}

/// What a place in a text is: the key naming a value, or the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Key,
    Value,
}

/// Every key and value of a text with its path, read in one parse: where a path is set, and
/// which path holds a byte offset, each found without reading the text again (a mod of
/// thousands of keys, each one wrong, is told in one pass).
#[derive(Default)]
pub struct Places {
    /// Where each path's key (none for an array element) and value start.
    by_path: HashMap<Vec<Step>, (Option<usize>, usize)>,
    /// Each key's and value's span with its path, by where it starts.
    spans: Vec<(Range<usize>, Vec<Step>, Part)>,
    /// The `id` of each entry of a list at the top of the file (`[[special]]`), by list and
    /// place, and the place of each id: mods layer such lists by id, not by place.
    ids: HashMap<(String, usize), String>,
    places_of_ids: HashMap<(String, String), usize>,
}

impl Places {
    /// The places of `text`; none when it does not parse.
    pub fn of(text: &str) -> Places {
        let mut places = Places::default();
        if let Ok(doc) = DeTable::parse(text) {
            places.table(doc.get_ref(), &mut Vec::new());
        }
        places.spans.sort_by_key(|(span, path, _)| (span.start, std::cmp::Reverse(path.len())));
        places
    }

    fn table(&mut self, table: &DeTable<'_>, path: &mut Vec<Step>) {
        for (key, value) in table {
            path.push(Step::Key(key.get_ref().to_string()));
            self.by_path.insert(path.clone(), (Some(key.span().start), value.span().start));
            self.spans.push((key.span(), path.clone(), Part::Key));
            self.value(value, path);
            path.pop();
        }
    }

    fn value(&mut self, value: &Spanned<DeValue<'_>>, path: &mut Vec<Step>) {
        self.spans.push((value.span(), path.clone(), Part::Value));
        match value.get_ref() {
            DeValue::Table(t) => self.table(t, path),
            DeValue::Array(a) => {
                for (i, v) in a.iter().enumerate() {
                    if let ([Step::Key(list)], DeValue::Table(entry)) = (path.as_slice(), v.get_ref())
                        && let Some((_, id)) = entry.iter().find(|(k, _)| k.get_ref() == "id")
                        && let DeValue::String(id) = id.get_ref()
                    {
                        self.ids.insert((list.clone(), i), id.to_string());
                        self.places_of_ids.entry((list.clone(), id.to_string())).or_insert(i);
                    }
                    path.push(Step::Index(i));
                    self.by_path.insert(path.clone(), (None, v.span().start));
                    self.value(v, path);
                    path.pop();
                }
            }
            _ => {}
        }
    }

    /// Byte offset where `path` is set: the start of its key or of its value, as `part` asks
    /// (an array element has no key: its value's start then).
    pub fn offset(&self, path: &[Step], part: Part) -> Option<usize> {
        let &(key, value) = self.by_path.get(path)?;
        Some(match (part, key) {
            (Part::Key, Some(k)) => k,
            _ => value,
        })
    }

    /// `path` of a file whose top-level lists were layered by id (`layers::lists_file`), as
    /// `other`, one of its layers, places it: the entry of the same id there. `None` when the
    /// entry has no id or `other` lacks it.
    pub fn by_id(&self, path: &[Step], other: &Places) -> Option<Vec<Step>> {
        match path {
            [Step::Key(list), Step::Index(i), rest @ ..] => {
                let id = self.ids.get(&(list.clone(), *i))?;
                let j = other.places_of_ids.get(&(list.clone(), id.clone()))?;
                Some([Step::Key(list.clone()), Step::Index(*j)].into_iter().chain(rest.iter().cloned()).collect())
            }
            _ => Some(path.to_vec()),
        }
    }

    /// The path to the innermost key or value whose span holds byte `offset`, and which of the
    /// two it is. A table opened by a header (`[hq]`) spans only its header, so the entries
    /// under it are found by their own spans.
    pub fn path_at(&self, offset: usize) -> Option<(&[Step], Part)> {
        let before = self.spans.partition_point(|(span, _, _)| span.start <= offset);
        self.spans[..before]
            .iter()
            .rev()
            .find(|(span, _, _)| span.contains(&offset))
            .map(|(_, path, part)| (path.as_slice(), *part))
    }
}

/// Byte offset of the first key `key` set in table `section` of `text` (dotted: `turf`,
/// `engine.script_limits`; empty: the top of the file), looking into each table of an array of
/// tables of that name in turn. `None` when the text does not set it.
pub fn key_in(text: &str, section: &str, key: &str) -> Option<usize> {
    let root = DeValue::Table(DeTable::parse(text).ok()?.into_inner());
    let mut path: Vec<&str> = section.split('.').filter(|s| !s.is_empty()).collect();
    path.push(key);
    first_key(&root, &path)
}

fn first_key(value: &DeValue<'_>, path: &[&str]) -> Option<usize> {
    let (first, rest) = path.split_first()?;
    match value {
        DeValue::Table(t) => {
            let (k, v) = t.iter().find(|(k, _)| k.get_ref() == first)?;
            if rest.is_empty() { Some(k.span().start) } else { first_key(v.get_ref(), rest) }
        }
        DeValue::Array(a) => a.iter().find_map(|v| first_key(v.get_ref(), path)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "top = 1\n[hq]\n\"2\" = [1, 25]\n[engine.script_limits]\nmax_operations = 10\n";

    fn at(text: &str, needle: &str) -> usize {
        text.find(needle).expect("the needle is in the text")
    }

    #[test]
    fn a_place_is_found_again_by_its_path() {
        let base = Places::of(BASE);
        let (path, part) = base.path_at(at(BASE, "25")).expect("inside an array");
        assert_eq!(path, [Step::Key("hq".into()), Step::Key("2".into()), Step::Index(1)]);
        assert_eq!(part, Part::Value);
        let other = "[hq]\n\"3\" = [1, 17, 33]\n\"2\" = [ 4, 40 ]\n";
        assert_eq!(Places::of(other).offset(path, part), Some(at(other, "40")));
        let (path, part) = base.path_at(at(BASE, "max_operations")).expect("a key");
        assert_eq!(
            path,
            [Step::Key("engine".into()), Step::Key("script_limits".into()), Step::Key("max_operations".into())]
        );
        assert_eq!(part, Part::Key);
        let dotted = Places::of("engine.script_limits.max_operations = 5\n");
        assert_eq!(dotted.offset(path, Part::Key), Some(21));
        assert_eq!(dotted.offset(path, Part::Value), Some(38));
        let quoted = Places::of("[hq]\n\"5\" = [1]\n");
        assert_eq!(quoted.offset(&[Step::Key("hq".into()), Step::Key("5".into())], Part::Key), Some(5));
        assert_eq!(base.offset(&[Step::Key("nowhere".into())], Part::Key), None);
        assert_eq!(Places::of("not = [toml").path_at(3), None);
        let tables = "[[tile]]\nid = 1\n[[tile]]\nid = 2\nsize = 3\n";
        assert_eq!(key_in(tables, "tile", "size"), Some(at(tables, "size")));
        // Lists layered by id: an entry is found by its id, wherever it stands.
        let merged = Places::of("[[tile]]\nid = \"a\"\n[[tile]]\nid = \"b\"\nsize = 3\n");
        let layer_text = "[[tile]]\nid = \"b\"\nsize = 4\n";
        let path = [Step::Key("tile".into()), Step::Index(1), Step::Key("size".into())];
        let there = merged.by_id(&path, &Places::of(layer_text)).expect("the layer has `b`");
        assert_eq!(Places::of(layer_text).offset(&there, Part::Value), Some(at(layer_text, "4")));
        assert_eq!(merged.by_id(&[Step::Key("tile".into()), Step::Index(0)], &Places::of(layer_text)), None);
        assert_eq!(key_in(BASE, "", "top"), Some(0));
        assert_eq!(key_in(BASE, "engine.script_limits", "max_operations"), Some(at(BASE, "max_operations")));
    }
}
