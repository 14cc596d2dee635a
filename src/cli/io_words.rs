//! Why a file cannot be read or written, in the language asked for: the system's common reasons
//! (no such file, no permission, a folder) in the locale's words, any other in the system's.

use crate::engine::locale::Locale;
use std::io::{Error, ErrorKind};
use std::path::Path;

/// The reason `e` (met reading or writing `path`) in `locale`'s words where it is a common one;
/// else the system's own words. A folder is told as one whichever error named it.
pub fn io_reason(locale: &Locale, path: &Path, e: &Error) -> String {
    if path.is_dir() {
        return locale.text("io-error-folder", &[]);
    }
    let key = match e.kind() {
        ErrorKind::NotFound => "io-error-not-found",
        ErrorKind::PermissionDenied => "io-error-denied",
        ErrorKind::IsADirectory => "io-error-folder",
        ErrorKind::NotADirectory => "io-error-not-folder",
        ErrorKind::ReadOnlyFilesystem => "io-error-read-only",
        ErrorKind::StorageFull => "io-error-full",
        _ => return e.to_string(),
    };
    locale.text(key, &[])
}
