//! The JSON Schemas under `schemas/` are the ones the code generates, every bundled TOML file
//! points at its schema with a `#:schema` line, and the bundled files fit their schemas.

use mobrules::engine::content::Source;
use mobrules::games::king_of_chicago::schema::schemas;
use serde_json::Value;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every game's files under `schemas/<game>/` (content files, scenario files, the script API)
/// are the ones the code generates.
#[test]
fn committed_schemas_are_current() {
    for game in mobrules::games::GAMES {
        let loaded = game.load(&Source::Embedded).unwrap_or_else(|d| panic!("{}: {d}", game.id()));
        let generated = loaded.schemas();
        assert!(!generated.is_empty(), "{} has no schemas", game.id());
        for (name, text) in generated {
            let path = root().join("schemas").join(game.id()).join(&name);
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert_eq!(committed, text, "{} is stale: run `mobrules schema --out schemas`", path.display());
        }
    }
}

/// Checks `value` against the parts of JSON Schema the generated schemas use: object
/// properties, required keys, no other keys, arrays, references and simple types.
fn fits(value: &Value, schema: &Value, defs: &Value, path: &str, problems: &mut Vec<String>) {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let name = r.trim_start_matches("#/$defs/");
        return fits(value, &defs[name], defs, path, problems);
    }
    if let Some(any) = schema.get("anyOf").or_else(|| schema.get("oneOf")).and_then(Value::as_array) {
        let ok = any.iter().any(|s| {
            let mut p = Vec::new();
            fits(value, s, defs, path, &mut p);
            p.is_empty()
        });
        if !ok {
            problems.push(format!("{path}: fits none of the alternatives"));
        }
        return;
    }
    if let Some(props) = schema.get("properties").and_then(Value::as_object) {
        let Some(obj) = value.as_object() else {
            problems.push(format!("{path}: not a table"));
            return;
        };
        for (k, v) in obj {
            match props.get(k) {
                Some(s) => fits(v, s, defs, &format!("{path}.{k}"), problems),
                None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    problems.push(format!("{path}.{k}: not in the schema"))
                }
                None => {}
            }
        }
        for r in schema.get("required").and_then(Value::as_array).into_iter().flatten() {
            if let Some(r) = r.as_str()
                && !obj.contains_key(r)
            {
                problems.push(format!("{path}: `{r}` is required"));
            }
        }
    }
    if let (Some(items), Some(arr)) = (schema.get("items"), value.as_array()) {
        for (i, v) in arr.iter().enumerate() {
            fits(v, items, defs, &format!("{path}[{i}]"), problems);
        }
    }
}

#[test]
fn bundled_files_point_at_and_fit_their_schemas() {
    for (kind, text) in schemas() {
        if kind == "scenario" {
            continue;
        }
        let file = root().join(format!("content/king-of-chicago/{kind}.toml"));
        let toml_text = std::fs::read_to_string(&file).unwrap();
        let first = toml_text.lines().next().unwrap_or_default();
        assert_eq!(first, format!("#:schema ../../schemas/king-of-chicago/{kind}.schema.json"), "{}", file.display());
        let value: Value = serde_json::to_value(toml::from_str::<toml::Table>(&toml_text).unwrap()).unwrap();
        let schema: Value = serde_json::from_str(&text).unwrap();
        let mut problems = Vec::new();
        fits(&value, &schema, &schema["$defs"], kind, &mut problems);
        assert!(problems.is_empty(), "{kind}: {problems:?}");
    }
}

/// Every game's scenario files fit `schemas/<game>/scenario.schema.json`: King of Chicago's in
/// `tests/scenarios/`, the others' in `tests/scenarios/<game>/`.
#[test]
fn every_scenario_fits_its_game_s_scenario_schema() {
    let mut checked = 0;
    for game in mobrules::games::GAMES {
        let Ok(text) = std::fs::read_to_string(root().join(format!("schemas/{}/scenario.schema.json", game.id())))
        else {
            continue;
        };
        let schema: Value = serde_json::from_str(&text).unwrap();
        let dir = match game.id() {
            "king-of-chicago" => root().join("tests/scenarios"),
            id => root().join("tests/scenarios").join(id),
        };
        let Ok(dir) = std::fs::read_dir(dir) else { continue };
        for entry in dir {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|x| x != "toml") {
                continue;
            }
            let table: toml::Table = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let value = serde_json::to_value(table).unwrap();
            let mut problems = Vec::new();
            fits(&value, &schema, &schema["$defs"], "scenario", &mut problems);
            assert!(problems.is_empty(), "{}: {problems:?}", path.display());
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} scenario files checked");
}

#[test]
fn the_script_api_definitions_are_current() {
    use mobrules::games::king_of_chicago::{load, schema, script};
    let c = load::load(&Source::Embedded).unwrap();
    let generated = schema::rhai_definitions(&mut script::compile(&c).unwrap());
    let committed = std::fs::read_to_string(root().join("schemas/king-of-chicago/api.d.rhai")).unwrap();
    assert_eq!(committed, generated, "api.d.rhai is stale: run `mobrules schema --out schemas`");
    assert!(!generated.contains("EvalAltResult"), "a fallible function's return type is named by what it returns");
    assert!(generated.contains("fn give_money(_: Player, _: int) -> ();"), "{generated}");
    for f in ["fn give_money(", "fn choose(", "fn roll("] {
        assert!(generated.contains(f), "{f} missing");
    }
}

/// Every game's definitions file names each function's return type as scripts know it: a
/// signature an editor's Rhai support reads (`fn add_marker(_: Speakeasy) -> ();`), never the
/// tail of a Rust type (`-> EvalAltResult>>;`).
#[test]
fn every_games_script_api_definitions_read_in_an_editor() {
    let mut games = 0;
    for entry in std::fs::read_dir(root().join("schemas")).unwrap() {
        let path = entry.unwrap().path().join("api.d.rhai");
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        games += 1;
        for line in text.lines().filter(|l| l.starts_with("fn ") || l.starts_with("op ")) {
            // An operator that returns nothing is written without a return type.
            let Some((_, ret)) = line.rsplit_once(") -> ") else {
                assert!(line.ends_with(");"), "{}: `{line}`", path.display());
                continue;
            };
            let well_named = ret.strip_suffix(';').is_some_and(|r| {
                !r.is_empty()
                    && r.chars().all(|c| c.is_ascii_alphanumeric() || "_?()[]<>, ".contains(c))
                    && !r.contains(">>")
            });
            assert!(well_named, "{}: `{line}`", path.display());
        }
    }
    assert_eq!(games, 3, "the three card games have definitions");
}
