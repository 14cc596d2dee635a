//! A long list of options on a table's page at 1280×720 in headless Chromium (Debian's
//! `chromium`; without it the test fails when `CI=true` and is skipped with a notice
//! otherwise): grouped as at a terminal, each group under its heading, the options keeping
//! their numbers, the longest groups folded so that the options listed alone stay in view.

mod browser;

use browser::{Socket, devtools};

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Seat 1's page at a table of `game` in `lang` (three greedy bots), in a headless browser of
/// `size` ("width,height").
struct Page {
    server: Child,
    browser: Child,
    devtools: Socket,
    log: std::path::PathBuf,
    deadline: Instant,
}

impl Page {
    fn open(name: &str, dir: &Path, args: &[&str], size: &str) -> Page {
        std::fs::create_dir_all(dir).expect("a folder for the page");
        let mut server = Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .arg("serve")
            .args(args)
            .args(["--listen", "127.0.0.1:0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let mut lines = BufReader::new(server.stdout.take().expect("its output"));
        let mut url = None;
        while url.is_none() {
            let mut line = String::new();
            assert!(lines.read_line(&mut line).expect("its output reads") > 0, "the server ended before its links");
            if line.contains("/seat/") {
                url = line.split_once("http://").map(|(_, u)| format!("http://{}", u.trim()));
            }
        }
        std::thread::spawn(move || {
            let mut line = String::new();
            while lines.read_line(&mut line).unwrap_or(0) > 0 {
                line.clear();
            }
        });
        let log = dir.join("browser.log");
        let size = format!("--window-size={size}");
        let browser = browser::headless(
            name,
            &dir.join("profile"),
            &url.expect("seat 1's link"),
            &["--remote-debugging-port=0", &size],
        )
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("a log file"))
        .spawn()
        .expect("chromium starts");
        let deadline = Instant::now() + Duration::from_secs(150);
        let devtools = devtools(&log, deadline).expect("the browser's DevTools");
        Page { server, browser, devtools, log, deadline }
    }

    fn evaluate(&mut self, expression: &str) -> Value {
        let ask = serde_json::json!({ "id": 1, "method": "Runtime.evaluate",
            "params": { "expression": expression, "returnByValue": true } });
        self.devtools.send(tungstenite::Message::Text(ask.to_string().into())).expect("DevTools takes the question");
        loop {
            let text = match self.devtools.read() {
                Ok(tungstenite::Message::Text(text)) => text,
                Ok(_) => continue,
                Err(e) => panic!("DevTools' connection broke: {e}"),
            };
            let v: Value = serde_json::from_str(text.as_str()).unwrap_or_default();
            if v["id"] == 1 {
                return v["result"]["result"]["value"].clone();
            }
        }
    }

    fn wait(&mut self, what: &str, until: &str) {
        while self.evaluate(until) != Value::Bool(true) {
            assert!(Instant::now() < self.deadline, "{what}");
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Answers the question shown with its first option (or the amount box's first amount),
    /// then waits for the next.
    fn answer_first(&mut self) {
        self.evaluate(
            r##"(() => { window.asked = document.getElementById("question-text").firstChild;
            const b = document.querySelector("#options button");
            if (b) b.click();
            else { const a = document.getElementById("amount"); if (a.value === "") a.value = a.min;
                document.getElementById("amount-pick").click(); }
            return true; })()"##,
        );
        self.wait(
            "no next question",
            "document.body.dataset.state === 'asked' && document.getElementById('question-text').firstChild !== window.asked",
        );
    }

    fn close(mut self) {
        let _ = self.browser.kill();
        let _ = self.browser.wait();
        let _ = self.server.kill();
        let _ = self.server.wait();
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        assert!(!log.contains("Uncaught"), "the page logged a script error:\n{log}");
    }
}

/// The list as the page shows it: its groups' headings, whether each is open, the numbers of
/// its options, and where the options listed alone stand in the window.
const LIST_SEEN: &str = r##"(() => {
    const groups = [...document.querySelectorAll("#options > li.group > details")].map((d) => ({
        heading: d.querySelector("summary").textContent,
        open: d.open,
        numbers: [...d.querySelectorAll("li")].map((li) => li.value),
    }));
    const alone = [...document.querySelectorAll("#options > li:not(.group)")].map((li) => {
        const box = li.querySelector("button").getBoundingClientRect();
        return { number: li.value, text: li.textContent, top: box.top, bottom: box.bottom };
    });
    return { groups, alone, options: document.querySelectorAll("#options button").length, screen: window.innerHeight };
})()"##;

/// Chicago Poker's action question once the hand holds more cards to play than a window shows
/// (17 buttons at the review's turn 4, "Je beurt beëindigen" below a 1280×720 window): the page
/// shows it by the cards, each heading saying how many options it holds; every option keeps its
/// number, folded or not; "End your turn" and drawing stand in the window; a click on a folded
/// heading shows its options.
#[test]
fn a_long_list_stands_by_its_groups_and_its_lone_options_in_view() {
    let Some(name) = browser::chromium("tests/serve_groups.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (lang, options) in [("nl", "opties"), ("en", "options"), ("fr", "options")] {
        let save = dir.path().join(format!("{lang}.save"));
        let args = ["chicago-poker", "--lang", lang, "--seed", "19", "--save", save.to_str().unwrap_or_default()];
        let mut page = Page::open(name, &dir.path().join(lang), &args, "1280,720");
        page.wait("the page shows no question", "document.body.dataset.state === 'asked'");
        let mut seen = page.evaluate(LIST_SEEN);
        let mut answers = 0;
        while seen["groups"].as_array().is_none_or(Vec::is_empty) {
            assert!(answers < 40, "{lang}: no grouped list in 40 answers: {seen}");
            page.answer_first();
            answers += 1;
            seen = page.evaluate(LIST_SEEN);
        }
        let groups = seen["groups"].as_array().cloned().unwrap_or_default();
        let alone = seen["alone"].as_array().cloned().unwrap_or_default();
        assert!(seen["options"].as_u64().unwrap_or(0) > 12, "{lang}: a short list grouped: {seen}");
        assert!(!alone.is_empty(), "{lang}: no option listed alone: {seen}");
        // Every option under its own number, from 1, whichever group holds it.
        let mut numbers: Vec<u64> = alone.iter().map(|o| o["number"].as_u64().unwrap_or(0)).collect();
        for g in &groups {
            let held = g["numbers"].as_array().cloned().unwrap_or_default();
            let heading = g["heading"].as_str().unwrap_or_default();
            assert!(heading.ends_with(&format!("— {} {options}", held.len())), "{lang}: heading {heading:?}: {seen}");
            numbers.extend(held.iter().map(|n| n.as_u64().unwrap_or(0)));
        }
        numbers.sort_unstable();
        let count = seen["options"].as_u64().unwrap_or(0);
        assert_eq!(numbers, (1..=count).collect::<Vec<_>>(), "{lang}: the options lost their numbers: {seen}");
        // The options listed alone (drawing, the end of the turn) in the window.
        let screen = seen["screen"].as_f64().unwrap_or(0.0);
        for o in &alone {
            let (top, bottom) = (o["top"].as_f64().unwrap_or(-1.0), o["bottom"].as_f64().unwrap_or(f64::MAX));
            assert!(top >= 0.0 && bottom <= screen, "{lang}: option {o} is out of the window: {seen}");
        }
        // A folded group opens by a click on its heading.
        let folded = groups.iter().position(|g| g["open"] == false);
        assert!(folded.is_some(), "{lang}: no group folded, though the list is longer than the window: {seen}");
        let opened = page.evaluate(&format!(
            r##"(() => {{ const d = document.querySelectorAll("#options > li.group > details")[{}];
            d.querySelector("summary").click();
            return d.open && d.querySelector("button").getBoundingClientRect().height > 0; }})()"##,
            folded.unwrap_or(0)
        ));
        assert_eq!(opened, Value::Bool(true), "{lang}: the heading's click did not show its options: {seen}");
        page.close();
    }
}
