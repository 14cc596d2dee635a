//! What a game tells the engine, and nothing more: the contract every game implements.
//!
//! Modelled on OpenSpiel's `State` and boardgame.io's game object, fitted to how our rules run:
//! a game's rules are a loop that asks questions as it goes (`Match::ask`), so instead of
//! "legal actions then apply" a game gives the engine its loop ([`Game::play`]), the view a
//! seat decides from ([`Game::view`]), its events (the engine logs answers and script
//! failures around them, [`LogEntry`]), its bots, its score and length, and its presentation (narration, the terminal screen, the card
//! catalogue). In exchange the engine gives it the match, tables and seat kinds, sessions,
//! saves, undo and replay, the script runtime, mods, text coverage, the scenario runner,
//! statistics and the report, the conformance suite and every command.

use super::catalogue::Catalogue;
use super::content::Source;
use super::decision::Decider;
use super::diag::{Diagnostic, Diagnostics};
use super::dice::Chance;
#[cfg(doc)]
use super::dice::FixedDice;
use super::locale::{Arg, Locale};
use super::log::Logged;
use super::options::Options;
use super::picture::{Backdrop, Picture};
use super::play::{Flow, Match, Outcome};
use super::rng::Rng;
use super::seat::Seat;
use super::texts::Needed;
use serde::Serialize;
use std::fmt::Debug;

/// A game's checked content: what every content gives the engine.
pub trait GameContent {
    /// Where the content was read from (bundled or a folder, with its mods).
    fn source(&self) -> &Source;
    /// The digest of every file the content was read from: logs and saves name it.
    fn digest(&self) -> &str;
}

/// [`GameContent`] for a game's content type that keeps where it was read from and its digest
/// in fields named `source` and `digest` (`game_content!(Content);`), as every game's does.
macro_rules! game_content {
    ($content:ty) => {
        impl $crate::engine::game::GameContent for $content {
            fn source(&self) -> &$crate::engine::content::Source {
                &self.source
            }

            fn digest(&self) -> &str {
                &self.digest
            }
        }
    };
}
pub(crate) use game_content;

/// How the balance seat (`bots::balance`) plays a game, as measured against the game's own bot
/// (README, "The balance seat", gives the figures behind each game's choice).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BalanceStyle {
    /// Searches every question with more than one option, or only those where a card is at
    /// stake (a card's own question, an option that plays, takes, buys or keeps one), the
    /// others being the game's own bot's. Every question makes the seat far stronger where the
    /// game's bot leaves much to gain, at about twice the time.
    pub every_question: bool,
    /// How far an option must beat the game bot's own over the same imagined worlds, in
    /// standard errors of the paired differences, to replace it.
    pub convinced: f64,
    /// How many turns a seat an imagined game runs past the searched question before it is
    /// scored by the standings (a fraction is rounded up over the table: one and a half turns
    /// a seat are six turns at four seats). Too short, and an option's cost is seen before what
    /// it buys; too long, and the luck of the later turns drowns the difference between options.
    /// A turn is what [`Game::turn_start`] begins: where the whole table plays each turn
    /// (Bootleggers), a turn of the table, so that there half a turn a seat is two of the game's
    /// turns at four seats.
    pub horizon_turns: f64,
    /// The playouts a searched question is given when the seat is not told (`bot:balance`;
    /// `bot:balance:N` gives N).
    pub playouts: u32,
}

impl BalanceStyle {
    /// Every question searched; an option taken over the game bot's at one standard error
    /// (Chicago Poker, when it kept this style: 38.5% of 200 games against three greedy seats,
    /// against 30.0% at two); imagined games scored two turns a seat past the question (the
    /// search bot's horizon); 24 playouts a question. The godfather race keeps it.
    pub const DEFAULT: BalanceStyle =
        BalanceStyle { every_question: true, convinced: 1.0, horizon_turns: 2.0, playouts: 24 };
}

/// One game of the box, as the engine runs it.
pub trait Game: Sized + 'static {
    /// The id the command line spells (`<game>` in `mobrules run <game>`), also the content and script folder.
    const ID: &'static str;
    /// What the game counts its length in, for reports (`game rounds`, `turns`).
    const LENGTH_UNIT: &'static str;
    /// What [`Game::scores`] counts, for reports (`power`, `money`): the name of the score's
    /// column in `simulate --csv`.
    const SCORE_UNIT: &'static str = "score";

    /// The checked content (rules numbers, cards, board, the compiled scripts' source).
    type Content: GameContent + Send + Sync;
    /// The whole game as a plain value: what saves, undo and search start from.
    type State: Clone + Serialize;
    /// What the game fixes to come beside its generator (scenarios and tests): the engine's
    /// [`FixedDice`], the game's own queues of them, or `()` for a game without dice.
    type Fixed: Clone;
    /// One option a seat may pick (a typed value: a square, an action, a bid...).
    type Choice: Clone + Debug + Serialize + PartialEq;
    /// What happened: the game's own entries of the log, beside the answers and script failures
    /// the engine logs ([`LogEntry`]).
    type Event: Clone + Debug + Serialize;
    /// A card as the log names the one whose script failed, from the number the script host
    /// knows it by (`usize` itself where that is the card's place in the catalogue).
    type CardKey: Clone + Debug + Serialize + PartialEq + From<usize>;
    /// What one seat may see of the game: built to hide what the rules hide.
    type View<'a>;
    /// Values the rules keep while a match runs and that are not part of the position (a tally
    /// being collected, the compiled scripts of the content).
    type Scratch;

    /// Reads and checks the content, mods layered over it.
    ///
    /// # Errors
    /// Every problem, at its file, line and column.
    fn load(source: &Source) -> Result<Self::Content, Diagnostics>;

    /// [`Game::load`], with the warnings the reading found, beside its errors when the content
    /// does not load: a deck that differs from the box (W0112), counted from what did read. By
    /// default none, for a game whose box has nothing to count.
    fn load_warned(source: &Source) -> (Result<Self::Content, Diagnostics>, Vec<Diagnostic>) {
        (Self::load(source), Vec::new())
    }

    /// Whether `seats` seats can sit at this content's table.
    ///
    /// # Errors
    /// A one-line message saying how many can.
    fn check_seats(content: &Self::Content, seats: usize) -> Result<(), String>;

    /// The position at the start of a game (setup done, nothing decided yet).
    ///
    /// # Errors
    /// A message when the table cannot be set.
    fn new_game(content: &Self::Content, seats: usize, seed: u64) -> Result<Self::State, String>;

    /// The position's randomness, generator and fixed dice together: what the engine saves and
    /// restores as one when a card script fails, and replaces in a search bot's imagined game.
    fn chance(state: &Self::State) -> &Chance<Self::Fixed>;

    /// [`Game::chance`], to change it.
    fn chance_mut(state: &mut Self::State) -> &mut Chance<Self::Fixed>;

    /// The values a match keeps beside its position, made once per match.
    fn scratch(content: &Self::Content) -> Self::Scratch;

    /// The scratch of a match imagined from one whose scratch is `beside` (a search's imagined
    /// game, thousands a decision): what holds for the whole content, the compiled scripts, is
    /// shared rather than found again; the rest starts as [`Game::scratch`] makes it.
    fn scratch_beside(content: &Self::Content, beside: &Self::Scratch) -> Self::Scratch {
        let _ = beside;
        Self::scratch(content)
    }

    /// Plays the match from its state to its end.
    ///
    /// # Errors
    /// Every [`Stop`](super::play::Stop) but a win or the round cap.
    fn play(m: &mut Match<'_, Self>) -> Flow<Outcome>;

    /// Another position `viewer` cannot tell from `state`: what is hidden from it (the order of
    /// the cards to come, the dice to come, other seats' hidden cards and money) drawn again.
    /// The conformance suite checks that nothing a seat is shown changes; a search bot samples
    /// the positions it cannot tell apart with it. By default only chance is hidden: the
    /// position with its generator drawn again ([`redrawn`]), for a game whose seats see
    /// everything but the dice to come.
    fn determinize(content: &Self::Content, state: &Self::State, viewer: Seat, rng: &mut Rng) -> Self::State {
        let _ = (content, viewer);
        redrawn::<Self>(state, rng)
    }

    /// The position a turn began from (`state`), drawn again for `viewer` as
    /// [`Game::determinize`] does, but keeping what `viewer` has seen happen since (`since`, the
    /// turn's log so far): a search plays the turn so far again in the position drawn, and a
    /// position at odds with what was seen (a card drawn face up since, which lay in the pile
    /// drawn again) goes another way and is dropped. By default [`Game::determinize`] alone.
    fn determinize_turn(
        content: &Self::Content,
        state: &Self::State,
        since: &[LogEntry<Self>],
        viewer: Seat,
        rng: &mut Rng,
    ) -> Self::State {
        let _ = since;
        Self::determinize(content, state, viewer, rng)
    }

    /// What `seat` sees when it is asked.
    fn view<'a>(m: &'a Match<'_, Self>, seat: Seat) -> Self::View<'a>;

    /// How the balance seat (`bots::balance`) plays this game: the default searches every
    /// question, takes an option over the game bot's own at one standard error, and scores its
    /// imagined games two turns a seat on.
    const BALANCE: BalanceStyle = BalanceStyle::DEFAULT;

    /// The card of the catalogue (its index) that option `choice` of question `prompt` put to
    /// `seat`
    /// puts at stake: played, taken, bought or kept. The balance seat searches every question
    /// where a card is at stake, and the statistics count how often a seat could use a card and
    /// did. A game without cards keeps the default: none.
    fn option_card(_m: &Match<'_, Self>, _seat: Seat, _prompt: &str, _choice: &Self::Choice) -> Option<usize> {
        None
    }

    /// How well `seat` stands in a game a search stopped short of its end (an imagined game
    /// at its horizon), between 0 and 1: what the search scores it by, beside 1 for a win and
    /// 0 for a loss. By default from [`Game::scores`] ([`standing_by_scores`]); a game whose
    /// score a few turns seldom move may weigh the position as its own bot does.
    fn standing(m: &Match<'_, Self>, seat: Seat) -> f64 {
        standing_by_scores(&Self::scores(m), seat)
    }

    /// The game's own bots by name (`greedy`), beside the engine's `random`.
    fn bot_kinds() -> &'static [&'static str];

    /// A bot of one of [`Game::bot_kinds`], with its own random stream for this seat.
    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>>;

    /// The final score of every seat (points, places won, money...), as the game
    /// counts it.
    fn scores(m: &Match<'_, Self>) -> Vec<i64>;

    /// How long the game has lasted, in the game's own unit ([`Game::LENGTH_UNIT`]).
    fn length(m: &Match<'_, Self>) -> u32;

    /// The game's own invariants (cards in one place, resources conserved...), checked in
    /// checking mode after every step the game calls [`Match::check_invariants`] at.
    ///
    /// # Errors
    /// What broke.
    fn invariants(m: &Match<'_, Self>) -> Result<(), String>;

    /// Whether `event` shows `seat` something an undo must not let it take back (a roll, a
    /// card drawn); another seat's answer is one whatever the game ([`is_barrier`]).
    fn is_barrier(event: &Self::Event, seat: Seat) -> bool;

    /// Whether `event` is news worth printing `seat`'s status again for at the terminal
    /// ([`status_news`]). An undo barrier is not always news: a game whose news line already
    /// says what a seat's own draw did says so here. By default, every barrier.
    fn status_news(event: &Self::Event, seat: Seat) -> bool {
        Self::is_barrier(event, seat)
    }

    /// Whether `event` starts a player turn (or another step an undo goes back to the start of).
    fn turn_start(event: &Self::Event) -> bool;

    /// Every card of the content: kind, id, name and text in `locale`'s language, numbers;
    /// what `cards`, `mod-diff`, statistics and the report read. Statistics count cards by
    /// their index in it. A game without cards keeps the default: an empty catalogue.
    fn catalogue(content: &Self::Content, locale: &Locale) -> Catalogue {
        let _ = (content, locale);
        Catalogue::default()
    }

    /// What each card did in one finished game, by catalogue index, read from its log and the
    /// tally of card abilities at work. A game without cards keeps the default: nothing.
    fn card_use(
        content: &Self::Content,
        log: &[LogEntry<Self>],
        fired: &std::collections::BTreeMap<usize, u64>,
    ) -> super::catalogue::CardUse {
        let _ = (content, log, fired);
        super::catalogue::CardUse::new()
    }

    /// The messages a content needs in English (card names and texts, places...).
    /// Each with the place of the entry that needs it, where the content keeps one
    /// (`content::IdPlaces`), so that a missing text is told there.
    fn required_texts(content: &Self::Content) -> Vec<Needed>;

    /// How the screens name the text of a question a card's script asks (`choose(me, "key",
    /// ...)`): each a message id the key is appended to (`prompt-card-` in King of Chicago). A
    /// mod's English text of that form is read when one of the content's scripts names the key,
    /// so the texts check does not call it unread (W0409). None by default: no script asks.
    const SCRIPT_PROMPTS: &'static [&'static str] = &[];

    /// The game's numbers as JSON, for `mod-diff`.
    fn numbers(content: &Self::Content) -> serde_json::Value;

    /// The JSON Schemas of the content file kinds (`(kind, schema)`), and the script API's
    /// Rhai definitions.
    fn schemas(content: &Self::Content) -> Vec<(String, String)>;

    /// The sentence telling `viewer` (or everyone, for `None`) what the game's own `event`
    /// did; `None` when it tells that reader nothing. The answers and script failures logged
    /// around the game's events are the engine's to tell ([`told`]).
    fn narrate(content: &Self::Content, locale: &Locale, event: &Self::Event, viewer: Option<Seat>) -> Option<String>;

    /// A card as the record of a failed script names it (`script-failed`); by default its key
    /// (`#3`), for a game whose scripts never fail.
    fn card_named(content: &Self::Content, locale: &Locale, key: &Self::CardKey) -> Arg {
        let _ = (content, locale);
        Arg::Str(format!("#{key:?}"))
    }

    /// The fixed part of the board the replay viewer draws every position over (the places
    /// and the ways between them) at a table of `seats` players, named in `locale`'s language.
    fn backdrop(content: &Self::Content, locale: &Locale, seats: usize) -> Backdrop;

    /// The position of `m` as the replay viewer draws it for `viewer`: pieces and markers over
    /// the [`Game::backdrop`], and beside them the standings and what the reader holds.
    /// For a seat it is built from what [`Game::view`] shows that seat, so nothing the rules hide
    /// from it is drawn or written (the page written for one seat holds only its pictures);
    /// `None` is the observer, from whom nothing is hidden. Pieces carry `data-piece` and `data-at`
    /// attributes ([`super::picture`]).
    fn picture(m: &Match<'_, Self>, locale: &Locale, viewer: Option<Seat>) -> Picture;

    /// The terminal screen a person plays from.
    fn screen<'s>(content: &'s Self::Content, locale: &'s Locale) -> Box<dyn Screen<Self> + 's>;
}

/// One entry of game `G`'s log: an answer, a script failure, or one of the game's events.
pub type LogEntry<G> = Logged<<G as Game>::Event, <G as Game>::Choice, <G as Game>::CardKey>;

/// The sentence telling `viewer` (or everyone, for `None`) what one entry of the log did: the
/// game's own events as it narrates them ([`Game::narrate`]); an answer tells nothing (what it
/// did shows in what follows); a script failure as every game tells it
/// ([`ScriptFailed::told`](super::log::ScriptFailed::told)), its card named by
/// [`Game::card_named`].
pub fn told<G: Game>(
    content: &G::Content,
    locale: &Locale,
    entry: &LogEntry<G>,
    viewer: Option<Seat>,
) -> Option<String> {
    match entry {
        Logged::Game(e) => G::narrate(content, locale, e, viewer),
        Logged::Chose(_) => None,
        Logged::ScriptFailed(f) => Some(f.told(locale, G::card_named(content, locale, &f.card), viewer)),
    }
}

/// Whether a log entry shows `seat` something an undo must not let it take back: another seat's
/// answer, or what the game says ([`Game::is_barrier`]).
pub fn is_barrier<G: Game>(entry: &LogEntry<G>, seat: Seat) -> bool {
    match entry {
        Logged::Chose(c) => c.seat != seat,
        Logged::ScriptFailed(_) => false,
        Logged::Game(e) => G::is_barrier(e, seat),
    }
}

/// Whether a log entry is news worth showing `seat` its status again for: another seat's
/// answer, or what the game says ([`Game::status_news`]; by default its undo barriers).
pub fn status_news<G: Game>(entry: &LogEntry<G>, seat: Seat) -> bool {
    match entry {
        Logged::Chose(c) => c.seat != seat,
        Logged::ScriptFailed(_) => false,
        Logged::Game(e) => G::status_news(e, seat),
    }
}

/// A standing between 0 and 1 from the scores: a half, plus or minus how far `me` leads or
/// trails the best other seat, as a share of the largest score.
pub fn standing_by_scores(scores: &[i64], me: Seat) -> f64 {
    let mine = scores.get(me.index()).copied().unwrap_or(0);
    let best = scores.iter().enumerate().filter(|(i, _)| *i != me.index()).map(|(_, s)| *s).max().unwrap_or(mine);
    let scale = scores.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0).max(1) as f64;
    (0.5 + 0.5 * ((mine - best) as f64 / scale)).clamp(0.0, 1.0)
}

/// `state` with its generator drawn again from `rng`, the dice fixed to come kept: what every
/// [`Game::determinize`] starts from, and all of the default one.
pub fn redrawn<G: Game>(state: &G::State, rng: &mut Rng) -> G::State {
    let mut s = state.clone();
    G::chance_mut(&mut s).rng = Rng::seeded(rng.next_u64());
    s
}

/// What [`Game::required_texts`] gives for most games: the content's own message ids (`content`,
/// its card names, its places...) and those of each list the game's code reads (its narration's,
/// its screen's, its picture's `MESSAGES`...).
pub fn required_texts(content: Vec<Needed>, code: &[&[&str]]) -> Vec<Needed> {
    let mut ids = content;
    ids.extend(code.iter().flat_map(|list| list.iter()).map(|id| Needed::from(*id)));
    ids
}

/// Whether a log entry starts a player turn ([`Game::turn_start`]).
pub fn turn_start<G: Game>(entry: &LogEntry<G>) -> bool {
    entry.game().is_some_and(G::turn_start)
}

/// What a page's amount box holds when its question comes ([`Screen::amount_start`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmountStart {
    Least,
    Most,
    Empty,
}

/// A person's screen at the terminal: everything the engine's terminal table shows that only
/// the game can say.
pub trait Screen<G: Game> {
    /// The board, the standings and the seat's own hand or folder.
    fn status(&self, view: &G::View<'_>) -> String;
    /// The question, in words.
    fn question(&self, view: &G::View<'_>, prompt: &str) -> String;
    /// One option, saying what it does.
    fn option(&self, view: &G::View<'_>, prompt: &str, choice: &G::Choice) -> String;
    /// An amount of question `prompt` as a person reads it (`$1,250` where it is money), for
    /// the one line that shows a run of amounts ("an amount from $0 to $1,250 in steps of $10").
    fn amount(&self, prompt: &str, amount: i64) -> String {
        let _ = prompt;
        amount.to_string()
    }
    /// The most a person may answer to question `prompt`'s run of amounts where the rules
    /// would refuse more than the run allows (Bootleggers: a price above what the payer holds),
    /// and the sentence saying why: both tables offer a person the run up to it and refuse a
    /// larger amount with that sentence. The run itself, which bots, logs and saves answer by,
    /// stays as the rules ask it. `None` by default.
    fn amounts_most(&self, view: &G::View<'_>, prompt: &str) -> Option<(i64, String)> {
        let _ = (view, prompt);
        None
    }
    /// What the page's amount box for question `prompt` holds when the question comes: the
    /// least offered by default; the most where the least throws something away (Bootleggers'
    /// loading: 0 crates loaded loses them all); nothing where any amount given unasked would
    /// be a choice the person did not make (Bootleggers' price of a deal: $0 gave the truck
    /// away). An empty box is not answered: the page asks for an amount.
    fn amount_start(&self, prompt: &str) -> AmountStart {
        let _ = prompt;
        AmountStart::Least
    }
    /// The heading of the group an option of question `prompt` belongs to, where a long list
    /// falls into a few groups (Bootleggers' deals, by the other party): a terminal lists the
    /// groups first, each under a letter, and a group's options when its letter is typed, their
    /// numbers unchanged. None by default: the option is listed alone.
    fn option_group(&self, view: &G::View<'_>, prompt: &str, choice: &G::Choice) -> Option<String> {
        let _ = (view, prompt, choice);
        None
    }
    /// The money the viewing seat holds, as the game writes it ("$10G", "$1,000"), where its
    /// questions spend money: the page shows it under every question ("You have $10G"), since
    /// the status box, which says it too, scrolls it out of view. None for a game without
    /// money (by default).
    fn purse(&self, view: &G::View<'_>) -> Option<String> {
        let _ = view;
        None
    }
    /// What an option of question `prompt` does and the rule behind it, with its rulebook
    /// section.
    fn help(&self, view: &G::View<'_>, prompt: &str, choice: &G::Choice) -> String;
    /// The help of option `at` (from 0) of `listed`, the options question `prompt` lists, in
    /// their order: both tables ask this one, with the options the rules offered. A game whose
    /// help says a rule once, under the first option it belongs to, and points there from the
    /// others (King of Chicago's drive and actions, the race's hostages) reads the list it is
    /// given rather than working the question's options out again. [`Screen::help`] of that
    /// option by default; an empty text where `at` is past the list.
    fn help_among(&self, view: &G::View<'_>, prompt: &str, listed: &[G::Choice], at: usize) -> String {
        listed.get(at).map(|choice| self.help(view, prompt, choice)).unwrap_or_default()
    }
    /// What `board <words>` shows: the part of the board the words name (a place by its
    /// number or by part of its name, whatever its case and accents: [`super::lookup::names`];
    /// every match, when several do), as the seat sees it; `None` when nothing answers to them,
    /// or the game has no board to look things up on (the table then says what can be looked
    /// up, the `play-board-hint` message).
    fn find(&self, view: &G::View<'_>, words: &str) -> Option<String> {
        let _ = (view, words);
        None
    }
    /// The places of the board `board <words>` found ([`Screen::find`]), as the pictures'
    /// `data-at` attributes name them ([`super::picture`]): the browser table marks them on
    /// the board beside the look-up's answer. None by default.
    fn found_marks(&self, view: &G::View<'_>, words: &str) -> Vec<String> {
        let _ = (view, words);
        Vec::new()
    }
    /// The numbers of the game's `play-rules` message (how to win and the shape of a turn),
    /// read from its content: a mod that changes the target or the number of turns changes
    /// the summary. None by default.
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        Vec::new()
    }
    /// How to win and how a turn goes, in `locale`'s language: the `play-rules` message with
    /// [`Screen::rules_args`] (the engine's own, which says only that the end tells the winner,
    /// where a game words none). The first screen of a table shows it, and `help rules` again.
    fn rules(&self, locale: &Locale) -> String {
        locale.text("play-rules", &self.rules_args())
    }
    /// Why the winner of a game that ended by its rules won, if `event` is the one that tells
    /// the win (the table reads the log from its end to the first that is), in the screen's
    /// language: the win condition that decided it, with the content's numbers and its
    /// rulebook section ("controls 5 establishments of any type (6.0)"). The end of a table
    /// says it after the winner (`play-why`); `None` by default.
    fn why_won(&self, event: &G::Event) -> Option<String> {
        let _ = event;
        None
    }
    /// How `seat` stands at the end of a game, after its name in the final standings (both
    /// tables, the viewer, `run`), read from the final position: what the game's win counts,
    /// in the screen's language ("4 establishments of 3 types: …", where a bare count would
    /// not tell a winner's from a loser's). `None` by default: the seat's score, as the game's
    /// `play-score` and `run-score` word it.
    fn final_standing(&self, state: &G::State, seat: Seat) -> Option<String> {
        let _ = (state, seat);
        None
    }
    /// The places of the board an option of question `prompt` is about (the street it drives
    /// to, the lot it opens a business on, the business it attacks), as the pictures'
    /// `data-at` attributes name them ([`super::picture`]): the browser table marks every
    /// option's places on the board while the question is asked, and the option under the
    /// pointer plainly. None by default.
    fn marks(&self, view: &G::View<'_>, prompt: &str, choice: &G::Choice) -> Vec<String> {
        let _ = (view, prompt, choice);
        Vec::new()
    }
    /// Why the viewing seat will have no question for a while, where that is more than waiting
    /// for the others (a gang of the race that can move nobody whatever it rolls): the line a
    /// seat's page shows between questions carries it. None by default.
    fn waiting(&self, view: &G::View<'_>) -> Option<String> {
        let _ = view;
        None
    }
    /// A move the rules made for the viewing seat without asking it (its only move) that cost
    /// it dearly, told in the news from the log's index `from` on (what the seat has read):
    /// the log's index just past the event and why it matters, which both tables stop on
    /// before the game runs on, once (the race's only move that leaves the seat's lone
    /// godfather with no henchman able to come to him, while other moves of the gang's, every
    /// one forced too, ran on for turns). None by default.
    fn forced_news(&self, view: &G::View<'_>, from: usize) -> Option<(usize, String)> {
        let _ = (view, from);
        None
    }
    /// Why the viewing seat, once out of play ([`Screen::waiting`]), can play again: at its
    /// first question after the pause the terminal says in a line of its own that it is
    /// asked again, and why ("because your godfather was liquidated…"), where the reason was
    /// only in the news above. None by default: the line says no more than that.
    fn back_in_play(&self, view: &G::View<'_>) -> Option<String> {
        let _ = view;
        None
    }
    /// Whether the terminal shows the board after the news rather than before it, ahead of
    /// question `prompt`: where the question picks a place on a map the board draws (King of
    /// Chicago's first business and drives), the map stands right above it. By default the
    /// news stands right above the question (a truck stolen, the turn's sales), under the board.
    fn board_last(&self, prompt: &str) -> bool {
        let _ = prompt;
        false
    }
    /// Whether the screen is worth showing again before this question (a new turn).
    fn shows_status_before(&self, prompt: &str) -> bool {
        let _ = prompt;
        false
    }
    /// A question a person is asked only after typing its name as a command (a deal whose
    /// window comes round many times a game), or once its seat has said "not now" in the
    /// view's present (Bootleggers asks for offers once a shipping phase): the option that
    /// answers it when they did not, `None` for a question asked now. The answer is recorded
    /// like any other, so saves and replays keep it.
    fn unless_requested(&self, view: &G::View<'_>, prompt: &str, options: &Options<G::Choice>) -> Option<usize> {
        let _ = (view, prompt, options);
        None
    }
    /// The questions [`Screen::unless_requested`] holds back: each command that asks for one,
    /// with the prompt it asks for (most often the same word, Bootleggers' `deal`; King of
    /// Chicago's `event` stands for `play_event:anytime`).
    fn on_request(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The command that asks for the held-back question `prompt` ([`Screen::on_request`]);
    /// none for a question no command asks for.
    fn requested_by(&self, prompt: &str) -> Option<&'static str> {
        self.on_request().iter().find(|(_, asked)| *asked == prompt).map(|(command, _)| *command)
    }
    /// The command typed as `word` when it is one of [`Screen::on_request`]'s.
    fn request_named(&self, word: &str) -> Option<&'static str> {
        self.on_request().iter().map(|(command, _)| *command).find(|command| *command == word)
    }
    /// Whether answering the held-back question `prompt` with `choice` does what a request for
    /// it asked, so that the request ends there whatever the answer (Bootleggers' `thug`: a
    /// card played, or "nothing more"). By default a request ends only at the answer
    /// [`Screen::unless_requested`] gives unasked: a person may propose one deal after another.
    fn request_answered(&self, prompt: &str, choice: &G::Choice) -> bool {
        let _ = (prompt, choice);
        false
    }
    /// What to say to the viewing seat when it asks for the held-back question `name`
    /// ([`Screen::on_request`]), where "you will be asked the next time the rules allow it"
    /// would mislead (Bootleggers' `thug` with no thug card in hand: asked only once one is
    /// held). None: those words. The request is kept either way.
    fn requested_words(&self, view: &G::View<'_>, name: &str) -> Option<String> {
        let _ = (view, name);
        None
    }
}
