//! A seat's page: the same for every seat and game, its style and script inline (the viewer's
//! style under its own); it draws what its connection sends and fetches nothing else but the
//! scenario file its "save as scenario" downloads.

const VIEWER_STYLE: &str = include_str!("../viewer/viewer.css");
const STYLE: &str = include_str!("table.css");
const SCRIPT: &str = include_str!("table.js");

/// The page, built once.
pub static HTML: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'">
<link rel="icon" href="data:,">
<title>mobrules</title>
<style>{VIEWER_STYLE}{STYLE}</style>
</head>
<body data-state="connecting">
<header><h1 id="title"></h1><span id="who"></span></header>
<nav id="controls"><span id="commands"></span><button type="button" id="undo" hidden></button><button type="button" id="save"></button><button type="button" id="scenario" hidden></button><label><input type="checkbox" id="help"> <span id="help-word"></span></label><span id="status"></span></nav>
<main>
<section id="board-wrap"><form id="find" hidden><label for="find-words" id="find-label"></label> <input type="search" id="find-words" size="16"> <button type="submit" id="find-go"></button></form><p id="answer" hidden></p><p id="found-note" hidden></p><details id="rules"><summary id="rules-title"></summary><p id="rules-text"></p></details><button type="button" id="zoom"></button><div id="board-box"><svg id="board" xmlns="http://www.w3.org/2000/svg"><g id="backdrop"></g><g id="pieces"></g></svg></div></section>
<aside>
<p id="notice" hidden></p>
<section id="news"><h2 id="news-title"></h2><ol id="narration"></ol></section>
<section id="question" hidden><h2 id="question-text"></h2><p id="hand" hidden></p><ol id="options"></ol><p id="marks-note" hidden></p><p id="amounts" hidden><span id="amounts-text"></span> <input type="number" id="amount"> <button type="button" id="amount-pick"></button></p></section>
<section id="stop" hidden><p id="stop-text"></p><button type="button" id="watch"></button></section>
<section id="end" hidden><h2 id="end-title"></h2><p id="end-verdict"></p><p id="end-why"></p><ol id="end-lines"></ol></section>
<pre id="panel"></pre>
</aside>
</main>
<script>{SCRIPT}</script>
</body>
</html>
"#
    )
});
