//! What a card laid where a shootout will be judged makes against what the seat can see of the
//! others' cards there (5.0: "le meilleur jeu remporte la tuile établissement"), and whom
//! winning that shootout gives the game (6.0): said on the last card before another player's
//! shootout and on the fifth card that calls the seat's own. A hand is named with the values
//! that rank it ("Pair (6)"), and a group the seat knows part of by what that part already
//! makes: the face-down cards can only add to it (RULINGS.md: a shorter hand compares as if its
//! missing cards ranked below every card).

use super::Terminal;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::{CardId, TileId};
use crate::games::chicago_poker::hand::{self, Category, HandRank};
use crate::games::chicago_poker::rules::victory::won_with;
use crate::games::chicago_poker::view::View;
use std::cmp::Ordering;

/// The messages this file reads.
pub const MESSAGES: &[&str] = &[
    "hand-valued",
    "play-tile-at-least",
    "play-against",
    "help-against",
    "play-stakes",
    "help-stakes",
    "play-still",
    "help-still",
];

impl Terminal<'_> {
    /// How these gangster cards rank (Les mains de poker).
    pub(super) fn rank_of(&self, v: &View<'_>, cards: &[CardId]) -> HandRank {
        let gangsters: Vec<_> = cards.iter().filter_map(|&c| v.content.card(c).gangster()).collect();
        hand::rank(&gangsters)
    }

    /// A hand with the values that rank it first: "Pair (6)", "Two pair (11 and 6)", "Straight
    /// (9 high)".
    pub(super) fn valued(&self, rank: HandRank) -> String {
        let kind = match rank.category {
            Category::TwoPair | Category::FullHouse => "two",
            Category::Straight | Category::Flush | Category::RainbowStraight | Category::StraightFlush => "high",
            _ => "one",
        };
        let value = |i: usize| rank.values[i].map_or(Arg::Str(String::new()), |v| Arg::Num(i64::from(v)));
        let args = [
            ("hand", self.t(&format!("hand-{}", rank.category.key()), &[]).into()),
            ("kind", kind.into()),
            ("first", value(0)),
            ("second", value(1)),
        ];
        self.t("hand-valued", &args)
    }

    /// What a group at a tile makes as the viewer sees it: " — Pair (6)" where it knows every
    /// card, " — at least Pair (6)" where the cards it knows already make a pair or better (the
    /// others can only add to it); nothing else. The board's picture draws it beside the
    /// cards (`picture.rs`).
    pub(crate) fn group_label(&self, v: &View<'_>, cards: &[(Option<CardId>, bool)]) -> Option<String> {
        let known: Vec<CardId> = cards.iter().filter_map(|&(c, _)| c).collect();
        if known.is_empty() {
            return None;
        }
        let rank = self.rank_of(v, &known);
        let hand = self.valued(rank);
        if known.len() == cards.len() {
            Some(self.t("play-tile-hand", &[("hand", hand.into())]))
        } else {
            (rank.category > Category::HighCard).then(|| self.t("play-tile-at-least", &[("hand", hand.into())]))
        }
    }

    /// The strongest hand the seat can see among the others' cards at `tile`, and whose: what
    /// the cards it knows of each group make, which the rest can only better.
    fn best_seen(&self, v: &View<'_>, tile: TileId) -> Option<(Seat, HandRank)> {
        let mut best: Option<(Seat, HandRank)> = None;
        for seat in (0..v.seats()).map(|i| Seat(i as u8)).filter(|&s| s != v.seat) {
            let known: Vec<CardId> = v.group(seat, tile).iter().filter_map(|&(c, _)| c).collect();
            if known.is_empty() {
                continue;
            }
            let rank = self.rank_of(v, &known);
            if best.is_none_or(|(_, b)| rank > b) {
                best = Some((seat, rank));
            }
        }
        best
    }

    /// Who would win the game by winning the shootout at `tile` called by `holder` (6.0): this
    /// seat, the holder and whoever has cards there; as `wins` ("you", "seat", "both", "none")
    /// and `winners`, the others' names.
    pub(super) fn stakes(&self, v: &View<'_>, tile: TileId, holder: Seat) -> (&'static str, String) {
        let winners: Vec<Seat> = (0..v.seats())
            .map(|i| Seat(i as u8))
            .filter(|&s| s == v.seat || s == holder || !v.group(s, tile).is_empty())
            .filter(|&s| won_with(v.content, v.won(s), tile).is_some())
            .collect();
        let others: Vec<String> = winners
            .iter()
            .filter(|&&s| s != v.seat)
            .map(|&s| self.t("seat", &[("n", Arg::Num(i64::from(s.0) + 1))]))
            .collect();
        let wins = match (winners.contains(&v.seat), others.is_empty()) {
            (true, true) => "you",
            (true, false) => "both",
            (false, false) => "seat",
            (false, true) => "none",
        };
        (wins, self.or(&others))
    }

    /// What the seat's hand at `tile` with `card` added is against the best it can see of the
    /// others' there, and whom the shootout `holder` calls there gives the game: the option's
    /// short words (`help` false) or the help's sentences, each after a separator, the stakes
    /// first.
    pub(super) fn showdown(&self, v: &View<'_>, tile: TileId, card: CardId, holder: Seat, help: bool) -> String {
        let mut mine: Vec<CardId> = v.group(v.seat, tile).iter().filter_map(|&(c, _)| c).collect();
        mine.push(card);
        let rank = self.rank_of(v, &mine);
        let (wins, winners) = self.stakes(v, tile, holder);
        let others_there = (0..v.seats()).any(|i| Seat(i as u8) != v.seat && !v.group(Seat(i as u8), tile).is_empty());
        let hidden = hidden_may_matter(v, tile, rank.category);
        let (against, rival, theirs) = match self.best_seen(v, tile) {
            Some((seat, best)) => {
                let against = match rank.cmp(&best) {
                    Ordering::Less => "loses",
                    Ordering::Equal => "ties",
                    Ordering::Greater => "beats",
                };
                (against, self.n.seat(seat), Arg::Str(self.valued(best)))
            }
            None => (if others_there { "unseen" } else { "alone" }, Arg::Str(String::new()), Arg::Str(String::new())),
        };
        let stop = against == "loses" && matches!(wins, "seat" | "both");
        let args = [
            ("wins", wins.into()),
            ("winners", winners.into()),
            ("mine", self.valued(rank).into()),
            ("against", against.into()),
            ("rival", rival),
            ("theirs", theirs),
            ("hidden", if hidden { "yes" } else { "no" }.into()),
            ("stop", if stop { "yes" } else { "no" }.into()),
        ];
        let (stakes, versus) = if help { ("help-stakes", "help-against") } else { ("play-stakes", "play-against") };
        let stakes = self.t(stakes, &args);
        let mut versus = self.t(versus, &args);
        // Where the seat's hand is ahead, level or unopposed, what may still change that before
        // the shootout resolves; behind, more cards there cannot help it.
        if against != "loses" {
            versus.push_str(&self.still(v, tile, holder, help));
        }
        match (help, stakes.is_empty()) {
            (true, true) => format!(" {versus}"),
            (true, false) => format!(" {stakes} {versus}"),
            (false, _) => format!("{stakes}{versus}"),
        }
    }

    /// What may still change the hands at `tile` before the shootout `holder` calls there
    /// resolves at the start of the holder's next turn (5.0), as the option's short words or the
    /// help's sentence, each after a separator; nothing where nothing can. The players whose
    /// turns come first (4.1: "en sens horaire") and have room there may lay cards (4.1 Action
    /// II: at most five each), drawing first where they hold none; and where the seat's group
    /// is not under its own token (4.1 "Meurtre": "Les groupes de cinq cartes, accompagnés
    /// d'un pion fusillade sont protégés"), a Murder one of them plays may take its last card.
    pub(super) fn still(&self, v: &View<'_>, tile: TileId, holder: Seat, help: bool) -> String {
        let n = v.seats();
        let before: Vec<Seat> = (1..n).map(|k| v.seat.left(k, n)).take_while(|&s| s != holder).collect();
        let cards_to_draw = v.deck_left() > 0 || !v.discard_pile().is_empty();
        let layers: Vec<Seat> = before
            .iter()
            .copied()
            .filter(|&s| v.group(s, tile).len() < usize::from(v.content.rules.max_cards))
            .filter(|&s| v.hand_size(s) > 0 || cards_to_draw)
            .collect();
        let murder = holder != v.seat && !before.is_empty() && murder_may_come(v, before.len());
        if layers.is_empty() && !murder {
            return String::new();
        }
        let lay = match layers.len() {
            0 => "none",
            k if k > 1 && k + 1 == n => "all",
            _ => "some",
        };
        let names: Vec<String> =
            layers.iter().map(|&s| self.t("seat", &[("n", Arg::Num(i64::from(s.0) + 1))])).collect();
        let args = [
            ("lay", lay.into()),
            ("who", self.or(&names).into()),
            ("murder", if murder { "yes" } else { "no" }.into()),
        ];
        let still = self.t(if help { "help-still" } else { "play-still" }, &args);
        if help { format!(" {still}") } else { still }
    }
}

/// Whether a face-down card the seat has not seen at `tile` may still change how its hand of
/// `mine` compares there (5.0): a group of so many cards can make at best one card of a value
/// with one card, a pair with two, three of a kind with three, four with four (Les mains de
/// poker), so a group that cannot reach the seat's kind of hand cannot beat or tie it, however
/// its hidden cards lie: one face-down card cannot beat a pair.
fn hidden_may_matter(v: &View<'_>, tile: TileId, mine: Category) -> bool {
    (0..v.seats()).map(|i| Seat(i as u8)).filter(|&s| s != v.seat).any(|s| {
        let group = v.group(s, tile);
        let best = match group.len() {
            0 | 1 => Category::HighCard,
            2 => Category::Pair,
            3 => Category::ThreeOfAKind,
            4 => Category::FourOfAKind,
            _ => Category::ChicagoPoker,
        };
        group.iter().any(|(c, _)| c.is_none()) && best >= mine
    })
}

/// Whether a Murder may still be played by one of the `players` whose turns come before a
/// shootout (4.1 "Meurtre"): the deck has one unless the variant leaves the specials out
/// (7.0), and it is out of their reach only in the seat's own hand, or on the face-up discard
/// pile while no Corruption can fetch it back (4.1 "Corruption": one in the seat's hand or on
/// the pile too) and no reshuffle of the pile can come first (4.1 Action I: a player draws
/// at most a turn's actions and a Revolver's net one).
fn murder_may_come(v: &View<'_>, players: usize) -> bool {
    if !v.content.rules.specials {
        return false;
    }
    let cards_of = |id: &str| -> Vec<CardId> {
        (0..v.content.cards.len())
            .map(|i| CardId(u8::try_from(i).unwrap_or(u8::MAX)))
            .filter(|&c| v.content.special_of(c).is_some_and(|s| s.id == id))
            .collect()
    };
    let out_of_play = |c: &CardId| v.hand().contains(c) || v.discard_pile().contains(c);
    let fetched = cards_of("corruption").iter().any(|c| !out_of_play(c))
        || v.deck_left() <= (usize::from(v.content.rules.actions) + 1) * players;
    cards_of("murder").iter().any(|c| !v.hand().contains(c) && (!v.discard_pile().contains(c) || fetched))
}
