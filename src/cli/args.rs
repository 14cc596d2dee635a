//! What every command shares: where the content comes from and the game it names, loaded;
//! seats and script errors as the options spell them; a command's failure and its exit code.

use crate::engine::content::Source;
use crate::engine::play::{MatchOptions, OnScriptError};
use crate::entry::{Entry, Loaded};
use crate::table::SeatKind;
use clap::Args;
use std::path::PathBuf;

/// Where the content comes from (every command takes these).
#[derive(Args, Clone)]
pub struct ContentArgs {
    /// Read the content root from this folder instead of the bundled one.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Layer a mod folder over the content (repeatable, applied in order).
    #[arg(long = "mod", value_name = "DIR")]
    pub mods: Vec<PathBuf>,
}

/// The exit code for bad arguments, unknown games and unknown seat kinds.
pub const USAGE: i32 = 2;

/// A command that failed: what to print and the exit code.
pub struct Failure {
    pub message: String,
    pub code: i32,
}

impl Failure {
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), code: USAGE }
    }

    pub fn error(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), code: 1 }
    }
}

/// The registered game a command names.
pub fn game(id: &str) -> Result<&'static dyn Entry, Failure> {
    crate::games::find(id)
        .ok_or_else(|| Failure::usage(format!("unknown game `{id}` (known: {})", crate::games::ids().join(", "))))
}

/// Checks the game id and loads its content.
pub fn load_game(id: &str, args: &ContentArgs) -> Result<Box<dyn Loaded>, Failure> {
    let entry = game(id)?;
    let source = source(args)?;
    entry.load(&source).map_err(|d| Failure::error(format!("the content has problems:\n{d}")))
}

/// The content source the arguments name: bundled or a folder, with mods.
pub fn source(args: &ContentArgs) -> Result<Source, Failure> {
    let source = match &args.content {
        Some(dir) if !dir.is_dir() => {
            return Err(Failure::usage(format!("--content {}: not a folder", dir.display())));
        }
        Some(dir) => Source::Dir(dir.clone()),
        None => Source::Embedded,
    };
    if let Some(m) = args.mods.iter().find(|m| !m.is_dir()) {
        return Err(Failure::usage(format!("--mod {}: not a folder", m.display())));
    }
    let source = source.with_mods(args.mods.clone());
    Ok(source)
}

/// A language the game does not have: the message and how to add one. Any other failure to
/// load a language (a broken `.ftl` file) names its file, line and column, as `validate` does:
/// a translator must see where the mistake is.
pub fn no_locale(d: crate::engine::diag::Diagnostic) -> Failure {
    if d.code != "E0404" {
        return Failure::usage(d.to_string());
    }
    match d.help {
        Some(help) => Failure::usage(format!("{}; {help}", d.message)),
        None => Failure::usage(d.message),
    }
}

/// Says once which messages a language lacked (English stood in).
pub fn note_fallbacks(locale: &crate::engine::locale::Locale) {
    let missing = locale.fell_back();
    if !missing.is_empty() {
        eprintln!(
            "note: {} message{} missing in `{}`, shown in English: {}",
            missing.len(),
            if missing.len() == 1 { " is" } else { "s are" },
            locale.lang(),
            missing.join(", ")
        );
    }
}

/// Says before a table opens which messages `lang` lacks that English has (English stands in),
/// as `validate` warns of them (W0406): a translator trying a copy of the texts learns it at
/// once, not only after the game ([`note_fallbacks`]), and not never where the text is one the
/// game may do without (a card's short name: its whole name stands in, and nothing fell back).
pub fn note_untranslated(game: &dyn Loaded, lang: &str) {
    use crate::engine::{fluent_check, texts};
    if lang == "en" {
        return;
    }
    let read = |l: &str| texts::language(game.source(), game.id(), l).ok().map(|(m, _)| m);
    let (Some(en), Some(translated)) = (read("en"), read(lang)) else { return };
    let missing = fluent_check::coverage(&en, &translated).missing;
    if missing.is_empty() {
        return;
    }
    const NAMED: usize = 5;
    let more = missing.len().saturating_sub(NAMED);
    eprintln!(
        "note: the `{lang}` texts lack {} message{} English has, shown in English: {}{}; `mobrules validate {}` with the same --content and --mod says where",
        missing.len(),
        if missing.len() == 1 { "" } else { "s" },
        missing.iter().take(NAMED).map(String::as_str).collect::<Vec<_>>().join(", "),
        if more > 0 { format!(" and {more} more") } else { String::new() },
        game.id()
    );
}

/// Parses `--seats bot:greedy,bot:random,...` (bots only) and checks the table's size.
pub fn parse_seats(game: &dyn Loaded, s: &str) -> Result<Vec<SeatKind>, Failure> {
    let seats = game.parse_seats(s, false).map_err(|e| Failure::usage(e.to_string()))?;
    game.check_seats(seats.len()).map_err(|e| Failure::usage(format!("--seats: {e}")))?;
    Ok(seats)
}

/// What a failing card script does at the table (`--script-errors`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default)]
pub enum ScriptErrors {
    /// The card does nothing this time; the failure is logged and the game goes on.
    #[default]
    GoOn,
    /// The game stops, its log saved.
    Stop,
}

impl ScriptErrors {
    pub fn options(self) -> MatchOptions {
        MatchOptions {
            round_cap: None,
            check_invariants: false,
            coverage: false,
            on_script_error: match self {
                ScriptErrors::GoOn => OnScriptError::GoOn,
                ScriptErrors::Stop => OnScriptError::Stop,
            },
        }
    }
}

/// The table `run` and `simulate` use when no `--seats` is given: two greedy and two random bots.
pub const DEFAULT_SEATS: &str = "bot:greedy,bot:random,bot:greedy,bot:random";

/// `simulate`'s table: the balance seat everywhere, so that a card's holders and the seats
/// without it differ by the card, not by a bot's skill (mixed tables remain a choice).
pub const SIMULATE_SEATS: &str = "bot:balance,bot:balance,bot:balance,bot:balance";
