//! A fight's numbers before it is fought (5.2.5 B), as the seat asked can count them: the
//! attacker's option to attack, with the gangsters it knows to defend there named and the
//! others lying face down (3.2) counted but not named; then, once the attack is declared and
//! both sides lie face up, the question put to both whether to play an event card, with what
//! the cards already played on it add to each roll (8.1).

use super::super::choice::Action;
use super::super::event::Part;
use super::super::narrate::signed;
use super::super::state::{Card, Target};
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
        // 8.1: what the cards played on this fight add to each roll, each card named.
        let cards = v.fight_cards();
        let total =
            |i: usize| parts[i].iter().map(Part::bonus).sum::<i64>() + cards[i].iter().map(|c| c.1).sum::<i64>();
        let (attack, defense) = (total(0), total(1));
        let said = |i: usize, attacking: bool| {
            let mut said = self.n.parts(&parts[i], attacking, f.target);
            for &(card, bonus) in &cards[i] {
                let card = card.map_or_else(|| "none".into(), |e| self.n.card(Card::Event(e)));
                said.push_str(", ");
                said.push_str(&self.t("part-event", &[("card", card), ("bonus", signed(bonus))]));
            }
            said
        };
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
        let odds = self.t(
            "shootout-odds",
            &[
                ("side", side.into()),
                ("car", if matches!(f.target, Target::Car(_)) { "yes" } else { "no" }.into()),
                ("attacker", self.n.seat(f.attacker)),
                ("target", target),
                ("attack", signed(attack)),
                ("defense", signed(defense)),
                ("attack_parts", said(0, true).into()),
                ("defense_parts", said(1, false).into()),
                ("alone", alone.into()),
            ],
        );
        Some(format!("{odds} {}", self.fight_stakes(v, f.target)))
    }

    /// What the fight at `target` is fought for, told to both sides at its start: won, a car
    /// attacked goes to the garage and hands over its contracts under way (5.2.5 step 4,
    /// 5.2.4), a business becomes the attacker's with its power points (1.2), none while the
    /// police keep it closed (5.4.1); lost, the attacker's car goes to the garage; and each
    /// gangster who falls counts no more toward his owner's power points (1.2).
    fn fight_stakes(&self, v: &View, target: Target) -> String {
        let rules = &v.content.rules;
        let (what, business, power) = match target {
            Target::Car(_) => ("car", "none".into(), 0),
            Target::Business(b) => {
                let power = rules.size(v.content.businesses[usize::from(b.0)].size).power;
                (if v.business(b).closed { "closed" } else { "business" }, self.n.business(b), power)
            }
        };
        let args = [
            ("what", what.into()),
            ("business", business),
            ("power", power.into()),
            ("per", rules.gangsters_per_point.into()),
        ];
        self.t("shootout-stakes", &args)
    }
}
