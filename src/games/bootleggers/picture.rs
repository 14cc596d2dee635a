//! The board drawn for the replay viewer and the table in the browser: the speakeasies in a
//! row, smallest first, each with its influence markers in their players' colours and numbers,
//! its improvements, whether it is open and the trucks lined up at its docks; under them the
//! offer spaces with the cards on them (`offers`); then a row a family, named, with its
//! authority card's space, its stills, trucks at home and back room, and the cop as a badge by
//! the family still he watches; under the families a legend of the trucks, the markers and the
//! cop. The families' band has a row for each player at the table. Every word is the reader's
//! language (the locale's `picture-*`, `dock-*` and `cop` messages). Beside it the screen's
//! standings, as the reader may see them.

use super::Bootleggers;
use super::choice::StillRef;
use super::content::{AuthorityId, Content, SpeakeasyId};
use super::narrate::Narrator;
use super::rules::Match;
use super::screen::Terminal;
use super::state::{Player, State};
use crate::engine::game::{Game, Screen};
use crate::engine::locale::{Arg, Locale};
use crate::engine::picture::{Backdrop, Picture, Svg, n, seat_colour, wrapped};
use crate::engine::seat::Seat;

/// The messages the picture reads beside the screen's (`still-offsite-n`, `play-offsite`,
/// the docks' and speakeasies' names, `cop`).
pub const MESSAGES: &[&str] = &[
    "picture-open",
    "picture-closed",
    "picture-improvements",
    "picture-family",
    "picture-back-room",
    "picture-offsite",
    "picture-truck",
    "cop",
    "picture-legend-truck",
    "picture-legend-marker",
    "picture-legend-cop",
    "picture-legend-authority",
    "picture-authority",
];

/// The legend's lines under the families: a truck (phase 4), an influence marker (phase 2),
/// an authority card (phase 1), the cop (phase 3).
const LEGEND: [&str; 4] =
    ["picture-legend-truck", "picture-legend-marker", "picture-legend-authority", "picture-legend-cop"];
/// A line of the legend's text, and the room under a mark's last line.
const LEGEND_LINE: i32 = 24;
const LEGEND_GAP: i32 = 9;
/// The characters a line of the legend holds beside its mark, at [`ROW_TEXT`].
const LEGEND_WIDTH: usize = 53;

/// Speakeasies a row: the picture stays narrow enough to be shown near its own size.
const PER_ROW: usize = 3;
const COLUMN: i32 = 250;
/// A row of speakeasies: the name above the box, then the box.
const ROW_H: i32 = 266;
const TOP: i32 = 30;
const BAR_H: i32 = 230;
/// A family's rows: its name, its stills on up to [`STILL_LINES`] lines, its back room and
/// reserve on up to two (French "Arrière-Salle : aucun marqueur, aucune Caisse · 18 marqueurs
/// en réserve" ran past the board's edge on one).
const FAMILY_H: i32 = 148;
/// The lines a family's stills take at most: the box's six offsite stills and the family
/// still, in every language; a mod's longer list ends in "…" rather than run into the next.
const STILL_LINES: usize = 3;
/// A truck's box: its number, the crates on it and its room (`5: 2/4`), and the room between
/// two boxes side by side.
const TRUCK_W: i32 = 52;
const TRUCK_STEP: i32 = 56;
/// The width a dock's line of trucks has in its speakeasy's box: four boxes side by side; a
/// longer line (a public dock at a table of six) packs its boxes narrower, each then showing
/// its number alone, its load and room in its hover text.
const DOCK_W: i32 = COLUMN - 8 - 12;
/// The most characters of a family's line of stills, at [`ROW_TEXT`]: a longer one (two
/// external stills, in Dutch) goes on to a second line rather than past the board's right edge.
pub const FAMILY_LINE: usize = 58;
/// A line of a family's rows.
const SMALL_LINE: i32 = 24;
/// A dock's row: its name above its line of trucks, a gap between them.
const DOCK_H: i32 = 52;
/// The gap between a dock's name's baseline and its line of trucks.
const DOCK_GAP: i32 = 7;
const WIDTH: i32 = PER_ROW as i32 * COLUMN + 10;
/// Text sizes: names and rows, and the smaller labels (docks, loads, markers' numbers).
const TEXT: i32 = 15;
const SMALL: i32 = 13;
/// A speakeasy's own labels (its docks, open or closed, its improvements): the board is drawn
/// smaller than its size on a page, and these stay readable there.
const LABEL: i32 = 16;
/// The families' rows and the legend under them, and a family's name: drawn at 13 and 15,
/// they read about 9 px on a page, where the board is shrunk to fit the window's height (at
/// about 0.6 of its size in a 1400×1000 window, three families at the table); at 20, 12 px.
const ROW_TEXT: i32 = 20;
const NAME: i32 = 22;

/// The top left corner of the `i`-th speakeasy's box.
fn corner(i: usize) -> (i32, i32) {
    (5 + (i % PER_ROW) as i32 * COLUMN, TOP + (i / PER_ROW) as i32 * ROW_H)
}

/// Where the offer spaces start, under every row of speakeasies.
fn offers_top(content: &Content) -> i32 {
    TOP + content.board.speakeasies.len().div_ceil(PER_ROW) as i32 * ROW_H
}

/// Where the families' rows start, under the offer spaces of a table of `seats`.
fn families_top(content: &Content, seats: usize) -> i32 {
    offers_top(content) + offers::height(content, seats)
}

/// Where a dock's trucks line up, from the top of its speakeasy's box.
fn dock_y(top: i32, dock: i32) -> i32 {
    top + 98 + dock * DOCK_H
}

/// The speakeasies' boxes, their names and docks, room for a row a family of `seats` (at
/// least one, at most the box's), and the legend under them, in the reader's words.
/// A speakeasy used only at some tables (Volstead Imports, "utilisé uniquement dans une partie
/// à 6") is drawn by [`picture`], at the tables that use it: an empty box would read as a
/// speakeasy nobody can enter.
pub fn backdrop(content: &Content, locale: &Locale, seats: usize) -> Backdrop {
    let narrator = Narrator { content, locale };
    let w = WIDTH;
    let families = (seats as i32).clamp(1, i32::from(content.rules.max_players));
    let legend_top = families_top(content, families as usize) + families * FAMILY_H;
    let legend = legend_lines(&narrator);
    let h = legend_top + legend.iter().map(|l| legend_height(l.len())).sum::<i32>() + 10;
    let mut svg = Svg::new();
    svg.element("rect", &[("width", n(w)), ("height", n(h)), ("fill", "#3b2f25".into())], "");
    for (i, s) in content.board.speakeasies.iter().enumerate() {
        if s.players.is_empty() {
            speakeasy_box(&mut svg, &narrator, i);
        }
    }
    offers::backdrop(&mut svg, &narrator, families as usize, offers_top(content));
    draw_legend(&mut svg, &narrator, &legend, legend_top);
    Backdrop { width: w as u32, height: h as u32, svg: svg.finish() }
}

/// The legend from `top` down, each line after the mark it explains: a truck with the crates
/// on it, at home by its family or lined up at a dock (phase 4, 3); an influence marker with
/// its player's number (phase 2); an authority card's space (phase 1, 3-4); the cop's badge
/// (phase 3, 2-3).
fn draw_legend(svg: &mut Svg, narrator: &Narrator<'_>, lines: &[Vec<String>], top: i32) {
    svg.group(&[("class", "legend".into())], |g| {
        let mut y = top;
        for (i, text) in lines.iter().enumerate() {
            match i {
                0 => {
                    g.rect((5, y, TRUCK_W, 20), 3, seat_colour(5), "#000");
                    g.label((5 + TRUCK_W / 2, y + 15), (SMALL, "#fff"), true, &truck_words(narrator, 5, 2, 4));
                }
                1 => {
                    g.circle((20, y + 10, 10), "#888", "#000");
                    g.label((20, y + 14), (SMALL, "#fff"), true, "2");
                }
                2 => {
                    g.rect((5, y, 60, 24), 3, "#efe3c4", "#c9b48f");
                    g.label((35, y + 17), (LABEL, "#2b2118"), true, "60");
                }
                _ => cop(g, narrator, (5, y + 1)),
            }
            for (k, line) in text.iter().enumerate() {
                g.label((104, y + 16 + k as i32 * LEGEND_LINE), (ROW_TEXT, "#f4ead8"), false, line);
            }
            y += legend_height(text.len());
        }
    });
}

/// The legend's texts in the reader's words, each cut into the lines it takes.
fn legend_lines(narrator: &Narrator<'_>) -> Vec<Vec<String>> {
    LEGEND.iter().map(|id| wrapped(&narrator.t(id, &[]), LEGEND_WIDTH)).collect()
}

/// The height of a legend's entry of `lines` lines, its mark's at least.
fn legend_height(lines: usize) -> i32 {
    (lines.max(1) as i32 * LEGEND_LINE).max(24) + LEGEND_GAP
}

/// The `i`-th speakeasy's box as printed: its name above it and its docks' names in it.
fn speakeasy_box(svg: &mut Svg, narrator: &Narrator<'_>, i: usize) {
    let content = narrator.content;
    let s = &content.board.speakeasies[i];
    let (x, top) = corner(i);
    // Named by its `data-at`, so that the table's page can mark it (`Screen::marks`).
    svg.group(&[("data-at", s.id.clone())], |g| {
        g.rect((x, top, COLUMN - 8, BAR_H), 6, "#6b5440", "");
        let name: String = narrator.t(&format!("speakeasy-{}", s.id), &[]);
        g.label((x + 4, top - 8), (TEXT, "#fff"), false, &name);
        // Each dock named by its `data-at` (`dock-public`...), so that a look-up finds them
        // (`Screen::found_marks`); its row is outlined then, its name and its line of trucks.
        for (d, dock) in s.docks.iter().enumerate() {
            let id = &content.board.docks[usize::from(dock.0)].id;
            let label = narrator.t(&format!("dock-{id}"), &[]);
            let y = dock_y(top, d as i32);
            g.group(&[("data-at", format!("dock-{id}"))], |g| {
                g.rect((x + 3, y - DOCK_GAP - LABEL + 1, COLUMN - 14, DOCK_GAP + LABEL + 20), 3, "none", "");
                g.label((x + 6, y - DOCK_GAP), (LABEL, "#e8dcc8"), false, &label);
            });
        }
    });
}

/// One speakeasy: open or closed in words, its improvements, its influence markers in their
/// players' colours, each with its player's number.
fn speakeasy(g: &mut Svg, narrator: &Narrator<'_>, s: &State, id: SpeakeasyId) {
    let (x, top) = corner(usize::from(id.0));
    let open = s.is_open(narrator.content, id);
    let word = narrator.t(if open { "picture-open" } else { "picture-closed" }, &[]);
    g.label((x + 6, top + 20), (LABEL, if open { "#9f9" } else { "#f99" }), false, &word);
    let improvements = s.speakeasy(id).improvements;
    if improvements > 0 {
        let text = narrator.t("picture-improvements", &[("n", Arg::Num(i64::from(improvements)))]);
        g.label((x + 165, top + 20), (LABEL, "#fd4"), true, &text);
    }
    let printed = &narrator.content.board.speakeasies[usize::from(id.0)];
    let mut k = 0;
    for (seat, &count) in s.speakeasy(id).influence.iter() {
        for _ in 0..count {
            let (cx, cy) = (x + 16 + (k % 9) * 24, top + 42 + (k / 9) * 24);
            g.element(
                "circle",
                &[
                    ("cx", n(cx)),
                    ("cy", n(cy)),
                    ("r", n(10)),
                    ("fill", seat_colour(seat.index()).into()),
                    ("stroke", "#000".into()),
                    ("data-piece", format!("marker-{}", seat.index() + 1)),
                    ("data-at", printed.id.clone()),
                ],
                "",
            );
            g.label((cx, cy + 4), (SMALL, "#fff"), true, &(seat.index() + 1).to_string());
            k += 1;
        }
    }
}

/// The position for one reader (nothing on the board is hidden; the text is the reader's).
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let content = m.content;
    let s = &m.state;
    let narrator = Narrator { content, locale };
    let mut svg = Svg::new();
    for (id, printed) in content.board.in_game(s.player_count()) {
        svg.group(&[("data-piece", "speakeasy".into()), ("data-at", printed.id.clone())], |g| {
            if !printed.players.is_empty() {
                speakeasy_box(g, &narrator, usize::from(id.0));
            }
            speakeasy(g, &narrator, s, id);
        });
    }
    for (i, t) in s.trucks.iter().enumerate() {
        let Some(at) = t.at else { continue };
        let printed = &content.board.speakeasies[usize::from(at.speakeasy.0)];
        let dock = printed.docks.iter().position(|&d| d == at.dock).unwrap_or(0) as i32;
        let (x, top) = corner(usize::from(at.speakeasy.0));
        // Its place in its own dock's line, and how long the line is.
        let line: Vec<_> =
            s.trucks.iter().filter_map(|o| o.at).filter(|o| o.speakeasy == at.speakeasy && o.dock == at.dock).collect();
        let k = line.iter().filter(|o| o.order < at.order).count() as i32;
        let step = crowded_step(line.len() as i32);
        let operator = t.operator().map_or(0, Seat::index);
        truck(&mut svg, &narrator, (x + 6 + k * step, dock_y(top, dock)), (i, operator), (t, step), &printed.id);
    }
    offers::cards(&mut svg, &narrator, s, offers_top(content));
    let reader = viewer.unwrap_or(Seat(0));
    let v = Bootleggers::view(m, reader);
    for (seat, p) in s.players.iter() {
        let y = families_top(content, s.player_count().into()) + seat.index() as i32 * FAMILY_H;
        svg.group(&[("data-piece", format!("family-{}", seat.index() + 1))], |g| {
            family(g, &narrator, (seat, p), y);
            // The observer sees every card; a seat, its own and the others' once revealed.
            let shown = if viewer.is_none() { p.played } else { v.played(seat) };
            authority(g, &narrator, s, (seat, shown), (WIDTH - 100 - 8 - AUTHORITY_W, y));
            if s.cop == Some(seat) {
                cop(g, &narrator, (WIDTH - 100, y));
            }
        });
        let home: Vec<(usize, &super::state::Truck)> =
            s.trucks.iter().enumerate().filter(|(_, t)| t.at.is_none() && t.operator() == Some(seat)).collect();
        for (k, (i, t)) in home.into_iter().enumerate() {
            truck(&mut svg, &narrator, (160 + k as i32 * TRUCK_STEP, y), (i, seat.index()), (t, TRUCK_STEP), "home");
        }
    }
    let screen = Terminal { n: Narrator { content, locale } };
    let mut text = screen.status(&v);
    if viewer.is_none() {
        // The observer sees every seat's money and cards.
        for (seat, p) in s.players.iter() {
            text.push_str(&format!(
                "{}: {} · {}\n",
                String::from(screen.n.seat(seat)),
                String::from(screen.n.money(p.money)),
                String::from(screen.n.muscles(&p.hand))
            ));
        }
    }
    Picture { svg: svg.parts(), text, hand: String::new() }
}

/// A family's rows: its colour and name (its trucks at home beside it), then its stills, back
/// room and reserve in words.
fn family(g: &mut Svg, narrator: &Narrator<'_>, (seat, p): (Seat, &Player), y: i32) {
    g.rect((5, y, 18, 18), 0, seat_colour(seat.index()), "#000");
    let offsite: String = p
        .offsite
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let still = narrator.still(StillRef::Offsite(u8::try_from(i).unwrap_or(u8::MAX)));
            format!(" · {}", narrator.t("picture-offsite", &[("still", still), ("n", Arg::Num(i64::from(o.dice)))]))
        })
        .collect();
    let stills =
        narrator.t("picture-family", &[("family", Arg::Num(i64::from(p.family_dice))), ("offsite", Arg::Str(offsite))]);
    let back_room = narrator.t(
        "picture-back-room",
        &[
            ("influence", Arg::Num(i64::from(p.back_room.influence))),
            ("crates", Arg::Num(i64::from(p.back_room.crates))),
            ("reserve", Arg::Num(i64::from(p.reserve))),
        ],
    );
    g.label((30, y + 17), (NAME, "#fff"), false, &String::from(narrator.seat(seat)));
    let lines = stills_lines(&stills);
    for (i, line) in lines.iter().enumerate() {
        g.label((30, y + 42 + i as i32 * SMALL_LINE), (ROW_TEXT, "#f4ead8"), false, line);
    }
    let below = y + 42 + lines.len().max(1) as i32 * SMALL_LINE + 3;
    for (i, line) in lines_between_dots(&back_room).iter().take(2).enumerate() {
        g.label((30, below + i as i32 * SMALL_LINE), (ROW_TEXT, "#f4ead8"), false, line);
    }
}

/// A family's stills in at most [`STILL_LINES`] lines of at most [`FAMILY_LINE`] characters,
/// broken between stills (` · `) where it can be, else between words; what does not fit ends
/// the last line in "…".
fn stills_lines(stills: &str) -> Vec<String> {
    let mut lines = lines_between_dots(stills);
    if lines.len() > STILL_LINES {
        lines.truncate(STILL_LINES);
        if let Some(last) = lines.last_mut() {
            let kept: String = last.chars().take(FAMILY_LINE - 1).collect();
            *last = format!("{kept}…");
        }
    }
    lines
}

/// `text` in lines of at most [`FAMILY_LINE`] characters, broken between its parts (` · `)
/// where it can be, else between words.
fn lines_between_dots(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for still in text.split(" · ") {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 3 + still.chars().count() <= FAMILY_LINE => {
                line.push_str(" · ");
                line.push_str(still);
            }
            _ => lines.extend(wrapped(still, FAMILY_LINE)),
        }
    }
    lines
}

/// The width of a family's authority card's space, beside the cop's badge.
const AUTHORITY_W: i32 = 132;

/// A family's authority card's space (PHASE 1, 3-4: played face down before its player, all
/// turned face up together, and left there all turn): the card's number as the reader may see
/// it, with Big City Boys' bonus, "face down", or none played yet.
fn authority(
    g: &mut Svg,
    narrator: &Narrator<'_>,
    s: &State,
    (seat, shown): (Seat, Option<AuthorityId>),
    (x, y): (i32, i32),
) {
    let played = s.players[seat].played;
    let bonus = s.authority_bonus[seat];
    let words = match shown {
        Some(card) => {
            let number = narrator.authority(card);
            let total = narrator.tenths(s.authority(narrator.content, seat));
            let state = if bonus > 0 { "bonus" } else { "shown" };
            narrator.t("picture-authority", &[("state", Arg::Str(state.into())), ("n", number), ("total", total)])
        }
        None => {
            let state = if played.is_some() { "hidden" } else { "none" };
            narrator.t("picture-authority", &[("state", Arg::Str(state.into()))])
        }
    };
    g.group(&[("data-piece", format!("authority-{}", seat.index() + 1))], |g| {
        g.rect((x, y - 3, AUTHORITY_W, 24), 3, if shown.is_some() { "#efe3c4" } else { "#5a4a3a" }, "#c9b48f");
        let ink = if shown.is_some() { "#2b2118" } else { "#e8dcc8" };
        g.label((x + AUTHORITY_W / 2, y + 14), (LABEL, ink), true, &words);
    });
}

/// The cop beside the family still he watches: a badge with his name, no picture character
/// a browser might lack.
fn cop(g: &mut Svg, narrator: &Narrator<'_>, (x, y): (i32, i32)) {
    g.group(&[("data-piece", "cop".into())], |g| {
        g.rect((x, y - 3, 92, 24), 4, "#1f3b73", "#c9d6f0");
        g.label((x + 46, y + 15), (ROW_TEXT, "#fff"), true, &narrator.t("cop", &[]));
    });
}

/// What a truck's box says: its number, then the crates on it out of its room (`5: 2/4`).
fn truck_words(narrator: &Narrator<'_>, number: usize, load: u16, capacity: u8) -> String {
    narrator.t(
        "picture-truck",
        &[
            ("n", Arg::Num(number as i64)),
            ("load", Arg::Num(i64::from(load))),
            ("capacity", Arg::Num(i64::from(capacity))),
        ],
    )
}

/// The room from one truck's box to the next in a dock's line of `trucks`: the usual step
/// while they fit side by side, else the line's width shared out, so that no box hides
/// another (a newcomer could not read a queue of seven drawn on top of each other).
fn crowded_step(trucks: i32) -> i32 {
    if trucks * TRUCK_STEP <= DOCK_W { TRUCK_STEP } else { DOCK_W / trucks.max(1) }
}

/// A truck in its operator's colour, with its number, load and room; `step` apart from the
/// next, narrower than its words at a crowded dock, where it shows its number alone and its
/// words on hover.
fn truck(
    svg: &mut Svg,
    narrator: &Narrator<'_>,
    (x, y): (i32, i32),
    (i, operator): (usize, usize),
    (t, step): (&super::state::Truck, i32),
    at: &str,
) {
    let capacity = narrator.content.rules.truck(t.size).capacity;
    let words = truck_words(narrator, i + 1, t.load, capacity);
    let w = TRUCK_W.min(step - 3);
    // Where it stands (`data-at`: a speakeasy, or home), and itself (`truck-N`), so that a
    // question on a truck (Move Over, Pigeon; Hijack) marks the truck (`Screen::marks`).
    svg.group(&[("data-piece", format!("truck-{}", i + 1)), ("data-at", at.to_string())], |g| {
        g.group(&[("data-at", format!("truck-{}", i + 1))], |g| {
            g.element("title", &[], &words);
            g.rect((x, y, w, 20), 3, seat_colour(operator), "#000");
            let shown = if w < TRUCK_W { (i + 1).to_string() } else { words.clone() };
            g.label((x + w / 2, y + 15), (SMALL, "#fff"), true, &shown);
        });
    });
}

pub mod offers;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::games::bootleggers::state::Offsite;

    /// The baselines of a family's labels, top to bottom.
    fn baselines(svg: &str) -> Vec<i32> {
        svg.split("<text ").skip(1).filter_map(|t| t.split("y=\"").nth(1)?.split('"').next()?.parse().ok()).collect()
    }

    /// A family with as many offsite stills as the box holds, some left with no die (the
    /// longest words), draws each line of text below the last, the smaller text's height
    /// apart, and within its own row: nothing is written over the back room's line, nor over
    /// the next family's name, in any language (issue 35: "n'y pose pas de dé" over
    /// "Arrière-Salle").
    #[test]
    fn a_familys_lines_never_overlap_nor_leave_its_row() {
        let content = crate::games::bootleggers::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut state = crate::games::bootleggers::rules::setup::new_game(&content, 4, 1).expect("four players");
        let boards = usize::from(content.board.offsite_still.boards);
        state.players[Seat(0)].offsite =
            (0..boards).map(|i| Offsite { dice: if i % 2 == 0 { 0 } else { 4 }, marked: true }).collect();
        state.players[Seat(0)].family_dice = 4;
        // A full back room: its line is the longest in French.
        state.players[Seat(0)].back_room.influence = 10;
        state.players[Seat(0)].back_room.crates = 12;
        for lang in ["en", "fr", "nl"] {
            let locale = Locale::load(&Source::Embedded, crate::games::bootleggers::content::GAME_ID, lang)
                .unwrap_or_else(|d| panic!("{d}"));
            let narrator = Narrator { content: &content, locale: &locale };
            let mut svg = Svg::new();
            family(&mut svg, &narrator, (Seat(0), &state.players[Seat(0)]), 0);
            let drawn = svg.finish();
            let ys = baselines(&drawn);
            assert!(ys.len() >= 4, "{lang}: {ys:?}");
            // No line longer than the board holds at its size (the stills' limit).
            for text in drawn.split("<text ").skip(1) {
                let words = text.split('>').nth(1).and_then(|t| t.split('<').next()).unwrap_or_default();
                assert!(words.chars().count() <= FAMILY_LINE, "{lang}: `{words}` runs past the board's edge");
            }
            for pair in ys.windows(2) {
                assert!(pair[1] - pair[0] >= ROW_TEXT, "{lang}: lines at {ys:?} overlap");
            }
            // The next family's name stands at FAMILY_H + 17, a full line of text below.
            assert!(ys.last().is_some_and(|&y| y + NAME <= FAMILY_H + 17), "{lang}: {ys:?} leave the row");
        }
    }

    /// Seven trucks in line at one dock (a public dock at a table of six, PHASE 4, 3) are
    /// drawn side by side within the speakeasy's box, none over another, each numbered and
    /// with its load and room on hover (issue 35: "7: 9/9" drawn over trucks 3 and 8).
    #[test]
    fn a_crowded_docks_trucks_never_cover_each_other() {
        use crate::engine::play::{Match, MatchOptions};
        use crate::games::bootleggers::content::{DockId, SpeakeasyId};
        use crate::games::bootleggers::state::{LinedUp, TruckId};
        let content = crate::games::bootleggers::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut state = crate::games::bootleggers::rules::setup::new_game(&content, 6, 1).expect("six players");
        let speakeasy = SpeakeasyId(0);
        let dock = content.board.speakeasies[0].docks[0];
        // Trucks bought since the start: seven in all.
        while state.trucks.len() < 7 {
            let more = state.trucks[0].clone();
            state.trucks.push(more);
        }
        for order in 0..7u8 {
            let truck = state.truck_mut(TruckId(order));
            truck.at = Some(LinedUp { speakeasy, dock: DockId(dock.0), order: u16::from(order) });
        }
        let m = Match::new(&content, state, Vec::new(), &MatchOptions::default());
        let locale = Locale::load(&Source::Embedded, crate::games::bootleggers::content::GAME_ID, "en")
            .unwrap_or_else(|d| panic!("{d}"));
        let drawn = picture(&m, &locale, None);
        let attr = |el: &str, name: &str| -> i32 {
            el.split(&format!(" {name}=\""))
                .nth(1)
                .and_then(|v| v.split('"').next())
                .and_then(|v| v.parse().ok())
                .unwrap()
        };
        let mut boxes: Vec<(i32, i32)> = drawn
            .svg
            .iter()
            .filter(|g| g.starts_with("<g data-piece=\"truck-"))
            .map(|g| {
                assert!(g.contains("<title>"), "{g}");
                let rect = g.split("<rect").nth(1).unwrap();
                (attr(rect, "x"), attr(rect, "width"))
            })
            .collect();
        assert_eq!(boxes.len(), 7, "{:?}", drawn.svg);
        boxes.sort_unstable();
        for pair in boxes.windows(2) {
            assert!(pair[0].0 + pair[0].1 < pair[1].0, "boxes {boxes:?} overlap");
        }
        let (x, _) = corner(0);
        assert!(boxes.iter().all(|&(bx, w)| bx >= x && bx + w <= x + COLUMN - 8), "{boxes:?} leave the box");
    }

    /// The docks' names are drawn large enough to read where the page shows the board smaller
    /// than its size (it was 13, read as 9 px), each above its own line of trucks with a gap,
    /// and below the line of the dock above it ("public dock" was touched by the minority
    /// dock's trucks). Each dock's row is named by its `data-at`, for a look-up to outline.
    #[test]
    fn the_docks_names_are_large_and_clear_of_the_trucks() {
        let content = crate::games::bootleggers::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        for lang in ["en", "fr", "nl"] {
            let locale = Locale::load(&Source::Embedded, crate::games::bootleggers::content::GAME_ID, lang)
                .unwrap_or_else(|d| panic!("{d}"));
            let narrator = Narrator { content: &content, locale: &locale };
            let texas = content.board.speakeasies.iter().position(|s| s.docks.len() == 3).unwrap();
            let mut svg = Svg::new();
            speakeasy_box(&mut svg, &narrator, texas);
            let drawn = svg.finish();
            let (_, top) = corner(texas);
            let docks: Vec<&str> = drawn.split("<g data-at=\"dock-").skip(1).collect();
            assert_eq!(docks.len(), 3, "{lang}: {drawn}");
            for (d, g) in docks.iter().enumerate() {
                let text = g.split("<text ").nth(1).unwrap();
                assert!(text.contains(&format!("font-size=\"{LABEL}\"")) && LABEL >= 16, "{lang}: {text}");
                let y = baselines(&format!("<text {text}"))[0];
                let row = dock_y(top, d as i32);
                assert!(y + 5 <= row, "{lang}: dock {d}'s name at {y} touches its trucks at {row}");
                if d > 0 {
                    let above = dock_y(top, d as i32 - 1) + 20;
                    assert!(
                        y - LABEL >= above + 8,
                        "{lang}: dock {d}'s name at {y} touches the trucks above at {above}"
                    );
                }
            }
            assert!(dock_y(top, 2) + 20 < top + BAR_H, "{lang}: the last dock's trucks leave the box");
        }
    }
}
