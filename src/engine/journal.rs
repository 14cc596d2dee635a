//! Game log files: a header line, then one JSON event per line, appended as the game goes so
//! a crash loses at most the line being written, and read back with that torn line detected.

use super::log::{Log, json_line};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug)]
/// A log file kept in step with a game's [`Log`] as it grows.
pub struct Journal {
    path: PathBuf,
    file: std::fs::File,
    /// Where each event line ends in the file, so undone events can be cut off.
    ends: Vec<u64>,
    header_end: u64,
    /// The first write that failed; the game goes on and the caller reports it.
    error: Option<String>,
}

impl Journal {
    /// Creates (or empties) the file and writes its header line.
    ///
    /// # Errors
    /// What the file system said, naming the file.
    pub fn create(path: &Path, header: &impl Serialize) -> Result<Journal, String> {
        let io = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut file = std::fs::File::create(path).map_err(io)?;
        let mut line = json_line(header);
        line.push('\n');
        file.write_all(line.as_bytes()).map_err(io)?;
        Ok(Journal { path: path.to_path_buf(), file, ends: Vec::new(), header_end: line.len() as u64, error: None })
    }

    /// Brings the file in step with `log`: events undone since the last call are cut off,
    /// new ones appended, each line written whole.
    pub fn sync<E: Serialize>(&mut self, log: &mut Log<E>) {
        let unchanged = log.take_unchanged();
        if self.error.is_some() {
            return;
        }
        if unchanged < self.ends.len() {
            self.ends.truncate(unchanged);
            let at = self.ends.last().copied().unwrap_or(self.header_end);
            if let Err(e) =
                self.file.set_len(at).and_then(|()| std::io::Seek::seek(&mut self.file, std::io::SeekFrom::Start(at)))
            {
                self.error = Some(format!("{}: {e}", self.path.display()));
                return;
            }
        }
        let mut at = self.ends.last().copied().unwrap_or(self.header_end);
        for e in &log.entries()[self.ends.len()..] {
            let mut line = json_line(e);
            line.push('\n');
            if let Err(e) = self.file.write_all(line.as_bytes()) {
                self.error = Some(format!("{}: {e}", self.path.display()));
                return;
            }
            at += line.len() as u64;
            self.ends.push(at);
        }
    }

    /// The first write that failed, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Journal {
    /// The game is over (ended, saved, stopped or left): its log is flushed to the disk, so a
    /// crash of the machine afterwards does not lose it.
    fn drop(&mut self) {
        let _ = self.file.sync_all();
    }
}

/// A log file read back.
#[derive(Debug, Clone)]
pub struct LogFile {
    pub header: serde_json::Value,
    /// The events, each as its JSON value, in order.
    pub events: Vec<serde_json::Value>,
    /// The last line was cut short (the game stopped while writing it): its 1-based line
    /// number in the file. The events before it are whole.
    pub torn: Option<usize>,
}

/// Reads a log file's text.
///
/// # Errors
/// A message naming the line when the file has no header or a line before the last is broken
/// (a log that was altered, not cut short).
pub fn read(text: &str) -> Result<LogFile, String> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    // A whole file ends with a newline, leaving an empty last piece; anything else there is a
    // line the writer did not finish.
    let unfinished = lines.pop().filter(|l| !l.is_empty());
    let Some((first, rest)) = lines.split_first() else {
        return Err("line 1: the log has no header line".into());
    };
    let header: serde_json::Value =
        serde_json::from_str(first).map_err(|e| format!("line 1: the log's header is not JSON ({e})"))?;
    let mut events = Vec::with_capacity(rest.len());
    for (i, line) in rest.iter().enumerate() {
        let v = serde_json::from_str(line).map_err(|e| format!("line {}: not a JSON event ({e})", i + 2))?;
        events.push(v);
    }
    let torn = unfinished.map(|_| lines.len() + 1);
    if lines.is_empty() && torn.is_some() {
        return Err("line 1: the log's header line is cut short".into());
    }
    Ok(LogFile { header, events, torn })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_journal_follows_undos_and_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut j = Journal::create(&path, &serde_json::json!({"seed": 1})).unwrap();
        let mut log: Log<u32> = Log::default();
        log.push(1);
        log.push(2);
        j.sync(&mut log);
        log.truncate(1);
        log.push(3);
        log.push(4);
        j.sync(&mut log);
        let back = read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(back.events, vec![serde_json::json!(1), serde_json::json!(3), serde_json::json!(4)]);
        assert_eq!(back.torn, None);
        assert!(j.error().is_none());
    }

    #[test]
    fn a_torn_last_line_is_found_and_a_broken_middle_line_refused() {
        let torn = read("{\"seed\":1}\n{\"a\":1}\n{\"a\":2}\n{\"a\"").unwrap();
        assert_eq!((torn.events.len(), torn.torn), (2, Some(4)));
        let err = read("{\"seed\":1}\n{\"a\":1}\n{\"a\n{\"a\":2}\n").unwrap_err();
        assert!(err.starts_with("line 3:"), "{err}");
        assert!(read("").is_err());
        assert!(read("{\"se").is_err());
    }
}
