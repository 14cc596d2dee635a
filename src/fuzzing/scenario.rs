//! Scenario files: the input parsed as a scenario and, when it parses, run on the bundled
//! content and narrated in English.

use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{self, Content, GAME_ID};
use crate::games::king_of_chicago::scenario;
use std::sync::OnceLock;

pub(super) fn bundled() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| content::load(&Source::Embedded).expect("the bundled content loads"))
}

/// Parses `data` (as UTF-8, invalid sequences replaced) as a scenario file and runs it.
pub fn run(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(sc) = scenario::parse("fuzz.toml", &text) else { return };
    let content = bundled();
    let locale = Locale::load(&content.source, GAME_ID, "en").expect("the bundled English loads");
    if let Ok(out) = scenario::run(content, &locale, &sc) {
        let _ = out.text();
    }
}
