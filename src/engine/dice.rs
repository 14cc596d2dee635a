//! Dice on top of the portable generator.

use super::rng::Rng;
use std::collections::{BTreeMap, VecDeque};

/// The randomness of a position: the generator and the dice fixed to come, kept together so the
/// engine saves and restores them as one (a failing card script gives both back; a search bot's
/// imagined game takes fresh ones). `F` is what a game fixes to come: [`FixedDice`], a game's
/// own queues of them, or `()` for a game without dice.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Chance<F = FixedDice> {
    pub rng: Rng,
    pub fixed: F,
}

impl<F: Default> Chance<F> {
    /// The generator seeded with `seed`, nothing fixed.
    pub fn seeded(seed: u64) -> Chance<F> {
        Chance { rng: Rng::seeded(seed), fixed: F::default() }
    }
}

impl Chance<FixedDice> {
    /// The next face of a roll named `names`: [`FixedDice::roll_as`] on this generator.
    pub fn roll_as(&mut self, sides: u8, names: &[&str]) -> u8 {
        self.fixed.roll_as(&mut self.rng, sides, names)
    }
}

/// One roll of a die with `sides` faces, 1-based.
pub fn roll(rng: &mut Rng, sides: u8) -> u8 {
    1 + rng.below(u64::from(sides.max(1))) as u8
}

/// Dice the rules draw from: the generator, or fixed faces first (scenarios and tests fix the
/// dice to come; when they run out the generator takes over).
///
/// Faces are fixed in one queue for every roll, in the order the rules roll, or per kind of
/// roll (the names a game gives its rolls, or a card's id): a roll takes
/// the first face waiting under its most specific name, then under its kind, then in the
/// common queue.
///
/// A fixed face is never made to fit: one the die rolled cannot show (a 7 for a die of 6 faces,
/// a 0) is not rolled. The generator rolls in its place, and the face is kept among those never
/// rolled ([`FixedDice::unused_kinds`]), which fail a scenario. Scenario files refuse such faces
/// at their place when they know the dice they are for; this is for the dice they cannot know
/// (a card's own roll of a die its script chooses).
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct FixedDice {
    queue: VecDeque<u8>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    by_kind: BTreeMap<String, VecDeque<u8>>,
    /// What was rolled for what, kept only when a scenario asks ([`FixedDice::record`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rolled: Option<Vec<Rolled>>,
    /// Fixed faces a die could not show, with the name of the roll and the die's faces.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    misfits: Vec<(String, u8, u8)>,
    /// Every roll draws the generator, a fixed face taking the place of what it drew
    /// ([`FixedDice::in_step`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    in_step: bool,
}

/// One roll as a scenario tells it: its name, its face, and whether the face was fixed.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct Rolled {
    pub kind: String,
    pub face: u8,
    pub fixed: bool,
}

impl std::fmt::Display for Rolled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}{}", self.kind, self.face, if self.fixed { "" } else { " (seed)" })
    }
}

impl FixedDice {
    /// Queue faces to come, in order, for any roll.
    pub fn push(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.queue.extend(faces);
    }

    /// Queue faces to come for the rolls of one kind (or one name), in order.
    pub fn push_kind(&mut self, kind: &str, faces: impl IntoIterator<Item = u8>) {
        self.by_kind.entry(kind.to_string()).or_default().extend(faces);
    }

    /// From now on a fixed face still draws the generator as the roll it replaces would, so
    /// whatever else the generator draws (a shuffle, a card taken at random) comes as it came
    /// in the game the faces were taken from (a scenario written from a game's log).
    pub fn in_step(&mut self) {
        self.in_step = true;
    }

    /// Keep what is rolled from now on, for [`FixedDice::rolled`].
    pub fn record(&mut self) {
        self.rolled.get_or_insert_with(Vec::new);
    }

    /// The next face: a queued one if any, else a roll.
    pub fn roll(&mut self, rng: &mut Rng, sides: u8) -> u8 {
        self.roll_as(rng, sides, &[])
    }

    /// The next face of a roll named `names` (most specific first: a card's id, then `card`):
    /// the first fixed face waiting under one of them, else in the common queue, else a roll.
    /// A fixed face the die cannot show (outside 1 to `sides`) is not rolled: it is kept among
    /// the faces never rolled, and the generator rolls.
    pub fn roll_as(&mut self, rng: &mut Rng, sides: u8, names: &[&str]) -> u8 {
        let kind = names.first().copied().unwrap_or("die");
        let kinded = names.iter().find_map(|n| self.by_kind.get_mut(*n).and_then(VecDeque::pop_front));
        let fixed = match kinded.or_else(|| self.queue.pop_front()) {
            Some(face) if (1..=sides.max(1)).contains(&face) => Some(face),
            Some(face) => {
                self.misfits.push((kind.to_string(), face, sides.max(1)));
                None
            }
            None => None,
        };
        let drawn = (fixed.is_none() || self.in_step).then(|| roll(rng, sides));
        let face = fixed.or(drawn).unwrap_or(1);
        if let Some(rolled) = &mut self.rolled {
            rolled.push(Rolled { kind: kind.to_string(), face, fixed: fixed.is_some() });
        }
        face
    }

    /// How many fixed faces are still waiting, in the common queue and under every kind.
    pub fn pending(&self) -> usize {
        self.queue.len() + self.by_kind.values().map(VecDeque::len).sum::<usize>()
    }

    /// The faces fixed and never rolled, by kind: those left waiting under a kind, then each
    /// face a die could not show, under the roll's name and the die's faces (`card, a die of 6
    /// faces`).
    pub fn unused_kinds(&self) -> Vec<(String, Vec<u8>)> {
        let waiting =
            self.by_kind.iter().filter(|(_, q)| !q.is_empty()).map(|(k, q)| (k.clone(), q.iter().copied().collect()));
        let misfits =
            self.misfits.iter().map(|(kind, face, sides)| (format!("{kind}, a die of {sides} faces"), vec![*face]));
        waiting.chain(misfits).collect()
    }

    /// What was rolled for what since [`FixedDice::record`], in order.
    pub fn rolled(&self) -> &[Rolled] {
        self.rolled.as_deref().unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_takes_its_own_faces_first_then_the_common_queue() {
        let mut rng = Rng::seeded(1);
        let mut d = FixedDice::default();
        d.record();
        d.push([2, 3]);
        d.push_kind("bonus", [5]);
        d.push_kind("effect", [4]);
        d.push_kind("effect_a", [6]);
        assert_eq!(d.roll_as(&mut rng, 6, &["contest"]), 2);
        assert_eq!(d.roll_as(&mut rng, 6, &["bonus"]), 5);
        assert_eq!(d.roll_as(&mut rng, 6, &["bonus"]), 3);
        assert_eq!(d.roll_as(&mut rng, 6, &["effect_a", "effect"]), 6);
        assert_eq!(d.roll_as(&mut rng, 6, &["effect_b", "effect"]), 4);
        assert_eq!(d.pending(), 0);
        let told: Vec<String> = d.rolled().iter().map(ToString::to_string).collect();
        assert_eq!(told, ["contest 2", "bonus 5", "bonus 3", "effect_a 6", "effect_b 4"]);
        d.roll_as(&mut rng, 6, &["step"]);
        assert!(!d.rolled()[5].fixed);
    }

    #[test]
    fn a_face_the_die_cannot_show_is_never_rolled() {
        // A 7 and a 0 were once made a 6 and a 1 (clamped), and a scenario fixing them passed.
        let mut rng = Rng::seeded(1);
        let mut d = FixedDice::default();
        d.record();
        d.push([7, 0, 4]);
        let (a, b) = (d.roll_as(&mut rng, 6, &["turn"]), d.roll_as(&mut rng, 6, &["turn"]));
        assert!((1..=6).contains(&a) && (1..=6).contains(&b));
        assert!(!d.rolled()[0].fixed && !d.rolled()[1].fixed, "the generator rolled for them");
        assert_eq!(d.roll_as(&mut rng, 6, &["turn"]), 4);
        assert_eq!(
            d.unused_kinds(),
            vec![("turn, a die of 6 faces".to_string(), vec![7]), ("turn, a die of 6 faces".to_string(), vec![0])]
        );
        // The same face fits a die that has it.
        d.push_kind("card", [8]);
        assert_eq!(d.roll_as(&mut rng, 10, &["card"]), 8);
    }

    #[test]
    fn fixed_faces_in_step_draw_the_generator_as_rolls_would() {
        let (mut rolled, mut fixed) = (Rng::seeded(4), Rng::seeded(4));
        let mut d = FixedDice::default();
        d.in_step();
        d.push([6, 6]);
        for _ in 0..2 {
            roll(&mut rolled, 6);
            assert_eq!(d.roll_as(&mut fixed, 6, &["turn"]), 6);
        }
        assert_eq!(rolled, fixed, "the generator stands where two rolls leave it");
    }

    #[test]
    fn unused_faces_are_told_by_kind() {
        let mut d = FixedDice::default();
        d.push_kind("bonus", [1, 2]);
        assert_eq!(d.unused_kinds(), vec![("bonus".to_string(), vec![1, 2])]);
    }
}
