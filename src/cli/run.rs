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
    #[command(flatten)]
    content: ContentArgs,
}

pub fn run(a: &RunArgs) -> Result<(), Failure> {
    let content = load_game(&a.game, &a.content)?;
    let seats = parse_seats(&a.seats)?;
    let locale = Locale::load(&content.source, GAME_ID, &a.lang).map_err(|d| Failure::usage(d.message))?;
    let played = play_game(&content, &seats, a.seed, None).map_err(Failure::error)?;
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
        let mut text = json_line(&serde_json::json!({
            "mobrules": env!("CARGO_PKG_VERSION"),
            "game": GAME_ID,
            "content": content.digest,
            "seed": a.seed,
            "seats": seats,
        }));
        text.push('\n');
        text.push_str(&played.log.to_json_lines());
        std::fs::write(path, text).map_err(|e| Failure::error(format!("--log {}: {e}", path.display())))?;
    }
    Ok(())
}
