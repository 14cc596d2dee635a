//! The command line: parsing and printing only; the rules live in the library.

/// Prints a line to standard output. A closed pipe (`mobrules ... | head`) ends the program
/// quietly, as command-line tools do, rather than with a panic.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

mod cards;
mod example_games;
mod i18n;
mod log_file;
mod mod_diff;
mod outputs;
mod play;
mod replay;
mod report;
mod run;
mod scenario;
mod schema;
mod serve;
mod simulate;
mod validate;
mod view;

use crate::engine::content::Source;
use crate::engine::play::{MatchOptions, OnScriptError};
use crate::entry::{Entry, Loaded};
use crate::table::SeatKind;
use clap::{Args, Parser, Subcommand};
use std::path::{Path, PathBuf};

#[derive(Parser)]
#[command(name = "mobrules", version, about = "A rules engine for the board games of 1920s gangland Chicago")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play one whole game among bots and narrate it.
    Run(run::RunArgs),
    /// Play at the terminal: humans and bots at one table (hot-seat), with help, undo and saves.
    Play(play::PlayArgs),
    /// Play in the browser: a local web server seats humans (one secret link each) and bots, with help, undo and saves.
    Serve(serve::ServeArgs),
    /// Play a game log again and stop at the first event that differs from it.
    Replay(replay::ReplayArgs),
    /// Write a game log as one HTML page: the board drawn, stepping through the game as a seat or the observer saw it.
    View(view::ViewArgs),
    /// Play many games among bots and report win rates, game length, card use and throughput.
    Simulate(simulate::SimulateArgs),
    /// Join the summaries of a run's shards into one summary and balance report.
    Report(report::ReportArgs),
    /// List every card with its numbers and text.
    Cards(cards::CardsArgs),
    /// Run a scenario file: a position, fixed dice, scripted decisions; print log and state.
    Scenario(scenario::ScenarioArgs),
    /// Report every content problem (file:line:col: CODE: message); exit 1 if any.
    Validate(validate::ValidateArgs),
    /// Translation coverage per language; exit 1 if a language is incomplete.
    I18n(i18n::I18nArgs),
    /// JSON Schemas of every content file kind, and the script API's Rhai definitions.
    Schema(schema::SchemaArgs),
    /// What the mods change against the base game.
    ModDiff(mod_diff::ModDiffArgs),
}

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

/// Parses the arguments and runs the command; returns the process exit code.
pub fn main() -> i32 {
    use clap::{CommandFactory, FromArgMatches};
    let command = Cli::command().after_help(format!("Games: {}", crate::games::ids().join(", ")));
    let cli = match command.try_get_matches().and_then(|m| Cli::from_arg_matches(&m)) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { USAGE } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let result = match cli.command {
        Command::Run(a) => run::run(&a),
        Command::Play(a) => play::play(&a),
        Command::Serve(a) => serve::serve(&a),
        Command::Replay(a) => replay::replay(&a),
        Command::View(a) => view::view(&a),
        Command::Simulate(a) => simulate::simulate(&a),
        Command::Report(a) => report::report(&a),
        Command::Cards(a) => cards::cards(&a),
        Command::Scenario(a) => scenario::scenario(&a),
        Command::Validate(a) => validate::validate(&a),
        Command::I18n(a) => i18n::i18n(&a),
        Command::Schema(a) => schema::schema(&a),
        Command::ModDiff(a) => mod_diff::mod_diff(&a),
    };
    match result {
        Ok(()) => 0,
        Err(Failure { message, code }) => {
            // A message may quote what a file holds: never the terminal's control sequences.
            eprintln!("mobrules: {}", crate::table::terminal::printable(&message));
            code
        }
    }
}

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

/// A language the game does not have: the message and how to add one.
pub fn no_locale(d: crate::engine::diag::Diagnostic) -> Failure {
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

/// Parses `--seats bot:greedy,bot:random,...` (bots only) and checks the table's size.
pub fn parse_seats(game: &dyn Loaded, s: &str) -> Result<Vec<SeatKind>, Failure> {
    let seats = game.parse_seats(s, false).map_err(Failure::usage)?;
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

/// Whether two paths name one file: the same file reached by other spellings, links or hard
/// links, or, for a file not made yet, the same name in the same folder.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return (x.dev(), x.ino()) == (y.dev(), y.ino());
        }
    }
    let full = |p: &Path| -> Option<PathBuf> {
        if let Ok(c) = p.canonicalize() {
            return Some(c);
        }
        let parent = p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        Some(parent.canonicalize().ok()?.join(p.file_name()?))
    };
    match (full(a), full(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// An output file is written from its first byte: refuse one that is a folder or holds a saved
/// game, and, unless the output is itself a log (`logs_too` false), one that holds a game log,
/// since writing there would destroy it. `flag` names the option in the message.
pub fn refuse_output_over_game(flag: &str, path: &Path, logs_too: bool) -> Result<(), Failure> {
    let Ok(meta) = std::fs::metadata(path) else { return Ok(()) };
    let shown = path.display();
    if meta.is_dir() {
        return Err(Failure::usage(format!("{flag} {shown}: this is a folder; name a file")));
    }
    // Only a regular file is opened: a named pipe would block the look.
    if !meta.is_file() {
        return Ok(());
    }
    let mut head = vec![0u8; 4096];
    let n = std::fs::File::open(path).and_then(|mut f| std::io::Read::read(&mut f, &mut head)).unwrap_or(0);
    let head = &head[..n];
    let what = if head.starts_with(crate::engine::save::MAGIC.as_bytes()) {
        "a saved game"
    } else if logs_too && is_log_header(head) {
        "a game log"
    } else {
        return Ok(());
    };
    Err(Failure::usage(format!("{flag} {shown} holds {what}: writing there would destroy it; name another file")))
}

/// Writes `contents` to the output file `path` after [`refuse_output_over_game`]: every file a
/// command writes goes through here, so none replaces a saved game (or, unless `logs_too` is
/// false, a game log). `flag` names the option in messages.
///
/// # Errors
/// A usage failure when the file holds a game or is a folder; an error when it cannot be
/// written.
pub fn write_output(flag: &str, path: &Path, contents: impl AsRef<[u8]>, logs_too: bool) -> Result<(), Failure> {
    refuse_output_over_game(flag, path, logs_too)?;
    std::fs::write(path, contents).map_err(|e| Failure::error(format!("{flag} {}: {e}", path.display())))
}

/// Whether `head` starts with a game log's header line (`{"content":…,"game":…,"mobrules":…}`).
fn is_log_header(head: &[u8]) -> bool {
    let line = head.split(|&b| b == b'\n').next().unwrap_or_default();
    serde_json::from_slice::<serde_json::Value>(line)
        .is_ok_and(|v| v.get("game").is_some_and(|g| g.is_string()) && v.get("mobrules").is_some())
}
