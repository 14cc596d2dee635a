//! `mobrules validate`: every content problem in one run, each at `file:line:col` with a code
//! and the fix; `--watch` validates again whenever a file changes.

use super::args::{ContentArgs, Failure, game, source};
use crate::engine::content::Source;
use crate::entry::Entry;
use clap::Args;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

#[derive(Args)]
pub struct ValidateArgs {
    /// Check only this game (default: every game the content root holds).
    game: Option<String>,
    /// Validate again whenever a file under the content or mod folders changes.
    #[arg(long)]
    watch: bool,
    #[command(flatten)]
    content: ContentArgs,
}

/// The games to check: the one named, or every registered game whose folder the content
/// root holds (the bundled content holds them all).
fn games(source: &Source, only: Option<&str>) -> Result<Vec<&'static dyn Entry>, Failure> {
    if let Some(id) = only {
        return Ok(vec![game(id)?]);
    }
    let present: Vec<&'static dyn Entry> =
        crate::games::GAMES.iter().copied().filter(|g| !source.list(g.id()).is_empty()).collect();
    if present.is_empty() {
        return Err(Failure::usage(format!(
            "the content root holds no game folder (games: {})",
            crate::games::ids().join(", ")
        )));
    }
    Ok(present)
}

fn report(source: &Source, games: &[&dyn Entry]) -> bool {
    let start = std::time::Instant::now();
    let (mut errors, mut warnings) = (Vec::new(), Vec::new());
    for g in games {
        let (e, w) = crate::entry::problems(source, *g);
        errors.extend(e);
        warnings.extend(w);
    }
    for d in errors.iter().chain(&warnings) {
        out!("{d}");
    }
    out!(
        "{} error{}, {} warning{} ({} ms)",
        errors.len(),
        if errors.len() == 1 { "" } else { "s" },
        warnings.len(),
        if warnings.len() == 1 { "" } else { "s" },
        start.elapsed().as_millis()
    );
    errors.is_empty()
}

fn folders(a: &ContentArgs) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = a.content.iter().cloned().collect();
    if let Some(c) = &a.content
        && let Some(parent) = c.parent()
    {
        dirs.push(parent.join("scripts"));
    }
    dirs.extend(a.mods.iter().cloned());
    dirs
}

/// The newest modification time of any file under `dirs`.
fn newest(dirs: &[PathBuf]) -> Option<SystemTime> {
    fn walk(dir: &std::path::Path, best: &mut Option<SystemTime>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            // Not through links: a link to a parent folder would walk for ever.
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                walk(&p, best);
            } else if let Ok(t) = e.metadata().and_then(|m| m.modified()) {
                *best = (*best).max(Some(t));
            }
        }
    }
    let mut best = None;
    for d in dirs {
        walk(d, &mut best);
    }
    best
}

pub fn validate(a: &ValidateArgs) -> Result<(), Failure> {
    let source = source(&a.content)?;
    let games = games(&source, a.game.as_deref())?;
    if !a.watch {
        return if report(&source, &games) {
            Ok(())
        } else {
            Err(Failure { message: "the content has errors".into(), code: 1 })
        };
    }
    let dirs = folders(&a.content);
    if dirs.is_empty() {
        return Err(Failure::usage("--watch needs --content DIR or --mod DIR: the bundled content never changes"));
    }
    let mut seen = None;
    loop {
        let now = newest(&dirs);
        if now != seen {
            seen = now;
            report(&source, &games);
            out!(
                "-- watching {} for changes (Ctrl-C to stop)",
                dirs.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(", ")
            );
        }
        std::thread::sleep(Duration::from_millis(400));
    }
}
