//! The places of the board an option is about, as the picture's `data-at` attributes name
//! them (the content's street and lot ids): the browser table marks them while the question is
//! asked ([`crate::engine::game::Screen::marks`]).

use super::super::choice::{Action, Choice, PoliceAction};
use super::super::state::{BusinessId, Where};
use super::super::view::View;
use crate::games::king_of_chicago::board::{SquareId, StreetId};

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
