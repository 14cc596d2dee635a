//! The loop drawn for the replay viewer, laid out as the terminal's picture lays it (the
//! engine's `Ring`: a ring when the loop divides into four sides, else rows): each square by its number and type, the
//! HQs inside the ring by the square in front of them, every piece where it stands, and
//! beside it the gangs. Nothing in the race is hidden (its view shows the whole race).

use super::Godfathers;
use super::content::{Content, SquareKind};
use super::narrate::Narrator;
use super::picture::letter;
use super::state::Place;
use super::turn::Match;
use crate::engine::game::Game;
use crate::engine::locale::Locale;
use crate::engine::picture::{Backdrop, Picture, Ring, Svg, n, seat_colour};
use crate::engine::seat::Seat;

const CELL: i32 = 48;

fn fill(kind: SquareKind) -> &'static str {
    match kind {
        SquareKind::Nothing => "#f3efe4",
        SquareKind::Sniper => "#f5c6c0",
        SquareKind::Safety => "#cfe8cf",
        SquareKind::Danger => "#f1a88f",
    }
}

/// The squares of the loop, named in `locale`.
pub fn backdrop(content: &Content, locale: &Locale) -> Backdrop {
    let n_ = Narrator { content, locale };
    let ring = Ring { len: usize::from(content.board.len()) };
    let (w, h) = ring.grid();
    let mut svg = Svg::new();
    for i in 0..ring.len {
        let (x, y) = ring.cell(i);
        let name: String = n_.square(i as u8).into();
        svg.group(&[("class", "square".into())], |g| {
            g.element("title", &[], &name);
            g.element(
                "rect",
                &[
                    ("x", n(x * CELL + 1)),
                    ("y", n(y * CELL + 1)),
                    ("width", n(CELL - 2)),
                    ("height", n(CELL - 2)),
                    ("fill", fill(content.board.kind(i as u8)).into()),
                    ("stroke", "#8c8c8c".into()),
                ],
                "",
            );
            g.label((x * CELL + 4, y * CELL + 12), (10, "#555"), false, &(i + 1).to_string());
        });
    }
    Backdrop { width: (w * CELL) as u32, height: (h * CELL) as u32, svg: svg.finish() }
}

/// The pieces, for any reader (the race hides nothing), and the gangs beside them.
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let n_ = Narrator { content: m.content, locale };
    let v = Godfathers::view(m, viewer.unwrap_or(Seat(0)));
    let state = v.state();
    let ring = Ring { len: usize::from(m.content.board.len()) };
    let (w, _) = ring.grid();
    let mut svg = Svg::new();
    // Pieces a square holds, side by side; HQs one row inside the ring by their entry square.
    let mut on_square = vec![0i32; ring.len];
    for (seat, gang) in state.gangs.iter() {
        let entry = usize::from(state.entries[seat]);
        let (ex, ey) = ring.cell(entry);
        let (hx, hy) = (ex.clamp(1, (w - 2).max(1)), ey.clamp(1, (w - 2).max(1)));
        let mut in_hq = 0;
        for (p, piece) in gang.pieces.iter().enumerate() {
            let name = if p == 0 { "g".to_string() } else { format!("h{p}") };
            let (x, y, at) = match piece.place {
                Place::Square(s) => {
                    let (cx, cy) = ring.cell(usize::from(s));
                    let k = on_square[usize::from(s)];
                    on_square[usize::from(s)] += 1;
                    (cx * CELL + 12 + (k % 3) * 12, cy * CELL + 24 + (k / 3) * 12, (s + 1).to_string())
                }
                Place::Hq => {
                    in_hq += 1;
                    (hx * CELL + 8 + ((in_hq - 1) % 4) * 10, hy * CELL + 14 + ((in_hq - 1) / 4) * 12, "hq".into())
                }
                Place::Dead => continue,
            };
            let mut attrs = vec![("data-piece", format!("seat-{}-{name}", seat.index() + 1)), ("data-at", at)];
            if piece.held_by.is_some() {
                attrs.push(("data-hostage", "true".into()));
            }
            svg.group(&attrs, |g| {
                let r = if p == 0 { 6 } else { 4 };
                g.circle((x, y, r), seat_colour(seat.index()), "#222");
                if p == 0 {
                    g.label((x, y + 3), (8, "#fff"), true, &letter(seat.index(), true).to_string());
                }
            });
        }
        let hq = format!("HQ {}", letter(seat.index(), true));
        svg.label((hx * CELL + 4, hy * CELL + 44), (9, seat_colour(seat.index())), false, &hq);
    }
    Picture { svg: svg.parts(), text: n_.gangs(&v, viewer.is_some()) }
}
