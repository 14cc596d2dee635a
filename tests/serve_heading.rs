//! The question's heading on a table's page at 1280×720 in headless Chromium (Debian's
//! `chromium`; without it the test fails when `CI=true` and is skipped with a notice
//! otherwise): a long one stays pinned at the top of the side panel, compact, its words all
//! there.

mod browser;
mod page;

use page::Page;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A game of Chicago Poker saved at Player 1's 89th question (seed 5, two greedy bots, each
/// question answered by its option 1 at the terminal): an action question that says no draw is
/// offered, how many cards to play back to the hand limit, who is one establishment from winning
/// and whose pending shootout would end the game, 600 characters and more.
fn saved_at_a_long_question(dir: &Path) -> PathBuf {
    let save = dir.join("poker.save");
    let mut play = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["play", "chicago-poker", "--seats", "human,bot:greedy,bot:greedy", "--seed", "5", "--save"])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let answers = "1\n".repeat(88) + "save\nquit\n";
    play.stdin.take().expect("its input").write_all(answers.as_bytes()).expect("the answers are read");
    assert!(play.wait().expect("the game ends").success(), "the game was not saved");
    save
}

/// Chicago Poker's action question late in a game (what no draw, the hand limit and who is one
/// establishment from winning add to it) took a third of the side panel at 1280×720, pinned
/// over the options: a heading taller than a fifth of the window stays pinned in a box of that
/// height, its words scrolling within it, all of them there.
#[test]
fn a_long_question_s_heading_stays_pinned_and_compact() {
    let Some(name) = browser::chromium("tests/serve_heading.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = saved_at_a_long_question(dir.path());
    let args = ["chicago-poker", "--load", save.to_str().expect("a temporary folder's name")];
    let mut page = Page::open(name, &dir.path().join("page"), &args, "1280,720");
    page.wait("the page shows no question", "document.body.dataset.state === 'asked'");
    let seen = page.evaluate(
        r##"(() => {
            const heading = document.getElementById("question-text");
            return {
                text: heading.textContent,
                height: heading.getBoundingClientRect().height,
                whole: heading.scrollHeight,
                screen: window.innerHeight,
                pinned: getComputedStyle(heading).position,
            };
        })()"##,
    );
    let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
    let text = seen["text"].as_str().unwrap_or_default();
    assert!(text.contains("One establishment from winning the game"), "not the long question: {seen}");
    assert!(at("whole") > at("screen") / 5.0, "a heading short enough to pin whole: {seen}");
    assert!(at("height") <= at("screen") / 5.0 + 1.0, "the heading takes more than a fifth of the window: {seen}");
    assert_eq!(seen["pinned"], "sticky", "the heading no longer stays in view: {seen}");
    // The words beyond the box are read by scrolling within it.
    let scrolled = page.evaluate(
        r##"(() => { const h = document.getElementById("question-text"); h.scrollTop = h.scrollHeight;
            return h.scrollTop > 0; })()"##,
    );
    assert_eq!(scrolled, true, "the rest of the heading cannot be read: {seen}");
    page.close();
}
