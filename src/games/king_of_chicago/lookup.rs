//! What `board <words>` shows a person at the table: a street square looked up by the number
//! the board picture draws on it, or the places whose names hold the words (case and accents
//! aside), each with what stands by its street (lots and their businesses, turf and its marker,
//! tokens, cars) and the streets it leads to; the businesses whose names hold them, with where
//! each stands, whose it is and what it is worth; and the gangsters whose names hold them, where the
//! seat may know where they are (the auction row, jail, hospital, graveyard, its own), with
//! what each does. Built from the seat's view only.

use super::board::StreetId;
use super::defs::SquareKind;
use super::narrate::{Narrator, street_number};
use super::state::{BusinessId, GangsterId, Where};
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::lookup::{folded, names};
use crate::engine::seat::Seat;
use std::fmt::Write;

/// The streets `words` names (a street's number, or part of a place's or street's name, in any
/// case), in board order; empty when none does.
pub fn streets_named(n: &Narrator, words: &str) -> Vec<StreetId> {
    let board = &n.content.board;
    let wanted = folded(words);
    if wanted.is_empty() {
        return Vec::new();
    }
    let number = wanted.trim_start_matches('0');
    let by_number: Vec<StreetId> = (0..board.streets.len())
        .map(|i| StreetId(i as u16))
        .filter(|&st| {
            let id = &board.streets[usize::from(st.0)].id;
            street_number(id) == number || *id == wanted || (number.is_empty() && street_number(id) == "0")
        })
        .collect();
    if !by_number.is_empty() {
        return by_number;
    }
    let mut found: Vec<StreetId> = (0..board.streets.len())
        .map(|i| StreetId(i as u16))
        .filter(|&st| names(&String::from(n.street(st)), words))
        .collect();
    for (i, sq) in board.squares.iter().enumerate() {
        if square_named(n, super::board::SquareId(i as u16), words) && !found.contains(&sq.street) {
            found.push(sq.street);
        }
    }
    found.sort();
    found
}

/// The squares whose names hold `words` (the Docks, "garage" for the three garages), in board
/// order; none when the words are a street's number.
fn squares_called(n: &Narrator, words: &str) -> Vec<super::board::SquareId> {
    let board = &n.content.board;
    let number = folded(words);
    if !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) {
        return Vec::new();
    }
    (0..board.squares.len())
        .map(|i| super::board::SquareId(i as u16))
        .filter(|&sq| square_named(n, sq, words))
        .collect()
}

/// Whether `words` name square `sq`: by its name on the board, or by another word the
/// reader's language has for it (`square-<id>-also`, names joined by commas: the Dutch
/// "Gerechtshof" for the board's Gerechtsgebouw, the printed board's English "Bookie").
fn square_named(n: &Narrator, sq: super::board::SquareId, words: &str) -> bool {
    if names(&String::from(n.square(sq)), words) {
        return true;
    }
    let also = format!("square-{}-also", n.content.board.square(sq).id);
    n.locale.has(&also) && n.locale.text(&also, &[]).split(',').any(|name| names(name, words))
}

/// Whether street `st` is named by `words` only through a square beside it, not by its own
/// name or number.
fn names_only_squares(n: &Narrator, words: &str, st: StreetId) -> bool {
    let board = &n.content.board;
    let own = names(&String::from(n.street(st)), words);
    let number = folded(words);
    let number = number.trim_start_matches('0');
    !own && street_number(&board.streets[usize::from(st.0)].id) != number
}

/// What stands by each of `streets`, as the seat sees it.
pub fn describe(n: &Narrator, v: &View, streets: &[StreetId]) -> String {
    let t = |id: &str, args: &[(&str, Arg)]| n.locale.text(id, args);
    let board = &n.content.board;
    let mut out = String::new();
    for &st in streets {
        let _ = writeln!(out, "{}", t("find-street", &[("street", n.street(st))]));
        for line in standing_by(n, v, st) {
            let _ = writeln!(out, "  {line}");
        }
        let mut links = board.streets[usize::from(st.0)].links.clone();
        links.sort();
        let roads: Vec<String> = links.into_iter().map(|l| n.street(l).into()).collect();
        let _ = writeln!(out, "  {}", t("find-roads", &[("streets", roads.join(", ").into())]));
    }
    out.trim_end().to_string()
}

/// What stands by street `st`, a line each, as the seat sees it: each square beside it (a lot
/// and its business and whose, turf and whose marker, a place and the tokens lying there, a
/// garage, the hospital, the police department) and the cars standing on it.
pub fn standing_by(n: &Narrator, v: &View, st: StreetId) -> Vec<String> {
    let t = |id: &str, args: &[(&str, Arg)]| n.locale.text(id, args);
    let board = &n.content.board;
    let mut out = Vec::new();
    for &sq in board.squares_at(st) {
        let square = n.square(sq);
        out.push(match board.square(sq).kind {
            SquareKind::Business => match v.business_on(sq) {
                Some(b) => match v.business(b).owner {
                    Some(owner) => {
                        t("find-business", &[("square", square), ("business", n.business(b)), ("seat", n.seat(owner))])
                    }
                    None => t("find-business-free", &[("square", square), ("business", n.business(b))]),
                },
                None => {
                    let size = board.square(sq).size.map_or("medium", |z| z.key());
                    let mut lot = t("find-lot", &[("square", square), ("size", size.into())]);
                    for line in lot_openings(n, v, board.square(sq).size) {
                        let _ = write!(lot, "\n    {line}");
                    }
                    lot
                }
            },
            SquareKind::Turf => match v.turf_owner(sq) {
                Some(owner) => t("find-turf", &[("square", square), ("seat", n.seat(owner))]),
                None => t("find-turf-free", &[("square", square)]),
            },
            SquareKind::Place => {
                let tokens = v.tokens(sq);
                let there =
                    t("find-place", &[("square", square), ("what", n.res(&tokens)), ("count", tokens.total().into())]);
                format!("{there}. {}", place_uses(n, v, sq))
            }
            SquareKind::Garage => t("find-garage", &[("square", square)]),
            SquareKind::Hospital => t("find-hospital", &[("square", square)]),
            SquareKind::Police => t("find-police", &[("square", square)]),
        });
    }
    let mut cars: Vec<String> = (0..v.seats())
        .map(|s| Seat(s as u8))
        .filter(|&s| v.car_on_board(s) && v.car_at(s) == st)
        .map(|s| n.seat(s).into())
        .collect();
    if v.police_at() == st {
        cars.push(t("find-police-car", &[]));
    }
    if !cars.is_empty() {
        out.push(t("find-cars", &[("cars", cars.join(", ").into())]));
    }
    out
}

/// What may bring a car to a named place, from the content's cards: the resources its
/// resource cards put there (6.2.1), to be taken (5.2.1), and the contracts that start or are
/// finished there (5.2.4); that no card does, where none does (a newcomer asked what the Bank
/// or the Courthouse were for). A contract is started only by the player holding its card, and
/// finished only by the one who started it (5.2.4): each says whether it is the seat's, for "the
/// contract … starts here" read as an invitation, and a car driven there did nothing.
fn place_uses(n: &Narrator, v: &View, sq: super::board::SquareId) -> String {
    use super::content::Spot;
    use super::defs::Resource;
    let t = |id: &str, args: &[(&str, Arg)]| n.locale.text(id, args);
    let mut uses = Vec::new();
    let dropped: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&r| n.content.resource_cards.iter().any(|c| c.place == sq && c.resource == r))
        .map(|r| t(&format!("resource-{}", r.key()), &[]))
        .collect();
    if !dropped.is_empty() {
        uses.push(t("find-place-resources", &[("resources", dropped.join(", ").into())]));
    }
    for (i, k) in n.content.contracts.iter().enumerate() {
        let c = i as u8;
        let held = match v.me().contracts.iter().find(|h| h.card == c) {
            Some(h) if h.started => "started",
            Some(_) => "hand",
            None => "other",
        };
        let args = [("contract", n.contract_terms(c)), ("held", held.into())];
        if k.start == Spot::Square(sq) {
            uses.push(t("find-place-starts", &args));
        }
        if k.finish == Spot::Square(sq) {
            uses.push(t("find-place-finishes", &args));
        }
    }
    if uses.is_empty() {
        return t("find-place-unused", &[]);
    }
    // The language's own separator: French puts a space before ";" (it read "(5.2.1); le").
    t("find-place-uses", &[("uses", uses.join(&t("play-separator", &[])).into())])
}

/// The gangsters `words` names whose place the seat may know (1.2's cards in the open, and its
/// own): each with where it is, whose it is, and its card's text; empty when none.
pub fn gangsters_named(n: &Narrator, v: &View, words: &str) -> String {
    let mut out = String::new();
    for (g, owner, at) in gangsters_called(n, v, words) {
        let card = &n.content.gangsters[usize::from(g.0)];
        let mut text = n.locale.text(&format!("card-{}.text", card.id), &[]);
        // What his power does where the card's words leave it out (The Reporter's look).
        let does = format!("card-{}.does", card.id);
        if n.locale.has(&does) {
            text = format!("{}. {}", text.trim_end_matches('.'), n.locale.text(&does, &[]));
        }
        let args = [
            ("gangster", n.gangster(g)),
            ("where", super::screen::before_placement::place_words(n, v, g, at)),
            ("seat", owner.map_or_else(|| Arg::Str(String::new()), |s| n.seat(s))),
            ("owned", if owner.is_some() { "yes" } else { "no" }.into()),
            ("text", text.into()),
        ];
        let _ = writeln!(out, "{}", n.locale.text("find-gangster", &args));
    }
    out
}

/// The gangsters `words` names whose place the seat may know, each with whose it is and where.
fn gangsters_called(n: &Narrator, v: &View, words: &str) -> Vec<(GangsterId, Option<Seat>, Where)> {
    (0..n.content.gangsters.len())
        .map(|i| GangsterId(i as u8))
        .filter(|&g| names(&String::from(n.gangster(g)), words))
        .filter_map(|g| v.public_place(g).map(|(owner, at)| (g, owner, at)))
        .collect()
}

/// The jail, the hospital and the graveyard `words` names, in the reader's words, each with
/// its key in the texts (`where-jail`...).
fn holding_places_called(n: &Narrator, words: &str) -> Vec<(&'static str, Where)> {
    [("jail", Where::Jail), ("hospital", Where::Hospital), ("graveyard", Where::Graveyard)]
        .into_iter()
        .filter(|(key, _)| names(&n.locale.text(&format!("where-{key}"), &[]), words))
        .collect()
}

/// The jail, the hospital and the graveyard, named in the reader's words (5.2.6: "Gevangenis,
/// Ziekenhuis, Kerkhof"): what each holds and how a gangster gets out of it, then the
/// gangsters there and whose; empty when the words name none of them.
pub fn holding_places_named(n: &Narrator, v: &View, words: &str) -> String {
    let mut out = String::new();
    for (key, place) in holding_places_called(n, words) {
        let there: Vec<String> = (0..n.content.gangsters.len())
            .filter_map(|i| {
                let g = GangsterId(i as u8);
                let (owner, at) = v.public_place(g)?;
                (at == place).then(|| match owner {
                    Some(seat) => n.locale.text("find-held", &[("gangster", n.gangster(g)), ("seat", n.seat(seat))]),
                    None => String::from(n.gangster(g)),
                })
            })
            .collect();
        // Where the car stops to pick them up: the square and the street beside it (5.2.6).
        let (square, street) = match place {
            Where::Jail => square_of(n, SquareKind::Police),
            Where::Hospital => square_of(n, SquareKind::Hospital),
            _ => (Arg::Str(String::new()), Arg::Str(String::new())),
        };
        let args = [
            ("count", Arg::Num(there.len() as i64)),
            ("gangsters", there.join(", ").into()),
            ("square", square),
            ("street", street),
        ];
        let _ = writeln!(out, "{}", n.locale.text(&format!("find-in-{key}"), &args));
    }
    out
}

/// The name of the board's square of `kind` (the police department, the hospital) and of the
/// street it stands by, in the reader's words.
fn square_of(n: &Narrator, kind: SquareKind) -> (Arg, Arg) {
    let board = &n.content.board;
    match board.squares.iter().position(|sq| sq.kind == kind) {
        Some(i) => (n.square(super::board::SquareId(i as u16)), n.street(board.squares[i].street)),
        None => (Arg::Str(String::new()), Arg::Str(String::new())),
    }
}

/// The police, when `words` name them (part of "the police car" in the reader's words: "police",
/// "politie"): where the police car stands and who controls it (6.4), what its controller does
/// with it (5.3, 5.4), and where the police department with the jail stands (5.2.6); empty
/// when the words name neither the car nor the department.
pub fn police_named(n: &Narrator, v: &View, words: &str) -> String {
    if !police_called(n, words) {
        return String::new();
    }
    let (station, by) = square_of(n, SquareKind::Police);
    let rules = &n.content.rules;
    let seat = v.police_controller().map_or_else(|| Arg::Str(String::new()), |s| n.seat(s));
    let args = [
        ("street", n.street(v.police_at())),
        ("controlled", if v.police_controller().is_some() { "yes" } else { "no" }.into()),
        ("seat", seat),
        ("bonus", rules.police_bonus.into()),
        ("actions", i64::from(rules.police_actions).into()),
        ("rounds", i64::from(rules.action_rounds).into()),
        ("station", station),
        ("by", by),
    ];
    format!("{}\n", n.locale.text("find-police-named", &args))
}

/// Whether `words` name the police car or the police department, in the reader's words.
fn police_called(n: &Narrator, words: &str) -> bool {
    let (station, _) = square_of(n, SquareKind::Police);
    names(&n.locale.text("find-police-car", &[]), words) || names(&String::from(station), words)
}

/// The businesses `words` names (part of a marker's name), in the markers' order.
fn businesses_called(n: &Narrator, words: &str) -> Vec<BusinessId> {
    (0..n.content.businesses.len())
        .map(|i| BusinessId(i as u8))
        .filter(|&b| names(&String::from(n.business(b)), words))
        .collect()
}

/// The businesses `words` names (part of a marker's name: "blind" for The Blind Pig): each with
/// its kind and size, where it stands and whose it is (a marker is public, 3.2), and what it
/// brings (6.1: income, monopoly income, power points; 5.2.5: its defence bonus); empty when none.
pub fn businesses_named(n: &Narrator, v: &View, words: &str) -> String {
    let t = |id: &str, args: &[(&str, Arg)]| n.locale.text(id, args);
    let mut out = String::new();
    for b in businesses_called(n, words) {
        let marker = &n.content.businesses[usize::from(b.0)];
        let state = v.business(b);
        let size = t(&format!("size-{}", marker.size.key()), &[]);
        let mut place = match (state.square, state.owner) {
            (Some(sq), Some(owner)) => t("find-business-at", &[("square", n.square(sq)), ("seat", n.seat(owner))]),
            (Some(sq), None) => t("find-business-at-free", &[("square", n.square(sq))]),
            (None, Some(owner)) => t("find-business-unplaced", &[("seat", n.seat(owner))]),
            (None, None) => t("find-business-bank", &[("cost", n.res(&v.opening_cost(b)))]),
        };
        if state.closed {
            place.push_str(&t("play-closed", &[]));
        }
        let worth = n.content.rules.size(marker.size);
        let args = [
            ("business", n.business(b)),
            ("kind", t(&format!("kind-{}", marker.kind.key()), &[]).into()),
            ("size", size.into()),
            ("where", place.into()),
            ("income", n.money(worth.income)),
            ("monopoly", n.money(worth.monopoly)),
            ("power", worth.power.into()),
            ("defense", Arg::Str(format!("{:+}", worth.defense))),
        ];
        let _ = writeln!(out, "{}", t("find-business-named", &args));
    }
    out
}

/// The places of the board `board <words>` found, as the picture's `data-at` attributes name
/// them (the content's street and square ids): the streets named, the squares of the businesses
/// named, where the gangsters named stand (a business, a car's street, the jail in the police
/// department, the hospital), the department and the hospital for the jail and the hospital, and the police
/// department and the police car's street for the police. The browser table outlines them
/// beside the answer.
pub fn places_found(n: &Narrator, v: &View, words: &str) -> Vec<String> {
    let board = &n.content.board;
    let street = |st: StreetId| board.streets[usize::from(st.0)].id.clone();
    let square_of_kind = |kind: SquareKind| board.squares.iter().find(|sq| sq.kind == kind).map(|sq| sq.id.clone());
    let at = |place: Where| match place {
        Where::Business(b) => v.business(b).square.map(|sq| board.square(sq).id.clone()),
        Where::Jail => square_of_kind(SquareKind::Police),
        Where::Hospital => square_of_kind(SquareKind::Hospital),
        _ => None,
    };
    // A place named (the Docks, a garage) is outlined itself, not the street it stands by;
    // a street named by its number or its own name is outlined as a street.
    let squares = squares_called(n, words);
    let mut found: Vec<String> = streets_named(n, words)
        .into_iter()
        .filter(|&st| squares.iter().all(|&sq| board.square(sq).street != st) || !names_only_squares(n, words, st))
        .map(street)
        .collect();
    found.extend(squares.iter().map(|&sq| board.square(sq).id.clone()));
    found.extend(businesses_called(n, words).into_iter().filter_map(|b| at(Where::Business(b))));
    found.extend(gangsters_called(n, v, words).into_iter().filter_map(|(_, owner, place)| match (place, owner) {
        (Where::Car, Some(seat)) => Some(street(v.car_at(seat))),
        _ => at(place),
    }));
    found.extend(holding_places_called(n, words).into_iter().filter_map(|(_, place)| at(place)));
    if police_called(n, words) {
        found.extend(square_of_kind(SquareKind::Police));
        found.push(street(v.police_at()));
    }
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|place| seen.insert(place.clone()));
    found
}

/// The words of the gangsters' cards a newcomer meets unexplained at the auction (5.1, 5.2.5,
/// 5.4, 4.1): each `term-<id>` says one in plain words, and its `.words` (joined by commas)
/// are how the cards of the reader's language write it.
/// `minus` says what a bonus below zero means ("Defence -1": instead of the standard bonus).
const TERMS: [&str; 7] = ["driveby", "business", "sequence", "drive", "police", "versus", "minus"];

/// A term's words as the cards of the reader's language write them.
fn term_words(n: &Narrator, id: &str) -> Vec<String> {
    let key = format!("term-{id}.words");
    n.locale.text(&key, &[]).split(',').map(|w| w.trim().to_string()).filter(|w| !w.is_empty()).collect()
}

/// A term in plain words, with the content's action rounds (4.1) and its standard bonus in a
/// fight ("+1", 5.2.5 "Calcul du bonus").
fn term_text(n: &Narrator, id: &str) -> String {
    let rules = &n.content.rules;
    let args =
        [("rounds", i64::from(rules.action_rounds).into()), ("base", format!("{:+}", rules.base_defense).into())];
    n.locale.text(&format!("term-{id}"), &args)
}

/// The plain words for the terms card text `text` uses ("Driveby", "game sequence", "Police
/// bust 100%"), in the order [`TERMS`] lists them.
pub fn terms_in(n: &Narrator, text: &str) -> Vec<String> {
    let text = folded(text);
    TERMS
        .iter()
        .filter(|id| term_words(n, id).iter().any(|w| !folded(w).is_empty() && text.contains(&folded(w))))
        .map(|id| term_text(n, id))
        .collect()
}

/// The terms `words` name (`board driveby`), each in plain words, one a line.
pub fn terms_named(n: &Narrator, words: &str) -> String {
    let found = TERMS.iter().filter(|id| term_words(n, id).iter().any(|w| names(w, words)));
    found.map(|id| format!("{}\n", term_text(n, id))).collect()
}

/// The event and contract cards whose names hold `words`, each with its text: the deck is no
/// secret, and a card named in the news or a question is looked up by its name (8.1, 8.3).
pub fn cards_named(n: &Narrator, words: &str) -> String {
    let c = n.content;
    let ids = c.events.iter().map(|e| &e.id).chain(c.contracts.iter().map(|k| &k.id));
    let mut out = String::new();
    for id in ids {
        let name = n.locale.text(&format!("card-{id}"), &[]);
        if names(&name, words) {
            let text = n.locale.text(&format!("card-{id}.text"), &[]);
            let _ = writeln!(out, "{}", n.locale.text("help-card", &[("card", name.into()), ("text", text.into())]));
        }
    }
    out
}

/// What could open on a free lot of `size` (5.2.3): the bank's next business of each kind that
/// size, its price in resources, and what this seat lacks for it. "A large business may open
/// there" named neither.
fn lot_openings(n: &Narrator, v: &View, size: Option<super::defs::Size>) -> Vec<String> {
    use super::defs::{Kind, Resource};
    let Some(size) = size else { return Vec::new() };
    // At the start (3.2) the seat's own business waits for its lot, at no price: none to list.
    if v.businesses_of(v.seat()).iter().any(|&b| v.business(b).square.is_none()) {
        return Vec::new();
    }
    let mine = &v.me().resources;
    let mut out = Vec::new();
    for kind in Kind::ALL {
        let free = n.content.businesses.iter().enumerate().find(|(i, m)| {
            let b = v.business(BusinessId(*i as u8));
            m.size == size && m.kind == kind && b.owner.is_none() && b.square.is_none()
        });
        let Some((i, _)) = free else { continue };
        let cost = n.content.rules.cost(size, kind);
        let mut lacks = super::defs::Res3::default();
        for r in Resource::ALL {
            *lacks.get_mut(r) = (cost.get(r) - mine.get(r)).max(0);
        }
        let args = [
            ("business", n.business(BusinessId(i as u8))),
            ("kind", n.locale.text(&format!("kind-{}", kind.key()), &[]).into()),
            ("cost", n.res(&cost)),
            ("short", if lacks.total() > 0 { "yes" } else { "no" }.into()),
            ("lacks", n.res(&lacks)),
        ];
        out.push(n.locale.text("find-lot-opens", &args));
    }
    out
}
