//! The narration: what each event says, in the reader's language, to a player (what he may
//! know of it: [`Event::seen_by`]) or to the table's record (everything).

use super::content::{CardId, Content, TileId};
use super::defs::WinCondition;
use super::event::{Decided, Event, RankedHand, Victory};
use super::hand::{self, Category, HandRank};
use crate::engine::locale::{Arg, Locale};
use crate::engine::seat::Seat;

/// The messages the narration reads, beside the content's names (`Content::required_messages`).
pub const MESSAGES: &[&str] = &[
    "table-laid",
    "dealt",
    "hidden-dealt",
    "first-player",
    "token-none",
    "turn-started",
    "drew",
    "hidden-drew",
    "reshuffled",
    "played-up",
    "played-down",
    "hidden-played-down",
    "token-placed",
    "special-played",
    "special-found-nothing",
    "murdered",
    "informed",
    "hidden-informed",
    "moved",
    "hidden-moved",
    "extra-actions",
    "took-from-discard",
    "deck-rebuilt",
    "deck-shuffled",
    "passed",
    "shootout-started",
    "shootout-hand",
    "hands-ranked",
    "hands-tied",
    "hands-why-category",
    "hands-why-value",
    "hands-why-missing",
    "hands-why-also",
    "hands-why-also-one",
    "hands-why-also-one-by",
    "why-part",
    "reinforcement",
    "reinforcement-none",
    "shootout-won",
    "new-tile",
    "no-tile-left",
    "game-won",
    "capped",
    "capped-tie",
];

/// Names and sentences from a content and a language.
pub struct Narrator<'a> {
    pub content: &'a Content,
    pub locale: &'a Locale,
}

fn num(n: usize) -> Arg {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

impl Narrator<'_> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.locale.text(id, args)
    }

    pub fn seat(&self, s: Seat) -> Arg {
        Arg::Str(self.t("seat", &[("n", Arg::Num(i64::from(s.0) + 1))]))
    }

    /// The name of the card at a place in the catalogue.
    pub fn key_name(&self, key: usize) -> String {
        match key.checked_sub(self.content.gangster_count()) {
            None => self.card_name(CardId(key as u8)),
            Some(s) => self
                .content
                .specials
                .get(s)
                .map_or_else(|| format!("#{key}"), |sp| self.t(&format!("card-{}", sp.id), &[])),
        }
    }

    /// A card's name: a gangster by its colour and value (`Red 7`), a special by its name.
    pub fn card_name(&self, c: CardId) -> String {
        let card = self.content.card(c);
        match card.gangster() {
            Some(g) => self.t(
                &format!("gangster-{}", self.content.colours[usize::from(g.colour)]),
                &[("value", Arg::Num(i64::from(g.value)))],
            ),
            None => self.t(&format!("card-{}", card.id), &[]),
        }
    }

    pub fn card(&self, c: CardId) -> Arg {
        Arg::Str(self.card_name(c))
    }

    fn cards(&self, cs: impl IntoIterator<Item = CardId>) -> Arg {
        Arg::Str(cs.into_iter().map(|c| self.card_name(c)).collect::<Vec<_>>().join(", "))
    }

    pub fn tile_name(&self, t: TileId) -> String {
        let tile = self.content.tile(t);
        let kind = self.t(&format!("type-{}", self.content.type_of(t).id), &[]);
        format!("{} ({kind})", self.t(&format!("tile-{}", tile.id), &[]))
    }

    pub fn tile(&self, t: TileId) -> Arg {
        Arg::Str(self.tile_name(t))
    }

    /// The types of establishment among `won`, each with how many ("Gambling hall ×2",
    /// `standing-won-type`), in the content's order of types: what the conditions of victory
    /// count (6.0).
    pub fn types_won(&self, won: &[TileId]) -> Vec<String> {
        let by_type = self.content.count_by_type(won);
        self.content
            .types
            .iter()
            .zip(by_type)
            .filter(|&(_, count)| count > 0)
            .map(|(kind, count)| {
                let name = self.t(&format!("type-{}", kind.id), &[]);
                self.t("standing-won-type", &[("type", name.into()), ("count", Arg::Num(i64::from(count)))])
            })
            .collect()
    }

    /// The name of the hand these cards make.
    pub fn hand_of(&self, cards: &[CardId]) -> Arg {
        let gangsters: Vec<hand::Gangster> = cards.iter().filter_map(|&c| self.content.card(c).gangster()).collect();
        Arg::Str(self.t(&format!("hand-{}", hand::rank(&gangsters).category.key()), &[]))
    }

    /// What `event` tells `viewer` (`None`: the record, which tells everything); `None` when
    /// it tells him nothing.
    pub fn line(&self, event: &Event, viewer: Option<Seat>) -> Option<String> {
        let seen;
        let e = match viewer {
            Some(_) => {
                seen = event.seen_by(viewer);
                &seen
            }
            None => event,
        };
        match e {
            Event::TableLaid { .. }
            | Event::Dealt { .. }
            | Event::FirstPlayer { .. }
            | Event::TurnStarted { .. }
            | Event::Drew { .. }
            | Event::Reshuffled { .. }
            | Event::Played { .. }
            | Event::TokenPlaced { .. }
            | Event::NoToken { .. }
            | Event::Passed { .. } => self.turn_line(e),
            Event::SpecialPlayed { .. }
            | Event::SpecialFoundNothing { .. }
            | Event::Murdered { .. }
            | Event::Informed { .. }
            | Event::Moved { .. }
            | Event::ExtraActions { .. }
            | Event::TookFromDiscard { .. }
            | Event::DeckRebuilt { .. }
            | Event::DeckShuffled { .. } => self.special_line(e),
            Event::ShootoutStarted { .. }
            | Event::ShootoutRevealed { .. }
            | Event::HandsRanked { .. }
            | Event::Reinforcement { .. }
            | Event::ShootoutWon { .. }
            | Event::NewTile { .. }
            | Event::NoTileLeft { .. }
            | Event::GameWon { .. }
            | Event::Capped { .. } => self.shootout_line(e),
        }
    }

    /// The setup (3.0) and a player's turn (4.1): cards dealt, drawn and played, tokens placed.
    fn turn_line(&self, e: &Event) -> Option<String> {
        let s = |seat: Seat| ("seat", self.seat(seat));
        Some(match e {
            Event::TableLaid { tiles } => self.t(
                "table-laid",
                &[("tiles", Arg::Str(tiles.iter().map(|&t| self.tile_name(t)).collect::<Vec<_>>().join(", ")))],
            ),
            Event::Dealt { seat, cards } => match cards.iter().copied().collect::<Option<Vec<CardId>>>() {
                Some(known) => self.t("dealt", &[s(*seat), ("count", num(known.len())), ("cards", self.cards(known))]),
                None => self.t("hidden-dealt", &[s(*seat), ("count", num(cards.len()))]),
            },
            Event::FirstPlayer { seat } => self.t("first-player", &[s(*seat)]),
            Event::TurnStarted { seat, turn, actions } => self.t(
                "turn-started",
                &[s(*seat), ("turn", Arg::Num(i64::from(*turn))), ("actions", Arg::Num(i64::from(*actions)))],
            ),
            Event::Drew { seat, card: Some(c) } => self.t("drew", &[s(*seat), ("card", self.card(*c))]),
            Event::Drew { seat, card: None } => self.t("hidden-drew", &[s(*seat)]),
            Event::Reshuffled { cards } => self.t("reshuffled", &[("count", num(*cards))]),
            Event::Played { seat, tile, card, face_up, .. } => match card {
                Some(c) => self.t(
                    if *face_up { "played-up" } else { "played-down" },
                    &[s(*seat), ("card", self.card(*c)), ("tile", self.tile(*tile))],
                ),
                None => self.t("hidden-played-down", &[s(*seat), ("tile", self.tile(*tile))]),
            },
            Event::TokenPlaced { seat, tile, .. } => self.t("token-placed", &[s(*seat), ("tile", self.tile(*tile))]),
            // RULINGS.md: one shootout token per establishment.
            Event::NoToken { seat, tile, holder } => {
                let held = if holder.is_some() { "held" } else { "none" };
                let holder = holder.map_or(Arg::Str(String::new()), |h| self.seat(h));
                self.t("token-none", &[s(*seat), ("tile", self.tile(*tile)), ("holder", holder), ("held", held.into())])
            }
            Event::Passed { seat, actions_left } => {
                self.t("passed", &[s(*seat), ("actions", Arg::Num(i64::from(*actions_left)))])
            }
            _ => unreachable!("{e:?} is not routed here by `line`"),
        })
    }

    /// A special card played (4.1 "Cartes spéciales") and what it did.
    fn special_line(&self, e: &Event) -> Option<String> {
        let s = |seat: Seat| ("seat", self.seat(seat));
        Some(match e {
            Event::SpecialPlayed { seat, card } => self.t("special-played", &[s(*seat), ("card", self.card(*card))]),
            Event::SpecialFoundNothing { seat, card } => {
                self.t("special-found-nothing", &[s(*seat), ("card", self.card(*card))])
            }
            Event::Murdered { seat, victim, tile, card, .. } => self.t(
                "murdered",
                &[s(*seat), ("victim", self.seat(*victim)), ("tile", self.tile(*tile)), ("card", self.card(*card))],
            ),
            Event::Informed { seat, victim, tile, cards } => {
                let args = [s(*seat), ("victim", self.seat(*victim)), ("tile", self.tile(*tile))];
                match cards.iter().copied().collect::<Option<Vec<CardId>>>() {
                    Some(known) => {
                        let mut args = args.to_vec();
                        args.push(("count", num(known.len())));
                        args.push(("cards", self.cards(known)));
                        self.t("informed", &args)
                    }
                    None => self.t("hidden-informed", &args),
                }
            }
            Event::Moved { seat, from, to, cards } => {
                let mut args =
                    vec![s(*seat), ("count", num(cards.len())), ("from", self.tile(*from)), ("to", self.tile(*to))];
                match cards.iter().map(|c| c.card).collect::<Option<Vec<CardId>>>() {
                    Some(known) => {
                        args.push(("cards", self.cards(known)));
                        self.t("moved", &args)
                    }
                    None => {
                        let up: Vec<CardId> = cards.iter().filter_map(|c| c.card.filter(|_| c.face_up)).collect();
                        args.push(("up", num(up.len())));
                        args.push(("cards", self.cards(up)));
                        self.t("hidden-moved", &args)
                    }
                }
            }
            Event::ExtraActions { seat, actions } => {
                self.t("extra-actions", &[s(*seat), ("actions", Arg::Num(i64::from(*actions)))])
            }
            Event::TookFromDiscard { seat, card } => {
                self.t("took-from-discard", &[s(*seat), ("card", self.card(*card))])
            }
            Event::DeckRebuilt { cards } => self.t("deck-rebuilt", &[("count", num(*cards))]),
            Event::DeckShuffled { cards } => self.t("deck-shuffled", &[("count", num(*cards))]),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        })
    }

    /// Why the best hand beat the next best (5.0, the list of hands and its tie-breaks): a
    /// higher kind of hand, or, within one kind, the first value that differs in the order the
    /// rulebook compares them (the group, then the cards left from the highest), a missing card
    /// below every card (RULINGS.md).
    fn why(&self, best: &RankedHand, next: &RankedHand) -> String {
        let hand = |r: &HandRank| Arg::Str(self.t(&format!("hand-{}", r.category.key()), &[]));
        let (won, lost) = (&best.rank, &next.rank);
        let loser = ("loser", self.seat(next.seat));
        let Some((part, win, lose)) = self.decided(won, lost) else {
            return self.t("hands-why-category", &[("hand", hand(won)), ("other", hand(lost)), loser]);
        };
        let value = |v: Option<u8>| v.map(|v| Arg::Num(i64::from(v)));
        let mut args = vec![("hand", hand(won)), loser, ("part", part.into())];
        match (value(win), value(lose)) {
            (Some(win), Some(lose)) => {
                args.extend([("win", win), ("lose", lose)]);
                self.t("hands-why-value", &args)
            }
            (win, _) => {
                args.push(("win", win.unwrap_or(Arg::Num(0))));
                self.t("hands-why-missing", &args)
            }
        }
    }

    /// Where two hands of one kind part (5.0, the tie-breaks): the part that decides, in words
    /// ("the highest card"), and each hand's value there, `None` for a card a shorter hand
    /// lacks; `None` for hands of different kinds, or equal ones.
    fn decided(&self, won: &HandRank, lost: &HandRank) -> Option<(String, Option<u8>, Option<u8>)> {
        if won.category != lost.category {
            return None;
        }
        let i = (0..hand::HAND_SIZE).find(|&i| won.values[i] != lost.values[i])?;
        let (part, n) = deciding_part(won.category, i);
        Some((self.t("why-part", &[("part", part.into()), ("n", num(n))]), won.values[i], lost.values[i]))
    }

    /// With three hands or more, the others the best hand beats too (5.0), each with its kind
    /// of hand and whose it is: the why above says the runner-up only.
    fn also_beats(&self, best: &RankedHand, others: &[RankedHand]) -> Option<String> {
        let hand = |r: &HandRank| Arg::Str(self.t(&format!("hand-{}", r.category.key()), &[]));
        let mut each: Vec<String> = others
            .iter()
            .map(|h| {
                let mut args = vec![("hand", hand(&h.rank)), ("seat", self.seat(h.seat))];
                // One of the same kind: the first value that differs decides, as for the
                // runner-up ("High card also beats High card" read as a contradiction).
                match self.decided(&best.rank, &h.rank) {
                    Some((part, win, lose)) => {
                        // No card (a shorter hand's) is said as 0, which no gangster is.
                        let value = |v: Option<u8>| Arg::Num(v.map_or(0, i64::from));
                        args.extend([("part", part.into()), ("win", value(win)), ("lose", value(lose))]);
                        self.t("hands-why-also-one-by", &args)
                    }
                    None => self.t("hands-why-also-one", &args),
                }
            })
            .collect();
        let last = each.pop()?;
        let args = [
            ("hand", hand(&best.rank)),
            ("count", num(each.len() + 1)),
            ("first", each.join(", ").into()),
            ("last", last.into()),
        ];
        Some(self.t("hands-why-also", &args))
    }

    /// A shootout (5.0), and the game's end (6.0, or the turn cap).
    fn shootout_line(&self, e: &Event) -> Option<String> {
        let s = |seat: Seat| ("seat", self.seat(seat));
        Some(match e {
            Event::ShootoutStarted { seat, tile } => {
                self.t("shootout-started", &[s(*seat), ("tile", self.tile(*tile))])
            }
            Event::ShootoutRevealed { hands, .. } => hands
                .iter()
                .map(|h| {
                    self.t(
                        "shootout-hand",
                        &[s(h.seat), ("cards", self.cards(h.cards.iter().copied())), ("hand", self.hand_of(&h.cards))],
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Event::HandsRanked { tile, hands, tied } => {
                let best = hands.first()?;
                let hand = Arg::Str(self.t(&format!("hand-{}", best.rank.category.key()), &[]));
                if tied.is_empty() {
                    let ranked = self.t("hands-ranked", &[s(best.seat), ("tile", self.tile(*tile)), ("hand", hand)]);
                    match hands.get(1) {
                        Some(next) => match self.also_beats(best, &hands[2..]) {
                            Some(also) => format!("{ranked}\n{} {also}", self.why(best, next)),
                            None => format!("{ranked}\n{}", self.why(best, next)),
                        },
                        None => ranked,
                    }
                } else {
                    let seats = tied.iter().map(|&t| String::from(self.seat(t))).collect::<Vec<_>>().join(", ");
                    self.t(
                        "hands-tied",
                        &[
                            ("count", num(tied.len())),
                            ("tile", self.tile(*tile)),
                            ("hand", hand),
                            ("seats", Arg::Str(seats)),
                        ],
                    )
                }
            }
            Event::Reinforcement { sent, .. } => sent
                .iter()
                .map(|r| match r.card {
                    Some(c) => self.t("reinforcement", &[s(r.seat), ("card", self.card(c))]),
                    None => self.t("reinforcement-none", &[s(r.seat)]),
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Event::ShootoutWon { seat, tile, decided } => {
                let how = match decided {
                    Decided::Hand => "hand",
                    Decided::Reinforcement => "reinforcement",
                    Decided::TurnOrder => "turn_order",
                    Decided::Alone => "alone",
                };
                self.t("shootout-won", &[s(*seat), ("tile", self.tile(*tile)), ("decided", how.into())])
            }
            Event::NewTile { tile, replaces } => {
                self.t("new-tile", &[("tile", self.tile(*tile)), ("replaces", self.tile(*replaces))])
            }
            Event::NoTileLeft { replaces } => self.t("no-tile-left", &[("replaces", self.tile(*replaces))]),
            Event::GameWon { seat, victory } => {
                let (how, count) = match victory {
                    Victory::Condition(WinCondition::SameType(n)) => ("same_type", *n),
                    Victory::Condition(WinCondition::DifferentTypes(n)) => ("different_types", *n),
                    Victory::Condition(WinCondition::Any(n)) => ("any", *n),
                    Victory::LastEstablishment => ("last_establishment", 0),
                };
                self.t("game-won", &[s(*seat), ("victory", how.into()), ("count", Arg::Num(i64::from(count)))])
            }
            Event::Capped { turns, leader } => match leader {
                Some(l) => self.t("capped", &[("turns", Arg::Num(i64::from(*turns))), s(*l)]),
                None => self.t("capped-tie", &[("turns", Arg::Num(i64::from(*turns)))]),
            },
            _ => unreachable!("{e:?} is not routed here by `line`"),
        })
    }
}

/// What the value at `index` of a hand's tie-break values is, as `why-part` words it, and
/// its place among the cards left (from 1): the group that makes the hand, then the cards
/// left from the highest ("valeur de la paire, puis de la plus haute carte restante, etc.").
fn deciding_part(category: Category, index: usize) -> (&'static str, usize) {
    let groups = match category {
        Category::ChicagoPoker => return ("five", 0),
        Category::StraightFlush | Category::RainbowStraight | Category::Straight => return ("straight", 0),
        Category::FullHouse => return (if index == 0 { "three" } else { "full_pair" }, 0),
        Category::Flush | Category::HighCard => return ("card", index + 1),
        Category::TwoPair if index < 2 => return (if index == 0 { "high_pair" } else { "low_pair" }, 0),
        Category::TwoPair => 2,
        Category::FourOfAKind | Category::ThreeOfAKind | Category::Pair => 1,
    };
    if index >= groups {
        return ("kicker", index + 1 - groups);
    }
    match category {
        Category::FourOfAKind => ("four", 0),
        Category::ThreeOfAKind => ("three", 0),
        _ => ("pair", 0),
    }
}
