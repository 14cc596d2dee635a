//! What a scenario says must and must not happen, at its end (`[expect]`) and after named
//! steps of its run (`[[after]]`, with the states a watching match keeps).

use super::defaults;
use crate::engine::diag::did_you_mean;
use crate::engine::game::Game;
use serde::Deserialize;
use serde_json::Value;
use std::cell::RefCell;
use std::collections::BTreeMap;
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
    pub(super) fn step_value(&self) -> Value {
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
    pub(super) taken: Rc<RefCell<BTreeMap<usize, Value>>>,
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
        m: &mut crate::engine::play::Match<'c, G>,
        event: impl Fn(&crate::engine::game::LogEntry<G>) -> Value + 'c,
        state: impl Fn(&crate::engine::play::Match<'c, G>) -> Value + 'c,
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
    pub(super) fn states<'s>(&'s self, events: &[Value], last: &Value) -> Vec<(&'s After, StepState)> {
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

/// Whether `event` has every field of `want` with the same value.
pub(super) fn matches(event: &Value, want: &serde_json::Map<String, Value>) -> bool {
    want.iter().all(|(k, v)| event.get(k) == Some(v))
}
