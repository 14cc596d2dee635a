//! Fuzz target: scenario files, parsed and run on the bundled content of the game they name.

use crate::engine::locale::Locale;

/// Runs one input as a scenario file.
pub fn run(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(table) = toml::from_str::<toml::Table>(&text) else { return };
    let id = match table.get("game") {
        None => crate::games::ids()[0],
        Some(toml::Value::String(g)) => g.as_str(),
        Some(_) => return,
    };
    let Some(game) = super::bundled().iter().find(|g| g.id() == id) else { return };
    let locale = Locale::load(game.source(), game.id(), "en").expect("the bundled English loads");
    let _ = game.scenario(&locale, "fuzz.toml", &text);
}
