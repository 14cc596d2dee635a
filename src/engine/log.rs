//! The structured event log: every roll, draw, move, choice, transfer and score change, as typed
//! events a narrator turns into text and a replay re-checks line by line.

use serde::Serialize;

/// An append-only list of a game's events.
#[derive(Clone, Debug, PartialEq)]
pub struct Log<E> {
    entries: Vec<E>,
}

impl<E> Default for Log<E> {
    fn default() -> Self {
        Log { entries: Vec::new() }
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
    }

    pub fn clear(&mut self) {
        self.entries.clear();
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
