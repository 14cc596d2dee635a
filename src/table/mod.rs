//! Seats and whole games, for any game: who sits where (the seat kinds, which build the bots),
//! playing a game from its setup to its end with any deciders (keeping a log file in step), and
//! what a finished or stopped game gives back. What `run`, `simulate`, `play`, `replay` and the
//! tests share. Above the engine's core and the bots: `session` (saves and undo points),
//! `replay` (a log played again), `terminal` (the table of `play`) and `web` (the table of
//! `serve`).

mod groups;
mod news;
pub mod replay;
pub mod session;
pub mod terminal;
pub mod web;
mod wrap;

use crate::bots::balance::BalanceBot;
use crate::bots::random::RandomBot;
use crate::bots::search::{Budget, SearchBot};
use crate::engine::catalogue::CardUse;
use crate::engine::coverage::Coverage;
use crate::engine::decision::{Decider, Interrupt};
use crate::engine::game::{Game, LogEntry, Screen};
use crate::engine::journal::Journal;
use crate::engine::log::Log;
use crate::engine::play::{Match, MatchOptions, Outcome, Stop};
use crate::engine::script::{failures, tally};
use crate::engine::seat::Seat;

/// Who sits in a seat: a person (at the terminal or in the browser), the engine's random,
/// search or balance bot, or one of the game's own bots (by the name the game gives it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Random,
    /// The search bot, thinking within its budget a decision.
    Search(Budget),
    /// The balance seat: the search where a card is at stake, the game's own bot elsewhere
    /// (`bots::balance`), with the playouts it was given (`bot:balance:N`) or the game's own
    /// (`BalanceStyle::playouts`).
    Balance(Option<Budget>),
    Bot(&'static str),
}

/// Why a seat of `--seats` (or of a save) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatError {
    /// A seat kind the game has not: the seat as given, and the kinds there are as `--seats`
    /// spells them ([`SeatKind::known`]), which a command words in the player's language.
    Unknown { seat: String, known: Vec<String> },
    /// A search or balance seat's budget refused (`bot:balance:250ms`, `bot:search:0`): the
    /// kind (`search`, `balance`), the budget as given and the refusal in English, which a
    /// command words in the player's language ([`crate::cli`]'s refusals).
    BadBudget { kind: &'static str, budget: String, words: String },
}

impl std::fmt::Display for SeatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatError::Unknown { seat, known } => write!(f, "unknown seat kind `{seat}` (known: {})", known.join(", ")),
            SeatError::BadBudget { words, .. } => f.write_str(words),
        }
    }
}

impl std::error::Error for SeatError {}

impl SeatKind {
    /// Parses `human`, `bot:random`, `bot:search` (with a budget: `bot:search:2000` playouts,
    /// `bot:search:250ms`), `bot:balance` (with playouts only: `bot:balance:24`) or
    /// `bot:<kind>` for one of the game's bots (`random` and the others are also taken without
    /// `bot:`).
    ///
    /// # Errors
    /// The seat given and the kinds there are where it names none ([`SeatError::Unknown`]),
    /// else a one-line message.
    pub fn parse<G: Game>(s: &str) -> Result<SeatKind, SeatError> {
        Self::parse_among::<G>(s, true)
    }

    /// Parses a seat for a table of bots only (`run`, `simulate`).
    ///
    /// # Errors
    /// As [`SeatKind::parse`], and for `human`.
    pub fn parse_bot<G: Game>(s: &str) -> Result<SeatKind, SeatError> {
        Self::parse_among::<G>(s, false)
    }

    fn parse_among<G: Game>(s: &str, human: bool) -> Result<SeatKind, SeatError> {
        let s = s.trim();
        if s == "human" && human {
            return Ok(SeatKind::Human);
        }
        let bot = s.strip_prefix("bot:").unwrap_or(s);
        if bot == "random" {
            return Ok(SeatKind::Random);
        }
        if let Some(budget) = bot.strip_prefix("search").filter(|b| b.is_empty() || b.starts_with(':')) {
            let budget = budget.strip_prefix(':').unwrap_or(budget);
            return Budget::parse(budget).map(SeatKind::Search).map_err(|words| SeatError::BadBudget {
                kind: "search",
                budget: budget.to_string(),
                words,
            });
        }
        if let Some(budget) = bot.strip_prefix("balance").filter(|b| b.is_empty() || b.starts_with(':')) {
            return match budget.strip_prefix(':') {
                None => Ok(SeatKind::Balance(None)),
                // Its search is spent in whole rounds of playouts: a time would not be repeatable.
                Some(b) => match Budget::parse(b) {
                    Ok(Budget::Playouts(n)) => Ok(SeatKind::Balance(Some(Budget::Playouts(n)))),
                    _ => Err(SeatError::BadBudget {
                        kind: "balance",
                        budget: b.to_string(),
                        words: format!(
                            "bad balance budget `{b}` (say `bot:balance:24` for playouts, at most {})",
                            Budget::MAX_PLAYOUTS
                        ),
                    }),
                },
            };
        }
        match G::bot_kinds().iter().find(|k| **k == bot) {
            Some(k) => Ok(SeatKind::Bot(k)),
            None => Err(SeatError::Unknown { seat: s.to_string(), known: Self::known::<G>(human) }),
        }
    }

    /// Every seat kind of the game, as `--seats` spells them.
    pub fn known<G: Game>(human: bool) -> Vec<String> {
        let mut v: Vec<String> = human.then(|| "human".to_string()).into_iter().collect();
        v.push("bot:random".into());
        v.push("bot:search[:easy|:normal|:hard|:N|:Nms]".into());
        v.push("bot:balance[:N]".into());
        v.extend(G::bot_kinds().iter().map(|k| format!("bot:{k}")));
        v
    }

    /// The bot's short name (`random`, `greedy`), or `human`.
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Random => "random",
            SeatKind::Search(_) => "search",
            SeatKind::Balance(_) => "balance",
            SeatKind::Bot(k) => k,
        }
    }

    /// The seat as `--seats` and saves spell it (`human`, `bot:greedy`, `bot:search:2000`).
    pub fn spelled(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Search(b) => format!("bot:search:{b}"),
            SeatKind::Balance(None) => "bot:balance".into(),
            SeatKind::Balance(Some(b)) => format!("bot:balance:{b}"),
            other => format!("bot:{}", other.name()),
        }
    }

    /// A bot's decider for seat `seat`, with its own random stream; `None` for a person.
    pub fn bot<G: Game>(self, seed: u64, seat: Seat) -> Option<Box<dyn Decider<G>>> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => Some(Box::new(RandomBot::new(seed, seat.0))),
            SeatKind::Search(budget) => Some(Box::new(SearchBot::<G>::new(seed, seat, budget))),
            SeatKind::Balance(budget) => {
                let budget = budget.unwrap_or(Budget::Playouts(G::BALANCE.playouts));
                Some(Box::new(BalanceBot::<G>::new(seed, seat, budget)))
            }
            SeatKind::Bot(k) => G::bot(k, seed, seat),
        }
    }
}

impl serde::Serialize for SeatKind {
    /// The bot's short name (a log's header), with a search bot's budget (`search:2000`).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            SeatKind::Search(b) => s.serialize_str(&format!("search:{b}")),
            SeatKind::Balance(None) => s.serialize_str("balance"),
            SeatKind::Balance(Some(b)) => s.serialize_str(&format!("balance:{b}")),
            other => s.serialize_str(other.name()),
        }
    }
}

/// A finished game.
pub struct Played<G: Game> {
    pub outcome: Outcome,
    pub log: Log<LogEntry<G>>,
    /// How long it lasted, in the game's unit (game rounds, turns...).
    pub length: u32,
    /// Final scores by seat.
    pub scores: Vec<i64>,
    /// What each card did, by catalogue index.
    pub cards: CardUse,
    /// What each seat could use and did ([`MatchOptions::coverage`]).
    pub coverage: Option<Coverage>,
    /// The log file that was kept, if any, for the caller to check for write errors.
    pub journal: Option<Journal>,
    /// The position before each event, then the last (kept by [`play_keeping_states`] only).
    pub states: Vec<G::State>,
    /// The final position.
    pub state: G::State,
}

/// A game that stopped before its end (a script failed on a table that stops on script
/// errors, or a seat interrupted it), with its log so far.
pub struct Unfinished<G: Game> {
    pub message: String,
    pub log: Log<LogEntry<G>>,
    /// A seat's interrupt (undo, save, quit), when that is what stopped the game.
    pub interrupt: Option<Interrupt>,
    pub journal: Option<Box<Journal>>,
    /// The position before each event, then the last (kept by [`play_keeping_states`] only).
    pub states: Vec<G::State>,
}

impl<G: Game> std::fmt::Debug for Played<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Played")
            .field("outcome", &self.outcome)
            .field("length", &self.length)
            .field("scores", &self.scores)
            .field("events", &self.log.len())
            .finish_non_exhaustive()
    }
}

impl<G: Game> std::fmt::Debug for Unfinished<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Unfinished")
            .field("message", &self.message)
            .field("interrupt", &self.interrupt)
            .field("events", &self.log.len())
            .finish_non_exhaustive()
    }
}

impl<G: Game> std::fmt::Display for Unfinished<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Bots' deciders for a table of bots.
///
/// # Errors
/// A person's seat (bots-only tables have none).
pub fn bots<G: Game>(seats: &[SeatKind], seed: u64) -> Result<Vec<Box<dyn Decider<G>>>, String> {
    seats
        .iter()
        .enumerate()
        .map(|(i, k)| k.bot::<G>(seed, Seat(i as u8)).ok_or_else(|| format!("seat {} is not a bot", i + 1)))
        .collect()
}

/// Plays one whole game among bots.
///
/// # Errors
/// When the table cannot be set, or the game stops before its end, with the log so far.
pub fn play_game<G: Game>(
    content: &G::Content,
    seats: &[SeatKind],
    seed: u64,
    options: &MatchOptions,
) -> Result<Played<G>, Unfinished<G>> {
    let deciders = bots::<G>(seats, seed).map_err(|message| Unfinished {
        message,
        log: Log::default(),
        interrupt: None,
        journal: None,
        states: Vec::new(),
    })?;
    play_with(content, deciders, seed, options, None)
}

/// Plays one game with the given deciders (one per seat), keeping `journal` in step with the
/// log when there is one.
///
/// # Errors
/// As [`play_game`]; an interrupted game (a seat that wants to undo, save or quit) is
/// [`Unfinished`] too, with the interrupt.
pub fn play_with<'c, G: Game>(
    content: &'c G::Content,
    deciders: Vec<Box<dyn Decider<G> + 'c>>,
    seed: u64,
    options: &MatchOptions,
    journal: Option<Journal>,
) -> Result<Played<G>, Unfinished<G>> {
    play_match(content, deciders, seed, options, journal, false)
}

/// Plays one game as [`play_with`] does, keeping the position before each event as it goes
/// and the last one (`states`: one more than the events): for the replay viewer to draw, and
/// for a table's `scenario` to write where a turn began.
///
/// # Errors
/// As [`play_with`].
pub fn play_keeping_states<'c, G: Game>(
    content: &'c G::Content,
    deciders: Vec<Box<dyn Decider<G> + 'c>>,
    seed: u64,
    options: &MatchOptions,
    journal: Option<Journal>,
) -> Result<Played<G>, Unfinished<G>> {
    play_match(content, deciders, seed, options, journal, true)
}

fn play_match<'c, G: Game>(
    content: &'c G::Content,
    deciders: Vec<Box<dyn Decider<G> + 'c>>,
    seed: u64,
    options: &MatchOptions,
    journal: Option<Journal>,
    keep_states: bool,
) -> Result<Played<G>, Unfinished<G>> {
    let unfinished = |message: String| Unfinished {
        message,
        log: Log::default(),
        interrupt: None,
        journal: None,
        states: Vec::new(),
    };
    let state = G::new_game(content, deciders.len(), seed).map_err(unfinished)?;
    // Nothing of an earlier game on this thread counts in this one.
    tally::take();
    failures::take();
    let mut m = Match::new(content, state, deciders, options);
    m.journal = journal;
    m.states = keep_states.then(Vec::new);
    let result = m.run();
    m.sync_journal();
    let states = |m: &mut Match<'_, G>| -> Vec<G::State> {
        let mut states = m.states.take().unwrap_or_default();
        if keep_states {
            states.truncate(m.log.len());
            states.push(m.state.clone());
        }
        states
    };
    let outcome = match result {
        Ok(o) => o,
        Err(stop) => {
            let (message, interrupt) = match stop {
                Stop::BadDecision(why) | Stop::ScriptFailed(why) => (format!("game stopped: {why}"), None),
                Stop::Interrupted(Interrupt::Failed(why)) => (format!("game stopped: {why}"), None),
                Stop::Broken(why) => (format!("game stopped: an invariant broke: {why}"), None),
                Stop::Interrupted(i) => (format!("game interrupted: {i:?}"), Some(i)),
                other => (format!("game stopped: {other:?}"), None),
            };
            return Err(Unfinished {
                message,
                states: states(&mut m),
                log: std::mem::take(&mut m.log),
                interrupt,
                journal: m.journal.take().map(Box::new),
            });
        }
    };
    // Once a game, whatever the options: what must hold between steps (money never below
    // nothing, cards in one place...) holds at the end, or the game is no result to count.
    if let Err(why) = G::invariants(&m) {
        return Err(Unfinished {
            message: format!("game ended with an invariant broken: {why}"),
            states: states(&mut m),
            log: std::mem::take(&mut m.log),
            interrupt: None,
            journal: m.journal.take().map(Box::new),
        });
    }
    let scores = G::scores(&m);
    let cards = G::card_use(content, m.log.entries(), &tally::take());
    Ok(Played {
        outcome,
        length: G::length(&m),
        scores,
        states: states(&mut m),
        state: m.state,
        log: std::mem::take(&mut m.log),
        cards,
        coverage: m.coverage.take(),
        journal: m.journal.take(),
    })
}

/// Each seat's answers in a log, in order: what a save keeps and a replay gives back.
pub fn answers_of<G: Game>(log: &[LogEntry<G>], seats: usize) -> Vec<Vec<usize>> {
    let mut answers = vec![Vec::new(); seats];
    for (seat, index) in log.iter().filter_map(|e| e.answer()) {
        if let Some(a) = answers.get_mut(seat.index()) {
            a.push(index);
        }
    }
    answers
}

/// Why the winner won, as the end of both tables says it under the winner's line: the game's
/// own words for a game its rules ended (`Screen::why_won`, in `play-why`), the engine's for
/// one the turn cap cut (`play-why-capped`); `None` for a draw, or a win the game words not.
pub fn why_won<G: Game>(
    locale: &crate::engine::locale::Locale,
    screen: &dyn Screen<G>,
    outcome: &Outcome,
    entries: &[LogEntry<G>],
) -> Option<String> {
    outcome.winner?;
    if outcome.capped {
        return Some(locale.text("play-why-capped", &[]));
    }
    let why = entries.iter().rev().filter_map(|e| e.game()).find_map(|e| screen.why_won(e))?;
    Some(locale.text("play-why", &[("why", why.into())]))
}

/// The final standings: each seat with its place (from 1), first place first. The winner is
/// first, whatever the scores (a race is won by arriving); the others follow by score, highest
/// first, seats with the same score sharing a place (in seat order), as at the end of every
/// table and in the viewer.
pub fn standings(winner: Option<Seat>, scores: &[i64]) -> Vec<(u32, Seat)> {
    let mut order: Vec<Seat> = (0..scores.len()).map(|i| Seat(i as u8)).collect();
    order.sort_by_key(|s| (Some(*s) != winner, std::cmp::Reverse(scores[s.index()])));
    let mut placed: Vec<(u32, Seat)> = Vec::with_capacity(order.len());
    for (i, &s) in order.iter().enumerate() {
        let shares = placed.last().is_some_and(|&(_, before)| {
            Some(before) != winner && Some(s) != winner && scores[before.index()] == scores[s.index()]
        });
        let place = if shares { placed[i - 1].0 } else { i as u32 + 1 };
        placed.push((place, s));
    }
    placed
}

/// The final standings in words, by place ([`standings`]): each seat, and its line after its name,
/// with its kind when `kinds` (as spelled) are given (`run`, the viewer) and without (the two
/// tables). A game that words a seat's standing ([`Screen::final_standing`]: what its win
/// counts) is told in `play-standing-end` or `run-standing-end`; any other by its score, in
/// `play-score` or `run-score`.
pub fn standings_words<G: Game>(
    locale: &crate::engine::locale::Locale,
    screen: &dyn Screen<G>,
    state: &G::State,
    (winner, scores): (Option<Seat>, &[i64]),
    kinds: Option<&[String]>,
) -> Vec<(u32, Seat, String)> {
    use crate::engine::locale::Arg;
    standings(winner, scores)
        .into_iter()
        .map(|(place, s)| {
            let mut args = vec![("seat", terminal::seat_name(locale, s))];
            if let Some(kinds) = kinds {
                args.push((
                    "kind",
                    Arg::Str(kinds.get(s.index()).map(|k| seat_kind_words(locale, k)).unwrap_or_default()),
                ));
            }
            let key = match (screen.final_standing(state, s), kinds.is_some()) {
                (Some(words), run) => {
                    args.push(("standing", words.into()));
                    if run { "run-standing-end" } else { "play-standing-end" }
                }
                (None, true) => {
                    args.push(("score", scores[s.index()].into()));
                    "run-score"
                }
                (None, false) => {
                    args.push(("points", scores[s.index()].into()));
                    "play-score"
                }
            };
            (place, s, locale.text(key, &args))
        })
        .collect()
}

/// A seat's kind, spelled as the command line spells it (`human`, `bot:greedy`,
/// `bot:search:2000`, `bot:search:250ms`; a log's header leaves `bot:` out, as `--seats` may),
/// in words in `locale`: `seat-kind-human`, or `seat-kind-bot` with the bot's kind and, for a
/// search, its budget a move.
pub fn seat_kind_words(locale: &crate::engine::locale::Locale, spelled: &str) -> String {
    use crate::engine::locale::Arg;
    if spelled == "human" {
        return locale.text("seat-kind-human", &[]);
    }
    let bot = spelled.strip_prefix("bot:").unwrap_or(spelled);
    let (kind, budget) = bot.split_once(':').unwrap_or((bot, ""));
    let (unit, amount) = match budget.strip_suffix("ms") {
        Some(ms) => ("ms", ms),
        None if budget.is_empty() => ("none", ""),
        None => ("playouts", budget),
    };
    let amount = amount.parse::<i64>().map_or_else(|_| Arg::Str(amount.to_string()), Arg::Num);
    locale.text("seat-kind-bot", &[("kind", kind.into()), ("budget", unit.into()), ("amount", amount)])
}

/// A table's title that does not tell the seed (a seat's page, the table in the browser): the
/// game's name and its seats (`play-title-public`), each in words (`seat_kind_words`).
pub fn title_without_seed(locale: &crate::engine::locale::Locale, seats: &[String]) -> String {
    let seats: Vec<String> = seats.iter().map(|s| seat_kind_words(locale, s)).collect();
    locale.text(
        "play-title-public",
        &[("game", locale.text("game-name", &[]).into()), ("seats", seats.join(", ").into())],
    )
}

/// The position at a table's question written as a scenario file, for the terminal's
/// `scenario` and the page's link in the browser alike: where the question's turn began, the
/// answers since and what the table told since (as `expect` lines), then first options, run
/// back before it is given ([`crate::engine::scenario::write`], as `scenario --from` writes one).
pub struct AtQuestion {
    /// The event to come, which the question stands before (from 1).
    pub at: usize,
    /// The file's name where a person names none: the game, its seed and that event.
    pub name: String,
    pub text: String,
}

impl AtQuestion {
    /// The event a question of match `m` stands before, and the file's name at it.
    pub fn named<G: Game>(m: &Match<'_, G>, seed: u64) -> (usize, String) {
        let at = m.log.len() + 1;
        (at, format!("{}-{seed}-at-{at}.toml", G::ID))
    }

    /// The file for the question match `m` is at, narrated in `locale`.
    ///
    /// # Errors
    /// A match that keeps no positions ([`play_keeping_states`] keeps them), a position the
    /// game's files cannot say (King of Chicago's setup), or a file that would not play the
    /// table's events again: each in words.
    pub fn write<G: crate::engine::scenario::Positions>(
        content: &G::Content,
        locale: &crate::engine::locale::Locale,
        m: &Match<'_, G>,
        seed: u64,
    ) -> Result<AtQuestion, String> {
        let (at, name) = Self::named(m, seed);
        let states = m.states.as_deref().ok_or("this table keeps no positions")?;
        let log = crate::engine::scenario::Logbook::<G> {
            name: "the table",
            seed,
            seats: m.seat_count(),
            entries: m.log.entries(),
            states,
            ended: false,
            at_table: true,
        };
        let written = crate::engine::scenario::write::<G>(content, locale, locale.lang(), &log, at)?;
        Ok(AtQuestion { at, name, text: written.text })
    }
}

/// The lowest and the highest amount of a run a person is offered: the run's, its top cut at
/// `most` (`Screen::amounts_most`) where that stands inside it.
pub fn offered_range<C>(run: &crate::engine::options::Amounts<C>, most: Option<i64>) -> (i64, i64) {
    let (low, high) = if run.step() > 0 { (run.first(), run.last()) } else { (run.last(), run.first()) };
    match most {
        Some(most) if (low..high).contains(&most) => (low, most),
        _ => (low, high),
    }
}

/// Why a person may not give option `index` of `options`: an amount of its run above `most`,
/// the most the screen offers and the sentence saying why (`Screen::amounts_most`).
pub fn above_most<'w, C>(
    options: &crate::engine::options::Options<C>,
    index: usize,
    most: Option<&'w (i64, String)>,
) -> Option<&'w str> {
    let (most, why) = most?;
    let amount = options.amounts()?.amount(index.checked_sub(options.amounts_from())?)?;
    (amount > *most).then_some(why.as_str())
}

/// A question's run of amounts in words, each amount as `amount` writes it: after options,
/// `play-amounts` ("or an amount from $50 to $300 in steps of $50"); alone, `play-amounts-only`
/// ("Type a number from 0 to 4"), which asks for the number itself. Both leave the step out when
/// it is 1 (their `by`), and say a run of one amount as that amount alone (their `one`).
pub fn amounts_words<C>(
    locale: &crate::engine::locale::Locale,
    options: &crate::engine::options::Options<C>,
    most: Option<i64>,
    amount: impl Fn(i64) -> String,
) -> Option<String> {
    use crate::engine::locale::Arg;
    let run = options.amounts()?;
    let (low, high) = offered_range(run, most);
    let step = run.step().abs();
    let args = [
        ("first", Arg::Str(amount(low))),
        ("last", Arg::Str(amount(high))),
        ("step", Arg::Str(amount(step))),
        ("by", Arg::Num(step)),
        // One amount left (a bid that only the least can open): said alone, where "from $900
        // to $900" read as a range.
        ("one", Arg::Num(i64::from(low == high))),
    ];
    let id = if options.listed().is_empty() { "play-amounts-only" } else { "play-amounts" };
    Some(locale.text(id, &args))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run cut at the screen's most (`Screen::amounts_most`): a person is offered up to it,
    /// in words and in the page's box, and an amount above it is refused with its sentence;
    /// a most outside the run changes nothing. The run, which bots answer by, is unchanged.
    #[test]
    fn a_run_is_offered_up_to_the_screens_most() {
        use crate::engine::options::{Amounts, Options};
        let read = |c: &i64| Some(*c);
        let options = Options::new(vec![-1], Amounts::new(0, 100, 1, |n| n, read));
        let run = options.amounts().expect("a run");
        assert_eq!(offered_range(run, Some(4)), (0, 4));
        assert_eq!(offered_range(run, None), (0, 100));
        assert_eq!(offered_range(run, Some(500)), (0, 100));
        let most = (4, "You have $4G.".to_string());
        assert_eq!(above_most(&options, 1 + 5, Some(&most)), Some("You have $4G."));
        assert_eq!(above_most(&options, 1 + 4, Some(&most)), None);
        assert_eq!(above_most(&options, 0, Some(&most)), None, "a listed option is no amount");
        assert_eq!(above_most(&options, 1 + 5, None), None);
        assert_eq!(options.len(), 102);
        let source = crate::engine::content::Source::Embedded;
        let locale = crate::engine::locale::Locale::load(&source, "godfathers", "en").expect("English");
        let words = amounts_words(&locale, &options, Some(4), |n| format!("${n}G")).unwrap_or_default();
        assert!(words.contains("$4G") && !words.contains("$100G"), "{words}");
    }

    /// A run of one amount (King of Chicago's bid with only $900 left) is said as that amount
    /// alone, in each language, where Dutch read "een bedrag van $900 tot $900".
    #[test]
    fn a_run_of_one_amount_says_that_amount_alone() {
        use crate::engine::options::{Amounts, Options};
        let read = |c: &i64| Some(*c);
        let source = crate::engine::content::Source::Embedded;
        let money = |n: i64| format!("${n}");
        for (lang, after, alone) in [
            ("en", "or only $900: type that amount", "Type $900, the only number allowed."),
            ("fr", "ou seulement $900 : tapez ce montant", "Tapez $900, le seul nombre possible."),
            ("nl", "of alleen $900: typ dat bedrag", "Typ $900, het enige getal dat kan."),
        ] {
            let locale = crate::engine::locale::Locale::load(&source, "king-of-chicago", lang).expect("a language");
            let listed = Options::new(vec![-1], Amounts::new(900, 900, 100, |n| n, read));
            assert_eq!(amounts_words(&locale, &listed, None, money).as_deref(), Some(after), "{lang}");
            let only = Options::new(Vec::new(), Amounts::new(900, 900, 100, |n| n, read));
            assert_eq!(amounts_words(&locale, &only, None, money).as_deref(), Some(alone), "{lang}");
            // A run cut to one amount by the screen's most is said alone too.
            let cut = Options::new(vec![-1], Amounts::new(900, 2000, 100, |n| n, read));
            assert_eq!(amounts_words(&locale, &cut, Some(900), money).as_deref(), Some(after), "{lang}");
            let words = amounts_words(&locale, &cut, None, money).unwrap_or_default();
            assert!(words.contains("$2000") && !words.contains(after), "{lang}: {words}");
        }
    }

    /// A seat's kind in words in each language, a search's budget with it.
    #[test]
    fn seat_kinds_in_words() {
        use crate::engine::content::Source;
        use crate::engine::locale::Locale;
        let en = Locale::load(&Source::Embedded, "godfathers", "en").expect("English");
        let fr = Locale::load(&Source::Embedded, "godfathers", "fr").expect("French");
        let said = |l: &Locale, s: &str| seat_kind_words(l, s);
        assert_eq!(said(&en, "human"), "human");
        assert_eq!(said(&en, "bot:greedy"), "greedy bot");
        assert_eq!(said(&en, "bot:search:2000"), "searching bot (2000 imagined games a move)");
        assert_eq!(said(&en, "bot:search:1"), "searching bot (1 imagined game a move)");
        assert_eq!(said(&en, "bot:search:250ms"), "searching bot (250 ms a move)");
        assert_eq!(said(&fr, "bot:random"), "bot au hasard");
        assert_eq!(said(&fr, "bot:balance"), "bot d'équilibrage");
        assert_eq!(said(&fr, "bot:genius"), "bot genius");
        assert_eq!(said(&fr, "greedy"), "bot glouton");
    }

    /// The winner first whatever the scores; the rest by score, ties sharing a place.
    #[test]
    fn standings_number_by_place() {
        let placed = standings(Some(Seat(2)), &[5, 9, 1, 5]);
        assert_eq!(placed, vec![(1, Seat(2)), (2, Seat(1)), (3, Seat(0)), (3, Seat(3))]);
        assert_eq!(standings(None, &[4, 4, 7]), vec![(1, Seat(2)), (2, Seat(0)), (2, Seat(1))]);
    }
}
