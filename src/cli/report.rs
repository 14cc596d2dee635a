//! `mobrules report --merge`: joins the summaries of a run's shards, played on many machines,
//! into the summary and report one machine would have written.

use super::Failure;
use super::outputs::{Outputs, read_summary};
use crate::report::merge::merge;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ReportArgs {
    /// Summaries of the shards of one run (`simulate --shard K/N --summary FILE`), to join.
    #[arg(long, value_name = "FILE", num_args = 1.., required = true)]
    merge: Vec<PathBuf>,
    #[command(flatten)]
    outputs: Outputs,
}

pub fn report(a: &ReportArgs) -> Result<(), Failure> {
    let mut parts = Vec::new();
    for path in &a.merge {
        parts.push((path.display().to_string(), read_summary("--merge", path)?));
    }
    let merged = merge(&parts).map_err(|e| Failure::usage(format!("--merge: {e}")))?;
    // A summary names its game; one this program does not know is not one of its summaries.
    super::game(&merged.game).map_err(|f| Failure::usage(format!("--merge: {}", f.message)))?;
    let baseline = a.outputs.baseline(&merged.game)?;
    if !merged.shards.complete() {
        let missing: Vec<String> =
            (0..merged.shards.of).filter(|k| !merged.shards.done.contains(k)).map(|k| k.to_string()).collect();
        eprintln!(
            "note: shard{} {} of {} missing: the summary covers {} of {} games",
            if missing.len() == 1 { "" } else { "s" },
            missing.join(", "),
            merged.shards.of,
            merged.games,
            merged.shards.planned_games
        );
    }
    a.outputs.emit(&merged, baseline.as_ref(), None)
}
