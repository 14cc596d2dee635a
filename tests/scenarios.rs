//! Runs every scenario under `tests/scenarios/` and snapshots its narrated log and final state:
//! a new case is a new file. Each scenario's `expect` lines must appear in its narration.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::scenario::Verdict;
use std::path::Path;

/// The scenario files of one folder: `tests/scenarios/` (files without `game =` are the first
/// registered game's) or `tests/scenarios/<game>/`.
fn files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "toml")).collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn every_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut failures = Vec::new();
    let mut ran = 0;
    for game in mobrules::games::GAMES {
        let loaded = game.load(&Source::Embedded).expect("bundled content loads");
        // Each file is told in its own language; each language is loaded once a game.
        let mut locales = std::collections::BTreeMap::new();
        let (dir, snapshots) = if std::ptr::eq(*game, mobrules::games::GAMES[0]) {
            (root.clone(), "scenarios/snapshots".to_string())
        } else {
            (root.join(game.id()), format!("scenarios/{}/snapshots", game.id()))
        };
        for path in files(&dir) {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            let table: toml::Table = toml::from_str(&text).unwrap_or_default();
            if table.get("game").and_then(|g| g.as_str()).is_some_and(|g| g != game.id()) {
                continue;
            }
            ran += 1;
            let lang = table.get("lang").and_then(|l| l.as_str()).unwrap_or("en").to_string();
            let locale = locales
                .entry(lang)
                .or_insert_with_key(|lang| Locale::load(loaded.source(), game.id(), lang).expect("a bundled language"));
            let rel = path.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap().display().to_string();
            match loaded.scenario(locale, &rel, &text) {
                Err(e) => failures.push(format!("{name}: {e}")),
                Ok(out) => {
                    if out.verdict != Verdict::Held {
                        failures.push(format!("{name}: {:?}: {}\n{}", out.verdict, out.failures.join("\n"), out.text));
                    }
                    let description = table.get("description").and_then(|d| d.as_str()).unwrap_or_default().to_string();
                    let mut settings = insta::Settings::clone_current();
                    settings.set_snapshot_path(&snapshots);
                    settings.set_prepend_module_to_snapshot(false);
                    settings.set_description(description);
                    settings.bind(|| insta::assert_snapshot!(name, out.text));
                }
            }
        }
    }
    assert!(ran > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
