//! JSON Schemas of Bootleggers' content files, for editors that read them through the
//! `#:schema` line each file starts with.

use super::defs::{AuthorityFile, BoardFile, GameFile, MuscleFile, TrucksFile};

/// Each content file kind and its schema.
pub fn schemas() -> Vec<(String, String)> {
    fn pretty(s: schemars::Schema) -> String {
        serde_json::to_string_pretty(&s).unwrap_or_default() + "\n"
    }
    vec![
        ("game.schema.json".to_string(), pretty(schemars::schema_for!(GameFile))),
        ("authority.schema.json".into(), pretty(schemars::schema_for!(AuthorityFile))),
        ("muscle.schema.json".into(), pretty(schemars::schema_for!(MuscleFile))),
        ("trucks.schema.json".into(), pretty(schemars::schema_for!(TrucksFile))),
        ("board.schema.json".into(), pretty(schemars::schema_for!(BoardFile))),
    ]
}
