//! A long list of options on a table's page at 1280×720 in headless Chromium (Debian's
//! `chromium`; without it the test fails when `CI=true` and is skipped with a notice
//! otherwise): grouped as at a terminal, each group under its heading, the options keeping
//! their numbers, the longest groups folded so that the options listed alone stay in view.

mod browser;
mod page;

use page::Page;
use serde_json::Value;

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

/// Seat 1's page at a table of `game` in `lang` (seed `seed`, three greedy bots) at 1280×720,
/// each question answered by its first option until one shows a grouped list: the page and
/// that list as it shows it ([`LIST_SEEN`]).
fn at_a_grouped_list(name: &str, dir: &std::path::Path, game: &str, seed: &str, lang: &str) -> (Page, Value) {
    let save = dir.join(format!("{game}-{lang}.save"));
    let args = [game, "--lang", lang, "--seed", seed, "--save", save.to_str().unwrap_or_default()];
    let mut page = Page::open(name, &dir.join(format!("{game}-{lang}")), &args, "1280,720");
    page.wait("the page shows no question", "document.body.dataset.state === 'asked'");
    let mut seen = page.evaluate(LIST_SEEN);
    let mut answers = 0;
    while seen["groups"].as_array().is_none_or(Vec::is_empty) {
        assert!(answers < 40, "{game} {lang}: no grouped list in 40 answers: {seen}");
        page.answer_first();
        answers += 1;
        seen = page.evaluate(LIST_SEEN);
    }
    (page, seen)
}

/// A grouped list as a newcomer needs it: more than 12 options, some listed alone and all of
/// those in the window, each group's heading saying how many options it holds (`options`, the
/// word in `lang`), every option under its own number from 1, whichever group holds it. The
/// groups' headings.
fn groups_numbered_and_lone_options_in_view(game: &str, lang: &str, options: &str, seen: &Value) -> Vec<String> {
    let groups = seen["groups"].as_array().cloned().unwrap_or_default();
    let alone = seen["alone"].as_array().cloned().unwrap_or_default();
    assert!(seen["options"].as_u64().unwrap_or(0) > 12, "{game} {lang}: a short list grouped: {seen}");
    assert!(!alone.is_empty(), "{game} {lang}: no option listed alone: {seen}");
    let mut numbers: Vec<u64> = alone.iter().map(|o| o["number"].as_u64().unwrap_or(0)).collect();
    let mut headings = Vec::new();
    for g in &groups {
        let held = g["numbers"].as_array().cloned().unwrap_or_default();
        let heading = g["heading"].as_str().unwrap_or_default();
        // One option is "— one option" ("une option", "één optie").
        let count = held.len() == 1 || heading.ends_with(&format!("— {} {options}", held.len()));
        assert!(heading.contains(" — ") && count, "{game} {lang}: heading {heading:?}: {seen}");
        headings.push(heading.to_string());
        numbers.extend(held.iter().map(|n| n.as_u64().unwrap_or(0)));
    }
    numbers.sort_unstable();
    let count = seen["options"].as_u64().unwrap_or(0);
    assert_eq!(numbers, (1..=count).collect::<Vec<_>>(), "{game} {lang}: the options lost their numbers: {seen}");
    let screen = seen["screen"].as_f64().unwrap_or(0.0);
    for o in &alone {
        let (top, bottom) = (o["top"].as_f64().unwrap_or(-1.0), o["bottom"].as_f64().unwrap_or(f64::MAX));
        assert!(top >= 0.0 && bottom <= screen, "{game} {lang}: option {o} is out of the window: {seen}");
    }
    headings
}

/// Whether a click on the heading of group `at` (from 0) shows its options.
fn opens_on_a_click(page: &mut Page, at: usize) -> bool {
    let opened = page.evaluate(&format!(
        r##"(() => {{ const d = document.querySelectorAll("#options > li.group > details")[{at}];
        d.querySelector("summary").click();
        return d.open && d.querySelector("button").getBoundingClientRect().height > 0; }})()"##
    ));
    opened == Value::Bool(true)
}

/// The text of the page's question, without the seat's money under it.
const QUESTION: &str = r#"document.getElementById("question-text").firstChild.textContent"#;

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
        let (mut page, seen) = at_a_grouped_list(name, dir.path(), "chicago-poker", "19", lang);
        groups_numbered_and_lone_options_in_view("chicago-poker", lang, options, &seen);
        // A folded group opens by a click on its heading.
        let groups = seen["groups"].as_array().cloned().unwrap_or_default();
        let folded = groups.iter().position(|g| g["open"] == false);
        assert!(folded.is_some(), "{lang}: no group folded, though the list is longer than the window: {seen}");
        assert!(
            opens_on_a_click(&mut page, folded.unwrap_or(0)),
            "{lang}: the heading's click did not show its options: {seen}"
        );
        page.close();
    }
}

/// King of Chicago's drive of 15 destinations (seed 5, the second drive: a 3 and Rolls Roy's
/// Drive) at 1280×720: grouped by what each street offers, under the drive's question; the
/// streets listed alone (where the car stays, a street whose offer no other shares) in the
/// window; a folded group, if any, opens by a click.
#[test]
fn king_of_chicago_s_drive_stands_by_what_its_streets_offer() {
    let Some(name) = browser::chromium("tests/serve_groups.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cases = [
        ("en", "options", "Where does your car drive?"),
        ("fr", "options", "Où va votre voiture ?"),
        ("nl", "opties", "Waar rijdt je auto heen?"),
    ];
    for (lang, options, question) in cases {
        let (mut page, seen) = at_a_grouped_list(name, dir.path(), "king-of-chicago", "5", lang);
        let asked = page.evaluate(QUESTION);
        assert!(
            asked.as_str().is_some_and(|q| q.starts_with(question)),
            "{lang}: the grouped list is not the drive's: {asked}"
        );
        let headings = groups_numbered_and_lone_options_in_view("king-of-chicago", lang, options, &seen);
        let words = drive_groups(lang);
        for h in &headings {
            assert!(words.iter().any(|w| h.starts_with(w.as_str())), "{lang}: {h:?} is no drive's group ({words:?})");
        }
        let groups = seen["groups"].as_array().cloned().unwrap_or_default();
        if let Some(folded) = groups.iter().position(|g| g["open"] == false) {
            assert!(
                opens_on_a_click(&mut page, folded),
                "{lang}: the heading's click did not show its options: {seen}"
            );
        }
        page.close();
    }
}

/// The beginnings of King of Chicago's drive groups' headings in `lang`, up to their first
/// variable, as its locale file writes them.
fn drive_groups(lang: &str) -> Vec<String> {
    let file = std::fs::read_to_string(format!("content/king-of-chicago/locales/{lang}.ftl")).expect("the locale");
    file.lines()
        .filter_map(|l| l.strip_prefix("option-group-drive-"))
        .filter_map(|l| l.split_once(" = "))
        .map(|(_, words)| words.split('{').next().unwrap_or_default().trim_end().to_string())
        .collect()
}

/// Bootleggers' deal menu of turn 1 (seed 12: 25 options) at 1280×720: a group for each other
/// family ("deals with Player 2"), under the menu's question; "nothing more" listed alone in the
/// window; a folded group, if any, opens by a click.
#[test]
fn bootleggers_deal_menu_stands_by_the_other_families() {
    let Some(name) = browser::chromium("tests/serve_groups.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cases =
        [("en", "options", "deals with "), ("fr", "options", "affaires avec "), ("nl", "opties", "afspraken met ")];
    for (lang, options, family) in cases {
        let (mut page, seen) = at_a_grouped_list(name, dir.path(), "bootleggers", "12", lang);
        let headings = groups_numbered_and_lone_options_in_view("bootleggers", lang, options, &seen);
        assert!(headings.len() == 3, "{lang}: not a group for each other family: {headings:?}");
        for h in &headings {
            assert!(h.starts_with(family), "{lang}: {h:?} is no family's deals");
        }
        let groups = seen["groups"].as_array().cloned().unwrap_or_default();
        if let Some(folded) = groups.iter().position(|g| g["open"] == false) {
            assert!(
                opens_on_a_click(&mut page, folded),
                "{lang}: the heading's click did not show its options: {seen}"
            );
        }
        page.close();
    }
}
