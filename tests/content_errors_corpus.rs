//! A corpus of broken King of Chicago mods, named by the diagnostic code each must report:
//! each folder under `tests/content-errors/` is a mod named `<CODE>-<what>` holding the
//! smallest change that triggers that code (a code may have several; many codes have none). Loading
//! it over the bundled content must report the code; the whole report is snapshotted so a
//! change in message, position or suggestion shows up in review.

use mobrules::engine::content::Source;
use mobrules::engine::texts;
use mobrules::games::king_of_chicago::content::{self, GAME_ID};
use std::path::{Path, PathBuf};

/// Every diagnostic of loading the bundled content with `dir` layered over it, errors then
/// warnings, one per line, with the repository's absolute path removed.
fn report(dir: &Path) -> String {
    let lines: Vec<String> = match content::load(&Source::Embedded.with_mods(vec![dir.to_path_buf()])) {
        Err(d) => d.0.iter().map(ToString::to_string).collect(),
        Ok(c) => {
            let (errors, warnings) = texts::check(
                &c.source,
                GAME_ID,
                &mobrules::games::king_of_chicago::texts::required(&c),
                <mobrules::games::king_of_chicago::KingOfChicago as mobrules::engine::game::Game>::SCRIPT_PROMPTS,
            );
            errors.iter().chain(&warnings).chain(&content::component_warnings(&c)).map(ToString::to_string).collect()
        }
    };
    let root = format!("{}/", env!("CARGO_MANIFEST_DIR"));
    lines.iter().map(|l| l.replace(&root, "")).collect::<Vec<_>>().join("\n")
}

fn cases() -> Vec<PathBuf> {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/content-errors");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n != "snapshots"))
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn every_broken_mod_reports_its_code() {
    let dirs = cases();
    assert!(!dirs.is_empty(), "the corpus is empty");
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_str().unwrap().to_string();
        let code = name.split('-').next().unwrap();
        assert!(dir.join("README").is_file(), "{name} has no README");
        let text = report(dir);
        assert!(text.contains(&format!(": {code}: ")), "{name}: expected {code}, got:\n{text}");
        insta::with_settings!({snapshot_path => "content-errors/snapshots", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(name, text);
        });
    }
}
