//! `mobrules scenario FILE`: run a scenario file and print its log and final state.

use super::{ContentArgs, Failure, load_game};
use crate::engine::locale::Locale;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ScenarioArgs {
    file: PathBuf,
    /// Print the events and the final state as JSON.
    #[arg(long)]
    json: bool,
    #[arg(long, default_value = "en")]
    lang: String,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn scenario(a: &ScenarioArgs) -> Result<(), Failure> {
    let name = a.file.display().to_string();
    let text = std::fs::read_to_string(&a.file).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
    let game = load_game(&game_of(&name, &text)?, &a.content)?;
    let locale = Locale::load(game.source(), game.id(), &a.lang).map_err(|d| Failure::usage(d.message))?;
    let out = game.scenario(&locale, &name, &text).map_err(|e| Failure::error(format!("{name}: {e}")))?;
    if a.json {
        let v = serde_json::json!({ "events": out.events, "state": out.state, "stopped": out.stopped, "missing": out.missing });
        out!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        out!("{}", out.text.trim_end());
    }
    if !out.missing.is_empty() {
        return Err(Failure::error(format!("expected text not found: {:?}", out.missing)));
    }
    Ok(())
}

/// The game a scenario file names (`game = "..."`); files without it are of the first game
/// registered, as every scenario was before games were named.
pub fn game_of(name: &str, text: &str) -> Result<String, Failure> {
    let table: toml::Table = toml::from_str(text).map_err(|e| Failure::error(format!("{name}: {e}")))?;
    match table.get("game") {
        None => Ok(crate::games::ids()[0].to_string()),
        Some(toml::Value::String(g)) => Ok(g.clone()),
        Some(_) => Err(Failure::error(format!("{name}: `game` must be a game's id, as a string"))),
    }
}
