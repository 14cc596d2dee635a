//! Every word a person reads in a French page is French: for each game, the replay viewer's
//! page (its buttons, header, board pictures, panels, narration and final standings, in Dutch
//! too) and a whole game at the table in the browser (the words, title, board, questions,
//! options, their help, notices and standings sent to a seat's page) are rendered in French,
//! and none holds a piece of English text from the English locale that the page's language
//! does not also use, nor a raw Fluent placeholder (`{$input}`).
//!
//! The method: every word shown comes from a message, so every word of a page (three letters or
//! more, the seats' kinds aside) must be a word the page language's locale files write. And
//! each English message is rendered without its variables and cut at them and at its
//! punctuation into literal pieces: a piece of two words or more that no French message holds
//! is English a French page must not show. A piece found in a French message (a card's name
//! kept in English) is no proof of a missing translation.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::engine::texts;
use mobrules::table::web::{Command, Inbound, Outbox, SeatPage, TablePage, WebSetup};
use std::process::Command as Process;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};

const GAMES: [&str; 4] = ["king-of-chicago", "chicago-poker", "godfathers", "bootleggers"];

/// Every message of `lang` rendered without its variables (which show as `{$name}`).
fn rendered(game: &str, lang: &str) -> Vec<(String, String)> {
    let (messages, _) = texts::language(&Source::Embedded, game, lang).expect("the locale reads");
    let locale = Locale::load(&Source::Embedded, game, lang).expect("the locale loads");
    messages.0.keys().filter(|id| !id.contains('.')).map(|id| (id.clone(), locale.text(id, &[]))).collect()
}

/// The English pieces a page in `lang` must not show: literal runs of English messages, cut at
/// their variables and punctuation, of two words or more, that no message of `lang` holds.
fn english_pieces(game: &str, lang: &str) -> Vec<(String, String)> {
    foreign_pieces(game, "en", lang)
}

/// The pieces of `from`'s messages a page in `lang` must not show, found as [`english_pieces`]
/// finds English ones.
fn foreign_pieces(game: &str, from: &str, lang: &str) -> Vec<(String, String)> {
    let translated: String = rendered(game, lang).into_iter().map(|(_, v)| v + "\n").collect();
    let mut pieces = Vec::new();
    for (id, value) in rendered(game, from) {
        for piece in value.split(['{', '}', '\n', ':', ';', '.', ',', '(', ')', '!', '?', '·']) {
            let piece = piece.trim_matches(|c: char| !c.is_alphanumeric());
            let words = piece.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count();
            if words >= 2 && !piece.starts_with('$') && !translated.contains(piece) {
                pieces.push((id.clone(), piece.to_string()));
            }
        }
    }
    pieces
}

/// The English pieces found in `text`, with their message ids, and any raw placeholder.
fn english_in(text: &str, pieces: &[(String, String)]) -> Vec<String> {
    let mut found: Vec<String> =
        pieces.iter().filter(|(_, p)| text.contains(p.as_str())).map(|(id, p)| format!("`{p}` ({id})")).collect();
    if let Some(at) = text.find("{$") {
        found.push(format!("a raw placeholder: `{}`", &text[at..text.len().min(at + 30)]));
    }
    found
}

/// Every word of `lang`'s messages, as its locale files write them (the engine's and the
/// game's): the ids, variant keys, variables and comments left out.
fn vocabulary(game: &str, lang: &str) -> std::collections::BTreeSet<String> {
    let mut words = std::collections::BTreeSet::new();
    for file in [format!("content/engine/locales/{lang}.ftl"), format!("content/{game}/locales/{lang}.ftl")] {
        let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&file))
            .expect("a locale file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            // The value only: after `id =` or `.attribute =`, else the whole continuation line.
            let value = match line.split_once(" = ") {
                Some((id, value)) if !id.contains(' ') || id.trim_start().starts_with('.') => value,
                _ => line,
            };
            // Its words, without the placeables' parts: variables, selectors, variant keys
            // and other messages named by id.
            let mut kept: Vec<&str> = Vec::new();
            let mut placeable = false;
            for w in value.split_whitespace() {
                let inside = std::mem::replace(&mut placeable, w == "{");
                let key = w.starts_with('[') || w.starts_with("*[");
                if !(inside || key || w.starts_with('$') || w == "->") {
                    kept.push(w.trim_matches(|c| c == '{' || c == '}'));
                }
            }
            let kept = kept.join(" ");
            words.extend(words_of(&kept));
        }
    }
    words
}

/// The words of `text` a person reads as words: three letters or more.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’')
        .map(|w| w.trim_matches(|c| c == '\'' || c == '’'))
        .filter(|w| w.chars().count() >= 3)
        .map(String::from)
        .collect()
}

/// The words of `text` no message of `lang` writes: text the page wrote itself. The seats'
/// kinds are words too (`seat-kind-bot`: "bot glouton", never `bot:greedy`), and so is a
/// written name with an English possessive a message puts after it (`{ $gangster }'s Drive`:
/// "Rolls Roy's").
fn unwritten(text: &str, game: &str, lang: &str) -> Vec<String> {
    let known = vocabulary(game, lang);
    // A sentence that opens with a word written in lower case mid-sentence ("handlanger 2 van
    // Speler 3") opens with its capital: the same word.
    let opening = |w: &str| {
        let mut c = w.chars();
        c.next()
            .filter(|f| f.is_uppercase())
            .is_some_and(|f| known.contains(&f.to_lowercase().chain(c).collect::<String>()))
    };
    let written = |w: &String| {
        known.contains(w)
            || opening(w)
            || w.strip_suffix("'s").or_else(|| w.strip_suffix("’s")).is_some_and(|stem| known.contains(stem))
    };
    let mut found: Vec<String> = words_of(text).into_iter().filter(|w| !written(w)).collect();
    found.sort();
    found.dedup();
    found
}

/// Every string a JSON value holds that a person reads, one a line: pictures without their
/// markup, and not the values that name things for the page's script (a reader's key, a
/// language's code, the game's id).
fn strings(v: &serde_json::Value, out: &mut String) {
    match v {
        serde_json::Value::String(s) => {
            let mut text = String::new();
            let mut markup = false;
            for c in s.chars() {
                match c {
                    '<' => markup = true,
                    '>' if markup => {
                        markup = false;
                        text.push(' ');
                    }
                    _ if !markup => text.push(c),
                    _ => {}
                }
            }
            let text = text.replace("&#39;", "'").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">");
            out.push_str(&text.replace("&amp;", "&"));
            out.push('\n');
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(o) => o
            .iter()
            // Ids a page reads but never shows: the places an option marks on the board are
            // named as the pictures' `data-at` attributes name them, a seat's swatch by its colour.
            .filter(|(k, _)| !["key", "game", "langs", "lang", "marks", "colour"].contains(&k.as_str()))
            .for_each(|(_, x)| strings(x, out)),
        _ => {}
    }
}

/// The checkers themselves: an English sentence put into a French page is found, and so is a
/// word no message writes.
#[test]
fn an_english_word_in_a_french_page_is_found() {
    let pieces = english_pieces("chicago-poker", "fr");
    let en = Locale::load(&Source::Embedded, "chicago-poker", "en").expect("English");
    let page = format!("Événement 3 / 40 · tour 2\n{}\n", en.text("view-ends-early", &[]));
    assert!(!english_in(&page, &pieces).is_empty(), "an English sentence went unnoticed: {page}");
    assert!(!english_in("Événement 3 / 40 · {$length}", &pieces).is_empty(), "a raw placeholder went unnoticed");
    assert!(english_in("Événement 3 / 40 · tour 2", &pieces).is_empty());
    // A word the page wrote itself, not through a message, as the viewer's unit once was.
    assert_eq!(unwritten("Gebeurtenis 3 / 40 · turns 2", "godfathers", "nl"), ["turns"]);
    assert!(unwritten("Gebeurtenis 3 / 40 · beurt 2", "godfathers", "nl").is_empty());
}

/// The viewer's page of a seeded game of each game, in French and in Dutch, for every reader.
#[test]
fn the_viewer_in_french_and_dutch_holds_no_english() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang) in GAMES.into_iter().flat_map(|g| [(g, "fr"), (g, "nl")]) {
        let log = dir.path().join(format!("{game}.jsonl"));
        let page = dir.path().join(format!("{game}.html"));
        let mobrules = |args: &[&str]| {
            let out = Process::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
            assert!(out.status.success(), "mobrules {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        };
        let (log_s, page_s) = (log.to_str().unwrap_or_default(), page.to_str().unwrap_or_default());
        mobrules(&["run", game, "--seed", "5", "--seats", "bot:greedy,bot:random,bot:greedy", "--log", log_s]);
        mobrules(&["view", log_s, "-o", page_s, "--lang", lang]);
        let html = std::fs::read_to_string(&page).expect("the page");
        let start = html.find(r#"<script type="application/json" id="data">"#).expect("the page's data") + 42;
        let end = start + html[start..].find("</script>").expect("the data ends");
        let data: serde_json::Value = serde_json::from_str(&html[start..end]).expect("JSON");
        let mut text = String::new();
        strings(&data, &mut text);
        let found = english_in(&text, &english_pieces(game, lang));
        assert!(found.is_empty(), "{game}: the viewer in `{lang}` shows English: {}", found.join("; "));
        let unwritten = unwritten(&text, game, lang);
        assert!(unwritten.is_empty(), "{game}: the viewer in `{lang}` writes words of its own: {unwritten:?}");
    }
}

/// Collects what a table sends its pages and answers each question a seat's page shows with
/// its first option, or its first amount where it offers only an amount box.
struct Collect {
    text: Arc<Mutex<String>>,
    answers: Mutex<Option<Sender<(Seat, Inbound)>>>,
}

impl Outbox for Collect {
    fn table(&self, page: &TablePage) {
        let mut text = self.text.lock().expect("the text");
        strings(&serde_json::to_value(page).expect("JSON"), &mut text);
    }

    fn seat(&self, seat: Seat, page: &SeatPage) {
        strings(&serde_json::to_value(page).expect("JSON"), &mut self.text.lock().expect("the text"));
        let mut answers = self.answers.lock().expect("the answers");
        if !page.over.is_empty() {
            // The game is over: the table stops once no one can send it anything.
            answers.take();
            return;
        }
        // A seat gone out of play (the race's gang that can move nobody): the table stops once
        // for it, and this seat watches the game go on.
        if let (false, Some(to)) = (page.stop.is_empty(), answers.as_ref()) {
            let _ = to.send((seat, Inbound::Page(Command::Watch)));
            return;
        }
        let (Some(q), Some(to)) = (&page.question, answers.as_ref()) else { return };
        let command = match &q.amounts {
            Some(run) if q.options.is_empty() => Command::Amount { ask: q.ask, amount: run.low },
            _ => Command::Answer { ask: q.ask, index: 0 },
        };
        let _ = to.send((seat, Inbound::Page(command)));
    }
}

/// A whole game of each game at the table in the browser, in French and in Dutch, one person
/// against bots; and in English, where no piece of a French message that English does not also
/// use may show.
#[test]
fn the_table_in_french_holds_no_english() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang, other) in GAMES.into_iter().flat_map(|g| [(g, "fr", "en"), (g, "nl", "en"), (g, "en", "fr")]) {
        let entry = mobrules::games::find(game).expect("a registered game");
        let loaded = entry.load(&Source::Embedded).expect("the content loads");
        let seats = loaded.parse_seats("human,bot:greedy,bot:greedy", true).expect("seats");
        let (to, inbox) = channel();
        let text = Arc::new(Mutex::new(String::new()));
        let outbox = Collect { text: Arc::clone(&text), answers: Mutex::new(Some(to)) };
        let setup = WebSetup {
            answers: vec![Vec::new(); seats.len()],
            tokens: vec![String::new(); seats.len()],
            finished: false,
            scenarios: true,
            restart: String::new(),
            seats,
            seed: 5,
            locale: Locale::load(&Source::Embedded, game, lang).expect("the language"),
            save: dir.path().join(format!("{game}.save")),
            inbox,
            outbox: Box::new(outbox),
        };
        loaded.play_web(setup).expect("the game is played to its end");
        let text = text.lock().expect("the text").clone();
        let end = Locale::load(&Source::Embedded, game, lang).expect("the language").text("view-end", &[]);
        assert!(text.contains(&end), "{game}: the game did not end");
        let found = english_in(&text, &foreign_pieces(game, other, lang));
        assert!(found.is_empty(), "{game}: the table in `{lang}` shows `{other}`: {}", found.join("; "));
        let unwritten = unwritten(&text, game, lang);
        assert!(unwritten.is_empty(), "{game}: the table in `{lang}` writes words of its own: {unwritten:?}");
    }
}
