//! Content loading: one content file replaced or layered by a mod, loaded and checked like
//! `validate` does, and, when it loads, a short game played on it.

use super::Scratch;
use crate::engine::content::{EMBEDDED, Source};
use crate::games::king_of_chicago::content::{self, GAME_ID};
use crate::games::king_of_chicago::rules::MatchOptions;
use crate::games::king_of_chicago::table::{SeatKind, play_game};
use crate::games::king_of_chicago::texts;

/// The files an input can stand for, inside the game's folder.
pub const FILES: &[&str] = &[
    "game.toml",
    "board.toml",
    "gangsters.toml",
    "events.toml",
    "contracts.toml",
    "businesses.toml",
    "resource_cards.toml",
    "locales/en.ftl",
    "locales/fr.ftl",
];

/// The first byte picks the file (`FILES[byte % len]`) and how it is read: with its high bit
/// clear, the rest of the input replaces that file in a copy of the bundled content root;
/// set, the rest is that file in a mod layered over the bundled content.
pub fn run(data: &[u8]) {
    let Some((&head, text)) = data.split_first() else { return };
    let rel = format!("{GAME_ID}/{}", FILES[usize::from(head & 0x7f) % FILES.len()]);
    let dir = Scratch::new();
    let source = if head & 0x80 == 0 {
        // No `scripts` folder inside the root or beside it: the bundled scripts are used.
        let root = dir.path().join("content");
        EMBEDDED.extract(&root).expect("the bundled content can be written out");
        dir.write(&format!("content/{rel}"), text);
        Source::Dir(root)
    } else {
        dir.write(&rel, text);
        Source::Embedded.with_mods(vec![dir.path().to_path_buf()])
    };
    let Ok(content) = content::load(&source) else { return };
    let _ = texts::check(&content);
    let _ = content::component_warnings(&content);
    let seats = [SeatKind::Greedy, SeatKind::Random, SeatKind::Greedy, SeatKind::Random];
    let _ = play_game(&content, &seats, 1, &MatchOptions { round_cap: Some(3), ..MatchOptions::default() });
}
