//! The files a command writes: none is a folder, none replaces a saved game, and none but a
//! log being written replaces a game log.

use super::args::Failure;
use std::path::{Path, PathBuf};

/// Whether two paths name one file: the same file reached by other spellings, links or hard
/// links, or, for a file not made yet, the same name in the same folder.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return (x.dev(), x.ino()) == (y.dev(), y.ino());
        }
    }
    let full = |p: &Path| -> Option<PathBuf> {
        if let Ok(c) = p.canonicalize() {
            return Some(c);
        }
        let parent = p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        Some(parent.canonicalize().ok()?.join(p.file_name()?))
    };
    match (full(a), full(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// An output file is written from its first byte: refuse one that is a folder or holds a saved
/// game, and, unless the output is itself a log (`logs_too` false), one that holds a game log,
/// since writing there would destroy it. `flag` names the option in the message.
pub fn refuse_output_over_game(flag: &str, path: &Path, logs_too: bool) -> Result<(), Failure> {
    let Ok(meta) = std::fs::metadata(path) else { return Ok(()) };
    let shown = path.display();
    if meta.is_dir() {
        return Err(Failure::usage(format!("{flag} {shown}: this is a folder; name a file")));
    }
    // Only a regular file is opened: a named pipe would block the look.
    if !meta.is_file() {
        return Ok(());
    }
    let mut head = vec![0u8; 4096];
    let n = std::fs::File::open(path).and_then(|mut f| std::io::Read::read(&mut f, &mut head)).unwrap_or(0);
    let head = &head[..n];
    let what = if head.starts_with(crate::engine::save::MAGIC.as_bytes()) {
        "a saved game"
    } else if logs_too && is_log_header(head) {
        "a game log"
    } else {
        return Ok(());
    };
    Err(Failure::usage(format!("{flag} {shown} holds {what}: writing there would destroy it; name another file")))
}

/// Writes `contents` to the output file `path` after [`refuse_output_over_game`]: every file a
/// command writes goes through here, so none replaces a saved game (or, unless `logs_too` is
/// false, a game log). `flag` names the option in messages.
///
/// # Errors
/// A usage failure when the file holds a game or is a folder; an error when it cannot be
/// written.
pub fn write_output(flag: &str, path: &Path, contents: impl AsRef<[u8]>, logs_too: bool) -> Result<(), Failure> {
    refuse_output_over_game(flag, path, logs_too)?;
    std::fs::write(path, contents).map_err(|e| Failure::error(format!("{flag} {}: {e}", path.display())))
}

/// Whether `head` starts with a game log's header line (`{"content":…,"game":…,"mobrules":…}`).
fn is_log_header(head: &[u8]) -> bool {
    let line = head.split(|&b| b == b'\n').next().unwrap_or_default();
    serde_json::from_slice::<serde_json::Value>(line)
        .is_ok_and(|v| v.get("game").is_some_and(|g| g.is_string()) && v.get("mobrules").is_some())
}
