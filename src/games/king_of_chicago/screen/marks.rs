//! The places of the board an option is about, as the picture's `data-at` attributes name
//! them (the content's street and lot ids): the browser table marks them while the question is
//! asked ([`crate::engine::game::Screen::marks`]).

use super::super::choice::{Action, Choice, PoliceAction};
use super::super::state::{BusinessId, Where};
use super::super::view::View;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::board::{SquareId, StreetId};

/// The ids of the places option `c` of question `prompt` is about: as [`marks`] says, and the
/// car where the option puts a gangster in it or acts on it: a gangster placed in it (6.5),
/// fetched from the jail or the hospital into it or moved into it from a business (5.2.6), a
/// gangster going from it into the business just opened or won (5.2.3: that business), and the
/// cards aimed at a rival's car (Out of gas, 8.1; The Reporter's look into it, 8.2).
pub fn marks_for(v: &View, prompt: &str, c: &Choice) -> Vec<String> {
    let street = |s: StreetId| v.content.board.streets[usize::from(s.0)].id.clone();
    let car = |seat: Seat| vec![street(v.car_at(seat))];
    match (prompt, *c) {
        ("into_business", Choice::Gangster(_)) => match v.business_entered() {
            Some(b) => marks(v, &Choice::Business(b)),
            None => Vec::new(),
        },
        (_, Choice::Place { to: Where::Car, .. }) | ("pick_up", Choice::Gangster(_)) => car(v.seat()),
        // A gangster moved between the car and the business beside it goes to the other one.
        ("move_gangster", Choice::Gangster(g)) => match v.my_gangsters().iter().find(|&&(x, _)| x == g) {
            Some(&(_, Where::Business(_))) => car(v.seat()),
            // From the car, into the seat's business by the street the car stands on.
            Some(&(_, Where::Car)) => {
                let by_car = v.content.board.squares_at(v.car_at(v.seat())).iter().filter_map(|&sq| v.business_on(sq));
                let mine: Vec<BusinessId> = by_car.filter(|&b| v.business(b).owner == Some(v.seat())).collect();
                mine.into_iter().flat_map(|b| marks(v, &Choice::Business(b))).collect()
            }
            _ => Vec::new(),
        },
        ("card:out_of_gas" | "card:reporter_look", Choice::Player(p)) => car(p),
        _ => marks(v, c),
    }
}

/// The ids of the places `c` is about: where a car drives (5.2, the move), the lot an action
/// works on (5.2.1 to 5.2.6), the car a drive-by attacks (5.2.5), where the police act (5.4).
/// Places that mean nothing on the board (a card, an amount, a seat) mark nothing.
pub fn marks(v: &View, c: &Choice) -> Vec<String> {
    let board = &v.content.board;
    let street = |s: StreetId| board.streets[usize::from(s.0)].id.clone();
    let square = |sq: SquareId| board.squares[usize::from(sq.0)].id.clone();
    let business = |b: BusinessId| v.business(b).square.map(square);
    let at = match *c {
        Choice::Street(s) => Some(street(s)),
        Choice::Square(sq) => Some(square(sq)),
        Choice::Business(b) => business(b),
        Choice::Place { to: Where::Business(b), .. } => business(b),
        Choice::Action(a) => match a {
            Action::TakeResources(sq) | Action::ClaimTurf(sq) | Action::OpenBusiness { square: sq, .. } => {
                Some(square(sq))
            }
            Action::AttackBusiness(b) | Action::MoveGangsters(b) => business(b),
            Action::DriveBy(seat) => Some(street(v.car_at(seat))),
            _ => None,
        },
        Choice::Police(p) => match p {
            PoliceAction::Raid(b) => business(b),
            PoliceAction::ClearTurf(sq) | PoliceAction::Confiscate(sq) => Some(square(sq)),
            PoliceAction::Bust(seat) => Some(street(v.car_at(seat))),
            PoliceAction::Pass => None,
        },
        _ => None,
    };
    at.into_iter().collect()
}
