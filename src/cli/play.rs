//! `mobrules play`: humans and bots at one table, at the terminal (hot-seat for several
//! humans), with help, undo, and saves.
//!
//! This file reads the command's options, loads the game and a save, and hands the table to
//! [`crate::table::terminal`], where every human seat is a
//! [`Decider`](crate::engine::decision::Decider) reading standard input that sees the game only
//! through its seat's `View`; an undo, a save or a quit rebuilds the game from the recorded
//! answers ([`crate::table::session`]), which is also how a save is loaded.

use super::args::{ContentArgs, Failure, load_game, no_locale, note_fallbacks};
use super::files::{refuse_output_over_game, same_file};
use crate::engine::journal::Journal;
use crate::engine::locale::Locale;
use crate::engine::save::{self, SaveError, SaveMeta};
use crate::entry::Loaded;
use crate::table::SeatKind;
use crate::table::session::SavedGame;
use crate::table::terminal::{TableSetup, Tty};
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct PlayArgs {
    /// The game to play (see `mobrules --help` for the games).
    game: String,
    /// Who sits at the table, in seating order: `human` or a bot kind.
    #[arg(long, default_value = "human,bot:greedy,bot:greedy,bot:greedy")]
    seats: String,
    /// The language of the cards, the questions and the narration (default: a loaded save's,
    /// else `en`).
    #[arg(long)]
    lang: Option<String>,
    /// The game's seed (default: one drawn from the clock, shown at the start).
    #[arg(long)]
    seed: Option<u64>,
    /// Resume a saved game (its seats and seed are the save's: `--seats` and `--seed` are refused
    /// with it).
    #[arg(long, value_name = "SAVE", conflicts_with_all = ["seats", "seed"])]
    load: Option<PathBuf>,
    /// Where `save` writes the game (default: the file loaded, else `mobrules.save`).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Also keep the event log, one JSON object per line, in this file.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    #[command(flatten)]
    content: ContentArgs,
}

/// The save file when `--save` is not given and no save is loaded.
const DEFAULT_SAVE: &str = "mobrules.save";

/// Where `save` writes, chosen so that no game is lost: a loaded game saves back to its own
/// file; a new game saves to `--save FILE` or `mobrules.save`. Neither ever writes over a file
/// that holds something already (another game, most likely) unless it is the file loaded: the
/// player then resumes that game with `--load`, or names another file, or removes the old one.
/// A save of a game that has ended is the one thing a new game takes the place of (the second
/// of the pair is then true, for the player to be told): nothing is left to resume in it, and
/// the table, at a game's end, tells the player to start a new game just so.
/// The log may not be any of these files, nor any save, since writing it would destroy them.
pub(super) fn save_target(
    save: Option<&PathBuf>,
    load: Option<&PathBuf>,
    log: Option<&PathBuf>,
) -> Result<(PathBuf, bool), Failure> {
    let save = match (save, load) {
        (Some(save), _) => save.clone(),
        (None, Some(load)) => load.clone(),
        (None, None) => PathBuf::from(DEFAULT_SAVE),
    };
    let resumed = load.is_some_and(|load| same_file(&save, load));
    let over_ended = !resumed && holds_ended_game(&save);
    if !resumed && !over_ended && std::fs::symlink_metadata(&save).is_ok() {
        let path = save.display();
        return Err(Failure::usage(if save.as_os_str() == DEFAULT_SAVE {
            format!(
                "{DEFAULT_SAVE} already holds a game: resume it with --load {DEFAULT_SAVE}, or start a new one with --save FILE"
            )
        } else {
            format!(
                "--save {path} already holds a game or a file: resume it with --load {path}, or save to another file (or remove this one first)"
            )
        }));
    }
    if let Some(log) = log {
        for (other, what) in [(Some(&save), "--save"), (load, "--load")] {
            if let Some(other) = other
                && same_file(log, other)
            {
                return Err(Failure::usage(format!(
                    "--log {} is the {what} file: writing the log there would destroy the save; name another file",
                    log.display()
                )));
            }
        }
    }
    Ok((save, over_ended))
}

/// `path` is a readable save, of any game, whose game has ended.
fn holds_ended_game(path: &Path) -> bool {
    /// The one field of a save's body looked at here.
    #[derive(serde::Deserialize)]
    struct Ended {
        #[serde(default)]
        finished: bool,
    }
    let bytes = match crate::engine::input_file::read(path) {
        Ok(bytes) => bytes,
        Err(_) => return false,
    };
    save::peek::<Ended>(&bytes).is_ok_and(|(_, body)| body.finished)
}

/// A saved game read back and checked, with its seats, or why not in `locale`'s words.
pub(super) fn load_saved(
    game: &dyn Loaded,
    path: &Path,
    locale: &Locale,
) -> Result<(SavedGame, Vec<SeatKind>), Failure> {
    let file = || ("file", path.display().to_string().into());
    let data = |e: String| Failure::error(locale.text("load-error-save-data", &[file(), ("error", e.into())]));
    let (_, saved): (SaveMeta, SavedGame) = save::load(path, game.id(), game.digest()).map_err(|e| {
        let said = match e {
            // The system's reason in the locale's words where it is a common one.
            SaveError::Io(e, kind) => {
                let reason = crate::engine::io_words::io_reason(locale, path, kind).unwrap_or(e);
                locale.text("load-error-unreadable", &[file(), ("error", reason.into())])
            }
            SaveError::NotASave => locale.text("load-error-not-save", &[file()]),
            SaveError::Version(v) => locale.text("load-error-version", &[file(), ("format", v.into())]),
            SaveError::Damaged => locale.text("load-error-damaged", &[file()]),
            SaveError::OtherGame { saved, here } => {
                locale.text("load-error-other-game", &[file(), ("saved", saved.into()), ("here", here.into())])
            }
            SaveError::OtherContent { .. } => locale.text("load-error-other-content", &[file()]),
            SaveError::Body(e) => return data(e),
        };
        Failure::error(said)
    })?;
    saved.check().map_err(data)?;
    let seats = game.parse_seats(&saved.seats.join(","), true).map_err(|e| data(e.to_string()))?;
    Ok((saved, seats))
}

/// The seed of a new game: `--seed`, else one drawn from the clock.
pub(super) fn new_seed(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_secs())
    })
}

pub fn play(a: &PlayArgs) -> Result<(), Failure> {
    let (save, over_ended) = save_target(a.save.as_ref(), a.load.as_ref(), a.log.as_ref())?;
    if let Some(log) = &a.log {
        refuse_output_over_game("--log", log, false)?;
    }
    // Refused in the language asked for, as what follows is.
    super::refusals::known_game(&a.game, a.lang.as_deref())?;
    let game = load_game(&a.game, &a.content)?;
    // A save that does not load is said in the language asked for (else English).
    let asked = Locale::load(game.source(), game.id(), a.lang.as_deref().unwrap_or("en")).map_err(no_locale)?;
    let mut saved_lang = None;
    let mut finished = false;
    let (seed, seats, answers) = match &a.load {
        Some(path) => {
            let (saved, seats) = load_saved(game.as_ref(), path, &asked)?;
            saved_lang = saved.lang;
            finished = saved.finished;
            (saved.seed, seats, saved.answers)
        }
        None => {
            let seats = game.parse_seats(&a.seats, true).map_err(|e| super::refusals::seats_refused(&asked, e))?;
            let seed = new_seed(a.seed);
            let answers = vec![Vec::new(); seats.len()];
            (seed, seats, answers)
        }
    };
    game.check_seats(seats.len()).map_err(|e| Failure::usage(format!("--seats: {e}")))?;
    let lang = a.lang.as_deref().or(saved_lang.as_deref()).unwrap_or("en");
    let locale = Locale::load(game.source(), game.id(), lang).map_err(no_locale)?;
    super::args::note_untranslated(game.as_ref(), lang);
    if finished {
        out!("{}", locale.text("play-loaded-over", &[]));
    }
    if over_ended {
        out!("{}", locale.text("play-replaces-ended", &[("file", save.display().to_string().into())]));
    }
    let names: Vec<String> = seats.iter().map(|s| s.spelled()).collect();
    let journal = match &a.log {
        Some(path) => Some(
            Journal::create(path, &super::run::log_header(game.id(), game.digest(), seed, &names))
                .map_err(|e| Failure::error(format!("--log {e}")))?,
        ),
        None => None,
    };
    let stdin = std::io::stdin();
    let setup = TableSetup {
        seats,
        seed,
        answers,
        locale: &locale,
        save,
        journal,
        input: Box::new(stdin.lock()),
        tty: Tty::of_this_process(),
    };
    let end = game.play_terminal(setup).map_err(Failure::error);
    note_fallbacks(&locale);
    end.map(|_| ())
}
