//! A corpus of broken mods, named by the diagnostic code each must report: King of Chicago's at
//! the top of `tests/content-errors/`, every other game's in a folder of its own,
//! `tests/content-errors/<game>/`. Each case is a mod named `<CODE>-<what>` holding the
//! smallest change that triggers that code, and a README saying what is broken. Loading it over
//! the bundled content through its game's loader, as `validate` does, must report the code; the
//! whole report is snapshotted so a change in message, position or suggestion shows up in
//! review. Every code of the registry (`mobrules::games::codes`) that a mod can cause has a
//! case, in a game that tells it.

use mobrules::engine::content::Source;
use mobrules::entry::{Entry, problems};
use mobrules::games::GAMES;
use mobrules::games::codes::{self, CODES, Case, ENGINE};
use std::path::{Path, PathBuf};

/// Every diagnostic of loading the bundled content of `game` with `dir` layered over it, as
/// `validate` tells them (`entry::problems`: errors, then warnings), one per line, with the
/// repository's absolute path removed.
fn report(game: &dyn Entry, dir: &Path) -> String {
    let source = Source::Embedded.with_mods(vec![dir.to_path_buf()]);
    let (errors, warnings) = problems(&source, game);
    let root = format!("{}/", env!("CARGO_MANIFEST_DIR"));
    errors.iter().chain(&warnings).map(|l| l.to_string().replace(&root, "")).collect::<Vec<_>>().join("\n")
}

/// The first registered game's cases are at the top of the corpus, with their snapshots in
/// `snapshots/`; every other game's in `<game>/` and `<game>/snapshots/`.
fn folder(game: &dyn Entry) -> (PathBuf, String) {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/content-errors");
    if game.id() == GAMES[0].id() {
        (corpus, "content-errors/snapshots".into())
    } else {
        (corpus.join(game.id()), format!("content-errors/{}/snapshots", game.id()))
    }
}

/// The code a case's folder is named by: `E0708` of `E0708-values-run-down`.
fn code_of(name: &str) -> Option<&str> {
    let code = name.split('-').next()?;
    codes::number(code).filter(|_| code.len() == 5 && matches!(code.as_bytes()[0], b'E' | b'W')).map(|_| code)
}

/// The cases of `game`, sorted: every folder of its part of the corpus named by a code.
fn cases(game: &dyn Entry) -> Vec<PathBuf> {
    let (dir, _) = folder(game);
    let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
    let mut dirs: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && p.file_name().and_then(|n| n.to_str()).and_then(code_of).is_some())
        .collect();
    dirs.sort();
    dirs
}

fn name(dir: &Path) -> String {
    dir.file_name().unwrap().to_str().unwrap().to_string()
}

#[test]
fn every_broken_mod_reports_its_code() {
    let mut total = 0;
    for game in GAMES {
        let (_, snapshots) = folder(*game);
        for dir in &cases(*game) {
            total += 1;
            let name = name(dir);
            let code = code_of(&name).unwrap();
            assert!(dir.join("README").is_file(), "{}/{name} has no README", game.id());
            let text = report(*game, dir);
            assert!(text.contains(&format!(": {code}: ")), "{}/{name}: expected {code}, got:\n{text}", game.id());
            insta::with_settings!({snapshot_path => &snapshots, prepend_module_to_snapshot => false}, {
                insta::assert_snapshot!(name, text);
            });
        }
    }
    assert!(total > 0, "the corpus is empty");
}
/// Each case's code is registered and told by its game; each code a mod can cause has a case,
/// and a code the registry says no mod can cause has none.
#[test]
fn every_code_a_mod_can_cause_has_a_case_in_a_game_that_tells_it() {
    let mut problems = Vec::new();
    let mut covered = Vec::new();
    for game in GAMES {
        for dir in cases(*game) {
            let name = name(&dir);
            let code = code_of(&name).unwrap().to_string();
            match codes::find(&code) {
                None => problems.push(format!("{}/{name}: {code} is not in the registry", game.id())),
                Some(c) if c.owner != ENGINE && c.owner != game.id() => {
                    problems.push(format!("{}/{name}: {code} is {}'s", game.id(), c.owner));
                }
                Some(c) => {
                    if let Case::NotByMod(why) = c.case {
                        problems.push(format!("{}/{name}: the registry says no mod causes {code} ({why})", game.id()));
                    }
                    covered.push(code);
                }
            }
        }
    }
    for c in CODES.iter().filter(|c| c.case == Case::Mod) {
        if !covered.iter().any(|k| k == c.code) {
            let whose = if c.owner == ENGINE { "any game".to_string() } else { c.owner.to_string() };
            problems.push(format!("{} ({}) has no broken mod (a case of {whose})", c.code, c.meaning));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
