//! The news of a fight (5.2.5): the attack declared, each side's total and what it is made of,
//! the rounds, who falls, who wins, the car towed and the business taken.

use super::super::event::{Event, Part};
use super::super::rules::shootout::{attack_printed, defense_printed};
use super::super::state::{Mode, Side, Target};
use super::{Narrator, signed};
use crate::engine::locale::Arg;

impl Narrator<'_> {
    /// One side's parts of its total at the start of a fight, each named with what it adds
    /// (5.2.5 B, "Calcul du bonus d'attaque et de défense d'un gangster"): a gangster's printed
    /// bonus of this kind of fight, or the standard bonus (and, where his card prints one for
    /// the other kind of fight, that it counts only there); a card's bonus; a business's own
    /// defence by its size.
    pub fn parts(&self, parts: &[Part], attacking: bool, target: Target) -> String {
        let mode = match target {
            Target::Car(_) => Mode::DriveBy,
            Target::Business(_) => Mode::Business,
        };
        let (other, other_mode) = match mode {
            Mode::DriveBy => (Mode::Business, "business"),
            Mode::Business => (Mode::DriveBy, "driveby"),
        };
        let said: Vec<String> = parts
            .iter()
            .map(|p| match *p {
                Part::Gangster { gangster, bonus, printed: Some(name), .. } => self.locale.text(
                    "part-printed",
                    &[("gangster", self.gangster(gangster)), ("bonus", signed(bonus)), ("printed", name.into())],
                ),
                Part::Gangster { gangster, bonus, neutralised: true, .. } => self
                    .locale
                    .text("part-neutralised", &[("gangster", self.gangster(gangster)), ("bonus", signed(bonus))]),
                Part::Gangster { gangster, bonus, .. } => {
                    let card = &self.content.gangsters[usize::from(gangster.0)];
                    let elsewhere = if attacking { attack_printed(card, other) } else { defense_printed(card, other) };
                    match elsewhere {
                        Some((name, value)) => self.locale.text(
                            "part-standard-elsewhere",
                            &[
                                ("gangster", self.gangster(gangster)),
                                ("bonus", signed(bonus)),
                                ("printed", name.into()),
                                ("value", signed(value)),
                                ("mode", other_mode.into()),
                            ],
                        ),
                        None => self
                            .locale
                            .text("part-standard", &[("gangster", self.gangster(gangster)), ("bonus", signed(bonus))]),
                    }
                }
                Part::Card { gangster, bonus } => {
                    self.locale.text("part-card", &[("gangster", self.gangster(gangster)), ("bonus", signed(bonus))])
                }
                Part::Building { business, bonus } => {
                    // The size's word: a language selects on it for an adjective that agrees
                    // with its noun ("kleine zaak").
                    let key = self.content.businesses[usize::from(business.0)].size.key();
                    let size = self.locale.text(&format!("size-{key}"), &[]);
                    let args = [("business", self.business(business)), ("bonus", signed(bonus)), ("size", size.into())];
                    self.locale.text("part-building", &args)
                }
            })
            .collect();
        if said.is_empty() { self.locale.text("part-nobody", &[]) } else { said.join(", ") }
    }

    /// An attack and its shootout.
    pub(super) fn shootout_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            Event::Attack { attacker, defender, target } => {
                t("attack-declared", &[("attacker", self.seat(attacker)), ("target", self.attacked(target, defender))])
            }
            // 5.2.5 B: each side's total with its parts, so that a reader can check the sum.
            // 5.2.5 c: a side is beaten once it has lost its gangsters and then its car or
            // business; a business with no gangster in it loses at its first lost round, said
            // at the start (a newcomer lost his businesses so and never knew why).
            Event::ShootoutStarted {
                attacker, defender, target, attack, defense, ref parts, ref defenders, ..
            } => t(
                "shootout-started",
                &[
                    (
                        "alone",
                        match target {
                            _ if !defenders.is_empty() => "no",
                            Target::Business(_) => "yes",
                            Target::Car(_) => "car",
                        }
                        .into(),
                    ),
                    ("attacker", self.seat(attacker)),
                    ("defender", self.seat(defender)),
                    ("target", self.attacked(target, defender)),
                    ("attack", signed(attack)),
                    ("defense", signed(defense)),
                    ("attack_parts", Arg::Str(self.parts(&parts[0], true, target))),
                    ("defense_parts", Arg::Str(self.parts(&parts[1], false, target))),
                ],
            ),
            // 5.2.5 c: each side's score is its die and its bonus (its total, and what cards add
            // to each roll); the higher score wins the round.
            Event::ShootoutRound { attacker_die, defender_die, attack, defense, winner } => {
                let w = match winner {
                    Some(Side::Attacker) => "attacker",
                    Some(Side::Defender) => "defender",
                    None => "tie",
                };
                t(
                    "shootout-round",
                    &[
                        ("adie", i64::from(attacker_die).into()),
                        ("ddie", i64::from(defender_die).into()),
                        ("abonus", signed(attack - i64::from(attacker_die))),
                        ("dbonus", signed(defense - i64::from(defender_die))),
                        ("attack", attack.into()),
                        ("defense", defense.into()),
                        ("winner", w.into()),
                    ],
                )
            }
            Event::FightsOn { seat, side, what, total } => {
                let side = match side {
                    Side::Attacker => "attacker",
                    Side::Defender => "defender",
                };
                t(
                    "fights-on",
                    &[
                        ("seat", self.seat(seat)),
                        ("side", side.into()),
                        ("what", self.target(what)),
                        ("total", signed(total)),
                    ],
                )
            }
            Event::Casualty { seat, gangster, to, why } => Some(self.fell(seat, gangster, to, why)),
            Event::ShootoutEnded { winner, loser, target } => t(
                "shootout-ended",
                &[("winner", self.seat(winner)), ("loser", self.seat(loser)), ("target", self.target(target))],
            ),
            // 5.2.5: a car towed waits there, out of the game round, until the trade round ends.
            Event::Garaged { seat, garage, repaired } => t(
                if repaired { "garaged" } else { "garaged-waits" },
                &[("seat", self.seat(seat)), ("garage", self.square(garage))],
            ),
            Event::LeftGarage { seat } => t("left-garage", &[("seat", self.seat(seat))]),
            // 5.4.1: a business closed by the police stays closed, worth nothing, once taken.
            Event::BusinessTaken { seat, from, business, closed } => t(
                if closed { "business-taken-closed" } else { "business-taken" },
                &[("seat", self.seat(seat)), ("from", self.seat(from)), ("business", self.business(business))],
            ),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }
}
