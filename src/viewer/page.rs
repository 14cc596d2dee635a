//! The viewer's HTML page: its style and script inline, the game's data embedded as JSON, so the
//! one file opens anywhere and fetches nothing.

use super::Data;

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
<section id="end" hidden><h2 id="end-title"></h2><p id="end-verdict"></p><ol id="end-lines"></ol></section>
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
