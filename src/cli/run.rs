//! `mobrules run`: one whole game among bots, narrated.

use super::{ContentArgs, DEFAULT_SEATS, Failure, load_game, parse_seats};
use crate::engine::locale::Locale;
use crate::engine::log::json_line;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::narrate::Narrator;
use crate::games::king_of_chicago::table::play_game;
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
    let played = match play_game(&content, &seats, a.seed, &a.script_errors.options()) {
        Ok(p) => p,
        Err(unfinished) => {
            // Stopped cleanly: keep what was played.
            let path = a.log.clone().unwrap_or_else(|| PathBuf::from(format!("stopped-game-seed-{}.jsonl", a.seed)));
            write_log(&path, &content.digest, a.seed, &seats, &unfinished.log)?;
            return Err(Failure::error(format!("{}; the log so far is in {}", unfinished.message, path.display())));
        }
    };
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
    if let Some(path) = &a.log {
        write_log(path, &content.digest, a.seed, &seats, &played.log)?;
    }
    super::note_fallbacks(&locale);
    Ok(())
}

/// Writes a game log: a header line, then one JSON event per line.
fn write_log(
    path: &std::path::Path,
    digest: &str,
    seed: u64,
    seats: &[crate::games::king_of_chicago::table::SeatKind],
    log: &crate::engine::log::Log<crate::games::king_of_chicago::event::Event>,
) -> Result<(), Failure> {
    let mut text = json_line(&serde_json::json!({
        "mobrules": env!("CARGO_PKG_VERSION"),
        "game": GAME_ID,
        "content": digest,
        "seed": seed,
        "seats": seats,
    }));
    text.push('\n');
    text.push_str(&log.to_json_lines());
    std::fs::write(path, text).map_err(|e| Failure::error(format!("--log {}: {e}", path.display())))
}
