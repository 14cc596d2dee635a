//! Poker hands of gangster cards: which category a group of cards makes and how two groups
//! compare (the rulebook's list "Les mains de poker", and 5.0 "La force des jeux s'estime comme
//! au poker, avec en plus le Chicago Poker et la suite arc en ciel").
//!
//! Five cards make a hand. A shorter group is still a hand ("Un joueur peut avoir le meilleur
//! jeu avec moins de cinq cartes"): it compares as if its missing cards ranked below every card
//! (RULINGS.md), so straights and flushes need five cards, and a missing kicker loses to any
//! kicker. A group of more than five (only a mod's limit allows it) counts its best five.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// The cards a hand is made of.
pub const HAND_SIZE: usize = 5;

/// A gangster card as a hand sees it: its colour (an index into the content's colours) and its
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gangster {
    pub colour: u8,
    pub value: u8,
}

/// The categories, weakest first, so that `Ord` ranks them as the rulebook's list does from the
/// bottom ("Jeu nul") to the top ("Chicago Poker").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Jeu nul: none of the others.
    HighCard,
    /// Poker (the list) or Paire (the tie-breaks): two of one value.
    Pair,
    /// Deux paires.
    TwoPair,
    /// Brelan: three of one value.
    ThreeOfAKind,
    /// Suite: five consecutive values.
    Straight,
    /// Couleur: five of one colour.
    Flush,
    /// Full: three of one value and two of another.
    FullHouse,
    /// Carré: four of one value.
    FourOfAKind,
    /// Suite arc-en-ciel: five consecutive values in five different colours.
    RainbowStraight,
    /// Quinte flush: five consecutive values of one colour.
    StraightFlush,
    /// Chicago Poker: five of one value.
    ChicagoPoker,
}

impl Category {
    /// All categories, strongest first, as the rulebook lists them.
    pub const ALL: [Category; 11] = [
        Category::ChicagoPoker,
        Category::StraightFlush,
        Category::RainbowStraight,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::Pair,
        Category::HighCard,
    ];

    /// The word locale messages are keyed by (`hand-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::RainbowStraight => "rainbow_straight",
            Category::StraightFlush => "straight_flush",
            Category::ChicagoPoker => "chicago_poker",
        }
    }
}

/// How strong a hand is: its category, then the values that break a tie within it, most
/// significant first. `None` is a missing card, below every value (`None < Some(_)`).
///
/// Ties "comme au poker": the value of the five, four or three of a kind first, then what is
/// left; a full house by its three, then its pair; two pair by the higher pair, the lower, then
/// the last card; a pair by its value, then the others from the highest; flush and high card
/// card by card from the highest; straights by their highest card. Two equal ranks are an exact
/// tie (reinforcements decide it, 5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct HandRank {
    pub category: Category,
    pub values: [Option<u8>; HAND_SIZE],
}

/// The rank of a group of gangster cards (the rulebook's "Les mains de poker").
pub fn rank(cards: &[Gangster]) -> HandRank {
    if cards.len() > HAND_SIZE {
        return best_five(cards);
    }
    let mut values: Vec<u8> = cards.iter().map(|c| c.value).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));

    // Values grouped by how many cards share them: bigger groups first, then higher values.
    let mut groups: Vec<(usize, u8)> = Vec::new();
    for &v in &values {
        match groups.iter_mut().find(|(_, g)| *g == v) {
            Some((n, _)) => *n += 1,
            None => groups.push((1, v)),
        }
    }
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let by_groups = padded(groups.iter().map(|&(_, v)| v));

    let full = cards.len() == HAND_SIZE;
    let straight = full && groups.len() == HAND_SIZE && values[0] - values[HAND_SIZE - 1] == (HAND_SIZE - 1) as u8;
    let colours = distinct_colours(cards);
    let flush = full && colours == 1;
    let rainbow = full && colours == HAND_SIZE;
    let high = padded(values.iter().copied().take(1));

    let (category, tie) = match (groups[..].first().map(|g| g.0), groups.get(1).map(|g| g.0)) {
        (Some(5), _) => (Category::ChicagoPoker, by_groups),
        _ if straight && flush => (Category::StraightFlush, high),
        _ if straight && rainbow => (Category::RainbowStraight, high),
        (Some(4), _) => (Category::FourOfAKind, by_groups),
        (Some(3), Some(2)) => (Category::FullHouse, by_groups),
        _ if flush => (Category::Flush, by_groups),
        _ if straight => (Category::Straight, high),
        (Some(3), _) => (Category::ThreeOfAKind, by_groups),
        (Some(2), Some(2)) => (Category::TwoPair, by_groups),
        (Some(2), _) => (Category::Pair, by_groups),
        _ => (Category::HighCard, by_groups),
    };
    HandRank { category, values: tie }
}

/// Compares two groups of cards: `Greater` when `a` wins, `Equal` for an exact tie.
pub fn compare(a: &[Gangster], b: &[Gangster]) -> Ordering {
    rank(a).cmp(&rank(b))
}

fn padded(values: impl Iterator<Item = u8>) -> [Option<u8>; HAND_SIZE] {
    let mut out = [None; HAND_SIZE];
    for (slot, v) in out.iter_mut().zip(values) {
        *slot = Some(v);
    }
    out
}

fn distinct_colours(cards: &[Gangster]) -> usize {
    let mut seen: Vec<u8> = cards.iter().map(|c| c.colour).collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
}

/// The most cards one player's group may hold (the content's `establishment.max_cards`; the
/// rulebook's is five): its best five are found among every five of them, 4,368 sets at 16.
pub const MAX_GROUP: u8 = 16;

/// The best hand five of `cards` (at most [`MAX_GROUP`]) make.
fn best_five(cards: &[Gangster]) -> HandRank {
    let n = cards.len().min(usize::from(MAX_GROUP));
    let mut best: Option<HandRank> = None;
    // Every set of five indices, as a bit mask over the cards.
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != HAND_SIZE {
            continue;
        }
        let five: Vec<Gangster> = (0..n).filter(|i| mask & (1 << i) != 0).map(|i| cards[i]).collect();
        let r = rank(&five);
        if best.is_none_or(|b| r > b) {
            best = Some(r);
        }
    }
    best.unwrap_or_else(|| rank(&cards[..HAND_SIZE]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    /// Cards written as `value/colour`, colours as letters: `"7r 7b 7g"`.
    fn h(text: &str) -> Vec<Gangster> {
        text.split_whitespace()
            .map(|t| {
                let (v, c) = t.split_at(t.len() - 1);
                let colour = "rbgyp".find(c).expect("colour letter") as u8;
                Gangster { colour, value: v.parse().expect("value") }
            })
            .collect()
    }

    fn cat(text: &str) -> Category {
        rank(&h(text)).category
    }

    fn beats(a: &str, b: &str) {
        assert_eq!(compare(&h(a), &h(b)), Ordering::Greater, "{a} should beat {b}");
        assert_eq!(compare(&h(b), &h(a)), Ordering::Less, "{b} should lose to {a}");
    }

    fn ties(a: &str, b: &str) {
        assert_eq!(compare(&h(a), &h(b)), Ordering::Equal, "{a} should tie {b}");
    }

    #[test]
    fn every_category_of_the_list() {
        // The rulebook's own examples where they make a hand, colours added.
        assert_eq!(cat("7r 7b 7g 7y 7p"), ChicagoPoker);
        assert_eq!(cat("6r 7r 8r 9r 10r"), StraightFlush);
        assert_eq!(cat("1r 2b 3g 4y 5p"), RainbowStraight);
        assert_eq!(cat("6r 6b 6g 6y"), FourOfAKind);
        assert_eq!(cat("6r 6b 5g 5y 5p"), FullHouse);
        assert_eq!(cat("1g 4g 7g 9g 10g"), Flush);
        assert_eq!(cat("2r 3b 4r 5g 6y"), Straight);
        assert_eq!(cat("12r 12b 12g"), ThreeOfAKind);
        assert_eq!(cat("4r 4b 9g 9y"), TwoPair);
        assert_eq!(cat("10r 10b"), Pair);
        assert_eq!(cat("1r 1b"), Pair);
        assert_eq!(cat("11r"), HighCard);
        assert_eq!(cat(""), HighCard);
    }

    #[test]
    fn categories_rank_as_listed() {
        let examples = [
            "7r 7b 7g 7y 7p",
            "6r 7r 8r 9r 10r",
            "1r 2b 3g 4y 5p",
            "6r 6b 6g 6y 1r",
            "6r 6b 5g 5y 5p",
            "1g 4g 7g 9g 10g",
            "2r 3b 4r 5g 6y",
            "12r 12b 12g 1r 2b",
            "4r 4b 9g 9y 1r",
            "10r 10b 1r 2b 3g",
            "15r 14b 13g 12y 10p",
        ];
        for pair in examples.windows(2) {
            beats(pair[0], pair[1]);
        }
        let ranked: Vec<Category> = examples.iter().map(|e| cat(e)).collect();
        assert_eq!(ranked, Category::ALL);
    }

    #[test]
    fn straights_need_five_consecutive_values_and_do_not_wrap() {
        assert_eq!(cat("12r 13b 14g 15y 1p"), HighCard);
        assert_eq!(cat("14r 15b 1g 2y 3p"), HighCard);
        assert_eq!(cat("2r 3b 4g 5y"), HighCard);
        assert_eq!(cat("11r 12b 13g 14y 15p"), RainbowStraight);
    }

    #[test]
    fn a_straight_of_four_colours_is_a_plain_straight() {
        assert_eq!(cat("2r 3b 4g 5y 6r"), Straight);
        assert_eq!(cat("2r 3r 4r 5r 6b"), Straight);
    }

    #[test]
    fn flushes_need_five_cards() {
        assert_eq!(cat("1g 4g 7g 9g"), HighCard);
    }

    #[test]
    fn chicago_poker_by_the_value_of_the_five() {
        // "un poker de cinq 9 est supérieur à un poker de cinq 4"
        beats("9r 9b 9g 9y 9p", "4r 4b 4g 4y 4p");
    }

    #[test]
    fn straight_flush_rainbow_and_straight_by_the_highest_card() {
        // "Une suite au 12 l'emporte sur une suite au 9"
        beats("8r 9b 10g 11y 12r", "5r 6b 7g 8y 9r");
        beats("8r 9r 10r 11r 12r", "5b 6b 7b 8b 9b");
        beats("8r 9b 10g 11y 12p", "5r 6b 7g 8y 9p");
        ties("5r 6b 7g 8y 9r", "5b 6g 7y 8p 9b");
        ties("5r 6r 7r 8r 9r", "5b 6b 7b 8b 9b");
    }

    #[test]
    fn four_of_a_kind_by_its_value_then_the_fifth_card() {
        beats("8r 8b 8g 8y", "7r 7b 7g 7y 15p");
        beats("8r 8b 8g 8y 2p", "8r 8b 8g 8y 1p");
        beats("8r 8b 8g 8y 1p", "8r 8b 8g 8y");
    }

    #[test]
    fn full_house_by_its_three_then_its_pair() {
        // "Trois 8 et deux 1 l'emportent sur trois 7 et deux 5"
        beats("8r 8b 8g 1y 1p", "7r 7b 7g 5y 5p");
        beats("8r 8b 8g 2y 2p", "8r 8b 8g 1y 1p");
    }

    #[test]
    fn flush_card_by_card_from_the_highest() {
        // "Une couleur dont la meilleure carte est un 11 l'emporte sur ... un 8"
        beats("1r 2r 3r 4r 11r", "3b 4b 5b 6b 8b");
        beats("11r 9r 5r 3r 2r", "11b 9b 5b 3b 1b");
        ties("11r 9r 5r 3r 2r", "11b 9b 5b 3b 2b");
    }

    #[test]
    fn three_of_a_kind_by_its_value_then_the_others() {
        beats("9r 9b 9g", "8r 8b 8g 15y 14p");
        beats("9r 9b 9g 5y 2p", "9r 9b 9g 5y 1p");
        beats("9r 9b 9g 1y", "9r 9b 9g");
    }

    #[test]
    fn two_pair_by_the_higher_pair_the_lower_then_the_last_card() {
        // "deux 11 et deux 6 l'emporte sur ... deux 11 et deux 2"
        beats("11r 11b 6g 6y", "11r 11b 2g 2y");
        beats("11r 11b 6g 6y", "10r 10b 9g 9y 15p");
        beats("11r 11b 6g 6y 3p", "11r 11b 6g 6y 2p");
        beats("11r 11b 6g 6y 1p", "11r 11b 6g 6y");
        ties("11r 11b 6g 6y 3p", "11g 11y 6r 6b 3r");
    }

    #[test]
    fn pair_by_its_value_then_the_others_from_the_highest() {
        // "Une paire de 9 l'emporte sur une paire de 7"
        beats("9r 9b", "7r 7b 15g 14y 13p");
        beats("9r 9b 5g 4y 3p", "9r 9b 5g 4y 2p");
        beats("9r 9b 6g", "9r 9b 5g 4y 3p");
    }

    #[test]
    fn high_card_card_by_card() {
        beats("15r", "14r 13b 12g 11y 9p");
        beats("15r 2b", "15b 1g");
        beats("15r 1b", "15b");
        ties("15r 10b 8g", "15b 10g 8y");
    }

    #[test]
    fn missing_cards_rank_below_every_card() {
        // A hand of fewer than five can win, and loses to an equal one with more cards.
        beats("3r 3b", "15r 14b 12g 11y 10p");
        beats("7r 7b 1g", "7g 7y");
        ties("7r 7b", "7g 7y");
        beats("1r", "");
    }

    #[test]
    fn a_longer_group_counts_its_best_five() {
        let six = h("7r 7b 7g 7y 7p 1r");
        assert_eq!(rank(&six).category, ChicagoPoker);
        assert_eq!(rank(&six), rank(&h("7r 7b 7g 7y 7p")));
    }

    /// The largest group the content may allow is ranked over all its cards: its best five
    /// are its last five.
    #[test]
    fn the_largest_group_counts_its_last_cards() {
        let sixteen = h("1r 1b 3r 3b 5r 5b 7r 7b 9r 9b 11r 15r 15b 15g 15y 15p");
        assert_eq!(sixteen.len(), usize::from(MAX_GROUP));
        assert_eq!(rank(&sixteen), rank(&h("15r 15b 15g 15y 15p")));
    }
}
