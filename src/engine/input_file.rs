//! Reading a file a person names on the command line (a log, a save, a scenario, a summary):
//! only a regular file, and only so much of it, so that a device (`/dev/zero`), a named pipe
//! nobody writes to, or a file grown without end is refused at once rather than read for ever.

use std::io::Read;
use std::path::Path;

/// The largest file read: a long King of Chicago log is well under 1 MiB.
pub const MAX_BYTES: u64 = 64 << 20;

/// The bytes of the regular file `path`, at most [`MAX_BYTES`].
///
/// # Errors
/// It cannot be read, is a folder or not a regular file, or is larger than [`MAX_BYTES`]; the
/// message says which.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::{Error, ErrorKind};
    let refuse = |meta: &std::fs::Metadata| -> std::io::Result<()> {
        if meta.is_dir() {
            Err(Error::new(ErrorKind::InvalidInput, "this is a folder, not a file"))
        } else if !meta.is_file() {
            Err(Error::new(ErrorKind::InvalidInput, "this is not a regular file (a named pipe, a device or a socket)"))
        } else {
            Ok(())
        }
    };
    // Looked at before it is opened: opening a named pipe waits for a writer.
    refuse(&std::fs::metadata(path)?)?;
    let file = std::fs::File::open(path)?;
    refuse(&file.metadata()?)?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(Error::new(ErrorKind::InvalidData, format!("the file is larger than {} MiB", MAX_BYTES >> 20)));
    }
    Ok(bytes)
}

/// As [`read`], as UTF-8 text.
///
/// # Errors
/// As [`read`], and when the file is not UTF-8 (the line of the first bad byte is said).
pub fn read_text(path: &Path) -> std::io::Result<String> {
    String::from_utf8(read(path)?).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        std::io::Error::new(std::io::ErrorKind::InvalidData, format!("line {line} is not UTF-8 text"))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn folders_and_devices_are_refused_unread() {
        let dir = tempfile::tempdir().unwrap();
        assert!(super::read(dir.path()).unwrap_err().to_string().contains("folder"));
        #[cfg(unix)]
        assert!(super::read(std::path::Path::new("/dev/zero")).unwrap_err().to_string().contains("not a regular file"));
        let f = dir.path().join("f");
        std::fs::write(&f, b"ok\n\xff").unwrap();
        assert_eq!(super::read(&f).unwrap(), b"ok\n\xff");
        assert!(super::read_text(&f).unwrap_err().to_string().contains("line 2"));
    }
}
