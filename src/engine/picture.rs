//! What a game draws for the replay viewer: the fixed part of its board once, then each
//! position as one reader may see it. A game writes SVG elements (the page wraps them in one
//! `<svg>`) and plain text; the engine's page draws, steps and switches between readers.
//!
//! Pieces a test or a reader may look for carry `data-piece` (what it is, as the game
//! names it) and `data-at` (where it stands, as the content names the place) attributes.

use serde::Serialize;
use std::fmt::Write as _;

/// The board's fixed part: SVG elements in a `width` × `height` box, drawn under every position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Backdrop {
    pub width: u32,
    pub height: u32,
    pub svg: String,
}

/// One position as one reader may see it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Picture {
    /// SVG elements drawn over the backdrop (pieces, markers, cards), one top-level element
    /// an entry: the page keeps each once, however many positions show it.
    pub svg: Vec<String>,
    /// Beside the board, as plain text: the standings, and what the reader holds (what every
    /// seat holds, for the observer).
    pub text: String,
}

/// `s` made safe inside an XML text node or a quoted attribute.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
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

/// A small writer of SVG elements, every text and attribute value escaped.
#[derive(Default)]
pub struct Svg {
    out: String,
    /// Where each top-level element starts.
    starts: Vec<usize>,
    depth: usize,
}

impl Svg {
    pub fn new() -> Svg {
        Svg::default()
    }

    /// `<tag attr="value" ...>text</tag>`, or `<tag ... />` when `text` is empty.
    pub fn element(&mut self, tag: &str, attrs: &[(&str, String)], text: &str) -> &mut Svg {
        if self.depth == 0 {
            self.starts.push(self.out.len());
        }
        let _ = write!(self.out, "<{tag}");
        for (k, v) in attrs {
            let _ = write!(self.out, " {k}=\"{}\"", escape(v));
        }
        if text.is_empty() {
            self.out.push_str("/>");
        } else {
            let _ = write!(self.out, ">{}</{tag}>", escape(text));
        }
        self
    }

    /// A group of elements with these attributes (`data-piece`, a class), drawn by `inner`.
    pub fn group(&mut self, attrs: &[(&str, String)], inner: impl FnOnce(&mut Svg)) -> &mut Svg {
        if self.depth == 0 {
            self.starts.push(self.out.len());
        }
        self.depth += 1;
        self.out.push_str("<g");
        for (k, v) in attrs {
            let _ = write!(self.out, " {k}=\"{}\"", escape(v));
        }
        self.out.push('>');
        inner(self);
        self.depth -= 1;
        self.out.push_str("</g>");
        self
    }

    /// Everything written, as one string.
    pub fn finish(self) -> String {
        self.out
    }

    /// Everything written, one top-level element a string.
    pub fn parts(self) -> Vec<String> {
        let mut ends = self.starts.iter().skip(1).copied().chain(std::iter::once(self.out.len()));
        self.starts.iter().map(|&start| self.out[start..ends.next().unwrap_or(start)].to_string()).collect()
    }
}

/// An attribute value from a number.
pub fn n(v: impl std::fmt::Display) -> String {
    v.to_string()
}

/// The colour of a seat's pieces on every game's board (seats from 0), told apart in print
/// and by most colour-blind readers.
pub fn seat_colour(seat: usize) -> &'static str {
    const COLOURS: [&str; 8] = ["#d7301f", "#2b8cbe", "#31a354", "#f0a30a", "#8856a7", "#636363", "#e7298a", "#1b9e77"];
    COLOURS[seat % COLOURS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut s = Svg::new();
        s.element("text", &[("x", n(1)), ("data-at", "a\"b".into())], "<b>&");
        assert_eq!(s.finish(), "<text x=\"1\" data-at=\"a&quot;b\">&lt;b&gt;&amp;</text>");
    }

    #[test]
    fn parts_are_the_top_level_elements() {
        let mut s = Svg::new();
        s.element("rect", &[], "");
        s.group(&[("id", "g".into())], |g| {
            g.element("circle", &[], "");
            g.element("text", &[], "t");
        });
        s.element("line", &[], "");
        assert_eq!(s.parts(), ["<rect/>", "<g id=\"g\"><circle/><text>t</text></g>", "<line/>"]);
    }
}
