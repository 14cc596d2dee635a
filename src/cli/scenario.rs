//! `mobrules scenario FILE`: run a scenario file and print its log and final state.

use super::args::{ContentArgs, Failure, load_game, no_locale};
use crate::engine::locale::Locale;
use crate::engine::scenario::Verdict;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ScenarioArgs {
    file: PathBuf,
    /// Print the events and the final state as JSON.
    #[arg(long)]
    json: bool,
    /// The language of the narration and of the file's expectations (default: the file's
    /// `lang`, else `en`).
    #[arg(long)]
    lang: Option<String>,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn scenario(a: &ScenarioArgs) -> Result<(), Failure> {
    let name = a.file.display().to_string();
    let bytes = crate::engine::input_file::read(&a.file).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
    // Bytes that are not text make a file that is no scenario, told at the first of them.
    let text = String::from_utf8(bytes).map_err(|e| Failure {
        message: crate::engine::content::not_utf8(&name, e.as_bytes(), e.utf8_error().valid_up_to()).to_string(),
        code: INVALID,
    })?;
    let game = load_game(&game_of(&name, &text)?, &a.content)?;
    let lang = match &a.lang {
        Some(lang) => lang.clone(),
        None => lang_of(&name, &text)?,
    };
    let locale = Locale::load(game.source(), game.id(), &lang).map_err(no_locale)?;
    let out = game.scenario(&locale, &name, &text).map_err(|e| {
        // Problems told at a value already start with the file's name and place.
        let message = if e.starts_with(&format!("{name}:")) { e } else { format!("{name}: {e}") };
        Failure { message, code: INVALID }
    })?;
    if a.json {
        let v = serde_json::json!({
            "events": out.events,
            "state": out.state,
            "after": out.after,
            "stopped": out.stopped,
            "failures": out.failures,
            "rolls": out.rolled,
        });
        out!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        out!("{}", out.text.trim_end());
    }
    let failed = || out.failures.join("\n  ");
    match out.verdict {
        Verdict::Held => Ok(()),
        Verdict::Failed => {
            Err(Failure::error(format!("{name}: the scenario failed:\n  {}\n  {}", failed(), out.rolls)))
        }
        Verdict::StoppedEarly => Err(Failure {
            message: format!(
                "{name}: the run stopped early: {}\n  {}",
                out.stopped.as_deref().unwrap_or(""),
                out.rolls
            ),
            code: STOPPED_EARLY,
        }),
    }
}

/// The exit code of a scenario file that cannot be read as one (its problem at `file:line:col`).
pub const INVALID: i32 = 3;
/// The exit code of a scenario whose run stopped before its end (an answer that is not an
/// option, or none where the file says `then = "fail"`).
pub const STOPPED_EARLY: i32 = 4;

/// The language a scenario file is written in (`lang = "fr"`), `en` when it does not say.
pub fn lang_of(name: &str, text: &str) -> Result<String, Failure> {
    let table: toml::Table =
        toml::from_str(text).map_err(|e| Failure { message: format!("{name}: {e}"), code: INVALID })?;
    match table.get("lang") {
        None => Ok("en".to_string()),
        Some(toml::Value::String(l)) => Ok(l.clone()),
        Some(_) => Err(Failure {
            message: format!("{name}: `lang` must be a language's code, as a string (\"fr\")"),
            code: INVALID,
        }),
    }
}

/// The game a scenario file names (`game = "..."`); files without it are of the first game
/// registered, as every scenario was before games were named.
pub fn game_of(name: &str, text: &str) -> Result<String, Failure> {
    let invalid = |message: String| Failure { message, code: INVALID };
    let table: toml::Table = toml::from_str(text).map_err(|e| invalid(format!("{name}: {e}")))?;
    match table.get("game") {
        None => Ok(crate::games::ids()[0].to_string()),
        Some(toml::Value::String(g)) => Ok(g.clone()),
        Some(_) => Err(invalid(format!("{name}: `game` must be a game's id, as a string"))),
    }
}
