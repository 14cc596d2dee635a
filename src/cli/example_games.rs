//! The example games beside a balance report: for each card, the first games in which a seat
//! that held it won and in which one lost, played again from their seeds, each written as a
//! game log and a replay page that the card's row links to.
//!
//! They are played again rather than kept while `simulate` runs: a game is its seed, seats and
//! content, so nothing but the seeds needs keeping, and thousands of games pay nothing for the
//! few that are watched.

use super::args::{Failure, no_locale};
use super::files::{refuse_output_over_game, write_output};
use crate::engine::journal::{self, Journal};
use crate::engine::locale::Locale;
use crate::engine::play::MatchOptions;
use crate::entry::Loaded;
use crate::report::summary::{Examples, Summary};
use crate::table::SeatKind;
use crate::viewer::Readers;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The seeds of the games to write: the first `per_card` won and lost games of every card.
pub fn seeds(s: &Summary, per_card: usize) -> BTreeSet<u64> {
    let mut seeds = BTreeSet::new();
    for c in s.cards.values() {
        seeds.extend(c.examples.won.iter().take(per_card));
        seeds.extend(c.examples.lost.iter().take(per_card));
    }
    seeds
}

/// The folder beside `report` that holds its example games (`balance.html`: `balance-games`).
pub fn folder(report: &Path) -> PathBuf {
    let stem = report.file_stem().map_or_else(|| "report".into(), |s| s.to_string_lossy().into_owned());
    report.with_file_name(format!("{stem}-games"))
}

/// Plays the games of `seeds` again on `threads` workers and writes each one's log
/// (`seed-N.jsonl`) and replay page (`seed-N.html`, every seat and the observer, in the first
/// of the viewer's languages the game has) into `dir`.
///
/// # Errors
/// A folder or file that cannot be written, or a game that does not play again (a failure,
/// since the same seed, seats and content played it a moment ago).
pub fn write(
    game: &dyn Loaded,
    seats: &[SeatKind],
    options: &MatchOptions,
    seeds: &BTreeSet<u64>,
    dir: &Path,
    threads: usize,
) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::error(format!("the report's example games, {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    // The first of the viewer's languages the game has; each worker loads its own (a locale
    // is not shared between threads).
    let lang = super::view::locales(game, &[])?.first().map(|l| l.lang().to_string()).unwrap_or_default();
    let seeds: Vec<u64> = seeds.iter().copied().collect();
    let next = AtomicUsize::new(0);
    let failure: Mutex<Option<Failure>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, seeds.len().max(1)) {
            let worker = std::thread::Builder::new().stack_size(crate::engine::script::GAME_STACK);
            let spawned = worker.spawn_scoped(scope, || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&seed) = seeds.get(i) else { break };
                    let done = Locale::load(game.source(), game.id(), &lang)
                        .map(super::view::viewer_locale)
                        .map_err(no_locale)
                        .and_then(|locale| one(game, seats, options, seed, dir, &locale));
                    if let Err(e) = done {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                        break;
                    }
                }
            });
            if let Err(e) = spawned {
                *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                    Some(Failure::error(format!("cannot start a worker thread: {e}")));
                break;
            }
        }
    });
    match failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// One example game: its log, then its page drawn from the log as `view` draws it.
fn one(
    game: &dyn Loaded,
    seats: &[SeatKind],
    options: &MatchOptions,
    seed: u64,
    dir: &Path,
    locale: &Locale,
) -> Result<(), Failure> {
    let log = dir.join(format!("seed-{seed}.jsonl"));
    let out = dir.join(crate::report::html::game_page(seed));
    refuse_output_over_game("--report's example game", &log, false)?;
    refuse_output_over_game("--report's example game", &out, true)?;
    let header = super::run::log_header(game.id(), game.digest(), seed, seats);
    let journal = Journal::create(&log, &header).map_err(Failure::error)?;
    let played = game
        .play_bots(seats, seed, options, Some(journal), None)
        .map_err(|s| Failure::error(format!("example game with seed {seed}: {}", s.message)))?;
    if let Some(e) = played.journal.as_ref().and_then(Journal::error) {
        return Err(Failure::error(e.to_string()));
    }
    drop(played);
    let text = std::fs::read_to_string(&log).map_err(|e| Failure::error(format!("{}: {e}", log.display())))?;
    let file = journal::read(&text).map_err(|e| Failure::error(format!("{}:{e}", log.display())))?;
    let page = game
        .viewer(&file, options, std::slice::from_ref(locale), Readers::All)
        .map_err(|e| Failure::error(format!("{}:{e}", log.display())))?;
    write_output("--report's example game", &out, page, true)
}

/// How many example games of each outcome a card row may link to.
pub const MOST_PER_CARD: usize = Examples::KEPT;
