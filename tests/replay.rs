//! Logs that survive (issue "nothing breaks it"): a log written as the game goes replays to the
//! same events; a torn last line is detected and the whole lines before it replayed; an altered
//! log stops at the first event that differs, naming the step and both values; a log of other
//! content is refused.

mod support;
use std::process::Command;
use support::copy_dir;

fn mobrules(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A finished game's log, written by `run --log`.
fn game_log(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("game.jsonl");
    let o = mobrules(&["run", "king-of-chicago", "--seed", "11", "--log", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    path
}

#[test]
fn a_log_replays_to_the_same_events() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("identical to the log"), "{}", text(&o.stdout));
}

#[test]
fn a_torn_last_line_is_reported_and_the_rest_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let whole = std::fs::read(&path).unwrap();
    let lines = whole.iter().filter(|&&b| b == b'\n').count();
    // Cut in the middle of the last line, as a crash while writing it would.
    std::fs::write(&path, &whole[..whole.len() - 20]).unwrap();
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(out.contains(&format!(":{lines}: the last line is torn")), "{out}");
    assert!(out.contains(&format!("replayed {} events, identical", lines - 2)), "{out}");
}

#[test]
fn an_altered_log_stops_at_the_first_difference_with_both_values() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let whole = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = whole.lines().map(String::from).collect();
    let at = lines.iter().position(|l| l.contains("\"event\":\"roll\"")).unwrap();
    let face: serde_json::Value = serde_json::from_str(&lines[at]).unwrap();
    let was = face["face"].as_u64().unwrap();
    let other = if was == 1 { 2 } else { 1 };
    lines[at] = lines[at].replace(&format!("\"face\":{was}"), &format!("\"face\":{other}"));
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains(&format!(":{}: the replay differs at event {}", at + 1, at)), "{err}");
    assert!(err.contains(&format!("the log has: {{\"event\":\"roll\",\"face\":{other}")), "{err}");
    assert!(err.contains(&format!("the engine now gives: {{\"event\":\"roll\",\"face\":{was}")), "{err}");
}

#[test]
fn a_log_of_other_content_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let content = dir.path().join("content");
    copy_dir(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content"), &content);
    let game = content.join("king-of-chicago/game.toml");
    let toml = std::fs::read_to_string(&game).unwrap();
    std::fs::write(&game, toml + "\n# a changed file\n").unwrap();
    let o = mobrules(&["replay", path.to_str().unwrap(), "--content", content.to_str().unwrap()]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("played with other content"), "{err}");
}

#[test]
fn a_log_of_a_game_with_a_person_at_the_table_replays_too() {
    // `play` asks a person's seat about deals; the replay asks it again.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("played.jsonl");
    let mut child = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["play", "king-of-chicago", "--seed", "5", "--log", path.to_str().unwrap()])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = std::io::Write::write_all(&mut stdin, "1\n".repeat(4000).as_bytes());
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("identical to the log"), "{}", text(&o.stdout));
}

/// A query script that fails while a bot weighs its options (Sad Ken's `takeover_cost`, asked
/// by `greedy` about every turf it could claim) leaves the log as any other seats would: a
/// replay, whose seats weigh nothing, is identical, over many seeds and seat mixes.
#[test]
fn a_query_failing_while_a_bot_weighs_its_options_replays_identically() {
    use mobrules::engine::content::Source;
    use mobrules::engine::journal::{self, Journal};
    use mobrules::engine::play::MatchOptions;
    let dir = tempfile::tempdir().unwrap();
    let scripts = dir.path().join("mod/scripts/king-of-chicago");
    std::fs::create_dir_all(&scripts).unwrap();
    std::fs::write(scripts.join("sad_ken.rhai"), "fn takeover_cost(cost) { throw \"broken\"; }\n").unwrap();
    let game = mobrules::games::find("king-of-chicago").unwrap();
    let loaded = game.load(&Source::Embedded.with_mods(vec![dir.path().join("mod")])).unwrap();
    let mut failures_logged = 0;
    for seed in 0..30 {
        let spec = [
            "bot:greedy,bot:random,bot:greedy,bot:random",
            "bot:greedy,bot:greedy",
            "bot:random,bot:greedy,bot:greedy",
        ][seed as usize % 3];
        let seats = loaded.parse_seats(spec, false).unwrap();
        let path = dir.path().join(format!("game-{seed}.jsonl"));
        let header =
            serde_json::json!({ "game": loaded.id(), "content": loaded.digest(), "seed": seed, "seats": seats });
        let journal = Journal::create(&path, &header).unwrap();
        let played = loaded.play_bots(&seats, seed, &MatchOptions::default(), Some(journal), None).unwrap();
        assert!(played.journal.as_ref().and_then(Journal::error).is_none());
        let text = std::fs::read_to_string(&path).unwrap();
        failures_logged += text.matches("\"script_failed\"").count();
        let file = journal::read(&text).unwrap();
        let r = loaded.replay(&file, &MatchOptions::default()).unwrap();
        assert_eq!(r.divergence, None, "seed {seed}, {spec}");
    }
    // The card is asked in the game itself too: those failures are logged, and replay alike.
    assert!(failures_logged > 0, "Sad Ken's failure never reached the log");
}

#[test]
fn a_log_line_that_is_not_utf8_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    // A byte no UTF-8 text has, in the third line.
    let third = bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').nth(1).unwrap().0 + 3;
    bytes[third] = 0xff;
    std::fs::write(&path, &bytes).unwrap();
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("game.jsonl:3: this line is not UTF-8 text"), "{}", text(&o.stderr));
}

#[test]
fn a_log_cut_at_a_line_end_is_told_as_ending_early() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_log(dir.path());
    let whole = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = whole.lines().collect();
    // Cut just after an answer, where a kill -9 between two whole lines leaves it.
    let cut = lines.iter().rposition(|l| l.contains("\"chose\"")).unwrap() - 10;
    let cut = (0..=cut).rev().find(|&i| lines[i].contains("\"chose\"")).unwrap();
    std::fs::write(&path, lines[..=cut].join("\n") + "\n").unwrap();
    let o = mobrules(&["replay", path.to_str().unwrap()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(out.contains("identical to the log"), "{out}");
    assert!(out.contains("the log ends before the game does"), "{out}");
}
