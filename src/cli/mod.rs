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

mod args;
mod cards;
mod example_games;
mod files;
mod i18n;
mod log_file;
mod mod_diff;
mod outputs;
mod play;
mod refusals;
mod replay;
mod report;
mod run;
mod scenario;
mod schema;
mod serve;
mod simulate;
mod validate;
mod view;

use args::{Failure, USAGE};
use clap::{Parser, Subcommand};

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

/// Parses the arguments and runs the command; returns the process exit code.
pub fn main() -> i32 {
    use clap::{CommandFactory, FromArgMatches};
    let command = Cli::command().after_help(format!("Games: {}", crate::games::ids().join(", ")));
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match command.try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m)) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { USAGE } else { 0 };
            // A newcomer's mistake is said in the language asked for, where one was.
            if let Some(f) = e
                .use_stderr()
                .then(|| refusals::clap_refusal(&e, &args, refusals::asked_lang(&args).as_deref()))
                .flatten()
            {
                eprintln!("mobrules: {}", crate::table::terminal::printable(&f.message));
                return f.code;
            }
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
