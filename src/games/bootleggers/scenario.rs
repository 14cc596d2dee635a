//! Scenario files for Bootleggers: not written yet. The game is not in the registry until they
//! are (with the rulebook's examples as scenarios), so no command reaches this; a call says so.

use super::content::Content;
use crate::engine::locale::Locale;
use crate::engine::scenario::Ran;

/// # Errors
/// Always, naming the file: Bootleggers has no scenario format yet.
pub fn run(_content: &Content, _locale: &Locale, name: &str, _text: &str) -> Result<Ran, String> {
    Err(format!("{name}: Bootleggers scenario files are not supported yet"))
}
