//! JSON Schemas of Bootleggers' content files and scenario files, for editors that read them
//! through the `#:schema` line each file starts with.

use super::Bootleggers;
use super::content::Content;
use super::defs::{AuthorityFile, BoardFile, GameFile, MuscleFile, TrucksFile};

/// Each content file kind and its schema, the scenario files', and the Rhai definitions of the thug cards' API.
pub fn schemas(content: &Content) -> Vec<(String, String)> {
    let mut files = crate::engine::scenario::schema_files::<Bootleggers>(vec![
        ("game", schemars::schema_for!(GameFile)),
        ("authority", schemars::schema_for!(AuthorityFile)),
        ("muscle", schemars::schema_for!(MuscleFile)),
        ("trucks", schemars::schema_for!(TrucksFile)),
        ("board", schemars::schema_for!(BoardFile)),
    ]);
    // A fresh compile, not the shared one: naming the API's types registers them on the engine.
    if let Ok(mut scripts) = super::script::compile(content) {
        let mut text = String::from("// The Bootleggers script API (see content/bootleggers/HOOKS.md).\n");
        text.push_str(&crate::engine::script::definitions::definitions(scripts.host.engine_mut()));
        files.push(("api.d.rhai".into(), text));
    }
    files
}
