//! A moment of a logged game written as a scenario file (`mobrules scenario --from LOG --at N`):
//! the position where the turn holding event N began, the generator as it stood there, the
//! answers and dice that follow, and the narration from event N on as `in_order` expectations.
//! The file is run before it is given: it must play the logged events again, or it is refused
//! with where it would differ.
//!
//! A game's turn loop is code, so a position is written at the start of a turn
//! ([`turn_start`]), never in its middle; the answers and dice between that start and event N
//! are part of the file, and the expectations begin at N.

use super::runner::{Positions, printed, run};
use super::verdict::{Verdict, verdict};
use crate::engine::game::{LogEntry, told, turn_start};
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A logged game, played again, that a moment is taken from.
pub struct Logbook<'a, G: Positions> {
    /// The log's name, for the file's description and the messages.
    pub name: &'a str,
    pub seed: u64,
    /// The seats at its table.
    pub seats: usize,
    /// Its events, as the game gave them again.
    pub entries: &'a [LogEntry<G>],
    /// The position before each event.
    pub states: &'a [G::State],
    /// Whether the game came to its end within the log (else the run goes on by first options).
    pub ended: bool,
    /// Written at a table by its `scenario` command, rather than by `scenario --from`.
    pub at_table: bool,
}

/// The file [`write`] made, and the event its position stands before (from 1).
pub struct Written {
    pub text: String,
    pub turn_start: usize,
}

/// The scenario file of the moment before event `at` (from 1, the log file's line `at + 1`),
/// narrated in `locale` (its language `lang`). In a game that goes on, `at` may be the event
/// to come: the question a table is at.
///
/// # Errors
/// An event out of range, a position or an answer the game's files cannot say, or a file that would not play the logged events again: each in words.
pub fn write<G: Positions>(
    content: &G::Content,
    locale: &Locale,
    lang: &str,
    log: &Logbook<G>,
    at: usize,
) -> Result<Written, String> {
    let events = log.entries.len();
    let last = if log.ended { events } else { events + 1 };
    if at == 0 || at > last || events == 0 {
        return Err(format!("--at {at}: the log has events 1 to {events}"));
    }
    // Before the first turn, the game's beginning: the position the game was dealt.
    let start = (0..at.min(events)).rev().find(|&i| turn_start::<G>(&log.entries[i])).unwrap_or(0);
    let state = log.states.get(start).ok_or("the log's positions were not kept")?;
    let part =
        G::written(content, state, log.entries).map_err(|e| format!("the position before event {}: {e}", start + 1))?;
    let rest = &log.entries[start..];
    let mut head = Head { log, start, at, lang, generator: G::chance(state).rng.to_text() };
    let decisions = decisions::<G>(content, rest, start)?;
    let plain = head.text(&part, &decisions, &[], &[])?;
    let name = format!("{} at event {at}", log.name);
    let first = run::<G>(content, locale, &name, &plain).map_err(|e| format!("the written file does not run: {e}"))?;
    // A turn loop entered where a turn begins may first tell what came just before that turn
    // in the game (a new round announced, or the whole setup before the first turn): the run
    // then begins that many events earlier.
    let printed_at = |i: usize| printed::<G>(content, &log.entries[i]);
    let unasked = |k: usize| log.entries[start - k..start].iter().all(|e| e.answer().is_none());
    let lead = if first.events.first() == Some(&printed_at(start)) {
        0
    } else {
        (1..=start.min(LEAD))
            .chain([start])
            .find(|&k| k > 0 && unasked(k) && first.events.first() == Some(&printed_at(start - k)))
            .unwrap_or(0)
    };
    let start = start - lead;
    head.start = start;
    let logged: Vec<Value> = (start..events).map(printed_at).collect();
    same_events(&first.events, &logged, log.ended, start, first.stopped.as_deref())?;
    let dice: Vec<u8> = first.dice.rolled.iter().map(|r| r.face).collect();
    // At a table nothing after its question has happened yet: what it told since the
    // position written, which the file plays again, is what a person there would pin.
    let told_from = if log.at_table { start } else { at - 1 };
    let lines: Vec<String> =
        log.entries[told_from.min(events)..].iter().filter_map(|e| told::<G>(content, locale, e, None)).collect();
    let text = head.text(&part, &decisions, &dice, &lines)?;
    let ran = run::<G>(content, locale, &name, &text).map_err(|e| format!("the written file does not run: {e}"))?;
    same_events(&ran.events, &logged, log.ended, start, ran.stopped.as_deref())?;
    let report = verdict(ran);
    if report.verdict != Verdict::Held {
        return Err(format!("the written file does not pass: {}", report.failures.join("; ")));
    }
    Ok(Written { text, turn_start: start + 1 })
}

/// How many events before a turn's start a run from its position may begin with.
const LEAD: usize = 3;

/// Whether the run gave the logged events from the turn's start, told where it first does not.
fn same_events(
    run: &[Value],
    logged: &[Value],
    ended: bool,
    start: usize,
    stopped: Option<&str>,
) -> Result<(), String> {
    let differs = (0..logged.len()).find(|&i| run.get(i) != Some(&logged[i]));
    let longer = ended && run.len() > logged.len();
    match differs {
        None if !longer => Ok(()),
        i => {
            let i = i.unwrap_or(logged.len());
            let now = match (run.get(i), stopped) {
                (Some(e), _) => e.to_string(),
                (None, Some(why)) => format!("nothing (the run stopped: {why})"),
                (None, None) => "nothing".to_string(),
            };
            let was = logged.get(i).map_or("nothing".to_string(), Value::to_string);
            Err(format!(
                "the position written before event {} would not play the logged game again: at event {} it gives {now} where the log has {was}; this game's scenario files cannot say all of that position",
                start + 1,
                start + i + 1
            ))
        }
    }
}

/// The answers from the turn's start, by seat from 1, each with its question's prompt.
fn decisions<G: Positions>(
    content: &G::Content,
    rest: &[LogEntry<G>],
    start: usize,
) -> Result<BTreeMap<String, Vec<Value>>, String> {
    let mut by_seat: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for (i, e) in rest.iter().enumerate() {
        if let Logged::Chose(c) = e {
            let choice = G::spelled(content, &c.choice).ok_or_else(|| {
                format!(
                    "event {}: the answer {} cannot be spelled in a scenario file",
                    start + i + 1,
                    G::show(content, &c.choice)
                )
            })?;
            let answer = serde_json::json!({ "prompt": c.prompt, "choice": choice });
            by_seat.entry((c.seat.0 + 1).to_string()).or_default().push(answer);
        }
    }
    Ok(by_seat)
}

/// What the file says beside the game's part.
struct Head<'a, 'l, G: Positions> {
    log: &'a Logbook<'l, G>,
    start: usize,
    at: usize,
    lang: &'a str,
    generator: String,
}

impl<G: Positions> Head<'_, '_, G> {
    /// The whole file: the head, the game's part, the answers, the dice and the narration.
    fn text(
        &self,
        part: &toml::Table,
        decisions: &BTreeMap<String, Vec<Value>>,
        dice: &[u8],
        lines: &[String],
    ) -> Result<String, String> {
        let quoted = |s: &str| toml::Value::String(s.to_string()).to_string();
        let began = if turn_start::<G>(&self.log.entries[self.start]) {
            format!("the position where its turn began (event {})", self.start + 1)
        } else {
            format!("the position the game was dealt (before event {})", self.start + 1)
        };
        let description = format!(
            "{} (seed {}) before event {}: {began}, then the answers and dice of the logged game to {}.",
            self.log.name,
            self.log.seed,
            self.at,
            if self.log.ended { "its end" } else { "the log's end, and first options after" },
        );
        let mut out = String::new();
        if self.log.at_table {
            let _ = writeln!(out, "# Written at the table by `scenario`, at the question before event {}.", self.at);
        } else {
            let _ = writeln!(out, "# Written by `mobrules scenario --from {} --at {}`.", self.log.name, self.at);
        }
        let (from, at) = (self.start + 1, self.at);
        let _ = match (self.log.at_table, lines.is_empty()) {
            (true, false) => writeln!(
                out,
                "# The `expect` lines are what the table told from event {from} to this question: edit them to pin what matters.\n# Nothing after the question has happened yet: add what should come from event {at} on."
            ),
            (true, true) => writeln!(
                out,
                "# No `expect` lines: the table told nothing from event {from} to this question, and nothing after it has happened yet.\n# Add an `[expect]` to pin what should come from event {at} on."
            ),
            (false, false) => writeln!(
                out,
                "# The `expect` lines are the narration from event {at} on: edit them to pin what matters."
            ),
            (false, true) => writeln!(
                out,
                "# No `expect` lines: the log tells nothing from event {at} on.\n# Add an `[expect]` to pin what should come from event {at} on."
            ),
        };
        let _ = writeln!(out, "game = {}", quoted(G::ID));
        let _ = writeln!(out, "description = {}", quoted(&description));
        let _ = writeln!(out, "seats = {}", self.log.seats);
        if self.lang != "en" {
            let _ = writeln!(out, "lang = {}", quoted(self.lang));
        }
        let _ = writeln!(out, "generator = {}", quoted(&self.generator));
        let _ = writeln!(out, "then = {}", quoted(if self.log.ended { "fail" } else { "first" }));
        if G::ROLLS.is_some() && !dice.is_empty() {
            let faces: Vec<String> = dice.iter().map(u8::to_string).collect();
            let _ = writeln!(out, "dice = [{}]", faces.join(", "));
        }
        let _ = writeln!(out);
        out.push_str(&toml::to_string(part).map_err(|e| format!("the position as TOML: {e}"))?);
        if !lines.is_empty() {
            let _ = writeln!(out, "\n[expect]\nin_order = [");
            for l in lines {
                let _ = writeln!(out, "    {},", quoted(l));
            }
            let _ = writeln!(out, "]");
        }
        let to = if self.log.at_table { "this question" } else { "the log's end" };
        if decisions.is_empty() {
            let _ = writeln!(out, "\n# No answer was given from event {} to {to}.", self.start + 1);
        } else {
            let _ = writeln!(out, "\n# The answers given from event {} to {to}, each seat's in order.", self.start + 1);
            let _ = writeln!(out, "[decisions]");
            for (seat, answers) in decisions {
                let _ = writeln!(out, "{seat} = [");
                for a in answers {
                    let _ = writeln!(
                        out,
                        "    {{ prompt = {}, choice = {} }},",
                        quoted(a["prompt"].as_str().unwrap_or_default()),
                        quoted(a["choice"].as_str().unwrap_or_default())
                    );
                }
                let _ = writeln!(out, "]");
            }
        }
        Ok(out)
    }
}
