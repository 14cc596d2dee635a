//! A fight's numbers before it is fought (5.2.5 B), as the seat asked can count them: the
//! attacker's option to attack, with the gangsters it knows to defend there named and the
//! others lying face down (3.2) counted but not named; then, once the attack is declared and
//! both sides lie face up, the question put to both whether to play an event card.

use super::super::choice::Action;
use super::super::event::Part;
use super::super::narrate::signed;
use super::super::state::Target;
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// An attack's numbers as the attacker can count them before choosing it (5.2.5 B): his
    /// side's total against the defender's known total, the gangsters he knows to be there
    /// named, those he cannot tell lying face down (3.2) counted but not named. The fight's
    /// own count gives them.
    pub(super) fn foreseen(&self, v: &View, a: &Action) -> Option<String> {
        let target = match *a {
            Action::DriveBy(seat) => Target::Car(seat),
            Action::AttackBusiness(b) => Target::Business(b),
            _ => return None,
        };
        let f = v.foreseen(target);
        let known = v.known_at(target);
        let names = self.and_list(known.iter().map(|&g| s(self.n.gangster(g))).collect());
        let known_words =
            self.t("attack-foreseen-known", &[("names", names.into()), ("count", (known.len() as i64).into())]);
        let numbers = self.t(
            "attack-foreseen",
            &[
                ("attack", signed(f.attack)),
                ("defense", signed(f.defense)),
                ("known", known_words.into()),
                ("has-known", i64::from(!known.is_empty()).into()),
                ("building", signed(f.building)),
                ("has-building", i64::from(f.building != 0).into()),
                ("hidden", (f.face_down as i64).into()),
            ],
        );
        // 5.2.5: what losing costs the car, unless a card repairs it at once (The Mechanic).
        let lost = if v.my_car_would_wait() { self.t("attack-lost-garage", &[]) } else { String::new() };
        // 5.2.5: what these numbers make of the dice (`chance.rs`).
        let chance = self.attack_chance(v, a).unwrap_or_default();
        Some(format!("{numbers}{chance}{lost}"))
    }

    /// A fight's numbers at its start, for the two seats asked then whether to play a card
    /// (5.2.5 B: both sides lie face up once it is declared): who attacks what, each side's
    /// total and what it is made of, and that a car or business with no gangster is lost at
    /// its first round lost. `None` outside a fight, or for a seat not in it.
    pub(super) fn fight_odds(&self, v: &View) -> Option<String> {
        let f = v.fight()?;
        let side = if v.seat() == f.attacker {
            "attacker"
        } else if v.seat() == f.defender {
            "defender"
        } else {
            return None;
        };
        let parts = v.fight_parts();
        let (attack, defense): (i64, i64) =
            (parts[0].iter().map(Part::bonus).sum(), parts[1].iter().map(Part::bonus).sum());
        let alone = match f.target {
            _ if !f.defenders.is_empty() => "no",
            Target::Business(_) => "yes",
            Target::Car(_) => "car",
        };
        let target = match (side, f.target) {
            ("defender", Target::Business(b)) => self.n.business(b),
            (_, Target::Business(b)) => {
                self.t("target-business", &[("business", self.n.business(b)), ("seat", self.n.seat(f.defender))]).into()
            }
            (_, car) => self.n.target(car),
        };
        Some(self.t(
            "shootout-odds",
            &[
                ("side", side.into()),
                ("car", if matches!(f.target, Target::Car(_)) { "yes" } else { "no" }.into()),
                ("attacker", self.n.seat(f.attacker)),
                ("target", target),
                ("attack", signed(attack)),
                ("defense", signed(defense)),
                ("attack_parts", self.n.parts(&parts[0], true, f.target).into()),
                ("defense_parts", self.n.parts(&parts[1], false, f.target).into()),
                ("alone", alone.into()),
            ],
        ))
    }
}
