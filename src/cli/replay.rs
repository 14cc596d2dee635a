//! `mobrules replay`: plays a game log again and stops at the first event that differs.

use super::args::{ContentArgs, Failure, ScriptErrors};
use super::log_file::read_log;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ReplayArgs {
    /// A log written by `run --log` or `play --log`.
    log: PathBuf,
    /// What a failing card script does, as the game was played: go-on or stop.
    #[arg(long, value_enum, default_value = "go-on")]
    script_errors: ScriptErrors,
    /// Also write the replay page of the game to this file, as `view LOG -o FILE` does.
    #[arg(long, value_name = "FILE.html")]
    html: Option<PathBuf>,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn replay(a: &ReplayArgs) -> Result<(), Failure> {
    if let Some(out) = &a.html {
        super::view::view(&super::view::ViewArgs::every_reader(&a.log, out, a.script_errors, &a.content))?;
    }
    let name = a.log.display();
    let (file, game) = read_log(&a.log, &a.content)?;
    let r = game.replay(&file, &a.script_errors.options()).map_err(|e| Failure::error(format!("{name}:{e}")))?;
    if let Some(line) = r.torn {
        out!(
            "{name}:{line}: the last line is torn (the game stopped while it was being written); the {} whole events before it are replayed",
            file.events.len()
        );
    }
    match r.divergence {
        None => {
            out!("{name}: replayed {} events, identical to the log", r.matched);
            if r.ends_early && r.torn.is_none() {
                out!(
                    "{name}: the log ends before the game does (it was cut short, or the game was stopped before its end)"
                );
            }
            Ok(())
        }
        Some(d) => {
            let show = |v: &Option<serde_json::Value>, none: &str| match v {
                Some(v) => v.to_string(),
                None => none.to_string(),
            };
            Err(Failure::error(format!(
                "{name}:{}: the replay differs at event {} (after {} identical events)\n  the log has: {}\n  the engine now gives: {}",
                d.step + 2,
                d.step + 1,
                r.matched,
                show(&d.recorded, "(the log ends here)"),
                show(&d.now, "(the game ends here)")
            )))
        }
    }
}
