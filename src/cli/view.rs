//! `mobrules view`: a game log as one HTML page that draws the board and steps through the game.

use super::args::{ContentArgs, Failure, ScriptErrors, no_locale};
use super::files::{refuse_output_over_game, same_file, write_output};
use crate::engine::locale::{Locale, Table};
use crate::engine::seat::Seat;
use crate::entry::Loaded;
use crate::viewer::Readers;
use clap::Args;
use std::path::{Path, PathBuf};

/// The languages a page holds when `--lang` is not given: those of these the game has.
const LANGS: &[&str] = &["en", "fr", "nl"];

#[derive(Args)]
pub struct ViewArgs {
    /// A log written by `run --log` or `play --log`.
    log: PathBuf,
    /// The page to write.
    #[arg(short = 'o', long = "out", value_name = "FILE.html")]
    out: PathBuf,
    /// Write the page for this seat only (from 1): it holds nothing the rules hid from it.
    /// Without it, the page holds the observer and every seat.
    #[arg(long, value_name = "N")]
    seat: Option<u8>,
    /// The languages of the narration and names, the first shown first (default: every one the
    /// game has of en, fr, nl).
    #[arg(long, value_delimiter = ',', value_name = "L,...")]
    lang: Vec<String>,
    /// What a failing card script does, as the game was played: go-on or stop.
    #[arg(long, value_enum, default_value = "go-on")]
    script_errors: ScriptErrors,
    #[command(flatten)]
    content: ContentArgs,
    /// The option that named the page, for messages (`-o`, or `--html` for `replay`).
    #[arg(skip = "-o")]
    flag: &'static str,
}

impl ViewArgs {
    /// The page of `log` for every reader in every language, written to `out` (`replay --html`).
    pub fn every_reader(log: &Path, out: &Path, script_errors: ScriptErrors, content: &ContentArgs) -> ViewArgs {
        ViewArgs {
            log: log.to_path_buf(),
            out: out.to_path_buf(),
            seat: None,
            lang: Vec::new(),
            script_errors,
            content: content.clone(),
            flag: "--html",
        }
    }
}

/// The languages of a page: `langs` as given, or when none are, every one of [`LANGS`] the
/// game has.
///
/// # Errors
/// A language given that the game does not have, or a game with none of [`LANGS`].
pub fn locales(game: &dyn Loaded, langs: &[String]) -> Result<Vec<Locale>, Failure> {
    let locales: Vec<Locale> = if langs.is_empty() {
        LANGS.iter().filter_map(|l| Locale::load(game.source(), game.id(), l).ok()).map(viewer_locale).collect()
    } else {
        langs
            .iter()
            .map(|l| Locale::load(game.source(), game.id(), l.trim()).map(viewer_locale))
            .collect::<Result<_, _>>()
            .map_err(no_locale)?
    };
    if locales.is_empty() {
        return Err(Failure::error(format!(
            "{}: the content has none of the languages {}",
            game.id(),
            LANGS.join(", ")
        )));
    }
    Ok(locales)
}

/// A locale read on the viewer's page, which asks nothing and has no look-up: its texts name
/// no typed command.
pub fn viewer_locale(locale: Locale) -> Locale {
    locale.at(Table::Viewer)
}

pub fn view(a: &ViewArgs) -> Result<(), Failure> {
    let name = a.log.display();
    if same_file(&a.log, &a.out) {
        return Err(Failure::usage(format!(
            "{} {}: that is the log itself; name another file",
            a.flag,
            a.out.display()
        )));
    }
    refuse_output_over_game(a.flag, &a.out, true)?;
    let readers = match a.seat {
        None => Readers::All,
        Some(0) => return Err(Failure::usage("--seat 0: seats are counted from 1")),
        Some(s) => Readers::Seat(Seat(s - 1)),
    };
    let (file, game) = super::log_file::read_log(&a.log, &a.content)?;
    let locales = locales(game.as_ref(), &a.lang)?;
    let page = game
        .viewer(&file, &a.script_errors.options(), &locales, readers)
        .map_err(|e| Failure::error(format!("{name}:{e}")))?;
    write_output(a.flag, &a.out, page, true)?;
    if let Some(line) = file.torn {
        out!("{name}:{line}: the last line is torn; the page shows the {} whole events before it", file.events.len());
    }
    out!("{}: {} events of {}, drawn", a.out.display(), file.events.len(), game.id());
    Ok(())
}
