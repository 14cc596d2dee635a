//! The terminal screen a person plays Chicago Poker from: the establishments with every card
//! the seat may see, the standings, its hand; each question and option in words, and help that
//! quotes the rule (which the table in the browser shows too).

use super::ChicagoPoker;
use super::catalogue::params;
use super::choice::Choice;
use super::content::{CardId, TileId};
use super::defs::{Face, WinCondition};
use super::event::{Event, Victory};
use super::hand::Category;
use super::narrate::Narrator;
use super::state::State;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;
use std::fmt::Write as _;

/// The messages the screen reads: the questions of the rules and of the bundled scripts, the
/// options, the help and the table.
pub const MESSAGES: &[&str] = &[
    "prompt-action",
    "prompt-reinforcement",
    "prompt-murder",
    "prompt-informer",
    "prompt-limousine_from",
    "prompt-limousine_to",
    "prompt-limousine_to-ride",
    "prompt-limousine_count",
    "prompt-limousine_count-ride",
    "help-limousine-count",
    "help-corruption-card",
    "help-special",
    "prompt-limousine_order",
    "prompt-corruption",
    "option-draw",
    "option-draw-reshuffle",
    "option-play",
    "option-special",
    "option-special-short",
    "option-special-empty",
    "option-special-useless",
    "option-special-only-ride",
    "option-pass",
    "option-reinforce",
    "option-send-none",
    "option-group",
    "option-murder",
    "option-group-value",
    "option-group-special",
    "option-group-play",
    "prompt-limousine_order-first",
    "help-draw",
    "help-play",
    "help-pass",
    "help-reinforce",
    "play-turn",
    "play-token",
    "play-tile-group",
    "play-tile-hand",
    "play-face-down",
    "play-face-down-known",
    "play-standing",
    "play-you",
    "play-none",
    "play-discard-pile",
    "play-discard-empty",
    "discard-pile-name",
    "find-discard",
    "find-discard-empty",
    "play-hand",
    "play-hand-over",
    "play-hand-of",
    "rules-win-same_type",
    "rules-win-different_types",
    "rules-win-any",
    "rules-win-or",
    "why-won",
    "why-won-last",
    "why-others",
    "find-tile-won",
    "find-tile-away",
    "find-tile-rule",
    "find-tile-rule-away",
    "standing-won",
    "standing-won-type",
    "status-over",
    "option-limousine-count",
    "option-limousine-count-at",
    "help-limousine-order",
    "help-murder",
    "find-type",
    "find-type-away",
    "play-no-draw-lead",
    "option-group-marked",
    "option-group-fifth",
    "option-group-last",
];

pub struct Terminal<'a> {
    pub n: Narrator<'a>,
}

fn num(n: usize) -> Arg {
    Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
}

impl Terminal<'_> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.n.locale.text(id, args)
    }

    fn cards(&self, cards: &[CardId]) -> String {
        if cards.is_empty() {
            return self.t("play-none", &[]);
        }
        cards.iter().map(|&c| self.n.card_name(c)).collect::<Vec<_>>().join(", ")
    }

    /// One player's cards at a tile as the viewer sees them.
    fn group(&self, v: &View<'_>, seat: Seat, tile: TileId) -> String {
        self.seen(&v.group(seat, tile))
    }

    /// Cards of a group as the viewer sees them: "Blue 13, face-down Red 3".
    fn seen(&self, cards: &[(Option<CardId>, bool)]) -> String {
        cards
            .iter()
            .map(|&(card, up)| match (card, up) {
                (Some(c), true) => self.n.card_name(c),
                (Some(c), false) => self.t("play-face-down-known", &[("card", self.n.card(c))]),
                (None, _) => self.t("play-face-down", &[]),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Another player's shootout token at `tile`: the seat's fifth card there takes none
    /// (4.1 Action II; RULINGS.md: one token per establishment).
    fn token_holder(&self, v: &View<'_>, tile: TileId) -> Option<Seat> {
        v.token(tile).filter(|&h| h != v.seat)
    }

    /// Whether the seat's next card at a tile would be its fifth there, the one that takes a
    /// shootout token (4.1 Action II).
    fn fifth(&self, v: &View<'_>, tile: TileId) -> bool {
        v.group(v.seat, tile).len() + 1 == usize::from(v.content.rules.shootout_at)
    }

    /// Where a card played now would be the seat's fifth, taking a free shootout token, or its
    /// last chance before another player's shootout, as a group's line says them: "your fifth at
    /// A; last chance at B"; empty where neither.
    fn play_marks(&self, v: &View<'_>) -> String {
        let room = |t: &TileId| v.group(v.seat, *t).len() < usize::from(v.content.rules.max_cards);
        let open: Vec<TileId> = v.tiles().into_iter().filter(room).collect();
        let names = |tiles: Vec<TileId>| tiles.iter().map(|&t| self.n.tile_name(t)).collect::<Vec<_>>().join(", ");
        let fifth: Vec<TileId> =
            open.iter().copied().filter(|&t| self.fifth(v, t) && self.token_holder(v, t).is_none()).collect();
        let last: Vec<TileId> = open.iter().copied().filter(|&t| self.token_holder(v, t).is_some()).collect();
        let mut marks = Vec::new();
        if !fifth.is_empty() {
            marks.push(self.t("option-group-fifth", &[("tiles", names(fifth).into())]));
        }
        if !last.is_empty() {
            marks.push(self.t("option-group-last", &[("tiles", names(last).into())]));
        }
        marks.join("; ")
    }

    /// How the seat's next card at a tile would lie (4.1 Action II).
    fn next_face(&self, v: &View<'_>, tile: TileId) -> &'static str {
        match v.content.face(tile, v.group(v.seat, tile).len()) {
            Face::Up => "up",
            Face::Down => "down",
        }
    }
}

impl Terminal<'_> {
    /// Each seat's cards before `tile`, a line each after `indent`, for the seats that have any.
    fn groups_at(&self, v: &View<'_>, tile: TileId, indent: &str, out: &mut String) {
        for i in 0..v.seats() {
            let seat = Seat(i as u8);
            if !v.group(seat, tile).is_empty() {
                let mut line = self
                    .t("play-tile-group", &[("seat", self.n.seat(seat)), ("cards", self.group(v, seat, tile).into())]);
                // Cards the seat knows all of make a hand it can read (5.0): its own, or a
                // group lying face up; the part it knows of another, what it makes at least.
                if let Some(label) = self.group_label(v, &v.group(seat, tile)) {
                    line.push_str(&label);
                }
                let _ = writeln!(out, "{indent}{line}");
            }
        }
    }

    /// The turn, then every face-up establishment with the cards before it as `v`'s seat sees
    /// them.
    pub fn table(&self, v: &View<'_>) -> String {
        let mut out = String::new();
        let pending = v.special_pending();
        // Once the game is over nobody is to play: who won, where the turn line stood (6.0).
        let (id, seat) = match v.winner() {
            Some(winner) => ("status-over", winner),
            None => ("play-turn", v.current()),
        };
        let args = [
            ("turn", Arg::Num(i64::from(v.turn()))),
            ("seat", self.n.seat(seat)),
            ("actions", Arg::Num(i64::from(v.actions_left()))),
            // A special card's questions still to answer: its action is spent, but the turn is
            // not over (4.1).
            ("pending", if pending.is_some() { "yes" } else { "no" }.into()),
            ("special", pending.map_or(Arg::Str(String::new()), |c| self.n.card(c))),
            ("deck", num(v.deck_left())),
            ("tiles", num(v.tiles_left())),
        ];
        let _ = writeln!(out, "{}", self.t(id, &args));
        for tile in v.tiles() {
            let _ = writeln!(out, "  {}", self.tile_head(v, tile));
            self.groups_at(v, tile, "      ", &mut out);
        }
        out
    }

    /// Every seat's establishments won and cards in hand, and the discard pile; `you` marks the
    /// viewing seat.
    pub fn standings(&self, v: &View<'_>, you: bool) -> String {
        let mut out = String::new();
        for i in 0..v.seats() {
            let seat = Seat(i as u8);
            let won: Vec<String> = v.won(seat).iter().map(|&t| self.n.tile_name(t)).collect();
            // How many types among them: what "4 different establishments" counts (6.0).
            let types = v.content.count_by_type(v.won(seat)).iter().filter(|&&n| n > 0).count();
            let mut line = self.t(
                "play-standing",
                &[
                    ("seat", self.n.seat(seat)),
                    ("count", num(won.len())),
                    ("types", num(types)),
                    ("tiles", won.join(", ").into()),
                    ("hand", num(v.hand_size(seat))),
                ],
            );
            if you && seat == v.seat {
                line.push_str(&self.t("play-you", &[]));
            }
            let _ = writeln!(out, "  {line}");
        }
        let _ = writeln!(out, "  {}", self.discard_line(v));
        out
    }

    /// The face-up discard pile (RULINGS.md) in one line: its size and its top card; `board
    /// discard` shows all of it ([`Terminal::discard_found`]).
    fn discard_line(&self, v: &View<'_>) -> String {
        match v.discard_pile().last() {
            Some(&top) => {
                self.t("play-discard-pile", &[("count", num(v.discard_pile().len())), ("top", self.n.card(top))])
            }
            None => self.t("play-discard-empty", &[]),
        }
    }

    /// The ways to win as set (6.0; the quick game's, 6.0 Note, when it is on), in words: "A, B
    /// or C".
    /// One condition of victory, with its number (6.0): "3 establishments of one type".
    fn win_condition(&self, w: WinCondition) -> String {
        match w {
            WinCondition::SameType(n) => self.t("rules-win-same_type", &[("n", Arg::Num(i64::from(n)))]),
            WinCondition::DifferentTypes(n) => self.t("rules-win-different_types", &[("n", Arg::Num(i64::from(n)))]),
            WinCondition::Any(n) => self.t("rules-win-any", &[("n", Arg::Num(i64::from(n)))]),
        }
    }

    /// The poker hands, strongest first, as the rulebook lists them (Les mains de poker), each
    /// with what makes it: "Chicago Poker" and the rainbow straight are this game's own, and a
    /// newcomer need not know poker.
    fn hands(&self) -> String {
        let names: Vec<String> = Category::ALL
            .iter()
            .map(|c| {
                let id = format!("hand-{}", c.key());
                self.t(
                    "rules-hand",
                    &[("hand", self.t(&id, &[]).into()), ("rule", self.t(&format!("{id}.rule"), &[]).into())],
                )
            })
            .collect();
        names.join(" > ")
    }

    pub fn win_conditions(&self) -> String {
        let mut ways: Vec<String> =
            self.n.content.rules.win_conditions().iter().map(|w| self.win_condition(*w)).collect();
        match ways.pop() {
            Some(last) if !ways.is_empty() => {
                self.t("rules-win-or", &[("first", ways.join(", ").into()), ("last", last.into())])
            }
            last => last.unwrap_or_default(),
        }
    }

    /// An establishment's name, with whose shootout token lies on it (5.0), as the status and
    /// the look-ups head it.
    fn tile_head(&self, v: &View<'_>, tile: TileId) -> String {
        let mut head = self.n.tile_name(tile);
        if let Some(owner) = v.token(tile) {
            head.push_str(&self.t("play-token", &[("seat", self.n.seat(owner))]));
        }
        head
    }

    /// What counts for a win (6.0) in `won`: how many establishments, of how many types, and
    /// how many of each type ("4 establishments of 3 types: Speakeasy ×2, Jazz club, Gambling
    /// hall"), types in the content's order.
    pub fn won_words(&self, won: &[TileId]) -> String {
        let held = self.n.types_won(won);
        let args = [("count", num(won.len())), ("types", num(held.len())), ("held", held.join(", ").into())];
        self.t("standing-won", &args)
    }

    /// The viewing seat's hand, in one line: what the page shows above its options, whose
    /// question says already when it is over the limit.
    pub fn hand_line(&self, v: &View<'_>) -> String {
        self.t("play-hand", &[("seat", self.n.seat(v.seat)), ("cards", self.cards(v.hand()).into())])
    }

    /// The viewing seat's hand, and whether it is over the limit.
    pub fn hand(&self, v: &View<'_>) -> String {
        let mut out = format!("{}\n", self.hand_line(v));
        if let Some(over) = self.hand_over(v) {
            out.push_str(&format!("{over}\n"));
        }
        out
    }

    /// Above the limit in its own turn (a draw it may still play back down, 4.1 Action I): what
    /// the seat is told on the hand line and on the action question after its draw (where the
    /// status is not printed again), not only in the draw's help.
    fn hand_over(&self, v: &View<'_>) -> Option<String> {
        let limit = usize::from(v.content.rules.hand_limit);
        (v.winner().is_none() && v.current() == v.seat && v.hand().len() > limit).then(|| {
            let args = [("count", num(v.hand().len())), ("over", num(v.hand().len() - limit)), ("limit", num(limit))];
            self.t("play-hand-over", &args)
        })
    }
}

impl crate::engine::game::Screen<ChicagoPoker> for Terminal<'_> {
    /// 6.0: the condition of victory met, with its number, or the last establishment won.
    fn why_won(&self, event: &Event) -> Option<String> {
        let Event::GameWon { seat, victory } = event else { return None };
        Some(match *victory {
            Victory::Condition(w) => {
                self.t("why-won", &[("seat", self.n.seat(*seat)), ("condition", self.win_condition(w).into())])
            }
            Victory::LastEstablishment => self.t("why-won-last", &[("seat", self.n.seat(*seat))]),
        })
    }

    /// 6.0: the establishments a player holds, by type, which the conditions of victory count.
    fn final_standing(&self, state: &State, seat: Seat) -> Option<String> {
        Some(self.won_words(&state.players.0.get(seat.index())?.won))
    }

    fn status(&self, v: &View<'_>) -> String {
        let mut out = self.table(v);
        out.push_str(&self.standings(v, true));
        if let Some(near) = self.one_away(v) {
            let _ = writeln!(out, "  {near}");
        }
        out.push_str(&self.hand(v));
        out
    }

    /// The Limousine's count says where it drives, chosen or the only place it could go.
    fn question(&self, v: &View<'_>, prompt: &str) -> String {
        if prompt == "limousine_count"
            && let Some((from, to)) = v.limousine_ride()
        {
            // What bounds the count: the cards in the group, and the room where it goes (4.1).
            let args = [
                ("from", self.n.tile(from)),
                ("to", self.n.tile(to)),
                ("group", Arg::Num(v.group(v.seat, from).len() as i64)),
                ("room", Arg::Num(v.room(to) as i64)),
                ("max", Arg::Num(i64::from(self.n.content.rules.max_cards))),
            ];
            return self.t("prompt-limousine_count-ride", &args);
        }
        // Which cards the limousine moves, before it is asked where to (4.1: "les 1, 2, 3 ou 4
        // dernières cartes qu'il avait jouées devant un établissement").
        if prompt == "limousine_to"
            && let Some(from) = v.limousine_pickup()
        {
            let most = self.n.content.specials.iter().find(|c| c.id == "limousine");
            let most = most.and_then(|c| c.params.get("max_cards")?.as_integer()).unwrap_or(4);
            let group = v.group(v.seat, from).len() as i64;
            let args = [("from", self.n.tile(from)), ("group", Arg::Num(group)), ("most", Arg::Num(most.min(group)))];
            return self.t("prompt-limousine_to-ride", &args);
        }
        // The first card the limousine sets down is not asked as the "next" one (4.1).
        if prompt == "limousine_order" && v.limousine_placed() == 0 {
            return self.t("prompt-limousine_order-first", &[]);
        }
        // The actions left, which the status above says only when it is printed again (4.1).
        let asked = self.t(&format!("prompt-{prompt}"), &[("actions", Arg::Num(i64::from(v.actions_left())))]);
        // Option 1 is the draw whenever it is offered: where it is not, the question says so at
        // once, after its first sentence (which a long list repeats under its options), the
        // options being numbered as ever (a habitual 1 played a Limousine), and why in the same
        // sentence (4.1 Action I): above the limit, the sentence that follows it says how many
        // to play. Said once: the lead and a sentence of its own repeated each other.
        let over = self.hand_over(v).filter(|_| prompt == "action");
        let asked = match v.no_draw().filter(|_| prompt == "action") {
            Some(why) => {
                let args = [
                    ("why", if over.is_some() { "over" } else { why }.into()),
                    ("count", num(v.hand().len())),
                    ("limit", Arg::Num(i64::from(self.n.content.rules.hand_limit))),
                ];
                format!("{asked} {}", self.t("play-no-draw-lead", &args))
            }
            None => asked,
        };
        let asked = match over {
            Some(over) => format!("{asked} {over}"),
            None => asked,
        };
        // Who is one establishment from winning, where a card played may stop it (6.0).
        match self.one_away(v).filter(|_| prompt == "action") {
            Some(near) => format!("{asked} {near}"),
            None => asked,
        }
    }

    fn option(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        match *c {
            // 4.1 Action I: "Lorsque la pioche est épuisée, la défausse est mélangée pour
            // constituer une nouvelle pioche": the deck empty, the option says so.
            Choice::Draw if v.deck_left() == 0 => {
                self.t("option-draw-reshuffle", &[("count", Arg::Num(v.discard_pile().len() as i64))])
            }
            Choice::Draw => self.t("option-draw", &[]),
            // A fifth card takes the establishment's shootout token when it is free (4.1 Action
            // II: "il prend l'un des pions Fusillade"), and none where another player holds it
            // (RULINGS.md: one token per establishment): the option says which.
            Choice::Play { card, tile } => {
                let fifth = self.fifth(v, tile);
                let token = match (fifth, self.token_holder(v, tile)) {
                    (false, _) => "no",
                    (true, Some(_)) => "held",
                    (true, None) => "free",
                };
                // Another seat's shootout here opens its next turn, before this seat's (5.0):
                // the last card it lays here, above all where the establishment ends the game.
                // That card and the fifth that calls the seat's own shootout say whom winning
                // it gives the game (6.0) and the hand they make against what the seat sees.
                let holder = self.token_holder(v, tile);
                let caller = holder.or((token == "free").then_some(v.seat));
                let args = [
                    ("card", self.n.card(card)),
                    ("tile", self.n.tile(tile)),
                    ("face", self.next_face(v, tile).into()),
                    ("fifth", token.into()),
                    ("first", if holder.is_some() { "yes" } else { "no" }.into()),
                    ("holder", holder.map_or(Arg::Str(String::new()), |h| self.n.seat(h))),
                    // Whatever the card, one whose establishment would give the seat the game
                    // says so (6.0), not the fifth alone.
                    (
                        "more",
                        caller
                            .map_or_else(
                                || self.stakes_here(v, tile, false),
                                |c| self.showdown(v, tile, card, c, false),
                            )
                            .into(),
                    ),
                ];
                self.t("option-play", &args)
            }
            // What the card does in short, where its language says it (`card-<id>.short`):
            // `help N` gives its whole text (4.1 "Cartes spéciales").
            Choice::Special { card } => match v.content.special_of(card) {
                Some(s) if self.n.locale.has(&format!("card-{}.short", s.id)) => {
                    let args = params(&s.params);
                    let args: Vec<(&str, Arg)> = args.iter().map(|(k, a)| (k.as_str(), a.clone())).collect();
                    let short = self.t(&format!("card-{}.short", s.id), &args);
                    let option =
                        self.t("option-special-short", &[("card", self.n.card(card)), ("short", short.into())]);
                    // A card that takes back from the discard pile (Corruption) finds nothing on
                    // an empty one (NOTES.md 3): the option says so, not `help N` alone.
                    if s.takes_back && v.discard_pile().is_empty() {
                        self.t("option-special-empty", &[("option", option.into())])
                    } else if let Some(useless) = useless(v, s) {
                        // A Limousine, Murder or Informer with nothing to act on (4.1; NOTES.md
                        // 3) says so, and that it is spent all the same.
                        let name = self.n.card(card);
                        self.t("option-special-useless", &[("name", name), ("card", useless.into())])
                    } else if let Some((from, to)) = v.only_limousine_ride().filter(|_| s.id == "limousine") {
                        // A Limousine with one group to pick up and one place to go (4.1): the
                        // option names that ride, which its questions then take without asking.
                        let args = [("card", self.n.card(card)), ("from", self.n.tile(from)), ("to", self.n.tile(to))];
                        self.t("option-special-only-ride", &args)
                    } else {
                        option
                    }
                }
                _ => self.t("option-special", &[("card", self.n.card(card))]),
            },
            Choice::Pass => self.t("option-pass", &[]),
            Choice::Reinforce { card } => self.t("option-reinforce", &[("card", self.n.card(card))]),
            Choice::SendNone => self.t("option-send-none", &[]),
            Choice::Player(s) => self.n.seat(s).into(),
            Choice::Establishment(t) => self.n.tile_name(t),
            // Murder takes the group's last card (4.1 "Meurtre"): the option names it, as the
            // seat sees it, and whose it is.
            Choice::Group { seat, tile } if prompt == "murder" => {
                let group = v.group(seat, tile);
                let (card, known) = match group.last() {
                    Some(&(Some(card), _)) => (self.n.card(card), "yes"),
                    _ => (Arg::Str(String::new()), "no"),
                };
                // The hand the group makes, where the seat knows every card of it, and what is
                // left of it once its last card goes: what the kill breaks (5.0).
                let drop = group
                    .iter()
                    .map(|&(c, _)| c)
                    .collect::<Option<Vec<CardId>>>()
                    .filter(|cards| cards.len() > 1)
                    .map(|cards| (category(v, &cards), category(v, &cards[..cards.len() - 1])))
                    .filter(|(before, after)| after < before);
                let hand = |c: Option<Category>| {
                    c.map_or(Arg::Str(String::new()), |c| self.t(&format!("hand-{}", c.key()), &[]).into())
                };
                self.t(
                    "option-murder",
                    &[
                        ("seat", self.n.seat(seat)),
                        ("tile", self.n.tile(tile)),
                        ("card", card),
                        ("known", known.into()),
                        ("count", num(group.len())),
                        ("drops", if drop.is_some() { "yes" } else { "no" }.into()),
                        ("before", hand(drop.map(|d| d.0))),
                        ("after", hand(drop.map(|d| d.1))),
                    ],
                )
            }
            // The cards face down said apart: the Informer looks at those alone (4.1).
            Choice::Group { seat, tile } => {
                let group = v.group(seat, tile);
                let down = group.iter().filter(|(_, up)| !up).count();
                self.t(
                    "option-group",
                    &[
                        ("seat", self.n.seat(seat)),
                        ("tile", self.n.tile(tile)),
                        ("count", num(group.len())),
                        ("down", num(down)),
                    ],
                )
            }
            // Limousine (4.1): which cards that many are, and from where once the ride is known.
            Choice::Count(count) if prompt == "limousine_count" => match v.limousine_ride() {
                Some((from, _)) => {
                    let group = v.group(v.seat, from);
                    let last = &group[group.len().saturating_sub(usize::from(count))..];
                    let args = [
                        ("count", Arg::Num(i64::from(count))),
                        ("from", self.n.tile(from)),
                        ("cards", self.seen(last).into()),
                    ];
                    self.t("option-limousine-count-at", &args)
                }
                None => self.t("option-limousine-count", &[("count", Arg::Num(i64::from(count)))]),
            },
            Choice::Count(n) => n.to_string(),
            Choice::Card(card) => self.n.card_name(card),
        }
    }

    /// Corruption's pick from the discard pile, sixty cards and more late in a game, in the
    /// order they were discarded (4.1): grouped by value, the special cards apart, so that a
    /// seat after a 7 finds every 7 under one letter.
    fn option_group(&self, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
        match (prompt, c) {
            ("corruption", Choice::Card(card)) => Some(match v.content.card(*card).gangster() {
                Some(g) => self.t("option-group-value", &[("value", Arg::Num(i64::from(g.value)))]),
                None => self.t("option-group-special", &[]),
            }),
            // A hand of seven on six establishments lists forty cards' places: grouped at a
            // terminal by the card, which is what a player picks first from his hand, the
            // establishments being on the board above (4.1 Action II); drawing, the special
            // cards and the end of the turn stay listed alone.
            // A group folds its options: its line says where a card played is the seat's fifth,
            // calling its shootout, or its last chance before another's (4.1 Action II, 5.0).
            ("action", Choice::Play { card, .. }) => {
                let group = self.t("option-group-play", &[("card", self.n.card(*card))]);
                let marks = self.play_marks(v);
                Some(if marks.is_empty() {
                    group
                } else {
                    self.t("option-group-marked", &[("group", group.into()), ("marks", marks.into())])
                })
            }
            _ => None,
        }
    }

    fn help(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        match *c {
            // Limousine (4.1): what moving that many does, where the ride is known.
            Choice::Count(count) if prompt == "limousine_count" => match v.limousine_ride() {
                Some((from, to)) => {
                    let rule = self.t(&format!("type-{}.rule", v.content.type_of(to).id), &[]);
                    self.t(
                        "help-limousine-count",
                        &[
                            ("count", Arg::Num(i64::from(count))),
                            ("from", self.n.tile(from)),
                            ("to", self.n.tile(to)),
                            ("rule", rule.into()),
                        ],
                    )
                }
                None => self.option(v, prompt, c),
            },
            // Limousine (4.1): "Il doit respecter les règles de placement des cartes, faces
            // visibles ou cachées, de l'établissement de destination": where the next card lies
            // there, counting the cards set down before it, and the type's rule.
            Choice::Card(card) if prompt == "limousine_order" => match v.limousine_ride() {
                Some((_, to)) => {
                    let position = v.group(v.seat, to).len() + v.limousine_placed();
                    let face = match v.content.face(to, position) {
                        Face::Up => "up",
                        Face::Down => "down",
                    };
                    let rule = self.t(&format!("type-{}.rule", v.content.type_of(to).id), &[]);
                    let args = [
                        ("card", self.n.card(card)),
                        ("face", face.into()),
                        ("to", self.n.tile(to)),
                        ("position", num(position + 1)),
                        ("rule", rule.into()),
                    ];
                    self.t("help-limousine-order", &args)
                }
                None => self.n.card_name(card),
            },
            // Murder (4.1 "Meurtre"): the option names the card; the help says what is particular
            // to taking it: it goes onto the face-up discard pile (RULINGS.md), seen by all if it
            // lay face down, and what the group keeps.
            Choice::Group { seat, tile } if prompt == "murder" => {
                let group = v.group(seat, tile);
                let (card, known) = match group.last() {
                    Some(&(Some(card), _)) => (self.n.card(card), "yes"),
                    _ => (Arg::Str(String::new()), "no"),
                };
                let args = [
                    ("card", card),
                    ("known", known.into()),
                    ("seat", self.n.seat(seat)),
                    ("tile", self.n.tile(tile)),
                    ("left", num(group.len().saturating_sub(1))),
                ];
                self.t("help-murder", &args)
            }
            Choice::Draw => self.t("help-draw", &[("limit", Arg::Num(i64::from(v.content.rules.hand_limit)))]),
            Choice::Play { card, tile } => {
                let kind = &v.content.type_of(tile).id;
                let rule = self.t(&format!("type-{kind}.rule"), &[]);
                let holder = self.token_holder(v, tile);
                // This card the fifth there, with the token free: it takes it now.
                let (held, caller) = match holder {
                    Some(h) => ("held", Some(h)),
                    None if self.fifth(v, tile) => ("fifth", Some(v.seat)),
                    None => ("none", None),
                };
                // The hand the seat's cards there make with this one, against what it sees of
                // the others' (5.0), and whom the shootout gives the game (6.0).
                let args = [
                    ("rule", rule.into()),
                    ("held", held.into()),
                    ("holder", holder.map_or(Arg::Str(String::new()), |h| self.n.seat(h))),
                    (
                        "more",
                        caller
                            .map_or_else(|| self.stakes_here(v, tile, true), |c| self.showdown(v, tile, card, c, true))
                            .into(),
                    ),
                ];
                self.t("help-play", &args)
            }
            // Corruption's pick from the discard pile: what taking a gangster does (4.1).
            Choice::Card(card) if prompt == "corruption" && v.content.special_of(card).is_none() => {
                self.t("help-corruption-card", &[("card", self.n.card_name(card).into())])
            }
            Choice::Special { card } | Choice::Card(card) => match v.content.special_of(card) {
                Some(s) => {
                    let args = params(&s.params);
                    let args: Vec<(&str, Arg)> = args.iter().map(|(k, a)| (k.as_str(), a.clone())).collect();
                    let text = self.t(&format!("card-{}.text", s.id), &args);
                    // What it does played with nothing to act on (NOTES.md 3), for a card that
                    // can find nothing (Revolver always acts: its texts say nothing of it).
                    let nothing = format!("card-{}.nothing", s.id);
                    let nothing =
                        if self.n.locale.has(&nothing) { format!(" {}", self.t(&nothing, &[])) } else { String::new() };
                    let args =
                        [("card", self.n.card_name(card).into()), ("text", text.into()), ("nothing", nothing.into())];
                    self.t("help-special", &args)
                }
                None => self.n.card_name(card),
            },
            Choice::Pass => self.t("help-pass", &[]),
            Choice::Reinforce { .. } | Choice::SendNone => self.t("help-reinforce", &[]),
            _ => self.option(v, prompt, c),
        }
    }

    /// The establishments whose name or type holds the words, or one of the everyday words
    /// for their type (`type-<id>.words`: "tripot", "gambling", "speelhol", the type's name in
    /// the game's other languages), face up ones first; the discard pile for its name in the
    /// language (or "discard").
    fn find(&self, v: &View<'_>, words: &str) -> Option<String> {
        self.found(v, words)
    }

    /// The establishments on the table `board <words>` found ([`Self::tiles_named`]), as the
    /// picture's `data-at` names them: the browser table outlines them beside the answer.
    fn found_marks(&self, v: &View<'_>, words: &str) -> Vec<String> {
        self.found_places(v, words)
    }

    /// The ways to win as set (6.0), the actions of a turn and what they are (4.1), and the
    /// shootout a fifth card sets off (4.1 Action II, 5.0).
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        let r = &self.n.content.rules;
        vec![
            ("conditions", self.win_conditions().into()),
            ("actions", Arg::Num(i64::from(r.actions))),
            ("hand_limit", Arg::Num(i64::from(r.hand_limit))),
            ("max_cards", Arg::Num(i64::from(r.max_cards))),
            ("shootout_at", Arg::Num(i64::from(r.shootout_at))),
            // Les mains de poker: the list a shootout's "lower in the list" refers to.
            ("hands", self.hands().into()),
            // 2.2.1: the gangsters the hands are made of, as the content deals them.
            ("lowest", Arg::Num(i64::from(self.n.content.values.lowest))),
            ("highest", Arg::Num(i64::from(self.n.content.values.highest))),
            ("colours", Arg::Num(i64::try_from(self.n.content.colours.len()).unwrap_or(i64::MAX))),
        ]
    }

    /// Each action changes the table: it is worth seeing before every one.
    fn shows_status_before(&self, prompt: &str) -> bool {
        prompt == "action"
    }

    /// The establishment an option is about, as the picture's `data-at` names it: where a
    /// gangster is played (4.1 Action II), the group a special card acts on or the Limousine's
    /// destination (4.1, the special cards), where the Limousine sets its next card down.
    fn marks(&self, v: &View<'_>, prompt: &str, c: &Choice) -> Vec<String> {
        let tile = match *c {
            Choice::Play { tile, .. } | Choice::Establishment(tile) | Choice::Group { tile, .. } => Some(tile),
            Choice::Card(_) if prompt == "limousine_order" => v.limousine_ride().map(|(_, to)| to),
            _ => None,
        };
        tile.map(|t| self.n.content.tile(t).id.clone()).into_iter().collect()
    }
}

/// The card's id, when a special played now would find nothing to act on: the Limousine (its
/// smallest count), Murder and the Informer, each as its bundled script chooses its targets.
fn useless(v: &View<'_>, s: &super::content::Special) -> Option<&'static str> {
    match s.id.as_str() {
        "limousine" if v.limousine_finds_nothing(min_cards(&s.params)) => Some("limousine"),
        "murder" if v.murder_finds_nothing() => Some("murder"),
        "informer" if v.informer_finds_nothing() => Some("informer"),
        _ => None,
    }
}

/// The kind of hand these cards make (Les mains de poker).
fn category(v: &View<'_>, cards: &[CardId]) -> Category {
    let gangsters: Vec<_> = cards.iter().filter_map(|&c| v.content.card(c).gangster()).collect();
    super::hand::rank(&gangsters).category
}

/// The fewest cards a Limousine moves, as its card prints it (`min_cards`), 1 where it does
/// not: "les 1, 2, 3 ou 4 dernières cartes" (4.1).
fn min_cards(params: &toml::Table) -> usize {
    params.get("min_cards").and_then(toml::Value::as_integer).and_then(|n| usize::try_from(n).ok()).unwrap_or(1)
}

mod find;
pub mod showdown;
pub mod threats;

#[cfg(test)]
mod group_tests;
#[cfg(test)]
mod showdown_tests;
#[cfg(test)]
mod stakes_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod threats_tests;
