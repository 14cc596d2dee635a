//! A game log named on the command line, read and checked with the content of the game it
//! names: what `replay` and `view` both read.

use super::args::{ContentArgs, Failure, load_game};
use crate::engine::journal::{self, LogFile};
use crate::entry::Loaded;

/// A game log read and checked, and the content of the game it names (`replay`, `view`).
///
/// # Errors
/// A file that cannot be read, is not UTF-8 or not a log, or names a game or content that does
/// not load, at its `file:line`.
pub fn read_log(path: &std::path::Path, content: &ContentArgs) -> Result<(LogFile, Box<dyn Loaded>), Failure> {
    let name = path.display();
    let bytes = crate::engine::input_file::read(path).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        Failure::error(format!("{name}:{line}: this line is not UTF-8 text: a game log is JSON, one event a line"))
    })?;
    let file = journal::read(&text).map_err(|e| Failure::error(format!("{name}:{e}")))?;
    let game = file.header["game"].as_str().unwrap_or_default().to_string();
    let game = load_game(&game, content).map_err(|f| Failure { message: format!("{name}:1: {}", f.message), ..f })?;
    Ok((file, game))
}
