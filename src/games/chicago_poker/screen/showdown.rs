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
    "play-stakes-later",
    "help-stakes-later",
    "play-stakes-here",
    "help-stakes-here",
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
    /// and `winners`, the others' names. Where nobody would, whether the holder's win leaves him
    /// one establishment from winning ("near", "near-you"): a rival's last chance said nothing of
    /// it. The stakes count those with cards there: `later` names the others who may still
    /// play there before the shootout ([`Self::may_still_lay`]) and would win the game with it.
    pub(super) fn stakes(&self, v: &View<'_>, tile: TileId, holder: Seat) -> Stakes {
        let wins_game = |s: Seat| won_with(v.content, v.won(s), tile).is_some();
        let winners: Vec<Seat> = (0..v.seats())
            .map(|i| Seat(i as u8))
            .filter(|&s| s == v.seat || s == holder || !v.group(s, tile).is_empty())
            .filter(|&s| wins_game(s))
            .collect();
        let others: Vec<String> = winners.iter().filter(|&&s| s != v.seat).map(|&s| self.seat_word(s)).collect();
        let mut wins = match (winners.contains(&v.seat), others.is_empty()) {
            (true, true) => "you",
            (true, false) => "both",
            (false, false) => "seat",
            (false, true) => "none",
        };
        let mut winners = self.or(&others);
        if wins == "none" && one_away_after(v, holder, tile) {
            wins = if holder == v.seat { "near-you" } else { "near" };
            winners = self.seat_word(holder);
        }
        let later: Vec<String> = self
            .may_still_lay(v, tile, holder)
            .into_iter()
            .filter(|&s| v.group(s, tile).is_empty() && wins_game(s))
            .map(|s| self.seat_word(s))
            .collect();
        Stakes { wins, winners, later: self.or(&later) }
    }

    /// A seat's name as the stakes list it: "Player 2".
    fn seat_word(&self, seat: Seat) -> String {
        self.t("seat", &[("n", Arg::Num(i64::from(seat.0) + 1))])
    }

    /// Whom this establishment gives the game where the seat plays a card there and no shootout
    /// is yet called (6.0: "La partie se termine immédiatement lorsqu'un joueur contrôle"...):
    /// the option's short words (`help` false) or the help's sentence with the condition met,
    /// each after a separator; nothing where winning it would not end the game for the seat.
    pub(super) fn stakes_here(&self, v: &View<'_>, tile: TileId, help: bool) -> String {
        let Some(condition) = won_with(v.content, v.won(v.seat), tile) else { return String::new() };
        let said = self.t(
            if help { "help-stakes-here" } else { "play-stakes-here" },
            &[("condition", self.win_condition(condition).into())],
        );
        if help { format!(" {said}") } else { said }
    }

    /// What the seat's hand at `tile` with `card` added is against the best it can see of the
    /// others' there, and whom the shootout `holder` calls there gives the game: the option's
    /// short words (`help` false) or the help's sentences, each after a separator, the stakes
    /// first.
    pub(super) fn showdown(&self, v: &View<'_>, tile: TileId, card: CardId, holder: Seat, help: bool) -> String {
        let mut mine: Vec<CardId> = v.group(v.seat, tile).iter().filter_map(|&(c, _)| c).collect();
        mine.push(card);
        let rank = self.rank_of(v, &mine);
        let Stakes { wins, winners, later } = self.stakes(v, tile, holder);
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
        let mut stakes = vec![self.t(stakes, &args)];
        // Those who may still come to play here and win the game with it, once.
        let later_named = !later.is_empty();
        if later_named {
            let id = if help { "help-stakes-later" } else { "play-stakes-later" };
            stakes.push(self.t(id, &[("later", later.into())]));
        }
        let mut versus = self.t(versus, &args);
        // Where the seat's hand is ahead, level or unopposed, what may still change that before
        // the shootout resolves; behind, more cards there cannot help it.
        if against != "loses" {
            versus.push_str(&self.still(v, tile, holder, help, later_named));
        }
        if help {
            stakes.retain(|s| !s.is_empty());
            stakes.push(versus);
            format!(" {}", stakes.join(" "))
        } else {
            format!("{}{versus}", stakes.concat())
        }
    }

    /// The players who may still lay cards at `tile` before the shootout `holder` calls there
    /// resolves at the start of the holder's next turn (5.0): those whose turns come first (4.1:
    /// "en sens horaire") with room there (4.1 Action II: at most five each), drawing first
    /// where they hold none.
    pub(super) fn may_still_lay(&self, v: &View<'_>, tile: TileId, holder: Seat) -> Vec<Seat> {
        let cards_to_draw = v.deck_left() > 0 || !v.discard_pile().is_empty();
        before(v, holder)
            .into_iter()
            .filter(|&s| v.group(s, tile).len() < usize::from(v.content.rules.max_cards))
            .filter(|&s| v.hand_size(s) > 0 || cards_to_draw)
            .collect()
    }

    /// What may still change the hands at `tile` before the shootout `holder` calls there
    /// resolves (5.0), as the option's short words or the help's sentence, each after a
    /// separator; nothing where nothing can. The players who may still lay cards there
    /// ([`Self::may_still_lay`]), but for those the stakes named already (`named`: with no card
    /// there, they would win the game with it); and where the seat's group is not under its own
    /// token (4.1 "Meurtre": "Les groupes de cinq cartes, accompagnés d'un pion fusillade sont
    /// protégés"), a Murder one of them plays may take its last card.
    pub(super) fn still(&self, v: &View<'_>, tile: TileId, holder: Seat, help: bool, named: bool) -> String {
        let n = v.seats();
        let before = before(v, holder);
        let mut layers = self.may_still_lay(v, tile, holder);
        if named {
            layers.retain(|&s| !(v.group(s, tile).is_empty() && won_with(v.content, v.won(s), tile).is_some()));
        }
        let murder = holder != v.seat && !before.is_empty() && murder_may_come(v, before.len());
        if layers.is_empty() && !murder {
            return String::new();
        }
        let lay = match layers.len() {
            0 => "none",
            k if k > 1 && k + 1 == n => "all",
            _ => "some",
        };
        let names: Vec<String> = layers.iter().map(|&s| self.seat_word(s)).collect();
        let args = [
            ("lay", lay.into()),
            ("who", self.or(&names).into()),
            ("murder", if murder { "yes" } else { "no" }.into()),
        ];
        let still = self.t(if help { "help-still" } else { "play-still" }, &args);
        if help { format!(" {still}") } else { still }
    }
}

/// Whom a shootout at a tile decides, as [`Terminal::stakes`] says it.
pub(super) struct Stakes {
    /// "you", "seat", "both", "none"; "near" or "near-you" where the holder's win leaves him
    /// one establishment from winning.
    pub wins: &'static str,
    /// The others it gives the game, or the holder it leaves one away.
    pub winners: String,
    /// The others with no card there yet who may still play there and would win the game with
    /// it; empty where none.
    pub later: String,
}

/// The players whose turns come after the seat's and before `holder`'s next (4.1: "en sens
/// horaire"): every other one where the seat holds the token itself.
fn before(v: &View<'_>, holder: Seat) -> Vec<Seat> {
    let n = v.seats();
    (1..n).map(|k| v.seat.left(k, n)).take_while(|&s| s != holder).collect()
}

/// Whether `seat`, having won `tile` too, would be one establishment from winning the game (6.0):
/// some other establishment still to win, on the table or in the pile, would meet a condition.
fn one_away_after(v: &View<'_>, seat: Seat, tile: TileId) -> bool {
    let mut won = v.won(seat).to_vec();
    won.push(tile);
    (0..v.content.tiles.len())
        .map(|i| TileId(i as u8))
        .filter(|&t| t != tile && v.won_by(t).is_none())
        .any(|t| won_with(v.content, &won, t).is_some())
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
