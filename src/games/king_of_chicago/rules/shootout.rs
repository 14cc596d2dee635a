//! Drive-bys and business attacks (rulebook 5.2.5): the shootout procedure, with the moments
//! cards act on it (8.1 shootout events, 8.2 John Doe, Thin Tim, Jack Knife...).

use super::cards::query_sum;
use super::play::Match;
use super::setup::unreachable_choice;
use crate::engine::play::Flow;
use crate::engine::play::Stop;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::content::{Content, Gangster};
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::event::{Event, Fall, Part, Why};
use crate::games::king_of_chicago::script::CardScripts;
use crate::games::king_of_chicago::script::handles::{CasualtyRef, FightRef};
use crate::games::king_of_chicago::script::{hooks, tally};
use crate::games::king_of_chicago::state::{Card, Fight, GangsterId, HeldContract, Mode, Side, State, Target, Where};
use rhai::Dynamic;

/// A gangster's attack bonus in a fight: the most specific printed bonus (driveby attack or
/// business attack, then driveby, then attack), else the standard +1 ("Calcul du bonus").
pub fn attack_bonus(g: &Gangster, mode: Mode, base: i64) -> i64 {
    attack_printed(g, mode).map_or(base, |(_, b)| b)
}

/// A gangster's defence bonus in a fight, chosen the same way.
pub fn defense_bonus(g: &Gangster, mode: Mode, base: i64) -> i64 {
    defense_printed(g, mode).map_or(base, |(_, b)| b)
}

/// The printed bonus that counts for a gangster attacking in a fight of this kind, with its
/// name as the content spells it; `None`: the standard bonus counts (5.2.5, "Calcul du bonus":
/// Ken Evil's "Driveby Attack +2" counts in a drive-by only, at a business he has +1).
pub fn attack_printed(g: &Gangster, mode: Mode) -> Option<(&'static str, i64)> {
    let b = &g.bonuses;
    match mode {
        Mode::DriveBy => b
            .driveby_attack
            .map(|x| ("driveby_attack", x))
            .or(b.driveby.map(|x| ("driveby", x)))
            .or(b.attack.map(|x| ("attack", x))),
        Mode::Business => b.business_attack.map(|x| ("business_attack", x)).or(b.attack.map(|x| ("attack", x))),
    }
}

/// The same for a gangster defending (Foxtrot O'Flanigan's "Driveby Defence +2" counts in a
/// drive-by only: defending a business he has +1).
pub fn defense_printed(g: &Gangster, mode: Mode) -> Option<(&'static str, i64)> {
    let b = &g.bonuses;
    match mode {
        Mode::DriveBy => b
            .driveby_defense
            .map(|x| ("driveby_defense", x))
            .or(b.driveby.map(|x| ("driveby", x)))
            .or(b.defense.map(|x| ("defense", x))),
        Mode::Business => b.business_defense.map(|x| ("business_defense", x)).or(b.defense.map(|x| ("defense", x))),
    }
}

/// Each side's total in the fight under way (5.2.5 B): the sum of its [`parts`]. The fight
/// and [`foreseen`] both count with it.
pub fn totals(content: &Content, scripts: &CardScripts, state: &State) -> (i64, i64) {
    summed(&parts(content, scripts, state))
}

/// Each side's total from its parts, attacker's first.
fn summed([a, d]: &[Vec<Part>; 2]) -> (i64, i64) {
    (a.iter().map(Part::bonus).sum(), d.iter().map(Part::bonus).sum())
}

/// What each side's total is made of (5.2.5 B): its gangsters' bonuses (a neutralised
/// gangster counts only the standard bonus), what their cards add (Jack Knife...), and the
/// business's own defence bonus; attacker's first.
pub fn parts(content: &Content, scripts: &CardScripts, state: &State) -> [Vec<Part>; 2] {
    let Some(f) = state.fight.as_ref() else { return [Vec::new(), Vec::new()] };
    let rules = &content.rules;
    let arg = Dynamic::from(FightRef);
    let side = |gs: &[GangsterId], attacking: bool| -> Vec<Part> {
        let base = if attacking { rules.base_attack } else { rules.base_defense };
        let mut out = Vec::new();
        for &g in gs {
            let neutralised = f.neutralised.contains(&g);
            let card = &content.gangsters[usize::from(g.0)];
            let printed = if neutralised {
                None
            } else if attacking {
                attack_printed(card, f.mode)
            } else {
                defense_printed(card, f.mode)
            };
            let bonus = printed.map_or(base, |(_, b)| b);
            if bonus != base {
                tally::fired(Card::Gangster(g.0));
            }
            out.push(Part::Gangster { gangster: g, bonus, printed: printed.map(|(name, _)| name), neutralised });
        }
        for &g in gs.iter().filter(|g| !f.neutralised.contains(g)) {
            let bonus = query_sum(scripts, content, state, hooks::Hook::ShootoutBonus, &[Card::Gangster(g.0)], &arg);
            if bonus != 0 {
                out.push(Part::Card { gangster: g, bonus });
            }
        }
        out
    };
    let attack = side(&f.attackers, true);
    let mut defense = side(&f.defenders, false);
    if let Target::Business(business) = f.target {
        defense.push(Part::Building { business, bonus: building_defense(content, f.target) });
    }
    [attack, defense]
}

/// A business's own defence bonus against an attack (5.2.5, "Overval": small +1, medium +2,
/// large +3); a car has none.
pub fn building_defense(content: &Content, target: Target) -> i64 {
    match target {
        Target::Business(b) => content.rules.size(content.businesses[usize::from(b.0)].size).defense,
        Target::Car(_) => 0,
    }
}

/// What an attacker can count before he attacks (5.2.5 B): his own total, and the defender's
/// from the gangsters he has seen in the car or business (3.2: the rest lie face down), with
/// the business's own bonus. Counted by [`totals`] on the fight as it would be declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Foreseen {
    pub attack: i64,
    pub defense: i64,
    /// The defender's gangsters the attacker has not seen: their bonuses are not counted.
    pub face_down: usize,
    /// The business's own defence bonus, counted in `defense`.
    pub building: i64,
}

/// [`Foreseen`] for `seat` attacking `target`, knowing the defenders in `known`.
pub fn foreseen(
    content: &Content,
    scripts: &CardScripts,
    state: &State,
    seat: Seat,
    target: Target,
    known: &[GangsterId],
) -> Foreseen {
    let (defender, defenders, mode) = match target {
        Target::Car(other) => (other, state.in_car(other), Mode::DriveBy),
        Target::Business(b) => (state.business(b).owner.unwrap_or(seat), state.in_business(b), Mode::Business),
    };
    let seen: Vec<GangsterId> = defenders.iter().copied().filter(|g| known.contains(g)).collect();
    let face_down = defenders.len() - seen.len();
    let mut imagined = state.clone();
    imagined.fight = Some(Fight::new(seat, defender, target, mode, state.in_car(seat).to_vec(), seen));
    let (attack, defense) = crate::engine::script::tally::deciding(|| totals(content, scripts, &imagined));
    Foreseen { attack, defense, face_down, building: building_defense(content, target) }
}

fn cards(gs: &[GangsterId]) -> Vec<Card> {
    gs.iter().map(|g| Card::Gangster(g.0)).collect()
}

impl Match<'_> {
    fn fight_mut(&mut self) -> &mut Fight {
        self.state.fight.get_or_insert_with(unreachable_fight)
    }

    /// The whole attack: declare, let cards act, total the bonuses, fight rounds until one
    /// side has lost everything, then the aftermath.
    pub fn attack(&mut self, seat: Seat, target: Target) -> Flow {
        let (defender, defenders, mode) = match target {
            Target::Car(other) => (other, self.state.in_car(other), Mode::DriveBy),
            Target::Business(b) => {
                let Some(owner) = self.state.business(b).owner else {
                    return Err(Stop::BadDecision("attack on a business nobody owns".into()));
                };
                (owner, self.state.in_business(b), Mode::Business)
            }
        };
        let attackers = self.state.in_car(seat);
        // 1. Declared: both sides turn their gangsters face up.
        self.state.fight = Some(Fight::new(seat, defender, target, mode, attackers.to_vec(), defenders.to_vec()));
        self.emit(Event::Attack { attacker: seat, defender, target });
        let result = self.fight_it_out();
        let fight = self.state.fight.take();
        let winner_side = match result? {
            Some(side) => side,
            None => return Ok(()),
        };
        let fight = fight.unwrap_or_else(unreachable_fight);
        let (winner, loser) = match winner_side {
            Side::Attacker => (seat, defender),
            Side::Defender => (defender, seat),
        };
        self.emit(Event::ShootoutEnded { winner, loser, target });
        let _ = fight;
        self.aftermath(seat, target, winner_side)
    }

    /// Everything between the declaration and the last round; `None` when the fight ended
    /// without a winner (Thin Tim's escape, Getaway).
    fn fight_it_out(&mut self) -> Flow<Option<Side>> {
        let everyone = self.state.fight.as_ref().map(Fight::everyone).unwrap_or_default();
        self.run_hooks(hooks::Hook::OnShootoutStart, &cards(&everyone), &Dynamic::from(FightRef))?;
        if self.state.fight.as_ref().is_some_and(|f| f.escaped) {
            return Ok(None);
        }
        let (attacker, defender) =
            self.state.fight.as_ref().map(|f| (f.attacker, f.defender)).unwrap_or((Seat(0), Seat(0)));
        self.offer_events(Window::ShootoutStart, &[attacker, defender], None, None)?;
        if self.state.fight.as_ref().is_some_and(|f| f.ended) {
            return Ok(None);
        }
        // 2. The totals are fixed for the whole fight, whatever happens to the gangsters.
        let parts = parts(self.content, &self.x.scripts, &self.state);
        let (attack, defense) = summed(&parts);
        let f = self.fight_mut();
        f.attack = attack;
        f.defense = defense;
        let (target, attackers, defenders) = (f.target, f.attackers.clone(), f.defenders.clone());
        self.emit(Event::ShootoutStarted { attacker, defender, target, attackers, defenders, attack, defense, parts });
        self.fight_rounds()
    }

    /// Step 3, the fight rounds: each side rolls a die and adds its total; ties are rolled
    /// again. The loser of a round sends one of his gangsters in the fight to the hospital or
    /// the graveyard; a side that loses a round with no gangster left has lost the fight.
    fn fight_rounds(&mut self) -> Flow<Option<Side>> {
        loop {
            let f = self.state.fight.clone().unwrap_or_else(unreachable_fight);
            let (a, d) = loop {
                let a = self.roll(Some(f.attacker), Why::Shootout);
                let d = self.roll(Some(f.defender), Why::Shootout);
                let (sa, sd) = (f.attack + f.roll_bonus[0] + i64::from(a), f.defense + f.roll_bonus[1] + i64::from(d));
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
            let (sa, sd) = (f.attack + f.roll_bonus[0] + i64::from(a), f.defense + f.roll_bonus[1] + i64::from(d));
            let winner = if sa > sd { Side::Attacker } else { Side::Defender };
            self.emit(Event::ShootoutRound {
                attacker_die: a,
                defender_die: d,
                attack: sa,
                defense: sd,
                winner: Some(winner),
            });
            let (loser_seat, losers, loser_die, winner_die) = match winner {
                Side::Attacker => (f.defender, &f.defenders, d, a),
                Side::Defender => (f.attacker, &f.attackers, a, d),
            };
            if losers.is_empty() {
                return Ok(Some(winner));
            }
            let options = losers.iter().map(|&g| Choice::Gangster(g)).collect::<Vec<_>>();
            let Choice::Gangster(g) = self.ask(loser_seat, "casualty", options)? else { return unreachable_choice() };
            // "Hôpital ou cimetière ?": only the raw dice decide; the round's loser who rolled
            // the higher die always goes to the hospital. Massacre sends everyone to the graveyard.
            let gap = i64::from(winner_die) - i64::from(loser_die);
            let killed = f.massacre || gap >= self.content.rules.kill_difference;
            let fall = if f.massacre { Fall::Massacre } else { Fall::Dice { winner: winner_die, loser: loser_die } };
            let stays = self.casualty(g, killed, true, Some(fall))?;
            if !stays {
                let fm = self.fight_mut();
                fm.attackers.retain(|&x| x != g);
                fm.defenders.retain(|&x| x != g);
            }
            if self.state.fight.as_ref().is_some_and(|f| f.ended) {
                return Ok(None);
            }
            // 5.2.5 c: a side is beaten when it has lost everything, its gangsters and then its
            // car or business; the totals stay as they were fixed at the start (b). Said when
            // the last gangster leaves, so that the next rounds read right.
            let alone = self.state.fight.as_ref().and_then(|f| match winner {
                Side::Attacker => f.defenders.is_empty().then_some((Side::Defender, f.target, f.defense)),
                Side::Defender => f.attackers.is_empty().then_some((Side::Attacker, Target::Car(f.attacker), f.attack)),
            });
            if let (false, Some((side, what, total))) = (stays, alone) {
                self.emit(Event::FightsOn { seat: loser_seat, side, what, total });
            }
        }
    }

    /// A gangster is wounded or killed: cards may spare him (Lucky Lou, The Doctor, Fabulous
    /// first aid) or keep him in the fight (Still standing). Returns whether he stays in the
    /// fight. `fall` is what decided where he goes, which the news tells where no card changed it.
    pub fn casualty(&mut self, g: GangsterId, killed: bool, in_fight: bool, fall: Option<Fall>) -> Flow<bool> {
        let Some(owner) = self.state.gangster(g).owner else { return Ok(false) };
        self.x.casualty = Some(super::effects::CasualtyFate::default());
        let ctx = CasualtyRef { gangster: g, killed, in_fight };
        let mut spared = false;
        if killed {
            let mut asked: Vec<Card> = self
                .state
                .gangsters
                .iter()
                .enumerate()
                .filter(|(_, x)| x.owner == Some(owner))
                .map(|(i, _)| Card::Gangster(i as u8))
                .collect();
            asked.retain(|&c| c != Card::Gangster(g.0));
            asked.insert(0, Card::Gangster(g.0));
            // John Doe (RULINGS.md): a neutralised gangster has none of his abilities in that
            // shootout, those that act when he or another is killed included.
            if in_fight && let Some(f) = &self.state.fight {
                asked.retain(|c| !matches!(c, Card::Gangster(x) if f.neutralised.contains(&GangsterId(*x))));
            }
            self.run_hooks(hooks::Hook::OnKilled, &asked, &Dynamic::from(ctx))?;
            spared = self.x.casualty.as_ref().is_some_and(|c| c.spared);
        }
        let window = if killed && !spared { Window::AfterKill } else { Window::AfterWound };
        if in_fight || (killed && !spared) {
            let both: Vec<Seat> = match &self.state.fight {
                Some(f) if in_fight => vec![owner, if owner == f.attacker { f.defender } else { f.attacker }],
                _ => vec![owner],
            };
            self.offer_events(window, &both, Some(ctx), None)?;
        }
        let fate = self.x.casualty.take().unwrap_or_default();
        let spared = spared || fate.spared;
        if in_fight && fate.keep && (!killed || spared) {
            self.emit(Event::StaysInFight { gangster: g });
            return Ok(true);
        }
        let to = if killed && !spared {
            Where::Graveyard
        } else if in_fight {
            Where::Hospital
        } else {
            self.state.gangster(g).at
        };
        if killed && spared {
            self.emit(Event::Spared { gangster: g, to });
        }
        self.state.gangster_mut(g).at = to;
        if in_fight || to == Where::Graveyard {
            let why = fall.filter(|_| !spared);
            self.emit(Event::Casualty { seat: owner, gangster: g, to, why });
        }
        Ok(false)
    }

    /// Step 4, after the attack: the losing car goes to the garage; a car that loses hands
    /// its started contracts to the attacker (5.2.4 "Intercepter"); a won business changes
    /// hands (still closed if it was) and the attacker may move his car's gangsters into it.
    fn aftermath(&mut self, seat: Seat, target: Target, winner: Side) -> Flow {
        match (target, winner) {
            (Target::Car(other), Side::Attacker) => {
                let started: Vec<u8> =
                    self.state.players[other].contracts.iter().filter(|c| c.started).map(|c| c.card).collect();
                for c in started {
                    self.state.players[other].contracts.retain(|h| h.card != c);
                    self.state.players[seat].contracts.push(HeldContract { card: c, started: true });
                    self.emit(Event::ContractHandedOver { from: other, to: seat, contract: c });
                }
                self.send_to_garage(other)
            }
            (Target::Business(b), Side::Attacker) => {
                let from = self.state.business(b).owner.unwrap_or(seat);
                self.state.business_mut(b).owner = Some(seat);
                let closed = self.state.business(b).closed;
                self.emit(Event::BusinessTaken { seat, from, business: b, closed });
                self.tell_power_kept(seat, closed);
                self.transfer_from_car(seat, b)
            }
            (_, Side::Defender) => self.send_to_garage(seat),
        }
    }
}

/// The fight is always set while one is fought; an empty one stands in if a bug cleared it.
fn unreachable_fight() -> Fight {
    Fight::new(Seat(0), Seat(0), Target::Car(Seat(0)), Mode::DriveBy, Vec::new(), Vec::new())
}
