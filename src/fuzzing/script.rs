//! The script host: the input as the script of every card, compiled and checked at load, then
//! its hooks run under the budgets through a short game.

use super::Scratch;
use crate::engine::content::Source;
use crate::games::king_of_chicago::content::{self, Content, GAME_ID};
use crate::games::king_of_chicago::rules::MatchOptions;
use crate::games::king_of_chicago::table::{SeatKind, play_game};
use std::sync::OnceLock;

fn card_ids() -> &'static [String] {
    static IDS: OnceLock<Vec<String>> = OnceLock::new();
    IDS.get_or_init(|| {
        let c: Content = content::load(&Source::Embedded).expect("the bundled content loads");
        let gangsters = c.gangsters.iter().map(|g| g.id.clone());
        let events = c.events.iter().map(|e| e.id.clone());
        gangsters.chain(events).chain(c.contracts.iter().map(|k| k.id.clone())).collect()
    })
}

/// Writes `data` as every card's script in a mod, loads the bundled content with it and, when
/// it loads, plays two game rounds among bots, whose cards call the script's hooks.
pub fn run(data: &[u8]) {
    let dir = Scratch::new();
    for id in card_ids() {
        dir.write(&format!("scripts/{GAME_ID}/{id}.rhai"), data);
    }
    let Ok(content) = content::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])) else { return };
    let seats = [SeatKind::Greedy, SeatKind::Random, SeatKind::Greedy, SeatKind::Random];
    let _ = play_game(&content, &seats, 1, &MatchOptions { round_cap: Some(2), ..MatchOptions::default() });
}
