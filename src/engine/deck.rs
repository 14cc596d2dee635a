//! A deck of cards with a discard pile: shuffle, draw, discard, reshuffle when empty.

use super::rng::Rng;
use serde::{Deserialize, Serialize};

/// Cards are identified by a small copyable handle `C` (an index into the game's card table).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<C> {
    /// Top of the deck is the end of the vector.
    draw: Vec<C>,
    discard: Vec<C>,
}

impl<C> Default for Deck<C> {
    fn default() -> Self {
        Deck { draw: Vec::new(), discard: Vec::new() }
    }
}

/// What a draw did, so the rules can log a reshuffle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn<C> {
    Card(C),
    /// The deck was empty, the discard pile was shuffled into a new deck, then this was drawn.
    AfterReshuffle(C),
    /// Deck and discard pile are both empty.
    Empty,
}

impl<C: Copy + PartialEq> Deck<C> {
    /// A shuffled deck of these cards.
    pub fn shuffled(mut cards: Vec<C>, rng: &mut Rng) -> Deck<C> {
        rng.shuffle(&mut cards);
        Deck { draw: cards, discard: Vec::new() }
    }

    /// A deck in exactly this order, the last card on top (scenarios fix the cards to come).
    pub fn stacked(cards: Vec<C>) -> Deck<C> {
        Deck { draw: cards, discard: Vec::new() }
    }

    /// Shuffles the cards still to be drawn: the order to come, which nobody knows, changes;
    /// what lies face up in the discard pile does not.
    pub fn shuffle_draw_pile(&mut self, rng: &mut Rng) {
        rng.shuffle(&mut self.draw);
    }

    /// Orders the cards still to be drawn afresh, whatever order they were in: the same cards
    /// and the same generator give the same pile (a position sampled for a seat that cannot
    /// see the order depends on nothing it cannot see).
    pub fn redraw_pile(&mut self, rng: &mut Rng)
    where
        C: Ord,
    {
        self.draw.sort_unstable();
        rng.shuffle(&mut self.draw);
    }

    /// Puts other cards in the draw pile (a position sampled for a seat that cannot see them),
    /// the discard pile left as it is.
    pub fn replace_draw_pile(&mut self, cards: Vec<C>) {
        self.draw = cards;
    }

    /// Draws the top card, reshuffling the discard pile into a new deck when the deck is empty.
    pub fn draw(&mut self, rng: &mut Rng) -> Drawn<C> {
        if let Some(card) = self.draw.pop() {
            return Drawn::Card(card);
        }
        if self.discard.is_empty() {
            return Drawn::Empty;
        }
        self.draw = std::mem::take(&mut self.discard);
        rng.shuffle(&mut self.draw);
        match self.draw.pop() {
            Some(card) => Drawn::AfterReshuffle(card),
            None => Drawn::Empty,
        }
    }

    /// Takes one given card out of the draw pile (setup deals chosen cards this way).
    pub fn take(&mut self, card: C) -> bool {
        match self.draw.iter().position(|&c| c == card) {
            Some(i) => {
                self.draw.remove(i);
                true
            }
            None => false,
        }
    }

    /// Puts a card on the discard pile.
    pub fn discard(&mut self, card: C) {
        self.discard.push(card);
    }

    /// Puts a card on top of the draw pile.
    pub fn put_on_top(&mut self, card: C) {
        self.draw.push(card);
    }

    pub fn draw_pile(&self) -> &[C] {
        &self.draw
    }

    pub fn discard_pile(&self) -> &[C] {
        &self.discard
    }

    /// Cards in the draw pile and the discard pile together.
    pub fn len(&self) -> usize {
        self.draw.len() + self.discard.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_reshuffle_the_discard_pile() {
        let mut rng = Rng::seeded(9);
        let mut deck = Deck::shuffled(vec![1, 2, 3], &mut rng);
        let mut seen = Vec::new();
        for _ in 0..3 {
            match deck.draw(&mut rng) {
                Drawn::Card(c) => seen.push(c),
                other => panic!("{other:?}"),
            }
        }
        seen.sort();
        assert_eq!(seen, vec![1, 2, 3]);
        assert_eq!(deck.draw(&mut rng), Drawn::Empty);
        deck.discard(2);
        assert_eq!(deck.draw(&mut rng), Drawn::AfterReshuffle(2));
    }
}
