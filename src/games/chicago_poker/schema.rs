//! JSON Schemas of Chicago Poker's content files and scenario files (for editors that read
//! them through the `#:schema` line), and the Rhai definitions of the special cards' API.

use super::ChicagoPoker;
use super::content::Content;
use super::defs::{EstablishmentsFile, GameFile, GangstersFile, SpecialsFile};

pub fn schemas(content: &Content) -> Vec<(String, String)> {
    fn pretty(s: schemars::Schema) -> String {
        serde_json::to_string_pretty(&s).unwrap_or_default() + "\n"
    }
    let mut files = vec![
        ("game.schema.json".to_string(), pretty(schemars::schema_for!(GameFile))),
        ("gangsters.schema.json".into(), pretty(schemars::schema_for!(GangstersFile))),
        ("specials.schema.json".into(), pretty(schemars::schema_for!(SpecialsFile))),
        ("establishments.schema.json".into(), pretty(schemars::schema_for!(EstablishmentsFile))),
        ("scenario.schema.json".into(), pretty(crate::engine::scenario::schema::<ChicagoPoker>())),
    ];
    if let Ok(scripts) = super::script::for_content(content) {
        let mut text = String::from("// The Chicago Poker script API (see content/chicago-poker/HOOKS.md).\n");
        text.push_str(&scripts.host.engine().definitions().single_file());
        files.push(("api.d.rhai".into(), text));
    }
    files
}
