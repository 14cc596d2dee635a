//! Where an undo may go back to in a game of King of Chicago: the start of a player turn or
//! the trade round, never past what shows a seat something new (`table::session` does the
//! rest).

use super::event::Event;
use crate::engine::seat::Seat;

/// Whether `e` shows `seat` something new that an undo must not let it take back: a roll or
/// another random draw (a stolen card, resources taken at random), a card it drew, a look at
/// face-down gangsters, gangsters turned face up for a fight, or a bid or a deal accepted or
/// refused (another seat's answer is one too: `engine::game::is_barrier`).
pub fn is_barrier(e: &Event, seat: Seat) -> bool {
    match *e {
        Event::Roll { .. }
        | Event::Attack { .. }
        | Event::ShootoutStarted { .. }
        | Event::Reshuffled { .. }
        | Event::StoleCard { .. }
        | Event::StoleGangster { .. }
        | Event::Stole { .. }
        | Event::Produced { .. }
        | Event::Bid { .. }
        | Event::DealMade { .. }
        | Event::DealRefused { .. } => true,
        Event::Drew { seat: s, .. } | Event::Peeked { seat: s, .. } => s == seat,
        _ => false,
    }
}

/// Where a player turn, or the trade round, begins: an undo goes back no further.
pub fn turn_start(e: &Event) -> bool {
    matches!(e, Event::Turn { .. } | Event::TradeRound { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::LogEntry;
    use crate::engine::log::{Chose, Logged};
    use crate::games::king_of_chicago::KingOfChicago;
    use crate::games::king_of_chicago::choice::Choice;
    use crate::games::king_of_chicago::event::Why;
    use crate::table::session::undo_point;

    fn chose(seat: u8) -> LogEntry<KingOfChicago> {
        Logged::Chose(Chose { seat: Seat(seat), prompt: "action".into(), index: 1, choice: Choice::Yes })
    }

    #[test]
    fn undo_goes_back_to_the_turn_or_the_last_roll() {
        let turn = Logged::Game(Event::Turn { seat: Seat(0) });
        let roll = Logged::Game(Event::Roll { seat: Some(Seat(0)), why: Why::Movement, face: 3, card: None });
        assert_eq!(undo_point::<KingOfChicago>(&[chose(0), turn.clone(), chose(0), chose(0)], Seat(0)), Some(1));
        assert_eq!(undo_point::<KingOfChicago>(&[turn.clone(), chose(0), roll.clone(), chose(0)], Seat(0)), Some(3));
        assert_eq!(
            undo_point::<KingOfChicago>(&[turn.clone(), chose(0), roll], Seat(0)),
            None,
            "a roll cannot be taken back"
        );
        assert_eq!(
            undo_point::<KingOfChicago>(&[turn.clone(), chose(1)], Seat(0)),
            None,
            "nothing of mine to take back"
        );
        assert_eq!(
            undo_point::<KingOfChicago>(&[turn.clone(), chose(0), chose(1), chose(0)], Seat(0)),
            Some(3),
            "another seat's answer is not taken back"
        );
        let trade = Logged::Game(Event::TradeRound { round: 1 });
        assert_eq!(
            undo_point::<KingOfChicago>(&[turn, chose(0), trade, chose(0)], Seat(0)),
            Some(2),
            "the trade round starts afresh"
        );
    }
}
