//! The balance report from the command line: the page, the baseline beside it, shards that
//! merge into exactly the unsharded run, and one-line errors for bad arguments.

use std::path::Path;
use std::process::{Command, Output};

fn mobrules(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs")
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

fn house_rules() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods/house-rules").display().to_string()
}

/// Plays `games` games from seed 1 with extra arguments; the run must succeed.
fn simulate(games: &str, extra: &[&str]) -> Output {
    let mut args = vec!["simulate", "king-of-chicago", "--games", games, "--seed", "1", "--threads", "2"];
    // A quick mixed table, unless the test sets its own: these tests are of the report.
    if !extra.contains(&"--seats") {
        args.extend_from_slice(&["--seats", "bot:greedy,bot:random,bot:greedy,bot:random"]);
    }
    args.extend_from_slice(extra);
    let o = mobrules(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    o
}

/// A summary without what depends on the machine (time spent).
fn counts(json: &[u8]) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_slice(json).expect("a JSON summary");
    let o = v.as_object_mut().expect("an object");
    for timing in ["seconds", "games_per_second"] {
        assert!(o.remove(timing).is_some(), "{timing}");
    }
    v
}

fn one_line_usage_error(o: &Output, says: &str) {
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(says), "{err}");
}

#[test]
fn simulate_writes_a_self_contained_report_and_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let (page, summary) = (dir.path().join("r.html"), dir.path().join("s.json"));
    let o = simulate("20", &["--report", path(&page), "--summary", path(&summary), "--json"]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.matches("<svg").count() > 10, "charts and a bar per card");
    assert!(!html.contains("http") && !html.contains("<script"), "nothing fetched, nothing run");
    for section in ["Win rate by seat", "Win rate by bot", "Game length", "Cards"] {
        assert!(html.contains(section), "{section}");
    }
    let written = std::fs::read(&summary).unwrap();
    assert_eq!(counts(&written), counts(&o.stdout), "--summary writes what --json prints");
    let v = counts(&written);
    assert_eq!(v["format"], 1);
    assert_eq!(v["games"], 20);
    let bugs = &v["cards"]["bugs_benny"];
    assert_eq!(bugs["kind"], "gangster");
    for field in ["drawn", "bought", "paid", "played", "fired", "held", "holder_wins"] {
        assert!(bugs[field].is_u64() || bugs[field].is_i64(), "{field}: {bugs}");
    }
    let drawn: u64 = v["cards"].as_object().unwrap().values().map(|c| c["drawn"].as_u64().unwrap()).sum();
    assert!(drawn > 20, "cards are drawn every trade round");
    assert_eq!(v["games_by_rounds"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).sum::<u64>(), 20);
}

/// Each card's row links to the first games in which a holder won and lost, written beside the
/// report as a log that replays and a replay page.
#[test]
fn a_card_s_row_links_to_example_games_its_holders_won_and_lost() {
    let dir = tempfile::tempdir().unwrap();
    let (page, summary, csv) = (dir.path().join("r.html"), dir.path().join("s.json"), dir.path().join("g.csv"));
    simulate("20", &["--report", path(&page), "--summary", path(&summary), "--csv", path(&csv)]);
    let html = std::fs::read_to_string(&page).unwrap();
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&summary).unwrap()).unwrap();
    let rows = std::fs::read_to_string(&csv).unwrap();
    let winner_of = |seed: u64| {
        let row = rows.lines().find(|l| l.split(',').nth(1) == Some(&seed.to_string())).expect("a game of the run");
        row.split(',').nth(2).unwrap().to_string()
    };
    let mut linked = 0;
    let mut firsts = std::collections::BTreeSet::new();
    for (id, card) in v["cards"].as_object().unwrap() {
        let Some(examples) = card.get("examples") else { continue };
        // The card's row in the card table (the verdict above it names cards too).
        let table = &html[html.find("<h2>Cards</h2>").unwrap()..];
        let row = table[table.find(&format!("<small>{id}</small>")).unwrap()..].split("</tr>").next().unwrap();
        let row = row.to_string();
        for (outcome, mark) in [("won", "✓"), ("lost", "✗")] {
            let seeds: Vec<u64> = examples[outcome].as_array().unwrap().iter().map(|s| s.as_u64().unwrap()).collect();
            assert!(seeds.len() <= 3 && seeds.windows(2).all(|w| w[0] < w[1]), "{id} {outcome}: {seeds:?}");
            let Some(&first) = seeds.first() else { continue };
            firsts.insert(first);
            assert!(row.contains(mark), "{id}: {row}");
            if outcome == "won" {
                assert!(!winner_of(first).is_empty(), "{id}: a holder won game {first}, so somebody did");
            }
            assert!(row.contains(&format!("<a href=\"r-games/seed-{first}.html\">{first}</a>")), "{id}: {row}");
            let drawn = std::fs::read_to_string(dir.path().join(format!("r-games/seed-{first}.html"))).unwrap();
            assert!(drawn.starts_with("<!DOCTYPE html>") && drawn.contains("<svg"), "a replay page");
            linked += 1;
        }
    }
    assert!(linked > 20, "cards link to their games: {linked}");
    let pages: std::collections::BTreeSet<u64> = std::fs::read_dir(dir.path().join("r-games"))
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().to_str()?.strip_suffix(".html")?.strip_prefix("seed-")?.parse().ok())
        .collect();
    assert_eq!(pages, firsts, "by default, the first game of each outcome of each card is written, and only those");
    let log = dir.path().join("r-games").join(format!("seed-{}.jsonl", v["seed"].as_u64().unwrap()));
    let o = mobrules(&["replay", path(&log)]);
    assert!(o.status.success(), "an example game's log replays: {}", String::from_utf8_lossy(&o.stderr));
    let header: serde_json::Value =
        serde_json::from_str(std::fs::read_to_string(&log).unwrap().lines().next().unwrap()).unwrap();
    assert_eq!(header["seed"], v["seed"], "the log is the game of that seed");

    let (bare, bare_page) = (dir.path().join("bare"), dir.path().join("bare/r.html"));
    std::fs::create_dir(&bare).unwrap();
    simulate("20", &["--report", path(&bare_page), "--example-games", "0"]);
    let html = std::fs::read_to_string(&bare_page).unwrap();
    assert!(html.contains("✓") && !html.contains("<a href"), "seeds without links");
    assert_eq!(std::fs::read_dir(&bare).unwrap().count(), 1, "no games written");
    one_line_usage_error(
        &mobrules(&["simulate", "king-of-chicago", "--games", "2", "--report", path(&page), "--example-games", "4"]),
        "--example-games 4: at most 3",
    );
}

/// The strength ladder: runs that differ only in what plays one seat, charted rung by rung (the
/// game's bot, then search by budget); runs that differ otherwise are refused.
#[test]
fn the_strength_ladder_is_charted_rung_by_rung() {
    let dir = tempfile::tempdir().unwrap();
    let run = |seats: &str, name: &str| {
        let file = dir.path().join(name);
        let o = mobrules(&[
            "simulate",
            "chicago-poker",
            "--games",
            "6",
            "--threads",
            "2",
            "--seats",
            seats,
            "--summary",
            path(&file),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        file
    };
    let (big, small) = (run("bot:search:8,bot:greedy", "8.json"), run("bot:search:2,bot:greedy", "2.json"));
    let greedy = run("bot:greedy,bot:greedy", "greedy.json");
    let page = dir.path().join("strength.html");
    let o =
        mobrules(&["report", "--json", "--report", path(&page), "--strength", path(&big), path(&greedy), path(&small)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let specs: Vec<&str> = v["points"].as_array().unwrap().iter().map(|p| p["seat"].as_str().unwrap()).collect();
    assert_eq!(specs, ["bot:greedy", "bot:search:2", "bot:search:8"]);
    assert_eq!((v["seat"].as_u64(), v["seats"].as_str()), (Some(1), Some("*,bot:greedy")));
    for p in v["points"].as_array().unwrap() {
        assert_eq!(p["games"], 6);
        assert!(p["wins"].as_u64().unwrap() <= 6 && p["win_interval"]["low"].is_f64(), "{p}");
    }
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<svg") && html.contains("bot:search:2 (6 games)") && !html.contains("<script"));
    let other = run("bot:search:4,bot:random", "other.json");
    one_line_usage_error(&mobrules(&["report", "--strength", path(&big), path(&other)]), "seats 1, 2 differ");
}

/// The designer's loop of the README: a summary of the bundled game, then a mod's report
/// against it.
#[test]
fn a_report_shows_the_baseline_beside_each_number() {
    let dir = tempfile::tempdir().unwrap();
    let (base, page) = (dir.path().join("base.json"), dir.path().join("r.html"));
    std::fs::write(&base, simulate("30", &["--json"]).stdout).unwrap();
    simulate("30", &["--mod", &house_rules(), "--report", path(&page), "--baseline", path(&base)]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Compared with the baseline"));
    assert!(html.contains("<span class=\"was\">"), "baseline numbers beside the new ones");
    assert!(html.contains(" pt</span>"), "differences in percentage points");
    let honest_john = html.find(">honest_john<").expect("the mod's new gangster has a row");
    assert!(html[honest_john..].split("</tr>").next().unwrap().contains(">new<"), "and is marked new");
}

#[test]
fn merged_shards_are_the_unsharded_run() {
    let dir = tempfile::tempdir().unwrap();
    let whole_csv = dir.path().join("whole.csv");
    let whole = simulate("31", &["--json", "--csv", path(&whole_csv)]);
    let mut parts = Vec::new();
    let mut rows = String::new();
    for k in 0..3 {
        let (json, csv) = (dir.path().join(format!("{k}.json")), dir.path().join(format!("{k}.csv")));
        simulate("31", &["--shard", &format!("{k}/3"), "--summary", path(&json), "--csv", path(&csv)]);
        let text = std::fs::read_to_string(&csv).unwrap();
        rows.extend(text.lines().skip(1).map(|l| format!("{l}\n")));
        parts.push(json);
    }
    let page = dir.path().join("merged.html");
    let mut args = vec!["report", "--json", "--report", path(&page), "--merge"];
    // Given out of order: the merge does not care.
    args.extend(parts.iter().rev().map(|p| path(p)));
    let merged = mobrules(&args);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    let (mut a, mut b) = (counts(&whole.stdout), counts(&merged.stdout));
    assert_eq!(b["shards"]["done"], serde_json::json!([0, 1, 2]));
    for v in [&mut a, &mut b] {
        v.as_object_mut().unwrap().remove("shards");
    }
    assert_eq!(a, b, "the merged shards count exactly what one run counts");
    let whole_rows: String =
        std::fs::read_to_string(&whole_csv).unwrap().lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(rows, whole_rows, "the shards played the same games, each once");
    assert!(std::fs::read_to_string(&page).unwrap().contains("<svg"));
}

#[test]
fn a_missing_shard_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("1.json");
    simulate("20", &["--shard", "1/4", "--summary", path(&one)]);
    let o = mobrules(&["report", "--merge", path(&one)]);
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("shards 0, 2, 3 of 4 missing: the summary covers 5 of 20 games"), "{err}");
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("5 games of king-of-chicago"));
}

#[test]
fn bad_shards_are_one_line_errors() {
    for bad in ["3/2", "0/0", "2/2", "x"] {
        let o = mobrules(&["simulate", "king-of-chicago", "--games", "4", "--shard", bad]);
        one_line_usage_error(&o, "--shard");
    }
}

#[test]
fn bad_summary_files_are_one_line_errors() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.json");
    let corrupt = dir.path().join("corrupt.json");
    std::fs::write(&corrupt, "{\"format\": 1, \"games\": ").unwrap();
    let not_ours = dir.path().join("other.json");
    std::fs::write(&not_ours, "{\"hello\": 1}").unwrap();
    let page = dir.path().join("r.html");
    for (file, says) in [(&missing, "missing.json"), (&corrupt, "not JSON"), (&not_ours, "not a mobrules summary")] {
        let o = mobrules(&[
            "simulate",
            "king-of-chicago",
            "--games",
            "4",
            "--report",
            path(&page),
            "--baseline",
            path(file),
        ]);
        one_line_usage_error(&o, says);
        one_line_usage_error(&mobrules(&["report", "--merge", path(file)]), says);
    }
    assert!(!page.exists(), "nothing was played");
    let o = mobrules(&["simulate", "king-of-chicago", "--games", "4", "--baseline", path(&corrupt)]);
    one_line_usage_error(&o, "--baseline is shown in the report");
}

#[test]
fn shards_of_different_runs_do_not_merge() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b, c) = (dir.path().join("a.json"), dir.path().join("b.json"), dir.path().join("c.json"));
    simulate("10", &["--shard", "0/2", "--summary", path(&a)]);
    simulate("10", &["--shard", "1/2", "--summary", path(&b), "--mod", &house_rules()]);
    simulate("10", &["--shard", "1/2", "--summary", path(&c), "--seats", "bot:greedy,bot:greedy"]);
    one_line_usage_error(&mobrules(&["report", "--merge", path(&a), path(&b)]), "content digest");
    one_line_usage_error(&mobrules(&["report", "--merge", path(&a), path(&c)]), "seats");
    one_line_usage_error(&mobrules(&["report", "--merge", path(&a), path(&a)]), "shard 0/2 is given twice");
}
