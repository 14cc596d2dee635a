//! The loop drawn for the replay viewer, laid out as the terminal's picture lays it (the
//! engine's `Ring`: a ring when the loop divides into four sides, else rows): each square by its
//! number and type; each gang's HQ drawn in its colour inside the ring by the square in front of
//! it (LES DEPLACEMENTS: "Les truands partent de leur Quartier Général"), with the pieces at
//! home in it; every piece where it stands, a godfather marked with his gang's letter and a
//! henchman with his number, a hostage ringed (PRISE D'OTAGE); below the loop a legend of the
//! squares' types (LES CASES), of the marks and of the gangs. Nothing in the race is hidden (its
//! view shows the whole race).

use super::Godfathers;
use super::content::{Content, SquareKind};
use super::narrate::Narrator;
use super::picture::{letter, symbol};
use super::state::{Place, State};
use super::turn::Match;
use crate::engine::game::Game;
use crate::engine::locale::{Arg, Locale};
use crate::engine::picture::{Backdrop, Picture, Ring, Svg, n, seat_colour};
use crate::engine::seat::Seat;

/// The messages the board's pictures read, beside the squares' types (`square-*`).
pub const MESSAGES: &[&str] =
    &["picture-hq", "picture-hq-key", "picture-godfather", "picture-henchman", "picture-hostage"];

const CELL: i32 = 48;
/// A line of the legend below the loop.
const LINE: i32 = 22;
/// The legend's lines: the squares' types, the marks (two lines), the gangs.
const LEGEND_LINES: i32 = 4;

/// A square type's colour: a pale blue sniper square and an orange-red danger square, far apart
/// (a pink sniper beside a salmon danger could not be told apart), and each also marked with its
/// symbol ([`symbol`]), which the summary of how to win names.
fn fill(kind: SquareKind) -> &'static str {
    match kind {
        SquareKind::Nothing => "#f3efe4",
        SquareKind::Sniper => "#bcd2f0",
        SquareKind::Safety => "#cfe8cf",
        SquareKind::Danger => "#f39a6e",
    }
}

/// A square type's symbol at the top right of the square or legend box at `x`, `y`, but for the
/// squares where nothing happens.
fn kind_mark(svg: &mut Svg, (x, y): (i32, i32), kind: SquareKind) {
    if kind != SquareKind::Nothing {
        svg.element(
            "text",
            &[
                ("x", n(x)),
                ("y", n(y)),
                ("text-anchor", "middle".into()),
                ("font-size", n(13)),
                ("font-weight", "bold".into()),
                ("fill", "#222".into()),
                ("data-kind", kind.key()),
            ],
            &symbol(kind).to_string(),
        );
    }
}

/// Where the legend's line `i` (from 0) stands, below the loop's grid.
fn legend_y(ring: Ring, i: i32) -> i32 {
    ring.grid().1 * CELL + LINE * i + 16
}

/// A piece's disc at (`x`, `y`): a godfather larger, marked with his gang's capital letter; a
/// henchman marked with his number; a hostage ringed in black.
fn disc(svg: &mut Svg, (x, y): (i32, i32), seat: Seat, piece: u8, hostage: bool) {
    let r = if piece == 0 { 8 } else { 7 };
    let mut attrs = vec![
        ("cx", n(x)),
        ("cy", n(y)),
        ("r", n(r)),
        ("fill", seat_colour(seat.index()).to_string()),
        ("stroke", "#222".to_string()),
    ];
    if hostage {
        attrs[4].1 = "#000".to_string();
        attrs.push(("stroke-width", n(3)));
    }
    svg.element("circle", &attrs, "");
    let mark = if piece == 0 { letter(seat.index(), true).to_string() } else { piece.to_string() };
    let text = [
        ("x", n(x)),
        ("y", n(y + 3)),
        ("text-anchor", "middle".to_string()),
        ("font-size", n(9)),
        ("font-weight", "bold".to_string()),
        ("fill", "#fff".to_string()),
    ];
    svg.element("text", &text, &mark);
}

/// The squares of the loop, named in `locale`, and the legend of their types and of the marks.
pub fn backdrop(content: &Content, locale: &Locale) -> Backdrop {
    let n_ = Narrator { content, locale };
    let ring = Ring { len: usize::from(content.board.len()) };
    let (w, h) = ring.grid();
    let mut svg = Svg::new();
    for i in 0..ring.len {
        let (x, y) = ring.cell(i);
        let name: String = n_.square(i as u8).into();
        // Named by its `data-at` (its number, as the pieces on it are), so that the table's page
        // can mark it (`Screen::marks`).
        svg.group(&[("class", "square".into()), ("data-at", (i + 1).to_string())], |g| {
            g.element("title", &[], &name);
            let kind = content.board.kind(i as u8);
            g.rect((x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2), 0, fill(kind), "#8c8c8c");
            g.label((x * CELL + 4, y * CELL + 12), (10, "#555"), false, &(i + 1).to_string());
            kind_mark(g, (x * CELL + CELL - 9, y * CELL + 14), kind);
        });
    }
    let y = legend_y(ring, 0);
    svg.group(&[("class", "legend".into())], |g| {
        let kinds = [SquareKind::Nothing, SquareKind::Sniper, SquareKind::Safety, SquareKind::Danger];
        for (i, kind) in kinds.into_iter().enumerate() {
            let x = 4 + i as i32 * (w * CELL / 4);
            g.rect((x, y - 11, 14, 14), 0, fill(kind), "#8c8c8c");
            kind_mark(g, (x + 7, y + 1), kind);
            g.label((x + 20, y), (12, "#333"), false, &n_.t(&format!("square-{}", kind.key()), &[]));
        }
    });
    let height = (h * CELL + LINE * LEGEND_LINES + 8) as u32;
    Backdrop { width: (w * CELL) as u32, height, svg: svg.finish() }
}

/// The marks' legend (a godfather, a henchman, a hostage, an HQ) and the gangs' (each seat's
/// colour and letter), in the legend's second to fourth lines.
fn legend(svg: &mut Svg, n_: &Narrator, state: &State, ring: Ring) {
    let width = ring.grid().0 * CELL;
    let y = legend_y(ring, 1);
    let one = Seat(0);
    // A mark and its words: a godfather, henchman 2, a hostage (each of the first seat's
    // colour), an HQ.
    let marks = [
        ("picture-godfather", Some((0, false))),
        ("picture-henchman", Some((2, false))),
        ("picture-hostage", Some((1, true))),
        ("picture-hq-key", None),
    ];
    svg.group(&[("class", "legend".into())], |g| {
        for (i, (id, piece)) in marks.into_iter().enumerate() {
            let (x, y) = (12 + (i as i32 % 2) * (width / 2), y + (i as i32 / 2) * LINE);
            match piece {
                Some((piece, hostage)) => disc(g, (x, y - 4), one, piece, hostage),
                None => hq_box(g, (x - 8, y - 12), (16, 14), one),
            };
            let text = n_.t(id, &[("n", Arg::Num(2))]);
            g.label((x + 14, y), (12, "#333"), false, &text);
        }
        let y = legend_y(ring, 3);
        for (seat, _) in state.gangs.iter() {
            let x = 12 + seat.index() as i32 * (width / 4);
            disc(g, (x, y - 4), seat, 0, false);
            g.label((x + 14, y), (12, "#333"), false, &String::from(n_.locale.seat(seat)));
        }
    });
}

/// An HQ's box at (`x`, `y`) of `size`, in `seat`'s colour.
fn hq_box(svg: &mut Svg, (x, y): (i32, i32), (w, h): (i32, i32), seat: Seat) {
    let colour = seat_colour(seat.index());
    let attrs = [
        ("x", n(x)),
        ("y", n(y)),
        ("width", n(w)),
        ("height", n(h)),
        ("rx", n(6)),
        ("fill", colour.to_string()),
        ("fill-opacity", "0.18".to_string()),
        ("stroke", colour.to_string()),
        ("stroke-width", n(2)),
    ];
    svg.element("rect", &attrs, "");
}

/// The pieces, for any reader (the race hides nothing), each gang's HQ, the legend, and the
/// gangs beside the board.
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let n_ = Narrator { content: m.content, locale };
    let v = Godfathers::view(m, viewer.unwrap_or(Seat(0)));
    let state = v.state();
    let ring = Ring { len: usize::from(m.content.board.len()) };
    let (w, _) = ring.grid();
    let mut svg = Svg::new();
    // HQs one cell inside the ring by their entry square, drawn first: pieces stand on them.
    let hqs: Vec<(i32, i32)> = state
        .gangs
        .iter()
        .map(|(seat, _)| {
            let (ex, ey) = ring.cell(usize::from(state.entries[seat]));
            (ex.clamp(1, (w - 2).max(1)), ey.clamp(1, (w - 2).max(1)))
        })
        .collect();
    for (seat, _) in state.gangs.iter() {
        let (hx, hy) = hqs[seat.index()];
        let hq = n_.t("picture-hq", &[("letter", letter(seat.index(), true).to_string().into())]);
        let at = format!("hq-{}", seat.index() + 1);
        svg.group(&[("data-piece", at.clone()), ("data-at", at)], |g| {
            hq_box(g, (hx * CELL + 2, hy * CELL + 2), (CELL - 4, CELL - 4), seat);
            g.label((hx * CELL + CELL / 2, hy * CELL + 44), (9, seat_colour(seat.index())), true, &hq);
        });
    }
    // Pieces a square holds, side by side; those at home in their HQ, three a row.
    let mut on_square = vec![0i32; ring.len];
    for (seat, gang) in state.gangs.iter() {
        let (hx, hy) = hqs[seat.index()];
        let mut in_hq = 0;
        for (p, piece) in gang.pieces.iter().enumerate() {
            let name = super::written::piece(p);
            let (x, y, at) = match piece.place {
                Place::Square(s) => {
                    let (cx, cy) = ring.cell(usize::from(s));
                    let k = on_square[usize::from(s)];
                    on_square[usize::from(s)] += 1;
                    (cx * CELL + 10 + (k % 3) * 14, cy * CELL + 28 + (k / 3) * 15, (s + 1).to_string())
                }
                Place::Hq => {
                    in_hq += 1;
                    let k = in_hq - 1;
                    (hx * CELL + 10 + (k % 3) * 14, hy * CELL + 11 + (k / 3) * 15, "hq".into())
                }
                Place::Dead => continue,
            };
            let mut attrs = vec![("data-piece", format!("seat-{}-{name}", seat.index() + 1)), ("data-at", at)];
            if piece.held_by.is_some() {
                attrs.push(("data-hostage", "true".into()));
            }
            svg.group(&attrs, |g| disc(g, (x, y), seat, p as u8, piece.held_by.is_some()));
        }
    }
    legend(&mut svg, &n_, state, ring);
    Picture { svg: svg.parts(), text: n_.gangs(&v, viewer.is_some()), hand: String::new() }
}
