//! The viewer's HTML page: its style and script inline, the game's data (`Data`, which
//! `viewer::page` fills) embedded as JSON, so the one file opens anywhere and fetches nothing.

use crate::engine::picture::Backdrop;
use serde::Serialize;
use std::collections::BTreeMap;

/// What the page carries, embedded as JSON for `viewer.js`: the game's words, readers and
/// backdrops in every language, and each step's pictures and narration by string index.
#[derive(Serialize)]
pub(super) struct Data {
    pub(super) game: &'static str,
    pub(super) titles: Vec<String>,
    pub(super) langs: Vec<String>,
    pub(super) words: Vec<BTreeMap<&'static str, String>>,
    /// `lengths[lang][n]`: how long the game has lasted, `n` of its unit, in words
    /// (`view-length`: "game round 3", "tour 3").
    pub(super) lengths: Vec<Vec<String>>,
    pub(super) readers: Vec<Reader>,
    pub(super) backdrops: Vec<Backdrop>,
    pub(super) strings: Vec<String>,
    /// Lists of string indices: a picture's SVG elements, its text's lines.
    pub(super) lists: Vec<Vec<u32>>,
    pub(super) steps: Vec<Step>,
    /// `frames[reader][lang][step]` = `[picture's SVG (a list), picture's text (a list of
    /// lines), narration (a string)]`.
    pub(super) frames: Vec<Vec<Vec<[u32; 3]>>>,
    pub(super) end: Option<End>,
    /// The log was cut short or stopped before the game's end.
    pub(super) ends_early: bool,
}

/// A reader of the page: the observer or a seat.
#[derive(Serialize)]
pub(super) struct Reader {
    /// `observer` or `seat-N` (from 1), as the page's query string spells it.
    pub(super) key: String,
    /// Its name in each language.
    pub(super) names: Vec<String>,
}

/// One step of the log: the position after an event (the first, before any).
#[derive(Serialize)]
pub(super) struct Step {
    /// The event starts a turn.
    pub(super) turn: bool,
    /// How long the game has lasted, in its unit (its rounds or turns).
    pub(super) length: u32,
}

/// How the game ended, in each language: who won and why, and the standings by place.
#[derive(Serialize)]
pub(super) struct End {
    pub(super) winner: Option<u8>,
    /// The verdict, one sentence a language.
    pub(super) verdicts: Vec<String>,
    /// Why the winner won, one sentence a language (`table::why_won`, as the tables' end says
    /// it); empty where the game tells no reason (a draw).
    pub(super) whys: Vec<String>,
    /// Each seat's place, from 1, in the order of `lines`.
    pub(super) places: Vec<u32>,
    /// The standings, first place first, one list a language.
    pub(super) lines: Vec<Vec<String>>,
}

const STYLE: &str = include_str!("viewer.css");
const SCRIPT: &str = include_str!("viewer.js");

/// The whole page.
pub(super) fn html(data: &Data) -> String {
    // Serialising plain strings and numbers cannot fail.
    let json = serde_json::to_string(data).unwrap_or_else(|_| "null".into());
    // `<` appears only inside JSON strings, where `\u003c` means the same: no `</script>` can
    // end the data early, whatever a name in the content says.
    let json = json.replace('<', "\\u003c");
    let title = crate::engine::picture::escape(data.titles.first().map_or("", String::as_str));
    format!(
        r#"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<link rel="icon" href="data:,">
<title>{title}</title>
<style>{STYLE}</style>
</head>
<body>
<header><h1 id="title">{title}</h1></header>
<nav id="controls"></nav>
<main>
<section id="board-wrap"><svg id="board" xmlns="http://www.w3.org/2000/svg"><g id="backdrop"></g><g id="pieces"></g></svg></section>
<aside>
<section id="end" hidden><h2 id="end-title"></h2><p id="end-verdict"></p><p id="end-why"></p><ol id="end-lines"></ol></section>
<pre id="panel"></pre>
<ol id="narration"></ol>
</aside>
</main>
<script type="application/json" id="data">{json}</script>
<script>{SCRIPT}</script>
</body>
</html>
"#,
        lang = data.langs.first().map_or("en", String::as_str),
    )
}
