//! The start lot's options (3.2) and a gangster's placement (6.5) say what each brings: six
//! lots read "the lot by street 1 … 44" alike, "Hyman Diamond to The Velvet Curtain" said
//! nothing of his income bonus there.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn a_start_lot_says_what_lies_by_its_street() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let board = &content.board;
    let squares = || board.squares.iter().enumerate().map(|(i, sq)| (SquareId(i as u16), sq));
    // A lot whose street has a place to lay tokens on.
    let (lot, place) = squares()
        .filter(|(_, sq)| sq.kind == SquareKind::Business)
        .find_map(|(lot, sq)| {
            let place = squares().find(|(_, o)| o.street == sq.street && o.kind == SquareKind::Place)?;
            Some((lot, place.0))
        })
        .unwrap();
    for t in state.tokens.iter_mut() {
        *t = Res3::default();
    }
    state.tokens[usize::from(place.0)] = Res3 { booze: 2, girls: 0, henchmen: 0 };
    for t in state.turf.iter_mut() {
        *t = None;
    }
    let turfs = squares().filter(|(_, o)| o.street == board.street_of(lot) && o.kind == SquareKind::Turf).count();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, booze, turf, by) in [
        ("en", "2 booze", "free turf", " — "),
        ("fr", "2 boissons", "territoire", " — "),
        ("nl", "2 drank", "terrein", " — "),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let option = Screen { n: &n }.option(&view, "start_square", &Choice::Square(lot));
        let name = String::from(n.square(lot));
        assert!(option.starts_with(&name) && option.contains(booze) && option.contains(by), "{lang}: {option}");
        assert!(option.contains(turf), "{lang} ({turfs} turfs): {option}");
    }
}

#[test]
fn a_placement_says_what_the_gangster_brings_there() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let hyman = content.gangsters.iter().position(|g| g.id == "hyman_diamond").unwrap();
    let hyman = GangsterId(hyman as u8);
    state.businesses[0].owner = Some(Seat(0));
    *state.gangster_mut(hyman) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let into = Choice::Place { gangster: hyman, to: Where::Business(BusinessId(0)) };
    let car = Choice::Place { gangster: hyman, to: Where::Car };
    for (lang, income, rides) in [
        ("en", "its income $100 higher while he is there (6.1)", "attacks and defends the car"),
        ("fr", "son revenu augmente de", "attaque et défend la voiture"),
        ("nl", "haar inkomen", "verdedigt de auto"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = screen.option(&view, "place_gangster", &into);
        assert!(option.contains(income), "{lang}: {option}");
        let option = screen.option(&view, "place_gangster", &car);
        assert!(option.contains(rides), "{lang}: {option}");
    }
}
