//! The board: a connected graph of street squares, every other square attached to one street
//! square by its arrow (rulebook 5.1; the layout is designed content, RULINGS.md "The board").

use super::defs::{BoardFile, Size, SquareKind};
use crate::engine::content::{Checker, SourceFile};
use crate::engine::diag::{Diagnostic, did_you_mean};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// A street square, as an index into [`Board::streets`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StreetId(pub u16);

/// Any other square (business lot, turf, place, garage, hospital, police), an index into
/// [`Board::squares`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SquareId(pub u16);

#[derive(Clone, Debug)]
pub struct Street {
    pub id: String,
    pub pos: [u16; 2],
    pub links: Vec<StreetId>,
}

#[derive(Clone, Debug)]
pub struct Square {
    pub id: String,
    pub kind: SquareKind,
    pub street: StreetId,
    pub pos: [u16; 2],
    /// Business lots only.
    pub size: Option<Size>,
    pub start: bool,
}

#[derive(Clone, Debug)]
pub struct Board {
    pub streets: Vec<Street>,
    pub squares: Vec<Square>,
    /// Squares whose arrow points at each street square.
    pub at_street: Vec<Vec<SquareId>>,
    /// Street distances, `dist[a][b]` in steps.
    dist: Vec<Vec<u8>>,
    by_id: BTreeMap<String, SquareId>,
    pub hospital: SquareId,
    pub police: SquareId,
    pub garages: Vec<SquareId>,
}

impl Board {
    pub fn square(&self, id: SquareId) -> &Square {
        &self.squares[usize::from(id.0)]
    }

    pub fn square_by_id(&self, id: &str) -> Option<SquareId> {
        self.by_id.get(id).copied()
    }

    pub fn street_by_id(&self, id: &str) -> Option<StreetId> {
        self.streets.iter().position(|s| s.id == id).map(|i| StreetId(i as u16))
    }

    pub fn street_of(&self, sq: SquareId) -> StreetId {
        self.square(sq).street
    }

    /// Steps between two street squares.
    pub fn distance(&self, a: StreetId, b: StreetId) -> u8 {
        self.dist[usize::from(a.0)][usize::from(b.0)]
    }

    /// Street squares within `steps` of `from`, `from` included, in id order.
    pub fn reachable(&self, from: StreetId, steps: i64) -> Vec<StreetId> {
        let row = &self.dist[usize::from(from.0)];
        (0..self.streets.len()).filter(|&i| i64::from(row[i]) <= steps).map(|i| StreetId(i as u16)).collect()
    }

    pub fn squares_at(&self, street: StreetId) -> &[SquareId] {
        &self.at_street[usize::from(street.0)]
    }

    pub fn start_squares(&self) -> impl Iterator<Item = SquareId> + '_ {
        self.squares.iter().enumerate().filter(|(_, s)| s.start).map(|(i, _)| SquareId(i as u16))
    }

    pub fn of_kind(&self, kind: SquareKind) -> impl Iterator<Item = SquareId> + '_ {
        self.squares.iter().enumerate().filter(move |(_, s)| s.kind == kind).map(|(i, _)| SquareId(i as u16))
    }
}

/// The most street squares a board may have (the box's has 47).
pub const MAX_STREETS: usize = 255;
/// The most other squares a board may have (the box's has 71).
pub const MAX_SQUARES: usize = 1000;

/// Checks a raw board: references, one arrow per square, a connected street graph, the
/// squares the rules need.
pub fn check(raw: &BoardFile, f: &SourceFile, ck: &mut Checker) -> Option<Board> {
    let before = ck.diagnostics.len();
    // Street distances are kept for every pair, counted in one byte: a city of this size is
    // four times the box's and still checks in microseconds; a larger one would take the
    // square of its size in time and memory.
    // Told at the first one too many.
    for (what, over, n, max) in [
        ("street squares", raw.street.get(MAX_STREETS).map(|s| &s.id), raw.street.len(), MAX_STREETS),
        ("squares", raw.square.get(MAX_SQUARES).map(|s| &s.id), raw.square.len(), MAX_SQUARES),
    ] {
        if let Some(id) = over {
            let message = format!("the board has {n} {what}; a board holds at most {max}");
            let help = format!("`{}` is one too many", id.get_ref());
            ck.error_at(f, id, "E0208", message, Some(help));
        }
    }
    if ck.diagnostics.len() > before {
        return None;
    }
    let mut street_ix: BTreeMap<&str, u16> = BTreeMap::new();
    for (i, s) in raw.street.iter().enumerate() {
        if street_ix.insert(s.id.get_ref(), i as u16).is_some() {
            ck.error_at(f, &s.id, "E0103", format!("street `{}` is defined twice", s.id.get_ref()), None);
        }
    }
    let street_ref = |id: &toml::Spanned<String>, ck: &mut Checker| -> Option<StreetId> {
        match street_ix.get(id.get_ref().as_str()) {
            Some(&i) => Some(StreetId(i)),
            None => {
                let help = did_you_mean(id.get_ref(), raw.street.iter().map(|s| s.id.get_ref().as_str()));
                ck.error_at(f, id, "E0202", format!("street square `{}` does not exist", id.get_ref()), help);
                None
            }
        }
    };
    let mut links: Vec<Vec<StreetId>> = vec![Vec::new(); raw.street.len()];
    for (i, s) in raw.street.iter().enumerate() {
        for l in &s.links {
            if let Some(j) = street_ref(l, ck) {
                if usize::from(j.0) == i {
                    ck.error_at(f, l, "E0203", format!("street `{}` links to itself", s.id.get_ref()), None);
                    continue;
                }
                if !links[i].contains(&j) {
                    links[i].push(j);
                    links[usize::from(j.0)].push(StreetId(i as u16));
                }
            }
        }
    }
    let mut squares = Vec::new();
    let mut by_id = BTreeMap::new();
    for s in &raw.square {
        if street_ix.contains_key(s.id.get_ref().as_str()) || by_id.contains_key(s.id.get_ref()) {
            ck.error_at(f, &s.id, "E0103", format!("square `{}` is defined twice", s.id.get_ref()), None);
        }
        let street = street_ref(&s.street, ck);
        let size = s.size.as_ref().map(|sz| *sz.get_ref());
        if s.kind == SquareKind::Business && size.is_none() {
            ck.error_at(
                f,
                &s.id,
                "E0204",
                format!("business square `{}` has no size", s.id.get_ref()),
                Some("add size = \"small\", \"medium\" or \"large\"".into()),
            );
        }
        if s.kind != SquareKind::Business && (size.is_some() || s.start) {
            ck.error_at(
                f,
                &s.id,
                "E0205",
                format!("square `{}` is not a business: size and start belong to business squares", s.id.get_ref()),
                None,
            );
        }
        by_id.insert(s.id.get_ref().clone(), SquareId(squares.len() as u16));
        squares.push(Square {
            id: s.id.get_ref().clone(),
            kind: s.kind,
            street: street.unwrap_or(StreetId(0)),
            pos: s.pos,
            size,
            start: s.start,
        });
    }
    let dist = distances(&links);
    if let Some(row) = dist.first() {
        streets_connected(raw, row, f, ck);
    }
    let hospital = exactly_one(raw, SquareKind::Hospital, "hospital", f, ck);
    let police = exactly_one(raw, SquareKind::Police, "police department", f, ck);
    let garages: Vec<SquareId> = squares
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == SquareKind::Garage)
        .map(|(i, _)| SquareId(i as u16))
        .collect();
    if garages.is_empty() {
        let help = "make at least one square `kind = \"garage\"`";
        no_square(f, "the board needs at least one garage".into(), help.into(), ck);
    }
    if !squares.iter().any(|s| s.start) {
        let help = "set `start = true` on the business squares a player may start on";
        no_square(f, "the board needs start squares (business squares with start = true)".into(), help.into(), ck);
    }
    if ck.diagnostics.len() > before || raw.street.is_empty() {
        return None;
    }
    let mut at_street = vec![Vec::new(); raw.street.len()];
    for (i, s) in squares.iter().enumerate() {
        at_street[usize::from(s.street.0)].push(SquareId(i as u16));
    }
    let streets = raw
        .street
        .iter()
        .zip(links)
        .map(|(s, mut l)| {
            l.sort();
            Street { id: s.id.get_ref().clone(), pos: s.pos, links: l }
        })
        .collect();
    Some(Board { streets, squares, at_street, dist, by_id, hospital: hospital?, police: police?, garages })
}

/// All-pairs street distances by breadth-first search (the graph is small: a few dozen squares).
fn distances(links: &[Vec<StreetId>]) -> Vec<Vec<u8>> {
    let n = links.len();
    let mut all = vec![vec![u8::MAX; n]; n];
    for (start, row) in all.iter_mut().enumerate() {
        row[start] = 0;
        let mut queue = VecDeque::from([start]);
        while let Some(a) = queue.pop_front() {
            for b in &links[a] {
                let b = usize::from(b.0);
                if row[b] == u8::MAX {
                    row[b] = row[a].saturating_add(1).min(u8::MAX - 1);
                    queue.push_back(b);
                }
            }
        }
    }
    all
}

/// The street squares form one connected graph (RULINGS.md, "The board (designed)"): the first
/// street square the first one listed cannot reach is told at its id (E0206), naming up to five.
fn streets_connected(raw: &BoardFile, from_first: &[u8], f: &SourceFile, ck: &mut Checker) {
    let lost: Vec<&toml::Spanned<String>> =
        raw.street.iter().zip(from_first).filter(|(_, d)| **d == u8::MAX).map(|(s, _)| &s.id).collect();
    let Some(first) = lost.first() else { return };
    let names: Vec<&str> = lost.iter().take(5).map(|id| id.get_ref().as_str()).collect();
    let help = format!("link `{}` to a street square the others reach: `links = [...]` on either end", first.get_ref());
    let message = format!("the street graph is not connected: cannot reach {}", names.join(", "));
    ck.error_at(f, first, "E0206", message, Some(help));
}

/// The one square of `kind` the board has (RULINGS.md, "The board (designed)": a hospital and the
/// police department); E0207 at the second one's id when there are more, at the board's first
/// `[[square]]` when there is none.
fn exactly_one(raw: &BoardFile, kind: SquareKind, what: &str, f: &SourceFile, ck: &mut Checker) -> Option<SquareId> {
    let found: Vec<usize> = raw.square.iter().enumerate().filter(|(_, s)| s.kind == kind).map(|(i, _)| i).collect();
    let message = format!("the board needs exactly one {what}, it has {}", found.len());
    match found.as_slice() {
        [one] => return Some(SquareId(*one as u16)),
        [] => no_square(f, message, format!("make one square `kind = \"{}\"`", kind_name(kind)), ck),
        [_, second, ..] => {
            let help = format!("`{}` is a second {what}", raw.square[*second].id.get_ref());
            ck.error_at(f, &raw.square[*second].id, "E0207", message, Some(help));
        }
    }
    None
}

/// A square the board lacks (E0207), told at its first `[[square]]`, where squares are listed
/// (at the top of the file when it lists none).
fn no_square(f: &SourceFile, message: String, help: String, ck: &mut Checker) {
    let at = crate::engine::toml_path::key_in(&f.text, "", "square").unwrap_or(0);
    let (line, col) = ck.line_col(f, at);
    ck.diagnostics.push(Diagnostic::new(&f.name, line, col, "E0207", message).with_help(help));
}

/// How `board.toml` spells a kind of square.
fn kind_name(kind: SquareKind) -> String {
    serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}
