//! The news on a table's page in headless Chromium (Debian's `chromium`; without it the test
//! fails when `CI=true` and is skipped with a notice otherwise): a long game's news, numbered
//! past 999, keeps each line's number whole in the list's margin ("1206." once read "206.").

mod browser;
mod page;
mod support;

use page::Page;

/// A race of four played to its end at a terminal from its save (seed 3, option 1 to every
/// question), and loaded at a table: its page tells the whole game's news, over a thousand lines, and the
/// last line's number stands whole in the list's margin, in each language.
#[test]
fn the_news_numbers_past_999_stand_whole_in_their_margin() {
    let Some(name) = browser::chromium("tests/serve_news.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for lang in ["en", "fr", "nl"] {
        let save = dir.path().join(format!("race-{lang}.save"));
        let save_s = save.to_str().expect("a UTF-8 path");
        let seats = "human,bot:greedy,bot:greedy,bot:greedy";
        let args = ["godfathers", "--seats", seats, "--seed", "3", "--lang", lang, "--save", save_s];
        let (code, _, err) = support::piped::play_in(dir.path(), &args, "save\n");
        assert_eq!(code, Some(0), "{lang}: play failed: {err}");
        // Played to its end from its save, which then holds the end.
        let (code, _, err) =
            support::piped::play_in(dir.path(), &["godfathers", "--load", save_s], &"1\n".repeat(6000));
        assert_eq!(code, Some(0), "{lang}: play failed: {err}");
        let saved = std::fs::read_to_string(&save).expect("the save");
        assert!(saved.contains("\"finished\":true"), "{lang}: the race did not end in 6,000 answers");
        let mut page = Page::open(name, &dir.path().join(lang), &["godfathers", "--load", save_s], "1280,720");
        page.wait(
            "the page never showed the end and its news",
            "document.body.dataset.state === 'over' && document.querySelectorAll('#narration > li').length > 0",
        );
        let seen = page.evaluate(browser::NEWS_NUMBER_SEEN);
        let lines = seen["lines"].as_u64().unwrap_or(0);
        assert!(lines >= 1000, "{lang}: the race's news has only {lines} lines: {seen}");
        let (room, width) = (seen["room"].as_f64().unwrap_or(0.0), seen["width"].as_f64().unwrap_or(f64::MAX));
        assert!(
            width > 0.0 && room >= width,
            "{lang}: line {lines}'s number ({width} px) in a margin of {room} px: {seen}"
        );
        page.close();
    }
}
