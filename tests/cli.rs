//! The command line's contract: what the README promises a newcomer, and one-line errors with
//! exit code 2 for bad arguments.

mod support;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::copy_dir;

fn mobrules(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs")
}

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn run_plays_a_whole_game_and_names_the_winner() {
    let o = mobrules(&["run", "king-of-chicago", "--seed", "7"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("is King of Chicago with"), "{out}");
    assert!(out.contains("Winner: Player "), "{out}");
    assert!(out.matches(" power points\n").count() >= 4);
    // By place, the winner first, each seat's bot named in words.
    assert!(out.contains("\n  1. Player ") && out.contains("\n  4. Player "), "{out}");
    for seat in 1..=4 {
        assert!(
            out.contains(&format!(". Player {seat} (greedy bot)"))
                || out.contains(&format!(". Player {seat} (random bot)")),
            "{out}"
        );
    }
}

#[test]
fn the_godfather_race_runs_to_its_winner_and_has_no_cards() {
    let o = mobrules(&["run", "godfathers", "--seed", "7"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("'s godfather is home: Player "), "{out}");
    assert!(out.contains("Winner: Player "), "{out}");
    assert!(!out.contains("at the turn cap"), "{out}");
    let o = mobrules(&["cards", "godfathers"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "godfathers has no cards.\n");
    let o = mobrules(&["i18n", "godfathers"]);
    assert!(stdout(&o).contains(" 0 missing"), "{}", stdout(&o));
    let o = mobrules(&["simulate", "godfathers", "--games", "20", "--seats", "bot:greedy,bot:random"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn unknown_game_is_a_one_line_error() {
    let o = mobrules(&["run", "monopoly"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("unknown game `monopoly`"), "{err}");
}

#[test]
fn unknown_seat_kind_is_a_one_line_error() {
    let o = mobrules(&["simulate", "king-of-chicago", "--games", "1", "--seats", "bot:greedy,bot:genius"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("unknown seat kind `bot:genius`"), "{err}");
}

#[test]
fn unknown_locale_is_a_one_line_error() {
    let o = mobrules(&["run", "king-of-chicago", "--lang", "xx"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn simulate_json_reports_win_rates_length_and_throughput() {
    let o = mobrules(&[
        "simulate",
        "king-of-chicago",
        "--games",
        "200",
        "--seed",
        "1",
        "--json",
        "--seats",
        "bot:greedy,bot:random,bot:greedy,bot:random",
    ]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["games"], 200);
    let by_target = v["won_by_target"].as_u64().unwrap();
    assert!(by_target >= 190, "only {by_target} of 200 games reached the target");
    assert_eq!(v["win_rate_by_seat"].as_array().unwrap().len(), 4);
    assert!(v["mean_rounds"].as_f64().unwrap() > 1.0);
    assert!(v["games_per_second"].as_f64().unwrap() > 0.0);
    let greedy = v["win_rate_by_bot"]["greedy"].as_f64().unwrap();
    let random = v["win_rate_by_bot"]["random"].as_f64().unwrap();
    assert!(greedy > random, "greedy {greedy} random {random}");
}

#[test]
fn simulate_results_do_not_depend_on_threads() {
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one.csv");
    let two = dir.path().join("two.csv");
    for (t, p) in [("1", &one), ("2", &two)] {
        let o = mobrules(&[
            "simulate",
            "king-of-chicago",
            "--games",
            "30",
            "--threads",
            t,
            "--csv",
            p.to_str().unwrap(),
            "--seats",
            "bot:balance:4,bot:greedy,bot:greedy,bot:greedy",
        ]);
        assert!(o.status.success());
    }
    assert_eq!(std::fs::read_to_string(one).unwrap(), std::fs::read_to_string(two).unwrap());
}

/// Changing a number in a copy of the content changes the games, without rebuilding.
#[test]
fn content_folder_changes_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let dst = dir.path().join("content");
    copy_dir(&src, &dst);
    let g = dst.join("king-of-chicago/gangsters.toml");
    let text = std::fs::read_to_string(&g).unwrap();
    let changed = text.replace("id = \"bugs_benny\"\nattack = 2", "id = \"bugs_benny\"\nattack = 9");
    assert_ne!(text, changed);
    std::fs::write(&g, changed).unwrap();
    let base = mobrules(&[
        "simulate",
        "king-of-chicago",
        "--games",
        "40",
        "--seats",
        "bot:greedy,bot:random,bot:greedy,bot:random",
        "--csv",
        dir.path().join("a.csv").to_str().unwrap(),
    ]);
    let modded = mobrules(&[
        "simulate",
        "king-of-chicago",
        "--games",
        "40",
        "--seats",
        "bot:greedy,bot:random,bot:greedy,bot:random",
        "--content",
        dst.to_str().unwrap(),
        "--csv",
        dir.path().join("b.csv").to_str().unwrap(),
    ]);
    assert!(base.status.success() && modded.status.success());
    let a = std::fs::read_to_string(dir.path().join("a.csv")).unwrap();
    let b = std::fs::read_to_string(dir.path().join("b.csv")).unwrap();
    assert_ne!(a, b, "Bugs Benny at +9 changed nothing");
}

#[test]
fn broken_content_folder_names_the_place() {
    let dir = tempfile::tempdir().unwrap();
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let dst = dir.path().join("content");
    copy_dir(&src, &dst);
    let g = dst.join("king-of-chicago/game.toml");
    let text = std::fs::read_to_string(&g).unwrap();
    std::fs::write(&g, text.replace("power_points = 10", "power_pionts = 10")).unwrap();
    let o = mobrules(&["run", "king-of-chicago", "--content", dst.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("king-of-chicago/game.toml:"), "{err}");
    assert!(err.contains("did you mean `power_points`?"), "{err}");
}

/// A translator's broken `.ftl` file in a mod: `run` names the file, line and column, as
/// `validate` does (it printed the Fluent error alone, with no place).
#[test]
fn a_broken_language_file_names_the_place() {
    let m = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/content-errors/bootleggers/E0402-fluent-syntax");
    let o = mobrules(&["run", "bootleggers", "--mod", m, "--lang", "fr"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bootleggers/locales/fr.ftl:2:12: E0402: Fluent syntax error"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// A reader that stops early (`| head`) ends the program quietly: no panic, exit 0.
#[test]
fn a_closed_pipe_is_no_panic() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["cards", "king-of-chicago"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(first.starts_with("gangster"), "{first}");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0));
}

/// `mobrules scenario` says by its exit code how a scenario went: 0 every expectation held, 1
/// one failed (each named), 3 the file is not a valid scenario, 4 the run stopped early; and an
/// answer keyed by its question waits for that question, one never asked for is a failure.
#[test]
fn scenario_exit_codes_and_answers_keyed_by_their_question() {
    let dir = tempfile::tempdir().unwrap();
    let base = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/john_doe.toml")).unwrap();
    let run = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        mobrules(&["scenario", path.to_str().unwrap()])
    };
    // The same answer, keyed by its question.
    let keyed = base.replace(
        r#"decisions = { "1" = ["gangster:dough_boy"] }"#,
        r#"decisions = { "1" = [{ prompt = "card:john_doe_neutralise", choice = "gangster:dough_boy" }] }"#,
    );
    assert_ne!(keyed, base);
    let o = run("keyed.toml", &keyed);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    // Negative and ordered expectations, on the narration, the events and the final state.
    let table = keyed.replace(
        r#"expect = ["Dough Boy is neutralised for this shootout.", "Defence +2: Clean Gene +1 (standard), Dough Boy +1 (standard: neutralised)"]"#,
        r#"expect = { narration = ["Dough Boy is neutralised"], not = ["hospital"], in_order = ["neutralised", "Defence +2"], events = [{ event = "chose", seat = 1 }], state = { "players.0.seat" = 1 } }"#,
    );
    assert_ne!(table, keyed);
    let o = run("table.toml", &table);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let failing = table.replace(r#"not = ["hospital"]"#, r#"not = ["neutralised"]"#);
    let o = run("failing.toml", &failing);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("must not happen"), "{}", String::from_utf8_lossy(&o.stderr));
    // An answer for a question never asked.
    let unused = keyed.replace(
        r#"choice = "gangster:dough_boy" }]"#,
        r#"choice = "gangster:dough_boy" }, { prompt = "casualty", choice = "gangster:john_doe" }]"#,
    );
    let o = run("unused.toml", &unused);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("never asked for: seat 1: `casualty`"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // Not a scenario: a misspelt key, at its line.
    let o = run("invalid.toml", &base.replace("seats = 2", "seets = 2"));
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains("invalid.toml:"), "{}", String::from_utf8_lossy(&o.stderr));
    // Stopped early: an answer that is not an option, where the file says to fail.
    let o =
        run("early.toml", &format!("then = \"fail\"\n{}", base.replace("gangster:dough_boy", "gangster:bugs_benny")));
    assert_eq!(o.status.code(), Some(4), "{}", String::from_utf8_lossy(&o.stderr));
    // The options offered are shown as the events of `--json` print them, not by inside names.
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("is not among the options: "), "{err}");
    assert!(err.contains("dough_boy") && !err.contains("Id(") && !err.contains("Failed("), "{err}");
}

/// A scenario position the rules cannot reach, or an id that names nothing, is refused like
/// content: exit code 3 and the problem at the value's `file:line:col`, a misspelt id with the
/// closest one suggested.
#[test]
fn scenario_positions_are_checked_at_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let base =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/the_doctor.toml")).unwrap();
    let refused = |name: &str, text: &str, told: &str| {
        assert_ne!(text, base, "{name}: the edit did not apply");
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let o = mobrules(&["scenario", path.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&o.stderr).to_string();
        assert_eq!(o.status.code(), Some(3), "{name}: {err}");
        assert!(err.contains(&format!("{}:{told}", path.display())), "{name}: {err}");
    };
    // An unknown card id, with a suggestion.
    refused(
        "misspelt.toml",
        &base.replace(r#"car = ["bugs_benny"]"#, r#"car = ["bugs_beny"]"#),
        "9:22: E0501: no gangster `bugs_beny` (did you mean `bugs_benny`?)",
    );
    // A square that does not exist.
    refused(
        "square.toml",
        &base.replacen(r#"car = "s37""#, r#"car = "s3x""#, 1),
        "8:7: E0501: no square or street `s3x` (did you mean `s30`?)",
    );
    // More gangsters in a car than it seats: told at the first one too many.
    refused(
        "crowded.toml",
        &base.replace(
            r#"["the_doctor", "sad_ken"]"#,
            r#"["the_doctor", "sad_ken", "knuckles", "dough_boy", "clean_gene"]"#,
        ),
        "13:59: E0502: 5 gangsters in seat 2's car, which seats 3",
    );
    // One gangster given to two seats.
    refused(
        "twice.toml",
        &base.replace(r#"car = ["bugs_benny"]"#, r#"car = ["bugs_benny", "sad_ken"]"#),
        "13:36: E0502: `sad_ken` is in seat 2's car, but also in seat 1's car",
    );
    // A shootout between cars on different squares.
    let at = base.rfind(r#"car = "s37""#).unwrap();
    let apart = format!("{}car = \"s01\"{}", &base[..at], &base[at + 11..]);
    refused("apart.toml", &apart, "18:10: E0502: a shootout between cars on different squares");
    // Dice for a kind of roll the game does not make.
    refused(
        "dice.toml",
        &base.replace("dice = [6, 1, 5, 1, 6, 1, 6]", "dice = { shootot = [6] }"),
        "3:10: E0501: no kind of roll `shootot` (did you mean `shootout`?)",
    );
    // A face the die cannot show, at the face: a run with it would fail only when rolled.
    refused(
        "face.toml",
        &base.replace("dice = [6, 1, 5, 1, 6, 1, 6]", "dice = [6, 1, 5, 7, 6, 1, 6]"),
        "3:18: E0502: a die shows 1 to 6, not 7",
    );
}

/// Bootleggers' dice are checked at their place too: a face its die cannot show is refused
/// there (exit 3), for a queue as for a kind of roll.
#[test]
fn a_bootleggers_scenario_refuses_a_face_its_die_cannot_show() {
    let dir = tempfile::tempdir().unwrap();
    let (path, code, err) = run_changed(
        dir.path(),
        "bootleggers/a_little_vigorish_paid_in_full_goes_to_the_player.toml",
        ("dice = { production = [3, 4, 5, 2] }", "dice = { production = [3, 4, 0, 2] }"),
    );
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains(&format!("{}:5:30: E0502: a die shows 1 to 6, not 0", path.display())), "{err}");
}

/// Runs a bundled test scenario (under `tests/scenarios/`) with one piece of its text changed,
/// from a file of the same name in `dir`: its path, exit code and standard error.
fn run_changed(dir: &Path, scenario: &str, (from, to): (&str, &str)) -> (PathBuf, Option<i32>, String) {
    let base =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(scenario)).unwrap();
    let text = base.replace(from, to);
    assert_ne!(text, base, "{from:?} is not in {scenario}");
    let path = dir.join(Path::new(scenario).file_name().unwrap());
    std::fs::write(&path, text).unwrap();
    let o = mobrules(&["scenario", path.to_str().unwrap()]);
    (path, o.status.code(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// Dice fixed for a kind of roll and never rolled fail the scenario, and a failure shows what
/// was rolled for what, in order.
#[test]
fn scenario_dice_by_kind_say_what_was_rolled_for_what() {
    let dir = tempfile::tempdir().unwrap();
    let (_, code, err) =
        run_changed(dir.path(), "the_doctor_dice_by_kind.toml", ("the_doctor = [5]", "the_doctor = [5]\npolice = [3]"));
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("dice fixed for `police` never rolled: [3]"), "{err}");
    assert!(err.contains("rolled: shootout 6, shootout 1, the_doctor 5, shootout 1, shootout 6"), "{err}");
}

/// `[[after]]` states what the state must be after a named step of the run, in every game:
/// each step's state is printed and listed under `after` in `--json`; a value that differs,
/// or a step that does not come as often as `nth` says, fails the scenario (exit code 1) and
/// says which step, with the kinds of event the run had.
#[test]
fn scenario_state_after_named_steps() {
    let dir = tempfile::tempdir().unwrap();
    let run = |file: &str, from: &str, to: &str, extra: &[&str]| {
        let base = std::fs::read_to_string(format!("{}/tests/scenarios/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let text = base.replace(from, to);
        assert!(from == to || text != base, "{from}");
        let path = dir.path().join(file.replace('/', "_"));
        std::fs::write(&path, text).unwrap();
        let mut args = vec!["scenario", path.to_str().unwrap()];
        args.extend(extra);
        mobrules(&args)
    };
    let koc = "steps_of_a_trade_round.toml";
    let o = run(koc, "", "", &["--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(json["after"].as_array().map(Vec::len), Some(3), "{json}");
    assert_eq!(json["after"][0]["step"], serde_json::json!({"event": "income", "seat": 1}), "{json}");
    assert_eq!(json["after"][0]["state"]["players"][0]["money"], 1400, "{json}");
    // A value that differs.
    let o = run(koc, r#""players.0.money" = 1400"#, r#""players.0.money" = 1000"#, &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(r#"after step {"event":"income","seat":1} (#1): `players.0.money` is 1400, expected 1000"#),
        "{err}"
    );
    // A step that does not come that often, and a misspelt one.
    let o = run(koc, "nth = 3", "nth = 9", &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("after step `chose` (#9): no such step in the run: it came 3 times"), "{err}");
    let o = run(koc, r#"step = "drew""#, r#"step = "drawn""#, &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("it came 0 times (did you mean `drew`?)"), "{err}");
    // Counted from 1: nth = 0 is not a valid file.
    let o = run(koc, "nth = 3", "nth = 0", &[]);
    assert_eq!(o.status.code(), Some(3), "{}", String::from_utf8_lossy(&o.stderr));
    // The other games run the same steps.
    let o = run("chicago-poker/steps_of_the_first_turns.toml", r#""current" = 3"#, r#""current" = 1"#, &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("after step `turn_started` (#3): `current` is 3, expected 1"), "{err}");
    let o = run(
        "godfathers/a_double_resolves_before_the_die_rolled_again.toml",
        r#""gangs.0.godfather" = 3"#,
        r#""gangs.0.godfather" = "hq""#,
        &[],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains(r#"after step `rolled` (#2): `gangs.0.godfather` is 3, expected "hq""#), "{err}");
}

/// `cards` shows an event card's timing windows as the card files spell them (`trade_round`),
/// not as the program names them inside.
#[test]
fn cards_show_windows_as_the_files_spell_them() {
    let out = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(["cards", "king-of-chicago"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("trade_round"), "{text}");
    assert!(!text.contains("TradeRound") && !text.contains("ShootoutStart"), "{text}");
}

/// A game stopped by the round cap played exactly the cap (issue 13: statistics counted one
/// round more, the round that never began).
#[test]
fn a_game_stopped_by_the_round_cap_lasted_the_cap() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("king-of-chicago");
    std::fs::create_dir_all(&game).unwrap();
    std::fs::write(game.join("game.toml"), "[engine]\nround_cap = 2\n").unwrap();
    let m = dir.path().to_str().unwrap();
    let o = mobrules(&["run", "king-of-chicago", "--seed", "1", "--mod", m]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("The game stops after 2 game rounds"), "{out}");
    assert!(out.contains("after 2 game rounds, at the round cap."), "{out}");
    let o = mobrules(&[
        "simulate",
        "king-of-chicago",
        "--games",
        "4",
        "--mod",
        m,
        "--json",
        "--seats",
        "bot:greedy,bot:random,bot:greedy,bot:random",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(json["max_rounds"], 2, "{json}");
    assert_eq!(json["decided_by_cap"].as_u64().unwrap() + json["draws"].as_u64().unwrap(), 4, "{json}");
}

/// A scenario written in French is told and checked in French (`lang = "fr"`); `--lang` still
/// overrides the file, and then its French expectations fail.
#[test]
fn a_scenario_speaks_the_language_it_is_written_in() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/streetwise_in_french.toml");
    let o = mobrules(&["scenario", file]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("Joueur 1 roule jusqu'à la rue 4"));
    let o = mobrules(&["scenario", file, "--lang", "en"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stdout).contains("Player 1 drives to street 4"));
}

/// `simulate --csv` names the length and the score columns in each game's own words, as its
/// reports do (`Game::LENGTH_UNIT`, `Game::SCORE_UNIT`), and gives every seat a score.
#[test]
fn simulate_csv_speaks_each_game_s_words() {
    let dir = tempfile::tempdir().unwrap();
    for (game, columns) in [
        ("king-of-chicago", "game_rounds,power"),
        ("bootleggers", "turns,money"),
        ("chicago-poker", "turns,establishments"),
        ("godfathers", "turns,squares"),
    ] {
        let csv = dir.path().join(format!("{game}.csv"));
        let o = mobrules(&["simulate", game, "--games", "2", "--threads", "1", "--csv", csv.to_str().unwrap()]);
        assert!(o.status.success(), "{game}: {}", String::from_utf8_lossy(&o.stderr));
        let text = std::fs::read_to_string(&csv).unwrap();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some(format!("game,seed,winner,capped,{columns}").as_str()), "{game}");
        let rows: Vec<&str> = lines.collect();
        assert_eq!(rows.len(), 2, "{game}: {text}");
        for row in rows {
            let scores = row.split(',').nth(5).unwrap_or_default();
            assert!(
                scores.split(' ').count() >= 2 && scores.split(' ').all(|n| n.parse::<i64>().is_ok()),
                "{game}: {row}"
            );
        }
    }
}
