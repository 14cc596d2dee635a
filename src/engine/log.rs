//! The structured event log: every roll, draw, move, choice, transfer and score change, as typed
//! events a narrator turns into text and a replay re-checks line by line.

use serde::Serialize;

/// An append-only list of a game's events.
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

    /// Forgets events before `len` was reached (an undo drops what it undid).
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
