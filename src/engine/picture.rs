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
    /// What the reader holds, in a line a table page shows beside its question, where the
    /// person choosing sees it whatever the length of the options (Chicago Poker's hand); empty
    /// for a game whose board or question shows it, and for the observer.
    pub hand: String,
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

    /// A circle centred at (`cx`, `cy`) of radius `r`, filled and outlined: a piece.
    pub fn circle(&mut self, (cx, cy, r): (i32, i32, i32), fill: &str, stroke: &str) -> &mut Svg {
        let attrs = [("cx", n(cx)), ("cy", n(cy)), ("r", n(r)), ("fill", fill.into()), ("stroke", stroke.into())];
        self.element("circle", &attrs, "")
    }

    /// A rectangle at (`x`, `y`) of `w` by `h`, its corners rounded by `rx` (none for 0), filled
    /// and outlined (no outline for an empty `stroke`): a square, a card, a box.
    pub fn rect(&mut self, (x, y, w, h): (i32, i32, i32, i32), rx: i32, fill: &str, stroke: &str) -> &mut Svg {
        let mut attrs = vec![("x", n(x)), ("y", n(y)), ("width", n(w)), ("height", n(h))];
        if rx != 0 {
            attrs.push(("rx", n(rx)));
        }
        attrs.push(("fill", fill.into()));
        if !stroke.is_empty() {
            attrs.push(("stroke", stroke.into()));
        }
        self.element("rect", &attrs, "")
    }

    /// `text` from (`x`, `y`), or centred on `x` when `centred`, in a font of `size` and colour
    /// `fill`: a label.
    pub fn label(&mut self, (x, y): (i32, i32), (size, fill): (i32, &str), centred: bool, text: &str) -> &mut Svg {
        let mut attrs = vec![("x", n(x)), ("y", n(y))];
        if centred {
            attrs.push(("text-anchor", "middle".into()));
        }
        attrs.extend([("font-size", n(size)), ("fill", fill.into())]);
        self.element("text", &attrs, text)
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

/// `text` cut at its spaces into lines of at most `width` characters (a longer word alone on
/// its line): a label too long for its place, drawn a line under another.
pub fn wrapped(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
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

/// The widest line a picture drawn as text may take: a terminal's usual 80 columns.
pub const TEXT_COLUMNS: usize = 80;

/// A loop of squares laid on a grid, as a race round a loop board draws it: round the four
/// sides of a square ring, clockwise from the top left corner, when the loop divides into four
/// sides (a multiple of 4, at least 8 squares); else in rows of 12. The replay viewer's
/// picture and the terminal's text lay a loop out alike with it.
#[derive(Clone, Copy, Debug)]
pub struct Ring {
    /// The squares of the loop.
    pub len: usize,
}

impl Ring {
    fn is_ring(self) -> bool {
        self.len.is_multiple_of(4) && self.len >= 8
    }

    /// The squares of one side of the ring, both corners counted.
    fn side(self) -> usize {
        self.len / 4 + 1
    }

    /// The grid cell (column, row) of square `i` (from 0).
    pub fn cell(self, i: usize) -> (i32, i32) {
        if !self.is_ring() {
            return ((i % 12) as i32, (i / 12) as i32);
        }
        let (len, w) = (self.len, self.side());
        let (x, y) = if i < w {
            (i, 0)
        } else if i < 2 * w - 1 {
            (w - 1, i - (w - 1))
        } else if i < 3 * w - 2 {
            (w - 1 - (i - (2 * w - 2)), w - 1)
        } else {
            (0, len - i)
        };
        (x as i32, y as i32)
    }

    /// The grid's columns and rows for a picture: the ring's square, or the rows of 12 and one
    /// more below them (room for what stands off the loop).
    pub fn grid(self) -> (i32, i32) {
        if self.is_ring() {
            let w = self.side() as i32;
            (w, w)
        } else {
            (12.min(self.len.max(1)) as i32, self.len.div_ceil(12).max(1) as i32 + 1)
        }
    }

    /// The loop as text: square `i` written `text(i)` at its cell, cells `width` characters
    /// wide and one blank apart, a row a line, without the blanks ending a line. A ring is
    /// drawn as a rectangle no wider than [`TEXT_COLUMNS`] where the square one would be wider
    /// (the race's 48 squares: 13 cells of 7 characters wrapped on an 80-column terminal,
    /// its right side printed under its left), taller by as many rows as it is narrower.
    pub fn text(self, width: usize, text: impl Fn(usize) -> String) -> String {
        let (cols, rows) = self.text_grid(width);
        let mut grid = vec![vec![" ".repeat(width); cols]; rows];
        for i in 0..self.len {
            let (x, y) = if self.is_ring() { Ring::around(i, self.len, cols, rows) } else { (i % 12, i / 12) };
            grid[y][x] = text(i);
        }
        grid.iter().map(|row| format!("{}\n", row.join(" ").trim_end())).collect()
    }

    /// The text's columns and rows: a ring's square, or the widest rectangle round the loop
    /// within [`TEXT_COLUMNS`] (two sides of as many squares each); rows of 12 otherwise.
    fn text_grid(self, width: usize) -> (usize, usize) {
        if !self.is_ring() {
            return (12, self.len.div_ceil(12));
        }
        let fits = (TEXT_COLUMNS + 1) / (width + 1);
        let mut cols = self.side().min(fits).max(3);
        // The two long sides share what the top and bottom rows leave, evenly.
        if (self.len - 2 * cols) % 2 == 1 {
            cols -= 1;
        }
        (cols, (self.len - 2 * cols) / 2 + 2)
    }

    /// The (column, row) of square `i` round a rectangle of `cols` by `rows` holding the
    /// `len` squares, clockwise from the top left corner.
    fn around(i: usize, len: usize, cols: usize, rows: usize) -> (usize, usize) {
        if i < cols {
            (i, 0)
        } else if i < cols + rows - 1 {
            (cols - 1, i - (cols - 1))
        } else if i < 2 * cols + rows - 2 {
            (cols - 1 - (i - (cols + rows - 2)), rows - 1)
        } else {
            (0, len - i)
        }
    }
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
    fn a_rect_writes_its_corners_and_outline_only_when_it_has_them() {
        let mut s = Svg::new();
        s.rect((1, 2, 3, 4), 0, "#fff", "#000").rect((0, 0, 5, 6), 2, "red", "");
        let plain = "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#fff\" stroke=\"#000\"/>";
        let rounded = "<rect x=\"0\" y=\"0\" width=\"5\" height=\"6\" rx=\"2\" fill=\"red\"/>";
        assert_eq!(s.finish(), format!("{plain}{rounded}"));
    }

    #[test]
    fn wrapped_cuts_at_spaces_within_the_width() {
        assert_eq!(super::wrapped("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(super::wrapped("établissements à 3", 16), ["établissements à", "3"]);
        assert_eq!(super::wrapped("toolongword x", 4), ["toolongword", "x"]);
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

    #[test]
    fn a_ring_goes_clockwise_round_its_four_sides() {
        let ring = Ring { len: 8 };
        let cells: Vec<(i32, i32)> = (0..8).map(|i| ring.cell(i)).collect();
        assert_eq!(cells, [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]);
        assert_eq!(ring.text(1, |i| i.to_string()), "0 1 2\n7   3\n6 5 4\n");
        let rows = Ring { len: 14 };
        assert_eq!((rows.cell(13), rows.grid()), ((1, 1), (12, 3)));
    }

    /// The race's 48 squares as text stand within 80 columns, as a rectangle of 11 by 15, still
    /// clockwise from the top left: a square of 13 cells was 87 characters wide and wrapped.
    #[test]
    fn a_ring_as_text_stands_within_80_columns() {
        let text = Ring { len: 48 }.text(6, |i| format!("{:<6}", i + 1));
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.iter().all(|l| l.chars().count() <= TEXT_COLUMNS), "{text}");
        assert_eq!(lines.len(), 15, "{text}");
        assert!(lines[0].starts_with("1      2 ") && lines[0].trim_end().ends_with("11"), "{text}");
        assert!(lines[1].starts_with("48") && lines[1].trim_end().ends_with("12"), "{text}");
        assert!(lines[14].starts_with("35") && lines[14].trim_end().ends_with("25"), "{text}");
        // A small ring stays square.
        assert_eq!(Ring { len: 8 }.text(1, |i| i.to_string()), "0 1 2\n7   3\n6 5 4\n");
    }
}
