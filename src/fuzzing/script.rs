//! Fuzz target: card scripts. The input is one script given to every card of a game at once
//! (in a mod), compiled and, when it compiles, played for a couple of rounds.

use super::Scratch;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::play::MatchOptions;
use crate::entry::Entry;
use crate::table::SeatKind;

/// Runs one input against every registered game.
pub fn run(data: &[u8]) {
    for game in crate::games::GAMES {
        run_for(*game, data);
    }
}

/// The ids of a game's bundled cards of the kinds that may have scripts.
fn card_ids(game: &dyn Entry) -> Vec<String> {
    let Ok(loaded) = game.load(&Source::Embedded) else { return Vec::new() };
    let Ok(english) = Locale::load(loaded.source(), game.id(), "en") else { return Vec::new() };
    let catalogue = loaded.catalogue(&english);
    let scripted = |kind: &str| catalogue.kinds.iter().any(|k| k.name == kind && k.scripted);
    catalogue.cards.iter().filter(|c| scripted(&c.kind)).map(|c| c.id.clone()).collect()
}

/// Runs one input as every card's script of one game.
pub fn run_for(game: &dyn Entry, data: &[u8]) {
    let dir = Scratch::new();
    for id in card_ids(game) {
        dir.write(&format!("scripts/{}/{id}.rhai", game.id()), data);
    }
    let Ok(loaded) = game.load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])) else { return };
    let seats = [SeatKind::Bot("greedy"), SeatKind::Random, SeatKind::Bot("greedy"), SeatKind::Random];
    if loaded.check_seats(seats.len()).is_ok() {
        let options = MatchOptions { round_cap: Some(2), ..MatchOptions::default() };
        let _ = loaded.play_bots(&seats, 1, &options, None, None);
    }
}
