//! JSON Schemas of Chicago Poker's content files and scenario files (for editors that read
//! them through the `#:schema` line), and the Rhai definitions of the special cards' API.

use super::ChicagoPoker;
use super::content::Content;
use super::defs::{EstablishmentsFile, GameFile, GangstersFile, SpecialsFile};
use crate::engine::content::schema_text;

pub fn schemas(content: &Content) -> Vec<(String, String)> {
    let mut files = vec![
        ("game.schema.json".to_string(), schema_text(schemars::schema_for!(GameFile))),
        ("gangsters.schema.json".into(), schema_text(schemars::schema_for!(GangstersFile))),
        ("specials.schema.json".into(), schema_text(schemars::schema_for!(SpecialsFile))),
        ("establishments.schema.json".into(), schema_text(schemars::schema_for!(EstablishmentsFile))),
        ("scenario.schema.json".into(), schema_text(crate::engine::scenario::schema::<ChicagoPoker>())),
    ];
    // A fresh compile, not the shared one: naming the API's types registers them on the engine.
    if let Ok(mut scripts) = super::script::compile(content) {
        let mut text = String::from("// The Chicago Poker script API (see content/chicago-poker/HOOKS.md).\n");
        text.push_str(&crate::engine::script::definitions::definitions(scripts.host.engine_mut()));
        files.push(("api.d.rhai".into(), text));
    }
    files
}
