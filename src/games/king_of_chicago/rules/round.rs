//! The turn loop (rulebook 4.1): game rounds of action rounds and a trade round, until a player
//! has the target in power points.
//!
//! The loop can be entered at the top of any player turn: the clock in the state says which
//! action round and which turn come next, so a saved or undone game resumes where it stood.

use super::play::Match;
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::rules::actions::owned_cards;
use crate::games::king_of_chicago::script::handles::TurnRef;
use crate::games::king_of_chicago::script::hooks;
use rhai::Dynamic;

/// Plays from where the clock stands until the game ends (always by a [`Stop`]).
pub fn play(m: &mut Match) -> Flow {
    if m.state.clock.round == 0 {
        m.setup_choices()?;
        m.state.clock.round = 1;
        m.state.clock.action_round = 1;
        m.state.clock.turn = 0;
        m.begin_round()?;
    }
    loop {
        let rounds = m.content.rules.action_rounds;
        while m.state.clock.action_round <= rounds {
            if m.state.clock.turn == 0 {
                let (round, action_round) = (m.state.clock.round, m.state.clock.action_round);
                m.emit(Event::ActionRound { round, action_round });
            }
            while usize::from(m.state.clock.turn) < m.seats() {
                let seat = m.state.clock.first.left(usize::from(m.state.clock.turn), m.seats());
                m.player_turn(seat)?;
                m.check_invariants()?;
                m.state.clock.turn += 1;
            }
            m.state.clock.turn = 0;
            m.state.clock.action_round += 1;
        }
        m.trade_round()?;
        m.check_invariants()?;
        let n = m.seats();
        m.state.clock.first = m.state.clock.first.left(1, n);
        m.state.clock.round += 1;
        m.state.clock.action_round = 1;
        m.state.clock.turn = 0;
        m.begin_round()?;
    }
}

impl Match<'_> {
    /// Starts a game round, or ends the game at the round cap with the leader (most power
    /// points; a tie is a draw).
    fn begin_round(&mut self) -> Flow {
        let round = self.state.clock.round;
        if round > self.round_cap() {
            let points: Vec<_> = self.order().into_iter().map(|s| (s, self.power(s))).collect();
            let max = points.iter().map(|p| p.1).max().unwrap_or(0);
            let leaders: Vec<_> = points.iter().filter(|p| p.1 == max).collect();
            let leader = (leaders.len() == 1).then(|| leaders[0].0);
            self.emit(Event::RoundCap { round: round - 1, leader });
            return Err(Stop::Capped(leader));
        }
        let first = self.state.clock.first;
        self.emit(Event::RoundStarted { round, first });
        Ok(())
    }

    /// Power points of a seat now.
    pub fn power(&self, seat: Seat) -> i64 {
        crate::games::king_of_chicago::points::power_of(self.content, &self.state, seat)
    }

    /// One player turn (5.0): move the car, then take at most one action. Anytime cards are
    /// offered to everyone first, own-turn cards before the move and after the action
    /// (RULINGS.md "Events"); a frozen player (Election Day) sits out. A car in the garage
    /// neither moves nor acts, but its owner still plays his own-turn cards and, holding the
    /// police through Friends on the inside, still moves the police car (NOTES.md 1, 17).
    ///
    /// 5.3: a seat that bribed the police moves the police car "aan het einde van je
    /// Actiebeurt", and takes the game round's police action then: at the end of his turn, even
    /// while his own car waits in a garage (RULINGS.md, Friends on the inside; NOTES.md 1).
    pub fn player_turn(&mut self, seat: Seat) -> Flow {
        self.own_turn(seat)?;
        if self.state.police.controller == Some(seat) && !self.state.police.before_move {
            self.check_invariants()?;
            self.police_turn(seat)?;
        }
        Ok(())
    }

    /// A player turn without the police car's move at its end.
    fn own_turn(&mut self, seat: Seat) -> Flow {
        self.emit(Event::Turn { seat });
        let n = self.seats();
        let everyone: Vec<Seat> = (0..n).map(|i| seat.left(i, n)).collect();
        self.offer_events(Window::Anytime, &everyone, None, None)?;
        self.offer_deals(seat, false)?;
        if self.state.players[seat].frozen {
            // Out of gas lasts one action round: this one, spent frozen.
            self.state.players[seat].out_of_gas = false;
            // One line for the whole turn: his car and, when he controls it, the police car
            // with what he paid for it (8.1, 6.4).
            let police = (self.state.police.controller == Some(seat)).then_some(self.state.police.bribe);
            self.emit(Event::SitsOut { seat, police });
            return self.check_power();
        }
        let garaged = self.state.players[seat].car.garage.is_some();
        if garaged {
            self.emit(Event::StuckInGarage { seat });
        }
        let owned = owned_cards(&self.state, seat);
        self.run_hooks(hooks::Hook::OnTurnStart, &owned, &Dynamic::from(TurnRef(seat)))?;
        self.offer_events(Window::OwnTurn, &[seat], None, None)?;
        if self.state.police.before_move && self.state.police.controller == Some(seat) {
            self.police_turn(seat)?;
        }
        if !garaged {
            // Out of gas (8.1): the car stays where it is this turn (announced when played);
            // the flag lasts the whole turn, so Streetwise cannot drive it either.
            if !self.state.players[seat].out_of_gas {
                self.move_car(seat)?;
            }
            self.take_action(seat)?;
            self.check_power()?;
        }
        self.offer_events(Window::OwnTurn, &[seat], None, None)?;
        self.state.players[seat].out_of_gas = false;
        self.check_power()
    }
}
