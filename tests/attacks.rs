//! Hostile input against the binary: each case runs `mobrules` in a fresh, empty working folder
//! under a time limit enforced here, and must end with the exit code and the message it names,
//! writing nothing it was not asked to.
//!
//! Cases are data where they can be: `tests/attacks/<name>/case.toml` gives the arguments
//! (`{case}` is the case's folder, `{tmp}` the working folder, `{content}` a copy of a bundled
//! content root the case adds to), what standard input holds, the exit code, words the output
//! must hold, and the files the working folder may hold at the end.
//! Cases that need links, named pipes or big generated files are built here at run time.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long any case may run before it counts as a hang.
const LIMIT: Duration = Duration::from_secs(20);

struct Ran {
    code: Option<i32>,
    out: String,
}

/// Runs the binary in `cwd` with `args` and `stdin`, killed and failed past [`LIMIT`].
fn run(name: &str, cwd: &Path, args: &[String], stdin: &str) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(args)
        .current_dir(cwd)
        .env("TMPDIR", cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(stdin.as_bytes());
    });
    // Read both pipes while waiting, so a chatty child never blocks on a full pipe.
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = std::io::Read::read_to_end(&mut out_pipe, &mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = std::io::Read::read_to_end(&mut err_pipe, &mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name}: still running after {LIMIT:?}: {args:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = feeder.join();
    let mut out = String::from_utf8_lossy(&out_reader.join().unwrap()).into_owned();
    out.push_str(&String::from_utf8_lossy(&err_reader.join().unwrap()));
    Ran { code: status.code(), out }
}

/// What one case expects.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    args: Vec<String>,
    #[serde(default)]
    stdin: String,
    exit: i32,
    /// Words the output (standard output and error together) must hold.
    #[serde(default)]
    output: Vec<String>,
    /// Words it must not hold.
    #[serde(default)]
    not_output: Vec<String>,
    /// The files the working folder holds at the end (none by default).
    #[serde(default)]
    files: Vec<String>,
    /// Files to put in the working folder first: name and text. They must be there unchanged
    /// at the end.
    #[serde(default)]
    given: Vec<(String, String)>,
    /// A copy of a bundled game's content root, at `{content}`, with text added to the end of
    /// some of its files: a root that differs from the bundled one only where the case says,
    /// so that it never goes stale as the bundled content changes.
    #[serde(default)]
    content: Option<ContentCopy>,
}

/// A bundled game's content, copied, and what is added to its files (file name, text).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ContentCopy {
    game: String,
    append: Vec<(String, String)>,
}

fn check(name: &str, case: &Case, case_dir: &Path) {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    for (file, text) in &case.given {
        if let Some(folder) = Path::new(file).parent() {
            std::fs::create_dir_all(cwd.join(folder)).unwrap();
        }
        std::fs::write(cwd.join(file), text).unwrap();
    }
    let root = tempfile::tempdir().unwrap();
    if let Some(copy) = &case.content {
        let game = root.path().join(&copy.game);
        copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content").join(&copy.game), &game);
        for (file, text) in &copy.append {
            let was = std::fs::read_to_string(game.join(file)).unwrap_or_default();
            std::fs::write(game.join(file), format!("{was}\n{text}")).unwrap();
        }
    }
    let fill = |s: &str| {
        s.replace("{case}", &case_dir.display().to_string())
            .replace("{tmp}", &cwd.display().to_string())
            .replace("{content}", &root.path().display().to_string())
    };
    let args: Vec<String> = case.args.iter().map(|a| fill(a)).collect();
    let ran = run(name, cwd, &args, &fill(&case.stdin));
    assert_eq!(ran.code, Some(case.exit), "{name}: exit code, output:\n{}", ran.out);
    for want in &case.output {
        assert!(ran.out.contains(&fill(want)), "{name}: no `{want}` in:\n{}", ran.out);
    }
    for unwanted in &case.not_output {
        assert!(!ran.out.contains(&fill(unwanted)), "{name}: `{unwanted}` in:\n{}", ran.out);
    }
    assert!(!ran.out.contains("panicked"), "{name}: a panic:\n{}", ran.out);
    for (file, text) in &case.given {
        let now = std::fs::read_to_string(cwd.join(file)).unwrap_or_default();
        assert_eq!(&now, text, "{name}: {file} was changed");
    }
    let mut left: Vec<String> =
        std::fs::read_dir(cwd).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    left.sort();
    let mut want = case.files.clone();
    want.sort();
    assert_eq!(left, want, "{name}: files left in the working folder");
}

#[test]
fn every_case_in_the_corpus_holds() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/attacks");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&corpus).unwrap().map(|e| e.unwrap().path()).collect();
    dirs.retain(|d| d.join("case.toml").is_file());
    dirs.sort();
    assert!(!dirs.is_empty());
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let case: Case = toml::from_str(&std::fs::read_to_string(dir.join("case.toml")).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        check(&name, &case, &dir);
    }
}

/// A mod folder in a fresh temporary folder, with the game's folders made.
fn mod_dir() -> (tempfile::TempDir, PathBuf) {
    let t = tempfile::tempdir().unwrap();
    let m = t.path().join("mod");
    std::fs::create_dir_all(m.join("king-of-chicago/locales")).unwrap();
    std::fs::create_dir_all(m.join("scripts/king-of-chicago")).unwrap();
    (t, m)
}

fn validate_mod(name: &str, m: &Path) -> Ran {
    let cwd = tempfile::tempdir().unwrap();
    run(name, cwd.path(), &["validate".into(), "--mod".into(), m.display().to_string()], "")
}

#[cfg(unix)]
#[test]
fn links_out_of_a_mod_are_refused_not_followed() {
    use std::os::unix::fs::symlink;
    let (t, m) = mod_dir();
    let secret = t.path().join("secret.ftl");
    std::fs::write(&secret, "card-secret = TOP SECRET\n").unwrap();
    symlink(&secret, m.join("king-of-chicago/locales/en.ftl")).unwrap();
    symlink("/etc/passwd", m.join("scripts/king-of-chicago/clean_gene.rhai")).unwrap();
    let ran = validate_mod("links", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("locales/en.ftl: E0007: this is a symbolic link"), "{}", ran.out);
    assert!(ran.out.contains("clean_gene.rhai: E0007: "), "{}", ran.out);
    assert!(!ran.out.contains("TOP SECRET") && !ran.out.contains("root:"), "{}", ran.out);

    // A linked folder is refused too, whatever it holds.
    let (t2, m2) = mod_dir();
    std::fs::remove_dir(m2.join("king-of-chicago/locales")).unwrap();
    std::fs::create_dir(t2.path().join("elsewhere")).unwrap();
    std::fs::write(t2.path().join("elsewhere/en.ftl"), "card-secret = TOP SECRET\n").unwrap();
    symlink(t2.path().join("elsewhere"), m2.join("king-of-chicago/locales")).unwrap();
    let ran = validate_mod("linked folder", &m2);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("king-of-chicago/locales: E0007: "), "{}", ran.out);

    // And the same through `--content` and the cards it would print.
    let c = tempfile::tempdir().unwrap();
    let game = c.path().join("king-of-chicago");
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content/king-of-chicago"), &game);
    std::fs::remove_file(game.join("locales/en.ftl")).unwrap();
    symlink(&secret, game.join("locales/en.ftl")).unwrap();
    let ran = run(
        "content link",
        c.path(),
        &["cards".into(), "king-of-chicago".into(), "--content".into(), c.path().display().to_string()],
        "",
    );
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("king-of-chicago/locales/en.ftl: E0007: "), "{}", ran.out);
    assert!(!ran.out.contains("TOP SECRET"), "{}", ran.out);
}

#[cfg(unix)]
#[test]
fn pipes_folders_and_loops_where_files_should_be_are_named_not_opened() {
    let (_t, m) = mod_dir();
    let fifo = m.join("king-of-chicago/game.toml");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    std::fs::create_dir(m.join("king-of-chicago/events.toml")).unwrap();
    std::os::unix::fs::symlink(".", m.join("king-of-chicago/loop")).unwrap();
    let ran = validate_mod("fifo", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("game.toml: E0008: this is not a regular file"), "{}", ran.out);
    assert!(ran.out.contains("events.toml: E0008: this is a folder"), "{}", ran.out);
    assert!(ran.out.contains("loop: E0007: "), "{}", ran.out);
}

#[test]
fn files_that_are_not_text_or_too_big_are_named() {
    let (_t, m) = mod_dir();
    std::fs::write(m.join("king-of-chicago/locales/fr.ftl"), b"card-x = a\ncard-y = \xff\xfe\n").unwrap();
    let big = "# padding\n".repeat(500_000);
    std::fs::write(m.join("king-of-chicago/gangsters.toml"), big).unwrap();
    let ran = validate_mod("bytes", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("locales/fr.ftl:2:10: E0004: the file is not UTF-8"), "{}", ran.out);
    assert!(ran.out.contains("gangsters.toml: E0009: the file is larger than"), "{}", ran.out);
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

fn in_dir(name: &str, cwd: &Path, args: &[&str], stdin: &str) -> Ran {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    run(name, cwd, &args, stdin)
}

const TABLE: &str = "human,bot:greedy,bot:greedy";

#[test]
fn a_loaded_game_saves_back_to_its_own_file_and_never_over_another() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    let ones = "1\n".repeat(6);
    let a = in_dir(
        "new a",
        cwd,
        &["play", "king-of-chicago", "--seats", TABLE, "--seed", "3", "--save", "a.save"],
        &format!("{ones}save\n"),
    );
    assert_eq!(a.code, Some(0), "{}", a.out);
    let b = in_dir(
        "new b",
        cwd,
        &["play", "king-of-chicago", "--seats", TABLE, "--seed", "4", "--save", "b.save"],
        &format!("{ones}save\n"),
    );
    assert_eq!(b.code, Some(0), "{}", b.out);
    let a_text = std::fs::read_to_string(cwd.join("a.save")).unwrap();
    let b_text = std::fs::read_to_string(cwd.join("b.save")).unwrap();
    // `save` after `--load b.save` writes b.save, not the default file.
    let again = in_dir("load b", cwd, &["play", "king-of-chicago", "--load", "b.save"], &format!("{ones}save\n"));
    assert_eq!(again.code, Some(0), "{}", again.out);
    assert!(again.out.contains("Game saved to b.save"), "{}", again.out);
    assert_ne!(std::fs::read_to_string(cwd.join("b.save")).unwrap(), b_text, "b.save moved on");
    assert_eq!(std::fs::read_to_string(cwd.join("a.save")).unwrap(), a_text);
    assert!(!cwd.join("mobrules.save").exists());
    // A new game does not take the default file while it holds a game.
    std::fs::copy(cwd.join("a.save"), cwd.join("mobrules.save")).unwrap();
    let new = in_dir(
        "default taken",
        cwd,
        &["play", "king-of-chicago", "--seats", TABLE, "--seed", "5"],
        &format!("{ones}save\n"),
    );
    assert_eq!(new.code, Some(2), "{}", new.out);
    assert!(new.out.contains("mobrules.save already holds a game"), "{}", new.out);
    assert_eq!(std::fs::read_to_string(cwd.join("mobrules.save")).unwrap(), a_text);
    // The log may not be the save, the loaded file or any save.
    for args in [
        vec!["play", "king-of-chicago", "--load", "a.save", "--log", "a.save"],
        vec!["play", "king-of-chicago", "--load", "a.save", "--log", "./a.save"],
        vec!["play", "king-of-chicago", "--seats", TABLE, "--save", "c.save", "--log", "c.save"],
        vec!["play", "king-of-chicago", "--seats", TABLE, "--save", "c.save", "--log", "b.save"],
        vec!["run", "king-of-chicago", "--log", "b.save"],
    ] {
        let r = in_dir("log over save", cwd, &args, "quit\n");
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.out);
        assert_eq!(r.out.lines().count(), 1, "{args:?}: {}", r.out);
    }
    assert_eq!(std::fs::read_to_string(cwd.join("a.save")).unwrap(), a_text);
    assert!(!cwd.join("c.save").exists());
}

#[test]
fn games_saved_in_the_temporary_folder_do_not_replace_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    // Nowhere to save and the input ends: the game goes to the temporary folder (here `cwd`).
    for _ in 0..2 {
        let r = in_dir(
            "fallback",
            cwd,
            &["play", "king-of-chicago", "--seats", TABLE, "--seed", "3", "--save", "no/such/folder/g.save"],
            "1\n1\n",
        );
        assert_eq!(r.code, Some(1), "{}", r.out);
        assert!(r.out.contains("the game was saved in"), "{}", r.out);
    }
    let mut saves: Vec<String> =
        std::fs::read_dir(cwd).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    saves.sort();
    assert_eq!(saves, ["mobrules-3-2.save", "mobrules-3.save"]);
}

#[test]
fn big_card_files_load_in_one_pass() {
    let (_t, m) = mod_dir();
    let mut gangsters = String::new();
    for i in 0..120_000 {
        gangsters.push_str(&format!("[[gangster]]\nid = \"g{i}\"\n\n"));
    }
    std::fs::write(m.join("king-of-chicago/gangsters.toml"), gangsters).unwrap();
    let ran = validate_mod("big files", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("gangsters.toml: E0111: more than 255 gangsters"), "{}", ran.out);
}

#[test]
fn a_script_with_many_functions_is_refused_at_load() {
    let (_t, m) = mod_dir();
    let mut script = String::from("fn on_income(income) {\n");
    for i in 0..300 {
        script.push_str(&format!("  income.add(h{i}(0));\n"));
    }
    script.push_str("}\n");
    for i in 0..300 {
        script.push_str(&format!("fn h{i}(x) {{ x + {i} }}\n"));
    }
    std::fs::write(m.join("scripts/king-of-chicago/charlie_the_fish.rhai"), script).unwrap();
    let ran = validate_mod("many functions", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("E0301: script does not compile: Number of functions defined exceeds"), "{}", ran.out);
}

/// Rhai's parser looks each name up among the variables declared before it: a 2 MB script of
/// declarations took minutes to load. Card scripts are bounded in size instead.
#[test]
fn a_huge_script_is_refused_before_it_is_parsed() {
    let (_t, m) = mod_dir();
    let mut script = String::from("fn on_income(income) {\n");
    for i in 0..80_000 {
        script.push_str(&format!("  let y{i} = {i};\n"));
    }
    script.push_str("}\n");
    std::fs::write(m.join("scripts/king-of-chicago/charlie_the_fish.rhai"), script).unwrap();
    let ran = validate_mod("huge script", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("charlie_the_fish.rhai: E0310: the script is"), "{}", ran.out);
}

/// Street distances are kept for every pair of streets: 70,000 streets took 85 s and gigabytes
/// to check (and their ids wrapped at 65,536). A board is bounded in size instead.
#[test]
fn a_huge_board_is_refused_before_its_distances_are_counted() {
    let (_t, m) = mod_dir();
    let base =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("content/king-of-chicago/board.toml"))
            .unwrap();
    let mut board = base.clone();
    let mut previous = "s47".to_string();
    for i in 0..70_000 {
        board.push_str(&format!("\n[[street]]\nid = \"x{i}\"\npos = [1, 1]\nlinks = [\"{previous}\"]\n"));
        previous = format!("x{i}");
    }
    std::fs::write(m.join("king-of-chicago/board.toml"), board).unwrap();
    let ran = validate_mod("huge board", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(
        ran.out.contains(
            ": E0208: the board has 70047 street squares; a board holds at most 255 (`x208` is one too many)"
        ),
        "{}",
        ran.out
    );
}

/// A mod's numbers file of 30,000 keys the base game lacks, and a Chicago Poker one of 5,000
/// table rows each wrong: each problem is told at its own line in the mod's file, every file
/// read once (each problem read the whole file again before: minutes, then a hang).
#[test]
fn a_mod_of_thousands_of_wrong_numbers_is_told_in_one_pass() {
    let (_t, m) = mod_dir();
    let keys: String = (0..30_000).map(|i| format!("k{i} = 1\n")).collect();
    std::fs::write(m.join("king-of-chicago/game.toml"), keys).unwrap();
    let ran = validate_mod("numbers by the thousand", &m);
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("king-of-chicago/game.toml:30000:1: E0005: `k29999` is not a number"), "{}", ran.out);
    std::fs::create_dir_all(m.join("chicago-poker")).unwrap();
    std::fs::remove_file(m.join("king-of-chicago/game.toml")).unwrap();
    let rows: String =
        (0..5_000).map(|_| "[[setup.table]]\nplayers = [2]\nface_up_tiles = 0\nshootout_tokens = 0\n").collect();
    std::fs::write(m.join("chicago-poker/game.toml"), rows).unwrap();
    let cwd = tempfile::tempdir().unwrap();
    let args = ["validate".into(), "chicago-poker".into(), "--mod".into(), m.display().to_string()];
    let ran = run("table rows by the thousand", cwd.path(), &args, "");
    assert_eq!(ran.code, Some(1), "{}", ran.out);
    assert!(ran.out.contains("chicago-poker/game.toml:19998:11: E0703: no face-up tile"), "{}", ran.out);
}

/// A seat's page of a game (`view --seat N`) held the seed in its title: with it every hidden
/// hand, the deck's order and every die to come follow. No page for one seat holds the seed
/// or the log's header, in any game; the page for every reader still names it.
#[test]
fn a_seat_s_page_holds_no_seed() {
    const SEED: &str = "9182736455463";
    for game in ["king-of-chicago", "chicago-poker", "godfathers", "bootleggers"] {
        let dir = tempfile::tempdir().unwrap();
        let cwd = dir.path();
        let ran = in_dir(game, cwd, &["run", game, "--seed", SEED, "--log", "g.log"], "");
        assert_eq!(ran.code, Some(0), "{game}: {}", ran.out);
        for seat in ["1", "2"] {
            let ran = in_dir(game, cwd, &["view", "g.log", "--seat", seat, "-o", "seat.html"], "");
            assert_eq!(ran.code, Some(0), "{game}: {}", ran.out);
            let page = std::fs::read_to_string(cwd.join("seat.html")).unwrap();
            assert!(!page.contains(SEED), "{game}: seat {seat}'s page holds the seed");
            assert!(!page.contains("\"seed\""), "{game}: seat {seat}'s page holds the log's header");
        }
        let ran = in_dir(game, cwd, &["view", "g.log", "-o", "all.html"], "");
        assert_eq!(ran.code, Some(0), "{game}: {}", ran.out);
        assert!(std::fs::read_to_string(cwd.join("all.html")).unwrap().contains(SEED), "{game}: the whole page");
    }
}

/// The content digest counted a mod's files under the path as spelt: a log recorded with
/// `--mod hr` did not replay with `--mod hr/`, `./hr/` or `hr//`. However a mod is spelt, its
/// files count under one name, and the log replays.
#[test]
fn a_mod_spelt_another_way_replays_the_same_log() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods/house-rules"), &cwd.join("hr"));
    // A script of each game's in the mod: scripts count in the digest too.
    for (game, card) in [("chicago-poker", "murder"), ("bootleggers", "hit")] {
        let scripts = cwd.join("hr/scripts").join(game);
        std::fs::create_dir_all(&scripts).unwrap();
        let text = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts").join(game).join(format!("{card}.rhai")),
        )
        .unwrap();
        std::fs::write(scripts.join(format!("{card}.rhai")), format!("// The house's.\n{text}")).unwrap();
    }
    for game in ["king-of-chicago", "chicago-poker", "bootleggers"] {
        let ran = in_dir(game, cwd, &["run", game, "--seed", "5", "--mod", "hr", "--log", "g.log"], "");
        assert_eq!(ran.code, Some(0), "{game}: {}", ran.out);
        for spelt in ["hr", "hr/", "./hr/", "hr//", "./hr", "./hr//."] {
            let ran = in_dir(game, cwd, &["replay", "g.log", "--mod", spelt], "");
            assert_eq!(ran.code, Some(0), "{game}, --mod {spelt}: {}", ran.out);
        }
        let absolute = cwd.join("hr").display().to_string();
        let ran = in_dir(game, cwd, &["replay", "g.log", "--mod", &format!("{absolute}/")], "");
        assert_eq!(ran.code, Some(0), "{game}, --mod {absolute}/: {}", ran.out);
    }
}

/// A save's checksum can be made by anyone: `serve --load` took its link secrets as they were,
/// so a hand-written save with secrets of all zeros opened the seat by a guessable link, and one
/// with a terminal's escape sequences sent them to the host's terminal. In every game, such
/// secrets are drawn afresh and said so, and nothing from the save is printed unescaped.
#[test]
fn a_save_s_weak_secrets_open_no_seat() {
    use mobrules::engine::save::{self, SaveMeta};
    use mobrules::table::session::SavedGame;
    let zeros = "0".repeat(32);
    let escapes = format!("\u{1b}]0;owned\u{7}\u{1b}[2J{}", "x".repeat(18));
    for game in ["king-of-chicago", "chicago-poker", "godfathers", "bootleggers"] {
        let entry = mobrules::games::find(game).expect("a game");
        let loaded = entry.load(&mobrules::engine::content::Source::Embedded).expect("the content loads");
        let meta =
            SaveMeta { engine: env!("CARGO_PKG_VERSION").into(), game: game.into(), content: loaded.digest().into() };
        let body = SavedGame {
            seed: 7,
            seats: vec!["human".into(), "bot:greedy".into(), "human".into()],
            answers: vec![Vec::new(); 3],
            lang: Some("en".into()),
            tokens: vec![zeros.clone(), String::new(), escapes.clone()],
            finished: false,
        };
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("hand.save"), save::encode(&meta, &body)).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .args(["serve", game, "--load", "hand.save", "--listen", "127.0.0.1:0"])
            .current_dir(dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut said = String::new();
        let mut lines = std::io::BufReader::new(child.stdout.take().unwrap());
        let start = Instant::now();
        while !said.contains("Each link") && start.elapsed() < LIMIT {
            let mut line = String::new();
            if std::io::BufRead::read_line(&mut lines, &mut line).unwrap_or(0) == 0 {
                break;
            }
            said.push_str(&line);
        }
        let _ = child.kill();
        let _ = child.wait();
        assert!(said.contains("Each link"), "{game}: the server did not start: {said}");
        assert!(!said.contains(&zeros), "{game}: the all-zero link is printed: {said}");
        assert!(!said.contains('\u{1b}') && !said.contains('\u{7}'), "{game}: escapes printed: {said:?}");
        for seat in [1, 3] {
            assert!(said.contains(&format!("link secret for Player {seat} is not one")), "{game}: {said}");
        }
    }
}

/// The table tells a player whose loaded save has ended to start a new game without `--load`:
/// that new game takes the ended game's place in the file, and says so, where a game still
/// going is never written over (above).
#[test]
fn a_new_game_takes_the_place_of_a_save_whose_game_has_ended() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    let ones = "1\n".repeat(6);
    let seats = "human,bot:greedy";
    let first =
        in_dir("first", cwd, &["play", "chicago-poker", "--seats", seats, "--seed", "3"], &format!("{ones}save\n"));
    assert_eq!(first.code, Some(0), "{}", first.out);
    let to_end = in_dir("to its end", cwd, &["play", "chicago-poker", "--load", "mobrules.save"], &"1\n".repeat(3000));
    assert_eq!(to_end.code, Some(0), "{}", to_end.out);
    assert!(to_end.out.contains("The end of the game is saved to mobrules.save"), "{}", to_end.out);
    let ended = std::fs::read_to_string(cwd.join("mobrules.save")).unwrap();
    assert!(ended.contains("\"finished\":true"), "{ended}");
    // A game of another game, in French: told in the player's language, and saved there.
    let next = in_dir(
        "next",
        cwd,
        &["play", "king-of-chicago", "--seats", TABLE, "--seed", "5", "--lang", "fr"],
        &format!("{ones}save\n"),
    );
    assert_eq!(next.code, Some(0), "{}", next.out);
    assert!(
        next.out.contains("mobrules.save contenait une partie terminée : cette nouvelle partie y sera sauvegardée"),
        "{}",
        next.out
    );
    let now = std::fs::read_to_string(cwd.join("mobrules.save")).unwrap();
    assert!(now.contains("\"game\":\"king-of-chicago\"") && !now.contains("\"finished\":true"), "{now}");
    // That game is still going: the next new game is refused, as before.
    let refused = in_dir("refused", cwd, &["play", "chicago-poker", "--seats", seats], "quit\n");
    assert_eq!(refused.code, Some(2), "{}", refused.out);
    assert!(refused.out.contains("mobrules.save already holds a game"), "{}", refused.out);
}
