//! What every game's scenario files share: the expectations a designer states about what must
//! and must not happen (in the narration, in the events, in the final state, in order), the
//! answers scripted for the questions they answer, and the verdict the engine gives. Each game
//! reads its own positions and runs (`Game::scenario`); the engine checks the rest.
//!
//! Expectations come in two spellings: the first files' list of narration texts
//! (`expect = ["..."]`), and a table:
//!
//! ```toml
//! [expect]
//! narration = ["Dough Boy is neutralised"]        # each must appear in the narration
//! not = ["goes to the graveyard"]                # none may appear
//! in_order = ["attacks", "is wounded", "wins"]   # each after the one before
//! events = [{ event = "bought", seat = 1 }]      # each matches one event (these fields)
//! no_events = [{ event = "script_failed" }]      # none matches any event
//! state = { "players.0.money" = 800 }            # paths into the final state
//! stopped = "is not among the options"           # the run must stop early, saying this
//! ```

use super::decision::{Decider, Game, Interrupt, Request};
use super::diag::{Diagnostic, did_you_mean};
use super::dice::{FixedDice, Rolled};
use serde::Deserialize;
use serde_json::Value;
use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;

/// What a scenario says must and must not happen.
#[derive(Clone, Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(from = "ExpectDef")]
pub struct Expect {
    pub narration: Vec<String>,
    pub not: Vec<String>,
    pub in_order: Vec<String>,
    pub events: Vec<serde_json::Map<String, Value>>,
    pub no_events: Vec<serde_json::Map<String, Value>>,
    pub state: BTreeMap<String, Value>,
    /// The run must stop early (a scripted answer refused), with this in its reason.
    pub stopped: Option<String>,
}

/// What the state must be at a step of the run, not only at its end (`[[after]]`):
///
/// ```toml
/// [[after]]
/// step = "round_started"                  # an event's tag, or the fields it must have:
/// nth = 2                                 # { event = "chose", seat = 2 }; the 2nd such event
/// state = { "players.0.money" = 1200 }    # paths into the state as it stood then
/// ```
///
/// The state is the one printed at the end, as it stands once the rules have done what
/// follows from the step's event, when the next event is logged (after the run's last event,
/// the final state).
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct After {
    /// The event that ends the step, as `--json` prints it: its tag (`"round_started"`), or a
    /// table of the fields it must have (`{ event = "chose", seat = 2 }`).
    pub step: Step,
    /// Which such event, counted from 1 (default 1).
    #[serde(default = "defaults::one_nonzero")]
    #[schemars(with = "Option<std::num::NonZeroUsize>")]
    pub nth: std::num::NonZeroUsize,
    /// Paths into the state as it stood right after that event, as in `[expect] state`.
    pub state: BTreeMap<String, Value>,
}

/// The event a step of `[[after]]` ends with.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Step {
    /// An event's tag: any event of that kind.
    Tag(String),
    /// The fields an event must have (`event` its tag), with the values given.
    Fields(serde_json::Map<String, Value>),
}

impl After {
    fn step_value(&self) -> Value {
        match &self.step {
            Step::Tag(t) => Value::from(t.as_str()),
            Step::Fields(f) => Value::Object(f.clone()),
        }
    }
}

impl Step {
    fn matches(&self, event: &Value) -> bool {
        match self {
            Step::Tag(tag) => event.get("event").and_then(Value::as_str) == Some(tag.as_str()),
            Step::Fields(want) => matches(event, want),
        }
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Step::Tag(tag) => write!(f, "`{tag}`"),
            Step::Fields(want) => write!(f, "{}", Value::Object(want.clone())),
        }
    }
}

/// The state after a step (with the step event's place in the log), or why there is none.
type StepState = Result<(usize, Value), String>;

/// The steps a scenario states expectations after, and the states the run had at each event
/// that could end one (by the event's place in the log).
#[derive(Clone, Debug, Default)]
pub struct Steps {
    pub afters: Vec<After>,
    taken: Rc<RefCell<BTreeMap<usize, Value>>>,
}

impl Steps {
    pub fn new(afters: Vec<After>) -> Steps {
        Steps { afters, taken: Rc::default() }
    }

    /// Has `m` keep its state (as `state` prints it) after each event that could end a step,
    /// the event as `event` prints it: the state as it stands when the next event is logged
    /// (the last event's is the final state). An event a failed card undid is logged over,
    /// and the state kept for its place with it.
    pub fn watch<'c, G: Game>(
        &self,
        m: &mut super::play::Match<'c, G>,
        event: impl Fn(&super::game::LogEntry<G>) -> Value + 'c,
        state: impl Fn(&super::play::Match<'c, G>) -> Value + 'c,
    ) {
        if self.afters.is_empty() {
            return;
        }
        let steps: Vec<Step> = self.afters.iter().map(|a| a.step.clone()).collect();
        let taken = self.taken.clone();
        // The state after an event is the one the next event is logged in: whatever the
        // rules did in answer to it is done, nothing after it has happened.
        m.watch(Box::new(move |m| {
            let Some(i) = m.log.len().checked_sub(2) else { return };
            let printed = event(&m.log.entries()[i]);
            if steps.iter().any(|s| s.matches(&printed)) {
                taken.borrow_mut().insert(i, state(m));
            }
        }));
    }

    /// Each step's state, or why there is none: the step did not come that many times (how
    /// many it came, and the kinds of event the run had, to spot a misspelt tag).
    fn states<'s>(&'s self, events: &[Value], last: &Value) -> Vec<(&'s After, StepState)> {
        let taken = self.taken.borrow();
        self.afters
            .iter()
            .map(|a| {
                let at: Vec<usize> = (0..events.len()).filter(|&i| a.step.matches(&events[i])).collect();
                let found = match at.get(a.nth.get() - 1) {
                    Some(&i) if i + 1 == events.len() => Ok((i, last.clone())),
                    Some(&i) => taken.get(&i).cloned().map(|v| (i, v)).ok_or_else(|| "its state was not kept".into()),
                    None => {
                        let mut tags: Vec<&str> =
                            events.iter().filter_map(|e| e.get("event").and_then(Value::as_str)).collect();
                        tags.sort_unstable();
                        tags.dedup();
                        let hint = match &a.step {
                            Step::Tag(t) => {
                                did_you_mean(t, tags.iter().copied()).map(|h| format!(" ({h})")).unwrap_or_default()
                            }
                            Step::Fields(_) => String::new(),
                        };
                        Err(format!(
                            "it came {} time{}{hint}; the run's kinds of event: {}",
                            at.len(),
                            if at.len() == 1 { "" } else { "s" },
                            tags.join(", ")
                        ))
                    }
                };
                (a, found)
            })
            .collect()
    }
}

/// The two spellings of [`Expect`].
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
enum ExpectDef {
    /// Narration texts that must appear (the first scenario files' form).
    Texts(Vec<String>),
    Table(ExpectTable),
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct ExpectTable {
    #[serde(default)]
    narration: Vec<String>,
    #[serde(default)]
    not: Vec<String>,
    #[serde(default)]
    in_order: Vec<String>,
    #[serde(default)]
    events: Vec<serde_json::Map<String, Value>>,
    #[serde(default)]
    no_events: Vec<serde_json::Map<String, Value>>,
    #[serde(default)]
    state: BTreeMap<String, Value>,
    #[serde(default)]
    stopped: Option<String>,
}

impl From<ExpectDef> for Expect {
    fn from(d: ExpectDef) -> Expect {
        match d {
            ExpectDef::Texts(narration) => Expect { narration, ..Expect::default() },
            ExpectDef::Table(t) => Expect {
                narration: t.narration,
                not: t.not,
                in_order: t.in_order,
                events: t.events,
                no_events: t.no_events,
                state: t.state,
                stopped: t.stopped,
            },
        }
    }
}

/// One scripted answer: the option's text, and optionally the question it answers.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum AnswerDef {
    /// Answers the seat's next question, whatever it is (the first scenario files' form).
    Next(String),
    /// Answers the seat's next question with this prompt (`"casualty"`, `"card:john_doe"`);
    /// questions with other prompts before it take the first option.
    To { prompt: String, choice: String },
}

impl AnswerDef {
    pub fn choice(&self) -> &str {
        match self {
            AnswerDef::Next(c) | AnswerDef::To { choice: c, .. } => c,
        }
    }

    pub fn prompt(&self) -> Option<&str> {
        match self {
            AnswerDef::Next(_) => None,
            AnswerDef::To { prompt, .. } => Some(prompt),
        }
    }
}

/// A seat's scripted answers (the prompt each waits for, the option, and the option as the
/// file spells it), shared with whoever reads what was left unused.
pub type Answers<C> = Rc<RefCell<VecDeque<(Option<String>, C, String)>>>;

/// How a scenario shows an option (as the `chose` events of `--json` print it).
pub type Show<'c, C> = Rc<dyn Fn(&C) -> String + 'c>;

/// An option as the `chose` events of a scenario's `--json` print it, each number renamed by
/// `name` as [`renamed`] does: `{"move":{"square":"pawn_shop"}}`, not the program's names.
pub fn shown<C: serde::Serialize>(choice: &C, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> String {
    let event = serde_json::json!({ "event": "chose", "choice": choice });
    renamed(event, name).get("choice").map(Value::to_string).unwrap_or_default()
}

/// A decider answering from a scenario's script: an answer with a prompt waits for a question
/// with that prompt; one without answers the next question. A question no answer is for takes
/// the first option, or fails the run when the scenario says `then = "fail"`.
pub struct ScriptedSeat<'c, C> {
    pub answers: Answers<C>,
    pub then_first: bool,
    pub show: Show<'c, C>,
}

impl<'c, C> ScriptedSeat<'c, C> {
    /// The options offered, as the scenario shows them (a run of amounts by its bounds).
    fn offered(&self, options: &super::options::Options<C>) -> String {
        let mut words: Vec<String> = options.listed().iter().map(|c| (self.show)(c)).collect();
        if let Some(a) = options.amounts() {
            words.push(format!("an amount from {} to {} in steps of {}", a.first(), a.last(), a.step()));
        }
        words.join(", ")
    }
}

impl<G: Game> Decider<G> for ScriptedSeat<'_, G::Choice> {
    fn decide(&mut self, _view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let mut answers = self.answers.borrow_mut();
        let next = match answers.front() {
            Some((None, ..)) => answers.pop_front(),
            Some((Some(_), ..)) => {
                let at = answers.iter().position(|(p, ..)| p.as_deref() == Some(&*request.prompt));
                // Keyed answers wait for their own question, in their order for it.
                at.filter(|&i| answers.iter().take(i).all(|(p, ..)| p.is_some())).and_then(|i| answers.remove(i))
            }
            None => None,
        };
        match next {
            Some((_, answer, text)) => request.options.position(&answer).ok_or_else(|| {
                Interrupt::Failed(format!(
                    "scripted answer {text:?} to `{}` is not among the options: {}",
                    request.prompt,
                    self.offered(&request.options)
                ))
            }),
            None if self.then_first => Ok(0),
            None => Err(Interrupt::Failed(format!(
                "no scripted answer left for `{}` (the options: {})",
                request.prompt,
                self.offered(&request.options)
            ))),
        }
    }

    fn name(&self) -> &str {
        "scripted"
    }
}

/// The seats of a scenario, answering from its `[decisions]` (keyed by seat number from 1),
/// with the answers each still holds once the run is over.
pub struct Scripted<'c, G: Game> {
    pub deciders: Vec<Box<dyn Decider<G> + 'c>>,
    answers: Vec<Answers<G::Choice>>,
}

impl<'c, G: Game> Scripted<'c, G> {
    /// Reads each seat's answers with `choice` (a game's spelling of its options). A seat
    /// without answers takes the first option at each question, or fails the run when `fail`.
    /// `show` shows an option in a refusal, as the scenario prints it ([`shown`]).
    ///
    /// # Errors
    /// A seat key that is no seat of the table, or an answer `choice` cannot read.
    pub fn new(
        decisions: &BTreeMap<String, Vec<AnswerDef>>,
        seats: usize,
        fail: bool,
        choice: impl Fn(&str) -> Result<G::Choice, String>,
        show: impl Fn(&G::Choice) -> String + 'c,
    ) -> Result<Scripted<'c, G>, String> {
        for k in decisions.keys() {
            seat_number(k, seats)?;
        }
        let show: Show<'c, G::Choice> = Rc::new(show);
        let mut deciders: Vec<Box<dyn Decider<G> + 'c>> = Vec::new();
        let mut answers = Vec::new();
        for i in 1..=seats {
            let list = decisions.get(&i.to_string()).map_or(&[][..], Vec::as_slice);
            let queue = list
                .iter()
                .map(|a| Ok((a.prompt().map(str::to_string), choice(a.choice())?, a.choice().to_string())))
                .collect::<Result<VecDeque<_>, String>>()?;
            let queue = Rc::new(RefCell::new(queue));
            answers.push(queue.clone());
            deciders.push(Box::new(ScriptedSeat { answers: queue, then_first: !fail, show: show.clone() }));
        }
        Ok(Scripted { deciders, answers })
    }

    /// The answers never asked for, in words (seat, prompt, choice).
    pub fn unused(&self) -> Vec<String> {
        self.answers
            .iter()
            .enumerate()
            .flat_map(|(i, a)| {
                a.borrow()
                    .iter()
                    .map(|(prompt, _, text)| match prompt {
                        Some(p) => format!("seat {}: `{p}` {text:?}", i + 1),
                        None => format!("seat {}: {text:?}", i + 1),
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

/// A seat as a scenario spells it, from 1, as an index from 0.
///
/// # Errors
/// When it is no seat of a table of `seats`.
pub fn seat_number(s: &str, seats: usize) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=seats).contains(&n) => Ok(n - 1),
        _ => Err(format!("`{s}` is not a seat of this table (1 to {seats})")),
    }
}

/// The seat a file names from 1 (`"2"`), of a table of `seats`.
///
/// # Errors
/// When it is no seat of that table.
pub fn seat(s: &str, seats: usize) -> Result<super::seat::Seat, String> {
    seat_number(s, seats).map(|i| super::seat::Seat(i as u8))
}

/// Reads a scenario file of any game into its type, a TOML problem told at `name:line:col`.
///
/// # Errors
/// Its TOML problem, at its line.
pub fn parse<T: serde::de::DeserializeOwned>(name: &str, text: &str) -> Result<T, String> {
    toml::from_str(text).map_err(|e| {
        let (line, col) = e.span().map_or((0, 0), |s| super::diag::line_col(text, s.start));
        format!("{name}:{line}:{col}: {}", e.message())
    })
}

/// A scenario file's name and text, to tell a problem at the value that has it.
#[derive(Clone, Copy)]
pub struct Spot<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

impl Spot<'_> {
    /// A problem with a value of the file, at its `file:line:col`, as text.
    pub fn at<T>(&self, value: &toml::Spanned<T>, code: &'static str, message: String) -> String {
        self.diagnostic(value, code, message, None).to_string()
    }

    /// A problem with a value of the file, at its `file:line:col`, with what to do about it.
    pub fn helped<T>(&self, value: &toml::Spanned<T>, code: &'static str, message: String, help: String) -> String {
        self.diagnostic(value, code, message, Some(help)).to_string()
    }

    /// A problem with the file as a whole (no one value has it), told with its name.
    pub fn whole(&self, message: &str) -> String {
        format!("{}: {message}", self.name)
    }

    /// A problem with a misspelt id, at its `file:line:col`, with the closest of `known` as a
    /// suggestion (an id that keeps no place, an answer's: [`no_such`]).
    pub fn unknown<'k>(
        &self,
        value: &toml::Spanned<String>,
        what: &str,
        known: impl IntoIterator<Item = &'k str>,
    ) -> String {
        let help = did_you_mean(value.get_ref(), known);
        self.diagnostic(value, UNKNOWN, format!("no {what} `{}`", value.get_ref()), help).to_string()
    }

    fn diagnostic<T>(
        &self,
        value: &toml::Spanned<T>,
        code: &'static str,
        message: String,
        help: Option<String>,
    ) -> Diagnostic {
        let (line, col) = super::diag::line_col(self.text, value.span().start);
        Diagnostic { help, ..Diagnostic::new(self.name, line, col, code, message) }
    }
}

/// "no gangster `x`", with the closest of `known` if one is close: an id that names nothing and
/// keeps no place in the file (an answer of `[decisions]`); one that does is told at it
/// ([`Spot::unknown`]).
pub fn no_such<'k>(what: &str, id: &str, known: impl IntoIterator<Item = &'k str>) -> String {
    match did_you_mean(id, known) {
        Some(help) => format!("no {what} `{id}` ({help})"),
        None => format!("no {what} `{id}`"),
    }
}

/// The code of an id in a scenario file that names nothing of the game.
pub const UNKNOWN: &str = "E0501";
/// The code of a scenario position the rules cannot reach.
pub const IMPOSSIBLE: &str = "E0502";
/// The code of a run a scenario asks for that cannot be made (a phase to stop after that the
/// run never comes to).
pub const UNRUNNABLE: &str = "E0503";

/// The clock of a scenario within what a game can reach: `turn`, the player turns already
/// played, is below the game's turn cap (`[engine] turn_cap`): a game stops at the cap, so it
/// never plays a turn past it (and a turn counter full would wrap). `turns`, a `game` run's own
/// cap counted from `turn`, is from 1 to that cap. `what` names the game in the message ("a
/// race").
///
/// # Errors
/// The value out of its range, at its `file:line:col`.
pub fn check_clock(
    spot: Spot,
    turn: &toml::Spanned<u32>,
    turns: Option<&toml::Spanned<u32>>,
    cap: u32,
    what: &str,
) -> Result<(), String> {
    let at = *turn.get_ref();
    if at >= cap {
        let given = if turn.span().is_empty() { " (when the file does not say)" } else { "" };
        let message = format!(
            "`turn` is {at}{given}: {what} stops at its turn cap, {cap} (`engine.turn_cap`), so 0 to {} turns can have been played before a turn",
            cap.saturating_sub(1)
        );
        return Err(spot.at(turn, IMPOSSIBLE, message));
    }
    if let Some(turns) = turns
        && !(1..=cap).contains(turns.get_ref())
    {
        let message = format!("`turns` is {}: from 1 to the turn cap, {cap} (`engine.turn_cap`)", turns.get_ref());
        return Err(spot.at(turns, IMPOSSIBLE, message));
    }
    Ok(())
}

/// The dice a scenario fixes: one queue in the order the rules roll (`dice = [6, 1]`), or a
/// queue per kind of roll (`[dice]` with `<kind> = [6, 1]`), each kind
/// taking its own faces whatever the order of the rolls. Each face keeps its place in the file,
/// so that a game whose dice all have one number of sides can refuse a face there
/// ([`Dice::check_faces`]); otherwise a face the die rolled cannot show fails the run, named.
#[derive(Clone, Debug, Default)]
pub enum Dice {
    #[default]
    None,
    Queue(Vec<toml::Spanned<u8>>),
    Kinds(Vec<(toml::Spanned<String>, Vec<toml::Spanned<u8>>)>),
}

/// The dice to come: a list in the order they are rolled, or a table of lists by kind of roll.
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
pub enum DiceSchema {
    /// The dice to come, in the order they are rolled.
    Queue(Vec<u8>),
    /// The dice to come for each kind of roll (or named roll), in order.
    Kinds(BTreeMap<String, Vec<u8>>),
}

impl<'de> Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dice, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Dice;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of faces or a table of kinds of roll, each with its list of faces")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Dice, A::Error> {
                let mut faces = Vec::new();
                while let Some(f) = seq.next_element()? {
                    faces.push(f);
                }
                Ok(Dice::Queue(faces))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Dice, A::Error> {
                let mut kinds = Vec::new();
                while let Some(k) = map.next_key()? {
                    kinds.push((k, map.next_value()?));
                }
                Ok(Dice::Kinds(kinds))
            }
        }
        d.deserialize_any(Visit)
    }
}

impl Dice {
    /// Every face given, in the file's order, with its place.
    fn faces(&self) -> Vec<&toml::Spanned<u8>> {
        match self {
            Dice::None => Vec::new(),
            Dice::Queue(faces) => faces.iter().collect(),
            Dice::Kinds(kinds) => kinds.iter().flat_map(|(_, faces)| faces).collect(),
        }
    }

    /// Refuses, at its place, the first face a die of `sides` faces cannot show: for a game
    /// whose every die has that many (`what` names the die in the message, E0502).
    ///
    /// # Errors
    /// The first face outside 1 to `sides`, at its `file:line:col`.
    pub fn check_faces(&self, spot: Spot, sides: u8, what: &str) -> Result<(), String> {
        match self.faces().into_iter().find(|f| !(1..=sides).contains(f.get_ref())) {
            Some(face) => Err(spot.at(face, IMPOSSIBLE, format!("{what} shows 1 to {sides}, not {}", face.get_ref()))),
            None => Ok(()),
        }
    }

    /// Puts the fixed faces into `dice`. `kinds` are the game's kinds of roll, `names` the
    /// more specific names a roll may have (a card's id).
    ///
    /// # Errors
    /// A kind neither the game nor its names know, at its `file:line:col`, with a suggestion.
    pub fn fix(&self, dice: &mut FixedDice, kinds: &[&str], names: &[&str], spot: Spot) -> Result<(), String> {
        match self {
            Dice::None => {}
            Dice::Queue(faces) => dice.push(faces.iter().map(|f| *f.get_ref())),
            Dice::Kinds(by_kind) => {
                for (kind, faces) in by_kind {
                    if !kinds.contains(&kind.get_ref().as_str()) && !names.contains(&kind.get_ref().as_str()) {
                        let mut e = spot.unknown(kind, "kind of roll", kinds.iter().chain(names).copied());
                        e.push_str(&format!(" (the kinds: {})", kinds.join(", ")));
                        return Err(e);
                    }
                    dice.push_kind(kind.get_ref(), faces.iter().map(|f| *f.get_ref()));
                }
            }
        }
        dice.record();
        Ok(())
    }
}

/// The defaults of the fields every game's scenario file has (`#[serde(default = "...")]`):
/// two seats, seed 1, the first player's turn, turn 10, the first option when answers run out.
pub mod defaults {
    pub fn two() -> usize {
        2
    }
    pub fn one() -> u64 {
        1
    }
    pub fn one_u8() -> u8 {
        1
    }
    pub fn ten() -> u32 {
        10
    }
    pub fn first() -> String {
        "first".into()
    }
    pub fn one_nonzero() -> std::num::NonZeroUsize {
        std::num::NonZeroUsize::MIN
    }
}

/// How a run ended, as the verdict reads it: why it stopped, in words a person reads (a win is
/// an end, not a stop), and whether it stopped early: a scripted answer that did not fit, or a
/// broken rule (money past what it can hold).
pub fn stopped<T>(result: &Result<T, super::play::Stop>) -> (Option<String>, bool) {
    use super::play::Stop;
    let (why, early) = match result {
        Ok(_) => return (None, false),
        Err(Stop::Won(s)) => (format!("seat {s} won"), false),
        Err(Stop::Capped(Some(s))) => (format!("the game's length cap was reached, seat {s} ahead"), false),
        Err(Stop::Capped(None)) => ("the game's length cap was reached, nobody ahead".into(), false),
        Err(Stop::Interrupted(Interrupt::Failed(why)) | Stop::BadDecision(why)) => (why.clone(), true),
        Err(Stop::Broken(why)) => (format!("the rules cannot go on: {why}"), true),
        Err(Stop::ScriptFailed(why)) => (format!("a card's script failed: {why}"), false),
        Err(Stop::Interrupted(Interrupt::Undo)) => ("a seat asked to undo".into(), false),
        Err(Stop::Interrupted(Interrupt::Save)) => ("a seat asked to save and stop".into(), false),
        Err(Stop::Interrupted(Interrupt::Quit)) => ("a seat left the table".into(), false),
    };
    (Some(why), early)
}

/// How a scenario ended, and so the exit code of `mobrules scenario`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every expectation held.
    Held,
    /// An expectation failed, or an answer went unused (exit code 1).
    Failed,
    /// The run stopped before its end: an answer that is not an option, no answer where one was
    /// required (exit code 4).
    StoppedEarly,
}

/// What a scenario produced and what the engine found wrong with it.
#[derive(Debug)]
pub struct Report {
    /// The narration, then how the run stopped, then the final state.
    pub text: String,
    pub events: Value,
    pub state: Value,
    /// The state after each step the file names that came (`step`, `nth`, `event`: its
    /// place in the events from 1, `state`), in the order they came.
    pub after: Vec<Value>,
    pub stopped: Option<String>,
    /// Each expectation that failed, in words.
    pub failures: Vec<String>,
    pub verdict: Verdict,
    /// What was rolled for what.
    pub rolled: Vec<Rolled>,
    /// The rolls in words, to show beside a failure or an early stop.
    pub rolls: String,
}

/// What a game's run of a scenario gives the engine to check.
#[derive(Debug)]
pub struct Ran {
    /// The narration, one line per event that says something.
    pub lines: Vec<String>,
    pub events: Vec<Value>,
    pub state: Value,
    /// Why the run stopped, when not at its natural end (a win is an end).
    pub stopped: Option<String>,
    /// Whether it stopped early because a scripted answer did not fit or was missing.
    pub stopped_early: bool,
    /// Scripted answers never given, in words (seat, prompt, choice).
    pub unused: Vec<String>,
    pub expect: Expect,
    /// The steps the file states expectations after, with the states the run had then.
    pub steps: Steps,
    /// What was rolled for what, in order; faces fixed for a kind and never rolled.
    pub dice: DiceUse,
}

/// What became of a scenario's dice.
#[derive(Clone, Debug, Default)]
pub struct DiceUse {
    pub rolled: Vec<Rolled>,
    pub unused: Vec<(String, Vec<u8>)>,
}

impl DiceUse {
    pub fn of(dice: &FixedDice) -> DiceUse {
        DiceUse { rolled: dice.rolled().to_vec(), unused: dice.unused_kinds() }
    }

    /// The rolls in words: `rolled: <kind> 3, <card> 6, <kind> 2 (seed)`.
    pub fn told(&self) -> String {
        let rolls: Vec<String> = self.rolled.iter().map(ToString::to_string).collect();
        format!("rolled: {}", if rolls.is_empty() { "nothing".to_string() } else { rolls.join(", ") })
    }
}

/// Checks a run against its expectations.
pub fn verdict(ran: Ran) -> Report {
    let Ran { lines, events, state, stopped, stopped_early, unused, expect, steps, dice } = ran;
    let mut all = lines.join("\n");
    if let Some(s) = &stopped {
        all.push('\n');
        all.push_str(s);
    }
    let mut failures = Vec::new();
    for e in &expect.narration {
        if !all.contains(e.as_str()) {
            failures.push(format!("expected in the narration, not found: {e:?}"));
        }
    }
    for e in &expect.not {
        if let Some(line) = lines.iter().find(|l| l.contains(e.as_str())) {
            failures.push(format!("must not happen, but the narration has {e:?}: {line:?}"));
        }
    }
    let mut from = 0;
    for e in &expect.in_order {
        match all[from..].find(e.as_str()) {
            Some(at) => from += at + e.len(),
            None if all.contains(e.as_str()) => {
                failures.push(format!("{e:?} is narrated, but not after what comes before it in `in_order`"))
            }
            None => failures.push(format!("expected in order, not found: {e:?}")),
        }
    }
    for want in &expect.events {
        if !events.iter().any(|e| matches(e, want)) {
            failures.push(format!("no event matches {}", Value::Object(want.clone())));
        }
    }
    for unwanted in &expect.no_events {
        if let Some(e) = events.iter().find(|e| matches(e, unwanted)) {
            failures.push(format!("an event matches {}, which must not happen: {e}", Value::Object(unwanted.clone())));
        }
    }
    for (path, want) in &expect.state {
        match lookup(&state, path) {
            Some(got) if got == want => {}
            Some(got) => failures.push(format!("final state `{path}` is {got}, expected {want}")),
            None => failures.push(format!("final state has no `{path}` (expected {want})")),
        }
    }
    let at_steps = steps.states(&events, &state);
    for (after, found) in &at_steps {
        let step = format!("step {} (#{})", after.step, after.nth);
        match found {
            Ok((_, at)) => {
                for (path, want) in &after.state {
                    match lookup(at, path) {
                        Some(got) if got == want => {}
                        Some(got) => failures.push(format!("after {step}: `{path}` is {got}, expected {want}")),
                        None => failures.push(format!("after {step}: the state has no `{path}` (expected {want})")),
                    }
                }
            }
            Err(why) => failures.push(format!("after {step}: no such step in the run: {why}")),
        }
    }
    // The first answers left unused name the mistake; a file of millions would print them all.
    const LISTED: usize = 20;
    for u in unused.iter().take(LISTED) {
        failures.push(format!("scripted answer never asked for: {u}"));
    }
    if unused.len() > LISTED {
        failures.push(format!("and {} more scripted answers never asked for", unused.len() - LISTED));
    }
    for (kind, faces) in &dice.unused {
        failures.push(format!("dice fixed for `{kind}` never rolled: {faces:?}"));
    }
    let stop_expected = match (&expect.stopped, &stopped) {
        (Some(want), Some(got)) if stopped_early && got.contains(want.as_str()) => true,
        (Some(want), Some(got)) => {
            failures.push(format!("expected the run to stop early with {want:?}; it stopped: {got}"));
            false
        }
        (Some(want), None) => {
            failures.push(format!("expected the run to stop early with {want:?}; it ran to its end"));
            false
        }
        (None, _) => false,
    };
    let mut text = lines.join("\n");
    if let Some(s) = &stopped {
        text.push_str(&format!("\n-- stopped: {s}"));
    }
    let mut kept: Vec<_> = at_steps.iter().filter_map(|(a, f)| f.as_ref().ok().map(|(i, v)| (*i, *a, v))).collect();
    kept.sort_by_key(|(i, ..)| *i);
    for (i, after, at) in &kept {
        text.push_str(&format!("\n-- after step {} (#{}, event {})\n", after.step, after.nth, i + 1));
        text.push_str(&serde_json::to_string_pretty(at).unwrap_or_default());
    }
    let after: Vec<Value> = kept
        .iter()
        .map(|(i, a, v)| serde_json::json!({ "step": a.step_value(), "nth": a.nth, "event": i + 1, "state": v }))
        .collect();
    text.push_str("\n-- final state\n");
    text.push_str(&serde_json::to_string_pretty(&state).unwrap_or_default());
    text.push('\n');
    let verdict = if stopped_early && !stop_expected {
        Verdict::StoppedEarly
    } else if failures.is_empty() {
        Verdict::Held
    } else {
        Verdict::Failed
    };
    let rolls = dice.told();
    Report { text, events: Value::Array(events), state, after, stopped, failures, verdict, rolled: dice.rolled, rolls }
}

/// An event as a scenario prints it and its expectations match it: each number renamed by
/// `name(event, field, number)` (a seat counted from 1, a card by its id), the others kept.
/// The field is the innermost key holding the number (`{"target": {"car": 0}}`: `car`), the
/// event its `event` tag. The log keeps its own numbering; only scenarios print this one.
pub fn renamed(event: Value, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> Value {
    let tag = event.get("event").and_then(Value::as_str).unwrap_or_default().to_string();
    rename(event, &tag, "", name)
}

fn rename(v: Value, tag: &str, key: &str, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> Value {
    match v {
        Value::Number(n) => match n.as_u64().and_then(|u| name(tag, key, u)) {
            Some(named) => named,
            None => Value::Number(n),
        },
        Value::Array(a) => Value::Array(a.into_iter().map(|e| rename(e, tag, key, name)).collect()),
        Value::Object(o) => Value::Object(
            o.into_iter()
                .map(|(k, e)| {
                    let e = rename(e, tag, &k, name);
                    (k, e)
                })
                .collect(),
        ),
        other => other,
    }
}

/// Whether `event` has every field of `want` with the same value.
fn matches(event: &Value, want: &serde_json::Map<String, Value>) -> bool {
    want.iter().all(|(k, v)| event.get(k) == Some(v))
}

/// The value at a dotted path (`players.0.money`: object keys and array indices).
pub fn lookup<'v>(state: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.').try_fold(state, |v, key| match v {
        Value::Array(a) => a.get(key.parse::<usize>().ok()?),
        Value::Object(o) => o.get(key),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ran(expect: Expect) -> Ran {
        Ran {
            lines: vec!["Player 1 attacks.".into(), "Bugs is wounded.".into(), "Player 1 wins.".into()],
            events: vec![json!({"event": "roll", "face": 6}), json!({"event": "won", "seat": 0})],
            state: json!({"players": [{"money": 800}]}),
            stopped: None,
            stopped_early: false,
            unused: vec![],
            expect,
            steps: Steps::default(),
            dice: DiceUse::default(),
        }
    }

    #[test]
    fn expectations_hold_or_say_what_failed() {
        let ok = Expect {
            narration: vec!["wounded".into()],
            not: vec!["graveyard".into()],
            in_order: vec!["attacks".into(), "wounded".into(), "wins".into()],
            events: vec![json!({"event": "roll"}).as_object().unwrap().clone()],
            no_events: vec![json!({"event": "script_failed"}).as_object().unwrap().clone()],
            state: BTreeMap::from([("players.0.money".to_string(), json!(800))]),
            stopped: None,
        };
        assert_eq!(verdict(ran(ok)).verdict, Verdict::Held);
        let bad = Expect {
            not: vec!["wounded".into()],
            in_order: vec!["wins".into(), "attacks".into()],
            events: vec![json!({"event": "roll", "face": 5}).as_object().unwrap().clone()],
            state: BTreeMap::from([("players.0.money".to_string(), json!(900)), ("nowhere".to_string(), json!(1))]),
            ..Expect::default()
        };
        let r = verdict(ran(bad));
        assert_eq!(r.verdict, Verdict::Failed);
        assert_eq!(r.failures.len(), 5, "{:?}", r.failures);
    }

    #[test]
    fn a_run_that_stops_early_is_its_own_verdict_unless_expected() {
        let mut r = ran(Expect::default());
        r.stopped = Some("answer 9 is not among the options".into());
        r.stopped_early = true;
        assert_eq!(verdict(r).verdict, Verdict::StoppedEarly);
        let mut r = ran(Expect { stopped: Some("not among".into()), ..Expect::default() });
        r.stopped = Some("answer 9 is not among the options".into());
        r.stopped_early = true;
        assert_eq!(verdict(r).verdict, Verdict::Held);
        let r = ran(Expect { stopped: Some("not among".into()), ..Expect::default() });
        assert_eq!(verdict(r).verdict, Verdict::Failed);
    }

    #[test]
    fn a_step_state_is_the_one_taken_at_the_nth_matching_event() {
        let afters: Vec<After> = toml::from_str::<BTreeMap<String, Vec<After>>>(
            "[[a]]\nstep = \"roll\"\nstate = { x = 1 }\n\
             [[a]]\nstep = { event = \"won\", seat = 0 }\nstate = { x = 3 }\n\
             [[a]]\nstep = \"rol\"\nnth = 2\nstate = { x = 1 }\n",
        )
        .unwrap()
        .remove("a")
        .unwrap();
        let mut r = ran(Expect::default());
        r.steps = Steps::new(afters);
        // What a watching match would have kept; the last event's state is the final state.
        r.steps.taken.borrow_mut().insert(0, json!({"x": 1}));
        r.state = json!({"x": 2});
        let report = verdict(r);
        assert_eq!(report.failures.len(), 2, "{:?}", report.failures);
        assert!(report.failures[0].contains("`x` is 2, expected 3"), "{:?}", report.failures);
        assert!(report.failures[1].contains("it came 0 times (did you mean `roll`?)"), "{:?}", report.failures);
        assert_eq!(report.after.len(), 2);
        assert!(report.text.contains("-- after step `roll` (#1, event 1)"), "{}", report.text);
        assert!(toml::from_str::<After>("step = \"roll\"\nnth = 0\nstate = {}\n").is_err());
    }

    /// A stopped run is told as a person reads it, never as the program's inside names.
    #[test]
    fn a_stop_is_told_in_words() {
        use super::super::play::Stop;
        let money = "seat 1: money: $9223372036854775807 and $4 more is past what money can hold";
        let (why, early) = stopped::<()>(&Err(Stop::Broken(money.into())));
        assert_eq!(why.as_deref(), Some(format!("the rules cannot go on: {money}").as_str()));
        assert!(early);
        for stop in [
            Stop::Won(super::super::seat::Seat(1)),
            Stop::Capped(None),
            Stop::Capped(Some(super::super::seat::Seat(0))),
            Stop::BadDecision("answer 9".into()),
            Stop::ScriptFailed("hit.rhai:3: no such function".into()),
            Stop::Broken(money.into()),
            Stop::Interrupted(Interrupt::Undo),
            Stop::Interrupted(Interrupt::Save),
            Stop::Interrupted(Interrupt::Quit),
            Stop::Interrupted(Interrupt::Failed("no scripted answer left".into())),
        ] {
            let debug = format!("{stop:?}");
            let (why, _) = stopped::<()>(&Err(stop));
            let why = why.expect("a stop is told");
            assert!(!why.contains('(') && !why.contains("Broken") && why != debug, "{why}");
        }
        assert_eq!(stopped::<()>(&Err(Stop::Won(super::super::seat::Seat(1)))), (Some("seat 2 won".into()), false));
    }

    #[test]
    fn events_are_renamed_field_by_field() {
        let name = |tag: &str, key: &str, n: u64| match key {
            "seat" | "slot" => Some(json!(n + 1)),
            "piece" if tag == "moved" => Some(json!(format!("p{n}"))),
            _ => None,
        };
        let e = json!({"event": "moved", "seat": 0, "piece": 3, "target": {"slot": 1}, "face": 6});
        assert_eq!(
            renamed(e, &name),
            json!({"event": "moved", "seat": 1, "piece": "p3", "target": {"slot": 2}, "face": 6})
        );
    }

    #[test]
    fn both_spellings_read() {
        let e: BTreeMap<String, Expect> = toml::from_str("a = [\"x\"]\n[b]\nnot = [\"y\"]\n").unwrap();
        assert_eq!(e["a"].narration, vec!["x"]);
        assert_eq!(e["b"].not, vec!["y"]);
        assert!(toml::from_str::<BTreeMap<String, Expect>>("[b]\nnarative = []\n").is_err());
    }
}
