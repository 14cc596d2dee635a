//! People and bots at one table, each person at a page of their own in a browser: the game's
//! side of `mobrules serve`, for any game. The web server (`crate::serve`) only carries what
//! this sends and receives.
//!
//! The game runs on one thread, as at the terminal: bots decide at once; a person's seat is a
//! [`Decider`] that shows its question on that seat's page ([`Outbox::seat`]) and waits for an
//! answer from it ([`Command`]). What a seat's page holds is built only from what that seat may
//! know: its view (the question, its options and their help, through the game's [`Screen`]),
//! its picture of the board ([`Game::picture`] for that seat) and the sentences told to it
//! ([`Game::narrate`] for that seat). The table is saved each time a person is asked, so it
//! survives a server stopped at any moment; undo is the terminal's ([`super::session`]).

use super::session::{SavedGame, resumed, undo_point};
use super::terminal::seat_name;
use super::{
    AtQuestion, SeatKind, Unfinished, above_most, amounts_words, answers_of, offered_range, play_keeping_states,
};
use crate::engine::decision::{BeforeSearch, Decider, Interrupt, NoMoreAnswers, Request};
use crate::engine::game::{AmountStart, Game, GameContent, Screen, told};
use crate::engine::locale::{Arg, Locale, Table};
use crate::engine::picture::{Backdrop, Picture};
use crate::engine::play::{Match, MatchOptions, Outcome};
use crate::engine::save::{self, SaveMeta};
use crate::engine::scenario::Positions;
use crate::engine::seat::Seat;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

mod out_of_play;

/// What a person's page sends, as JSON: `{"do": "answer", "ask": 3, "index": 1}`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "do", rename_all = "lowercase")]
pub enum Command {
    /// Picks the listed option `index` (from 0) of question `ask`.
    Answer { ask: u64, index: usize },
    /// Picks an amount of question `ask`'s run of amounts.
    Amount { ask: u64, amount: i64 },
    /// Takes back the seat's choices, as `undo` does at the terminal, while it is asked `ask`.
    Undo { ask: u64 },
    /// Shows the part of the board the words name, as `board WORDS` does at the terminal,
    /// while the seat is asked `ask`.
    Find { ask: u64, words: String },
    /// Writes the save file again now.
    Save,
    /// Asks for a question the game holds back until asked for (a deal), as the terminal's
    /// command of that name does.
    Request { name: String },
    /// Lets the game go on past the stop where the seat went out of play ([`SeatPage::stop`]).
    Watch,
}

/// What reaches the table from the server: a page's command, or the page's "save as scenario"
/// asking for the position at its question ([`ScenarioFile`], or why not: the table tells the
/// page the same in its notice).
#[derive(Debug)]
pub enum Inbound {
    Page(Command),
    Scenario { ask: u64, reply: std::sync::mpsc::Sender<Result<ScenarioFile, String>> },
}

/// The position at a person's question as a scenario file, for the page to download: the
/// terminal's `scenario` file ([`AtQuestion`]) and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioFile {
    pub name: String,
    pub text: String,
}

/// The engine's messages a table page shows (`content/engine/locales/`), beside the terminal's:
/// sent to the page as they are, so none takes a variable.
pub const WORDS: &[&str] = &[
    "serve-seat",
    "serve-waiting",
    "serve-help",
    "serve-undo",
    "serve-save",
    "serve-pick",
    "serve-amount-empty",
    "serve-lost",
    "serve-news",
    "serve-watch",
    "serve-find",
    "serve-find-label",
    "serve-marks",
    "serve-found",
    "serve-zoom",
    "serve-unzoom",
    "serve-rules",
    "serve-scenario",
    "serve-scenario-help",
    "play-over",
    "view-end",
];

/// The engine's messages the table says to a page in its notices, filled in here.
pub const NOTICES: &[&str] = &[
    "serve-bad-amount",
    "serve-save-failed",
    "serve-saved",
    "serve-waiting-for",
    "serve-purse",
    "play-loaded-over",
    "serve-scenario-written",
    "serve-scenario-shared",
    "serve-scenario-off",
    "serve-scenario-gone",
    "play-scenario-failed",
    "play-standing-you",
    "serve-group",
];

/// The engine's messages `serve` says to the host at the server's terminal, in the table's
/// language: where it listens, each seat's link, a link drawn again, a save that failed, the
/// end, and why it could not start or go on (`serve-error-*`).
pub const HOST: &[&str] = &[
    "serve-host-listening",
    "serve-host-person",
    "serve-host-bot",
    "serve-host-network",
    "serve-host-secret",
    "serve-host-redrawn",
    "serve-host-save-failed",
    "serve-host-over",
    "serve-error-person",
    "serve-error-listen",
    "serve-error-port",
    "serve-error-in-use",
    "serve-error-not-here",
    "serve-error-denied",
    "serve-error-listen-failed",
    "serve-error-start",
    "serve-error-stopped",
    "serve-error-table",
    "serve-error-table-gone",
    "serve-error-links",
    "load-error-unreadable",
    "io-error-not-found",
    "io-error-denied",
    "io-error-folder",
    "io-error-not-folder",
    "io-error-read-only",
    "io-error-full",
    "load-error-not-save",
    "load-error-version",
    "load-error-damaged",
    "load-error-other-game",
    "load-error-other-content",
    "load-error-save-data",
];

/// What every seat's page shows alike: the title, the page's words, the fixed board.
#[derive(Clone, Debug, Serialize)]
pub struct TablePage {
    pub game: &'static str,
    pub lang: String,
    pub title: String,
    pub words: BTreeMap<&'static str, String>,
    /// How to win and how a turn goes ([`Screen::rules`]), shown open on the first page.
    pub rules: String,
    pub backdrop: Backdrop,
    /// The commands that ask for a held-back question ([`Screen::on_request`]).
    pub commands: Vec<&'static str>,
    /// Each command's button in the page's language: the game's `serve-command-<name>`
    /// message ("Proposer un marché"), else the command as typed at the terminal.
    pub command_words: Vec<String>,
    /// Whether the page offers its question's position as a scenario file: only at a table
    /// of one person started with `--scenarios`, since the file holds every seat's hidden cards
    /// and the cards to come.
    pub scenario: bool,
    /// Each seat's name and the colour its pieces have on the board
    /// ([`crate::engine::picture::seat_colour`]): the page sets a swatch of it beside the name,
    /// in the panel and the standings.
    pub seats: Vec<SeatSwatch>,
}

/// A seat's name and its colour on the board.
#[derive(Clone, Debug, Serialize)]
pub struct SeatSwatch {
    pub name: String,
    pub colour: &'static str,
}

/// An option as a page offers it.
#[derive(Clone, Debug, Serialize)]
pub struct Offered {
    pub text: String,
    /// What it does and the rule behind it.
    pub help: String,
    /// The places of the board it is about, as the pictures' `data-at` attributes name them
    /// ([`crate::engine::game::Screen::marks`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
}

/// A question's run of amounts, from `low` to `high` by `step`.
#[derive(Clone, Debug, Serialize)]
pub struct AmountRun {
    pub low: i64,
    pub high: i64,
    pub step: i64,
    /// What the box holds when the question comes: `low`, `high`, or nothing (`null`), as the
    /// screen says ([`crate::engine::game::Screen::amount_start`]).
    pub start: Option<i64>,
    /// The run in words ("or an amount from $0 to $1,250 in steps of $10").
    pub text: String,
}

/// A group of a long list's options on the page.
#[derive(Clone, Debug, Serialize)]
pub struct OptionGroup {
    /// Its heading with how many options it holds ("Play the purple 6 — 4 options").
    pub text: String,
    /// Its options, as indices (from 0) into the question's options, in their order.
    pub options: Vec<usize>,
}

/// A list longer than this is shown by its groups, where the game names them (as at a
/// terminal, whose screen holds about as many).
const LONG_LIST: usize = 12;

/// The question a seat is asked now.
#[derive(Clone, Debug, Serialize)]
pub struct Question {
    /// Its number: an answer names it, so that a late click never answers the next question.
    pub ask: u64,
    pub text: String,
    pub options: Vec<Offered>,
    pub amounts: Option<AmountRun>,
    /// A long list's groups, as a terminal shows them ([`super::groups`]): the page lists
    /// each under its heading, its options beneath keeping their numbers, and folds the longest
    /// where the whole list would not fit in the window. Empty: the options listed as they are.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<OptionGroup>,
    /// The seat's money in words ("You have $10G"), in a game with money
    /// ([`crate::engine::game::Screen::purse`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub purse: Option<String>,
}

/// What one seat's page shows, built only from what that seat may know.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SeatPage {
    /// The seat, from 1.
    pub seat: u8,
    pub name: String,
    /// The board as this seat sees it.
    pub picture: Picture,
    /// The sentences told to this seat so far, one an event that said something to it.
    pub news: Vec<String>,
    /// Which run of the game the news are of: the game is played again after an undo.
    pub run: u32,
    pub question: Option<Question>,
    /// The held-back questions this seat asked for and has not been asked yet.
    pub requested: Vec<&'static str>,
    /// What the table says to this seat about its last command (saved, undone...).
    pub notice: String,
    /// What the seat's last look-up answered (`board WORDS` at the terminal), until the seat's
    /// next command: shown under the look-up box it was asked in, apart from the notice beside
    /// the question, so a long answer never pushes the question below the window.
    pub answer: String,
    /// The places of the board the seat's last look-up found (`data-at` names,
    /// [`Screen::found_marks`]), marked beside its answer until the seat's next command.
    pub found: Vec<String>,
    /// Once the game is over, who won (the verdict) and then the standings, first place first.
    pub over: Vec<String>,
    /// Once the game is over, why the winner won (`table::why_won`), or nothing.
    pub why: String,
    /// The place (from 1) of each line of the standings: `over` after its verdict.
    pub places: Vec<u32>,
    /// Whether the seat has answered a question of this game: past its first screen, the page
    /// folds how to win.
    pub answered: bool,
    /// Why the seat has no question for a while, beyond waiting for the others
    /// ([`Screen::waiting`]), or nothing: its page's waiting line says it.
    pub waiting: String,
    /// Why the game stopped for this seat as it went out of play (`play-out-of-play`, the
    /// reason [`Screen::waiting`]'s), until its person clicks to watch the game go on; else
    /// nothing.
    pub stop: String,
    /// Whom the table waits for while another person is asked ("Waiting for Player 2…",
    /// `serve-waiting-for`), or nothing while bots play: the page's waiting line then says it
    /// waits for the others.
    pub waiting_for: String,
}

/// Where the table's pages go (the web server keeps the latest of each and sends it on).
pub trait Outbox: Send {
    /// Once, before any seat's page.
    fn table(&self, page: &TablePage);
    /// A seat's page has changed.
    fn seat(&self, seat: Seat, page: &SeatPage);
}

/// What a table in the browser is set with.
pub struct WebSetup {
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// Answers already given (a save being resumed), by seat.
    pub answers: Vec<Vec<usize>>,
    pub locale: Locale,
    /// Where the table is saved.
    pub save: PathBuf,
    /// Each seat's link secret, kept in the save.
    pub tokens: Vec<String>,
    /// The answers are a finished save's (`SavedGame::finished`): the pages say the game had
    /// ended, as the terminal does (`play-loaded-over`).
    pub finished: bool,
    /// `serve --scenarios`: a table of one person offers its question's position as a scenario
    /// file; off, the page neither shows the button nor is given the file.
    pub scenarios: bool,
    /// How the host brings this table back from its save, up to `--load FILE` (the save's
    /// notice names it): `mobrules serve GAME` with every option the save does not keep (the
    /// content and mods it was started with, `--scenarios`); empty for the bare
    /// `mobrules serve GAME`.
    pub restart: String,
    /// The pages' commands, by the seat whose link sent them; the table stops when it closes.
    pub inbox: Receiver<(Seat, Inbound)>,
    pub outbox: Box<dyn Outbox>,
}

/// The table's side shared by the person's deciders and the match's asking hook.
struct Web<'a, G: Game> {
    content: &'a G::Content,
    locale: &'a Locale,
    screen: Box<dyn Screen<G> + 'a>,
    seats: Vec<SeatKind>,
    seed: u64,
    save: PathBuf,
    tokens: Vec<String>,
    /// How the host brings the table back ([`WebSetup::restart`]).
    restart: String,
    /// `serve --scenarios`: the page may download its question's position.
    scenarios: bool,
    /// A finished save was loaded and its end not yet shown: the end's pages say so.
    loaded_over: bool,
    inbox: Receiver<(Seat, Inbound)>,
    outbox: Box<dyn Outbox>,
    pages: Vec<SeatPage>,
    /// How many events of this run's log the pages' news tell.
    narrated: usize,
    /// The last question's number.
    serial: u64,
    /// The seat whose answer was interrupted (an undo is that seat's).
    asking: Option<Seat>,
    /// The save last written, for the save command to write again.
    saved: Option<String>,
    /// Whether this run has gone past the answers it was given back (an undo or a save played
    /// again), so that the board the bots play on is news worth drawing.
    live: bool,
    /// When the pages were last drawn.
    drawn_at: Option<Instant>,
    /// Each seat whose page was stopped as it went out of play, while it stays out.
    out: Vec<bool>,
    /// How long the log was when each seat's page was last stopped, in any run: a game played
    /// again (an undo) is not stopped again where it was.
    stopped_at: Vec<usize>,
    /// How much of the log each seat has seen at its last question or stop: a costly move made
    /// for it without asking is looked for after it (`Screen::forced_news`).
    seen: Vec<usize>,
}

/// How long bots may play before the pages are drawn again: a bot that thinks (a search) shows
/// its moves as it makes them; bots that answer at once are drawn at the person's next question.
const BOTS_DRAWN_EVERY: Duration = Duration::from_millis(250);

impl<'a, G: Positions> Web<'a, G> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.locale.text(id, args)
    }

    fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len()).filter(|&s| self.seats[s] == SeatKind::Human).map(|s| Seat(s as u8)).collect()
    }

    /// The next message from a page while the table waits on one (a question, an out-of-play
    /// stop), its sender's look-up answer and marks cleared: they last until its next command.
    fn next_inbound(&mut self) -> Result<(Seat, Inbound), Interrupt> {
        let Ok((from, inbound)) = self.inbox.recv() else {
            return Err(Interrupt::Quit);
        };
        if let Some(page) = self.pages.get_mut(from.index()) {
            page.found.clear();
            page.answer.clear();
        }
        Ok((from, inbound))
    }

    /// A new run of the match from `answers` (given back without asking).
    fn start_run(&mut self, answers: &[Vec<usize>]) {
        self.live = answers.iter().all(Vec::is_empty);
        self.narrated = 0;
        for page in &mut self.pages {
            page.news.clear();
            page.question = None;
            page.run += 1;
        }
    }

    /// Before a bot decides: once the run is live, every person's page drawn again when bots
    /// have played for [`BOTS_DRAWN_EVERY`] since it last was.
    fn bot_asked(&mut self, m: &Match<'_, G>) {
        if self.live && self.drawn_at.is_none_or(|at| at.elapsed() >= BOTS_DRAWN_EVERY) {
            self.draw(m);
            // The bots play now, not the person last asked.
            for page in &mut self.pages {
                page.waiting_for.clear();
            }
            self.publish_all();
        }
    }

    /// Every person's picture of the board, and the news told to each since last drawn.
    fn draw(&mut self, m: &Match<'_, G>) {
        self.drawn_at = Some(Instant::now());
        let log = m.log.entries();
        let from = self.narrated.min(log.len());
        for seat in self.humans() {
            let picture = G::picture(m, self.locale, Some(seat));
            let waiting = self.screen.waiting(&G::view(m, seat)).unwrap_or_default();
            let news = log[from..].iter().filter_map(|e| told::<G>(self.content, self.locale, e, Some(seat)));
            let page = &mut self.pages[seat.index()];
            page.picture = picture;
            page.waiting = waiting;
            page.news.extend(news);
        }
        self.narrated = log.len();
    }

    /// The table saved with `answers`; `finished` once they play the game to its end.
    fn autosave(&mut self, answers: &[Vec<usize>], finished: bool) {
        let body = SavedGame {
            seed: self.seed,
            seats: self.seats.iter().map(|s| s.spelled()).collect(),
            answers: answers.to_vec(),
            lang: Some(self.locale.lang().to_string()),
            tokens: self.tokens.clone(),
            finished,
        };
        let meta = SaveMeta {
            engine: env!("CARGO_PKG_VERSION").into(),
            game: G::ID.into(),
            content: self.content.digest().to_string(),
        };
        let text = save::encode(&meta, &body);
        if let Err(e) = save::write_atomic(&self.save, text.as_bytes()) {
            let notice = self.save_failed(&e);
            for seat in self.humans() {
                self.pages[seat.index()].notice.clone_from(&notice);
            }
        }
        self.saved = Some(text);
    }

    /// A save that failed: told in full on the server's terminal, and to the pages only as a
    /// failure (the error names the server's path).
    fn save_failed(&self, e: &save::SaveError) -> String {
        let said = self.locale.text("serve-host-save-failed", &[("error", e.to_string().into())]);
        eprintln!("{}", super::terminal::printable(&said));
        self.t("serve-save-failed", &[])
    }

    fn publish(&self, seat: Seat) {
        self.outbox.seat(seat, &self.pages[seat.index()]);
    }

    fn publish_all(&self) {
        for seat in self.humans() {
            self.publish(seat);
        }
    }

    /// Why this table writes no scenario file at all, in the page's words: not started with
    /// `--scenarios`, or a table of several people (the file shows every hidden card).
    fn no_scenarios(&self) -> Option<String> {
        if !self.scenarios {
            Some(self.t("serve-scenario-off", &[]))
        } else if self.humans().len() > 1 {
            Some(self.t("serve-scenario-shared", &[]))
        } else {
            None
        }
    }

    /// The position at the question `seat` is asked (before the event to come) as a scenario
    /// file, written as the terminal's `scenario` writes it, at a table of one person only; what
    /// came of it said in the seat's notice.
    fn scenario(&mut self, m: &Match<'_, G>, seat: Seat) -> Result<ScenarioFile, String> {
        let result = if let Some(why) = self.no_scenarios() {
            Err(why)
        } else {
            AtQuestion::write::<G>(self.content, self.locale, m, self.seed)
                .map(|w| {
                    let args = [("file", w.name.clone().into()), ("event", (w.at as i64).into())];
                    (ScenarioFile { name: w.name, text: w.text }, self.t("serve-scenario-written", &args))
                })
                .map_err(|e| self.t("play-scenario-failed", &[("error", e.into())]))
        };
        let (file, notice) = match result {
            Ok((file, notice)) => (Ok(file), notice),
            Err(why) => (Err(why.clone()), why),
        };
        self.pages[seat.index()].notice = notice;
        self.publish(seat);
        file
    }

    /// What comes from a seat that is not asked, or not that question: a page's command, or a
    /// scenario file asked for at a question that is gone.
    fn inbound(&mut self, m: &Match<'_, G>, from: Seat, inbound: Inbound) {
        match inbound {
            Inbound::Page(command) => self.command(m, from, command),
            Inbound::Scenario { reply, .. } => {
                let why = self.no_scenarios().unwrap_or_else(|| self.t("serve-scenario-gone", &[]));
                if let Some(page) = self.pages.get_mut(from.index()) {
                    page.notice.clone_from(&why);
                    self.publish(from);
                }
                let _ = reply.send(Err(why));
            }
        }
    }

    /// A command that answers no question: a save, a request, a look-up, or a late answer (ignored).
    fn command(&mut self, m: &Match<'_, G>, from: Seat, command: Command) {
        let Some(old) = self.pages.get(from.index()).map(|p| p.notice.clone()) else { return };
        let notice = match command {
            Command::Save => match &self.saved {
                // Saved, and how the host brings the table back; where the server keeps its
                // files is no page's business, so the file is named only as the host knows it.
                Some(text) => match save::write_atomic(&self.save, text.as_bytes()) {
                    Ok(()) => {
                        let command = if self.restart.is_empty() {
                            format!("mobrules serve {}", G::ID)
                        } else {
                            self.restart.clone()
                        };
                        self.t("serve-saved", &[("command", command.into())])
                    }
                    Err(e) => self.save_failed(&e),
                },
                None => old,
            },
            Command::Request { name } => match self.screen.request_named(&name) {
                Some(name) => {
                    let requested = &mut self.pages[from.index()].requested;
                    if !requested.contains(&name) {
                        requested.push(name);
                    }
                    // Named as its button is: the page has no command to type.
                    let words = self.screen.requested_words(&G::view(m, from), name);
                    words.unwrap_or_else(|| {
                        self.t("play-requested", &[("command", command_words(self.locale, name).into())])
                    })
                }
                None => old,
            },
            // A look at the board, whenever the seat asks: while it is asked, while others play
            // (answered at its next question, as the table waits for the bots), after the end.
            Command::Find { words, .. } => {
                let (view, words) = (G::view(m, from), words.trim());
                let answer = match self.screen.find(&view, words) {
                    Some(found) => found,
                    None => self.t("play-not-found", &[("input", words.to_string().into())]),
                };
                let page = &mut self.pages[from.index()];
                page.found = self.screen.found_marks(&view, words);
                page.answer = answer;
                self.publish(from);
                return;
            }
            Command::Answer { .. } | Command::Amount { .. } | Command::Undo { .. } | Command::Watch => return,
        };
        self.pages[from.index()].notice = notice;
        self.publish(from);
    }

    /// A person asked for real (a recorded answer is given back without asking): unless the
    /// question is held back, every person's board and news brought up to date, the table
    /// saved, and the question put on the seat's page until it is answered.
    fn decide(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let seat = request.seat;
        let s = seat.index();
        let prompt = &request.prompt;
        // A held-back question asked for stays asked for until it is answered "not now".
        let held = self.screen.unless_requested(&G::view(m, seat), prompt, &request.options);
        let asked_for = self.screen.requested_by(prompt);
        if let Some(i) = held
            && !asked_for.is_some_and(|name| self.pages[s].requested.contains(&name))
        {
            return Ok(i);
        }
        self.live = true;
        // The seat asked reads its news with the question.
        self.seen[s] = m.log.len();
        self.stop_if_out(m)?;
        self.draw(m);
        let answers = answers_of::<G>(m.log.entries(), self.seats.len());
        self.pages[s].answered = !answers[s].is_empty();
        self.autosave(&answers, false);
        let view = &G::view(m, seat);
        self.serial += 1;
        let ask = self.serial;
        self.asking = Some(seat);
        let listed = request.options.listed();
        // The box offers a person no more than the screen's most, and refuses more saying why.
        let most = self.screen.amounts_most(view, prompt);
        let amounts = request.options.amounts().map(|run| {
            let (low, high) = offered_range(run, most.as_ref().map(|m| m.0));
            let text = amounts_words(self.locale, &request.options, most.as_ref().map(|m| m.0), |n| {
                self.screen.amount(prompt, n)
            });
            let start = match self.screen.amount_start(prompt) {
                AmountStart::Least => Some(low),
                AmountStart::Most => Some(high),
                AmountStart::Empty => None,
            };
            AmountRun { low, high, step: run.step().abs(), start, text: text.unwrap_or_default() }
        });
        let groups = if listed.len() > LONG_LIST {
            let headings: Vec<_> = listed.iter().map(|c| self.screen.option_group(view, prompt, c)).collect();
            super::groups::groups(&headings)
        } else {
            Vec::new()
        };
        let groups = groups
            .into_iter()
            .map(|g| {
                let count = Arg::Num(i64::try_from(g.options.len()).unwrap_or(i64::MAX));
                let text = self.t("serve-group", &[("heading", g.heading.into()), ("count", count)]);
                OptionGroup { text, options: g.options }
            })
            .collect();
        let question = Question {
            ask,
            text: self.screen.question(view, prompt),
            options: listed
                .iter()
                .enumerate()
                .map(|(i, c)| Offered {
                    text: self.screen.option(view, prompt, c),
                    help: self.screen.help_among(view, prompt, listed, i),
                    marks: self.screen.marks(view, prompt, c),
                })
                .collect(),
            amounts,
            groups,
            purse: self.screen.purse(view).map(|money| self.t("serve-purse", &[("money", money.into())])),
        };
        self.pages[s].question = Some(question);
        // The others wait for this person, by name (a table of two people said only "the
        // other players").
        let waiting_for = self.t("serve-waiting-for", &[("seat", seat_name(self.locale, seat))]);
        for other in self.humans() {
            self.pages[other.index()].waiting_for = if other == seat { String::new() } else { waiting_for.clone() };
        }
        self.publish_all();
        loop {
            let (from, inbound) = self.next_inbound()?;
            let command = match inbound {
                Inbound::Scenario { ask: a, reply } if from == seat && a == ask => {
                    let _ = reply.send(self.scenario(m, seat));
                    continue;
                }
                Inbound::Page(command) => command,
                other => {
                    self.inbound(m, from, other);
                    continue;
                }
            };
            let picked = match command {
                Command::Answer { ask: a, index } if from == seat && a == ask && index < listed.len() => Some(index),
                Command::Amount { ask: a, amount } if from == seat && a == ask => {
                    let run = request.options.amounts();
                    let at = run.and_then(|run| run.index_of(amount)).map(|i| request.options.amounts_from() + i);
                    match at.map(|i| (i, above_most(&request.options, i, most.as_ref()))) {
                        Some((_, Some(why))) => {
                            self.pages[s].notice = why.to_string();
                            self.publish(seat);
                            None
                        }
                        Some((i, None)) => Some(i),
                        None => {
                            self.pages[s].notice = self.t("serve-bad-amount", &[("input", amount.into())]);
                            self.publish(seat);
                            None
                        }
                    }
                }
                Command::Undo { ask: a } if from == seat && a == ask => {
                    self.pages[s].question = None;
                    return Err(Interrupt::Undo);
                }
                other => {
                    self.inbound(m, from, Inbound::Page(other));
                    None
                }
            };
            if let Some(i) = picked {
                let answered = request.options.get(i).is_some_and(|c| self.screen.request_answered(prompt, &c));
                if held == Some(i) || answered {
                    self.pages[s].requested.retain(|p| Some(*p) != asked_for);
                }
                let page = &mut self.pages[s];
                page.question = None;
                page.notice.clear();
                self.publish(seat);
                return Ok(i);
            }
        }
    }

    /// The game is over: every person's last picture, news and the standings, and, for a
    /// finished save loaded, a notice that it had ended.
    fn over(&mut self, m: &Match<'_, G>, outcome: &Outcome, scores: &[i64]) {
        let winner = outcome.winner;
        self.draw(m);
        self.autosave(&answers_of::<G>(m.log.entries(), self.seats.len()), true);
        let mut lines = vec![match winner {
            Some(w) => self.t(
                "play-winner",
                &[
                    ("seat", seat_name(self.locale, w)),
                    ("kind", super::seat_kind_words(self.locale, &self.seats[w.index()].spelled()).into()),
                ],
            ),
            None => self.t("play-no-winner", &[]),
        }];
        // The host is told too, at the server's terminal, in the table's language.
        let said = self.locale.text("serve-host-over", &[("verdict", lines[0].clone().into())]);
        let _ = writeln!(std::io::stdout(), "{}", super::terminal::printable(&said));
        let why = super::why_won(self.locale, self.screen.as_ref(), outcome, m.log.entries()).unwrap_or_default();
        let standings = super::standings_words(self.locale, self.screen.as_ref(), &m.state, (winner, scores), None);
        let places: Vec<u32> = standings.iter().map(|&(p, _, _)| p).collect();
        // Each person's page marks its own seat's line, as its news says "you".
        let seats: Vec<Seat> = standings.iter().map(|&(_, s, _)| s).collect();
        lines.extend(standings.into_iter().map(|(_, _, line)| line));
        // Once: a game undone from that end and played to another is not the save's.
        let notice = std::mem::take(&mut self.loaded_over).then(|| self.t("play-loaded-over", &[]));
        for seat in self.humans() {
            let mut own = lines.clone();
            if let Some(i) = seats.iter().position(|&s| s == seat) {
                own[i + 1] = self.t("play-standing-you", &[("line", own[i + 1].clone().into())]);
            }
            let page = &mut self.pages[seat.index()];
            page.over = own;
            page.places.clone_from(&places);
            page.why.clone_from(&why);
            page.answered = true;
            if let Some(notice) = &notice {
                page.notice.clone_from(notice);
            }
        }
        self.publish_all();
    }
}

/// One person's seat: a handle on the table.
struct Person<'t, G: Game> {
    web: Rc<RefCell<Web<'t, G>>>,
}

impl<G: Positions> Decider<G> for Person<'_, G> {
    /// Never called: the match asks every decider through [`Decider::search`], and a person's
    /// page needs the match to draw the board from, which a view alone does not give.
    fn decide(&mut self, _: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        Err(Interrupt::Failed(format!("seat {}'s `{}` was asked without the table", request.seat, request.prompt)))
    }

    /// The seat's page asks the question, the board drawn from the match as the seat sees it.
    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.web.borrow_mut().decide(m, request)
    }

    fn name(&self) -> &str {
        "human"
    }

    fn proposes_deals(&self) -> bool {
        true
    }
}

/// A held-back question's button in the page's language: the game's `serve-command-<name>`
/// message ("Proposer un marché"), else the command as typed at the terminal.
fn command_words(locale: &Locale, name: &str) -> String {
    let id = format!("serve-command-{name}");
    if locale.has(&id) { locale.text(&id, &[]) } else { name.to_string() }
}

/// Plays a game at a table in the browser until it ends, then keeps answering the pages (a
/// save asked for) until the inbox closes.
///
/// # Errors
/// A game that stopped (a saved answer that no longer fits, a card script failure on a table
/// that stops on them).
pub fn play<G: Positions>(content: &G::Content, setup: WebSetup) -> Result<(), String> {
    let WebSetup { seats, seed, mut answers, locale, save, tokens, finished, scenarios, restart, inbox, outbox } =
        setup;
    // Its texts name the page's buttons and its look-up box, never a typed command.
    let locale = &locale.at(Table::Page);
    let names: Vec<String> = seats.iter().map(|s| s.spelled()).collect();
    let screen = G::screen(content, locale);
    let words: BTreeMap<&'static str, String> = WORDS.iter().map(|&w| (w, locale.text(w, &[]))).collect();
    outbox.table(&TablePage {
        game: G::ID,
        lang: locale.lang().to_string(),
        // Not the terminal's title: the seed would let a page work out every card to come.
        title: super::title_without_seed(locale, &names),
        words,
        rules: screen.rules(locale),
        backdrop: G::backdrop(content, locale, seats.len()),
        commands: screen.on_request().iter().map(|(command, _)| *command).collect(),
        command_words: screen.on_request().iter().map(|(command, _)| command_words(locale, command)).collect(),
        scenario: scenarios && seats.iter().filter(|s| **s == SeatKind::Human).count() == 1,
        seats: (0..seats.len())
            .map(|s| SeatSwatch {
                name: seat_name(locale, Seat(s as u8)).into(),
                colour: crate::engine::picture::seat_colour(s),
            })
            .collect(),
    });
    let pages = (0..seats.len())
        .map(|s| SeatPage { seat: s as u8 + 1, name: seat_name(locale, Seat(s as u8)).into(), ..SeatPage::default() })
        .collect();
    let web = Rc::new(RefCell::new(Web::<G> {
        content,
        locale,
        screen,
        seats: seats.clone(),
        seed,
        save,
        tokens,
        restart,
        scenarios,
        loaded_over: finished,
        inbox,
        outbox,
        pages,
        narrated: 0,
        serial: 0,
        asking: None,
        saved: None,
        live: false,
        drawn_at: None,
        out: vec![false; seats.len()],
        stopped_at: vec![0; seats.len()],
        seen: vec![0; seats.len()],
    }));
    let options = MatchOptions::default();
    loop {
        web.borrow_mut().start_run(&answers);
        let person = || Box::new(Person { web: Rc::clone(&web) }) as Box<dyn Decider<G>>;
        let deciders = resumed::<G>(&seats, seed, &answers, person)
            .into_iter()
            .zip(&seats)
            .map(|(d, kind)| match kind {
                SeatKind::Human => d,
                _ => {
                    let web = Rc::clone(&web);
                    let step = Box::new(move |m: &Match<'_, G>| {
                        let mut w = web.borrow_mut();
                        w.stop_if_out(m)?;
                        w.bot_asked(m);
                        Ok(())
                    });
                    Box::new(BeforeSearch { bot: d, step }) as Box<dyn Decider<G>>
                }
            })
            .collect();
        // The positions kept, for a page's "save as scenario" to write where its turn began.
        let unfinished = match play_keeping_states::<G>(content, deciders, seed, &options, None) {
            Ok(played) => {
                let none: Vec<Box<dyn Decider<G>>> = seats.iter().map(|_| Box::new(NoMoreAnswers) as _).collect();
                let mut m = Match::new(content, played.state, none, &options);
                m.log = played.log;
                let mut w = web.borrow_mut();
                w.over(&m, &played.outcome, &played.scores);
                while let Ok((from, inbound)) = w.inbox.recv() {
                    w.inbound(&m, from, inbound);
                }
                return Ok(());
            }
            Err(u) => u,
        };
        let Unfinished { message, log, interrupt, .. } = unfinished;
        let mut w = web.borrow_mut();
        answers = answers_of::<G>(log.entries(), seats.len());
        match interrupt {
            Some(Interrupt::Undo) => {
                let seat = w.asking.unwrap_or(Seat(0));
                let notice = match undo_point::<G>(log.entries(), seat) {
                    Some(point) => {
                        answers = answers_of::<G>(&log.entries()[..point], seats.len());
                        w.t("play-undone", &[])
                    }
                    None => w.t("play-no-undo", &[]),
                };
                w.pages[seat.index()].notice = notice;
            }
            Some(Interrupt::Quit) => return Ok(()),
            _ => return Err(message),
        }
    }
}
