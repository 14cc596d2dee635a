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
    let named = crate::engine::content::tests_the_notes_name(GAME_ID, include_str!("rules/tests.rs"));
    assert!(named >= 15, "only {named} tests named");
}
