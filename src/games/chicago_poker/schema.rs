//! JSON Schemas of Chicago Poker's content files and scenario files (for editors that read
//! them through the `#:schema` line), and the Rhai definitions of the special cards' API.

use super::ChicagoPoker;
use super::content::Content;
use super::defs::{EstablishmentsFile, GameFile, GangstersFile, SpecialsFile};

pub fn schemas(content: &Content) -> Vec<(String, String)> {
    let mut files = crate::engine::scenario::schema_files::<ChicagoPoker>(vec![
        ("game", schemars::schema_for!(GameFile)),
        ("gangsters", schemars::schema_for!(GangstersFile)),
        ("specials", schemars::schema_for!(SpecialsFile)),
        ("establishments", schemars::schema_for!(EstablishmentsFile)),
    ]);
    // A fresh compile, not the shared one: naming the API's types registers them on the engine.
    if let Ok(mut scripts) = super::script::compile(content) {
        let mut text = String::from("// The Chicago Poker script API (see content/chicago-poker/HOOKS.md).\n");
        text.push_str(&crate::engine::script::definitions::definitions(scripts.host.engine_mut()));
        files.push(("api.d.rhai".into(), text));
    }
    files
}
