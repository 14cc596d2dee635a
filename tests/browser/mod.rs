//! Headless Chromium for the tests that open the program's pages: Debian's `chromium`
//! (`.ci/run` installs it), started with a profile of its own and without the background
//! connections a closed network refuses.

use std::io::Write;
use std::path::Path;
use std::process::Command;

/// The browser, or `None` (with a notice naming `test`) when it is missing and this is not CI;
/// on CI a missing browser fails the test.
pub fn chromium(test: &str) -> Option<&'static str> {
    let found = Command::new("chromium").arg("--version").output().is_ok_and(|o| o.status.success());
    if found {
        return Some("chromium");
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "chromium is not installed: CI needs Debian's chromium for {test} (apt-get install -y chromium; .ci/run does it)"
    );
    // Written to the standard error itself, which the test harness does not capture.
    let _ = std::io::stderr().write_all(
        format!("NOTICE: {test} skipped: chromium is not installed (apt-get install -y chromium)\n").as_bytes(),
    );
    None
}

/// Headless `name` on `url` with the profile folder `profile` and the flags `more`.
pub fn headless(name: &str, profile: &Path, url: &str, more: &[&str]) -> Command {
    let mut c = Command::new(name);
    c.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-logging=stderr",
        "--v=0",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .args(more)
    .arg(url);
    c
}
