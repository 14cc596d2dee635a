//! A position becomes a test (issue 34): `mobrules scenario --from LOG --at N` writes the
//! moment before event N of a logged game as a scenario file, which runs as it stands and
//! plays the same events from N. Each game it covers is tested on a seeded game's log at
//! several events, early, mid and late; bad input is told, never a panic. `scenario` typed at
//! the terminal table writes the same file at its question.

#[path = "support/piped.rs"]
#[allow(dead_code)] // the table is played from a folder of the test's own (`play_in`)
mod piped;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn mobrules(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A seeded game's log, written by `run --log`, and its number of events.
fn game_log(dir: &Path, game: &str, seed: &str) -> (PathBuf, usize) {
    let path = dir.join(format!("{game}.jsonl"));
    let o = mobrules(&["run", game, "--seed", seed, "--log", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let events = std::fs::read_to_string(&path).unwrap().lines().count() - 1;
    (path, events)
}

/// Writes the moment before event `at` and runs the file back: it passes as it stands, and its
/// expectations are the narration from event `at` on.
fn written_and_run(dir: &Path, log: &Path, at: usize) -> String {
    let out = dir.join(format!("at-{at}.toml"));
    let (log, file) = (log.to_str().unwrap(), out.to_str().unwrap());
    let o = mobrules(&["scenario", "--from", log, "--at", &at.to_string(), "-o", file]);
    assert!(o.status.success(), "--at {at}: {}", text(&o.stderr));
    assert!(text(&o.stdout).contains(&format!("the position before event {at}")), "{}", text(&o.stdout));
    let run = mobrules(&["scenario", file]);
    assert!(run.status.success(), "--at {at}: the written file fails: {}{}", text(&run.stdout), text(&run.stderr));
    std::fs::read_to_string(&out).unwrap()
}

/// The narration of the logged game from event `at` on, as the written file's expectations
/// hold it, must be what the file's run narrates, in order.
fn narrates_from(dir: &Path, log: &Path, at: usize, game: &str) {
    let file = written_and_run(dir, log, at);
    let v: toml::Table = toml::from_str(&file).unwrap();
    assert_eq!(v["game"].as_str(), Some(game));
    assert!(v.contains_key("generator") && (game != "chicago-poker" || !v.contains_key("dice")), "{file}");
    // The last events of a game may narrate nothing: then the file expects nothing but its run.
    if let Some(expect) = v.get("expect") {
        assert!(!expect["in_order"].as_array().expect("the narration from N on").is_empty(), "{file}");
    }
}

fn covers(game: &str, seed: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (log, events) = game_log(dir.path(), game, seed);
    for at in [1, 3, events / 10, events / 3, events / 2, events * 4 / 5, events - 1, events] {
        narrates_from(dir.path(), &log, at.max(1), game);
    }
}

#[test]
fn king_of_chicago_moments_run_back_to_the_same_events() {
    // Event 1 is the setup, which no King of Chicago position says: written from event 3 on
    // is tested below; the rest of the game at every point it is asked for.
    let dir = tempfile::tempdir().unwrap();
    let (log, events) = game_log(dir.path(), "king-of-chicago", "11");
    for at in [events / 20, events / 10, events / 3, events / 2, events * 4 / 5, events - 1, events] {
        narrates_from(dir.path(), &log, at, "king-of-chicago");
    }
    let o = mobrules(&["scenario", "--from", log.to_str().unwrap(), "--at", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("the setup, before the first round"), "{}", text(&o.stderr));
}

#[test]
fn godfather_race_moments_run_back_to_the_same_events() {
    covers("godfathers", "3");
}

#[test]
fn chicago_poker_moments_run_back_to_the_same_events() {
    covers("chicago-poker", "3");
}

#[test]
fn bootleggers_moments_run_back_to_the_same_events() {
    // Seed 2 seats greedy bots, which propose deals, beside random ones, which do not; the
    // files carry discard piles, a truck card left on offer and offsite stills.
    covers("bootleggers", "2");
}

#[test]
fn a_written_file_is_a_test_a_person_edits() {
    // The expectations are the narration: one that no longer holds fails the file.
    let dir = tempfile::tempdir().unwrap();
    let (log, events) = game_log(dir.path(), "godfathers", "5");
    let file = written_and_run(dir.path(), &log, events / 2);
    let edited = dir.path().join("edited.toml");
    let at = file.find("in_order = [\n").unwrap() + "in_order = [\n".len();
    std::fs::write(&edited, format!("{}    \"nobody says this\",\n{}", &file[..at], &file[at..])).unwrap();
    let o = mobrules(&["scenario", edited.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("nobody says this"), "{}", text(&o.stderr));
}

#[test]
fn bad_input_is_told_never_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let (log, events) = game_log(dir.path(), "godfathers", "2");
    let log = log.to_str().unwrap();
    let told = |args: &[&str], code: i32, says: &str| {
        let o = mobrules(args);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(says) && !err.contains("panicked"), "{args:?}: {err}");
    };
    let missing = dir.path().join("none.jsonl");
    told(&["scenario", "--from", missing.to_str().unwrap(), "--at", "3"], 2, "none.jsonl");
    told(&["scenario", "--from", log, "--at", "0"], 2, &format!("--at 0: {log} has events 1 to {events}"));
    told(&["scenario", "--from", log, "--at", &(events + 1).to_string()], 2, "has events 1 to");
    told(&["scenario", "--from", log], 2, "--at");
    let corrupt = dir.path().join("corrupt.jsonl");
    std::fs::write(&corrupt, "{\"game\": \"godfathers\"\nnot json\n").unwrap();
    told(&["scenario", "--from", corrupt.to_str().unwrap(), "--at", "1"], 1, "header is not JSON");
    let whole = std::fs::read_to_string(log).unwrap();
    let other = dir.path().join("other.jsonl");
    std::fs::write(&other, whole.replacen("\"game\":\"godfathers\"", "\"game\":\"chess\"", 1)).unwrap();
    told(&["scenario", "--from", other.to_str().unwrap(), "--at", "3"], 2, "unknown game `chess`");
    let changed = dir.path().join("changed.jsonl");
    let line = whole.lines().nth(5).unwrap();
    std::fs::write(&changed, whole.replacen(line, "{\"event\":\"turn_started\",\"seat\":0,\"turn\":99}", 1)).unwrap();
    told(
        &["scenario", "--from", changed.to_str().unwrap(), "--at", "9"],
        1,
        "changed.jsonl:6: the log does not replay",
    );
    // Over a log, never.
    told(&["scenario", "--from", log, "--at", "3", "-o", log], 2, log);
}

/// `scenario` at the terminal table writes the position at the question it is typed at, says
/// where, and the file runs back; `help` lists it in every language; a position no file can
/// say, or a file that exists, is told and nothing is written.
#[test]
fn the_terminal_table_writes_its_question_as_a_scenario_file() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    let typed = "1\n1\n1\nhelp\nscenario\nscenario mine.toml\nscenario mine.toml\nquit\n";
    let (code, out, err) =
        piped::play_in(cwd, &["bootleggers", "--seed", "4", "--seats", "human,greedy,greedy,random"], typed);
    assert_eq!(code, Some(0), "{err}");
    piped::assert_says(
        &out,
        &[
            "scenario   write the position at this question as a scenario file",
            "is written to bootleggers-4-at-",
            "is written to mine.toml: run it with mobrules scenario mine.toml",
            "No scenario file written: mine.toml exists already",
        ],
        &["panicked"],
    );
    let files: Vec<PathBuf> = std::fs::read_dir(cwd)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");
    for f in &files {
        let file = std::fs::read_to_string(f).unwrap();
        assert!(file.starts_with("# Written at the table by `scenario`"), "{file}");
        let run = mobrules(&["scenario", f.to_str().unwrap()]);
        assert!(run.status.success(), "{}: {}{}", f.display(), text(&run.stdout), text(&run.stderr));
    }
    for (lang, help, said) in [
        ("fr", "scenario   écrire la position", "est écrite dans"),
        ("nl", "scenario   de stelling", "is geschreven naar"),
    ] {
        let sub = cwd.join(lang);
        std::fs::create_dir(&sub).unwrap();
        let (code, out, err) = piped::play_in(
            &sub,
            &["godfathers", "--seed", "4", "--seats", "human,greedy", "--lang", lang],
            "help\nscenario\nquit\n",
        );
        assert_eq!(code, Some(0), "{err}");
        piped::assert_says(&out, &[help, said], &["panicked"]);
        let file = std::fs::read_dir(&sub)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|e| e == "toml"));
        let run = mobrules(&["scenario", file.expect("a file written").to_str().unwrap()]);
        assert!(run.status.success(), "{lang}: {}{}", text(&run.stdout), text(&run.stderr));
    }
    // King of Chicago's setup is no position a file says: told, and nothing written.
    let koc = cwd.join("koc");
    std::fs::create_dir(&koc).unwrap();
    let (code, out, err) =
        piped::play_in(&koc, &["king-of-chicago", "--seed", "4", "--seats", "human,greedy"], "scenario\nquit\n");
    assert_eq!(code, Some(0), "{err}");
    piped::assert_says(&out, &["No scenario file written: the position before event 1: the setup"], &["panicked"]);
    assert_eq!(
        std::fs::read_dir(&koc)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|e| e == "toml"))
            .count(),
        0
    );
}
