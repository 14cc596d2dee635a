//! Fuzz target: one content file of a game replaced by arbitrary bytes, in a content folder or
//! in a mod, then loaded, checked and (if it loads) played for a few rounds.

use super::Scratch;
use crate::engine::content::{EMBEDDED, Source};
use crate::engine::play::MatchOptions;
use crate::entry::Entry;
use crate::table::SeatKind;

/// The files of a game's content folder that the first byte picks from: `game.toml` first,
/// then its other TOML files and its locales, as bundled.
pub fn files(game: &dyn Entry) -> Vec<String> {
    let id = game.id();
    let mut files: Vec<String> = Source::Embedded.list(id).into_iter().filter(|f| f.ends_with(".toml")).collect();
    files.sort_by_key(|f| (f != "game.toml", f.clone()));
    files.extend(Source::Embedded.list(&format!("{id}/locales")).into_iter().map(|f| format!("locales/{f}")));
    files
}

/// Runs one input against every registered game.
pub fn run(data: &[u8]) {
    for game in crate::games::GAMES {
        run_for(*game, data);
    }
}

/// Runs one input against one game: the first byte picks the file (low bits) and whether it
/// goes into a content folder or a mod (high bit).
pub fn run_for(game: &dyn Entry, data: &[u8]) {
    let Some((&head, text)) = data.split_first() else { return };
    let files = files(game);
    if files.is_empty() {
        return;
    }
    let rel = format!("{}/{}", game.id(), files[usize::from(head & 0x7f) % files.len()]);
    let dir = Scratch::new();
    let source = if head & 0x80 == 0 {
        let root = dir.path().join("content");
        EMBEDDED.extract(&root).expect("the bundled content can be written out");
        dir.write(&format!("content/{rel}"), text);
        Source::Dir(root)
    } else {
        dir.write(&rel, text);
        Source::Embedded.with_mods(vec![dir.path().to_path_buf()])
    };
    // Every problem `validate` tells, of content that loads or not.
    let _ = crate::entry::problems(&source, game);
    let Ok(loaded) = game.load(&source) else { return };
    let seats = [SeatKind::Bot("greedy"), SeatKind::Random, SeatKind::Bot("greedy"), SeatKind::Random];
    if loaded.check_seats(seats.len()).is_ok() {
        let options = MatchOptions { round_cap: Some(3), ..MatchOptions::default() };
        let _ = loaded.play_bots(&seats, 1, &options, None, None);
    }
}
