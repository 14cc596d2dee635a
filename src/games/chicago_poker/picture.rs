//! The table drawn for the replay viewer and the table in the browser: the face-up
//! establishments in their places, before each the cards every player laid there (face up, or
//! face down as the seat may know them: 4.1 Action II), the shootout tokens; a place the table
//! does not use at this many players (3.0) or left empty when the pile of tiles ran out (6.0,
//! Cas particulier) said so; beside each player's name the establishments he has won and, under
//! it, how many of each type (what the conditions of victory count, 6.0); below, a legend of the
//! marks; beside it the standings and the hand.

use super::ChicagoPoker;
use super::content::{CardId, Content};
use super::narrate::Narrator;
use super::screen::Terminal;
use super::turn::Match;
use crate::engine::game::Game;
use crate::engine::locale::{Arg, Locale};
use crate::engine::picture::{Backdrop, Picture, Svg, n, seat_colour, wrapped};
use crate::engine::seat::Seat;

const COLUMN: i32 = 150;
const TOP: i32 = 44;
const ROW: i32 = 68;
/// The players' column: a name, then a line for each type of establishment won.
const LEFT: i32 = 165;
const CARD_W: i32 = 22;
const CARD_H: i32 = 34;
/// A line of the legend below the players' rows.
const LEGEND_LINE: i32 = 16;
/// The most lines of types won under a player's name: more types share lines.
const TYPE_LINES: usize = 4;

/// The messages the picture reads: its legend and what an empty place says (a type won is
/// worded as at the end of a game, `Narrator::types_won`).
pub const WORDS: &[&str] = &[
    "picture-legend-won",
    "picture-legend-face-down",
    "picture-legend-token",
    "picture-place-unused",
    "picture-place-unused-why",
    "picture-place-empty",
    "picture-place-empty-why",
];

/// The legend's lines: its message, and the mark drawn before it.
const LEGEND: [(&str, Mark); 3] = [
    ("picture-legend-won", Mark::Star),
    ("picture-legend-face-down", Mark::FaceDown),
    ("picture-legend-token", Mark::Token),
];

/// A mark the legend explains.
#[derive(Clone, Copy)]
enum Mark {
    Star,
    FaceDown,
    Token,
}

/// The most places the table can have (3.0), and a row for each of `seats` players (at least
/// one, at most the box's).
fn size(content: &Content, seats: usize) -> (i32, i32) {
    let places = content.rules.tables.iter().map(|t| i32::from(t.face_up_tiles)).max().unwrap_or(1);
    (places, (seats as i32).clamp(1, i32::from(content.rules.max_players)))
}

/// The felt, with one slot a place and a row for each of `seats` players, and below the rows
/// the legend of the marks.
pub fn backdrop(content: &Content, locale: &Locale, seats: usize) -> Backdrop {
    let (places, players) = size(content, seats);
    let rows = TOP + players * ROW;
    let w = LEFT + places * COLUMN + 10;
    let legend_lines = legend_lines(content, locale, w);
    let h = rows + legend_lines.len() as i32 * LEGEND_LINE + 14;
    let mut svg = Svg::new();
    svg.element("rect", &[("width", n(w)), ("height", n(h)), ("fill", "#2f6b3f".into())], "");
    for p in 0..places {
        let x = LEFT + p * COLUMN;
        svg.element(
            "rect",
            &[
                ("x", n(x + 2)),
                ("y", n(4)),
                ("width", n(COLUMN - 6)),
                ("height", n(rows - 4)),
                ("fill", "#3a7d4c".into()),
                ("rx", n(6)),
            ],
            "",
        );
    }
    legend(&mut svg, &legend_lines, rows + 6);
    Backdrop { width: w as u32, height: h as u32, svg: svg.finish() }
}

/// The legend's lines for a board `width` wide: each mark's words, a line continued without
/// its mark. What ★ and the types under a name count says the conditions of victory as set
/// (6.0; the quick game's when it is on).
fn legend_lines(content: &Content, locale: &Locale, width: i32) -> Vec<(Option<Mark>, String)> {
    let conditions = Terminal { n: Narrator { content, locale } }.win_conditions();
    // An 11 px line of this font holds a character about every 6 px.
    let chars = usize::try_from((width - 36) / 6).unwrap_or(40).max(40);
    let mut lines = Vec::new();
    for (id, mark) in LEGEND {
        let text = locale.text(id, &[("conditions", conditions.as_str().into())]);
        for (i, line) in wrapped(&text, chars).into_iter().enumerate() {
            lines.push(((i == 0).then_some(mark), line));
        }
    }
    lines
}

/// The legend from `top` down: what ★ and the types under a name count (6.0), a card face
/// down (4.1 Action II), a shootout token (4.1, 5.0).
fn legend(svg: &mut Svg, lines: &[(Option<Mark>, String)], top: i32) {
    svg.group(&[("class", "legend".into())], |g| {
        for (i, (mark, text)) in lines.iter().enumerate() {
            let y = top + i as i32 * LEGEND_LINE;
            match mark {
                None => {}
                Some(Mark::Star) => {
                    g.label((14, y + 12), (12, "#fff"), true, "★");
                }
                Some(Mark::FaceDown) => card_back(g, (8, y + 1, 11, 14)),
                Some(Mark::Token) => {
                    g.circle((14, y + 8, 6), "#ccc", "#000");
                }
            }
            g.label((28, y + 11), (11, "#fff"), false, text);
        }
    });
}

/// A place with no establishment: a tile's back with why it is empty, the table's size at this
/// many players (3.0) or the pile of tiles run out (6.0, Cas particulier).
fn empty_place(svg: &mut Svg, n_: &Narrator, place: i32, (players, face_up): (usize, i32)) {
    let (content, locale) = (n_.content, n_.locale);
    let x = LEFT + place * COLUMN;
    let (title, why) = if place < face_up {
        (locale.text("picture-place-empty", &[]), locale.text("picture-place-empty-why", &[]))
    } else {
        let args = [("players", Arg::Num(players as i64)), ("places", Arg::num(face_up))];
        (locale.text("picture-place-unused", &[]), locale.text("picture-place-unused-why", &args))
    };
    svg.group(&[("data-piece", "empty-place".into())], |g| {
        let attrs = [
            ("x", n(x + 2)),
            ("y", n(4)),
            ("width", n(COLUMN - 6)),
            ("height", n(TOP + size(content, players).1 * ROW - 8)),
            ("rx", n(6)),
            ("fill", "#24532f".into()),
            ("stroke", "#9db4d6".into()),
            ("stroke-dasharray", "4 3".into()),
        ];
        g.element("rect", &attrs, "");
        g.label((x + COLUMN / 2 - 1, 26), (11, "#fff"), true, &title);
        for (i, line) in wrapped(&why, 26).iter().enumerate() {
            g.label((x + COLUMN / 2 - 1, 44 + i as i32 * 13), (10, "#dfe"), true, line);
        }
    });
}

/// What a group of cards makes, under them (`Pair (6)`, `at least Pair (6)` where some are
/// face down), as the panel's line for the establishment words it ([`Terminal::group_label`]:
/// one judgement of the hand for both); two lines where a column is too narrow for one.
fn hand_label(svg: &mut Svg, (x, y): (i32, i32), owner: Seat, label: &str) {
    let text = label.trim_start_matches([' ', '—']);
    svg.group(&[("data-piece", format!("hand-{}", owner.index() + 1))], |g| {
        for (i, line) in wrapped(text, 27).iter().enumerate() {
            g.label((x, y + i as i32 * 10), (9, "#ffe9a8"), false, line);
        }
    });
}

/// One card: its name when known, its back when not.
fn card(svg: &mut Svg, n_: &Narrator, x: i32, y: i32, known: Option<CardId>, face_up: bool, owner: Seat) {
    let mut attrs = vec![("data-piece", "card".to_string()), ("data-owner", n(owner.index() + 1))];
    if let Some(c) = known {
        attrs.push(("data-card", n_.content.card(c).id.clone()));
    }
    svg.group(&attrs, |g| {
        let name = known.map(|c| n_.card_name(c)).unwrap_or_default();
        if !name.is_empty() {
            g.element("title", &[], &name);
        }
        if face_up {
            g.rect((x, y, CARD_W, CARD_H), 3, "#fffdf3", "#333");
        } else {
            card_back(g, (x, y, CARD_W, CARD_H));
        }
        if let Some(c) = known {
            // A gangster shows its value in its colour; a special the initial of its name.
            let label = match n_.content.card(c).gangster() {
                Some(gangster) => gangster.value.to_string(),
                None => name.chars().next().map(String::from).unwrap_or_default(),
            };
            // A colour's id is a CSS colour name in the box (red, blue...): a gangster's value on a
            // chip of its colour, in black or white, whichever reads on it (a yellow number on a
            // white card did not); a special's initial in black on the card.
            let colour =
                n_.content.card(c).gangster().and_then(|gangster| n_.content.colours.get(usize::from(gangster.colour)));
            let ink = match colour {
                Some(colour) => {
                    g.rect((x + 2, y + 8, CARD_W - 4, 18), 2, colour, "#333");
                    if light(colour) { "#000" } else { "#fff" }
                }
                None => "#000",
            };
            g.element(
                "text",
                &[
                    ("x", n(x + CARD_W / 2)),
                    ("y", n(y + 21)),
                    ("text-anchor", "middle".into()),
                    ("font-size", n(12)),
                    ("fill", ink.into()),
                    ("font-weight", "bold".into()),
                ],
                &label,
            );
        }
    });
}

/// A card laid face down (4.1 Action II): grey, crossed corner to corner like a card's back. It
/// was a light blue, which a newcomer took for the Blue gangsters (issue 35); no colour of the
/// box is grey.
fn card_back(svg: &mut Svg, (x, y, w, h): (i32, i32, i32, i32)) {
    svg.rect((x, y, w, h), 2, "#8a8a8a", "#333");
    for (x1, x2) in [(x, x + w), (x + w, x)] {
        let attrs = [
            ("x1", n(x1)),
            ("y1", n(y)),
            ("x2", n(x2)),
            ("y2", n(y + h)),
            ("stroke", "#d8d8d8".to_string()),
            ("stroke-width", n(1)),
        ];
        svg.element("line", &attrs, "");
    }
}

/// Whether black reads better than white on `colour`, a CSS colour name or `#rrggbb`: the light
/// names a colour of the box may take, or a hex colour's luminance.
fn light(colour: &str) -> bool {
    const LIGHT: [&str; 12] =
        ["yellow", "gold", "orange", "white", "pink", "lightblue", "lime", "khaki", "beige", "cyan", "silver", "wheat"];
    let hex = colour.strip_prefix('#').filter(|h| h.len() == 6).and_then(|h| u32::from_str_radix(h, 16).ok());
    match hex {
        Some(rgb) => {
            let [r, g, b] = [16, 8, 0].map(|shift| f64::from((rgb >> shift) & 0xff));
            0.299 * r + 0.587 * g + 0.114 * b > 150.0
        }
        None => LIGHT.contains(&colour.to_ascii_lowercase().as_str()),
    }
}

/// The position for one reader: its own view for a seat; every card for the observer.
pub fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> Picture {
    let n_ = Narrator { content: m.content, locale };
    let v = ChicagoPoker::view(m, viewer.unwrap_or(Seat(0)));
    let mut svg = Svg::new();
    for s in 0..v.seats() {
        let seat = Seat(s as u8);
        let y = TOP + s as i32 * ROW;
        let name: String = n_.seat(seat).into();
        svg.element("circle", &[("cx", n(12)), ("cy", n(y + 9)), ("r", n(6)), ("fill", seat_colour(s).into())], "");
        svg.element("text", &[("x", n(22)), ("y", n(y + 13)), ("font-size", n(12)), ("fill", "#fff".into())], &name);
        // The establishments won, and under the name how many of each type (6.0).
        svg.element(
            "text",
            &[
                ("x", n(LEFT - 8)),
                ("y", n(y + 13)),
                ("text-anchor", "end".into()),
                ("font-size", n(12)),
                ("fill", "#fff".into()),
                ("font-weight", "bold".into()),
                ("data-piece", format!("won-{}", s + 1)),
            ],
            &format!("★ {}", v.won(seat).len()),
        );
        let held = n_.types_won(v.won(seat));
        let per_line = held.len().div_ceil(TYPE_LINES).max(1);
        svg.group(&[("data-piece", format!("won-types-{}", s + 1))], |g| {
            for (i, line) in held.chunks(per_line).enumerate() {
                g.label((22, y + 27 + i as i32 * 12), (11, "#dfe"), false, &line.join(", "));
            }
        });
    }
    let screen = Terminal { n: Narrator { content: m.content, locale } };
    for (place, e) in m.state.table.iter().enumerate() {
        let x = LEFT + place as i32 * COLUMN;
        let tile = m.content.tile(e.tile);
        svg.group(&[("data-piece", "establishment".into()), ("data-at", tile.id.clone())], |g| {
            // An outline drawn only when the table's page marks the establishment
            // (`Screen::marks`): the column's felt is the backdrop's, shared by every tile.
            g.element(
                "rect",
                &[
                    ("x", n(x + 2)),
                    ("y", n(4)),
                    ("width", n(COLUMN - 6)),
                    ("height", n(TOP + v.seats() as i32 * ROW - 4)),
                    ("rx", n(6)),
                    ("fill", "none".into()),
                    ("stroke", "none".into()),
                ],
                "",
            );
            // The name, then its type, on a line each: a column is narrow.
            let name = n_.tile_name(e.tile);
            let (first, second) =
                name.split_once(" (").map_or((name.as_str(), ""), |(a, b)| (a, b.trim_end_matches(')')));
            g.element("text", &[("x", n(x + 8)), ("y", n(18)), ("font-size", n(10)), ("fill", "#fff".into())], first);
            if !second.is_empty() {
                g.element(
                    "text",
                    &[("x", n(x + 8)), ("y", n(31)), ("font-size", n(9)), ("fill", "#dfe".into())],
                    second,
                );
            }
            if let Some(owner) = v.token(e.tile) {
                g.group(&[("data-piece", format!("token-{}", owner.index() + 1)), ("data-at", tile.id.clone())], |t| {
                    t.element(
                        "circle",
                        &[
                            ("cx", n(x + COLUMN - 18)),
                            ("cy", n(36)),
                            ("r", n(7)),
                            ("fill", seat_colour(owner.index()).into()),
                            ("stroke", "#000".into()),
                        ],
                        "",
                    );
                });
            }
            for s in 0..v.seats() {
                let owner = Seat(s as u8);
                let y = TOP + s as i32 * ROW;
                // The observer knows every card; a seat what its view shows it.
                let cards: Vec<(Option<CardId>, bool)> = match viewer {
                    Some(_) => v.group(owner, e.tile),
                    None => e.cards[owner].iter().map(|p| (Some(p.card), p.face_up)).collect(),
                };
                for (i, &(known, face_up)) in cards.iter().enumerate() {
                    card(g, &n_, x + 6 + i as i32 * (CARD_W + 4), y, known, face_up, owner);
                }
                if let Some(label) = screen.group_label(&v, &cards) {
                    hand_label(g, (x + 6, y + CARD_H + 11), owner, &label);
                }
            }
        });
    }
    let (places, _) = size(m.content, v.seats());
    let face_up = m.content.rules.table(v.seats()).map_or(places, |t| i32::from(t.face_up_tiles));
    for place in m.state.table.len() as i32..places {
        empty_place(&mut svg, &n_, place, (v.seats(), face_up));
    }
    // The hand in one line, above the page's options: the question says when it is over the
    // limit, which stood twice, run on after the last card. The status (the text) says it too,
    // for the viewer's page of one seat, which has no question.
    let hand = if viewer.is_some() { screen.hand_line(&v) } else { String::new() };
    let text = match viewer {
        Some(_) => crate::engine::game::Screen::status(&screen, &v),
        None => {
            let mut text = screen.standings(&v, false);
            for (seat, player) in m.state.players.iter() {
                let mut cards: Vec<String> = player.hand.iter().map(|&c| n_.card_name(c)).collect();
                if cards.is_empty() {
                    cards.push(locale.text("play-none", &[]));
                }
                let line = locale.text("play-hand-of", &[("seat", n_.seat(seat)), ("cards", cards.join(", ").into())]);
                text.push_str(&format!("{line}\n"));
            }
            text
        }
    };
    Picture { svg: svg.parts(), text, hand }
}

#[cfg(test)]
mod tests {
    use super::picture;
    use crate::engine::content::Source;
    use crate::engine::locale::Locale;
    use crate::engine::play::{Match, MatchOptions};
    use crate::engine::seat::Seat;
    use crate::games::chicago_poker::content::{CardId, GAME_ID};
    use crate::games::chicago_poker::rules::setup::setup;
    use crate::games::chicago_poker::tests::content;

    /// 4.1, Action I: a hand over the limit in its own turn is said by the action question. The
    /// page's hand line, shown right under that question, said it again, run on after the last
    /// card ("… Gele 9 Je hebt 8 kaarten…"); it is the hand alone, and the status (the viewer's
    /// page of one seat has no question) still says it.
    #[test]
    fn the_page_s_hand_line_is_the_hand_alone() {
        let c = content();
        let (mut s, _) = setup(&c, 3, 1).expect("setup");
        s.current = Seat(0);
        let hand = &mut s.players[Seat(0)].hand;
        hand.clear();
        // Gangsters of the content, which the picture names (which ones does not matter).
        hand.extend((0..=c.rules.hand_limit).map(CardId));
        let m = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        for (lang, over) in [("en", "You hold 8 cards"), ("nl", "Je hebt 8 kaarten")] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let p = picture(&m, &locale, Some(Seat(0)));
            assert!(!p.hand.is_empty() && !p.hand.contains(over) && !p.hand.contains('\n'), "{lang}: {}", p.hand);
            assert!(p.text.contains(over), "{lang}: {}", p.text);
        }
    }

    /// The panel said "Red 8, Blue 8, a face-down card — at least Pair (8)" of a group the
    /// board drew with no label: beside each group the board draws what the seat can tell it
    /// makes, from the panel's judgement (5.0), in each language; a group with no pair in view
    /// and part face down gets none.
    #[test]
    fn the_board_labels_each_group_of_cards_with_its_hand() {
        use crate::games::chicago_poker::state::Placed;
        let c = content();
        let (mut s, _) = setup(&c, 3, 1).expect("setup");
        let placed = |id: &str, face_up: bool| Placed {
            card: CardId(u8::try_from(c.cards.iter().position(|k| k.id == id).expect(id)).unwrap()),
            face_up,
            seen_by: Vec::new(),
        };
        s.table[0].cards[Seat(1)] = vec![placed("red_8", true), placed("blue_8", true), placed("green_2", false)];
        s.table[0].cards[Seat(0)] = vec![placed("purple_11", true), placed("green_11", false)];
        s.table[0].cards[Seat(2)] = vec![placed("red_9", true), placed("green_9", false)];
        let m = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        for (lang, his, mine) in [
            ("en", "at least Pair (8)", "Pair (11)"),
            ("fr", "au moins Paire (8)", "Paire (11)"),
            ("nl", "minstens Paar (8)", "Paar (11)"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let p = picture(&m, &locale, Some(Seat(0)));
            let svg = p.svg.join("\n").replace(['\u{2068}', '\u{2069}'], "");
            let label = |seat: usize| {
                let at =
                    svg.find(&format!("data-piece=\"hand-{seat}\"")).unwrap_or_else(|| panic!("{lang} {seat}: {svg}"));
                svg[at..svg[at..].find("</g>").map_or(svg.len(), |e| at + e)].to_string()
            };
            assert!(label(2).contains(&format!(">{his}<")), "{lang}: {}", label(2));
            assert!(label(1).contains(&format!(">{mine}<")), "{lang}: {}", label(1));
            assert!(!svg.contains("data-piece=\"hand-3\""), "{lang}: no pair in view");
        }
    }
}
