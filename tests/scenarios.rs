//! Runs every scenario under `tests/scenarios/` and snapshots its narrated log and final state:
//! a new case is a new file. Each scenario's `expect` lines must appear in its narration.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::content::{self, GAME_ID};
use mobrules::games::king_of_chicago::scenario;
use std::path::Path;

#[test]
fn every_scenario() {
    let content = content::load(&Source::Embedded).expect("bundled content loads");
    let locale = Locale::load(&content.source, GAME_ID, "en").expect("English");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let result = scenario::parse(&format!("tests/scenarios/{name}.toml"), &text)
            .and_then(|sc| scenario::run(&content, &locale, &sc).map(|o| (sc, o)));
        match result {
            Err(e) => failures.push(format!("{name}: {e}")),
            Ok((sc, out)) => {
                if !out.missing.is_empty() {
                    failures.push(format!(
                        "{name}: expected but not narrated: {:?}\n{}",
                        out.missing,
                        out.lines.join("\n")
                    ));
                }
                let mut settings = insta::Settings::clone_current();
                settings.set_snapshot_path("scenarios/snapshots");
                settings.set_prepend_module_to_snapshot(false);
                settings.set_description(sc.description.clone());
                settings.bind(|| insta::assert_snapshot!(name, out.text()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
