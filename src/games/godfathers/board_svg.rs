//! The loop drawn for the replay viewer, laid out as the terminal's picture lays it (the
//! engine's `Ring`: a ring when the loop divides into four sides, else rows): each square by its
//! number and type; each gang's HQ drawn in its colour inside the ring by the square in front of
//! it (LES DEPLACEMENTS: "Les truands partent de leur Quartier Général"), with the pieces at
//! home in it; every piece where it stands, in its gang's colour and with its gang's letter (a
//! godfather's capital, a henchman's small letter and his number: a reader who cannot tell the
//! colours apart tells the gangs apart all the same), a hostage ringed (PRISE D'OTAGE); a legend
//! of the gangs (whose colour and letter), of the marks and of the squares' types (LES CASES),
//! in the ring's empty middle, where a window showing the ring shows it too (below the loop it
//! was out of sight at 1280x720), or below the rows of a loop drawn in rows. Nothing in the race
//! is hidden (its view shows the whole race).

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
/// A line of the legend.
const LINE: i32 = 22;
/// The marks' lines of the legend: a godfather, a henchman, a hostage, an HQ, one a line.
const MARK_LINES: i32 = 4;
/// The squares' types' lines of the legend, two types a line.
const KIND_LINES: i32 = 2;

/// Where the legend stands: from (`x`, `y`), the baseline of its first line, `width` wide;
/// inside the ring's middle, or below the loop's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legend {
    pub x: i32,
    pub y: i32,
    pub width: i32,
    /// The gangs' lines, two gangs a line, above the marks'.
    gang_lines: i32,
    pub inside: bool,
}

impl Legend {
    /// The legend of a race of `seats` round `ring`: in the ring's middle, clear of the HQs one
    /// cell inside the loop, where it fits; else below the loop.
    pub fn of(ring: Ring, seats: usize) -> Legend {
        let gang_lines = (seats as i32 + 1) / 2;
        let (w, h) = ring.grid();
        let is_ring = ring.len.is_multiple_of(4) && ring.len >= 8;
        // The middle less the HQs' row and column on each side, and a margin.
        let middle = (w - 4) * CELL - 16;
        if is_ring && middle >= Legend::height_of(gang_lines) && middle >= 300 {
            Legend { x: 2 * CELL + 8, y: 2 * CELL + 24, width: middle, gang_lines, inside: true }
        } else {
            Legend { x: 4, y: h * CELL + 16, width: w * CELL - 8, gang_lines, inside: false }
        }
    }

    /// The height of a legend of `gang_lines` gangs' lines: those, the marks' and the types',
    /// a half line apart.
    fn height_of(gang_lines: i32) -> i32 {
        LINE * (gang_lines + MARK_LINES + KIND_LINES + 1) + 8
    }

    /// The baseline of the gangs' line `i`.
    fn gang_y(self, i: i32) -> i32 {
        self.y + LINE * i
    }

    /// The baseline of the marks' line `i`, half a line under the gangs'.
    fn mark_y(self, i: i32) -> i32 {
        self.y + LINE * (self.gang_lines + i) + LINE / 2
    }

    /// The baseline of the types' line `i`, half a line under the marks'.
    fn kind_y(self, i: i32) -> i32 {
        self.y + LINE * (self.gang_lines + MARK_LINES + i) + LINE
    }

    /// The board's height with this legend.
    fn board_height(self, ring: Ring) -> u32 {
        let grid = ring.grid().1 * CELL;
        (if self.inside { grid + 2 } else { grid + Legend::height_of(self.gang_lines) }) as u32
    }
}

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

/// A piece's disc at (`x`, `y`) in its gang's colour, marked with its gang's letter: a
/// godfather's capital ("A"), a henchman's small letter and his number ("a2"), so that the gangs
/// are told apart without their colours; a hostage ringed in black.
fn disc(svg: &mut Svg, (x, y): (i32, i32), seat: Seat, piece: u8, hostage: bool) {
    let mut attrs = vec![
        ("cx", n(x)),
        ("cy", n(y)),
        ("r", n(8)),
        ("fill", seat_colour(seat.index()).to_string()),
        ("stroke", "#222".to_string()),
    ];
    if hostage {
        attrs[4].1 = "#000".to_string();
        attrs.push(("stroke-width", n(3)));
    }
    svg.element("circle", &attrs, "");
    svg.element("text", &mark_attrs((x, y), piece == 0), &mark(seat, piece));
}

/// The words on a piece: "A" for the first seat's godfather, "a2" for his henchman 2.
pub fn mark(seat: Seat, piece: u8) -> String {
    if piece == 0 { letter(seat.index(), true).to_string() } else { format!("{}{piece}", letter(seat.index(), false)) }
}

/// The attributes of a piece's mark on its disc at (`x`, `y`): a godfather's one letter larger
/// than a henchman's two characters.
fn mark_attrs((x, y): (i32, i32), godfather: bool) -> [(&'static str, String); 6] {
    [
        ("x", n(x)),
        ("y", n(y + 3)),
        ("text-anchor", "middle".to_string()),
        ("font-size", n(if godfather { 9 } else { 8 })),
        ("font-weight", "bold".to_string()),
        ("fill", "#fff".to_string()),
    ]
}

/// The squares of the loop, named in `locale`, and the legend of their types and of the marks.
pub fn backdrop(content: &Content, locale: &Locale, seats: usize) -> Backdrop {
    let n_ = Narrator { content, locale };
    let ring = Ring { len: usize::from(content.board.len()) };
    let (w, _) = ring.grid();
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
    let legend = Legend::of(ring, seats);
    svg.group(&[("class", "legend".into())], |g| {
        let kinds = [SquareKind::Nothing, SquareKind::Sniper, SquareKind::Safety, SquareKind::Danger];
        for (i, kind) in kinds.into_iter().enumerate() {
            let (x, y) = (legend.x + (i as i32 % 2) * (legend.width / 2), legend.kind_y(i as i32 / 2));
            g.rect((x, y - 11, 14, 14), 0, fill(kind), "#8c8c8c");
            kind_mark(g, (x + 7, y + 1), kind);
            g.label((x + 20, y), (12, "#333"), false, &n_.t(&format!("square-{}", kind.key()), &[]));
        }
    });
    Backdrop { width: (w * CELL) as u32, height: legend.board_height(ring), svg: svg.finish() }
}

/// The gangs' legend (each seat's godfather and henchman, in its colour and with its letters,
/// and its name; two gangs a line), then the marks' (a godfather, a henchman, a hostage, an HQ),
/// where [`Legend`] puts them.
fn legend(svg: &mut Svg, n_: &Narrator, state: &State, ring: Ring) {
    let legend = Legend::of(ring, state.seats());
    let one = Seat(0);
    svg.group(&[("class", "legend".into()), ("data-legend", "gangs".into())], |g| {
        for (seat, _) in state.gangs.iter() {
            let i = seat.index() as i32;
            let (x, y) = (legend.x + 8 + (i % 2) * (legend.width / 2), legend.gang_y(i / 2));
            disc(g, (x, y - 4), seat, 0, false);
            disc(g, (x + 18, y - 4), seat, 1, false);
            g.label((x + 32, y), (12, "#333"), false, &String::from(n_.locale.seat(seat)));
        }
    });
    // A mark and its words: a godfather, henchman 2, a hostage (each of the first seat's
    // colour), an HQ.
    let marks = [
        ("picture-godfather", Some((0, false))),
        ("picture-henchman", Some((2, false))),
        ("picture-hostage", Some((1, true))),
        ("picture-hq-key", None),
    ];
    svg.group(&[("class", "legend".into()), ("data-legend", "marks".into())], |g| {
        for (i, (id, piece)) in marks.into_iter().enumerate() {
            let (x, y) = (legend.x + 8, legend.mark_y(i as i32));
            match piece {
                Some((piece, hostage)) => disc(g, (x, y - 4), one, piece, hostage),
                None => hq_box(g, (x - 8, y - 12), (16, 14), one),
            };
            g.label((x + 14, y), (12, "#333"), false, &n_.t(id, &[("n", Arg::Num(2))]));
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
