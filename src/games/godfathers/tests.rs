//! Tests of the race as a whole: the texts of every language, the rulings' tests, whole races.

use super::content::GAME_ID;
use super::load::load;
use crate::engine::content::Source;

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    use crate::engine::fluent_check::{coverage, messages};
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let read = |lang: &str| {
        let file = c.source.read(&format!("{GAME_ID}/locales/{lang}.ftl")).expect("locale file");
        messages(&file).expect("locale parses")
    };
    let (en, fr) = (read("en"), read("fr"));
    for id in c.required_messages() {
        assert!(en.0.contains_key(&id), "en lacks {id}");
    }
    assert!(coverage(&en, &fr).complete());
}

#[test]
fn every_test_the_notes_name_exists() {
    let notes = Source::Embedded.read(&format!("{GAME_ID}/NOTES.md")).expect("NOTES.md").text;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let tests = std::fs::read_to_string(root.join("src/games/godfathers/rules/tests.rs")).expect("rules tests");
    let mut named = 0;
    for quoted in notes.split('`').skip(1).step_by(2) {
        let name = quoted.rsplit(|c: char| c.is_whitespace() || c == ':').next().unwrap_or_default();
        if name.len() < 12 || !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            continue;
        }
        let scenario = root.join(format!("tests/scenarios/{GAME_ID}/{name}.toml"));
        assert!(
            scenario.exists() || tests.contains(&format!("fn {name}(")),
            "NOTES.md names `{name}`, neither a scenario nor a rules test"
        );
        named += 1;
    }
    assert!(named >= 15, "only {named} tests named");
}
