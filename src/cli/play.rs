//! `mobrules play`: humans and bots at one table, at the terminal (hot-seat for several
//! humans), with help, undo, and saves.
//!
//! Every human seat is a [`Decider`] reading standard input; it sees the game only through its
//! seat's `View` (the news told to that seat, the board, its own folder). An undo, a save or a
//! quit interrupts the match; the game is then rebuilt by playing the recorded answers again
//! (`session`), which is also how a save is loaded.

use super::{ContentArgs, Failure, load_game};
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::journal::Journal;
use crate::engine::locale::{Arg, Locale};
use crate::engine::save::{self, SaveMeta};
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::KingOfChicago;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::narrate::Narrator;
use crate::games::king_of_chicago::screen::Screen;
use crate::games::king_of_chicago::session::{SavedGame, Sitter, resumed, undo_point};
use crate::games::king_of_chicago::table::{Unfinished, answers_of, play_with};
use crate::games::king_of_chicago::view::View;
use clap::Args;
use std::cell::RefCell;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::rc::Rc;

#[derive(Args)]
pub struct PlayArgs {
    /// The game to play (king-of-chicago).
    game: String,
    /// Who sits at the table, in seating order: `human` or a bot kind.
    #[arg(long, default_value = "human,bot:greedy,bot:greedy,bot:greedy")]
    seats: String,
    /// The language of the cards, the questions and the narration.
    #[arg(long, default_value = "en")]
    lang: String,
    /// The game's seed (default: one drawn from the clock, shown at the start).
    #[arg(long)]
    seed: Option<u64>,
    /// Resume a saved game (its seats and seed are the save's).
    #[arg(long, value_name = "SAVE")]
    load: Option<PathBuf>,
    /// Where `save` writes the game.
    #[arg(long, value_name = "FILE", default_value = "mobrules.save")]
    save: PathBuf,
    /// Also keep the event log, one JSON object per line, in this file.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    #[command(flatten)]
    content: ContentArgs,
}

/// The terminal all human seats share: one keyboard, one screen.
struct Terminal<'a> {
    input: Box<dyn BufRead + 'a>,
    narrator: Narrator<'a>,
    humans: usize,
    /// The human seat that looked at the screen last (hot-seat handovers).
    last: Option<Seat>,
    /// The seat whose answer was interrupted (an undo is that seat's).
    asking: Option<Seat>,
    /// For each seat, how many events it has been told.
    told: Vec<usize>,
    clear: bool,
    /// Where the next save goes, when the player named a file (`save FILE`).
    save_to: Option<PathBuf>,
    /// The input has ended: nobody can answer any more.
    eof: bool,
}

/// How many lines of news a seat is shown at once; `log` shows more.
const NEWS: usize = 40;

impl Terminal<'_> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.narrator.locale.text(id, args)
    }

    fn read_line(&mut self) -> Option<String> {
        // Bytes, not text: a line that is not UTF-8 is a wrong answer, not the end of input.
        let mut line = Vec::new();
        match self.input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                self.eof = true;
                None
            }
            Ok(_) => Some(String::from_utf8_lossy(&line).trim().to_string()),
        }
    }

    fn show_news(&mut self, view: &View, seat: Seat, at_most: usize) {
        let from = self.told[seat.index()];
        let lines = view.told(from, &self.narrator);
        let skip = lines.len().saturating_sub(at_most);
        for line in &lines[skip..] {
            out!("  {line}");
        }
        self.told[seat.index()] = view.events();
    }

    fn decide(&mut self, view: &View, request: &Request<Choice>) -> Result<usize, Interrupt> {
        let seat = request.seat;
        self.asking = Some(seat);
        let narrator = self.narrator;
        let screen = Screen { n: &narrator };
        if self.humans > 1 && self.last != Some(seat) {
            if self.clear {
                out!("\x1b[2J\x1b[H");
            } else {
                out!("\n\n");
            }
            out!("{}", self.t("play-handover", &[("seat", self.narrator.seat(seat))]));
            if self.read_line().is_none() {
                return Err(Interrupt::Save);
            }
            out!("{}", screen.status(view));
        } else if self.last.is_none() {
            out!("{}", screen.status(view));
        }
        self.last = Some(seat);
        self.show_news(view, seat, NEWS);
        if request.prompt == "move" {
            out!("{}", screen.status(view));
        }
        let question = screen.question(view, &request.prompt);
        out!("{}", self.t("play-ask", &[("seat", self.narrator.seat(seat)), ("question", question.into())]));
        for (i, c) in request.options.iter().enumerate() {
            out!("  {}. {}", i + 1, screen.option(view, &request.prompt, c));
        }
        loop {
            if self.clear {
                print!("> ");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = self.read_line() else {
                // The keyboard is gone (end of input): keep the game rather than lose it.
                return Err(Interrupt::Save);
            };
            let max = request.options.len();
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [n] if n.parse::<usize>().is_ok_and(|n| (1..=max).contains(&n)) => {
                    return Ok(n.parse::<usize>().unwrap_or(1) - 1);
                }
                ["help" | "?" | "h"] => out!("{}\n{}", self.t("play-help", &[]), self.t("play-input", &[])),
                ["help" | "?" | "h", n] if n.parse::<usize>().is_ok_and(|n| (1..=max).contains(&n)) => {
                    let i = n.parse::<usize>().unwrap_or(1) - 1;
                    out!("{}", screen.help(view, &request.options[i]));
                }
                ["board"] => out!("{}", screen.status(view)),
                ["log"] => {
                    self.told[seat.index()] = view.events().saturating_sub(400);
                    self.show_news(view, seat, 200);
                }
                ["undo"] => return Err(Interrupt::Undo),
                ["save"] => return Err(Interrupt::Save),
                ["save", ..] => {
                    // A file name may hold spaces: everything after the command.
                    self.save_to = Some(PathBuf::from(line.trim_start()["save".len()..].trim()));
                    return Err(Interrupt::Save);
                }
                ["quit"] => return Err(Interrupt::Quit),
                _ => out!(
                    "{}",
                    self.t("play-bad-input", &[("input", line.clone().into()), ("max", (max as i64).into())])
                ),
            }
        }
    }
}

/// One human seat: a handle on the shared terminal.
struct Human<'t> {
    terminal: Rc<RefCell<Terminal<'t>>>,
}

impl Decider<KingOfChicago> for Human<'_> {
    fn decide(&mut self, view: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        self.terminal.borrow_mut().decide(view, request)
    }

    fn name(&self) -> &str {
        "human"
    }

    fn proposes_deals(&self) -> bool {
        true
    }
}

pub fn play(a: &PlayArgs) -> Result<(), Failure> {
    let content = load_game(&a.game, &a.content)?;
    let locale = Locale::load(&content.source, GAME_ID, &a.lang).map_err(|d| Failure::usage(d.message))?;
    let (seed, seats, mut answers) = match &a.load {
        Some(path) => {
            let (_, saved): (SaveMeta, SavedGame) = save::load(path, GAME_ID, &content.digest)
                .map_err(|e| Failure::error(format!("{}: {e}", path.display())))?;
            saved
                .check()
                .map_err(|e| Failure::error(format!("{}: this save's game data does not fit: {e}", path.display())))?;
            let seats = saved
                .seats
                .iter()
                .map(|s| Sitter::parse(s))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| Failure::error(format!("{}: {e}", path.display())))?;
            (saved.seed, seats, saved.answers)
        }
        None => {
            let seats = a.seats.split(',').map(Sitter::parse).collect::<Result<Vec<_>, _>>().map_err(Failure::usage)?;
            let seed = a.seed.unwrap_or_else(|| {
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_secs())
            });
            (seed, seats.clone(), vec![Vec::new(); seats.len()])
        }
    };
    crate::games::king_of_chicago::rules::setup::check_seats(&content, seats.len())
        .map_err(|e| Failure::usage(format!("--seats: {e}")))?;
    let names: Vec<String> = seats.iter().map(|s| s.name()).collect();
    let stdin = std::io::stdin();
    let terminal = Rc::new(RefCell::new(Terminal {
        input: Box::new(stdin.lock()),
        narrator: Narrator { content: &content, locale: &locale },
        humans: seats.iter().filter(|s| **s == Sitter::Human).count(),
        last: None,
        asking: None,
        told: vec![0; seats.len()],
        clear: std::io::stdout().is_terminal(),
        save_to: None,
        eof: false,
    }));
    {
        let t = terminal.borrow();
        out!("{}", t.t("play-title", &[("seed", seed.to_string().into()), ("seats", names.join(", ").into())]));
        out!("{}", t.t("play-input", &[]));
    }
    let mut journal = match &a.log {
        Some(path) => Some(
            Journal::create(path, &super::run::log_header(&content.digest, seed, &names))
                .map_err(|e| Failure::error(format!("--log {e}")))?,
        ),
        None => None,
    };
    let options = super::ScriptErrors::GoOn.options();
    loop {
        let human = || Box::new(Human { terminal: Rc::clone(&terminal) }) as Box<dyn Decider<KingOfChicago>>;
        let deciders = resumed(&seats, seed, &answers, human);
        let unfinished = match play_with(&content, deciders, seed, &options, journal.take()) {
            Ok(played) => {
                let t = terminal.borrow();
                out!("{}", t.t("play-over", &[]));
                match played.outcome.winner {
                    Some(w) => out!(
                        "{}",
                        t.t("play-winner", &[("seat", t.narrator.seat(w)), ("kind", names[w.index()].clone().into())])
                    ),
                    None => out!("{}", t.t("play-no-winner", &[])),
                }
                for (i, p) in played.power.iter().enumerate() {
                    out!(
                        "  {}",
                        t.t("play-power", &[("seat", t.narrator.seat(Seat(i as u8))), ("points", (*p).into())])
                    );
                }
                super::note_fallbacks(&locale);
                return log_written(played.journal.as_ref());
            }
            Err(u) => u,
        };
        let Unfinished { message, log, interrupt, journal: kept } = unfinished;
        journal = kept.map(|j| *j);
        let mut all = answers_of(log.entries(), seats.len());
        match interrupt {
            Some(Interrupt::Undo) => {
                let mut t = terminal.borrow_mut();
                let seat = t.asking.unwrap_or(Seat(0));
                match undo_point(log.entries(), seat) {
                    Some(point) => {
                        all = answers_of(&log.entries()[..point], seats.len());
                        for told in &mut t.told {
                            *told = (*told).min(point);
                        }
                        out!("{}", t.t("play-undone", &[]));
                    }
                    None => out!("{}", t.t("play-no-undo", &[])),
                }
                answers = all;
            }
            Some(Interrupt::Save) => {
                let body = SavedGame { seed, seats: names.clone(), answers: all.clone() };
                let meta = SaveMeta {
                    engine: env!("CARGO_PKG_VERSION").into(),
                    game: GAME_ID.into(),
                    content: content.digest.clone(),
                };
                let text = save::encode(&meta, &body);
                let mut t = terminal.borrow_mut();
                let path = t.save_to.take().unwrap_or_else(|| a.save.clone());
                match save::write_atomic(&path, text.as_bytes()) {
                    Ok(()) => {
                        out!("{}", t.t("play-saved", &[("file", path.display().to_string().into())]));
                        return log_written(journal.as_ref());
                    }
                    // The game goes on rather than be lost: the player may save elsewhere.
                    Err(e) if !t.eof => {
                        out!("{}", t.t("play-save-failed", &[("error", e.to_string().into())]));
                        answers = all;
                    }
                    // No one is left to choose another file: the system's temporary folder.
                    Err(e) => {
                        let fallback = std::env::temp_dir().join(format!("mobrules-{seed}.save"));
                        save::write_atomic(&fallback, text.as_bytes())
                            .map_err(|e2| Failure::error(format!("the game could not be saved: {e}; nor in {}", e2)))?;
                        out!("{}", t.t("play-saved", &[("file", fallback.display().to_string().into())]));
                        return Err(Failure::error(format!(
                            "{e}: the game was saved in {} instead",
                            fallback.display()
                        )));
                    }
                }
            }
            Some(Interrupt::Quit) => {
                out!("{}", terminal.borrow().t("play-quit", &[]));
                return log_written(journal.as_ref());
            }
            _ => return Err(Failure::error(message)),
        }
    }
}

/// The game stops: a log file that could not be written all along is an error to report.
fn log_written(journal: Option<&Journal>) -> Result<(), Failure> {
    match journal.and_then(Journal::error) {
        Some(e) => Err(Failure::error(format!("--log {e}"))),
        None => Ok(()),
    }
}
