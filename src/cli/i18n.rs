//! `mobrules i18n <game>`: per language, the messages missing, extra, or whose variables differ
//! from English. Exit 1 when a bundled language is incomplete. The messages count the words
//! of the replay viewer, the table in the browser and the board pictures too: those write none
//! of their own (`tests/french_pages.rs` holds them to it). A locale file named by no language
//! (`nederlands.ftl`, `NL.ftl`) is told at the file (E0401, `texts::misnamed`), counts as no
//! language, and exits 1. A mod's English text nothing reads (a misspelt key, W0409,
//! `texts::unread`) is told, and counted neither among the English messages nor missing from
//! a translation, as `validate` counts it.

use super::args::{ContentArgs, Failure, load_game};
use crate::engine::texts;
use clap::Args;

#[derive(Args)]
pub struct I18nArgs {
    game: String,
    /// Print the coverage as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn i18n(a: &I18nArgs) -> Result<(), Failure> {
    let game = load_game(&a.game, &a.content)?;
    let unread = texts::unread(game.source(), game.id(), &game.required_texts(), game.script_prompts());
    let unread_ids: std::collections::BTreeSet<&str> = unread.iter().map(|(id, _)| id.as_str()).collect();
    let by_lang = texts::coverage_by_language(game.source(), game.id(), &unread_ids)
        .map_err(|d| Failure::error(d.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")))?;
    let (mut en, _) = texts::language(game.source(), game.id(), "en").map_err(|d| Failure::error(format!("{d:?}")))?;
    en.0.retain(|id, _| !unread_ids.contains(id.as_str()));
    let misnamed = texts::misnamed(game.source(), game.id());
    // Beside the counts; kept out of the JSON, which stays a map of languages.
    for d in misnamed.iter().chain(unread.iter().map(|(_, d)| d)) {
        if a.json {
            eprintln!("{d}");
        } else {
            out!("{d}");
        }
    }
    if a.json {
        let v: serde_json::Map<String, serde_json::Value> =
            by_lang.iter().map(|(l, c)| (l.clone(), serde_json::to_value(c).unwrap_or_default())).collect();
        out!("{}", serde_json::Value::Object(v));
    } else {
        out!(
            "en: {} messages, the viewer's, the browser table's and the board pictures' words among them (the reference)",
            en.0.len()
        );
        for (lang, c) in &by_lang {
            let done = en.0.len() - c.missing.len();
            out!(
                "{lang}: {done}/{} translated, {} missing, {} extra, {} with other variables",
                en.0.len(),
                c.missing.len(),
                c.extra.len(),
                c.variables.len()
            );
            for id in &c.missing {
                out!("  missing  {id}");
            }
            for id in &c.extra {
                out!("  extra    {id}");
            }
            for (id, want, got) in &c.variables {
                out!("  variables {id}: {got:?}, English has {want:?}");
            }
        }
    }
    if !misnamed.is_empty() {
        Err(Failure::error("a locale file is named by no language"))
    } else if by_lang.iter().all(|(_, c)| c.complete()) {
        Ok(())
    } else {
        Err(Failure { message: "some languages are incomplete".into(), code: 1 })
    }
}
