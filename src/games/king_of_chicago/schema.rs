//! JSON Schemas of every content file kind (for Taplo-based editors, through the `#:schema` line
//! each bundled TOML file starts with) and the Rhai definitions of the script API (for editors
//! that read `.d.rhai` files).

use super::KingOfChicago;
use super::defs::*;
use super::script::CardScripts;
use crate::engine::content::schema_text;

/// Each content file kind and its schema, as pretty JSON.
pub fn schemas() -> Vec<(&'static str, String)> {
    vec![
        ("game", schema_text(schemars::schema_for!(GameFile))),
        ("board", schema_text(schemars::schema_for!(BoardFile))),
        ("gangsters", schema_text(schemars::schema_for!(GangstersFile))),
        ("events", schema_text(schemars::schema_for!(EventsFile))),
        ("contracts", schema_text(schemars::schema_for!(ContractsFile))),
        ("businesses", schema_text(schemars::schema_for!(BusinessesFile))),
        ("resource_cards", schema_text(schemars::schema_for!(ResourceCardsFile))),
        ("scenario", schema_text(crate::engine::scenario::schema::<KingOfChicago>())),
    ]
}

/// The script API as Rhai definitions: every function and property scripts may use.
pub fn rhai_definitions(scripts: &mut CardScripts) -> String {
    let mut text = String::from("// The King of Chicago script API (see content/king-of-chicago/HOOKS.md).\n");
    text.push_str(&crate::engine::script::definitions::definitions(scripts.host.engine_mut()));
    text
}
