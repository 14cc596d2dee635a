//! The one scenario runner: a file read (its head and the game's part), its position built,
//! its dice fixed, its seats scripted, what it names run on a checking match, and what came of
//! it gathered for the verdict. A game says only what is its own ([`Positions`]).

use super::answers::Scripted;
use super::dice::DiceUse;
use super::expect::Steps;
use super::header::{self, Header, Shape};
use super::printed::{renamed, shown};
use super::spot::Spot;
use super::verdict::{Ran, stopped};
use crate::engine::decision::Decider;
use crate::engine::dice::FixedDice;
use crate::engine::game::{Game, told};
use crate::engine::locale::Locale;
use crate::engine::play::{Flow, Match, MatchOptions};
use crate::engine::rng::Rng;
use serde_json::Value;

/// What a game adds to the scenario files every game shares: its part of the file (the
/// position and what to run), the position built from it, and its spellings (options as
/// `[decisions]` write them, events' numbers as the files count them, the final state by name).
pub trait Positions: Game {
    /// The game's fields of a scenario file, beside the [`Header`]'s: a serde struct that
    /// refuses unknown fields, named `ScenarioFile` (the title of its schema).
    type File: serde::de::DeserializeOwned + schemars::JsonSchema;
    /// The kinds of roll a file may fix dice for (`dice = { <kind> = [...] }`); `None` for a
    /// game that rolls no dice, whose files have no `dice`.
    const ROLLS: Option<&'static [&'static str]>;
    /// The seats of a file that does not say.
    const SEATS: usize = 2;
    /// The game's own words, in its files' schema, for fields of the head (`game`, `dice`).
    const HEAD_DOCS: &'static [(&'static str, &'static str)] = &[];

    /// The content the file's table plays with, when it is not the content given (a rule
    /// option the file switches on).
    fn content(_content: &Self::Content, _file: &Self::File) -> Option<Self::Content> {
        None
    }

    /// The position the file describes, checked as the rules keep positions.
    ///
    /// # Errors
    /// What in the file names nothing (E0501) or cannot be reached (E0502), at its
    /// `file:line:col` where one value has it.
    fn build(content: &Self::Content, head: &Header, file: &Self::File, spot: Spot) -> Result<Self::State, String>;

    /// The names a roll may have beside its kind (the ids of the cards that roll).
    fn roll_names(_content: &Self::Content) -> Vec<&str> {
        Vec::new()
    }

    /// The dice of a position, which a file fixes.
    fn dice(_state: &mut Self::State) -> Option<&mut FixedDice> {
        None
    }

    /// An option as `[decisions]` spell it.
    ///
    /// # Errors
    /// A spelling that names no option, with the closest id where one is misspelt.
    fn choice(content: &Self::Content, seats: usize, text: &str) -> Result<Self::Choice, String>;

    /// The name of number `n` in field `key` of an event tagged `tag`, as the files count it
    /// (seats from 1, cards by id); `None` keeps the number ([`renamed`]).
    fn printed(content: &Self::Content, tag: &str, key: &str, n: u64) -> Option<Value>;

    /// An option as a refusal shows it: as the `chose` events print it ([`shown`]).
    fn show(content: &Self::Content, choice: &Self::Choice) -> String {
        shown(choice, &|tag, key, n| Self::printed(content, tag, key, n))
    }

    /// The state as the scenario prints it and its expectations read it, by name.
    fn summary(m: &Match<'_, Self>) -> Value;

    /// The match's round cap the file's `[run]` sets, if it sets one.
    fn round_cap(file: &Self::File) -> Option<u32>;

    /// The seats' deciders, from the scripted ones (a seat that offers deals as a person does).
    fn seated<'c>(_file: &Self::File, deciders: Vec<Box<dyn Decider<Self> + 'c>>) -> Vec<Box<dyn Decider<Self> + 'c>> {
        deciders
    }

    /// The position `state`, where a turn begins ([`Game::turn_start`]), as the game's part of
    /// a scenario file, with a `[run]` that plays the game on from there to its end (the
    /// content's cap): what `mobrules scenario --from` writes ([`write`](super::write)).
    /// `state` is the position as the log keeps it when that turn's first event is told: what
    /// the rules do before telling it (a turn counted) is done already. `log` is the game's
    /// log as far as it is known, for what the seats did that no position holds (which of
    /// them propose deals, in Bootleggers).
    ///
    /// # Errors
    /// A position the game's files cannot say, with why.
    fn written(
        content: &Self::Content,
        state: &Self::State,
        log: &[crate::engine::game::LogEntry<Self>],
    ) -> Result<toml::Table, String> {
        let _ = (content, state, log);
        Err(format!("positions of {} cannot be written as scenario files yet", Self::ID))
    }

    /// An option as `[decisions]` spell it, which [`Positions::choice`] reads back; `None` for
    /// one the files cannot spell.
    fn spelled(content: &Self::Content, choice: &Self::Choice) -> Option<String> {
        let _ = (content, choice);
        None
    }

    /// Runs what the file's `[run]` names on `m`.
    ///
    /// # Errors
    /// A run the file cannot ask for, at its `file:line:col`; `Ok` holds how the run went.
    fn run(m: &mut Match<'_, Self>, head: &Header, file: &Self::File, spot: Spot) -> Result<Flow, String>;
}

/// How the head and the game's part of `G`'s files fit together.
fn shape<G: Positions>() -> Shape {
    Shape { dice: G::ROLLS.is_some(), seats: G::SEATS }
}

/// Reads a scenario file of `G`: its head and the game's part.
///
/// # Errors
/// Its TOML problem, or a field neither part has, at its `file:line:col`.
pub fn read<G: Positions>(name: &str, text: &str) -> Result<(Header, G::File), String> {
    header::read(name, text, shape::<G>())
}

/// The JSON Schema of `G`'s scenario files.
pub fn schema<G: Positions>() -> schemars::Schema {
    header::schema::<G::File>(shape::<G>(), G::HEAD_DOCS)
}

/// The JSON Schemas a game's [`Game::schemas`] gives for its files: each of its content files'
/// (`("game", schema)` as `game.schema.json`), in the order given, then its scenario files'
/// (`scenario.schema.json`, [`schema`]).
pub fn schema_files<G: Positions>(content: Vec<(&str, schemars::Schema)>) -> Vec<(String, String)> {
    let text = crate::engine::content::schema_text;
    let mut files: Vec<(String, String)> =
        content.into_iter().map(|(name, s)| (format!("{name}.schema.json"), text(s))).collect();
    files.push(("scenario.schema.json".into(), text(schema::<G>())));
    files
}

/// Runs a scenario file of `G` and narrates it in `locale`. The match checks the game's
/// invariants wherever its rules do.
///
/// # Errors
/// A problem with the file itself (what it names, what it asks to run), at its
/// `file:line:col` where it has one.
pub fn run<G: Positions>(content: &G::Content, locale: &Locale, name: &str, text: &str) -> Result<Ran, String> {
    let spot = Spot { name, text };
    let (head, file) = read::<G>(name, text)?;
    let optioned = G::content(content, &file);
    let content = optioned.as_ref().unwrap_or(content);
    let mut state = G::build(content, &head, &file, spot)?;
    if let Some(words) = &head.generator {
        G::chance_mut(&mut state).rng =
            Rng::from_text(words.get_ref()).map_err(|e| spot.at(words, super::spot::IMPOSSIBLE, e))?;
        if let Some(dice) = G::dice(&mut state) {
            dice.in_step();
        }
    }
    if let (Some(kinds), Some(dice)) = (G::ROLLS, G::dice(&mut state)) {
        head.dice.fix(dice, kinds, &G::roll_names(content), spot)?;
    }
    let seats = head.seats();
    let choice = |t: &str| G::choice(content, seats, t);
    let mut scripted = Scripted::<G>::new(&head.decisions, seats, head.fails(), choice, |c| G::show(content, c))
        .map_err(|e| spot.whole(&e))?;
    let options = MatchOptions { round_cap: G::round_cap(&file), check_invariants: true, ..MatchOptions::default() };
    let deciders = G::seated(&file, std::mem::take(&mut scripted.deciders));
    let mut m = Match::new(content, state, deciders, &options);
    let print = move |e: &crate::engine::game::LogEntry<G>| printed::<G>(content, e);
    let steps = Steps::new(head.after.clone());
    steps.watch(&mut m, print, G::summary);
    let result = G::run(&mut m, &head, &file, spot)?;
    let (stopped, stopped_early) = stopped(&result);
    Ok(Ran {
        lines: m.log.entries().iter().filter_map(|e| told::<G>(content, locale, e, None)).collect(),
        events: m.log.entries().iter().map(print).collect(),
        state: G::summary(&m),
        stopped,
        stopped_early,
        unused: scripted.unused(),
        expect: head.expect,
        steps,
        dice: G::dice(&mut m.state).map(|d| DiceUse::of(d)).unwrap_or_default(),
    })
}

/// An entry as a scenario prints it (seats from 1, cards by id): what runs compare and
/// `[expect] events` reads.
pub(super) fn printed<G: Positions>(content: &G::Content, e: &crate::engine::game::LogEntry<G>) -> Value {
    renamed(serde_json::to_value(e).unwrap_or_default(), &|t, k, n| G::printed(content, t, k, n))
}
