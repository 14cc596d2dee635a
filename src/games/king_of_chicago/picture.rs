//! The board drawn for the replay viewer, from the grid positions of `board.toml` (the ones the
//! terminal map uses): streets and the ways between them, the squares by their kind; then, from
//! a seat's [`View`], the cars, the police car, business markers, turf markers and tokens lying
//! on places, and beside the board the standings and the seat's folder.

use super::KingOfChicago;
use super::board::{SquareId, StreetId};
use super::defs::SquareKind;
use super::narrate::{Narrator, street_number};
use super::rules::play::Match;
use super::screen::Screen;
use super::view::View;
use crate::engine::game::Game;
use crate::engine::locale::Locale;
use crate::engine::picture::{Backdrop, Picture, Svg, n, seat_colour, wrapped};
use crate::engine::seat::Seat;

/// Pixels a grid cell.
const CELL: i32 = 24;

/// Where each seat's car stands from its street's centre: clear of the street's number (a
/// circle of radius 9) and of the police car's tag above it, on the roads, which run a
/// street's four cells to the next.
const CAR_SPOTS: [(i32, i32); 6] = [(-16, 0), (16, 0), (0, 16), (-29, 0), (29, 0), (0, 29)];

fn at(pos: [u16; 2]) -> (i32, i32) {
    (i32::from(pos[0]) * CELL + CELL / 2, i32::from(pos[1]) * CELL + CELL / 2)
}

fn fill(kind: SquareKind) -> &'static str {
    match kind {
        SquareKind::Business => "#f1dfbd",
        SquareKind::Turf => "#d6e8cf",
        SquareKind::Place => "#dcdcf5",
        SquareKind::Garage => "#cfcfcf",
        SquareKind::Hospital => "#f7d4d4",
        SquareKind::Police => "#c9dcef",
    }
}

/// The streets, their links and the squares, each square named (its `<title>`) in `locale`, and
/// the legend for a table of `seats` players.
pub fn backdrop(content: &super::content::Content, locale: &Locale, seats: usize) -> Backdrop {
    let board = &content.board;
    let n_ = Narrator { content, locale };
    let max = |f: fn([u16; 2]) -> u16| {
        board.streets.iter().map(|s| f(s.pos)).chain(board.squares.iter().map(|s| f(s.pos))).max().unwrap_or(0)
    };
    let (w, h) = (u32::from(max(|p| p[0])) + 2, u32::from(max(|p| p[1])) + 2);
    let mut svg = Svg::new();
    for street in &board.streets {
        let (x1, y1) = at(street.pos);
        for other in &street.links {
            let (x2, y2) = at(board.streets[usize::from(other.0)].pos);
            let line = [("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2))];
            svg.element("line", &[&line[..], &[("stroke", "#b9b2a3".into()), ("stroke-width", n(7))]].concat(), "");
        }
    }
    for (i, sq) in board.squares.iter().enumerate() {
        let (x, y) = at(sq.pos);
        let name: String = n_.square(SquareId(i as u16)).into();
        svg.group(&[("class", "square".into()), ("data-at", sq.id.clone())], |g| {
            g.element("title", &[], &name);
            g.rect((x - CELL / 2 + 1, y - CELL / 2 + 1, CELL - 2, CELL - 2), 3, fill(sq.kind), "#8c8c8c");
            // 3.2: the start lots are starred on the board; the first question names them so.
            if sq.start {
                let corner = [("x", n(x + CELL / 2 - 7)), ("y", n(y - CELL / 2 + 10)), ("font-size", n(10))];
                g.element(
                    "text",
                    &[&corner[..], &[("text-anchor", "middle".into()), ("fill", "#8a6d00".into())]].concat(),
                    "★",
                );
            }
            if let Some(letter) = letter(sq.kind, locale) {
                g.element(
                    "text",
                    &[("x", n(x)), ("y", n(y + 4)), ("text-anchor", "middle".into()), ("font-size", n(11))],
                    &letter,
                );
            }
        });
    }
    for (i, street) in board.streets.iter().enumerate() {
        let (x, y) = at(street.pos);
        let name: String = n_.street(StreetId(i as u16)).into();
        svg.group(&[("class", "street".into()), ("data-at", street.id.clone())], |g| {
            g.element("title", &[], &name);
            g.element(
                "circle",
                &[("cx", n(x)), ("cy", n(y)), ("r", n(9)), ("fill", "#ece6d8".into()), ("stroke", "#8c8c8c".into())],
                "",
            );
            g.element(
                "text",
                &[
                    ("x", n(x)),
                    ("y", n(y + 3)),
                    ("text-anchor", "middle".into()),
                    ("font-size", n(8)),
                    ("fill", "#555".into()),
                ],
                &street_number(&street.id),
            );
        });
    }
    let (width, height) = (w as i32 * CELL, h as i32 * CELL);
    let legend_height = legend(&mut svg, &n_, seats, width, height);
    Backdrop { width: width as u32, height: (height + legend_height) as u32, svg: svg.finish() }
}

/// The picture's own words (`texts::required` asks every language for them).
pub const WORDS: &[&str] = &[
    "picture-legend-street",
    "picture-legend-business",
    "picture-legend-turf",
    "picture-legend-place",
    "picture-legend-garage",
    "picture-legend-hospital",
    "picture-legend-police",
    "picture-letter-garage",
    "picture-letter-hospital",
    "picture-letter-police",
    "picture-police-car",
    "picture-legend-police-car",
    "picture-legend-turf-marker",
    "picture-legend-business-marker",
    "picture-legend-tokens",
    "picture-legend-car",
    "picture-legend-names",
];

/// The kinds of square, in the legend's order, each with its message's key.
const KINDS: [(SquareKind, &str); 6] = [
    (SquareKind::Business, "business"),
    (SquareKind::Turf, "turf"),
    (SquareKind::Place, "place"),
    (SquareKind::Garage, "garage"),
    (SquareKind::Hospital, "hospital"),
    (SquareKind::Police, "police"),
];

/// The letter a garage, the hospital or the police department is marked with
/// (`picture-letter-<kind>`), in the reader's language.
fn letter(kind: SquareKind, locale: &Locale) -> Option<String> {
    let key = KINDS.iter().find(|(k, _)| *k == kind).map(|(_, key)| *key)?;
    matches!(kind, SquareKind::Garage | SquareKind::Hospital | SquareKind::Police)
        .then(|| locale.text(&format!("picture-letter-{key}"), &[]))
}

/// The legend under the board, from `top`, in rows as wide as the board, every word in the
/// reader's language: a street's circle and each kind of square (2.0, the board), drawn as on the
/// board (`picture-legend-<kind>`); the pieces drawn over them (the police car, a turf marker, a
/// business marker, tokens on a place); each of the `seats` players' colour, his car's disc; and
/// how to read a square's name, which the board does not write. Returns the height it takes.
fn legend(svg: &mut Svg, n_: &Narrator, seats: usize, width: i32, top: i32) -> i32 {
    const ROW: i32 = 22;
    let locale = n_.locale;
    let (mut x, mut y) = (8, top + 6);
    let mut item = |svg: &mut Svg, draw: &dyn Fn(&mut Svg, i32, i32), name: String| {
        // A generous guess at the name's width at 11 pixels a letter.
        let wide = 24 + name.chars().count() as i32 * 7;
        if x > 8 && x + wide > width {
            (x, y) = (8, y + ROW);
        }
        draw(svg, x, y);
        svg.label((x + 21, y + 12), (11, "#333"), false, &name);
        x += wide + 10;
    };
    svg.group(&[("class", "legend".into())], |g| {
        let street: &dyn Fn(&mut Svg, i32, i32) = &|g, x, y| {
            g.element(
                "circle",
                &[
                    ("cx", n(x + 8)),
                    ("cy", n(y + 8)),
                    ("r", n(8)),
                    ("fill", "#ece6d8".into()),
                    ("stroke", "#8c8c8c".into()),
                ],
                "",
            );
        };
        item(g, street, locale.text("picture-legend-street", &[]));
        for (kind, key) in KINDS {
            let square = move |g: &mut Svg, x: i32, y: i32| {
                g.rect((x, y, 16, 16), 3, fill(kind), "#8c8c8c");
                if let Some(letter) = letter(kind, locale) {
                    g.label((x + 8, y + 12), (10, "#000"), true, &letter);
                }
            };
            item(g, &square, locale.text(&format!("picture-legend-{key}"), &[]));
        }
        // The pieces, as `pieces` draws them.
        let police: &dyn Fn(&mut Svg, i32, i32) = &|g, x, y| {
            g.element(
                "rect",
                &[
                    ("x", n(x - 2)),
                    ("y", n(y + 3)),
                    ("width", n(20)),
                    ("height", n(10)),
                    ("fill", "#1f2f4f".into()),
                    ("rx", n(2)),
                ],
                "",
            );
        };
        item(g, police, locale.text("picture-legend-police-car", &[]));
        let turf: &dyn Fn(&mut Svg, i32, i32) = &|g, x, y| {
            g.rect((x, y, 16, 16), 3, fill(SquareKind::Turf), "#8c8c8c");
            g.element("circle", &[("cx", n(x + 8)), ("cy", n(y + 8)), ("r", n(6)), ("fill", "#777".into())], "");
        };
        item(g, turf, locale.text("picture-legend-turf-marker", &[]));
        let business: &dyn Fn(&mut Svg, i32, i32) = &|g, x, y| {
            g.rect((x, y, 16, 16), 3, fill(SquareKind::Business), "#8c8c8c");
            g.rect((x + 2, y + 2, 12, 12), 0, "#ffffff", "#333");
        };
        item(g, business, locale.text("picture-legend-business-marker", &[]));
        let tokens: &dyn Fn(&mut Svg, i32, i32) = &|g, x, y| {
            g.rect((x, y, 16, 16), 3, fill(SquareKind::Place), "#8c8c8c");
            g.label((x + 8, y + 12), (11, "#000"), true, "3");
        };
        item(g, tokens, locale.text("picture-legend-tokens", &[]));
        for s in 0..seats {
            let car = move |g: &mut Svg, x: i32, y: i32| {
                g.element(
                    "circle",
                    &[
                        ("cx", n(x + 8)),
                        ("cy", n(y + 8)),
                        ("r", n(7)),
                        ("fill", seat_colour(s).into()),
                        ("stroke", "#222".into()),
                    ],
                    "",
                );
                g.label((x + 8, y + 11), (8, "#fff"), true, &(s + 1).to_string());
            };
            item(g, &car, locale.text("picture-legend-car", &[("seat", n_.seat(Seat(s as u8)))]));
        }
    });
    // Lines of words as wide as the board, at a generous 6 pixels a letter.
    let most = ((width - 16) / 6).max(20) as usize;
    let lines = wrapped(&locale.text("picture-legend-names", &[]), most);
    let mut row = y + ROW;
    svg.group(&[("class", "legend".into())], |g| {
        for line in &lines {
            g.label((8, row + 12), (11, "#333"), false, line);
            row += 16;
        }
    });
    row + 6 - top
}

/// The pieces and markers as `v`'s seat sees them: what stands on the board is public; what a
/// folder holds stays in it (3.2) and is told beside the board, not drawn.
fn pieces(v: &View, locale: &Locale) -> Vec<String> {
    let board = &v.content.board;
    let mut svg = Svg::new();
    for (i, sq) in board.squares.iter().enumerate() {
        let id = SquareId(i as u16);
        let (x, y) = at(sq.pos);
        match sq.kind {
            SquareKind::Business => {
                if let Some(b) = v.business_on(id) {
                    let state = v.business(b);
                    let marker = &v.content.businesses[usize::from(b.0)];
                    let colour = state.owner.map_or("#ffffff", |o| seat_colour(o.index()));
                    let mut attrs = vec![
                        ("x", n(x - 7)),
                        ("y", n(y - 7)),
                        ("width", n(14)),
                        ("height", n(14)),
                        ("fill", colour.to_string()),
                        ("stroke", "#333".into()),
                    ];
                    if state.closed {
                        attrs.push(("stroke-dasharray", "3 2".into()));
                    }
                    let owner = state.owner.map_or(String::new(), |o| n(o.index() + 1));
                    svg.group(
                        &[
                            ("data-piece", format!("business-{}", marker.id)),
                            ("data-at", sq.id.clone()),
                            ("data-owner", owner),
                        ],
                        |g| {
                            g.element("rect", &attrs, "");
                        },
                    );
                }
            }
            SquareKind::Turf => {
                if let Some(owner) = v.turf_owner(id) {
                    svg.group(
                        &[("data-piece", format!("turf-{}", owner.index() + 1)), ("data-at", sq.id.clone())],
                        |g| {
                            g.element(
                                "circle",
                                &[("cx", n(x)), ("cy", n(y)), ("r", n(6)), ("fill", seat_colour(owner.index()).into())],
                                "",
                            );
                        },
                    );
                }
            }
            SquareKind::Place => {
                let count = v.tokens(id).total();
                if count > 0 {
                    svg.group(&[("data-piece", "tokens".into()), ("data-at", sq.id.clone())], |g| {
                        g.element(
                            "text",
                            &[("x", n(x)), ("y", n(y + 4)), ("text-anchor", "middle".into()), ("font-size", n(11))],
                            &count.to_string(),
                        );
                    });
                }
            }
            _ => {}
        }
    }
    // The police car's tag stands on the road above its street, clear of the street's number
    // and of the cars beside it (5.3), and no wider than the road's cell, so that it never
    // touches a square beside the road (the Police Dept. by street 37, where it starts).
    let police = v.police_at();
    let (px, py) = at(board.streets[usize::from(police.0)].pos);
    svg.group(&[("data-piece", "police".into()), ("data-at", board.streets[usize::from(police.0)].id.clone())], |g| {
        g.element(
            "rect",
            &[
                ("x", n(px - 10)),
                ("y", n(py - 26)),
                ("width", n(20)),
                ("height", n(10)),
                ("fill", "#1f2f4f".into()),
                ("rx", n(2)),
            ],
            "",
        );
        g.element(
            "text",
            &[
                ("x", n(px)),
                ("y", n(py - 18)),
                ("text-anchor", "middle".into()),
                ("font-size", n(7)),
                ("fill", "#fff".into()),
                // Squeezed into the tag whatever the language's word, between the squares
                // either side of the road.
                ("textLength", n(18)),
                ("lengthAdjust", "spacingAndGlyphs".into()),
            ],
            &locale.text("picture-police-car", &[]),
        );
    });
    for s in 0..v.seats() {
        let seat = Seat(s as u8);
        // A car waits off the board until its owner's first lot is picked (3.2).
        if !v.car_on_board(seat) {
            continue;
        }
        let street = v.car_at(seat);
        let (x, y) = at(board.streets[usize::from(street.0)].pos);
        // Cars on one street stand on the roads beside its number, never over it: left and
        // right, then below, then further out (above is the police car's tag).
        let (dx, dy) = CAR_SPOTS[s % CAR_SPOTS.len()];
        let mut attrs = vec![
            ("data-piece", format!("car-{}", s + 1)),
            ("data-at", board.streets[usize::from(street.0)].id.clone()),
        ];
        let garage = v.in_garage(seat);
        if garage {
            attrs.push(("data-garage", "true".into()));
        }
        svg.group(&attrs, |g| {
            // A car in the garage (5.2.5) has a dashed ring.
            g.element(
                "circle",
                &[
                    ("cx", n(x + dx)),
                    ("cy", n(y + dy)),
                    ("r", n(6)),
                    ("fill", seat_colour(s).into()),
                    ("stroke", "#222".into()),
                    ("stroke-dasharray", if garage { "2 2" } else { "none" }.into()),
                ],
                "",
            );
            g.element(
                "text",
                &[
                    ("x", n(x + dx)),
                    ("y", n(y + dy + 3)),
                    ("text-anchor", "middle".into()),
                    ("font-size", n(8)),
                    ("fill", "#fff".into()),
                ],
                &(s + 1).to_string(),
            );
        });
    }
    svg.parts()
}

/// The position for one reader: for a seat, its own view (its folder, the others' public side);
/// for the observer, every folder.
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let narrator = Narrator { content: m.content, locale };
    let screen = Screen { n: &narrator };
    let v = KingOfChicago::view(m, viewer.unwrap_or(Seat(0)));
    // At the placement (6.5) each gangster still to be placed is counted and listed where he
    // was, as the folder's note says and the terminal's status shows (`before_placement.rs`).
    use super::screen::before_placement::as_read;
    let mut text = as_read(&v, |v| format!("{}{}", screen.heading(v), screen.standings(v, viewer.is_some())));
    match viewer {
        Some(_) => text.push_str(&as_read(&v, |v| screen.folder(v))),
        None => {
            for s in 0..v.seats() {
                text.push_str(&as_read(&KingOfChicago::view(m, Seat(s as u8)), |v| screen.folder_as(v, false)));
            }
        }
    }
    Picture { svg: pieces(&v, locale), text, hand: String::new() }
}
