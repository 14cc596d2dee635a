//! The main board's offer spaces, drawn under the speakeasies: the truck card's space and one
//! henchman space a bootlegger ("un espace d'offre avec un Camion et six espaces additionnels
//! d'offre", DESCRIPTION DÉTAILLÉE DES PIÈCES DU JEU; PHASE 1, 1-2: "seul le nombre d'espaces
//! d'offre additionnels égal au nombre de Truands sera employé"), each labelled, and the cards
//! on them named in the reader's words, what each does on hover. A newcomer read the offers
//! only in the authority question, and nowhere once he had answered it.

use super::super::content::Content;
use super::super::narrate::Narrator;
use super::super::state::State;
use super::{LABEL, ROW_TEXT, WIDTH};
use crate::engine::locale::Arg;
use crate::engine::picture::{Svg, wrapped};

/// The messages the offer spaces read.
pub const MESSAGES: &[&str] = &["picture-offers", "picture-offer-truck", "picture-offer-muscle", "picture-offer-size"];

/// Spaces a row, and a space's width, the room from one to the next, its height and its row's.
const PER_ROW: usize = 4;
const W: i32 = 182;
const STEP: i32 = 188;
const H: i32 = 84;
const ROW: i32 = 92;
/// The band's heading above its spaces.
const HEAD: i32 = 32;
/// The characters a line of a card's name holds in its space, and the lines it takes at most.
const LINE: usize = 21;
const LINES: usize = 3;
/// A line of a card's name.
const STEP_Y: i32 = 18;

/// The spaces used at a table of `seats`: the truck card's, then one henchman card's a
/// bootlegger, as the content sets them.
fn spaces(content: &Content, seats: usize) -> usize {
    let offers = &content.rules.offers;
    usize::from(offers.truck_spaces) + usize::from(offers.muscle(u8::try_from(seats).unwrap_or(u8::MAX)))
}

/// The band's height at a table of `seats`.
pub fn height(content: &Content, seats: usize) -> i32 {
    HEAD + spaces(content, seats).div_ceil(PER_ROW) as i32 * ROW
}

/// The top left corner of the `i`-th space, the band starting at `top`.
fn corner(i: usize, top: i32) -> (i32, i32) {
    (5 + (i % PER_ROW) as i32 * STEP, top + HEAD + (i / PER_ROW) as i32 * ROW)
}

/// Where a space is named for the page's outlines (`Screen::marks`): `offer-truck`, and
/// `offer-1` on for the henchman spaces.
pub fn at(space: Option<usize>) -> String {
    space.map_or_else(|| "offer-truck".into(), |k| format!("offer-{}", k + 1))
}

/// The band's fixed part: its heading and its spaces, each with its label.
pub fn backdrop(svg: &mut Svg, narrator: &Narrator<'_>, seats: usize, top: i32) {
    let truck_spaces = usize::from(narrator.content.rules.offers.truck_spaces);
    svg.group(&[("class", "offers".into())], |g| {
        g.label((5, top + 22), (ROW_TEXT, "#f4ead8"), false, &narrator.t("picture-offers", &[]));
        for i in 0..spaces(narrator.content, seats) {
            let (x, y) = corner(i, top);
            let (space, label) = match i.checked_sub(truck_spaces) {
                None => (None, narrator.t("picture-offer-truck", &[])),
                Some(k) => (Some(k), narrator.t("picture-offer-muscle", &[("n", Arg::Num(k as i64 + 1))])),
            };
            g.group(&[("data-at", at(space))], |g| {
                g.rect((x, y, W, H), 5, "#4a3b2e", "#c9b48f");
                g.label((x + 6, y + 18), (LABEL, "#e8dcc8"), false, &label);
            });
        }
    });
}

/// The cards on the spaces: the truck card with its size, then the henchman cards left, in
/// the order they were laid out.
pub fn cards(svg: &mut Svg, narrator: &Narrator<'_>, s: &State, top: i32) {
    let content = narrator.content;
    let truck_spaces = usize::from(content.rules.offers.truck_spaces);
    if let Some(card) = s.truck_offer {
        let size = content.rules.truck(content.trucks[usize::from(card.0)].size);
        let words = narrator.t(
            "picture-offer-size",
            &[
                ("card", narrator.truck_card(card)),
                ("capacity", Arg::Num(i64::from(size.capacity))),
                ("price", narrator.money(i64::from(size.price))),
            ],
        );
        card_on(svg, corner(0, top), ("truck-card", &words, &words));
    }
    for (k, &card) in s.muscle_offer.iter().enumerate() {
        let name = String::from(narrator.muscle(card));
        let does = String::from(super::super::help::muscle_named(narrator, card));
        card_on(svg, corner(truck_spaces + k, top), ("muscle-card", &name, &does));
    }
}

/// A card's name on its space at `(x, y)`, in lines, "…" ending what does not fit; `title`
/// on hover.
fn card_on(svg: &mut Svg, (x, y): (i32, i32), (piece, name, title): (&str, &str, &str)) {
    let mut lines = wrapped(name, LINE);
    if lines.len() > LINES {
        lines.truncate(LINES);
        if let Some(last) = lines.last_mut() {
            let kept: String = last.chars().take(LINE - 1).collect();
            *last = format!("{kept}…");
        }
    }
    svg.group(&[("data-piece", piece.into())], |g| {
        g.element("title", &[], title);
        for (i, line) in lines.iter().enumerate() {
            g.label((x + 8, y + 40 + i as i32 * STEP_Y), (LABEL, "#fff"), false, line);
        }
    });
}

/// The band fits the board's width, whatever the table.
const _: () = assert!(5 + (PER_ROW as i32 - 1) * STEP + W <= WIDTH);
