//! `mobrules scenario FILE`: run a scenario file and print its log and final state.

use super::args::{ContentArgs, Failure, load_game, no_locale};
use super::files::{refuse_output_over_game, write_output};
use crate::engine::locale::Locale;
use crate::engine::scenario::Verdict;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ScenarioArgs {
    /// The scenario file to run.
    #[arg(required_unless_present = "from", conflicts_with = "from")]
    file: Option<PathBuf>,
    /// Write a scenario file instead, from this game log (written by `run --log` or `play
    /// --log`): the position before event `--at`, which then runs as it stands.
    #[arg(long, value_name = "LOG", requires = "at")]
    from: Option<PathBuf>,
    /// The event (from 1: the log's line N + 1) the written position stands before; it is
    /// written where that event's turn began.
    #[arg(long, value_name = "N", requires = "from")]
    at: Option<usize>,
    /// The file to write the scenario to (default: printed).
    #[arg(short = 'o', long = "out", value_name = "FILE.toml", requires = "from")]
    out: Option<PathBuf>,
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
    let (Some(file), None) = (&a.file, &a.from) else { return write_from(a) };
    let name = file.display().to_string();
    let bytes = crate::engine::input_file::read(file).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
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

/// `scenario --from LOG --at N [-o FILE]`: the moment before event N of a logged game, written
/// as a scenario file that runs as it stands.
fn write_from(a: &ScenarioArgs) -> Result<(), Failure> {
    let (Some(log), Some(at)) = (&a.from, a.at) else {
        return Err(Failure::usage("--from LOG needs --at N, the event the position stands before"));
    };
    if let Some(out) = &a.out {
        refuse_output_over_game("-o", out, true)?;
    }
    let name = log.display().to_string();
    let (file, game) = super::log_file::read_log(log, &a.content)?;
    if at == 0 || at > file.events.len() {
        return Err(Failure::usage(format!("--at {at}: {name} has events 1 to {}", file.events.len())));
    }
    let lang = a.lang.clone().unwrap_or_else(|| "en".to_string());
    let locale = Locale::load(game.source(), game.id(), &lang).map_err(no_locale)?;
    let written = game.scenario_from(&file, &name, at, &locale, &lang).map_err(|e| {
        let message = if e.starts_with(char::is_numeric) { format!("{name}:{e}") } else { format!("{name}: {e}") };
        Failure::error(message)
    })?;
    match &a.out {
        Some(out) => {
            write_output("-o", out, &written.text, true)?;
            out!(
                "{}: the position before event {at} of {name}, written where its turn (or the game) began, event {}; `mobrules scenario {}` runs it",
                out.display(),
                written.turn_start,
                out.display()
            );
        }
        None => out!("{}", written.text.trim_end()),
    }
    Ok(())
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
