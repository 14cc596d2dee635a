//! Hostile card scripts (`tests/hostile/*.rhai`), each put in Charlie the Fish's place: those the
//! loader can see are refused with their file, line and code; the others run into a budget or
//! an error during the income, are reported with card, hook and line, and leave the game exactly
//! as it was without them, while the game goes on. Each file's first line says what to expect.

mod support;
use mobrules::engine::game::LogEntry;
use mobrules::engine::log::Logged;
use support::*;

/// The state after a trade round, with the script's events and failures left out of the log.
fn trade_round(content: &Content, state: State) -> (State, Vec<LogEntry<KingOfChicago>>) {
    let mut m = game_on(content, state);
    m.trade_round().unwrap();
    (m.state.clone(), m.log.entries().to_vec())
}

fn game_on(content: &Content, state: State) -> Match<'_> {
    let deciders =
        (0..2).map(|_| Box::new(Scripted::<Choice>::new(vec![], true)) as Box<dyn Decider<KingOfChicago>>).collect();
    Match::new(content, state, deciders, &MatchOptions::default())
}

#[test]
fn every_hostile_script_is_stopped_and_changes_nothing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rhai"))
        .collect();
    files.sort();
    assert!(files.len() >= 10);
    // Without Charlie's ability at all: what the game must look like after a failure.
    let plain = {
        let m = tempfile::tempdir().unwrap();
        let scripts = m.path().join("scripts/king-of-chicago");
        std::fs::create_dir_all(&scripts).unwrap();
        std::fs::write(scripts.join("charlie_the_fish.rhai"), "fn on_income(income) { }\n").unwrap();
        let c = load::load(&Source::Embedded.with_mods(vec![m.path().to_path_buf()])).unwrap();
        trade_round(&c, charlie_in_a_bar(&c)).0
    };
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let expect = text.lines().next().unwrap().trim_start_matches("// expect: ").to_string();
        let m = tempfile::tempdir().unwrap();
        let scripts = m.path().join("scripts/king-of-chicago");
        std::fs::create_dir_all(&scripts).unwrap();
        std::fs::write(scripts.join("charlie_the_fish.rhai"), &text).unwrap();
        let loaded = load::load(&Source::Embedded.with_mods(vec![m.path().to_path_buf()]));
        if let Some(code) = expect.strip_prefix("load ") {
            let errs = loaded.err().unwrap_or_else(|| panic!("{name}: loaded"));
            let text = errs.to_string();
            assert!(text.contains("charlie_the_fish.rhai:"), "{name}: {text}");
            assert!(text.contains(&format!(": {code}: ")), "{name}: {text}");
            continue;
        }
        let c = loaded.unwrap_or_else(|e| panic!("{name}: {e}"));
        let what = expect.strip_prefix("runtime ").unwrap();
        let (state, log) = trade_round(&c, charlie_in_a_bar(&c));
        let failure = log
            .iter()
            .find_map(|e| match e {
                Logged::ScriptFailed(f) => Some((f.hook, f.line, f.message.clone(), f.file.clone())),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{name}: no failure logged"));
        assert_eq!(failure.0, "on_income", "{name}");
        assert!(failure.1 > 0, "{name}: no line");
        assert!(failure.3.ends_with("charlie_the_fish.rhai"), "{name}: {failure:?}");
        assert!(failure.2.contains(what), "{name}: {}", failure.2);
        assert_eq!(state, plain, "{name}: the game changed");
    }
}

/// Every function scripts may call, the game's and the language packages' alike, pinned: a new
/// one is a reviewed change of this snapshot. None touches files, the clock or the network, or
/// waits.
#[test]
fn the_script_api_matches_the_reviewed_allowlist() {
    let c = load::load(&Source::Embedded).unwrap();
    let scripts = mobrules::games::king_of_chicago::script::for_content(&c).unwrap();
    let api = mobrules::engine::script::registered_functions(scripts.host.engine());
    for f in &api {
        for banned in ["file", "open", "read", "write", "time", "clock", "sleep", "net", "http", "env", "exec"] {
            assert!(!f.split('(').next().unwrap_or_default().contains(banned), "{f}");
        }
    }
    insta::assert_snapshot!("script_api_allowlist", api.join("\n"));
}
