//! Why a file cannot be read or written, in the language asked for: the system's common reasons
//! (no such file, no permission, a folder) in the locale's words, any other in the system's.

use crate::engine::locale::Locale;
use std::io::ErrorKind;
use std::path::Path;

/// The reason for an error of `kind` (met reading or writing `path`) in `locale`'s words where
/// it is a common one; none for another, which the caller says in the system's words. A folder
/// is told as one whichever error named it.
pub fn io_reason(locale: &Locale, path: &Path, kind: Option<ErrorKind>) -> Option<String> {
    if path.is_dir() {
        return Some(locale.text("io-error-folder", &[]));
    }
    let key = match kind? {
        ErrorKind::NotFound => "io-error-not-found",
        ErrorKind::PermissionDenied => "io-error-denied",
        ErrorKind::IsADirectory => "io-error-folder",
        ErrorKind::NotADirectory => "io-error-not-folder",
        ErrorKind::ReadOnlyFilesystem => "io-error-read-only",
        ErrorKind::StorageFull => "io-error-full",
        _ => return None,
    };
    Some(locale.text(key, &[]))
}
