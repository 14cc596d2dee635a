//! `mobrules schema [--out DIR]`: JSON Schemas of every content file kind, and the Rhai
//! definitions of the script API.

use super::Failure;
use crate::engine::content::Source;
use crate::games::king_of_chicago::content::{self, GAME_ID};
use crate::games::king_of_chicago::{schema, script};
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct SchemaArgs {
    /// Write `<DIR>/king-of-chicago/<kind>.schema.json` and `api.d.rhai` (default: print the
    /// file names and sizes only).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

pub fn schema(a: &SchemaArgs) -> Result<(), Failure> {
    let content = content::load(&Source::Embedded).map_err(|d| Failure::error(d.to_string()))?;
    let scripts = script::for_content(&content).map_err(|d| Failure::error(format!("{d:?}")))?;
    let mut files: Vec<(String, String)> =
        schema::schemas().into_iter().map(|(k, s)| (format!("{k}.schema.json"), s)).collect();
    files.push(("api.d.rhai".into(), schema::rhai_definitions(&scripts)));
    match &a.out {
        None => {
            for (name, text) in &files {
                out!("{GAME_ID}/{name} ({} bytes)", text.len());
            }
        }
        Some(dir) => {
            let dir = dir.join(GAME_ID);
            std::fs::create_dir_all(&dir).map_err(|e| Failure::error(format!("{}: {e}", dir.display())))?;
            for (name, text) in &files {
                let path = dir.join(name);
                std::fs::write(&path, text).map_err(|e| Failure::error(format!("{}: {e}", path.display())))?;
                out!("wrote {}", path.display());
            }
        }
    }
    Ok(())
}
