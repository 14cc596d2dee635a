//! The board drawn for the replay viewer: the speakeasies in a row, smallest first, each with
//! its influence markers by colour, its improvements, whether it is open and the trucks lined
//! up at its docks; under them every family's stills, trucks at home and back room, and the
//! cop. Beside it the screen's standings, as the reader may see them.

use super::Bootleggers;
use super::content::Content;
use super::narrate::Narrator;
use super::rules::Match;
use super::screen::Terminal;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::picture::{Backdrop, Picture, Svg, n, seat_colour};
use crate::engine::seat::Seat;

const COLUMN: i32 = 170;
const TOP: i32 = 30;
const BAR_H: i32 = 250;
const FAMILY_H: i32 = 46;

fn columns(content: &Content) -> i32 {
    content.board.speakeasies.len() as i32
}

/// The speakeasies' boxes, their names and docks, and a row a family.
pub fn backdrop(content: &Content, locale: &Locale) -> Backdrop {
    let narrator = Narrator { content, locale };
    let w = columns(content) * COLUMN + 10;
    let h = TOP + BAR_H + i32::from(content.rules.max_players) * FAMILY_H + 20;
    let mut svg = Svg::new();
    svg.element("rect", &[("width", n(w)), ("height", n(h)), ("fill", "#3b2f25".into())], "");
    for (i, s) in content.board.speakeasies.iter().enumerate() {
        let x = 5 + i as i32 * COLUMN;
        svg.element(
            "rect",
            &[
                ("x", n(x)),
                ("y", n(TOP)),
                ("width", n(COLUMN - 8)),
                ("height", n(BAR_H)),
                ("rx", n(6)),
                ("fill", "#6b5440".into()),
            ],
            "",
        );
        let name: String = narrator.t(&format!("speakeasy-{}", s.id), &[]);
        svg.element(
            "text",
            &[("x", n(x + 6)), ("y", n(TOP - 8)), ("font-size", n(11)), ("fill", "#fff".into())],
            &name,
        );
        for (d, dock) in s.docks.iter().enumerate() {
            let label = narrator.t(&format!("dock-{}", content.board.docks[usize::from(dock.0)].id), &[]);
            svg.element(
                "text",
                &[
                    ("x", n(x + 6)),
                    ("y", n(TOP + 120 + d as i32 * 40)),
                    ("font-size", n(9)),
                    ("fill", "#e8dcc8".into()),
                ],
                &label,
            );
        }
    }
    Backdrop { width: w as u32, height: h as u32, svg: svg.finish() }
}

/// The position for one reader (nothing on the board is hidden; the text is the reader's).
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let content = m.content;
    let s = &m.state;
    let mut svg = Svg::new();
    for (id, printed) in content.board.in_game(s.player_count()) {
        let x = 5 + i32::from(id.0) * COLUMN;
        let st = s.speakeasy(id);
        svg.group(&[("data-piece", "speakeasy".into()), ("data-at", printed.id.clone())], |g| {
            let open = s.is_open(content, id);
            g.element(
                "text",
                &[
                    ("x", n(x + 6)),
                    ("y", n(TOP + 16)),
                    ("font-size", n(10)),
                    ("fill", if open { "#9f9" } else { "#f99" }.into()),
                ],
                if open { "●" } else { "○" },
            );
            let mut k = 0;
            for (seat, &count) in st.influence.iter() {
                for _ in 0..count {
                    let (cx, cy) = (x + 14 + (k % 8) * 18, TOP + 36 + (k / 8) * 18);
                    g.element(
                        "circle",
                        &[
                            ("cx", n(cx)),
                            ("cy", n(cy)),
                            ("r", n(7)),
                            ("fill", seat_colour(seat.index()).into()),
                            ("data-piece", format!("marker-{}", seat.index() + 1)),
                            ("data-at", printed.id.clone()),
                        ],
                        "",
                    );
                    k += 1;
                }
            }
            for i in 0..i32::from(st.improvements) {
                g.element(
                    "text",
                    &[("x", n(x + 30 + i * 14)), ("y", n(TOP + 16)), ("font-size", n(12)), ("fill", "#fd4".into())],
                    "★",
                );
            }
        });
    }
    for (i, t) in s.trucks.iter().enumerate() {
        let Some(at) = t.at else { continue };
        let printed = &content.board.speakeasies[usize::from(at.speakeasy.0)];
        let dock = printed.docks.iter().position(|&d| d == at.dock).unwrap_or(0) as i32;
        let x = 5 + i32::from(at.speakeasy.0) * COLUMN + 6 + (i32::from(at.order) % 5) * 30;
        let y = TOP + 126 + dock * 40;
        truck(&mut svg, x, y, i, t.operator().map_or(0, Seat::index), t.load, &printed.id);
    }
    for (seat, p) in s.players.iter() {
        let y = TOP + BAR_H + 16 + seat.index() as i32 * FAMILY_H;
        svg.group(&[("data-piece", format!("family-{}", seat.index() + 1))], |g| {
            g.element(
                "rect",
                &[
                    ("x", n(5)),
                    ("y", n(y)),
                    ("width", n(14)),
                    ("height", n(14)),
                    ("fill", seat_colour(seat.index()).into()),
                ],
                "",
            );
            let mut line = format!("family still {}", p.family_dice);
            for o in &p.offsite {
                line.push_str(&format!(" · offsite {}", o.dice));
            }
            line.push_str(&format!(
                " · back room: {} markers, {} crates · reserve {}",
                p.back_room.influence, p.back_room.crates, p.reserve
            ));
            if s.cop == Some(seat) {
                line.push_str(" · 👮");
            }
            g.element("text", &[("x", n(26)), ("y", n(y + 12)), ("font-size", n(11)), ("fill", "#fff".into())], &line);
        });
        let home: Vec<(usize, &super::state::Truck)> =
            s.trucks.iter().enumerate().filter(|(_, t)| t.at.is_none() && t.operator() == Some(seat)).collect();
        for (k, (i, t)) in home.into_iter().enumerate() {
            truck(&mut svg, 26 + k as i32 * 30, y + 18, i, seat.index(), t.load, "home");
        }
    }
    let screen = Terminal { n: Narrator { content, locale } };
    let reader = viewer.unwrap_or(Seat(0));
    let v = Bootleggers::view(m, reader);
    let mut text = screen.status(&v);
    if viewer.is_none() {
        // The observer sees every seat's money and cards.
        for (seat, p) in s.players.iter() {
            let cards: Vec<String> = p.hand.iter().map(|&c| String::from(screen.n.muscle(c))).collect();
            text.push_str(&format!(
                "{}: {} · {}\n",
                String::from(screen.n.seat(seat)),
                String::from(screen.n.money(p.money)),
                cards.join(", ")
            ));
        }
    }
    Picture { svg: svg.parts(), text }
}

fn truck(svg: &mut Svg, x: i32, y: i32, i: usize, operator: usize, load: u16, at: &str) {
    svg.group(&[("data-piece", format!("truck-{}", i + 1)), ("data-at", at.to_string())], |g| {
        g.element(
            "rect",
            &[
                ("x", n(x)),
                ("y", n(y)),
                ("width", n(26)),
                ("height", n(14)),
                ("rx", n(2)),
                ("fill", seat_colour(operator).into()),
                ("stroke", "#000".into()),
            ],
            "",
        );
        g.element(
            "text",
            &[
                ("x", n(x + 13)),
                ("y", n(y + 11)),
                ("font-size", n(9)),
                ("text-anchor", "middle".into()),
                ("fill", "#fff".into()),
            ],
            &load.to_string(),
        );
    });
}
