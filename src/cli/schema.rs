//! `mobrules schema [--out DIR]`: JSON Schemas of every content file kind, and the Rhai
//! definitions of the script API.

use super::args::{Failure, game};
use super::files::write_output;
use crate::engine::content::Source;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct SchemaArgs {
    /// Only this game's schemas (default: every game's).
    game: Option<String>,
    /// Write `<DIR>/<game>/<kind>.schema.json` and `api.d.rhai` (default: print the
    /// file names and sizes only).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

pub fn schema(a: &SchemaArgs) -> Result<(), Failure> {
    let games = match &a.game {
        Some(id) => vec![game(id)?],
        None => crate::games::GAMES.to_vec(),
    };
    for game in games {
        let loaded = game.load(&Source::Embedded).map_err(|d| Failure::error(d.to_string()))?;
        let files = loaded.schemas();
        let id = game.id();
        match &a.out {
            None => {
                for (name, text) in &files {
                    out!("{id}/{name} ({} bytes)", text.len());
                }
            }
            Some(dir) => {
                let dir = dir.join(id);
                std::fs::create_dir_all(&dir).map_err(|e| Failure::error(format!("{}: {e}", dir.display())))?;
                for (name, text) in &files {
                    let path = dir.join(name);
                    write_output("--out", &path, text, true)?;
                    out!("wrote {}", path.display());
                }
            }
        }
    }
    Ok(())
}
