//! Save files: a versioned, checksummed envelope around a game's own save body, written
//! atomically.
//!
//! A save is three lines of text:
//!
//! ```text
//! mobrules-save 1
//! checksum 0123456789abcdef0123456789abcdef
//! {"engine":"0.1.0","game":"...","content":"<digest>","body":{...}}
//! ```
//!
//! The first line names the format and its version; the checksum covers the third line byte
//! for byte, so a flipped byte or a file cut short is refused before anything is parsed; the
//! payload carries the engine version and the content digest, so a save is only ever resumed on
//! the content it was made with. What the body holds is the game's business.

use super::content::Digest;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io::Write;
use std::path::Path;

/// The first line of every save.
pub const MAGIC: &str = "mobrules-save";
/// The version of the envelope this build writes and reads.
pub const FORMAT: u32 = 1;

/// Why a save cannot be loaded, in words a player understands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// The file could not be read or written: what the system said, naming the file, and the
    /// kind of its error where there was one (a caller says the common kinds in its reader's
    /// language, `engine::io_words`).
    Io(String, Option<std::io::ErrorKind>),
    /// The file is not a mobrules save at all.
    NotASave,
    /// A save of a newer format than this build reads.
    Version(String),
    /// The checksum does not match: the file was cut short or altered.
    Damaged,
    /// The save is of another game.
    OtherGame { saved: String, here: String },
    /// The save was made with other content (other files, other mods).
    OtherContent { saved: String, here: String },
    /// The checksum matches but the body does not fit this game's save (a bug, or a save
    /// written by hand).
    Body(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Io(e, _) => write!(f, "{e}"),
            SaveError::NotASave => {
                write!(f, "this is not a mobrules save (its first line should be `{MAGIC} {FORMAT}`)")
            }
            SaveError::Version(v) => write!(
                f,
                "this save is in format {v}, and this mobrules reads format {FORMAT}: load it with the mobrules that wrote it"
            ),
            SaveError::Damaged => write!(
                f,
                "this save is damaged: its checksum does not match, so it was cut short or altered since it was written"
            ),
            SaveError::OtherGame { saved, here } => write!(f, "this save is a game of {saved}, not of {here}"),
            SaveError::OtherContent { saved, here } => write!(
                f,
                "this save was made with other content (digest {saved}; this content is {here}): load it with the same --content and --mod options it was played with"
            ),
            SaveError::Body(e) => write!(f, "this save's game data does not fit this game: {e}"),
        }
    }
}

/// What every save says of itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct SaveMeta {
    /// The mobrules version that wrote it.
    pub engine: String,
    pub game: String,
    /// The content digest the game was played with.
    pub content: String,
}

#[derive(Serialize)]
struct PayloadOut<'a, B> {
    #[serde(flatten)]
    meta: &'a SaveMeta,
    body: &'a B,
}

#[derive(serde::Deserialize)]
struct PayloadIn {
    #[serde(flatten)]
    meta: SaveMeta,
    body: serde_json::Value,
}

fn checksum(payload: &[u8]) -> String {
    let mut d = Digest::default();
    d.add("save", payload);
    d.hex()
}

/// The whole text of a save.
pub fn encode<B: Serialize>(meta: &SaveMeta, body: &B) -> String {
    // Plain data types always serialise; a save that cannot is refused when read back.
    let payload = serde_json::to_string(&PayloadOut { meta, body }).unwrap_or_default();
    format!("{MAGIC} {FORMAT}\nchecksum {}\n{payload}\n", checksum(payload.as_bytes()))
}

/// Reads a save's envelope and checks it against the game and content loading it.
///
/// # Errors
/// A [`SaveError`] saying what is wrong with the file.
pub fn decode<B: DeserializeOwned>(bytes: &[u8], game: &str, content: &str) -> Result<(SaveMeta, B), SaveError> {
    let p = envelope(bytes)?;
    if p.meta.game != game {
        return Err(SaveError::OtherGame { saved: p.meta.game, here: game.to_string() });
    }
    if p.meta.content != content {
        return Err(SaveError::OtherContent { saved: p.meta.content, here: content.to_string() });
    }
    let body = serde_json::from_value(p.body).map_err(|e| SaveError::Body(e.to_string()))?;
    Ok((p.meta, body))
}

/// Reads a save of any game and content: a look at what it holds (has its game ended?)
/// before a new game writes over it, without loading it.
///
/// # Errors
/// A [`SaveError`] saying what is wrong with the file.
pub fn peek<B: DeserializeOwned>(bytes: &[u8]) -> Result<(SaveMeta, B), SaveError> {
    let p = envelope(bytes)?;
    let body = serde_json::from_value(p.body).map_err(|e| SaveError::Body(e.to_string()))?;
    Ok((p.meta, body))
}

/// The envelope of a save, its version and checksum checked, its body not yet read.
fn envelope(bytes: &[u8]) -> Result<PayloadIn, SaveError> {
    let text = std::str::from_utf8(bytes).map_err(|_| SaveError::Damaged)?;
    let mut lines = text.splitn(3, '\n');
    let first = lines.next().unwrap_or_default();
    let version = first.strip_prefix(MAGIC).and_then(|rest| rest.strip_prefix(' ')).ok_or(SaveError::NotASave)?;
    if version != FORMAT.to_string() {
        if version.parse::<u32>().is_err() {
            return Err(SaveError::Damaged);
        }
        return Err(SaveError::Version(version.to_string()));
    }
    let sum = lines.next().and_then(|l| l.strip_prefix("checksum ")).ok_or(SaveError::Damaged)?;
    let payload = lines.next().and_then(|l| l.strip_suffix('\n')).ok_or(SaveError::Damaged)?;
    if payload.contains('\n') || checksum(payload.as_bytes()) != sum {
        return Err(SaveError::Damaged);
    }
    serde_json::from_str(payload).map_err(|e| SaveError::Body(e.to_string()))
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one, never a
/// torn one: a temporary file beside it, written, flushed to disk, then renamed over it.
///
/// # Errors
/// What the file system said, naming the file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let io = |e: std::io::Error| SaveError::Io(format!("{}: {e}", path.display()), Some(e.kind()));
    let name = path.file_name().ok_or_else(|| SaveError::Io(format!("{}: not a file name", path.display()), None))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}.tmp", std::process::id()));
    let tmp = path.with_file_name(tmp_name);
    remove_leftovers(path, name);
    let written = (|| {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        // Readable by its owner alone: a save holds the seed, which tells every card and die to
        // come, and a served table's link secrets, which let anyone act for a seat.
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut f = options.open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(io(e));
    }
    // The rename is durable once the folder is flushed too; not every platform can open a
    // folder, and the save itself is complete either way.
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Removes the temporary files that saves to `path` interrupted by a crash or `kill -9` left
/// beside it (`.NAME.PID.tmp`), once the process that wrote each has ended: a save never
/// leaves them behind for good. Where it cannot be told whether a process lives (no `/proc`),
/// they are left. The folder is read at the first save to each path of this process only: a
/// table in the browser saves every time a person is asked, and a folder of many files would
/// be read again each time for leftovers that only an earlier process can have left.
fn remove_leftovers(path: &Path, name: &std::ffi::OsStr) {
    static LOOKED: std::sync::Mutex<std::collections::BTreeSet<std::path::PathBuf>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    // A poisoned set only means looking again.
    if !LOOKED.lock().map(|mut looked| looked.insert(path.to_path_buf())).unwrap_or(true) {
        return;
    }
    let proc = Path::new("/proc/self");
    if !proc.exists() {
        return;
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let prefix = format!(".{}.", name.to_string_lossy());
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file.to_str().and_then(|f| f.strip_prefix(&prefix)).and_then(|f| f.strip_suffix(".tmp")) else {
            continue;
        };
        let ended = pid.parse::<u32>().is_ok_and(|n| !Path::new("/proc").join(n.to_string()).exists());
        if ended && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// A file name in `dir` that no file has yet, made empty so that no other game takes it:
/// `<stem>.save`, else `<stem>-2.save`, `<stem>-3.save`...
///
/// # Errors
/// What the file system said, when no name could be taken.
pub fn fresh_file(dir: &Path, stem: &str) -> Result<std::path::PathBuf, SaveError> {
    let mut last = None;
    for n in 1..1000 {
        let name = if n == 1 { format!("{stem}.save") } else { format!("{stem}-{n}.save") };
        let path = dir.join(name);
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(_) => return Ok(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(SaveError::Io(format!("{}: {e}", path.display()), Some(e.kind()))),
        }
    }
    Err(SaveError::Io(
        format!("{}: no free name for a save ({})", dir.display(), last.map(|e| e.to_string()).unwrap_or_default()),
        None,
    ))
}

/// Reads a save file and decodes it (see [`decode`]).
///
/// # Errors
/// A [`SaveError`] (the caller names the file).
pub fn load<B: DeserializeOwned>(path: &Path, game: &str, content: &str) -> Result<(SaveMeta, B), SaveError> {
    let bytes = super::input_file::read(path).map_err(|e| SaveError::Io(e.to_string(), Some(e.kind())))?;
    decode(&bytes, game, content)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta() -> SaveMeta {
        SaveMeta { engine: "0.1.0".into(), game: "g".into(), content: "c".into() }
    }

    /// A save cut off by `kill -9` leaves its temporary file; the next save to that file removes
    /// it once its writer has ended, and leaves a living writer's and other files' alone.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_killed_save_leaves_no_temporary_file_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.save");
        // Process ids stop at 2^22 on Linux: this one never ran.
        let dead = dir.path().join(".g.save.99999999.tmp");
        let living = dir.path().join(format!(".g.save.{}.tmp.keep", std::process::id()));
        let other = dir.path().join(".h.save.99999999.tmp");
        for f in [&dead, &living, &other] {
            std::fs::write(f, "half a save").unwrap();
        }
        write_atomic(&path, b"a save").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"a save");
        assert!(!dead.exists());
        assert!(living.exists() && other.exists());
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left.len(), 3, "{left:?}");
        // The folder is read once a path: a leftover that appears later waits for the next
        // process that saves there.
        std::fs::write(&dead, "half a save").unwrap();
        write_atomic(&path, b"a save again").unwrap();
        assert!(dead.exists());
    }

    #[test]
    fn round_trips() {
        let text = encode(&meta(), &vec![1u32, 2, 3]);
        let (m, body): (SaveMeta, Vec<u32>) = decode(text.as_bytes(), "g", "c").unwrap();
        assert_eq!((m, body), (meta(), vec![1, 2, 3]));
    }

    #[test]
    fn every_flipped_byte_and_every_cut_is_refused() {
        let text = encode(&meta(), &vec![10u32, 20, 30]);
        for i in 0..text.len() {
            for bit in [0x01u8, 0x20, 0x80] {
                let mut b = text.clone().into_bytes();
                b[i] ^= bit;
                let r = decode::<Vec<u32>>(&b, "g", "c");
                assert!(r.is_err(), "flipping bit {bit:#x} of byte {i} went unnoticed");
            }
        }
        for cut in 0..text.len() - 1 {
            assert!(decode::<Vec<u32>>(&text.as_bytes()[..cut], "g", "c").is_err(), "cut at {cut} went unnoticed");
        }
    }

    #[test]
    fn other_content_game_and_version_are_named() {
        let text = encode(&meta(), &0u8);
        assert!(matches!(decode::<u8>(text.as_bytes(), "g", "d"), Err(SaveError::OtherContent { .. })));
        assert!(matches!(decode::<u8>(text.as_bytes(), "h", "c"), Err(SaveError::OtherGame { .. })));
        let newer = text.replacen("mobrules-save 1", "mobrules-save 2", 1);
        assert_eq!(decode::<u8>(newer.as_bytes(), "g", "c"), Err(SaveError::Version("2".into())));
        assert_eq!(decode::<u8>(b"hello", "g", "c"), Err(SaveError::NotASave));
    }

    #[test]
    fn writes_atomically_over_an_old_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.save");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file is left behind");
    }
}
