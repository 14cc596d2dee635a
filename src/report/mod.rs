//! Balance reports: the summary of a batch of games (counts that merge exactly across shards),
//! its confidence intervals, and the HTML page with SVG charts drawn from it. Nothing here
//! knows a game's rules; the summary names cards by id and seats by bot kind.

pub mod cards;
pub mod html;
pub mod interval;
pub mod merge;
pub mod shard;
pub mod strength;
pub mod summary;
pub mod svg;
pub mod verdict;
mod verdict_html;

/// Text made safe for HTML and SVG, in element content and in quoted attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
