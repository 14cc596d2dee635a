//! Dice on top of the portable generator.

use super::rng::Rng;

/// One roll of a die with `sides` faces, 1-based.
pub fn roll(rng: &mut Rng, sides: u8) -> u8 {
    1 + rng.below(u64::from(sides.max(1))) as u8
}

/// Dice the rules draw from: the generator, or a queue of fixed faces first (scenarios and
/// tests fix the dice to come; when the queue runs out the generator takes over).
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct FixedDice {
    queue: std::collections::VecDeque<u8>,
}

impl FixedDice {
    /// Queue faces to come, in order.
    pub fn push(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.queue.extend(faces);
    }

    /// The next face: a queued one if any, else a roll.
    pub fn roll(&mut self, rng: &mut Rng, sides: u8) -> u8 {
        match self.queue.pop_front() {
            Some(face) => face.clamp(1, sides.max(1)),
            None => roll(rng, sides),
        }
    }

    /// How many fixed faces are still waiting.
    pub fn pending(&self) -> usize {
        self.queue.len()
    }
}
