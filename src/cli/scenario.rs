//! `mobrules scenario FILE`: run a scenario file and print its log and final state.

use super::{ContentArgs, Failure, load_game};
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::scenario;
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
    let text = std::fs::read_to_string(&a.file).map_err(|e| Failure::usage(format!("{}: {e}", a.file.display())))?;
    let sc = scenario::parse(&a.file.display().to_string(), &text).map_err(Failure::error)?;
    let content = load_game(GAME_ID, &a.content)?;
    let locale = Locale::load(&content.source, GAME_ID, &a.lang).map_err(|d| Failure::usage(d.message))?;
    let out =
        scenario::run(&content, &locale, &sc).map_err(|e| Failure::error(format!("{}: {e}", a.file.display())))?;
    if a.json {
        let v = serde_json::json!({ "events": out.events, "state": out.state, "stopped": out.stop, "missing": out.missing });
        out!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        out!("{}", out.text().trim_end());
    }
    if !out.missing.is_empty() {
        return Err(Failure::error(format!("expected text not found: {:?}", out.missing)));
    }
    Ok(())
}
