//! JSON Schemas of the race's content files and scenario files (for editors that read them
//! through the `#:schema` line). The race has no scripts, so no script API.

use super::Godfathers;
use super::defs::{BoardFile, GameFile};
use crate::engine::content::schema_text;

pub fn schemas() -> Vec<(String, String)> {
    vec![
        ("game.schema.json".to_string(), schema_text(schemars::schema_for!(GameFile))),
        ("board.schema.json".into(), schema_text(schemars::schema_for!(BoardFile))),
        ("scenario.schema.json".into(), schema_text(crate::engine::scenario::schema::<Godfathers>())),
    ]
}
