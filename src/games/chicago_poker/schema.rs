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
    if let Ok(scripts) = super::script::for_content(content) {
        let mut text = String::from("// The Chicago Poker script API (see content/chicago-poker/HOOKS.md).\n");
        text.push_str(&scripts.host.engine().definitions().single_file());
        files.push(("api.d.rhai".into(), text));
    }
    files
}
