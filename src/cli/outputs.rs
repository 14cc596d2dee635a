//! What `simulate` and `report` make of a summary: text, JSON, a summary file, the HTML balance
//! report, maybe against a baseline.

use super::args::Failure;
use super::files::{refuse_output_over_game, same_file, write_output};
use crate::report::html;
use crate::report::summary::Summary;
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct Outputs {
    /// Print the summary as JSON (the form `--baseline` and `report --merge` read).
    #[arg(long)]
    pub json: bool,
    /// Also write the summary as JSON to this file.
    #[arg(long, value_name = "FILE")]
    pub summary: Option<PathBuf>,
    /// Write the balance report to this file: one HTML page with charts, nothing fetched.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// The summary of an earlier run, to show beside every number of the report.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
}

impl Outputs {
    /// Reads the baseline, before any game is played so that a bad file fails at once, and
    /// looks at the files to be written.
    ///
    /// # Errors
    /// A usage failure: a baseline without a report, an unreadable file, not a summary, or a
    /// summary of another game; an output that is a folder or holds a game or a log.
    pub fn baseline(&self, game: &str) -> Result<Option<Summary>, Failure> {
        for (flag, path) in [("--summary", &self.summary), ("--report", &self.report)] {
            if let Some(path) = path {
                refuse_output_over_game(flag, path, true)?;
                if self.baseline.as_ref().is_some_and(|b| same_file(b, path)) {
                    return Err(Failure::usage(format!(
                        "{flag} {}: that is the baseline; name another file",
                        path.display()
                    )));
                }
            }
        }
        let Some(path) = &self.baseline else {
            return Ok(None);
        };
        if self.report.is_none() {
            return Err(Failure::usage("--baseline is shown in the report: add --report FILE.html"));
        }
        let b = read_summary("--baseline", path)?;
        if b.game != game {
            return Err(Failure::usage(format!(
                "--baseline {}: a summary of `{}`, not `{game}`",
                path.display(),
                b.game
            )));
        }
        Ok(Some(b))
    }

    /// Prints the summary (as text or JSON) and writes the files asked for; `games` is the
    /// folder beside the report holding its example games' pages, when they were written.
    ///
    /// # Errors
    /// When a file cannot be written.
    pub fn emit(
        &self,
        s: &Summary,
        baseline: Option<&Summary>,
        games: Option<&html::GamePages>,
    ) -> Result<(), Failure> {
        let json = serde_json::to_string_pretty(s).unwrap_or_default();
        if let Some(path) = &self.summary {
            write("--summary", path, &format!("{json}\n"))?;
        }
        if let Some(path) = &self.report {
            write("--report", path, &html::page(s, baseline, games))?;
        }
        if self.json {
            out!("{json}");
        } else {
            print_text(s);
        }
        Ok(())
    }
}

/// Reads a summary file (`flag` names where it was given).
///
/// # Errors
/// A one-line usage failure naming the file.
pub fn read_summary(flag: &str, path: &Path) -> Result<Summary, Failure> {
    let text = crate::engine::input_file::read_text(path)
        .map_err(|e| Failure::usage(format!("{flag} {}: {e}", path.display())))?;
    Summary::from_json(&text).map_err(|e| Failure::usage(format!("{flag} {}: {e}", path.display())))
}

fn write(flag: &str, path: &Path, text: &str) -> Result<(), Failure> {
    write_output(flag, path, text, true)
}

/// Decimals enough to show a slow run's rate (a search bot's games take seconds each) as more
/// than "0 games/s".
fn rate_precision(per_second: f64) -> usize {
    if per_second >= 10.0 {
        0
    } else if per_second >= 1.0 {
        1
    } else {
        2
    }
}

fn print_text(s: &Summary) {
    out!(
        "{} games of {} in {:.2}s ({:.*} games/s, {} threads)",
        s.games,
        s.game,
        s.seconds,
        rate_precision(s.games_per_second),
        s.games_per_second,
        s.threads
    );
    out!(
        "won by reaching the target: {}, decided by the cap on {}: {}, draws: {}",
        s.won_by_target,
        s.length_unit,
        s.decided_by_cap,
        s.draws
    );
    for (i, k) in s.seats.iter().enumerate() {
        out!("  seat {} ({}): {} wins ({:.1}%)", i + 1, k, s.wins_by_seat[i], 100.0 * s.win_rate_by_seat[i]);
    }
    out!("{}: mean {:.1}, min {}, max {}", s.length_unit, s.mean_rounds, s.min_rounds, s.max_rounds);
    // Cards meant to be bought or played (not those that only sit on the table) that never were.
    let in_play = |kind: &str| s.kinds.iter().find(|k| k.name == kind).is_none_or(|k| k.bought || k.played);
    let unused: Vec<&str> = s
        .cards
        .iter()
        .filter(|(_, u)| u.counts.played == 0 && u.counts.fired == 0 && in_play(&u.kind))
        .map(|(id, _)| id.as_str())
        .collect();
    if !unused.is_empty() {
        out!("cards never played or at work: {}", unused.join(", "));
    }
}

#[cfg(test)]
mod tests {
    use super::rate_precision;

    #[test]
    fn a_slow_run_s_rate_is_not_shown_as_zero() {
        let shown = |r: f64| format!("{:.*}", rate_precision(r), r);
        assert_eq!(shown(20.0 / 263.3), "0.08");
        assert_eq!(shown(2.5), "2.5");
        assert_eq!(shown(4321.4), "4321");
    }
}
