//! The replay viewer's news in headless Chromium (Debian's `chromium`; without it the test
//! fails when `CI=true` and is skipped with a notice otherwise): a long game's news, numbered
//! past 999, keeps each line's number whole in the list's margin, as the table's page does
//! (`serve_news.rs`): at 1280x720 the viewer's fixed margin read "581." for 1581.

mod browser;

use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A race of four greedy bots (seed 3, over 1,500 lines of news) written as a page by `view`
/// and opened at its end at 1280x720: the last line's number stands whole in the list's
/// margin, in each language.
#[test]
fn the_viewers_news_numbers_past_999_stand_whole_in_their_margin() {
    let Some(name) = browser::chromium("tests/viewer_news.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("race.jsonl");
    let html = dir.path().join("race.html");
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
        assert!(out.status.success(), "mobrules {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    };
    let seats = "bot:greedy,bot:greedy,bot:greedy,bot:greedy";
    run(&["run", "godfathers", "--seed", "3", "--seats", seats, "--log", log.to_str().expect("a UTF-8 path")]);
    run(&["view", log.to_str().expect("a UTF-8 path"), "--out", html.to_str().expect("a UTF-8 path")]);
    for lang in ["en", "fr", "nl"] {
        let profile = dir.path().join(format!("profile-{lang}"));
        let browser_log = dir.path().join(format!("browser-{lang}.log"));
        let url = format!("file://{}?step=end&lang={lang}", html.display());
        let mut browser =
            browser::headless(name, &profile, &url, &["--remote-debugging-port=0", "--window-size=1280,720"])
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&browser_log).expect("a log file"))
                .spawn()
                .expect("chromium starts");
        let deadline = Instant::now() + Duration::from_secs(150);
        let mut socket = browser::devtools(&browser_log, deadline).expect("the browser's DevTools");
        let ready =
            "document.body.dataset.step !== undefined && document.querySelectorAll('#narration > li').length > 0";
        while browser::evaluate(&mut socket, ready) != Value::Bool(true) {
            assert!(Instant::now() < deadline, "{lang}: the page never showed its news");
            std::thread::sleep(Duration::from_millis(200));
        }
        let seen = browser::evaluate(&mut socket, browser::NEWS_NUMBER_SEEN);
        let _ = browser.kill();
        let _ = browser.wait();
        let lines = seen["lines"].as_u64().unwrap_or(0);
        assert!(lines >= 1000, "{lang}: the race's news has only {lines} lines: {seen}");
        let (room, width) = (seen["room"].as_f64().unwrap_or(0.0), seen["width"].as_f64().unwrap_or(f64::MAX));
        assert!(
            width > 0.0 && room >= width,
            "{lang}: line {lines}'s number ({width} px) in a margin of {room} px: {seen}"
        );
        let logged = std::fs::read_to_string(&browser_log).unwrap_or_default();
        assert!(!logged.contains("Uncaught"), "{lang}: the page logged a script error:\n{logged}");
    }
}
