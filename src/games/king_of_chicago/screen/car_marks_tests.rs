//! The browser's board outlines the places an option is about (`marks.rs`): a car stands on its
//! street, whose id its piece carries as `data-at`, so marking the street outlines the car. The
//! options that put a gangster in the seat's car (6.5, 5.2.6) and the cards aimed at a rival's
//! car (Out of gas, 8.1; The Reporter's look, 8.2) outlined nothing, where a drive's option
//! outlined its street.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn the_options_about_a_car_outline_it() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    for b in &mut state.businesses {
        b.owner = None;
    }
    // Seat 0's car by its business, seat 1's car on another street.
    let (sq, street) = content
        .board
        .streets
        .iter()
        .enumerate()
        .find_map(|(i, _)| {
            let st = StreetId(i as u16);
            let sq =
                content.board.squares_at(st).iter().copied().find(|&sq| {
                    content.board.square(sq).kind == SquareKind::Business && state.business_on(sq).is_none()
                })?;
            Some((sq, st))
        })
        .unwrap();
    let other = StreetId(if street.0 == 0 { 1 } else { 0 });
    let b = BusinessId(0);
    state.business_mut(b).owner = Some(Seat(0));
    state.business_mut(b).square = Some(sq);
    state.players[Seat(0)].car.at = street;
    state.players[Seat(1)].car.at = other;
    let (in_car, in_business) = (GangsterId(0), GangsterId(1));
    *state.gangster_mut(in_car) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    *state.gangster_mut(in_business) = GangsterState { owner: Some(Seat(0)), at: Where::Business(b) };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let id = |st: StreetId| vec![content.board.streets[usize::from(st.0)].id.clone()];
    let square = |sq: SquareId| vec![content.board.squares[usize::from(sq.0)].id.clone()];
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let marks = |prompt: &str, c: Choice| terminal.marks(&view, prompt, &c);
    // 6.5: placed in the car, or in the business.
    assert_eq!(marks("place_gangster", Choice::Place { gangster: in_car, to: Where::Car }), id(street));
    assert_eq!(marks("place_gangster", Choice::Place { gangster: in_car, to: Where::Business(b) }), square(sq));
    // 5.2.6: fetched into the car; moved from the business into the car, or from the car into it.
    assert_eq!(marks("pick_up", Choice::Gangster(GangsterId(2))), id(street));
    assert_eq!(marks("move_gangster", Choice::Gangster(in_business)), id(street));
    assert_eq!(marks("move_gangster", Choice::Gangster(in_car)), square(sq));
    // 8.1, 8.2: the cards aimed at a rival's car outline it; a business looked into, the business.
    assert_eq!(marks("card:out_of_gas", Choice::Player(Seat(1))), id(other));
    assert_eq!(marks("card:reporter_look", Choice::Player(Seat(1))), id(other));
    assert_eq!(marks("card:reporter_look", Choice::Business(b)), square(sq));
    // A card aimed at a player, not his car, outlines nothing (Burglary robs his folder, 3.2).
    assert!(marks("card:burglary", Choice::Player(Seat(1))).is_empty());
    assert!(marks("pick_up", Choice::Done).is_empty());
}
