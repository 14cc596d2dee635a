//! Saves: the input read as a save file of the bundled content and, when it is one, the game
//! it holds played again from its answers (bots checked against theirs, human seats given
//! back theirs), as `play --load` does.
//!
//! The first byte picks the mode: even, the rest is the whole file (the envelope's checks are
//! fuzzed); odd, the rest is the game data and is sealed in a valid envelope first (so the
//! fuzzer reaches the body and the replay behind the checksum).

use crate::engine::decision::NoMoreAnswers;
use crate::engine::save::{self, SaveMeta};
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::rules::MatchOptions;
use crate::games::king_of_chicago::session::{SavedGame, Sitter, resumed};
use crate::games::king_of_chicago::table::play_with;

/// Reads `data` as a save and plays what it holds.
pub fn run(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else { return };
    let content = super::scenario::bundled();
    let file = if mode % 2 == 0 {
        rest.to_vec()
    } else {
        let Ok(body) = serde_json::from_slice::<serde_json::Value>(rest) else { return };
        let meta = SaveMeta { engine: "0".into(), game: GAME_ID.into(), content: content.digest.clone() };
        save::encode(&meta, &body).into_bytes()
    };
    let Ok((_, saved)) = save::decode::<SavedGame>(&file, GAME_ID, &content.digest) else { return };
    if saved.check().is_err() {
        return;
    }
    let Ok(sitters) = saved.seats.iter().map(|s| Sitter::parse(s)).collect::<Result<Vec<_>, _>>() else { return };
    let deciders = resumed(&sitters, saved.seed, &saved.answers, || Box::new(NoMoreAnswers));
    // A few game rounds are enough to go through the recorded answers of a short save.
    let options = MatchOptions { round_cap: Some(3), check_invariants: true, ..MatchOptions::default() };
    let _ = play_with(content, deciders, saved.seed, &options, None);
}
