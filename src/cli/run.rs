//! `mobrules run`: one whole game among bots, narrated.

use super::{ContentArgs, DEFAULT_SEATS, Failure, load_game, parse_seats};
use crate::engine::journal::Journal;
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::narrate::Narrator;
use crate::games::king_of_chicago::table::play_with;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
pub struct RunArgs {
    /// The game to play (king-of-chicago).
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
    script_errors: super::ScriptErrors,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn run(a: &RunArgs) -> Result<(), Failure> {
    let content = load_game(&a.game, &a.content)?;
    let seats = parse_seats(&a.seats)?;
    let locale = Locale::load(&content.source, GAME_ID, &a.lang).map_err(|d| Failure::usage(d.message))?;
    // The log file grows as the game goes, so a crash loses at most its last line.
    let journal = match &a.log {
        Some(path) => Some(
            Journal::create(path, &log_header(&content.digest, a.seed, &seats))
                .map_err(|e| Failure::error(format!("--log {e}")))?,
        ),
        None => None,
    };
    let deciders = seats.iter().enumerate().map(|(i, k)| k.decider(a.seed, i as u8)).collect();
    let played = match play_with(&content, deciders, a.seed, &a.script_errors.options(), journal) {
        Ok(p) => p,
        Err(mut unfinished) => {
            // Stopped cleanly: keep what was played.
            let path = match unfinished.journal.take() {
                Some(j) => j.path().to_path_buf(),
                None => {
                    let path = PathBuf::from(format!("stopped-game-seed-{}.jsonl", a.seed));
                    let mut j = Journal::create(&path, &log_header(&content.digest, a.seed, &seats))
                        .map_err(|e| Failure::error(format!("the stopped game's log: {e}")))?;
                    j.sync(&mut unfinished.log);
                    path
                }
            };
            return Err(Failure::error(format!("{}; the log so far is in {}", unfinished.message, path.display())));
        }
    };
    if let Some(e) = played.journal.as_ref().and_then(Journal::error) {
        return Err(Failure::error(format!("--log {e}")));
    }
    let narrator = Narrator { content: &content, locale: &locale };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for e in played.log.entries() {
        if let Some(line) = narrator.line(e) {
            let _ = writeln!(out, "{line}");
        }
    }
    let _ = writeln!(out);
    match played.outcome.winner {
        Some(w) => {
            let _ = writeln!(
                out,
                "Winner: seat {w} ({}) after {} game rounds{}.",
                seats[w.index()].name(),
                played.rounds,
                if played.outcome.capped { ", at the round cap" } else { "" }
            );
        }
        None => {
            let _ = writeln!(out, "No winner: the round cap ended the game in a tie.");
        }
    }
    for (i, p) in played.power.iter().enumerate() {
        let _ = writeln!(out, "  seat {} ({}): {p} power points", Seat(i as u8), seats[i].name());
    }
    super::note_fallbacks(&locale);
    Ok(())
}

/// The first line of a game log: what a replay needs to play the game again.
pub fn log_header(digest: &str, seed: u64, seats: &[impl serde::Serialize]) -> serde_json::Value {
    serde_json::json!({
        "mobrules": env!("CARGO_PKG_VERSION"),
        "game": GAME_ID,
        "content": digest,
        "seed": seed,
        "seats": seats,
    })
}
