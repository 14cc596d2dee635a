//! The structured event log: every roll, draw, move, choice, transfer and score change, as typed
//! events a narrator turns into text and a replay re-checks line by line.

use super::locale::{Arg, Locale};
use super::seat::Seat;
use serde::Serialize;
use std::borrow::Cow;

/// One entry of a game's log: a seat's answer or a card script's failure, which the engine logs
/// alike for every game, or one of the game's own events. Each serialises as its own object,
/// `{"event": "chose", ...}`, `{"event": "script_failed", ...}` or the game's event as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Logged<E, C, K = usize> {
    Chose(Chose<C>),
    ScriptFailed(ScriptFailed<K>),
    Game(E),
}

/// A seat's answer: option `index` of question `prompt`, `choice` the option itself. Saves and
/// replays read the answers back from these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename = "chose")]
pub struct Chose<C> {
    pub seat: Seat,
    pub prompt: Cow<'static, str>,
    pub index: usize,
    pub choice: C,
}

/// A card script that failed: its effects were undone and the card did nothing this time.
/// `card` is the card as the game logs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename = "script_failed")]
pub struct ScriptFailed<K> {
    pub card: K,
    pub hook: &'static str,
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl<K> ScriptFailed<K> {
    /// The failure's hook, file, line and message as arguments of a message (`script-failed`
    /// in a game's locale; the card is the game's to name).
    pub fn args(&self) -> Vec<(&'static str, Arg)> {
        vec![
            ("hook", self.hook.into()),
            ("file", self.file.clone().into()),
            ("line", Arg::Num(i64::try_from(self.line).unwrap_or(i64::MAX))),
            ("message", self.message.clone().into()),
        ]
    }

    /// The sentence that tells this failure, the same in every game (`content/engine/locales`):
    /// to everyone (`viewer` `None`, the record) the card as the game names it, the hook, the
    /// script's file and line and what went wrong (`script-failed`); to a seat only that a
    /// card's script failed (`hidden-script-failed`), since the card may be one the seat is not
    /// shown (in a hand, face down, or a query asked of every card).
    pub fn told(&self, locale: &Locale, card: Arg, viewer: Option<Seat>) -> String {
        match viewer {
            Some(_) => locale.text("hidden-script-failed", &[]),
            None => locale.text("script-failed", &[&[("card", card)][..], &self.args()].concat()),
        }
    }
}

impl<E, C, K> Logged<E, C, K> {
    /// The game's own event, if this is one.
    pub fn game(&self) -> Option<&E> {
        match self {
            Logged::Game(e) => Some(e),
            _ => None,
        }
    }

    /// The answer logged, if this is one: the seat and the index of its option.
    pub fn answer(&self) -> Option<(Seat, usize)> {
        match self {
            Logged::Chose(c) => Some((c.seat, c.index)),
            _ => None,
        }
    }
}

/// A game's events, appended as the game goes; the events of a failing effect hook are cut off
/// again ([`Log::truncate`]).
#[derive(Clone, Debug)]
pub struct Log<E> {
    entries: Vec<E>,
    /// The shortest the log has been since a journal last caught up with it: a journal keeps
    /// its file in step by cutting it back to here before appending.
    low_water: usize,
}

/// Two logs are equal when they hold the same events.
impl<E: PartialEq> PartialEq for Log<E> {
    fn eq(&self, other: &Self) -> bool {
        self.entries == other.entries
    }
}

impl<E> Default for Log<E> {
    fn default() -> Self {
        Log { entries: Vec::new(), low_water: 0 }
    }
}

impl<E: Serialize> Log<E> {
    pub fn push(&mut self, event: E) {
        self.entries.push(event);
    }

    pub fn entries(&self) -> &[E] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Keeps the first `len` events and forgets the rest (a failing effect hook's, undone with
    /// it).
    pub fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
        self.low_water = self.low_water.min(self.entries.len());
    }

    pub fn clear(&mut self) {
        self.truncate(0);
    }

    /// How many entries have stayed unchanged since the last call (undone entries are gone,
    /// and entries past this point are new); the next call counts from now.
    pub fn take_unchanged(&mut self) -> usize {
        std::mem::replace(&mut self.low_water, self.entries.len())
    }

    /// One compact JSON object per line: the form logs are written, compared and replayed in.
    pub fn to_json_lines(&self) -> String {
        let mut out = String::new();
        for e in &self.entries {
            out.push_str(&json_line(e));
            out.push('\n');
        }
        out
    }
}

/// One event as the compact JSON line a log file holds.
pub fn json_line<E: Serialize>(event: &E) -> String {
    // Serialising plain data types cannot fail; a placeholder keeps the log's shape if it did.
    serde_json::to_string(event).unwrap_or_else(|e| format!("{{\"unserialisable\":\"{e}\"}}"))
}

/// The name the log writes a unit variant by (its serde name: `arrived_on_two` for
/// `ArrivedOnTwo` under `rename_all = "snake_case"`): what a message's selector or id reads, so a
/// game does not spell its enums a second time. Empty for a value that is no plain name.
pub fn variant_name<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_entries_serialise_as_the_games_did() {
        #[derive(Serialize)]
        #[serde(tag = "event", rename_all = "snake_case")]
        enum Event {
            Won { seat: Seat },
        }
        let chose: Logged<Event, &str> =
            Logged::Chose(Chose { seat: Seat(1), prompt: "move".into(), index: 2, choice: "north" });
        assert_eq!(json_line(&chose), r#"{"event":"chose","seat":1,"prompt":"move","index":2,"choice":"north"}"#);
        let failed: Logged<Event, &str> = Logged::ScriptFailed(ScriptFailed {
            card: 3,
            hook: "on_play",
            file: "a.rhai".into(),
            line: 4,
            message: "no".into(),
        });
        assert_eq!(
            json_line(&failed),
            r#"{"event":"script_failed","card":3,"hook":"on_play","file":"a.rhai","line":4,"message":"no"}"#
        );
        let won: Logged<Event, &str> = Logged::Game(Event::Won { seat: Seat(0) });
        assert_eq!(json_line(&won), r#"{"event":"won","seat":0}"#);
    }
}
