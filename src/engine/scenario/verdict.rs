//! A run checked against its expectations: how it stopped, what failed, the report.

use super::dice::DiceUse;
use super::expect::{Expect, Steps, matches};
use crate::engine::decision::Interrupt;
use crate::engine::dice::Rolled;
use serde_json::Value;

/// How a run ended, as the verdict reads it: why it stopped, in words a person reads (a win is
/// an end, not a stop), and whether it stopped early: a scripted answer that did not fit, or a
/// broken rule (money past what it can hold).
pub fn stopped<T>(result: &Result<T, crate::engine::play::Stop>) -> (Option<String>, bool) {
    use crate::engine::play::Stop;
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
    failures.extend(unexpected_script_failures(&events, &expect));
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

/// A card's script that failed is a finding, never a quiet pass: each `script_failed` event of
/// a run whose file does not expect one (`events = [{ event = "script_failed" }]`, or a table
/// of its fields) fails the scenario, in words.
fn unexpected_script_failures(events: &[Value], expect: &Expect) -> Vec<String> {
    let failed = |e: &serde_json::Map<String, Value>| e.get("event").and_then(Value::as_str) == Some("script_failed");
    if expect.events.iter().any(failed) {
        return Vec::new();
    }
    events
        .iter()
        .filter(|e| e.as_object().is_some_and(failed))
        .map(|e| {
            let at = |k: &str| e.get(k).map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string)).unwrap_or_default();
            format!(
                "a card's script failed ({}:{}, hook `{}`: {}), which the file does not expect: fix the script, or expect it with `events = [{{ event = \"script_failed\" }}]`",
                at("file"),
                at("line"),
                at("hook"),
                at("message")
            )
        })
        .collect()
}

/// The value at a dotted path (`players.0.money`: object keys and array indices).
pub fn lookup<'v>(state: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.').try_fold(state, |v, key| match v {
        Value::Array(a) => a.get(key.parse::<usize>().ok()?),
        Value::Object(o) => o.get(key),
        _ => None,
    })
}
