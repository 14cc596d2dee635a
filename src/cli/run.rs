//! `mobrules run`: one whole game among bots, narrated.

use super::args::{
    ContentArgs, DEFAULT_SEATS, Failure, ScriptErrors, load_game, no_locale, note_fallbacks, parse_seats,
};
use super::files::{refuse_output_over_game, write_output};
use crate::engine::journal::Journal;
use crate::engine::locale::{Arg, Locale};
use crate::engine::seat::Seat;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
pub struct RunArgs {
    /// The game to play (see `mobrules --help` for the games).
    game: String,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Who sits at the table, in seating order.
    #[arg(long, default_value = DEFAULT_SEATS)]
    seats: String,
    /// The language of the narration.
    #[arg(long, default_value = "en")]
    lang: String,
    /// Also write the event log, one JSON object per line, to this file.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// What a failing card script does: the card does nothing (go-on) or the game stops with
    /// its log saved (stop).
    #[arg(long, value_enum, default_value = "go-on")]
    script_errors: ScriptErrors,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn run(a: &RunArgs) -> Result<(), Failure> {
    if let Some(log) = &a.log {
        refuse_output_over_game("--log", log, false)?;
    }
    let game = load_game(&a.game, &a.content)?;
    let seats = parse_seats(game.as_ref(), &a.seats)?;
    let locale = Locale::load(game.source(), game.id(), &a.lang).map_err(no_locale)?;
    let header = log_header(game.id(), game.digest(), a.seed, &seats);
    // The log file grows as the game goes, so a crash loses at most its last line.
    let journal = match &a.log {
        Some(path) => Some(Journal::create(path, &header).map_err(|e| Failure::error(format!("--log {e}")))?),
        None => None,
    };
    let options = a.script_errors.options();
    let played = match game.play_bots(&seats, a.seed, &options, journal, Some(&locale)) {
        Ok(p) => p,
        Err(stopped) => {
            // Stopped cleanly: keep what was played.
            let path = match stopped.journal {
                Some(j) => j.path().to_path_buf(),
                None => {
                    let path = PathBuf::from(format!("stopped-game-seed-{}.jsonl", a.seed));
                    let text = format!("{}\n{}", serde_json::to_string(&header).unwrap_or_default(), stopped.log);
                    write_output("the stopped game's log", &path, text, false)?;
                    path
                }
            };
            return Err(Failure::error(format!("{}; the log so far is in {}", stopped.message, path.display())));
        }
    };
    if let Some(e) = played.journal.as_ref().and_then(Journal::error) {
        return Err(Failure::error(format!("--log {e}")));
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in &played.narration {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let kind = |i: usize| Arg::Str(crate::table::seat_kind_words(&locale, &seats[i].spelled()));
    let seat = |i: usize| crate::table::terminal::seat_name(&locale, Seat(i as u8));
    match played.outcome.winner {
        Some(w) => {
            let key = if played.outcome.capped { "run-winner-capped" } else { "run-winner" };
            let args =
                [("seat", seat(w.index())), ("kind", kind(w.index())), ("length", i64::from(played.length).into())];
            let _ = writeln!(out, "{}", locale.text(key, &args));
        }
        None => {
            let _ = writeln!(out, "{}", locale.text("run-draw", &[]));
        }
    }
    // By place, the winner first, as `play`, the browser and the viewer list them.
    for (place, line) in &played.standings {
        let _ = writeln!(out, "  {place}. {line}");
    }
    note_fallbacks(&locale);
    Ok(())
}

/// The first line of a game log: what a replay needs to play the game again.
pub fn log_header(game: &str, digest: &str, seed: u64, seats: &[impl serde::Serialize]) -> serde_json::Value {
    serde_json::json!({
        "mobrules": env!("CARGO_PKG_VERSION"),
        "game": game,
        "content": digest,
        "seed": seed,
        "seats": seats,
    })
}
