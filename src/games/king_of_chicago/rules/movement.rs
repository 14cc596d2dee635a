//! Moving the car and the police car (rulebook 5.1, 5.3), and the garage (5.2.5 step 4).

use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::script::hooks;
use crate::games::king_of_chicago::state::Where;
use rhai::Dynamic;

impl Match<'_> {
    /// The drivers' bonus of a car: the best driver in it, only one counts (8.2, Jack Rabbit).
    pub fn drive_bonus(&self, seat: Seat) -> i64 {
        self.state
            .gangsters_at(seat, Where::Car)
            .iter()
            .map(|g| self.content.gangsters[usize::from(g.0)].drive)
            .max()
            .unwrap_or(0)
            .max(0)
    }

    /// 5.1: roll one die and drive up to that many street squares (plus the driver's bonus),
    /// stopping anywhere, passing or sharing squares with other cars; staying put is allowed.
    pub fn move_car(&mut self, seat: Seat) -> Flow {
        let die = self.roll(Some(seat), Why::Movement);
        let bonus = self.drive_bonus(seat);
        let mut driver = None;
        if bonus > 0 {
            // Only the best driver counts (8.2, Jack Rabbit): he is the one at work.
            let cars = self.state.gangsters_at(seat, Where::Car);
            if let Some(&g) = cars.iter().find(|g| self.content.gangsters[usize::from(g.0)].drive == bonus) {
                crate::games::king_of_chicago::script::tally::fired(
                    crate::games::king_of_chicago::state::Card::Gangster(g.0),
                );
                driver = Some(g);
            }
        }
        let allowed = i64::from(die) + bonus;
        let from = self.state.players[seat].car.at;
        let options = self.content.board.reachable(from, allowed).into_iter().map(Choice::Street).collect::<Vec<_>>();
        let Choice::Street(to) = self.ask(seat, "move", options)? else {
            return unreachable_choice();
        };
        self.state.players[seat].car.at = to;
        self.emit(Event::Moved { seat, from, to, allowed, driver });
        Ok(())
    }

    /// 5.3: the police car moves one die plus the police bonus, from where it was parked.
    pub fn move_police(&mut self, seat: Seat) -> Flow {
        let die = self.roll(Some(seat), Why::PoliceMovement);
        let allowed = i64::from(die) + self.content.rules.police_bonus;
        let from = self.state.police.at;
        let options = self.content.board.reachable(from, allowed).into_iter().map(Choice::Street).collect::<Vec<_>>();
        let Choice::Street(to) = self.ask(seat, "move_police", options)? else {
            return unreachable_choice();
        };
        self.state.police.at = to;
        self.emit(Event::PoliceMoved { seat, from, to, allowed });
        Ok(())
    }

    /// A car that lost a fight goes to the nearest garage (ties: its owner chooses) and stays
    /// there until the end of the next trade round (5.2.5, "Après l'attaque").
    pub fn send_to_garage(&mut self, seat: Seat) -> Flow {
        let board = &self.content.board;
        let at = self.state.players[seat].car.at;
        let best = board.garages.iter().map(|&g| board.distance(at, board.street_of(g))).min().unwrap_or(0);
        let nearest: Vec<Choice> = board
            .garages
            .iter()
            .filter(|&&g| board.distance(at, board.street_of(g)) == best)
            .map(|&g| Choice::Square(g))
            .collect();
        let Choice::Square(garage) = self.ask(seat, "garage", nearest)? else {
            return unreachable_choice();
        };
        // The Mechanic repairs the car at once: it is towed there but need not wait.
        let owned = super::actions::owned_cards(&self.state, seat);
        let waits = !self.query_refuses(hooks::Hook::GarageWait, &owned, &Dynamic::UNIT);
        let car = &mut self.state.players[seat].car;
        car.garage = waits.then_some(garage);
        car.at = board.street_of(garage);
        self.emit(Event::Garaged { seat, garage, repaired: !waits });
        if !waits {
            self.emit(Event::LeftGarage { seat });
        }
        Ok(())
    }
}
