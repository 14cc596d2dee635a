//! A table's page on a phone (390×844) in headless Chromium (Debian's `chromium`; without it
//! the test fails when `CI=true` and is skipped with a notice otherwise), playing King of
//! Chicago in Dutch: after each answer the next question opens with its heading and first
//! option on the screen, a tap on a place of the board brings its option into view below the
//! question's heading, and the board stands under the question with a button that enlarges it.

mod browser;
mod page;

use page::Page;
use serde_json::Value;
use std::path::Path;

/// The page of seat 1 at a table of King of Chicago in Dutch (seed 5, three greedy bots, the
/// table the review played on its phone), in a headless browser of a phone's size, once it
/// shows its first question.
fn open_phone(name: &str, dir: &Path) -> Page {
    let save = dir.join("table.save");
    let args = ["king-of-chicago", "--lang", "nl", "--seed", "5", "--seats", "human,bot:greedy,bot:greedy,bot:greedy"];
    let mut args: Vec<&str> = args.to_vec();
    args.extend(["--save", save.to_str().expect("a temporary folder's name")]);
    let mut phone = Page::open(name, dir, &args, "390,844");
    phone.wait("the page shows no question", "document.body.dataset.state === 'asked'");
    phone
}

/// Where the question's heading and first option stand on the screen.
const QUESTION_SEEN: &str = r##"(() => {
    const box = (e) => e.getBoundingClientRect();
    const heading = box(document.getElementById("question-text"));
    const first = document.querySelector("#options li") || document.getElementById("amounts");
    return {
        question: document.getElementById("question-text").textContent,
        heading_top: heading.top,
        heading_bottom: heading.bottom,
        first_top: box(first).top,
        first_bottom: box(first).bottom,
        scrolled: window.scrollY,
        screen: window.innerHeight,
    };
})()"##;

/// Whether `seen` ([`QUESTION_SEEN`]) has the heading and the first option on the screen, the
/// option not under the heading.
fn question_in_view(seen: &Value) -> bool {
    let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
    at("heading_top") >= -1.0 && at("first_top") >= at("heading_bottom") - 1.0 && at("first_bottom") <= at("screen")
}

/// After each answer given from the foot of the question, scrolled down to its last option as a
/// phone needs, the next question opens with its heading and first option on the screen. The
/// page kept the board and the status where they stood on the screen as the question was taken
/// away and shown again, and a drive's 17 options opened with only its last two in view, or none.
#[test]
fn a_phone_opens_each_new_question_at_its_top() {
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let mut scrolled = 0;
    for _ in 0..14 {
        // The last option (or the amount box) brought to the foot of the screen and pressed.
        phone.answer(
            r##"(() => {
            const $ = (id) => document.getElementById(id);
            const options = [...document.querySelectorAll("#options button")];
            if (options.length) {
                options[options.length - 1].scrollIntoView({ block: "end" });
                options[options.length - 1].click();
            } else {
                if ($("amount").value === "") $("amount").value = $("amount").min;
                $("amounts").scrollIntoView({ block: "end" });
                $("amount-pick").click();
            }
        })()"##,
        );
        let seen = phone.evaluate(QUESTION_SEEN);
        assert!(question_in_view(&seen), "the new question is out of view: {seen}");
        if seen["scrolled"].as_f64().unwrap_or(0.0) > 0.0 {
            scrolled += 1;
        }
    }
    assert!(scrolled > 0, "no question was ever asked below the top of the page");
    phone.close();
}

/// After answers given from an option a tap on the board brought up (the page scrolled past the
/// question's top) the next question opens with its heading and first option on the screen, and
/// a heading taller than a fifth of the screen (the police bribe's) does not stick over the
/// options. The page brought the question up and then emptied the status's "Waiting…" line above
/// it, which moved it 26 px up: option 1 stood under the sticky heading, 3 times of 3.
#[test]
fn a_phone_shows_option_1_below_the_heading_after_an_answer_from_the_board() {
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let (mut from_board, mut tall) = (0, 0);
    // Round 1's questions up to the police bribe, whose heading is the tall one.
    for _ in 0..60 {
        if from_board >= 2 && tall > 0 {
            break;
        }
        let board =
            phone.evaluate("document.querySelectorAll('#board [data-at].offered').length > 1") == Value::Bool(true);
        if board {
            from_board += 1;
            // The last place outlined tapped, then the option it brought into view pressed.
            phone.answer(
                r##"(() => {
                const places = [...document.querySelectorAll("#board [data-at].offered")];
                const place = places[places.length - 1];
                place.scrollIntoView({ block: "center" });
                const at = place.getBoundingClientRect();
                const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
                (hit || place).dispatchEvent(new MouseEvent("click", { bubbles: true }));
                document.querySelector("#options li.about button").click();
            })()"##,
            );
        } else {
            phone.answer("document.querySelector('#options button').click()");
        }
        let seen = phone.evaluate(QUESTION_SEEN);
        assert!(question_in_view(&seen), "the new question is out of view: {seen}");
        let heading = phone.evaluate(
            r##"(() => {
            const h = document.getElementById("question-text");
            return { tall: h.offsetHeight > window.innerHeight / 5, position: getComputedStyle(h).position };
        })()"##,
        );
        if heading["tall"] == true {
            tall += 1;
            assert_eq!(heading["position"], "static", "a tall heading sticks: {heading} {seen}");
        }
    }
    assert!(from_board >= 2, "too few answers from the board: {from_board}");
    assert!(tall > 0, "no tall heading was seen");
    phone.close();
}

/// A tap on a place outlined on the board brings its first option into view below the question's
/// heading, which stays at the top of the screen (the option stood under it); the hint says to
/// click or tap, in each language.
#[test]
fn a_tap_on_the_board_shows_its_option_below_the_heading() {
    for (lang, tap) in [("en", "Click or tap a place"), ("fr", "touchez-le"), ("nl", "Klik of tik op een plaats")] {
        let words = std::fs::read_to_string(format!("content/engine/locales/{lang}.ftl")).expect("the engine's words");
        let marks = words.lines().find(|l| l.starts_with("serve-marks =")).expect("the board's hint");
        assert!(marks.contains(tap), "{lang}: the hint does not say to tap: {marks}");
    }
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let first = "document.querySelector('#options button').click()";
    for _ in 0..20 {
        if phone.evaluate("document.querySelectorAll('#board [data-at].offered').length > 1") == Value::Bool(true) {
            break;
        }
        phone.answer(first);
    }
    let hint = phone.evaluate("document.getElementById('marks-note').textContent");
    assert!(hint.as_str().unwrap_or_default().contains("tik op een plaats"), "the hint on the page: {hint}");
    // The last place outlined, tapped where it stands on the screen.
    let seen = phone.evaluate(
        r##"(() => {
        const places = [...document.querySelectorAll("#board [data-at].offered")];
        const place = places[places.length - 1];
        place.scrollIntoView({ block: "center" });
        const at = place.getBoundingClientRect();
        const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
        (hit || place).dispatchEvent(new MouseEvent("click", { bubbles: true }));
        const option = document.querySelector("#options li.about");
        const box = option.getBoundingClientRect();
        const heading = document.getElementById("question-text").getBoundingClientRect();
        return {
            place: place.dataset.at,
            option: option.textContent,
            option_top: box.top,
            option_bottom: box.bottom,
            heading_top: heading.top,
            heading_bottom: heading.bottom,
            screen: window.innerHeight,
        };
    })()"##,
    );
    let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
    assert!(
        at("option_top") >= at("heading_bottom") - 1.0 && at("option_bottom") <= at("screen"),
        "the tapped place's option is not in view below the heading: {seen}"
    );
    assert!(at("heading_top") >= -1.0, "the question's heading is out of view: {seen}");
    phone.close();
}

/// On a phone the board stands right under the question (above the seat's status), and a button
/// above it enlarges it: its smallest words 11 px high or more where they were 5, in a box of its
/// own that scrolls sideways while the page does not; pressed again, the board fits the window.
#[test]
fn a_phone_s_board_stands_under_the_question_and_enlarges() {
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let measure = r##"(() => {
        const $ = (id) => document.getElementById(id);
        const board = $("board");
        const width = board.getBoundingClientRect().width;
        const scale = width / board.viewBox.baseVal.width;
        const sizes = [...board.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize));
        return {
            zoom: $("zoom").textContent,
            zoom_shown: $("zoom").offsetParent !== null,
            board: width,
            smallest_words: Math.min(...sizes) * scale,
            question_bottom: $("question").getBoundingClientRect().bottom,
            board_top: board.getBoundingClientRect().top,
            panel_top: $("panel").getBoundingClientRect().top,
            page_wide: document.documentElement.scrollWidth,
            box_wide: $("board-box").scrollWidth - $("board-box").clientWidth,
            width: window.innerWidth,
        };
    })()"##;
    let seen = phone.evaluate(measure);
    let at = |seen: &Value, key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
    assert!(
        at(&seen, "question_bottom") <= at(&seen, "board_top") && at(&seen, "board_top") < at(&seen, "panel_top"),
        "the board is not between the question and the status: {seen}"
    );
    assert_eq!(seen["zoom_shown"], true, "no button enlarges the board: {seen}");
    assert_eq!(seen["zoom"], "Het bord vergroten", "{seen}");
    assert!(at(&seen, "board") <= at(&seen, "width"), "the board is wider than the window: {seen}");
    let zoomed = phone.evaluate(&format!("document.getElementById('zoom').click(), {measure}"));
    assert!(at(&zoomed, "smallest_words") >= 11.0, "the enlarged board's words are small: {zoomed}");
    assert!(at(&zoomed, "box_wide") > 0.0, "the enlarged board does not scroll sideways: {zoomed}");
    assert!(at(&zoomed, "page_wide") <= at(&zoomed, "width"), "the page scrolls sideways: {zoomed}");
    assert_eq!(zoomed["zoom"], "Het bord aan het scherm aanpassen", "{zoomed}");
    let back = phone.evaluate(&format!("document.getElementById('zoom').click(), {measure}"));
    assert_eq!(back["board"], seen["board"], "the board does not fit the window again: {back}");
    phone.close();
}

/// The enlarged board opens at the place just tapped (it opened at its top-left corner, the
/// place off to the right), and, still enlarged after the answer (the person enlarged it to read
/// it), its box is brought to the next question's outlined places.
#[test]
fn the_enlarged_board_opens_at_the_places_asked_about() {
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let offered = "document.querySelectorAll('#board [data-at].offered').length > 1";
    for _ in 0..20 {
        if phone.evaluate(offered) == Value::Bool(true) {
            break;
        }
        phone.answer("document.querySelector('#options button').click()");
    }
    // Whether the place `at` (else the first outlined) stands inside the enlarged board's box.
    let inside = |at: &str| {
        format!(
            r##"(() => {{
            const box = document.getElementById("board-box").getBoundingClientRect();
            const place = {at} || document.querySelector("#board [data-at].offered");
            const p = place.getBoundingClientRect();
            const x = p.left + p.width / 2, y = p.top + p.height / 2;
            return {{ place: place.dataset.at, inside: x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
                zoomed: document.getElementById("board-box").classList.contains("zoomed") }};
        }})()"##
        )
    };
    // The last place outlined tapped, then the board enlarged.
    phone.evaluate(
        r##"(() => {
        const places = [...document.querySelectorAll("#board [data-at].offered")];
        window.tapped = places[places.length - 1];
        window.tapped.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        document.getElementById("zoom").click();
        return true;
    })()"##,
    );
    let seen = phone.evaluate(&inside("window.tapped"));
    assert_eq!(seen["inside"], true, "the enlarged board does not show the place tapped: {seen}");
    // Answered from the board; the next question with places outlined shows them.
    phone.answer("document.querySelector('#options li.about button').click()");
    for _ in 0..20 {
        if phone.evaluate(offered) == Value::Bool(true) {
            break;
        }
        phone.answer("document.querySelector('#options button').click()");
    }
    let seen = phone.evaluate(&inside("null"));
    assert_eq!(seen["zoomed"], true, "the board shrank back: {seen}");
    assert_eq!(seen["inside"], true, "the enlarged board does not show the next question's places: {seen}");
    phone.close();
}

/// Each seat's name in the page's panel and header carries a swatch of its colour on the board
/// (`engine::picture::seat_colour`): the board's colours could not be matched to seats.
#[test]
fn each_seat_s_name_carries_its_board_colour() {
    let Some(name) = browser::chromium("tests/serve_phone.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut phone = open_phone(name, dir.path());
    let seen = phone.evaluate(
        r##"(() => {
        const swatches = (id) => [...document.querySelectorAll(`#${id} .swatch`)].map((s) => [s.dataset.colour, s.nextSibling.textContent.slice(0, 8)]);
        return { who: swatches("who"), panel: swatches("panel") };
    })()"##,
    );
    let colours: Vec<String> = (0..4).map(|s| mobrules::engine::picture::seat_colour(s).to_string()).collect();
    assert_eq!(seen["who"][0][0], colours[0].as_str(), "the header's seat: {seen}");
    for (seat, colour) in colours.iter().enumerate() {
        let named = format!("Speler {}", seat + 1);
        let found =
            seen["panel"].as_array().into_iter().flatten().any(|s| s[0] == colour.as_str() && s[1] == named.as_str());
        assert!(found, "{named} has no swatch of {colour} in the panel: {seen}");
    }
    phone.close();
}
