//! Broken content stops the program with the file, line, column, a stable code and the fix;
//! never a panic. Each case corrupts one file of a copy of the bundled content.

use mobrules::engine::content::Source;
use mobrules::games::king_of_chicago::load;
use std::path::Path;

mod support;
use support::copy_dir;

/// A copy of the bundled content with `file` edited by `edit`; the diagnostics of loading it.
fn load_with(file: &str, edit: impl Fn(&str) -> String) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content"), dir.path());
    let path = dir.path().join("king-of-chicago").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let edited = edit(&text);
    assert_ne!(text, edited, "the edit changed nothing");
    std::fs::write(&path, edited).unwrap();
    match load::load(&Source::Dir(dir.path().to_path_buf())) {
        Ok(_) => Vec::new(),
        Err(d) => d.0.iter().map(ToString::to_string).collect(),
    }
}

/// The line number (1-based) of the first line containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn the_bundled_content_loads_clean() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    assert_eq!(c.gangsters.len(), 45);
    assert_eq!(c.events.len(), 21);
    assert_eq!(c.contracts.len(), 8);
    assert_eq!(c.resource_cards.len(), 54);
    assert_eq!(c.businesses.len(), 18);
}

#[test]
fn unknown_field_is_placed_and_corrected() {
    let errs = load_with("gangsters.toml", |t| t.replacen("attack = 2", "atack = 2", 1));
    let original =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("content/king-of-chicago/gangsters.toml"))
            .unwrap();
    let line = line_of(&original, "attack = 2");
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0].starts_with(&format!("king-of-chicago/gangsters.toml:{line}:1: E0002: unknown field `atack`")),
        "{}",
        errs[0]
    );
    assert!(errs[0].contains("did you mean `attack`?"), "{}", errs[0]);
}

/// Every unknown field of a file is told in one run, each at its line with its fix: serde stops
/// at the first, which once hid the second until the first was fixed.
#[test]
fn every_unknown_field_of_a_file_is_told_at_once() {
    let errs = load_with("gangsters.toml", |t| {
        t.replacen("attack = 2", "atack = 2", 1).replacen("defense = 2", "defence = 2", 1)
    });
    let original =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("content/king-of-chicago/gangsters.toml"))
            .unwrap();
    assert_eq!(errs.len(), 2, "{errs:?}");
    let (attack, defense) = (line_of(&original, "attack = 2"), line_of(&original, "defense = 2"));
    let mut lines = [(attack, "atack", "attack"), (defense, "defence", "defense")];
    lines.sort();
    for ((line, wrong, right), err) in lines.iter().zip(&errs) {
        assert!(
            err.starts_with(&format!("king-of-chicago/gangsters.toml:{line}:1: E0002: unknown field `{wrong}`")),
            "{err}"
        );
        assert!(err.contains(&format!("did you mean `{right}`?")), "{err}");
    }
}

#[test]
fn missing_square_is_named_with_a_suggestion() {
    let errs = load_with("contracts.toml", |t| t.replacen("start = \"barber\"", "start = \"barbr\"", 1));
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].contains("contracts.toml:"), "{}", errs[0]);
    assert!(errs[0].contains("E0201: square `barbr` does not exist (did you mean `barber`?)"), "{}", errs[0]);
}

#[test]
fn business_square_on_a_missing_street() {
    let errs = load_with("board.toml", |t| {
        let i = t.find("kind = \"business\"").unwrap();
        let j = i + t[i..].find("street = \"").unwrap();
        let k = j + t[j..].find('\n').unwrap();
        format!("{}street = \"nowhere\"{}", &t[..j], &t[k..])
    });
    assert!(errs.iter().any(|e| e.contains("E0202: street square `nowhere` does not exist")), "{errs:?}");
    assert!(errs.iter().all(|e| e.starts_with("king-of-chicago/board.toml:")), "{errs:?}");
}

#[test]
fn business_square_without_a_street_field() {
    let errs = load_with("board.toml", |t| {
        let i = t.find("kind = \"business\"").unwrap();
        let j = i + t[i..].find("street = \"").unwrap();
        let k = j + t[j..].find('\n').unwrap() + 1;
        format!("{}{}", &t[..j], &t[k..])
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].contains("board.toml:") && errs[0].contains("E0003: missing field `street`"), "{}", errs[0]);
}

#[test]
fn syntax_error_has_line_and_column() {
    let errs = load_with("events.toml", |t| t.replacen("windows = [", "windows = [[", 1));
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].starts_with("king-of-chicago/events.toml:"), "{}", errs[0]);
    assert!(errs[0].contains("E0003"), "{}", errs[0]);
}

#[test]
fn every_problem_in_one_run() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content"), dir.path());
    let koc = dir.path().join("king-of-chicago");
    for (file, from, to) in [
        ("gangsters.toml", "attack = 2", "atack = 2"),
        ("contracts.toml", "finish = \"post_office\"", "finish = \"post_ofice\""),
    ] {
        let p = koc.join(file);
        let t = std::fs::read_to_string(&p).unwrap();
        std::fs::write(&p, t.replacen(from, to, 1)).unwrap();
    }
    let errs = load::load(&Source::Dir(dir.path().to_path_buf())).unwrap_err();
    assert_eq!(errs.len(), 2, "{errs}");
    assert!(errs.to_string().ends_with("2 problems"));
}
