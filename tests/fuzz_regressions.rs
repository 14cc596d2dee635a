//! Inputs for the fuzz targets (`tests/fuzz-regressions/<target>/`): what a target once crashed
//! on, and hand-picked edge cases (broken or extreme files, runaway scripts), replayed through
//! the same code the targets run (`mobrules::fuzzing`): each must now go through without a
//! panic. A new finding, once fixed, is a new file here.

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions").join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no cases in {}", dir.display());
    for path in files {
        let data = std::fs::read(&path).unwrap();
        let caught = std::panic::catch_unwind(|| run(&data));
        assert!(caught.is_ok(), "{} panicked", path.display());
    }
}

#[test]
fn content_files() {
    replay("content", mobrules::fuzzing::content::run);
}

#[test]
fn save_files() {
    replay("save", mobrules::fuzzing::save::run);
}

#[test]
fn scenario_files() {
    replay("scenario", mobrules::fuzzing::scenario::run);
}

#[test]
fn card_scripts() {
    replay("script", mobrules::fuzzing::script::run);
}
