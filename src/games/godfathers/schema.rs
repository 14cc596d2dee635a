//! JSON Schemas of the race's content files and scenario files (for editors that read them
//! through the `#:schema` line). The race has no scripts, so no script API.

use super::Godfathers;
use super::defs::{BoardFile, GameFile};

pub fn schemas() -> Vec<(String, String)> {
    fn pretty(s: schemars::Schema) -> String {
        serde_json::to_string_pretty(&s).unwrap_or_default() + "\n"
    }
    vec![
        ("game.schema.json".to_string(), pretty(schemars::schema_for!(GameFile))),
        ("board.schema.json".into(), pretty(schemars::schema_for!(BoardFile))),
        ("scenario.schema.json".into(), pretty(crate::engine::scenario::schema::<Godfathers>())),
    ]
}
