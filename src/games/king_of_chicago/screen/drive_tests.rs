//! A drive's destinations in short rows and in groups (5.1, 5.3, 5.4), in every language: a
//! drive listed twenty to forty-five streets of two or three rows each at 80 columns, and the
//! map above the question scrolled away.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::State;

/// The squares of `kind` by each street, in board order.
fn squares(content: &Content, kind: SquareKind) -> Vec<(SquareId, StreetId)> {
    let all = content.board.squares.iter().enumerate();
    all.filter(|(_, sq)| sq.kind == kind).map(|(i, sq)| (SquareId(i as u16), sq.street)).collect()
}

/// A game of three at its start with no tokens lying anywhere, so that what a street offers is
/// what the test sets there.
fn bare(content: &Content) -> State {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    for t in state.tokens.iter_mut() {
        *t = Default::default();
    }
    state
}

fn number(content: &Content, st: StreetId) -> String {
    content.board.streets[usize::from(st.0)].id.trim_start_matches('s').trim_start_matches('0').to_string()
}

/// A free turf's destination is one short row: the street once, "claim the free turf"; what a
/// turf pays is said once, in the group's heading and in `help N`. It read "drive to street 2 —
/// claim the turf by street 2 (free: nobody holds it; it pays $50 every trade round)" on every
/// street.
#[test]
fn a_free_turf_s_destination_names_its_street_once_in_a_short_row() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = bare(&content);
    let here = state.players[Seat(0)].car.at;
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 6, card: None })];
    let reach = content.board.reachable(here, 6);
    // Free turf squares by two streets in reach, and no other business or car there.
    let turfs: Vec<(SquareId, StreetId)> = squares(&content, SquareKind::Turf)
        .into_iter()
        .filter(|(_, st)| *st != here && reach.contains(st))
        .filter(|(_, st)| content.board.squares_at(*st).iter().all(|&sq| state.business_on(sq).is_none()))
        .collect();
    let street = turfs[0].1;
    for t in state.turf.iter_mut() {
        *t = None;
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let n = number(&content, street);
    for (lang, option, heading, help, pays) in [
        (
            "en",
            format!("street {n} — claim the free turf"),
            "claim a free turf (nobody holds it; it pays $50 every trade round)",
            "(free: nobody holds it; it pays $50 every trade round)",
            "it pays $50 every trade round",
        ),
        (
            "fr",
            format!("la rue {n} — revendiquer le territoire libre"),
            "revendiquer un territoire libre (personne ne le détient ; il rapporte 50 $ à chaque phase de commerce)",
            "(gratuit : personne ne le détient ; il rapporte 50 $ à chaque phase de commerce)",
            "50 $",
        ),
        (
            "nl",
            format!("straatveld {n} — het vrije terrein opeisen"),
            "een vrij terrein opeisen (niemand heeft het; het brengt elke ruilronde $50 op)",
            "(vrij: niemand heeft het; het brengt elke ruilronde $50 op)",
            "$50",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let screen = Screen { n: &terminal.n };
        let shown = screen.option(&view, "move", &Choice::Street(street));
        assert!(shown.starts_with(&option), "{lang}: {shown}");
        assert!(!shown.contains(help), "{lang}: the turf's rule is said once: {shown}");
        assert_eq!(terminal.option_group(&view, "move", &Choice::Street(street)).as_deref(), Some(heading));
        let told = screen.help(&view, "move", &Choice::Street(street));
        assert!(told.contains(pays) && told.contains("(5.2.2)"), "{lang}: help says what a turf pays: {told}");
        // The street the car stands on is listed alone.
        assert_eq!(terminal.option_group(&view, "move", &Choice::Street(here)), None);
    }
}

/// At a terminal a drive's streets are grouped by what each offers first: an attack, a rival's
/// turf, resources, a free turf, nothing but the drive. A group that would hold one street only
/// is none: that street is listed alone, in as many rows.
#[test]
fn a_drive_s_streets_are_grouped_by_what_they_offer_and_one_alone_is_listed() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = bare(&content);
    let here = state.players[Seat(0)].car.at;
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 6, card: None })];
    let reach = content.board.reachable(here, 6);
    let turfs: Vec<(SquareId, StreetId)> =
        squares(&content, SquareKind::Turf).into_iter().filter(|(_, st)| *st != here && reach.contains(st)).collect();
    for t in state.turf.iter_mut() {
        *t = None;
    }
    // One rival's turf in reach: listed alone; two others free: a group.
    let (rival, _) = turfs[0];
    state.turf[usize::from(rival.0)] = Some(Seat(1));
    let rival_street = turfs[0].1;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let alone =
        reach.iter().filter(|&&st| Screen { n: &terminal.n }.offers(&view, "move", st) == drive::Offers::TakeOver);
    if alone.count() == 1 {
        assert_eq!(terminal.option_group(&view, "move", &Choice::Street(rival_street)), None);
        let shown = Screen { n: &terminal.n }.option(&view, "move", &Choice::Street(rival_street));
        assert!(shown.contains("— take Player 2's turf for $100"), "{shown}");
    }
    let headings: Vec<String> =
        reach.iter().filter_map(|&st| terminal.option_group(&view, "move", &Choice::Street(st))).collect();
    assert!(headings.contains(&"streets with nothing to do there, only a drive".to_string()), "{headings:?}");
    for h in &headings {
        assert!(headings.iter().filter(|o| *o == h).count() >= 2, "a group of one: {h}");
    }
}

/// 5.4: where the police car may stop, each street says in a few words what the police could do
/// there (whose business a raid would close, whose car a bust would stop); their action of this
/// game round spent, what their next one would hit. The police car's drive said nothing of it.
#[test]
fn a_police_destination_says_what_the_police_would_hit_there() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = bare(&content);
    state.police.controller = Some(Seat(0));
    let from = state.police.at;
    let reach = content.board.reachable(from, 6 + content.rules.police_bonus);
    let (lot, street) = squares(&content, SquareKind::Business)
        .into_iter()
        .find(|(sq, st)| *st != from && reach.contains(st) && state.business_on(*sq).is_none())
        .unwrap();
    let b = (0..state.businesses.len()).find(|&i| state.businesses[i].square.is_none()).unwrap();
    state.businesses[b].owner = Some(Seat(1));
    state.businesses[b].square = Some(lot);
    for t in state.turf.iter_mut() {
        *t = None;
    }
    for p in state.players.0.iter_mut() {
        p.car.at = from;
    }
    let log = [Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::PoliceMovement, face: 6, card: None })];
    let n = number(&content, street);
    for (lang, raid, spent, heading) in [
        (
            "en",
            format!("street {n} — raid Player 2's "),
            format!("street {n} — Player 2's "),
            "raid a player's business",
        ),
        (
            "fr",
            format!("la rue {n} — descente dans "),
            format!("la rue {n} — "),
            "descente dans l'établissement d'un joueur",
        ),
        ("nl", format!("straatveld {n} — "), format!("straatveld {n} — "), "een zaak van een speler binnenvallen"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let screen = Screen { n: &terminal.n };
        let business = s(terminal.n.business(BusinessId(b as u8)));
        state.police.actions_left = 1;
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        let shown = screen.option(&view, "move_police", &Choice::Street(street));
        assert!(shown.starts_with(&raid) && shown.contains(&business), "{lang}: {shown}");
        if lang == "nl" {
            assert!(shown.ends_with("binnenvallen"), "{shown}");
        }
        let group = terminal.option_group(&view, "move_police", &Choice::Street(street));
        assert!(group.is_none() || group.as_deref() == Some(heading), "{lang}: {group:?}");
        state.police.actions_left = 0;
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        let shown = screen.option(&view, "move_police", &Choice::Street(street));
        assert!(shown.starts_with(&spent) && shown.contains(&business), "{lang}: {shown}");
        assert!(!shown.contains("raid") && !shown.contains("descente") && !shown.contains("binnenvallen"), "{shown}");
    }
}
