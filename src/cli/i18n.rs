//! `mobrules i18n <game>`: per language, the messages missing, extra, or whose variables differ
//! from English. Exit 1 when a bundled language is incomplete. The messages count the words
//! of the replay viewer, the table in the browser and the board pictures too: those write none
//! of their own (`tests/french_pages.rs` holds them to it). A locale file named by no language
//! (`nederlands.ftl`, `NL.ftl`) is told at the file (E0401, `texts::misnamed`), counts as no
//! language, and exits 1. A mod's English text nothing reads (a misspelt key, W0409,
//! `texts::unread`) is told, and counted neither among the English messages nor missing from
//! a translation, as `validate` counts it.
//!
//! Content with errors (a modder's broken card) is still counted, so that a translator is not
//! held up by them: the errors are told first, each at its place, the texts are counted as the
//! files hold them (a mod's English text is unread when it names nothing the mods' content files
//! write, `texts::unread_unloaded`, as `validate` tells W0409 beside errors), and the command
//! exits 1.

use super::args::{ContentArgs, Failure, game, source};
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
    let entry = game(&a.game)?;
    let source = source(&a.content)?;
    let id = entry.id();
    let (unread, errors) = match entry.load(&source) {
        Ok(g) => (texts::unread(&source, id, &g.required_texts(), g.script_prompts()), Vec::new()),
        Err(d) => (texts::unread_unloaded(&source, id, entry.script_prompts()), d.0),
    };
    let unread_ids: std::collections::BTreeSet<&str> = unread.iter().map(|(id, _)| id.as_str()).collect();
    let by_lang = texts::coverage_by_language(&source, id, &unread_ids)
        .map_err(|d| Failure::error(d.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")))?;
    let (mut en, _) = texts::language(&source, id, "en").map_err(|d| Failure::error(format!("{d:?}")))?;
    en.0.retain(|id, _| !unread_ids.contains(id.as_str()));
    let misnamed = texts::misnamed(&source, id);
    let told = |line: &dyn std::fmt::Display| {
        if a.json {
            eprintln!("{line}");
        } else {
            out!("{line}");
        }
    };
    // Beside the counts; kept out of the JSON, which stays a map of languages.
    if !errors.is_empty() {
        let n = errors.len();
        told(&format!(
            "the content has {n} error{} (`mobrules validate` tells every problem); its texts are counted as the files hold them:",
            if n == 1 { "" } else { "s" }
        ));
    }
    for d in errors.iter().chain(&misnamed).chain(unread.iter().map(|(_, d)| d)) {
        told(d);
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
    if !errors.is_empty() {
        Err(Failure::error("the content has errors: the texts were counted as the files hold them"))
    } else if !misnamed.is_empty() {
        Err(Failure::error("a locale file is named by no language"))
    } else if by_lang.iter().all(|(_, c)| c.complete()) {
        Ok(())
    } else {
        Err(Failure { message: "some languages are incomplete".into(), code: 1 })
    }
}
