//! The race on a table's page once a person's gang can move nobody, in headless Chromium
//! (Debian's `chromium`; without it the test fails when `CI=true` and is skipped with a notice
//! otherwise): one click on turn 66 took web25's page straight to the end, 983 lines of news
//! later, the forced moves that put the gang out never seen as they came. The page now stops
//! once, as the terminal does (`race_out_of_play.rs`), with the news so far, why, and a button
//! to watch the game go on, in the page's language.

mod browser;
mod page;
mod support;

use page::Page;

/// term20's newcomer's answers at a terminal (seed 15), all but the last: after the last (option
/// 2, at turn 35) his godfather stands alone on square 15; at turn 40 his last free henchman dies
/// and the one left is held hostage, so his gang can move nobody.
const KEYS: &[&str] = &["", "help 2", "2", "3", "6", "3", "4", "1", "3", "7", "3", "3", "3", "6", "3", "5", "1", "3"];

/// Counts the page's stops (its state turning `stopped`) from now on.
const COUNT_STOPS: &str = r##"(() => { window.stops = 0;
    new MutationObserver(() => { if (document.body.dataset.state === "stopped") window.stops += 1; })
        .observe(document.body, { attributes: true, attributeFilter: ["data-state"] });
    return true; })()"##;

/// What the page shows: its stop's words, its button's, and the news.
const SHOWN: &str = r##"({ stop: document.getElementById("stop-text").textContent,
    button: document.getElementById("watch").textContent,
    visible: !document.getElementById("stop").hidden,
    news: [...document.querySelectorAll("#narration > li")].map((li) => li.textContent).join("\n") })"##;

#[test]
fn the_page_stops_once_when_the_seat_goes_out_of_play() {
    let Some(name) = browser::chromium("tests/serve_out_of_play.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cases = [
        (
            "en",
            "You can move nobody, whatever you roll",
            "(You will be asked nothing until your seat can play again.)",
            "Watch the game go on",
            "Player 1's henchman 2 is liquidated on square 34",
        ),
        (
            "fr",
            "Vous ne pouvez déplacer personne, quel que soit votre jet",
            "(Plus rien ne vous sera demandé tant que votre place ne pourra pas rejouer.)",
            "Suivre la suite de la partie",
            "case 34",
        ),
        (
            "nl",
            "Je kunt niemand verplaatsen, wat je ook gooit",
            "(Er wordt je niets meer gevraagd tot je weer kunt spelen.)",
            "De rest van het spel volgen",
            "veld 34",
        ),
    ];
    for (lang, why, nothing, button, last) in cases {
        let save = dir.path().join(format!("race-{lang}.save"));
        let save_s = save.to_str().expect("a UTF-8 path");
        let seats = "human,bot:greedy,bot:greedy,bot:greedy";
        let args = ["godfathers", "--seats", seats, "--seed", "15", "--lang", lang, "--save", save_s];
        let (code, _, err) = support::piped::play_in(dir.path(), &args, &format!("{}\nsave\n", KEYS.join("\n")));
        assert_eq!(code, Some(0), "{lang}: play failed: {err}");
        let mut page = Page::open(name, &dir.path().join(lang), &["godfathers", "--load", save_s], "1280,720");
        page.wait("no question", "document.body.dataset.state === 'asked'");
        page.evaluate(COUNT_STOPS);
        // The last answer: option 2.
        page.evaluate(r##"document.querySelectorAll("#options button")[1].click(); true"##);
        page.wait("the page never stopped", "document.body.dataset.state === 'stopped'");
        let shown = page.evaluate(SHOWN);
        let (stop, news) = (shown["stop"].as_str().unwrap_or(""), shown["news"].as_str().unwrap_or(""));
        assert!(shown["visible"] == true, "{lang}: the stop is hidden: {shown}");
        assert!(stop.contains(why) && stop.contains(nothing), "{lang}: the stop says {stop:?}");
        assert_eq!(shown["button"], button, "{lang}");
        // The news so far: the last henchman's death that put the gang out, not the end.
        assert!(news.contains(last), "{lang}: no {last:?} in the news:\n{news}");
        page.evaluate(r##"document.getElementById("watch").click(); true"##);
        page.wait("the game never went on to its end", "document.body.dataset.state === 'over'");
        assert_eq!(page.evaluate("window.stops"), 1, "{lang}: stopped once");
        page.close();
    }
}

/// What the page shows when it stops: its stop's words and the news.
const STOPPED: &str = r##"({ stop: document.getElementById("stop-text").textContent,
    news: [...document.querySelectorAll("#narration > li")].map((li) => li.textContent).join("\n") })"##;

/// The race at seed 1, the first option always clicked (`race_out_of_play.rs` plays it at a
/// terminal): at turn 79 the only move of a 4 + 2 takes the last henchman who could join Player
/// 1's lone godfather past him, and the page's news ran on past it, no question of his coming
/// for turns (LES DEPLACEMENTS; REGLE GENERALE). The page now stops there once, with the news
/// so far and what the move cost, and goes on when asked.
#[test]
fn the_page_stops_after_a_forced_move_that_leaves_a_lone_godfather_with_nobody_behind_him() {
    let Some(name) = browser::chromium("tests/serve_out_of_play.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Its save in the test's own folder, not the project's.
    let save = dir.path().join("race.save");
    let save = save.to_str().expect("a UTF-8 path");
    let seats = "human,bot:greedy,bot:greedy,bot:greedy";
    let args = ["godfathers", "--seats", seats, "--seed", "1", "--lang", "en", "--save", save];
    let mut page = Page::open(name, &dir.path().join("en"), &args, "1280,720");
    page.evaluate(COUNT_STOPS);
    let state = "document.body.dataset.state";
    page.wait("no question", &format!("{state} === 'asked'"));
    // The first option, question after question, until the page stops.
    for _ in 0..40 {
        page.evaluate(
            r##"window.asked = document.getElementById('question-text').firstChild;
            document.querySelectorAll("#options button")[0].click(); true"##,
        );
        let next = format!(
            "{state} === 'stopped' || ({state} === 'asked' && document.getElementById('question-text').firstChild \
             !== window.asked)"
        );
        page.wait("no next question nor stop", &next);
        if page.evaluate(state) == "stopped" {
            break;
        }
    }
    let shown = page.evaluate(STOPPED);
    let (stop, news) = (shown["stop"].as_str().unwrap_or(""), shown["news"].as_str().unwrap_or(""));
    assert!(
        stop.starts_with("Player 1: The dice left you no choice: your henchman 4 had to go from the HQ to square 6."),
        "the stop says {stop:?}"
    );
    assert!(news.contains("Your only move with 4 + 2, made without asking"), "not in the news:\n{news}");
    assert_eq!(page.evaluate("window.stops"), 1, "the first stop");
    // Watched on, the game goes on past it (to the seat's out-of-play stop, later).
    page.evaluate(r##"document.getElementById("watch").click(); true"##);
    page.wait("the game never went on", "window.stops >= 2 || document.body.dataset.state !== 'stopped'");
    page.close();
}
