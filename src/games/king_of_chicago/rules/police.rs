//! The police car (rulebook 5.3) and its actions (5.4).

use super::cards::query;
use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::options::Options;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::board::{SquareId, StreetId};
use crate::games::king_of_chicago::choice::{Choice, PoliceAction};
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::defs::{Res3, Resource};
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::script::handles::RaidRef;
use crate::games::king_of_chicago::script::hooks;
use crate::games::king_of_chicago::state::Target;
use crate::games::king_of_chicago::state::{Card, GangsterId, State, Where};
use rhai::Dynamic;

impl Match<'_> {
    /// 5.3: at the end of his turn the police's controller moves the police car and, while the
    /// game round's police action is unspent, may take it.
    pub fn police_turn(&mut self, seat: Seat) -> Flow {
        // Election Day (8.1): the frozen player "cannot move his car, the police car...". His
        // turn's news already said so, police car and bribe included (`Event::SitsOut`).
        if self.state.players[seat].frozen {
            return Ok(());
        }
        self.move_police(seat)?;
        if self.state.police.actions_left == 0 {
            return Ok(());
        }
        let options = self.police_actions(seat).into_iter().map(Choice::Police).collect::<Vec<_>>();
        let Choice::Police(action) = self.ask(seat, "police_action", options)? else {
            return unreachable_choice();
        };
        if action != PoliceAction::Pass {
            self.state.police.actions_left -= 1;
        }
        self.police_action(seat, action)?;
        self.check_power()
    }

    /// Police actions possible where the police car stands, against opponents only.
    pub fn police_actions(&self, seat: Seat) -> Vec<PoliceAction> {
        police_actions_at(self.content, &self.state, seat, self.state.police.at)
    }

    pub fn police_action(&mut self, seat: Seat, action: PoliceAction) -> Flow {
        match action {
            PoliceAction::Pass => Ok(()),
            PoliceAction::Raid(b) => {
                let Some(owner) = self.state.business(b).owner else {
                    return Ok(());
                };
                if !self.police_wins(seat, owner, Target::Business(b))? {
                    return Ok(());
                }
                // 5.4.1: closed until the end of the next trade round, its gangsters to jail.
                self.state.business_mut(b).closed = true;
                self.emit(Event::BusinessClosed { business: b });
                for g in self.state.in_business(b) {
                    self.jail(owner, g);
                }
                Ok(())
            }
            PoliceAction::Bust(other) => {
                if !self.police_wins(seat, other, Target::Car(other))? {
                    return Ok(());
                }
                // 5.4.2: the car's gangsters to jail; 5.2.4: its started contracts are cancelled.
                for g in self.state.in_car(other) {
                    self.jail(other, g);
                }
                let started: Vec<u8> =
                    self.state.players[other].contracts.iter().filter(|c| c.started).map(|c| c.card).collect();
                for c in started {
                    self.state.players[other].contracts.retain(|h| h.card != c);
                    self.state.deck.discard(Card::Contract(c));
                    self.emit(Event::ContractCancelled { seat: other, contract: c });
                }
                Ok(())
            }
            PoliceAction::ClearTurf(sq) => {
                // 5.4.3: the marker goes back to its owner.
                let Some(owner) = self.state.turf[usize::from(sq.0)] else {
                    return Ok(());
                };
                self.state.turf[usize::from(sq.0)] = None;
                self.emit(Event::TurfCleared { seat, square: sq, owner });
                self.update_respect();
                Ok(())
            }
            PoliceAction::Confiscate(sq) => self.confiscate(seat, sq),
        }
    }

    /// 5.4.1, 5.4.2: police and owner each roll a die, ties rolled again; gangsters' bonuses
    /// do not count. Before the roll the owner may answer with a card (The severed horsehead),
    /// and gangsters inside may decide it (Clean Gene: the police lose; Tony Trouble: they win;
    /// both together cancel out).
    fn police_wins(&mut self, seat: Seat, owner: Seat, target: Target) -> Flow<bool> {
        self.x.cancelled = false;
        self.offer_events(Window::PoliceAction, &[owner], None, Some(seat))?;
        if std::mem::take(&mut self.x.cancelled) {
            self.emit(Event::PoliceCancelled { seat: owner });
            return Ok(false);
        }
        let inside = match target {
            Target::Car(s) => self.state.in_car(s),
            Target::Business(b) => self.state.in_business(b),
        };
        let raid = RaidRef {
            police: seat,
            owner,
            business: match target {
                Target::Business(b) => Some(b),
                Target::Car(_) => None,
            },
        };
        let mut wins = false;
        let mut loses = false;
        if self.x.scripts.any_defines(hooks::Hook::PoliceOdds) {
            for g in inside {
                let answer = query(
                    &self.x.scripts,
                    self.content,
                    &self.state,
                    hooks::Hook::PoliceOdds,
                    Card::Gangster(g.0),
                    &Dynamic::from(raid),
                );
                match answer.and_then(|d| d.into_string().ok()).as_deref() {
                    Some("police wins") => wins = true,
                    Some("police loses") => loses = true,
                    _ => {}
                }
            }
        }
        if wins != loses {
            self.emit(Event::Raid { seat, target, police_die: 0, owner_die: 0, success: wins });
            return Ok(wins);
        }
        loop {
            let police_die = self.roll(Some(seat), Why::Police);
            let owner_die = self.roll(Some(owner), Why::Police);
            if police_die != owner_die {
                let success = police_die > owner_die;
                self.emit(Event::Raid { seat, target, police_die, owner_die, success });
                return Ok(success);
            }
        }
    }

    /// Sends a gangster to jail, unless his card keeps him out (Johnny Favorite).
    fn jail(&mut self, owner: Seat, g: GangsterId) {
        if self.query_refuses(hooks::Hook::MayBeJailed, &[Card::Gangster(g.0)], &Dynamic::UNIT) {
            return;
        }
        self.state.gangster_mut(g).at = Where::Jail;
        self.emit(Event::Jailed { seat: owner, gangster: g });
    }

    /// 5.4.4: take any quantity of the resources lying there back to the supply.
    fn confiscate(&mut self, seat: Seat, sq: SquareId) -> Flow {
        let mut taken = Res3::default();
        for r in Resource::ALL {
            let there = self.state.tokens[usize::from(sq.0)].get(r);
            if there == 0 {
                continue;
            }
            let options = Options::new(super::actions::every_amount(there), None);
            let Choice::Amount(n) = self.ask(seat, "confiscate", options)? else {
                return unreachable_choice();
            };
            *taken.get_mut(r) = n;
        }
        self.state.tokens[usize::from(sq.0)].sub(&taken);
        self.state.supply.add(&taken);
        self.emit(Event::Confiscated { seat, place: sq, taken });
        Ok(())
    }
}

/// The police actions (5.4) `seat` could take with the police car on street `here`, against
/// opponents only, "no police action" first: what the rules offer there, and what a person
/// is told before driving the police car.
pub fn police_actions_at(content: &Content, state: &State, seat: Seat, here: StreetId) -> Vec<PoliceAction> {
    let mut actions = vec![PoliceAction::Pass];
    for &sq in content.board.squares_at(here) {
        if let Some(b) = state.business_on(sq) {
            let bs = state.business(b);
            if bs.owner.is_some_and(|o| o != seat) && !bs.closed {
                actions.push(PoliceAction::Raid(b));
            }
        }
        if state.turf[usize::from(sq.0)].is_some_and(|o| o != seat) {
            actions.push(PoliceAction::ClearTurf(sq));
        }
        if state.tokens[usize::from(sq.0)].total() > 0 {
            actions.push(PoliceAction::Confiscate(sq));
        }
    }
    for (other, p) in state.players.iter() {
        if other != seat && p.car.at == here && p.car.garage.is_none() {
            actions.push(PoliceAction::Bust(other));
        }
    }
    actions
}
