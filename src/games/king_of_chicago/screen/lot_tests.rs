//! A free lot in `board N` (5.2.3): which businesses of its size could open there, at what
//! price, and what the seat lacks for each. It said only "a large business may open there".

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::{Kind, Res3};
use crate::games::king_of_chicago::load;

#[test]
fn a_free_lot_names_what_could_open_there_and_its_price() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let lots: Vec<(SquareId, StreetId)> = content
        .board
        .squares
        .iter()
        .enumerate()
        .filter(|(_, sq)| sq.kind == SquareKind::Business && sq.size == Some(Size::Large))
        .map(|(i, sq)| (SquareId(i as u16), sq.street))
        .collect();
    let (lot, street) = lots[0];
    // Every seat's start business on a lot of its own, away from this one (3.2).
    let mut others = content
        .board
        .squares
        .iter()
        .enumerate()
        .filter(|(_, sq)| sq.kind == SquareKind::Business && sq.street != street)
        .map(|(i, _)| SquareId(i as u16));
    for b in state.businesses.iter_mut().filter(|b| b.owner.is_some()) {
        b.square = others.next();
    }
    // Enough booze for anything, nothing else.
    state.players[Seat(0)].resources = Res3 { booze: 9, girls: 0, henchmen: 0 };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(view.business_on(lot).is_none());
    for (lang, lacks) in [("en", ": you lack "), ("fr", " : il vous manque "), ("nl", ": je mist nog ")] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let lines = crate::games::king_of_chicago::lookup::standing_by(&n, &view, street).join("\n");
        for kind in Kind::ALL {
            let cost = content.rules.cost(Size::Large, kind);
            let price = String::from(n.res(&cost));
            let word = locale.text(&format!("kind-{}", kind.key()), &[]);
            let row =
                lines.lines().find(|l| l.contains(&format!("({word})"))).unwrap_or_else(|| panic!("{lang}: {lines}"));
            assert!(row.contains(&price), "{lang}: {row}");
            let short = Res3 { girls: cost.girls, henchmen: cost.henchmen, ..Res3::default() };
            if short.total() > 0 {
                assert!(row.contains(&format!("{lacks}{}", String::from(n.res(&short)))), "{lang}: {row}");
            }
        }
    }
}
