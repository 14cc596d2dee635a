//! `mobrules mod-diff --mod DIR`: what the mods change against the base game: cards added,
//! replaced and removed, numbers overridden, scripts and texts added or replaced.

use super::args::{ContentArgs, Failure, source};
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::texts;
use crate::entry::Loaded;
use clap::Args;
use std::collections::BTreeMap;

#[derive(Args)]
pub struct ModDiffArgs {
    #[command(flatten)]
    content: ContentArgs,
}

/// Every card and other piece of a content, by kind and id, with what the content says of it.
fn cards(c: &dyn Loaded) -> BTreeMap<String, serde_json::Value> {
    let Ok(english) = Locale::load(c.source(), c.id(), "en") else {
        return BTreeMap::new();
    };
    let catalogue = c.catalogue(&english);
    let mut m: BTreeMap<String, serde_json::Value> =
        catalogue.cards.into_iter().map(|e| (format!("{} {}", kind_label(&e.kind), e.id), e.data)).collect();
    m.extend(catalogue.pieces);
    m
}

/// How `mod-diff` names a kind of card (`resource card`, as it always has).
fn kind_label(kind: &str) -> String {
    if kind == "resource" { "resource card".into() } else { kind.to_string() }
}

fn leaves(v: &serde_json::Value, path: String, out: &mut BTreeMap<String, serde_json::Value>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                leaves(x, if path.is_empty() { k.clone() } else { format!("{path}.{k}") }, out);
            }
        }
        serde_json::Value::Array(items) if items.iter().any(|x| x.is_object() || x.is_array()) => {
            for (i, x) in items.iter().enumerate() {
                leaves(x, format!("{path}[{i}]"), out);
            }
        }
        other => {
            out.insert(path, other.clone());
        }
    }
}

/// What changed in one card or piece, value by value (`per_pip 1 -> 10, name "a" -> "b"`): a
/// modder reads what the mod does, not only that it does something.
fn changed_values(old: &serde_json::Value, new: &serde_json::Value) -> String {
    let (mut a, mut b) = (BTreeMap::new(), BTreeMap::new());
    leaves(old, String::new(), &mut a);
    leaves(new, String::new(), &mut b);
    let none = || "none".to_string();
    let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
    keys.into_iter()
        .filter(|k| a.get(*k) != b.get(*k))
        .map(|k| {
            let (was, now) =
                (a.get(k).map_or_else(none, ToString::to_string), b.get(k).map_or_else(none, ToString::to_string));
            if k.is_empty() { format!("{was} -> {now}") } else { format!("{k} {was} -> {now}") }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The lines describing what `modded` changes against `base`.
pub fn diff(base: &dyn Loaded, modded: &dyn Loaded) -> Vec<String> {
    let mut lines = Vec::new();
    let (b, m) = (cards(base), cards(modded));
    for (id, v) in &m {
        match b.get(id) {
            None => lines.push(format!("+ {id}")),
            Some(old) if old != v => lines.push(format!("~ {id}: {}", changed_values(old, v))),
            Some(_) => {}
        }
    }
    for id in b.keys().filter(|id| !m.contains_key(*id)) {
        lines.push(format!("- {id}"));
    }
    let (mut rb, mut rm) = (BTreeMap::new(), BTreeMap::new());
    leaves(&base.numbers(), String::new(), &mut rb);
    leaves(&modded.numbers(), String::new(), &mut rm);
    for (k, v) in &rm {
        if rb.get(k) != Some(v) {
            lines.push(format!("~ number {k}: {} -> {v}", rb.get(k).map_or("none".to_string(), ToString::to_string)));
        }
    }
    let id = modded.id();
    let base_scripts = base.source().list_scripts(id);
    for name in modded.source().list_scripts(id) {
        let rel = format!("{id}/{name}");
        let (old, new) = (base.source().read_script(&rel), modded.source().read_script(&rel));
        match (old, new) {
            (None, Some(n)) if !base_scripts.contains(&name) => lines.push(format!("+ script {name} ({})", n.name)),
            (Some(o), Some(n)) if o.text != n.text => lines.push(format!("~ script {name} ({})", n.name)),
            _ => {}
        }
    }
    for lang in texts::languages(modded.source(), id) {
        let (Ok((old, _)), Ok((new, _))) =
            (texts::language(base.source(), id, &lang), texts::language(modded.source(), id, &lang))
        else {
            continue;
        };
        for (id, _) in new.0.iter() {
            if !old.0.contains_key(id) {
                lines.push(format!("+ text {lang} {id}"));
            }
        }
        let rel = format!("{id}/locales/{lang}.ftl");
        for f in modded.source().overlays(&rel) {
            if let Ok(m) = crate::engine::fluent_check::messages(&f) {
                for id in m.0.keys().filter(|id| old.0.contains_key(*id)) {
                    lines.push(format!("~ text {lang} {id}"));
                }
            }
        }
    }
    lines
}

pub fn mod_diff(a: &ModDiffArgs) -> Result<(), Failure> {
    if a.content.mods.is_empty() {
        return Err(Failure::usage("mod-diff needs at least one --mod DIR"));
    }
    let base_source = match &a.content.content {
        Some(dir) => Source::Dir(dir.clone()),
        None => Source::Embedded,
    };
    let modded_source = source(&a.content)?;
    let mut lines = Vec::new();
    // Every game the mods touch: those with a folder in one of them.
    for game in crate::games::GAMES
        .iter()
        .filter(|g| a.content.mods.iter().any(|m| m.join(g.id()).is_dir() || m.join("scripts").join(g.id()).is_dir()))
    {
        let base =
            game.load(&base_source).map_err(|d| Failure::error(format!("the base content has problems:\n{d}")))?;
        let modded = game.load(&modded_source).map_err(|d| Failure::error(format!("the mods have problems:\n{d}")))?;
        lines.extend(diff(base.as_ref(), modded.as_ref()));
    }
    if lines.is_empty() {
        out!("the mods change nothing");
    }
    for l in lines {
        out!("{l}");
    }
    Ok(())
}
