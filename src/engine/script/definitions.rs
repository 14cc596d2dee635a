//! The script API as Rhai definitions, for editors that read `.d.rhai` files.
//!
//! Rhai's definitions writer names a host function's return type by the last `::` segment of
//! its Rust type, so every function that can fail (`Result<T, Box<EvalAltResult>>`, most of a
//! game's API) came out as returning `EvalAltResult>>`. Before writing, each such type is given
//! the name of its `T` as a display name, the way a custom type is named.

use rhai::Engine;
use std::collections::BTreeMap;

/// Every function and property scripts may use on `engine`, as one definitions file.
pub fn definitions(engine: &mut Engine) -> String {
    let metadata = engine.gen_fn_metadata_to_json(false).unwrap_or_default();
    let value: serde_json::Value = serde_json::from_str(&metadata).unwrap_or_default();
    let mut fallible = BTreeMap::new();
    for f in value["functions"].as_array().into_iter().flatten() {
        if let Some(ok) = f["returnType"].as_str().and_then(|t| ok_type(t).map(|ok| (t, ok))) {
            fallible.insert(ok.0.to_string(), shown(engine, ok.1));
        }
    }
    for (raw, name) in fallible {
        // The metadata shows the type without spaces; the writer looks it up as Rust spells it.
        engine.register_type_with_name_raw(raw.replace(',', ", "), name.clone());
        engine.register_type_with_name_raw(raw, name);
    }
    engine.definitions().single_file()
}

/// `T` of a Rust `Result<T, Box<EvalAltResult>>` type name.
fn ok_type(rust: &str) -> Option<&str> {
    let inner = rust.strip_prefix("core::result::Result<")?.strip_suffix('>')?;
    let (ok, err) = inner.rsplit_once(",alloc::boxed::Box<")?;
    err.ends_with("EvalAltResult>").then_some(ok)
}

/// The name scripts know a Rust type by: a custom type's registered name, else the names the
/// definitions give Rhai's own types (`int`, `array`, `string`, `map`, `?` for any value).
fn shown(engine: &Engine, rust: &str) -> String {
    let registered = engine.map_type_name(rust);
    if registered != rust {
        return registered.to_string();
    }
    match rust {
        "()" | "bool" | "char" => rust.to_string(),
        "i64" => "int".into(),
        t if t.starts_with("alloc::vec::Vec<") => "array".into(),
        t if t.ends_with("ImmutableString") || t.ends_with("String") => "string".into(),
        t if t.ends_with("Dynamic") => "?".into(),
        t if t.contains("BTreeMap<") => "map".into(),
        t => t.rsplit("::").next().unwrap_or(t).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fallible_function_is_shown_returning_what_it_returns() {
        let mut engine = Engine::new_raw();
        engine.register_fn("twice", |x: i64| -> Result<i64, Box<rhai::EvalAltResult>> { Ok(x * 2) });
        engine.register_fn("nothing", || -> Result<(), Box<rhai::EvalAltResult>> { Ok(()) });
        engine.register_fn("list", || -> Result<rhai::Array, Box<rhai::EvalAltResult>> { Ok(Vec::new()) });
        let text = definitions(&mut engine);
        assert!(text.contains("fn twice(_: int) -> int;"), "{text}");
        assert!(text.contains("fn nothing() -> ();"), "{text}");
        assert!(text.contains("fn list() -> array;"), "{text}");
        assert!(!text.contains("EvalAltResult"), "{text}");
    }
}
