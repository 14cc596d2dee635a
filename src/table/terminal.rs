//! People and bots at one table at the terminal, for any game (hot-seat for several people),
//! with help, undo and saves: what `mobrules play` runs.
//!
//! Every person's seat is a [`Decider`] reading standard input; it sees the game only through
//! its seat's view, shown by the game's [`Screen`] (the board, its own hand or folder), and the
//! news told to that seat ([`Game::narrate`] for it, as the browser's table tells it). An undo, a save or a quit interrupts the match; the game is then
//! rebuilt by playing the recorded answers again ([`super::session`]), which is also how a save
//! is loaded.

use super::groups::{self, Group};
use super::news::{self, LOG, NEWS, News};
use super::session::{SavedGame, resumed, undo_point};
use super::{AtQuestion, SeatKind, Unfinished, above_most, amounts_words, answers_of, play_keeping_states};
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::{Game, GameContent, Screen, status_news, told};
use crate::engine::journal::Journal;
use crate::engine::locale::{Arg, Locale};
use crate::engine::play::{Match, MatchOptions};
use crate::engine::save::{self, SaveError, SaveMeta};
use crate::engine::scenario::Positions;
use crate::engine::seat::Seat;
use std::cell::RefCell;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Prints a line to standard output, wrapped to the terminal's width when it is one
/// ([`crate::table::wrap`]), never with a panic: see [`output_gone`].
macro_rules! say {
    ($($arg:tt)*) => {{
        let text = format!($($arg)*);
        if writeln!(std::io::stdout(), "{}", $crate::table::wrap::for_screen(&text)).is_err() {
            output_gone();
        }
    }};
}

mod out_of_play;
mod typed;

use typed::{first_sentence, picked, typed_amount};

/// A person plays at this table: when the output goes, the game is kept rather than dropped.
static KEEPS_A_GAME: AtomicBool = AtomicBool::new(false);
/// Standard output is gone (a closed pipe, a terminal closed under the game).
static OUTPUT_GONE: AtomicBool = AtomicBool::new(false);

/// Standard output could not be written. A table of bots alone ends quietly, as command-line
/// tools do at a closed pipe (`play ... | head`). A table with a person goes on to the next
/// question, where [`Terminal::read_line`] takes it as the end of input and saves the game, as
/// the README promises: nobody can read the questions any more, and the game is not lost.
fn output_gone() {
    if !KEEPS_A_GAME.load(Ordering::Relaxed) {
        std::process::exit(0);
    }
    OUTPUT_GONE.store(true, Ordering::Relaxed);
}

/// The terminal was closed under the game (SIGHUP): rather than die with the game unsaved, the
/// program reads the end of its input, or finds this flag at its next question, and saves.
fn on_hang_up() -> Arc<AtomicBool> {
    let hung_up = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    if let Err(e) = signal_hook::flag::register(signal_hook::consts::SIGHUP, Arc::clone(&hung_up)) {
        // Not fatal: the game is played as before, only a closed terminal would lose it.
        eprintln!("a closed terminal could not be watched for: {e}");
    }
    hung_up
}

/// One narrated event, indented under the prompt; an event told in several lines (every hand
/// shown at a showdown, say) keeps the indent on each.
fn tell(event: &str) {
    for line in event.lines() {
        say!("  {line}");
    }
}

/// What a table at the terminal is set with.
pub struct TableSetup<'a> {
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// Answers already given (a save being resumed), by seat.
    pub answers: Vec<Vec<usize>>,
    pub locale: &'a Locale,
    /// Where `save` writes the game.
    pub save: PathBuf,
    /// The log file to keep, with its header, when asked for.
    pub journal: Option<Journal>,
    pub input: Box<dyn BufRead + 'a>,
    /// Which of the table's ends are a terminal, asked once when the table sits down.
    pub tty: Tty,
}

/// Which ends of the table are a person at a terminal rather than a pipe or a file. Asked once,
/// where the table is set ([`TableSetup`]); only the terminal's width and height are read again
/// as they are needed ([`super::wrap::for_screen`], a page of news), as a window may be resized
/// during a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Tty {
    /// Standard output is a terminal: the screen is cleared between hot-seat players and long
    /// lists are shown by their groups.
    pub output: bool,
    /// Standard input is a terminal too: a person alone there is asked for Enter before the
    /// first board (piped answers are never taken for it).
    pub input: bool,
}

impl Tty {
    /// What standard input and output are now.
    pub fn of_this_process() -> Tty {
        use std::io::IsTerminal;
        Tty { output: std::io::stdout().is_terminal(), input: std::io::stdin().is_terminal() }
    }
}

/// How a table at the terminal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TerminalEnd {
    /// The game was played to its end.
    Over,
    /// The game was saved to this file.
    Saved(PathBuf),
    /// A player left.
    Quit,
}

/// The engine's messages the terminal table shows (`content/engine/locales/`).
pub const TEXTS: &[&str] = &[
    "play-handover",
    "play-ask",
    "play-ask-again",
    "play-ask-groups",
    "play-group",
    "play-folded-option",
    "play-begin",
    "play-input",
    "play-help",
    "play-bad-input",
    "play-no-help",
    "play-undone",
    "play-no-undo",
    "play-saved",
    "play-save-failed",
    "play-quit",
    "play-over",
    "play-winner",
    "play-standing-you",
    "play-no-winner",
    "play-why",
    "play-why-capped",
    "play-requested",
    "play-rules",
    "play-rules-again",
    "play-news-skipped",
    "play-news-more",
    "play-log-skipped",
    "play-saved-over",
    "play-saved-over-failed",
    "play-loaded-over",
    "play-replaces-ended",
    "play-scenario-written",
    "play-scenario-failed",
    "play-out-of-play",
    "play-forced-stop",
    "play-back-in-play",
];

/// The command that resumes a game of `G`, spelled as this program was started: by its path
/// when it was (`target/release/mobrules` after `cargo run`, which puts nothing on the PATH),
/// else by its name.
fn resume_command<G: Game>() -> String {
    let program = std::env::args_os()
        .next()
        .map(std::path::PathBuf::from)
        .filter(|p| p.components().count() > 1)
        .map_or_else(|| "mobrules".to_string(), |p| p.display().to_string());
    format!("{program} play {}", G::ID)
}

/// "Player N" in the table's language.
pub fn seat_name(locale: &Locale, s: Seat) -> Arg {
    Arg::Str(locale.text("seat", &[("n", Arg::Num(i64::from(s.0) + 1))]))
}

/// The terminal all human seats share: one keyboard, one screen.
struct Terminal<'a, G: Positions> {
    input: Box<dyn BufRead + 'a>,
    content: &'a G::Content,
    locale: &'a Locale,
    screen: Box<dyn Screen<G> + 'a>,
    humans: usize,
    /// The human seat that looked at the screen last (hot-seat handovers).
    last: Option<Seat>,
    /// The seat whose answer was interrupted (an undo is that seat's).
    asking: Option<Seat>,
    /// For each seat, how many events it has been told.
    told: Vec<usize>,
    tty: Tty,
    /// Where the next save goes, when the player named a file (`save FILE`).
    save_to: Option<PathBuf>,
    /// The input has ended: nobody can answer any more.
    eof: bool,
    /// The held-back questions each seat asked for ([`Screen::on_request`]), to ask it when
    /// they next come.
    requested: Vec<Vec<&'static str>>,
    /// The game's seed, which a file `scenario` writes names.
    seed: u64,
    /// Set when the terminal is closed under the game ([`on_hang_up`]).
    hung_up: Arc<AtomicBool>,
    /// For each seat, the status it was last shown ([`Terminal::show_status`]); none before
    /// its first question and after an undo.
    shown: Vec<Option<Shown>>,
    /// For each seat, whether the person there has been told how to win: at one keyboard the
    /// first handover to each seat clears the opening screen, so each is told it there.
    told_rules: Vec<bool>,
    /// For each seat of a loaded game, whether it has yet to be shown news: at its first
    /// question it reads the news nearest it, not the whole game's ([`news::last_page`]).
    loaded: Vec<bool>,
    /// For each person's seat, whether it was told it is out of the game's play
    /// ([`out_of_play`]); `None` for a bot's.
    out: Vec<Option<bool>>,
    /// For each seat, whether it was told it is out of play and can play again since: said
    /// at its next question ([`out_of_play`]).
    back: Vec<bool>,
}

/// The status a seat was last shown, and how long the log was then.
struct Shown {
    status: String,
    at: usize,
}

/// The rows each line of news takes once told, indented ([`tell`]) and wrapped to the terminal.
fn news_rows(lines: &[String]) -> Vec<usize> {
    lines.iter().map(|l| super::wrap::rows(&format!("  {l}"))).collect()
}

impl<G: Positions> Terminal<'_, G> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.locale.text(id, args)
    }

    /// The game is over: what the last person to look has not been told yet, the winner and
    /// the standings by place, in the game's words (`table::standings_words`). `names` are the seats' kinds as spelled.
    fn over(&mut self, content: &G::Content, played: &super::Played<G>, names: &[String]) {
        let locale = self.locale;
        // What happened since a person last looked, the winning move above all: the game is
        // over, so the last human seat's view of it is told to the table, a screen at a time
        // at a terminal as at a question (the end of a race may be sixty lines a person would
        // otherwise find scrolled away above the result). Whatever is typed between pages,
        // the end is told.
        if let Some(seat) = self.last {
            let entries = &played.log.entries()[self.told[seat.index()].min(played.log.len())..];
            let lines: Vec<String> = entries.iter().filter_map(|e| told::<G>(content, locale, e, Some(seat))).collect();
            if self.tty.input && self.tty.output {
                // `quit` or `save` typed between pages only stops the reading: the game is over.
                let _ = self.page_news(&lines);
            } else {
                lines.iter().for_each(|l| tell(l));
            }
        }
        say!("{}", self.t("play-over", &[]));
        match played.outcome.winner {
            Some(w) => say!(
                "{}",
                self.t(
                    "play-winner",
                    &[
                        ("seat", seat_name(locale, w)),
                        ("kind", super::seat_kind_words(locale, &names[w.index()]).into())
                    ]
                )
            ),
            None => say!("{}", self.t("play-no-winner", &[])),
        }
        if let Some(why) = super::why_won(locale, self.screen.as_ref(), &played.outcome, played.log.entries()) {
            say!("{why}");
        }
        // By place, the winner first, seats that tie sharing one, as the browser and the viewer
        // list them. A person alone among bots finds his line marked "(you)", as on his page;
        // at a hot seat every line names its seat's kind, so each person finds his among the bots.
        let (winner, scores) = (played.outcome.winner, played.scores.as_slice());
        let people: Vec<Seat> =
            (0..names.len()).map(|i| Seat(i as u8)).filter(|s| names[s.index()] == "human").collect();
        let kinds = (people.len() > 1).then_some(names);
        for (place, seat, line) in
            super::standings_words(locale, self.screen.as_ref(), &played.state, (winner, scores), kinds)
        {
            let line = if people == [seat] { self.t("play-standing-you", &[("line", line.into())]) } else { line };
            say!("  {place}. {line}");
        }
    }

    /// `scenario [FILE]`: the position at this question written as a scenario file (as
    /// `scenario --from` writes one: where the turn began, the answers since, then first
    /// options), to `FILE` or a file named after the game, its seed and the event to come;
    /// never over a file that exists. Says where, or why not.
    fn scenario(&self, m: &Match<'_, G>, named: &str) {
        let (_, default) = AtQuestion::named(m, self.seed);
        let path = PathBuf::from(if named.is_empty() { default.as_str() } else { named });
        let shown = path.display().to_string();
        let failed = |why: String| say!("{}", self.t("play-scenario-failed", &[("error", why.into())]));
        if path.exists() {
            return failed(format!("{shown} exists already; name another file: scenario FILE"));
        }
        let written = match AtQuestion::write::<G>(self.content, self.locale, m, self.seed) {
            Ok(w) => w,
            Err(e) => return failed(e),
        };
        match save::write_atomic(&path, written.text.as_bytes()) {
            Ok(()) => say!(
                "{}",
                self.t("play-scenario-written", &[("file", shown.into()), ("event", (written.at as i64).into())])
            ),
            Err(e) => failed(format!("{shown}: {e}")),
        }
    }

    fn read_line(&mut self) -> Option<String> {
        // Bytes, not text: a line that is not UTF-8 is a wrong answer, not the end of input.
        // Nobody can read the question, or answer it: the end of input.
        if OUTPUT_GONE.load(Ordering::Relaxed) || self.hung_up.load(Ordering::Relaxed) {
            self.eof = true;
            return None;
        }
        let mut line = Vec::new();
        match self.input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                self.eof = true;
                None
            }
            Ok(_) => Some(String::from_utf8_lossy(&line).trim().to_string()),
        }
    }

    /// What the log says to `seat` since it last looked ([`super::news`]): at a terminal, a
    /// screen at a time ([`Terminal::page_news`]); through a pipe and at `log`, the last lines,
    /// saying how many were left out. `quit` or `save` typed between pages is done at once.
    fn show_news(&mut self, m: &Match<'_, G>, seat: Seat, news: News) -> Result<(), Interrupt> {
        let log = m.log.entries();
        let from = self.told[seat.index()].min(log.len());
        let lines: Vec<String> =
            log[from..].iter().filter_map(|e| told::<G>(self.content, self.locale, e, Some(seat))).collect();
        self.told[seat.index()] = log.len();
        let loaded = std::mem::replace(&mut self.loaded[seat.index()], false);
        let at_most = match news {
            // A loaded game's news would be the whole game's (hundreds of lines): a person
            // resuming it reads the last screen of it; `log` has more.
            News::Since if loaded && self.tty.output => {
                lines.len()
                    - news::last_page(&news_rows(&lines), news::page_rows(super::wrap::terminal_rows()).min(NEWS))
            }
            News::Since if self.tty.input && self.tty.output => return self.page_news(&lines),
            News::Since => NEWS,
            News::Log => LOG,
        };
        let skip = lines.len().saturating_sub(at_most);
        let n = Arg::Num(i64::try_from(skip).unwrap_or(i64::MAX));
        // Lines left out are said to be there: they may tell this seat's own deal or sale.
        if skip > 0 {
            tell(&match news {
                News::Since => self.t("play-news-skipped", &[("n", n)]),
                News::Log => self.t("play-log-skipped", &[("n", n), ("shown", Arg::Num(LOG as i64))]),
            });
        }
        for line in &lines[skip..] {
            tell(line);
        }
        Ok(())
    }

    /// `lines` of news told a screen at a time, oldest first ([`news::pages`]), the person
    /// pressing Enter for the next; news that fits is told at once, as at a pipe. Between pages
    /// `quit` quits and `save` saves, as at a question: the person need not read on to leave.
    fn page_news(&mut self, lines: &[String]) -> Result<(), Interrupt> {
        let rows = news_rows(lines);
        let pages = news::pages(&rows, news::page_rows(super::wrap::terminal_rows()));
        for (i, page) in pages.iter().enumerate() {
            for line in &lines[page.clone()] {
                tell(line);
            }
            if i + 1 < pages.len() {
                // The rows still to come, as the screen will show them: a line of news may
                // wrap to two or three.
                let left: usize = rows[page.end..].iter().sum();
                let n = Arg::Num(i64::try_from(left).unwrap_or(i64::MAX));
                say!("{}", self.t("play-news-more", &[("n", n)]));
                // Anything else typed there reads on; with the input gone, the question that
                // follows finds it so.
                match self.read_line().as_deref() {
                    None => return Ok(()),
                    Some("quit") => return Err(Interrupt::Quit),
                    Some(line) if line.split_whitespace().next() == Some("save") => {
                        let file = line["save".len()..].trim();
                        if !file.is_empty() {
                            self.save_to = Some(PathBuf::from(file));
                        }
                        return Err(Interrupt::Save);
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(())
    }

    /// Prints the status and keeps it as the one `seat` was last shown.
    fn show_status(&mut self, m: &Match<'_, G>, seat: Seat, status: String) {
        say!("{status}");
        self.shown[seat.index()] = Some(Shown { status, at: m.log.len() });
    }

    /// Whether `status` is worth printing before question `prompt` to `seat`: always at its
    /// first question (and after an undo); else where the game shows it
    /// ([`Screen::shows_status_before`]), when it differs from the one last shown and something
    /// the seat did not do itself came since (a roll, a card shown, another seat's answer:
    /// [`status_news`]). What its own answers did the news has just told it, so a run of its own
    /// questions (loading one truck after another) does not print the whole block each time;
    /// `status` shows it whenever asked.
    fn status_is_news(&self, m: &Match<'_, G>, seat: Seat, prompt: &str, status: &str) -> bool {
        let Some(shown) = &self.shown[seat.index()] else {
            return true;
        };
        let since = &m.log.entries()[shown.at.min(m.log.len())..];
        self.screen.shows_status_before(prompt)
            && shown.status != status
            && since.iter().any(|e| status_news::<G>(e, seat))
    }

    fn decide(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let seat = request.seat;
        let view = &G::view(m, seat);
        // A held-back question asked for stays asked for until it is answered "not now" (a
        // person may propose one deal after another).
        let held = self.screen.unless_requested(view, &request.prompt, &request.options);
        let asked_for = self.screen.requested_by(&request.prompt);
        if let Some(i) = held
            && !asked_for.is_some_and(|name| self.requested[seat.index()].contains(&name))
        {
            return Ok(i);
        }
        self.asking = Some(seat);
        if self.humans > 1 && self.last != Some(seat) {
            if self.tty.output {
                // The screen and the terminal's scrollback (`3J`): the person before may have
                // left their hand on the screen, and scrolling up would show it.
                say!("\x1b[2J\x1b[3J\x1b[H");
            } else {
                say!("\n\n");
            }
            say!("{}", self.t("play-handover", &[("seat", seat_name(self.locale, seat))]));
            if self.read_line().is_none() {
                return Err(Interrupt::Save);
            }
            // A person sitting down for the first time learns how to win, as the first
            // person did on the opening screen (still above when nothing was cleared).
            if !self.told_rules[seat.index()] && (self.tty.output || self.last.is_some()) {
                say!("{}", self.screen.rules(self.locale));
                say!("{}", self.t("play-rules-again", &[]));
                say!("{}", self.t("play-input", &[]));
            }
            self.told_rules[seat.index()] = true;
            // Another person sits down at a cleared screen: the status, whatever it was before.
            self.show_status(m, seat, self.screen.status(view));
            self.last = Some(seat);
            self.show_news(m, seat, News::Since)?;
        } else {
            // The board first, then what happened since the seat last looked: the news stands
            // right above the question, where a stolen truck or the turn's scores are read,
            // rather than a whole board higher; unless the question picks a place on the map
            // the board draws (`Screen::board_last`).
            self.last = Some(seat);
            let status = self.screen.status(view);
            let shown = self.status_is_news(m, seat, &request.prompt, &status).then_some(status);
            let last = self.screen.board_last(&request.prompt);
            if last {
                self.show_news(m, seat, News::Since)?;
            }
            if let Some(status) = shown {
                self.show_status(m, seat, status);
            }
            if !last {
                self.show_news(m, seat, News::Since)?;
            }
        }
        self.back_in_play(view, seat);
        let most = self.screen.amounts_most(view, &request.prompt);
        let top = most.as_ref().map(|m| m.0);
        let mut groups = self.ask(view, request, top);
        // The options still folded in their groups, never shown in this question: a number
        // typed for one is shown and asked again before it is taken, for a number read at an
        // earlier question (the list changes from one to the next) picks another option now.
        let mut folded: Vec<usize> = groups.iter().flat_map(|g| g.options.iter().copied()).collect();
        loop {
            if self.tty.output {
                print!("> ");
                let _ = std::io::stdout().flush();
            }
            let Some(line) = self.read_line() else {
                // The keyboard is gone (end of input): keep the game rather than lose it.
                return Err(Interrupt::Save);
            };
            let max = request.options.listed().len();
            let words: Vec<&str> = line.split_whitespace().collect();
            let picked = match words.as_slice() {
                [word] | ["help" | "?" | "h", word] => picked(word, &request.options),
                _ => None,
            };
            // An amount typed as the table writes it ("$2G", "200 $"), spaces and all.
            let amount = picked.is_none().then(|| self.typed_amount(request, &line)).flatten();
            let (picked, words) = match amount {
                Some(i) => (Some(i), vec![line.trim()]),
                None => (picked, words),
            };
            // An amount above what the screen offers a person is refused, saying why.
            let refused = picked.and_then(|i| above_most(&request.options, i, most.as_ref()));
            match (words.as_slice(), picked) {
                ([_], Some(_)) if refused.is_some() => say!("{}", refused.unwrap_or_default()),
                ([_], Some(i)) if folded.contains(&i) => {
                    folded.retain(|f| *f != i);
                    self.say_option(view, request, i);
                    let n = Arg::Num(i64::try_from(i + 1).unwrap_or(i64::MAX));
                    say!("{}", self.t("play-folded-option", &[("n", n)]));
                }
                ([_], Some(i)) => {
                    let answered =
                        request.options.get(i).is_some_and(|c| self.screen.request_answered(&request.prompt, &c));
                    if held == Some(i) || answered {
                        self.requested[seat.index()].retain(|p| Some(*p) != asked_for);
                    }
                    return Ok(i);
                }
                (["help" | "?" | "h", "rules"] | ["rules"], _) => say!("{}", self.screen.rules(self.locale)),
                (["help" | "?" | "h"], _) => {
                    // A game's own commands (its held-back questions), where it words them.
                    let more = if self.locale.has("play-help-more") {
                        format!("\n{}", self.t("play-help-more", &[]).trim_end())
                    } else {
                        String::new()
                    };
                    say!("{}{more}\n{}", self.t("play-help", &[]), self.t("play-input", &[]));
                }
                (["help" | "?" | "h", _], Some(i)) => {
                    folded.retain(|f| *f != i);
                    let listed = request.options.listed();
                    if i < listed.len() {
                        say!("{}", self.screen.help_among(view, &request.prompt, listed, i));
                    } else if let Some(c) = request.options.get(i) {
                        say!("{}", self.screen.help(view, &request.prompt, &c));
                    }
                }
                // A group's letter: its options, under their numbers, and the question again.
                ([word], None) if groups::named(&groups, word).is_some() => {
                    if let Some(g) = groups::named(&groups, word) {
                        folded.retain(|f| !g.options.contains(f));
                        say!("{}", self.group_line(g));
                        for i in &g.options {
                            self.say_option(view, request, *i);
                        }
                    }
                    self.ask_again(request, &self.screen.question(view, &request.prompt), "play-ask-again");
                }
                // An empty line (Enter alone) is no wrong answer: what may be typed, again.
                ([], _) => say!("{}", self.t("play-input", &[])),
                // `help 99`, `help xyz`: no such option to explain, said as such.
                (["help" | "?" | "h", word], None) => {
                    say!("{}", self.t("play-no-help", &[("input", (*word).into()), ("max", (max as i64).into())]))
                }
                (["board" | "status"], _) => {
                    let status = self.screen.status(view);
                    self.show_status(m, seat, status);
                    // The question again below what scrolled its options away.
                    groups = self.ask(view, request, top);
                }
                (["board", ..], _) => {
                    let words = line.trim_start()["board".len()..].trim();
                    match self.screen.find(view, words) {
                        Some(found) => say!("{}", found.trim_end()),
                        None => say!("{}", self.t("play-not-found", &[("input", words.to_string().into())])),
                    }
                    // The question again with its options, so that a number is typed seeing
                    // them; but a list taller than half a screen in one line, as after a group's
                    // letter: the whole list again pushed what was found (and a `help N` just
                    // read) off the screen.
                    if request.options.amounts().is_none() && self.list_rows(view, request) > LOOK_UP_ROWS {
                        self.ask_again(request, &self.screen.question(view, &request.prompt), "play-ask-again");
                    } else {
                        groups = self.ask(view, request, top);
                    }
                }
                (["log"], _) => {
                    self.told[seat.index()] = m.log.len().saturating_sub(400);
                    self.show_news(m, seat, News::Log)?;
                }
                (["undo"], _) => return Err(Interrupt::Undo),
                (["save"], _) => return Err(Interrupt::Save),
                (["save", ..], _) => {
                    // A file name may hold spaces: everything after the command.
                    self.save_to = Some(PathBuf::from(line.trim_start()["save".len()..].trim()));
                    return Err(Interrupt::Save);
                }
                (["scenario", ..], _) => {
                    let named = line.trim_start()["scenario".len()..].trim();
                    self.scenario(m, named);
                }
                (["quit"], _) => return Err(Interrupt::Quit),
                ([word], _) if let Some(name) = self.screen.request_named(word) => {
                    if !self.requested[seat.index()].contains(&name) {
                        self.requested[seat.index()].push(name);
                    }
                    let words = self.screen.requested_words(&G::view(m, seat), name);
                    say!("{}", words.unwrap_or_else(|| self.t("play-requested", &[("command", name.into())])));
                }
                _ if request.options.amounts().is_some() => {
                    let id = if max == 0 { "play-bad-amount-only" } else { "play-bad-amount" };
                    say!("{}", self.t(id, &[("input", line.clone().into())]));
                    // The question again, its range with its steps: "175" where amounts go by 50.
                    groups = self.ask(view, request, top);
                }
                _ => say!(
                    "{}",
                    self.t("play-bad-input", &[("input", line.clone().into()), ("max", (max as i64).into())])
                ),
            }
        }
    }

    /// The option an amount typed as the table writes money picks ([`typed_amount`]).
    fn typed_amount(&self, request: &Request<G::Choice>, line: &str) -> Option<usize> {
        let run = request.options.amounts()?;
        let n = typed_amount(line, &self.screen.amount(&request.prompt, 1000))?;
        run.index_of(n).map(|i| request.options.amounts_from() + i)
    }

    /// Asks `request`'s question: its words, its numbered options and its run of amounts
    /// (offered up to `top`), as a person reads them; said again after `status` and `board`.
    /// A long list the game groups is shown by its groups at a terminal ([`super::groups`]):
    /// returned, for their letters to be typed.
    fn ask(&self, view: &G::View<'_>, request: &Request<G::Choice>, top: Option<i64>) -> Vec<Group> {
        let question = self.screen.question(view, &request.prompt);
        let seat = seat_name(self.locale, request.seat);
        let asked = self.t("play-ask", &[("seat", seat.clone()), ("question", question.clone().into())]);
        say!("{asked}");
        // The rows the question and its list take on the screen.
        let mut rows = super::wrap::rows(&asked);
        let listed = request.options.listed();
        let groups = if self.tty.output && listed.len() > LONG_LIST {
            let headings: Vec<_> = listed.iter().map(|c| self.screen.option_group(view, &request.prompt, c)).collect();
            groups::groups(&headings)
        } else {
            Vec::new()
        };
        for i in 0..listed.len() {
            match groups.iter().find(|g| g.options.contains(&i)) {
                None => rows += self.say_option(view, request, i),
                Some(g) if g.options[0] == i => {
                    let line = format!("  {}", self.group_line(g));
                    rows += super::wrap::rows(&line);
                    say!("{line}");
                }
                Some(_) => {}
            }
        }
        // Under a list longer than a screen holds, the question has scrolled away: it is asked
        // again, in its first sentence, where the person types. A list is long by its count of
        // options, or at a terminal by its rows (the race's eleven moves, each a few rows long,
        // may push the dice rolled off a screen of fifty), the row typed on counted.
        let taller = super::wrap::terminal_rows().is_some_and(|height| rows + 1 > height);
        if !groups.is_empty() {
            self.ask_again(request, &question, "play-ask-groups");
        } else if listed.len() > LONG_LIST || taller {
            self.ask_again(request, &question, "play-ask-again");
        }
        if let Some(words) =
            amounts_words(self.locale, &request.options, top, |n| self.screen.amount(&request.prompt, n))
        {
            say!("  {words}");
        }
        groups
    }

    /// The rows `request`'s question and its numbered options would take, written in full.
    fn list_rows(&self, view: &G::View<'_>, request: &Request<G::Choice>) -> usize {
        let question = self.screen.question(view, &request.prompt);
        let options =
            request.options.listed().iter().enumerate().map(|(i, c)| {
                super::wrap::rows(&format!("  {}. {}", i + 1, self.screen.option(view, &request.prompt, c)))
            });
        super::wrap::rows(&question) + options.sum::<usize>()
    }

    /// Option `i` of `request`'s list, under its number; the rows it took.
    fn say_option(&self, view: &G::View<'_>, request: &Request<G::Choice>, i: usize) -> usize {
        let Some(c) = request.options.listed().get(i) else { return 0 };
        let line = format!("  {}. {}", i + 1, self.screen.option(view, &request.prompt, c));
        say!("{line}");
        super::wrap::rows(&line)
    }

    /// A group's line in a grouped list: its letter, its heading and how many options it holds.
    /// Not their numbers: beside King of Chicago's streets "21–22" read as streets, not options.
    fn group_line(&self, g: &Group) -> String {
        let count = Arg::Num(i64::try_from(g.options.len()).unwrap_or(i64::MAX));
        let args = [("letter", g.letter.to_string().into()), ("heading", g.heading.clone().into()), ("count", count)];
        self.t("play-group", &args)
    }

    /// The question again in its first sentence, under a long list, with how it is answered
    /// (message `id`: a number, or a group's letter).
    fn ask_again(&self, request: &Request<G::Choice>, question: &str, id: &str) {
        let seat = seat_name(self.locale, request.seat);
        let max = Arg::Num(i64::try_from(request.options.listed().len()).unwrap_or(i64::MAX));
        say!(
            "{}",
            self.t(id, &[("seat", seat), ("question", first_sentence(question).to_string().into()), ("max", max)])
        );
    }
}

/// How many options a question lists before it is asked again under them ([`Terminal::ask`]).
const LONG_LIST: usize = 12;

/// The rows a question and its list may take to be written again in full after `board WORDS`:
/// half a screen of fifty, so that what was found stays in sight above it.
const LOOK_UP_ROWS: usize = 25;

/// One human seat: a handle on the shared terminal.
struct Human<'t, G: Positions> {
    terminal: Rc<RefCell<Terminal<'t, G>>>,
}

impl<G: Positions> Decider<G> for Human<'_, G> {
    /// Never called: the match asks every decider through [`Decider::search`], and the news a
    /// person is shown is read from the match's log.
    fn decide(&mut self, _: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        Err(Interrupt::Failed(format!("seat {}'s `{}` was asked without the table", request.seat, request.prompt)))
    }

    /// The question at the terminal, after the news told to the seat since it last looked.
    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.terminal.borrow_mut().decide(m, request)
    }

    fn name(&self) -> &str {
        "human"
    }

    fn proposes_deals(&self) -> bool {
        true
    }
}

/// Plays a game at the terminal until it ends, is saved or a player quits.
///
/// # Errors
/// A message for the command to print: a game that stopped (a replayed answer that no longer
/// fits), a save that could be written nowhere, a log file that could not be written.
pub fn play<G: Positions>(content: &G::Content, setup: TableSetup<'_>) -> Result<TerminalEnd, String> {
    let TableSetup { seats, seed, mut answers, locale, save, mut journal, input, tty } = setup;
    let names: Vec<String> = seats.iter().map(|s| s.spelled()).collect();
    let humans = seats.iter().filter(|s| **s == SeatKind::Human).count();
    KEEPS_A_GAME.store(humans > 0, Ordering::Relaxed);
    let terminal = Rc::new(RefCell::new(Terminal::<G> {
        input,
        content,
        locale,
        screen: G::screen(content, locale),
        humans,
        last: None,
        asking: None,
        told: vec![0; seats.len()],
        tty,
        save_to: None,
        eof: false,
        requested: vec![Vec::new(); seats.len()],
        seed,
        hung_up: on_hang_up(),
        shown: (0..seats.len()).map(|_| None).collect(),
        told_rules: vec![false; seats.len()],
        loaded: vec![answers.iter().any(|a| !a.is_empty()); seats.len()],
        out: seats.iter().map(|s| (*s == SeatKind::Human).then_some(false)).collect(),
        back: vec![false; seats.len()],
    }));
    {
        let t = terminal.borrow();
        let words: Vec<String> = names.iter().map(|s| super::seat_kind_words(locale, s)).collect();
        say!("{}", t.t("play-title", &[("seed", seed.to_string().into()), ("seats", words.join(", ").into())]));
        say!("{}", t.screen.rules(locale));
        say!("{}", t.t("play-rules-again", &[]));
        say!("{}", t.t("play-input", &[]));
    }
    // A person alone at a terminal reads how to win before the board and the first question
    // push it off the screen. (Several people are each asked to sit down, on a cleared screen,
    // where they are told it again.) Answers piped in are not taken for that Enter. An end of
    // input here is met again at the first question.
    if tty.output && tty.input && humans == 1 {
        let mut t = terminal.borrow_mut();
        say!("{}", t.t("play-begin", &[]));
        let _ = t.read_line();
    }
    let options = MatchOptions::default();
    loop {
        let human = || Box::new(Human { terminal: Rc::clone(&terminal) }) as Box<dyn Decider<G>>;
        let deciders = out_of_play::watched(resumed::<G>(&seats, seed, &answers, human), &terminal);
        let unfinished = match play_keeping_states::<G>(content, deciders, seed, &options, journal.take()) {
            Ok(played) => {
                let mut t = terminal.borrow_mut();
                t.over(content, &played, &names);
                // A game that was saved keeps its end: loading the save shows how it ended,
                // rather than resume it from the last save.
                if save.exists() {
                    let answers = answers_of::<G>(played.log.entries(), seats.len());
                    let text = save_text::<G>(content, seed, &names, &answers, locale, true);
                    match save::write_atomic(&save, text.as_bytes()) {
                        Ok(()) => say!("{}", t.t("play-saved-over", &[("file", save.display().to_string().into())])),
                        Err(e) => say!(
                            "{}",
                            t.t(
                                "play-saved-over-failed",
                                &[("error", unsaved(locale, &save, &e)), ("file", save.display().to_string().into())]
                            )
                        ),
                    }
                }
                return log_written(played.journal.as_ref()).map(|()| TerminalEnd::Over);
            }
            Err(u) => u,
        };
        let Unfinished { message, log, interrupt, journal: kept, .. } = unfinished;
        journal = kept.map(|j| *j);
        let mut all = answers_of::<G>(log.entries(), seats.len());
        match interrupt {
            Some(Interrupt::Undo) => {
                let mut t = terminal.borrow_mut();
                let seat = t.asking.unwrap_or(Seat(0));
                match undo_point::<G>(log.entries(), seat) {
                    Some(point) => {
                        all = answers_of::<G>(&log.entries()[..point], seats.len());
                        for told in &mut t.told {
                            *told = (*told).min(point);
                        }
                        // The position went back: the next question shows it again.
                        t.shown.iter_mut().for_each(|s| *s = None);
                        say!("{}", t.t("play-undone", &[]));
                    }
                    None => say!("{}", t.t("play-no-undo", &[])),
                }
                answers = all;
            }
            Some(Interrupt::Save) => {
                let text = save_text::<G>(content, seed, &names, &all, locale, false);
                let mut t = terminal.borrow_mut();
                let path = t.save_to.take().unwrap_or_else(|| save.clone());
                match save::write_atomic(&path, text.as_bytes()) {
                    Ok(()) => {
                        say!(
                            "{}",
                            t.t(
                                "play-saved",
                                &[
                                    ("file", path.display().to_string().into()),
                                    ("command", resume_command::<G>().into())
                                ]
                            )
                        );
                        return log_written(journal.as_ref()).map(|()| TerminalEnd::Saved(path));
                    }
                    // The game goes on rather than be lost: the player may save elsewhere.
                    Err(e) if !t.eof => {
                        let args = [("file", path.display().to_string().into()), ("error", unsaved(locale, &path, &e))];
                        say!("{}", t.t("play-save-failed", &args));
                        answers = all;
                    }
                    // No one is left to choose another file: the system's temporary folder,
                    // under a name no other game has taken.
                    Err(e) => {
                        let fallback = save::fresh_file(&std::env::temp_dir(), &format!("mobrules-{seed}"))
                            .map_err(|e2| format!("the game could not be saved: {e}; nor in {e2}"))?;
                        save::write_atomic(&fallback, text.as_bytes())
                            .map_err(|e2| format!("the game could not be saved: {e}; nor in {}", e2))?;
                        say!(
                            "{}",
                            t.t(
                                "play-saved",
                                &[
                                    ("file", fallback.display().to_string().into()),
                                    ("command", resume_command::<G>().into()),
                                ]
                            )
                        );
                        return Err(format!("{e}: the game was saved in {} instead", fallback.display()));
                    }
                }
            }
            Some(Interrupt::Quit) => {
                say!("{}", terminal.borrow().t("play-quit", &[]));
                return log_written(journal.as_ref()).map(|()| TerminalEnd::Quit);
            }
            _ => return Err(message),
        }
    }
}

/// A save of this table: its seed, seats, answers and language; `finished` when the answers
/// play the game to its end.
fn save_text<G: Game>(
    content: &G::Content,
    seed: u64,
    names: &[String],
    answers: &[Vec<usize>],
    locale: &Locale,
    finished: bool,
) -> String {
    let body = SavedGame {
        seed,
        seats: names.to_vec(),
        answers: answers.to_vec(),
        lang: Some(locale.lang().to_string()),
        tokens: Vec::new(),
        finished,
    };
    let meta = SaveMeta {
        engine: env!("CARGO_PKG_VERSION").into(),
        game: G::ID.into(),
        content: content.digest().to_string(),
    };
    save::encode(&meta, &body)
}

/// The game stops: a log file that could not be written all along is an error to report.
/// Why a save could not be written to `path`, in `locale`'s words where the system's reason is a
/// common one (a folder that does not exist, no permission, a full disk), else the system's.
fn unsaved(locale: &Locale, path: &std::path::Path, e: &SaveError) -> Arg {
    match e {
        SaveError::Io(said, kind) => {
            crate::engine::io_words::io_reason(locale, path, *kind).unwrap_or_else(|| said.clone())
        }
        e => e.to_string(),
    }
    .into()
}

fn log_written(journal: Option<&Journal>) -> Result<(), String> {
    match journal.and_then(Journal::error) {
        Some(e) => Err(format!("--log {e}")),
        None => Ok(()),
    }
}

/// `text` with its control characters (but line breaks and tabs) written as escapes (`\u{1b}`):
/// what came from a file is shown on a terminal as it is, and cannot move the cursor, clear
/// the screen or set the window's title.
pub fn printable(text: &str) -> String {
    if !text.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return text.to_string();
    }
    text.chars()
        .map(|c| if c.is_control() && c != '\n' && c != '\t' { c.escape_unicode().to_string() } else { c.to_string() })
        .collect()
}

#[cfg(test)]
mod printable_tests {
    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(super::printable("seat 1\n\ttaken"), "seat 1\n\ttaken");
        assert_eq!(super::printable("a\u{1b}]0;owned\u{7}b\r"), "a\\u{1b}]0;owned\\u{7}b\\u{d}");
        assert_eq!(super::printable("\u{9b}2J"), "\\u{9b}2J");
    }
}
