//! Every bundled language covers English, and `validate` finds the bundled content clean.

use mobrules::engine::content::Source;
use mobrules::engine::texts;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::load;

#[test]
fn bundled_languages_are_complete() {
    let c = load::load(&Source::Embedded).unwrap();
    assert_eq!(texts::languages(&c.source, GAME_ID), vec!["en", "fr", "nl"]);
    for (lang, cov) in texts::coverage_by_language(&c.source, GAME_ID, &Default::default()).unwrap() {
        assert!(cov.complete(), "{lang}: {cov:?}");
    }
}

/// A person plays every game in English, French and Dutch, each language whole.
#[test]
fn every_game_speaks_the_three_languages() {
    for game in mobrules::games::GAMES {
        let loaded = game.load(&Source::Embedded).expect("bundled content loads");
        assert_eq!(texts::languages(loaded.source(), game.id()), vec!["en", "fr", "nl"], "{}", game.id());
        for (lang, cov) in texts::coverage_by_language(loaded.source(), game.id(), &Default::default()).unwrap() {
            assert!(cov.complete(), "{} {lang}: {cov:?}", game.id());
        }
    }
}

#[test]
fn bundled_content_has_no_text_problems() {
    let c = load::load(&Source::Embedded).unwrap();
    let (errors, warnings) = texts::check(
        &c.source,
        GAME_ID,
        &mobrules::games::king_of_chicago::texts::required(&c),
        <mobrules::games::king_of_chicago::KingOfChicago as mobrules::engine::game::Game>::SCRIPT_PROMPTS,
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(load::read(&Source::Embedded).1.is_empty());
}

#[test]
fn validate_is_clean_and_i18n_complete_from_the_command_line() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let o = std::process::Command::new(bin).arg("validate").output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("0 errors, 0 warnings"));
    let o = std::process::Command::new(bin).args(["i18n", "king-of-chicago"]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn a_translator_sees_the_card_text_in_french_and_dutch() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let fr = std::process::Command::new(bin).args(["cards", "king-of-chicago", "--lang", "fr"]).output().unwrap();
    let fr = String::from_utf8_lossy(&fr.stdout);
    assert!(fr.contains("Une vieille faveur"), "{fr}");
    let nl = std::process::Command::new(bin).args(["cards", "king-of-chicago", "--lang", "nl"]).output().unwrap();
    let nl = String::from_utf8_lossy(&nl.stdout);
    assert!(nl.contains("Aanval +2"), "{nl}");
}

/// King of Chicago's Dutch writes its power points as its rulebook does, capitalised ("Deze
/// tegel telt voor 1 Machtspunt", 7.0) in every text: the final standings as the rest.
#[test]
fn king_of_chicagos_dutch_capitalises_machtspunten_everywhere() {
    let nl = std::fs::read_to_string("content/king-of-chicago/locales/nl.ftl").expect("the Dutch texts");
    let lower: Vec<&str> = nl.lines().filter(|l| l.contains("machtspunt")).collect();
    assert!(lower.is_empty(), "written in lower case: {lower:#?}");
    assert!(nl.contains("Machtspunten"), "the Dutch texts name the power points");
}
