//! A fight's chances in words a newcomer reads ("about 7 times in 10"), counted from the dice the
//! rules roll (5.2.5, "Shootout rounds"): each round both sides roll a die and add their totals,
//! fixed at the start; the higher score wins the round, ties are rolled again; the attacker
//! must win a round for each defending gangster and one for the car or business before losing
//! one for each of his gangsters and one for his car. The count is the bots' own
//! (`bots::odds`): the chances are computed, not guessed. Then what an event card played at the
//! start of a fight changes in it (8.1: Shotguns, Tommyguns, Dynamite), read from the card's
//! params as its script reads them.

use super::super::bots::odds::{fight_odds, round_odds};
use super::super::choice::Action;
use super::super::event::Part;
use super::super::narrate::signed;
use super::super::state::Target;
use super::super::view::View;
use super::Screen;

/// An attack's numbers as the attacker counts them before declaring it: his total and the
/// defender's, each defending gangster lying face down counted at the standard +1 (5.2.5 B).
pub(super) struct Foreseen {
    attack: i64,
    defense: i64,
    attackers: usize,
    defenders: usize,
    face_down: usize,
    car: bool,
}

impl Screen<'_> {
    /// A chance in words: "about 7 times in 10", "every time", "less than once in 10".
    pub(super) fn times_in_ten(&self, p: f64) -> String {
        let tenths = (p * 10.0).round() as i64;
        let key = if p <= 0.0 {
            "chance-never"
        } else if p >= 1.0 {
            "chance-always"
        } else if tenths == 0 {
            "chance-under-one"
        } else if tenths == 10 {
            "chance-over-nine"
        } else {
            "chance-in-ten"
        };
        self.t(key, &[("n", tenths.into())])
    }

    fn sides(v: &View) -> i64 {
        i64::from(v.content.rules.die_sides)
    }

    /// The numbers of attack `a`, as this seat can count them; `None` for another action.
    pub(super) fn attack_numbers(&self, v: &View, a: &Action) -> Option<Foreseen> {
        let target = match *a {
            Action::DriveBy(seat) => Target::Car(seat),
            Action::AttackBusiness(b) => Target::Business(b),
            _ => return None,
        };
        let f = v.foreseen(target);
        let defenders = match target {
            Target::Car(s) => v.car_count(s),
            Target::Business(b) => v.business_count(b),
        };
        Some(Foreseen {
            attack: f.attack,
            defense: f.defense + f.face_down as i64,
            attackers: v.car_count(v.seat()),
            defenders,
            face_down: f.face_down,
            car: matches!(target, Target::Car(_)),
        })
    }

    /// The attack option's last words: the chance of winning the fight (5.2.5).
    pub(super) fn attack_chance(&self, v: &View, a: &Action) -> Option<String> {
        let f = self.attack_numbers(v, a)?;
        let fight = fight_odds(f.attack, f.defense, f.attackers, f.defenders, Self::sides(v));
        Some(
            self.t(
                "attack-chance",
                &[("fight", self.times_in_ten(fight).into()), ("hidden", (f.face_down as i64).into())],
            ),
        )
    }

    /// `help N` on an attack: the chance of a round and of the fight, and why (5.2.5).
    pub(super) fn attack_chance_help(&self, v: &View, a: &Action) -> Option<String> {
        let f = self.attack_numbers(v, a)?;
        let sides = Self::sides(v);
        let round = round_odds(f.attack, f.defense, sides);
        let fight = fight_odds(f.attack, f.defense, f.attackers, f.defenders, sides);
        Some(self.t(
            "help-attack-chance",
            &[
                ("attack", signed(f.attack)),
                ("defense", signed(f.defense)),
                ("round", self.times_in_ten(round).into()),
                ("fight", self.times_in_ten(fight).into()),
                ("win", (f.defenders as i64 + 1).into()),
                ("lose", (f.attackers as i64 + 1).into()),
                ("car", if f.car { "yes" } else { "no" }.into()),
                ("hidden", (f.face_down as i64).into()),
            ],
        ))
    }

    /// What event card `e` played now would change in the fight at its start (8.1): its
    /// `roll_bonus` added to each of this seat's rolls, less the gangster its `sacrifices`
    /// kill first (Dynamite: the one with the lowest bonus counted out), the totals with it and
    /// the chance of winning the fight with and without it. `None` outside a fight this seat
    /// is in, or for a card that adds nothing to the rolls.
    pub(super) fn fight_card_change(&self, v: &View, e: u8) -> Option<String> {
        let params = &v.content.events[usize::from(e)].params;
        let bonus = params.get("roll_bonus")?.as_integer()?;
        let sacrifices = params.get("sacrifices").and_then(toml::Value::as_integer).unwrap_or(0).max(0) as usize;
        let (mine, totals, counts) = fight_totals(v)?;
        let parts = v.fight_parts();
        let (me, them) = (totals[mine], totals[1 - mine]);
        let (my_count, their_count) = (counts[mine], counts[1 - mine]);
        let sides = Self::sides(v);
        let without = fight_odds(me, them, my_count, their_count, sides);
        // The gangsters sacrificed first take their bonuses with them: the lowest ones.
        let mut bonuses: Vec<i64> = parts[mine]
            .iter()
            .filter_map(|p| match *p {
                Part::Gangster { bonus, .. } => Some(bonus),
                _ => None,
            })
            .collect();
        bonuses.sort_unstable();
        let gone = sacrifices.min(bonuses.len());
        let with_me = me + bonus - bonuses.iter().take(gone).sum::<i64>();
        let with = fight_odds(with_me, them, my_count.saturating_sub(gone), their_count, sides);
        Some(self.t(
            "fight-card-change",
            &[
                ("bonus", signed(bonus)),
                ("mine", signed(with_me)),
                ("theirs", signed(them)),
                ("with", self.times_in_ten(with).into()),
                ("without", self.times_in_ten(without).into()),
                ("sacrificed", (gone as i64).into()),
            ],
        ))
    }
}

/// The fight at its start as this seat is in it: its side (0 attacking, 1 defending), each
/// side's total (its parts and the cards played on it, 8.1) and its gangsters; `None` outside
/// a fight this seat is in.
pub(super) fn fight_totals(v: &View) -> Option<(usize, [i64; 2], [usize; 2])> {
    let f = v.fight()?;
    let mine = if v.seat() == f.attacker {
        0
    } else if v.seat() == f.defender {
        1
    } else {
        return None;
    };
    let parts = v.fight_parts();
    let totals = [
        parts[0].iter().map(Part::bonus).sum::<i64>() + f.roll_bonus[0],
        parts[1].iter().map(Part::bonus).sum::<i64>() + f.roll_bonus[1],
    ];
    Some((mine, totals, [f.attackers.len(), f.defenders.len()]))
}
