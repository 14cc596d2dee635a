//! `mobrules mod-diff --mod DIR`: what the mods change against the base game: cards added,
//! replaced and removed, numbers overridden, scripts and texts added or replaced.

use super::{ContentArgs, Failure};
use crate::engine::content::Source;
use crate::games::king_of_chicago::content::{self, Content, GAME_ID};
use crate::games::king_of_chicago::texts;
use clap::Args;
use std::collections::BTreeMap;

#[derive(Args)]
pub struct ModDiffArgs {
    #[command(flatten)]
    content: ContentArgs,
}

fn cards(c: &Content) -> BTreeMap<String, serde_json::Value> {
    let mut m = BTreeMap::new();
    for g in &c.gangsters {
        m.insert(format!("gangster {}", g.id), json(g));
    }
    for e in &c.events {
        m.insert(format!("event {}", e.id), json(e));
    }
    for k in &c.contracts {
        m.insert(format!("contract {}", k.id), json(k));
    }
    for b in &c.businesses {
        m.insert(format!("business {}", b.id), json(b));
    }
    for r in &c.resource_cards {
        m.insert(format!("resource card {}", r.id), json(r));
    }
    m
}

fn json<T: serde::Serialize>(v: &T) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or_default()
}

/// Leaf values of a JSON tree by dotted path.
fn leaves(v: &serde_json::Value, path: String, out: &mut BTreeMap<String, serde_json::Value>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                leaves(x, if path.is_empty() { k.clone() } else { format!("{path}.{k}") }, out);
            }
        }
        other => {
            out.insert(path, other.clone());
        }
    }
}

/// The lines describing what `modded` changes against `base`.
pub fn diff(base: &Content, modded: &Content) -> Vec<String> {
    let mut lines = Vec::new();
    let (b, m) = (cards(base), cards(modded));
    for (id, v) in &m {
        match b.get(id) {
            None => lines.push(format!("+ {id}")),
            Some(old) if old != v => lines.push(format!("~ {id}")),
            Some(_) => {}
        }
    }
    for id in b.keys().filter(|id| !m.contains_key(*id)) {
        lines.push(format!("- {id}"));
    }
    let (mut rb, mut rm) = (BTreeMap::new(), BTreeMap::new());
    leaves(&serde_json::to_value(&base.rules).unwrap_or_default(), String::new(), &mut rb);
    leaves(&serde_json::to_value(&modded.rules).unwrap_or_default(), String::new(), &mut rm);
    for (k, v) in &rm {
        if rb.get(k) != Some(v) {
            lines.push(format!("~ number {k}: {} -> {v}", rb.get(k).map_or("none".to_string(), ToString::to_string)));
        }
    }
    let base_scripts = base.source.list_scripts(GAME_ID);
    for name in modded.source.list_scripts(GAME_ID) {
        let rel = format!("{GAME_ID}/{name}");
        let (old, new) = (base.source.read_script(&rel), modded.source.read_script(&rel));
        match (old, new) {
            (None, Some(n)) if !base_scripts.contains(&name) => lines.push(format!("+ script {name} ({})", n.name)),
            (Some(o), Some(n)) if o.text != n.text => lines.push(format!("~ script {name} ({})", n.name)),
            _ => {}
        }
    }
    for lang in texts::languages(modded) {
        let (Ok((old, _)), Ok((new, _))) = (texts::language(base, &lang), texts::language(modded, &lang)) else {
            continue;
        };
        for (id, _) in new.0.iter() {
            if !old.0.contains_key(id) {
                lines.push(format!("+ text {lang} {id}"));
            }
        }
        let rel = format!("{GAME_ID}/locales/{lang}.ftl");
        for f in modded.source.overlays(&rel) {
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
    let base =
        content::load(&base_source).map_err(|d| Failure::error(format!("the base content has problems:\n{d}")))?;
    let modded = content::load(&super::source(&a.content)?)
        .map_err(|d| Failure::error(format!("the mods have problems:\n{d}")))?;
    let lines = diff(&base, &modded);
    if lines.is_empty() {
        out!("the mods change nothing");
    }
    for l in lines {
        out!("{l}");
    }
    Ok(())
}
