//! Fuzz target: save files. The input is either a whole save file (even first byte) or a game
//! body sealed behind a valid envelope and checksum (odd first byte), so the fuzzer reaches the
//! game data as well as the envelope; a save that is accepted is played again, in checking
//! mode, for every registered game.

use crate::engine::play::MatchOptions;
use crate::engine::save::{self, SaveMeta};
use crate::entry::Loaded;
use crate::table::session::SavedGame;

/// Runs one input against every registered game's bundled content.
pub fn run(data: &[u8]) {
    for game in super::bundled() {
        run_for(game.as_ref(), data);
    }
}

/// Runs one input against one game.
pub fn run_for(game: &dyn Loaded, data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else { return };
    let file = if mode % 2 == 0 {
        rest.to_vec()
    } else {
        let Ok(body) = serde_json::from_slice::<serde_json::Value>(rest) else { return };
        let meta = SaveMeta { engine: "0".into(), game: game.id().into(), content: game.digest().to_string() };
        save::encode(&meta, &body).into_bytes()
    };
    let Ok((_, saved)) = save::decode::<SavedGame>(&file, game.id(), game.digest()) else { return };
    if saved.check().is_err() {
        return;
    }
    let Ok(seats) = game.parse_seats(&saved.seats.join(","), true) else { return };
    if game.check_seats(seats.len()).is_err() {
        return;
    }
    let options = MatchOptions { round_cap: Some(3), check_invariants: true, ..MatchOptions::default() };
    let _ = game.play_answers(&seats, saved.seed, &saved.answers, &options);
}
