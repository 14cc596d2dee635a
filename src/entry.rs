//! Every game behind one object-safe face: what the commands, the fuzz targets and the report
//! call, whatever the game. The registry (`games::GAMES`) lists one [`Entry`] per game, a
//! [`GameEntry`] of the game's type; that one implementation for any [`Game`] is here (with
//! [`LoadedGame`] for its loaded content), so a game gets every command by being registered.

use crate::engine::catalogue::{CardUse, Catalogue};
use crate::engine::content::Source;
use crate::engine::decision::NoMoreAnswers;
use crate::engine::diag::{Diagnostic, Diagnostics};
use crate::engine::game::{Game, GameContent, told};
use crate::engine::journal::{Journal, LogFile};
use crate::engine::locale::Locale;
use crate::engine::play::{MatchOptions, Outcome};
use crate::engine::scenario::{Logbook, Positions, Report, Written, verdict, write};
use crate::engine::texts;
use crate::table::replay::Replayed;
use crate::table::terminal::{TableSetup, TerminalEnd};
use crate::table::{SeatError, SeatKind, play_with};
use std::marker::PhantomData;

/// A registered game, before its content is loaded.
pub trait Entry: Sync {
    /// The id the command line spells.
    fn id(&self) -> &'static str;
    /// Reads and checks the game's content from `source`.
    ///
    /// # Errors
    /// Every content problem.
    fn load(&self, source: &Source) -> Result<Box<dyn Loaded>, Diagnostics>;
    /// [`Entry::load`], with the warnings the reading found, beside its errors when the content
    /// does not load (`Game::load_warned`: a deck that differs from the box).
    fn load_warned(&self, source: &Source) -> (Result<Box<dyn Loaded>, Diagnostics>, Vec<Diagnostic>);
    /// The message ids a script's question key is appended to (`Game::SCRIPT_PROMPTS`).
    fn script_prompts(&self) -> &'static [&'static str];
}

/// Every problem of `game`'s content read from `source`, as `validate` tells them: errors,
/// then warnings. Content that does not load has its loading errors, and beside them the
/// problems of its texts that need nothing else of it, and its mods' English texts no entry
/// they write could read ([`texts::check_unloaded`]); content that loads has every problem of
/// its texts ([`texts::check`]). Either has the warnings of what did read (a deck that differs
/// from the box, [`Entry::load_warned`]). Each list is told file by file, each file's in line
/// order.
pub fn problems(source: &Source, game: &dyn Entry) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let (loaded, read) = game.load_warned(source);
    let (errors, mut warnings) = match loaded {
        Err(Diagnostics(mut errors)) => {
            let (mut e, warnings) = texts::check_unloaded(source, game.id(), Entry::script_prompts(game));
            errors.append(&mut e);
            (errors, warnings)
        }
        Ok(c) => texts::check(source, game.id(), &c.required_texts(), c.script_prompts()),
    };
    warnings.extend(read);
    (in_line_order(errors), in_line_order(warnings))
}

/// `problems` file by file, each file's in line order (`Diagnostics::in_line_order`).
fn in_line_order(problems: Vec<Diagnostic>) -> Vec<Diagnostic> {
    Diagnostics(problems).in_line_order().0
}

/// A finished game among bots, as the commands report it.
#[derive(Debug)]
pub struct Finished {
    pub outcome: Outcome,
    pub length: u32,
    pub scores: Vec<i64>,
    pub cards: CardUse,
    /// What each seat could use and did, when the options asked for it.
    pub coverage: Option<crate::engine::coverage::Coverage>,
    pub journal: Option<Journal>,
    /// The narration, one line per event that says something (when a language was given).
    pub narration: Vec<String>,
    /// The final standings by place in that language, each seat with its kind, in the game's
    /// words (`table::standings_words`); none when no language was given.
    pub standings: Vec<(u32, String)>,
}

/// A game among bots that stopped before its end.
#[derive(Debug)]
pub struct Stopped {
    pub message: String,
    pub journal: Option<Box<Journal>>,
    /// The events so far, as JSON lines.
    pub log: String,
}

/// A game's content, loaded: everything a command does with a game.
pub trait Loaded: Send + Sync {
    fn id(&self) -> &'static str;
    /// What the game counts its length in (`game rounds`, `turns`).
    fn length_unit(&self) -> &'static str;
    /// What the game's scores count (`power`, `money`).
    fn score_unit(&self) -> &'static str;
    fn source(&self) -> &Source;
    fn digest(&self) -> &str;
    /// Parses `--seats` (`human` only where people may sit).
    ///
    /// # Errors
    /// The first seat refused: an unknown kind with the kinds there are, or why its budget is not.
    fn parse_seats(&self, spec: &str, humans: bool) -> Result<Vec<SeatKind>, SeatError>;
    /// Whether this many seats can sit at the table.
    ///
    /// # Errors
    /// A one-line message saying how many can.
    fn check_seats(&self, seats: usize) -> Result<(), String>;
    /// Plays one game among bots; narrates it in `narrate`'s language when given.
    ///
    /// # Errors
    /// A game that stopped before its end, with its log so far.
    fn play_bots(
        &self,
        seats: &[SeatKind],
        seed: u64,
        options: &MatchOptions,
        journal: Option<Journal>,
        narrate: Option<&Locale>,
    ) -> Result<Finished, Stopped>;
    /// Plays a game from recorded answers (a save's): bots decide again and must agree, a
    /// person's seat gives its answers back and then has none.
    ///
    /// # Errors
    /// Why the game stopped before its end.
    fn play_answers(
        &self,
        seats: &[SeatKind],
        seed: u64,
        answers: &[Vec<usize>],
        options: &MatchOptions,
    ) -> Result<(), String>;
    /// Replays a log of this game.
    ///
    /// # Errors
    /// A log that cannot be played again here.
    fn replay(&self, file: &LogFile, options: &MatchOptions) -> Result<Replayed, String>;
    /// The replay viewer's page of a log of this game, for `readers`, in each of `locales`.
    ///
    /// # Errors
    /// A log that does not replay here, a seat the game does not have.
    fn viewer(
        &self,
        file: &LogFile,
        options: &MatchOptions,
        locales: &[Locale],
        readers: crate::viewer::Readers,
    ) -> Result<String, String>;
    /// Seats people and bots at the terminal.
    ///
    /// # Errors
    /// What stopped the table, for the command to print.
    fn play_terminal(&self, setup: TableSetup<'_>) -> Result<TerminalEnd, String>;
    /// Seats people (each at a page in a browser) and bots at a table (`serve`).
    ///
    /// # Errors
    /// What stopped the table.
    fn play_web(&self, setup: crate::table::web::WebSetup) -> Result<(), String>;
    /// Every card, named in `locale`'s language.
    fn catalogue(&self, locale: &Locale) -> Catalogue;
    /// The game's numbers, for `mod-diff`.
    fn numbers(&self) -> serde_json::Value;
    /// The messages the content needs in English, each with the entry that needs it, if any.
    fn required_texts(&self) -> Vec<texts::Needed>;
    /// The message ids a script's question key is appended to (`Game::SCRIPT_PROMPTS`).
    fn script_prompts(&self) -> &'static [&'static str];
    /// JSON Schemas of the content file kinds, and the script API's Rhai definitions.
    fn schemas(&self) -> Vec<(String, String)>;
    /// Runs a scenario file.
    ///
    /// # Errors
    /// The file's problem.
    fn scenario(&self, locale: &Locale, name: &str, text: &str) -> Result<Report, String>;
    /// The scenario file of the moment before event `at` (from 1) of the log `name`, its
    /// narration in `locale` (language `lang`): the log played again, the position where that
    /// event's turn began written, checked to play the logged events again
    /// (`engine::scenario::write`).
    ///
    /// # Errors
    /// A log that does not replay here, an event out of range, a moment the game's files
    /// cannot say.
    fn scenario_from(
        &self,
        file: &LogFile,
        name: &str,
        at: usize,
        locale: &Locale,
        lang: &str,
    ) -> Result<Written, String>;
    /// Runs the conformance suite over these seeds; what failed, one line each.
    fn conformance(&self, seeds: std::ops::Range<u64>) -> Vec<String>;
}

/// The registry's entry for game `G`.
pub struct GameEntry<G>(PhantomData<fn() -> G>);

impl<G> GameEntry<G> {
    pub const fn new() -> Self {
        GameEntry(PhantomData)
    }
}

impl<G> Default for GameEntry<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// A game's loaded content behind [`Loaded`].
pub struct LoadedGame<G: Game> {
    pub content: G::Content,
}

impl<G: Positions> Entry for GameEntry<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn load(&self, source: &Source) -> Result<Box<dyn Loaded>, Diagnostics> {
        Ok(Box::new(LoadedGame::<G> { content: G::load(source).map_err(Diagnostics::in_line_order)? }))
    }

    fn load_warned(&self, source: &Source) -> (Result<Box<dyn Loaded>, Diagnostics>, Vec<Diagnostic>) {
        let (content, warnings) = G::load_warned(source);
        let loaded = content.map_err(Diagnostics::in_line_order).map(|content| {
            let loaded: Box<dyn Loaded> = Box::new(LoadedGame::<G> { content });
            loaded
        });
        (loaded, warnings)
    }

    fn script_prompts(&self) -> &'static [&'static str] {
        G::SCRIPT_PROMPTS
    }
}

impl<G: Positions> Loaded for LoadedGame<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn length_unit(&self) -> &'static str {
        G::LENGTH_UNIT
    }

    fn score_unit(&self) -> &'static str {
        G::SCORE_UNIT
    }

    fn source(&self) -> &Source {
        self.content.source()
    }

    fn digest(&self) -> &str {
        self.content.digest()
    }

    fn parse_seats(&self, spec: &str, humans: bool) -> Result<Vec<SeatKind>, SeatError> {
        spec.split(',').map(|s| if humans { SeatKind::parse::<G>(s) } else { SeatKind::parse_bot::<G>(s) }).collect()
    }

    fn check_seats(&self, seats: usize) -> Result<(), String> {
        G::check_seats(&self.content, seats)
    }

    fn play_bots(
        &self,
        seats: &[SeatKind],
        seed: u64,
        options: &MatchOptions,
        journal: Option<Journal>,
        narrate: Option<&Locale>,
    ) -> Result<Finished, Stopped> {
        let deciders = crate::table::bots::<G>(seats, seed).map_err(|message| Stopped {
            message,
            journal: None,
            log: String::new(),
        })?;
        match play_with::<G>(&self.content, deciders, seed, options, journal) {
            Ok(p) => {
                let narration = narrate.map_or_else(Vec::new, |locale| {
                    p.log.entries().iter().filter_map(|e| told::<G>(&self.content, locale, e, None)).collect()
                });
                let standings = narrate.map_or_else(Vec::new, |locale| {
                    let screen = G::screen(&self.content, locale);
                    let kinds: Vec<String> = seats.iter().map(|k| k.spelled()).collect();
                    let by_place = (p.outcome.winner, p.scores.as_slice());
                    let words =
                        crate::table::standings_words(locale, screen.as_ref(), &p.state, by_place, Some(&kinds));
                    words.into_iter().map(|(place, _, line)| (place, line)).collect()
                });
                Ok(Finished {
                    outcome: p.outcome,
                    length: p.length,
                    scores: p.scores,
                    cards: p.cards,
                    coverage: p.coverage,
                    journal: p.journal,
                    narration,
                    standings,
                })
            }
            Err(u) => Err(Stopped { message: u.message, journal: u.journal, log: u.log.to_json_lines() }),
        }
    }

    fn play_answers(
        &self,
        seats: &[SeatKind],
        seed: u64,
        answers: &[Vec<usize>],
        options: &MatchOptions,
    ) -> Result<(), String> {
        let deciders = crate::table::session::resumed::<G>(seats, seed, answers, || Box::new(NoMoreAnswers));
        play_with::<G>(&self.content, deciders, seed, options, None).map(|_| ()).map_err(|u| u.message)
    }

    fn replay(&self, file: &LogFile, options: &MatchOptions) -> Result<Replayed, String> {
        crate::table::replay::replay::<G>(&self.content, file, options)
    }

    fn viewer(
        &self,
        file: &LogFile,
        options: &MatchOptions,
        locales: &[Locale],
        readers: crate::viewer::Readers,
    ) -> Result<String, String> {
        crate::viewer::page::<G>(&self.content, file, options, locales, readers)
    }

    fn play_terminal(&self, setup: TableSetup<'_>) -> Result<TerminalEnd, String> {
        crate::table::terminal::play::<G>(&self.content, setup)
    }

    fn play_web(&self, setup: crate::table::web::WebSetup) -> Result<(), String> {
        crate::table::web::play::<G>(&self.content, setup)
    }

    fn catalogue(&self, locale: &Locale) -> Catalogue {
        G::catalogue(&self.content, locale)
    }

    fn numbers(&self) -> serde_json::Value {
        G::numbers(&self.content)
    }

    fn required_texts(&self) -> Vec<texts::Needed> {
        let mut ids = G::required_texts(&self.content);
        ids.extend(crate::table::terminal::TEXTS.iter().map(|s| texts::Needed::from(*s)));
        ids.extend(crate::viewer::WORDS.iter().map(|s| texts::Needed::from(*s)));
        let web = crate::table::web::WORDS.iter().chain(crate::table::web::NOTICES).chain(crate::table::web::HOST);
        ids.extend(web.map(|s| texts::Needed::from(*s)));
        ids.extend(texts::COMMAND_LINE.iter().map(|s| texts::Needed::from(*s)));
        ids.extend(
            [
                "seat",
                "script-failed",
                "hidden-script-failed",
                "play-title",
                "game-name",
                "play-title-public",
                "seat-kind-human",
                "seat-kind-bot",
                "play-score",
                "play-standing-end",
                "run-standing-end",
                "run-winner",
                "run-winner-capped",
                "run-draw",
                "run-score",
            ]
            .map(texts::Needed::from),
        );
        ids
    }

    fn script_prompts(&self) -> &'static [&'static str] {
        G::SCRIPT_PROMPTS
    }

    fn schemas(&self) -> Vec<(String, String)> {
        G::schemas(&self.content)
    }

    fn scenario(&self, locale: &Locale, name: &str, text: &str) -> Result<Report, String> {
        crate::engine::scenario::run::<G>(&self.content, locale, name, text).map(verdict)
    }

    fn scenario_from(
        &self,
        file: &LogFile,
        name: &str,
        at: usize,
        locale: &Locale,
        lang: &str,
    ) -> Result<Written, String> {
        let again = crate::table::replay::rerun::<G>(&self.content, file, &MatchOptions::default(), true)?;
        if let Some(d) = &again.replayed.divergence {
            return Err(format!(
                "{}: the log does not replay with this content, from this line on: it cannot be written from",
                d.step + 2
            ));
        }
        let events = file.events.len().min(again.events.len());
        let log = Logbook {
            name,
            seed: file.header["seed"].as_u64().unwrap_or_default(),
            seats: file.header["seats"].as_array().map_or(G::SEATS, Vec::len),
            entries: &again.events[..events],
            states: &again.states,
            ended: again.outcome.is_some() && events == again.events.len(),
            at_table: false,
        };
        write::<G>(&self.content, locale, lang, &log, at)
    }

    fn conformance(&self, seeds: std::ops::Range<u64>) -> Vec<String> {
        crate::conformance::check::<G>(&self.content, seeds)
    }
}
