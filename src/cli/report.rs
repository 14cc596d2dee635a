//! `mobrules report --merge`: joins the summaries of a run's shards, played on many machines,
//! into the summary and report one machine would have written. `report --strength`: charts a
//! search bot's win rate over runs that differ only in its budget.

use super::args::{Failure, game};
use super::files::write_output;
use super::outputs::{Outputs, read_summary};
use crate::report::merge::merge;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["merge", "strength"])))]
pub struct ReportArgs {
    /// Summaries of the shards of one run (`simulate --shard K/N --summary FILE`), to join.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    merge: Vec<PathBuf>,
    /// Summaries of runs that differ only in one `bot:search` seat's budget: its win rate by
    /// budget, printed, and charted in the page `--report` names.
    #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with_all = ["merge", "summary", "baseline"])]
    strength: Vec<PathBuf>,
    #[command(flatten)]
    outputs: Outputs,
}

pub fn report(a: &ReportArgs) -> Result<(), Failure> {
    if !a.strength.is_empty() {
        return strength(a);
    }
    let mut parts = Vec::new();
    for path in &a.merge {
        parts.push((path.display().to_string(), read_summary("--merge", path)?));
    }
    let merged = merge(&parts).map_err(|e| Failure::usage(format!("--merge: {e}")))?;
    // A summary names its game; one this program does not know is not one of its summaries.
    game(&merged.game).map_err(|f| Failure::usage(format!("--merge: {}", f.message)))?;
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

fn strength(a: &ReportArgs) -> Result<(), Failure> {
    let mut parts = Vec::new();
    for path in &a.strength {
        parts.push((path.display().to_string(), read_summary("--strength", path)?));
    }
    let s = crate::report::strength::strength(&parts).map_err(|e| Failure::usage(format!("--strength: {e}")))?;
    if let Some(path) = &a.outputs.report {
        write_output("--report", path, crate::report::strength::page(&s), true)?;
    }
    if a.outputs.json {
        let points: Vec<serde_json::Value> = s
            .points
            .iter()
            .map(|p| serde_json::json!({"seat": p.spec, "games": p.games, "wins": p.wins, "win_rate": p.rate(), "win_interval": p.interval}))
            .collect();
        let v = serde_json::json!({"game": s.game, "seat": s.seat, "seats": s.table, "points": points});
        out!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return Ok(());
    }
    out!("{}: seat {} of {}", s.game, s.seat, s.table);
    for p in &s.points {
        let span =
            p.interval.map_or_else(String::new, |i| format!(", 95% {:.1}%–{:.1}%", 100.0 * i.low, 100.0 * i.high));
        out!("  {}: {} wins of {} games ({:.1}%{span})", p.spec, p.wins, p.games, 100.0 * p.rate());
    }
    Ok(())
}
