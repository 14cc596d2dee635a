//! The registry of diagnostic codes (`mobrules::games::codes`) against the code and the docs:
//! every `"E...."`/`"W...."` literal under `src/` is registered and used only where its owner
//! may use it, every registered code is used, each sits in a block its owner owns, and
//! MODDING.md's table is the registry's.

use mobrules::games::codes::{self, BLOCKS, CODES, ENGINE};
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// Every quoted code in `text`: `"E0708"`, `"W0112"`.
fn quoted_codes(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(6))
        .filter(|&i| {
            bytes[i] == b'"'
                && matches!(bytes[i + 1], b'E' | b'W')
                && bytes[i + 2..i + 6].iter().all(u8::is_ascii_digit)
                && bytes[i + 6] == b'"'
        })
        .map(|i| &text[i + 1..i + 6])
        .collect()
}

/// The game whose folder holds `file` (`src/games/chicago_poker/load.rs`: `chicago-poker`),
/// or none for the engine and the layers above it.
fn game_of(file: &Path) -> Option<String> {
    let rel = file.strip_prefix(root().join("src/games")).ok()?;
    let mut parts = rel.components();
    let first = parts.next()?.as_os_str().to_str()?;
    parts.next().map(|_| first.replace('_', "-"))
}

/// `(file relative to the root, its game, code)` for every code literal under `src/` but the registry's.
fn used() -> Vec<(String, Option<String>, String)> {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        if file.ends_with("src/games/codes.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let rel = file.strip_prefix(root()).unwrap().display().to_string();
        for code in quoted_codes(&text) {
            out.push((rel.clone(), game_of(&file), code.to_string()));
        }
    }
    out
}

#[test]
fn the_registry_is_in_order_and_each_code_in_its_owners_block() {
    let games = mobrules::games::ids();
    let known = |o: &str| o == ENGINE || games.contains(&o);
    for w in BLOCKS.windows(2) {
        assert!(
            w[0].last < w[1].first,
            "blocks {}..{} and {}..{} overlap",
            w[0].first,
            w[0].last,
            w[1].first,
            w[1].last
        );
    }
    for b in BLOCKS {
        assert!(
            b.first <= b.last && b.owners.iter().all(|o| known(o)),
            "block {}..{}: {:?}",
            b.first,
            b.last,
            b.owners
        );
    }
    for w in CODES.windows(2) {
        assert!(
            codes::number(w[0].code) < codes::number(w[1].code),
            "{} then {}: out of order or twice",
            w[0].code,
            w[1].code
        );
    }
    for c in CODES {
        assert!(known(c.owner), "{}: no game `{}`", c.code, c.owner);
        let block = codes::block_of(c.code).unwrap_or_else(|| panic!("{} is in no block", c.code));
        assert!(
            block.owners.contains(&c.owner),
            "{} is {}'s, in the block {}..{} of {:?}",
            c.code,
            c.owner,
            block.first,
            block.last,
            block.owners
        );
        assert!(!c.meaning.is_empty(), "{} says nothing", c.code);
    }
}

#[test]
fn every_code_told_is_registered_and_told_only_by_its_owner() {
    let mut problems = Vec::new();
    for (file, game, code) in used() {
        let Some(c) = codes::find(&code) else {
            problems.push(format!("{file}: {code} is not in src/games/codes.rs"));
            continue;
        };
        let may = c.owner == ENGINE || game.as_deref() == Some(c.owner);
        if !may {
            let here = game.unwrap_or_else(|| "the engine".into());
            problems.push(format!("{file}: {code} is {}'s, told by {here}", c.owner));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_registered_code_is_told() {
    let used: Vec<String> = used().into_iter().map(|(_, _, c)| c).collect();
    let unused: Vec<&str> = CODES.iter().map(|c| c.code).filter(|c| !used.iter().any(|u| u == c)).collect();
    assert!(unused.is_empty(), "registered but told nowhere under src/: {unused:?}");
}

#[test]
fn modding_md_lists_the_registry() {
    let text = std::fs::read_to_string(root().join("MODDING.md")).unwrap();
    let table = codes::markdown();
    assert!(text.contains(&table), "MODDING.md's table of codes is not the registry's; it should read:\n{table}");
}
