//! What `board <words>` shows a person at the race: a square of the loop by its number, or every
//! square whose type holds the words ("board danger"), each with what its type does (LES CASES),
//! the pieces and hostage on it and the wheel's sectors that name it (TIR); "board HQ" gives
//! every gang's HQ, and "board HQ B" (as the board's picture labels it), "board HQ Player 2" or
//! "board HQ 2" that gang's; "board hostage" the hostage rule and the hostages held (PRISE
//! D'OTAGE).
//! The race hides nothing but the dice, so every seat is shown the same.

use super::narrate::Narrator;
use super::picture;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::lookup::{folded, names};
use crate::engine::seat::Seat;
use std::fmt::Write as _;

/// The messages a look-up reads.
pub const MESSAGES: &[&str] = &[
    "find-square",
    "find-meaning-nothing",
    "find-meaning-sniper",
    "find-meaning-safety",
    "find-meaning-danger",
    "find-pieces",
    "find-nobody",
    "find-home",
    "find-home-seat",
    "find-wheel",
    "find-hqs",
    "find-hq",
    "find-hq-words",
    "find-wheel-word",
    "find-wheel-all",
    "find-wheel-sector",
    "find-hostage-word",
    "find-no-hostage",
    "rules-hostage",
];

/// The squares (indices from 0) `words` names: a square's number, else every square whose type
/// holds the words; empty when none does.
fn squares_named(n: &Narrator, words: &str) -> Vec<u8> {
    let board = &n.content.board;
    if let Ok(number) = words.trim().parse::<u16>() {
        return (1..=u16::from(board.len())).contains(&number).then(|| (number - 1) as u8).into_iter().collect();
    }
    (0..board.len()).filter(|&s| names(&n.t(&format!("square-{}", board.kind(s).key()), &[]), words)).collect()
}

/// The gangs whose HQ `words` name: a word for an HQ (the board picture's, "HQ" in "HQ B", or
/// one of `find-hq-words`) then the gang's letter, its player's name or number ("HQ B", "HQ
/// Player 2", "HQ 2"), whatever their case and accents.
fn hqs_named(n: &Narrator, v: &View<'_>, words: &str) -> Vec<Seat> {
    let words = folded(words);
    let picture = n.t("picture-hq", &[("letter", "".into())]);
    let hq_words = n.t("find-hq-words", &[]);
    let said: Vec<&str> = std::iter::once(picture.as_str()).chain(hq_words.split(',')).collect();
    let Some(rest) = said.iter().map(|w| folded(w)).filter(|w| !w.is_empty()).find_map(|w| {
        let rest = words.strip_prefix(&w)?;
        rest.starts_with(' ').then(|| rest.trim().to_string())
    }) else {
        return Vec::new();
    };
    (0..v.state().seats())
        .map(|i| Seat(i as u8))
        .filter(|&seat| {
            let letter = picture::letter(seat.index(), false).to_string();
            let name = String::from(n.locale.seat(seat));
            rest == letter || rest == folded(&name) || rest == (seat.index() + 1).to_string()
        })
        .collect()
}

/// How far `square` is from each gang's home, for a godfather of that gang standing there
/// (RETOUR DU PARRAIN: "La case Quartier Général compte pour un point"; NOTES.md 1: `49 - p`
/// once he has walked `p` squares of his lap, 1 on the square in front of his HQ): a newcomer
/// looked up a square by its number and read nothing of how far it stood from home. The
/// reader's own HQ first.
fn home_from(n: &Narrator, v: &View<'_>, square: u8) -> String {
    let state = v.state();
    let len = u16::from(n.content.board.len());
    let mut seats: Vec<Seat> = (0..state.seats()).map(|i| Seat(i as u8)).collect();
    seats.sort_by_key(|&s| s != v.seat);
    let each = seats.into_iter().map(|seat| {
        let walked = (u16::from(square) + len - u16::from(state.entries[seat])) % len + 1;
        let args = [
            ("steps", Arg::Num(i64::from(len + 1 - walked))),
            ("you", if seat == v.seat { "yes" } else { "no" }.into()),
            ("seat", n.locale.seat(seat)),
        ];
        n.t("find-home-seat", &args)
    });
    n.t("find-home", &[("list", n.listed(each.collect()).into())])
}

/// One square: its type and what it does, who stands on it, the hostage held there and the
/// wheel's sectors that name it; looked up by its number (`home`), how far it is from each
/// gang's home ([`home_from`]).
fn describe(n: &Narrator, v: &View<'_>, square: u8, home: bool) -> String {
    let mut out = String::new();
    let meaning = n.square_meaning(square);
    let _ = writeln!(out, "{}", n.t("find-square", &[("square", n.square(square)), ("meaning", meaning.into())]));
    let pieces: Vec<String> = v.state().on(square).into_iter().map(|p| String::from(n.piece(p))).collect();
    let line = if pieces.is_empty() {
        n.t("find-nobody", &[])
    } else {
        n.t("find-pieces", &[("pieces", pieces.join(", ").into())])
    };
    let _ = writeln!(out, "  {line}");
    for (_, line) in n.hostages(v.state()).into_iter().filter(|(at, _)| *at == square) {
        let _ = writeln!(out, "  {line}");
    }
    let sectors: Vec<String> = (0..n.content.board.wheel.len())
        .filter(|&i| n.content.board.wheel[i] == square)
        .map(|i| (i + 1).to_string())
        .collect();
    if !sectors.is_empty() {
        let args = [("count", Arg::Num(sectors.len() as i64)), ("sectors", sectors.join(", ").into())];
        let _ = writeln!(out, "  {}", n.t("find-wheel", &args));
    }
    if home {
        let _ = writeln!(out, "  {}", home_from(n, v, square));
    }
    out
}

/// The snipers' wheel (B - TIR): each sector and the square it names.
fn wheel(n: &Narrator) -> String {
    let wheel = &n.content.board.wheel;
    let sectors: Vec<String> = wheel
        .iter()
        .enumerate()
        .map(|(i, &square)| {
            let args = [("sector", Arg::Num(i as i64 + 1)), ("square", n.square(square))];
            n.t("find-wheel-sector", &args)
        })
        .collect();
    let args = [("count", Arg::Num(wheel.len() as i64)), ("sectors", sectors.join(", ").into())];
    n.t("find-wheel-all", &args)
}

/// The hostage rule (PRISE D'OTAGE), and every hostage held now, where and by whom.
fn hostages(n: &Narrator, v: &View<'_>) -> String {
    let mut out = n.t("rules-hostage", &[]);
    let mut held: Vec<String> = n.hostages(v.state()).into_iter().map(|(_, line)| line).collect();
    if held.is_empty() {
        held.push(n.t("find-no-hostage", &[]));
    }
    for line in held {
        let _ = write!(out, "\n  {line}");
    }
    out
}

/// What `board <words>` shows; `None` when the words name no square and not the HQs.
pub fn find(n: &Narrator, v: &View<'_>, words: &str) -> Option<String> {
    let by_number = words.trim().parse::<u16>().is_ok();
    let mut out: String = squares_named(n, words).into_iter().map(|s| describe(n, v, s, by_number)).collect();
    if names(&n.t("place-hq", &[]), words) {
        let _ = writeln!(out, "{}", n.t("find-hqs", &[]));
        out.push_str(&n.gangs(v, true));
    }
    for seat in hqs_named(n, v, words) {
        let hq = n.t("picture-hq", &[("letter", picture::letter(seat.index(), true).to_string().into())]);
        let _ = writeln!(out, "{}", n.t("find-hq", &[("hq", hq.into()), ("seat", n.locale.seat(seat))]));
        let _ = writeln!(out, "  {}", n.gang(v, seat, true));
    }
    if names(&n.t("find-wheel-word", &[]), words) {
        let _ = writeln!(out, "{}", wheel(n));
    }
    if names(&n.t("find-hostage-word", &[]), words) {
        let _ = writeln!(out, "{}", hostages(n, v));
    }
    (!out.is_empty()).then_some(out)
}

/// The places of the board `board <words>` found, as the picture's `data-at` attributes name
/// them: the squares named (by number), every HQ for the HQs (`hq-N`), the squares where
/// hostages are held for the hostage. The browser table outlines them beside the answer.
pub fn places_found(n: &Narrator, v: &View<'_>, words: &str) -> Vec<String> {
    let mut found: Vec<String> = squares_named(n, words).into_iter().map(|s| (s + 1).to_string()).collect();
    if names(&n.t("place-hq", &[]), words) {
        found.extend((1..=v.state().seats()).map(|seat| format!("hq-{seat}")));
    }
    found.extend(hqs_named(n, v, words).into_iter().map(|seat| format!("hq-{}", seat.index() + 1)));
    if names(&n.t("find-hostage-word", &[]), words) {
        found.extend(n.hostages(v.state()).into_iter().map(|(at, _)| (at + 1).to_string()));
    }
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|place| seen.insert(place.clone()));
    found
}
