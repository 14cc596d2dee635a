//! A seat's page at a table, in headless Chromium over its DevTools connection: the page
//! tests of a long list of options (`serve_groups.rs`), of the news (`serve_news.rs`) and of a
//! phone's screen (`serve_phone.rs`) drive it alike. A test file that uses it declares `mod browser;` and `mod page;`.

use crate::browser::{self, Socket, devtools};

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Seat 1's page at a table `serve ARGS` starts, in a headless browser of `size`
/// ("width,height").
pub struct Page {
    server: Child,
    browser: Child,
    devtools: Socket,
    log: std::path::PathBuf,
    deadline: Instant,
}

impl Page {
    pub fn open(name: &str, dir: &Path, args: &[&str], size: &str) -> Page {
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

    /// What `expression` gives on the page, as a value.
    pub fn evaluate(&mut self, expression: &str) -> Value {
        browser::evaluate(&mut self.devtools, expression)
    }

    /// Waits until the page's `until` holds, failing with `what` past the deadline.
    pub fn wait(&mut self, what: &str, until: &str) {
        while self.evaluate(until) != Value::Bool(true) {
            assert!(Instant::now() < self.deadline, "{what}");
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Answers the question shown by `how` (an expression that clicks), then waits for the next.
    #[allow(dead_code)]
    pub fn answer(&mut self, how: &str) {
        self.evaluate(&format!("window.asked = document.getElementById('question-text').firstChild; {how}; true"));
        self.wait(
            "no next question",
            "document.body.dataset.state === 'asked' && document.getElementById('question-text').firstChild !== window.asked",
        );
    }

    /// Answers the question shown with its first option (or the amount box's first amount),
    /// then waits for the next.
    #[allow(dead_code)]
    pub fn answer_first(&mut self) {
        self.answer(
            r##"(() => { const b = document.querySelector("#options button");
            if (b) b.click();
            else { const a = document.getElementById("amount"); if (a.value === "") a.value = a.min;
                document.getElementById("amount-pick").click(); } })()"##,
        );
    }

    /// Closes the browser and the table, checking that the page logged no script error.
    pub fn close(mut self) {
        let _ = self.browser.kill();
        let _ = self.browser.wait();
        let _ = self.server.kill();
        let _ = self.server.wait();
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        assert!(!log.contains("Uncaught"), "the page logged a script error:\n{log}");
    }
}
