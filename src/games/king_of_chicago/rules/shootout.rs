//! Drive-bys and business attacks (rulebook 5.2.5): the shootout procedure.

use super::setup::unreachable_choice;
use super::{Flow, Match};
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::content::Gangster;
use crate::games::king_of_chicago::event::{Event, Side, Target, Why};
use crate::games::king_of_chicago::rules::Stop;
use crate::games::king_of_chicago::state::{GangsterId, Where};
use crate::games::king_of_chicago::view::Revealed;

/// Which kind of fight, for the gangsters' bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    DriveBy,
    Business,
}

/// A gangster's attack bonus in a fight: the most specific printed bonus (driveby attack or
/// business attack, then driveby, then attack), else the standard +1 ("Calcul du bonus").
pub fn attack_bonus(g: &Gangster, mode: Mode, base: i64) -> i64 {
    let b = &g.bonuses;
    match mode {
        Mode::DriveBy => b.driveby_attack.or(b.driveby).or(b.attack),
        Mode::Business => b.business_attack.or(b.attack),
    }
    .unwrap_or(base)
}

/// A gangster's defence bonus in a fight, chosen the same way.
pub fn defense_bonus(g: &Gangster, mode: Mode, base: i64) -> i64 {
    let b = &g.bonuses;
    match mode {
        Mode::DriveBy => b.driveby_defense.or(b.driveby).or(b.defense),
        Mode::Business => b.business_defense.or(b.defense),
    }
    .unwrap_or(base)
}

impl Match<'_> {
    fn card(&self, g: GangsterId) -> &Gangster {
        &self.content.gangsters[usize::from(g.0)]
    }

    /// The whole attack: declare, total the bonuses, fight rounds until one side has lost
    /// everything, then the aftermath.
    pub fn attack(&mut self, seat: Seat, target: Target) -> Flow {
        let rules = &self.content.rules;
        let (defender, defenders, mode, building) = match target {
            Target::Car(other) => (other, self.state.in_car(other), Mode::DriveBy, 0),
            Target::Business(b) => {
                let Some(owner) = self.state.business(b).owner else {
                    return Err(Stop::BadDecision("attack on a business nobody owns".into()));
                };
                let size = self.content.businesses[usize::from(b.0)].size;
                (
                    owner,
                    self.state.in_business(b),
                    Mode::Business,
                    rules.size(size).defense,
                )
            }
        };
        let attackers = self.state.in_car(seat);
        // 2. The totals are fixed for the whole fight, whatever happens to the gangsters.
        let attack: i64 = attackers
            .iter()
            .map(|&g| attack_bonus(self.card(g), mode, rules.base_attack))
            .sum();
        let defense: i64 = defenders
            .iter()
            .map(|&g| defense_bonus(self.card(g), mode, rules.base_defense))
            .sum::<i64>()
            + building;
        self.revealed = Some(Revealed {
            attackers: attackers.clone(),
            defenders: defenders.clone(),
            attack,
            defense,
        });
        self.emit(Event::ShootoutStarted {
            attacker: seat,
            defender,
            target,
            attackers: attackers.clone(),
            defenders: defenders.clone(),
            attack,
            defense,
        });
        let result = self.fight_rounds(seat, defender, attackers, defenders, attack, defense);
        self.revealed = None;
        let winner_side = result?;
        let (winner, loser) = match winner_side {
            Side::Attacker => (seat, defender),
            Side::Defender => (defender, seat),
        };
        self.emit(Event::ShootoutEnded {
            winner,
            loser,
            target,
        });
        self.aftermath(seat, target, winner_side)
    }

    /// Step 3, the fight rounds: each side rolls a die and adds its total; ties are rolled
    /// again. The loser of a round sends one of his gangsters in the fight to the hospital or
    /// the graveyard; a side that loses a round with no gangster left has lost the fight.
    fn fight_rounds(
        &mut self,
        attacker: Seat,
        defender: Seat,
        mut attackers: Vec<GangsterId>,
        mut defenders: Vec<GangsterId>,
        attack: i64,
        defense: i64,
    ) -> Flow<Side> {
        loop {
            let (a, d) = loop {
                let a = self.roll(Some(attacker), Why::Shootout);
                let d = self.roll(Some(defender), Why::Shootout);
                let (sa, sd) = (attack + i64::from(a), defense + i64::from(d));
                if sa != sd {
                    break (a, d);
                }
                self.emit(Event::ShootoutRound {
                    attacker_die: a,
                    defender_die: d,
                    attack: sa,
                    defense: sd,
                    winner: None,
                });
            };
            let (sa, sd) = (attack + i64::from(a), defense + i64::from(d));
            let winner = if sa > sd {
                Side::Attacker
            } else {
                Side::Defender
            };
            self.emit(Event::ShootoutRound {
                attacker_die: a,
                defender_die: d,
                attack: sa,
                defense: sd,
                winner: Some(winner),
            });
            let (loser_seat, losers, loser_die, winner_die) = match winner {
                Side::Attacker => (defender, &mut defenders, d, a),
                Side::Defender => (attacker, &mut attackers, a, d),
            };
            if losers.is_empty() {
                return Ok(winner);
            }
            let options = losers.iter().map(|&g| Choice::Gangster(g)).collect();
            let Choice::Gangster(g) = self.ask(loser_seat, "casualty", options)? else {
                return unreachable_choice();
            };
            let losers = match winner {
                Side::Attacker => &mut defenders,
                Side::Defender => &mut attackers,
            };
            losers.retain(|&x| x != g);
            // "Hôpital ou cimetière ?": only the raw dice decide; the round's loser who rolled
            // the higher die always goes to the hospital.
            let gap = i64::from(winner_die) - i64::from(loser_die);
            let to = if gap >= self.content.rules.kill_difference {
                Where::Graveyard
            } else {
                Where::Hospital
            };
            self.state.gangster_mut(g).at = to;
            self.emit(Event::Casualty {
                seat: loser_seat,
                gangster: g,
                to,
            });
        }
    }

    /// Step 4, after the attack: the losing car goes to the garage; a car that loses hands
    /// its started contracts to the attacker (5.2.4 "Intercepter"); a won business changes
    /// hands (still closed if it was) and the attacker may move his car's gangsters into it.
    fn aftermath(&mut self, seat: Seat, target: Target, winner: Side) -> Flow {
        match (target, winner) {
            (Target::Car(other), Side::Attacker) => {
                let started: Vec<u8> = self.state.players[other]
                    .contracts
                    .iter()
                    .filter(|c| c.started)
                    .map(|c| c.card)
                    .collect();
                for c in started {
                    self.state.players[other].contracts.retain(|h| h.card != c);
                    self.state.players[seat].contracts.push(
                        crate::games::king_of_chicago::state::HeldContract {
                            card: c,
                            started: true,
                        },
                    );
                    self.emit(Event::ContractHandedOver {
                        from: other,
                        to: seat,
                        contract: c,
                    });
                }
                self.send_to_garage(other)
            }
            (Target::Business(b), Side::Attacker) => {
                let from = self.state.business(b).owner.unwrap_or(seat);
                self.state.business_mut(b).owner = Some(seat);
                self.emit(Event::BusinessTaken {
                    seat,
                    from,
                    business: b,
                });
                self.transfer_from_car(seat, b)
            }
            (_, Side::Defender) => self.send_to_garage(seat),
        }
    }
}
