//! What a seat at the terminal is shown, built only from its [`View`]: the board and the
//! standings, its own folder, the question and its numbered options, and help on each option.
//! The table in the browser puts its questions, options, help and `board` look-ups in these
//! words too.

use super::board::StreetId;
use super::choice::{Action, Choice, PoliceAction};
use super::defs::{Resource, Size, SquareKind};
use super::narrate::Narrator;
use super::state::{BusinessId, Card, GangsterId, Said, Where};
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;
use std::fmt::Write;

fn s(a: Arg) -> String {
    a.into()
}

/// Renders a seat's screen in the narrator's language.
pub struct Screen<'a> {
    pub n: &'a Narrator<'a>,
}

impl Screen<'_> {
    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.n.locale.text(id, args)
    }

    fn seat(&self, seat: Seat) -> String {
        s(self.n.seat(seat))
    }

    /// The public board and the standings, then the seat's own folder; before a drive or the
    /// first lot, in short (`drive_board.rs`), the whole of it one command away.
    pub fn status(&self, v: &View) -> String {
        if v.driving() || v.picking_start_lot() {
            return self.drive_board(v);
        }
        self.status_whole(v)
    }

    /// The public board and the standings, then the seat's own folder, all of it.
    pub fn status_whole(&self, v: &View) -> String {
        let mut out = self.heading(v);
        if let Some(map) = super::map::draw(v, &self.t("play-map-legend", &[])) {
            out.push_str(&map);
        }
        out.push_str(&self.standings(v, true));
        out.push_str(&self.folder(v));
        out
    }

    /// The round and where the police car stands.
    pub fn heading(&self, v: &View) -> String {
        let mut out = String::new();
        let police = match v.police_controller() {
            Some(c) => self.t("play-police", &[("street", self.n.street(v.police_at())), ("seat", self.n.seat(c))]),
            None => self.t("play-police-free", &[("street", self.n.street(v.police_at()))]),
        };
        // Before game round 1 the businesses and gangsters are being set out (3.2).
        let when = match v.round() {
            0 => self.t("play-board-setup", &[]),
            // Past the last action round the game round is in its trade round (4.1).
            round if v.action_round() > v.content.rules.action_rounds => {
                self.t("play-board-trade", &[("round", i64::from(round).into())])
            }
            round => self.t(
                "play-board",
                &[("round", i64::from(round).into()), ("action_round", i64::from(v.action_round()).into())],
            ),
        };
        let _ = writeln!(out, "{when}");
        let _ = writeln!(out, "  {police}");
        out
    }

    /// Every seat's public side (power, car, turf, cards in hand, businesses, started
    /// contracts) and the auction row; `you` marks the viewing seat.
    pub fn standings(&self, v: &View, you: bool) -> String {
        let mut out = String::new();
        for i in 0..v.seats() {
            let seat = Seat(i as u8);
            let mut line = self.t(
                "play-seat-line",
                &[
                    ("seat", self.n.seat(seat)),
                    ("power", v.power(seat).into()),
                    ("street", self.n.street(v.car_at(seat))),
                    ("placed", if v.car_on_board(seat) { "yes" } else { "no" }.into()),
                    ("car", (v.car_count(seat) as i64).into()),
                    ("turf", v.turf_count(seat).into()),
                    ("hand", (v.hand_size(seat) as i64).into()),
                ],
            );
            if v.in_garage(seat) {
                line.push_str(&self.t("play-in-garage", &[]));
            }
            // Election Day (8.1): who froze him, and until when.
            if let Some((by, no_income)) = v.frozen(seat) {
                let card = by.map_or_else(|| self.t("card-election_day", &[]).into(), |b| self.n.card(b.card));
                let played = by.and_then(|b| b.seat).map_or_else(|| "none".into(), |s| self.n.seat(s));
                let args = [("card", card), ("by", played), ("income", if no_income { "lost" } else { "done" }.into())];
                line.push_str(&self.t("play-frozen", &args));
            }
            if you && seat == v.seat() {
                line.push_str(&self.t("play-you", &[]));
            }
            let _ = writeln!(out, "  {line}");
            for b in v.businesses_of(seat) {
                let _ = writeln!(out, "      {}", self.business_line(v, b));
            }
            for c in v.started_contracts(seat) {
                let _ = writeln!(
                    out,
                    "      {}",
                    self.t("play-started-contract", &[("contract", self.n.contract_terms(c))])
                );
            }
        }
        if !v.auction_row().is_empty() {
            let names: Vec<String> = v.auction_row().iter().map(|&g| s(self.n.gangster(g))).collect();
            let _ = writeln!(out, "  {}", self.t("play-auction-row", &[("gangsters", names.join(", ").into())]));
        }
        out
    }

    /// A business of the standings: where it stands and how many gangsters guard it; one dealt
    /// at setup whose lot its owner has not chosen yet said so (3.2).
    fn business_line(&self, v: &View, b: BusinessId) -> String {
        let state = v.business(b);
        let mut line = match state.square {
            Some(sq) => self.t(
                "play-business-line",
                &[
                    ("business", self.n.business(b)),
                    ("square", self.n.square(sq)),
                    ("gangsters", (v.business_count(b) as i64).into()),
                ],
            ),
            None => self.t("play-business-unplaced", &[("business", self.n.business(b))]),
        };
        if state.closed {
            line.push_str(&self.t("play-closed", &[]));
        }
        line
    }

    /// The seat's own folder: money, resources, cards in hand, gangsters and where they are.
    pub fn folder(&self, v: &View) -> String {
        self.folder_as(v, true)
    }

    /// A seat's folder, told to the seat itself (`own`: "Your folder") or to an onlooker who
    /// sees every folder ("Player 2's folder").
    pub fn folder_as(&self, v: &View, own: bool) -> String {
        let me = v.me();
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            self.t(
                if own { "play-folder" } else { "play-folder-of" },
                &[
                    ("seat", self.n.seat(v.seat())),
                    ("money", self.n.money(me.money)),
                    ("resources", self.n.res(&me.resources))
                ]
            )
        );
        let events: Vec<String> = me.events.iter().map(|&e| s(self.n.card(Card::Event(e)))).collect();
        if !events.is_empty() {
            let _ = writeln!(out, "  {}", self.t("play-events", &[("cards", events.join(", ").into())]));
        }
        let contracts: Vec<String> =
            me.contracts.iter().filter(|c| !c.started).map(|c| s(self.n.contract_terms(c.card))).collect();
        if !contracts.is_empty() {
            let _ = writeln!(out, "  {}", self.t("play-contracts", &[("cards", contracts.join(", ").into())]));
        }
        let gangsters: Vec<String> = v
            .my_gangsters()
            .into_iter()
            .map(|(g, at)| {
                format!("{} ({})", s(self.n.gangster(g)), s(before_placement::place_words(self.n, v, g, at)))
            })
            .collect();
        if !gangsters.is_empty() {
            let key = if own { "play-gangsters" } else { "play-gangsters-of" };
            let _ = writeln!(
                out,
                "  {}",
                self.t(key, &[("seat", self.n.seat(v.seat())), ("gangsters", gangsters.join(", ").into())])
            );
        }
        if let Some(note) = before_placement::placing_note(self.n, v) {
            let _ = writeln!(out, "  {note}");
        }
        out
    }

    /// The question, in words: `prompt-<key>`, or for a card's own question its own message
    /// (`prompt-card-<key>`, given the words its script gave) or else the card's name.
    pub fn question(&self, v: &View, prompt: &str) -> String {
        if prompt == "deal_accept"
            && let Some(d) = v.offer()
        {
            return self.t(
                "prompt-deal_accept",
                &[
                    ("from", self.n.seat(d.from)),
                    ("give", self.n.bundle(&d.give).into()),
                    ("get", self.n.bundle(&d.get).into()),
                ],
            );
        }
        if let Some(window) = prompt.strip_prefix("play_event:") {
            let when = self.t(&format!("window-{window}"), &[]);
            // Anytime cards come at the start of every player turn and in the trade round
            // (RULINGS.md "Events"): the question says which moment this is.
            if window == "anytime" {
                let (id, seat) = match v.turn_begun() {
                    Some(s) if s == v.seat() => ("prompt-play_event-own-turn", s),
                    Some(s) => ("prompt-play_event-turn", s),
                    None => ("prompt-play_event-trade", v.seat()),
                };
                return self.t(id, &[("window", when.into()), ("seat", self.n.seat(seat))]);
            }
            if let Some(fight) = self.fight_odds(v).filter(|_| window == "shootout_start") {
                return self.t("prompt-play_event-shootout", &[("fight", fight.into()), ("window", when.into())]);
            }
            return self.t("prompt-play_event", &[("window", when.into())]);
        }
        if let Some(key) = prompt.strip_prefix("card:") {
            // A mod may word its card's question (`prompt-card-<key>`); otherwise the question
            // names the card whose id the key starts with (`burglary_resource`: Burglary).
            // The words the card's script gave its question (`choose`'s fourth argument) are
            // the message's variables; a message naming words the script did not give (a
            // mod's script asking with three arguments) is passed over for the card's name.
            let said = self.card_question_words(v);
            let said: Vec<(&str, Arg)> = said.iter().map(|(k, a)| (k.as_str(), a.clone())).collect();
            if let Some(own) = self.n.locale.text_given(&format!("prompt-card-{key}"), &said) {
                return [own].into_iter().chain(self.steal_left_out(v, key)).collect::<Vec<_>>().join(" ");
            }
            let card = self.card_asking(v, key).map_or_else(|| key.replace('_', " "), |id| self.t(&id, &[]));
            let mut args = said;
            args.push(("card", card.into()));
            return self.t("prompt-card", &args);
        }
        if prompt == "deal_give" || prompt == "deal_ask" {
            let key = format!("prompt-{prompt}");
            // The question names the player the deal is with.
            return match v.offer() {
                Some(d) => {
                    let asked = self.t(&format!("{key}-to"), &[("to", self.n.seat(d.to))]);
                    if d.give.is_empty() && d.get.is_empty() {
                        asked
                    } else {
                        let so_far = self.t(
                            "deal-so-far",
                            &[("give", self.n.bundle(&d.give).into()), ("get", self.n.bundle(&d.get).into())],
                        );
                        format!("{asked} {so_far}")
                    }
                }
                None => self.t(&key, &[]),
            };
        }
        if prompt == "bid_gangster" || prompt == "bid_police" {
            return self.bid_question(v, prompt);
        }
        if (prompt == "move" || prompt == "move_police")
            && let Some(q) = self.move_question(v, prompt)
        {
            return q;
        }
        if prompt == "casualty"
            && let Some(q) = self.casualty_question(v)
        {
            return q;
        }
        if prompt == "start_square"
            && let Some(q) = self.start_lot_question(v)
        {
            return q;
        }
        if prompt == "place_gangster"
            && let Some(q) = self.place_question(v)
        {
            return q;
        }
        if let Some(q) = self.plain_question(v, prompt) {
            return q;
        }
        if prompt == "into_business"
            && let Some(b) = v.business_entered()
        {
            return self.t("prompt-into_business-named", &[("business", self.n.business(b))]);
        }
        if prompt == "confiscate"
            && let Some(r) = v.confiscating()
        {
            let what = self.t(&format!("resource-{}", r.key()), &[]);
            return self.t("prompt-confiscate-kind", &[("kind", r.key().into()), ("what", what.into())]);
        }
        // 5.2.5: an empty car attacks nothing; say so when there was something to attack.
        let rivals = if prompt == "action" && v.car_count(v.seat()) == 0 { v.rivals_here() } else { Vec::new() };
        if !rivals.is_empty() {
            let what: Vec<String> = rivals
                .into_iter()
                .map(|t| match self.n.target(t) {
                    Arg::Str(s) => s,
                    Arg::Num(n) => n.to_string(),
                })
                .collect();
            // "X or Y" (and "X, Y or Z"): any one of them, had the car held a gangster.
            let what = match what.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    self.t("list-or", &[("first", rest.join(", ").into()), ("last", last.clone().into())])
                }
                _ => what.concat(),
            };
            return self.with_gas(v, prompt, self.t("prompt-action-unarmed", &[("what", what.into())]));
        }
        let key = format!("prompt-{prompt}");
        if self.n.locale.has(&key) { self.with_gas(v, prompt, self.t(&key, &[])) } else { prompt.to_string() }
    }

    /// The words a card's script gave the question put to this seat, each in the reader's
    /// language: a player, gangster, business or street by name, resources counted.
    fn card_question_words(&self, v: &View) -> Vec<(String, Arg)> {
        v.card_question()
            .iter()
            .map(|(name, said)| {
                let arg = match said {
                    Said::Number(n) => (*n).into(),
                    Said::Text(t) => t.clone().into(),
                    Said::Player(p) => self.n.seat(*p),
                    Said::Gangster(g) => self.n.gangster(*g),
                    Said::Business(b) => self.n.business(*b),
                    Said::Street(st) => self.n.street(*st),
                    Said::Resources(r) => self.n.res(r),
                };
                (name.clone(), arg)
            })
            .collect()
    }

    /// Where a car drives (5.1) or the police car (5.3): how far it may go from where it
    /// stands, and why (the die, the best driver's bonus, the police car's), so the list of
    /// streets that follows reads as every street within reach.
    fn move_question(&self, v: &View, prompt: &str) -> Option<String> {
        let rules = &v.content.rules;
        let (die, from, bonus, why) = if prompt == "move_police" {
            let die = i64::from(v.last_roll(super::event::Why::PoliceMovement)?);
            let why = self.t("move-why-police", &[("die", die.into()), ("bonus", rules.police_bonus.into())]);
            (die, v.police_at(), rules.police_bonus, why)
        } else {
            let die = i64::from(v.last_roll(super::event::Why::Movement)?);
            // Only the best driver counts (8.2, Jack Rabbit).
            let driver = v
                .my_gangsters()
                .into_iter()
                .filter(|&(g, at)| at == Where::Car && v.gangster_card(g).drive > 0)
                .max_by_key(|&(g, _)| (v.gangster_card(g).drive, std::cmp::Reverse(g)));
            let (bonus, why) = match driver {
                Some((g, _)) => {
                    let bonus = v.gangster_card(g).drive;
                    let args = [("die", die.into()), ("bonus", bonus.into()), ("gangster", self.n.gangster(g))];
                    (bonus, self.t("move-why-driver", &args))
                }
                // With no driver, the die alone still says how far (5.1).
                None => (0, self.t("move-why-die", &[("die", die.into())])),
            };
            (die, v.car_at(v.seat()), bonus, why)
        };
        let args = [
            ("allowed", (die + bonus).into()),
            ("street", self.n.street(from)),
            ("why", why.into()),
            // 5.3: whether the car may still act where it stops, said before it drives.
            ("left", i64::from(v.police_actions_left()).into()),
        ];
        let mut q = self.t(&format!("prompt-{prompt}-reach"), &args);
        // The board above a drive is in short: the question says how to see all of it.
        let whole = if prompt == "move" { self.t("prompt-move-board", &[]) } else { String::new() };
        if !whole.is_empty() {
            q.push(' ');
            q.push_str(&whole);
        }
        Some(q)
    }

    /// The message id of the card asking a card's question: the card whose script asks it,
    /// as the seat's view holds it (The Reporter's `reporter_look`), else the card whose id
    /// the question's key starts with (`burglary_resource`: `card-burglary`), if a card of
    /// that id has a name.
    fn card_asking(&self, v: &View, key: &str) -> Option<String> {
        let asking = v.asking_card().map(|c| format!("card-{}", v.content.card_id(c)));
        if let Some(id) = asking.filter(|id| self.n.locale.has(id)) {
            return Some(id);
        }
        let parts: Vec<&str> = key.split('_').collect();
        (1..=parts.len()).rev().map(|n| format!("card-{}", parts[..n].join("_"))).find(|id| self.n.locale.has(id))
    }

    /// An amount of tokens taken (5.2.1) or confiscated (5.4.4), as the kind the question is
    /// about: "3 booze", "none (…still spends the action)".
    fn tokens_option(&self, v: &View, prompt: &str, n: i64) -> Option<String> {
        let kind = match prompt {
            "take_booze" => Resource::Booze,
            "take_girls" => Resource::Girls,
            "take_henchmen" => Resource::Henchmen,
            "confiscate" => v.confiscating()?,
            _ => return None,
        };
        let what = self.t(&format!("resource-count-{}", kind.key()), &[("n", n.into())]);
        let key = match (prompt, n) {
            ("confiscate", 0) => "choice-confiscate-none",
            (_, 0) => "choice-tokens-none",
            ("confiscate", _) => "choice-confiscate",
            _ => "choice-take",
        };
        Some(self.t(key, &[("what", what.into())]))
    }

    /// Whether a drive (`move`, `move_police`) to street `st` stays where the car, or the police
    /// car, stands.
    fn stays(v: &View, prompt: &str, st: StreetId) -> bool {
        if prompt == "move_police" { v.police_at() == st } else { v.car_at(v.seat()) == st }
    }

    /// One option of the question `prompt`, in a short line.
    pub fn option(&self, v: &View, prompt: &str, c: &Choice) -> String {
        let g = |g: GangsterId| self.n.gangster(g);
        if prompt.starts_with("deal") {
            match *c {
                Choice::Done if prompt == "deal" => return self.t("choice-no-deal", &[]),
                Choice::Amount(n) => return self.t("choice-more-money", &[("n", self.n.money(n))]),
                Choice::Resource(r) => {
                    let what = self.t(&format!("resource-count-{}", r.key()), &[("n", 1.into())]);
                    return self.t("choice-one-more", &[("what", what.into())]);
                }
                Choice::Card(card) => return s(self.n.card(card)),
                _ => {}
            }
        }
        if prompt.starts_with("bid")
            && let Choice::Amount(n) = *c
        {
            // Passing the bribe says that it costs nothing and ends this seat's bidding (6.4).
            let pass = if prompt == "bid_police" { "choice-pass-bribe" } else { "choice-pass" };
            return if n == 0 { self.t(pass, &[]) } else { self.t("choice-bid", &[("n", self.n.money(n))]) };
        }
        match *c {
            // 5.1, 5.3: one short row, the street named once (`drive.rs`).
            Choice::Street(st) => self.drive_option(v, prompt, st),
            Choice::Square(sq) if prompt == "start_square" => self.start_lot_option(v, sq),
            Choice::Square(sq) => self.t("choice-square", &[("square", self.n.square(sq))]),
            // 7.0: the action that would win the game says so (`win.rs`).
            Choice::Action(a) => {
                let line = match self.foreseen(v, &a) {
                    Some(numbers) => format!("{} — {numbers}{}", self.action(v, &a), self.attack_risk(v)),
                    None => self.action(v, &a),
                };
                self.with_win(v, a, line)
            }
            Choice::Police(p) => self.police(v, p),
            // Red hot tip's stake is money (8.3).
            Choice::Amount(n) if prompt == "card:stake" => s(self.n.money(n)),
            Choice::Amount(n) => {
                self.tokens_option(v, prompt, n).unwrap_or_else(|| self.t("choice-amount", &[("n", n.into())]))
            }
            // 5.2.6: where the gangster moves to, and what his card does there (`move_gangster.rs`).
            Choice::Gangster(id) if prompt == "move_gangster" && v.moving_at().is_some() => self.move_option(v, id),
            Choice::Gangster(id) => {
                let card = v.gangster_card(id);
                let text = self.t(&format!("card-{}.text", card.id), &[]);
                // A rival's gangster where everyone sees him (The pillow's hospital) names whose.
                match v.public_place(id) {
                    Some((Some(o), _)) if o != v.seat() => {
                        let whose = self.t("choice-gangster-of", &[("gangster", g(id)), ("seat", self.n.seat(o))]);
                        format!("{whose} — {text}{}", self.cost_behind(v, id))
                    }
                    _ => format!("{} — {text}{}", s(g(id)), self.cost_behind(v, id)),
                }
            }
            Choice::Place { gangster, to } => self.place_option(v, gangster, to),
            // 5.2.6: ending the pick-up says that the action is spent all the same.
            Choice::Done if prompt == "pick_up" => self.pick_up_done(v),
            // Declining an event card's window does nothing: "done" read as if a card were played.
            Choice::Done if prompt.starts_with("play_event:") => self.no_event_option(v, prompt),
            // 5.2.3: "done" before anyone went into the business just opened or won reads as
            // "nobody"; it leaves the business with no gangster to defend it (5.2.5 c).
            Choice::Done
                if prompt == "into_business" && v.business_entered().is_some_and(|b| v.business_count(b) == 0) =>
            {
                self.t("choice-done-into-empty", &[])
            }
            Choice::Done => self.t("choice-done", &[]),
            // 8.1: what freezing each opponent is worth (`election.rs`).
            Choice::Player(p) if prompt == "card:election_day" => self.election_day_option(v, p),
            Choice::Player(p) if prompt.strip_prefix("card:") == Some(steal::STEAL_CARD) => self.steal_target(v, p),
            Choice::Player(p) if prompt == "card:break_and_enter" => self.rob_target(v, p),
            // A card aimed at a rival (Out of gas, Burglary): his power points say who leads (1.2).
            Choice::Player(p) if prompt.starts_with("card:") => {
                let who = self.t("choice-player-power", &[("seat", self.n.seat(p)), ("points", v.power(p).into())]);
                if prompt == "card:the_rat" { self.rat_victim(v, who, p) } else { who }
            }
            Choice::Player(p) => self.seat(p),
            Choice::Business(b) => s(self.n.business(b)),
            Choice::Resource(r) => {
                let what = self.t(&format!("resource-{}", r.key()), &[]);
                // Burglary (8.1): the burglar picks each resource, so each says how many of
                // that kind the victim has left (the words its script gives the question).
                let left = v.card_question().iter().find_map(|(name, said)| match said {
                    Said::Resources(left) if name == "left" && prompt == "card:burglary_resource" => Some(*left),
                    _ => None,
                });
                match left {
                    Some(left) => self.t("choice-steal-resource", &[("what", what.into()), ("n", left.get(r).into())]),
                    None => what,
                }
            }
            // An event card says in short what it does, when its language has the words for it
            // (`card-<id>-short`: a mod's new card may have none; `help N` gives its text). A
            // card about the auction row (An old favor) has option words of its own
            // (`card-<id>-option`) naming the gangsters in the row now: with one only, its
            // "which gangster?" is never asked, and he was first named as he was taken.
            Choice::Card(card @ Card::Event(e)) => {
                let own = format!("card-{}-option", v.content.events[usize::from(e)].id);
                let does = if self.n.locale.has(&own) {
                    let row: Vec<String> = v.auction_row().iter().map(|&g| s(self.n.gangster(g))).collect();
                    // The police cards say whom the police serve now and what is left of
                    // their action (8.1, The feds are in town, Friends on the inside).
                    let police = v.police_controller().map_or_else(|| "none".into(), |c| self.n.seat(c));
                    let mine = if v.police_controller() == Some(v.seat()) { "yes" } else { "no" };
                    let args = [
                        ("auction", row.join(", ").into()),
                        ("count", Arg::Num(row.len() as i64)),
                        ("police", police),
                        ("mine", mine.into()),
                        ("left", i64::from(v.police_actions_left()).into()),
                    ];
                    Some(self.t(&own, &args))
                } else {
                    self.rat_option(v, e).or_else(|| self.fallen_option(v, e, prompt)).or_else(|| self.n.event_short(e))
                };
                // 8.1: a card adding to the rolls says what it makes of this fight (`chance.rs`).
                let change = self.fight_card_change(v, e).or_else(|| self.backdoor_change(v, e));
                let does = does.map(|d| d + change.unwrap_or_default().as_str());
                match does {
                    Some(does) => self.t("choice-card-does", &[("card", self.n.card(card)), ("does", does.into())]),
                    None => self.t("choice-card", &[("card", self.n.card(card))]),
                }
            }
            Choice::Card(card) => self.t("choice-card", &[("card", self.n.card(card))]),
            Choice::Yes => self.t("choice-yes", &[]),
            Choice::No => self.t("choice-no", &[]),
        }
    }

    /// What a destination street has beside what can be done there: its garage, hospital
    /// or police department, the businesses by it that no option of `prompt` names (the
    /// seat's own among them), and the cars standing on it that no option names (another
    /// player's car a drive-by or a bust cannot reach, the police car).
    fn landmarks(&self, v: &View, prompt: &str, st: StreetId) -> Vec<String> {
        let board = &v.content.board;
        let mut out = Vec::new();
        for &sq in board.squares_at(st) {
            match board.square(sq).kind {
                kind @ (SquareKind::Garage | SquareKind::Hospital | SquareKind::Police) => {
                    let key = match kind {
                        SquareKind::Garage => "choice-street-garage",
                        SquareKind::Hospital => "choice-street-hospital",
                        _ => "choice-street-police",
                    };
                    out.push(self.t(key, &[("square", self.n.square(sq))]));
                }
                SquareKind::Business => {
                    let Some(b) = v.business_on(sq) else { continue };
                    let named = if prompt == "move_police" {
                        v.police_targets_at(st).contains(&PoliceAction::Raid(b))
                    } else {
                        let actions = v.actions_at(st);
                        actions.contains(&Action::AttackBusiness(b)) || actions.contains(&Action::MoveGangsters(b))
                    };
                    match v.business(b).owner {
                        _ if named => {}
                        Some(owner) if owner == v.seat() => {
                            out.push(self.t("choice-street-own-business", &[("business", self.n.business(b))]));
                        }
                        Some(owner) => out.push(self.t(
                            "choice-street-business",
                            &[("business", self.n.business(b)), ("seat", self.n.seat(owner))],
                        )),
                        None => {}
                    }
                }
                _ => {}
            }
        }
        let named = |seat: Seat| {
            if prompt == "move_police" {
                v.police_targets_at(st).contains(&PoliceAction::Bust(seat))
            } else {
                v.actions_at(st).contains(&Action::DriveBy(seat))
            }
        };
        for i in 0..v.seats() {
            let seat = Seat(i as u8);
            if v.car_at(seat) == st
                && !v.in_garage(seat)
                && !named(seat)
                && (seat != v.seat() || prompt == "move_police")
            {
                out.push(self.t("choice-street-car", &[("seat", self.n.seat(seat))]));
            }
        }
        if prompt != "move_police" && v.police_at() == st {
            out.push(self.t("find-police-car", &[]));
        }
        out
    }

    fn action(&self, v: &View, a: &Action) -> String {
        match *a {
            Action::Pass => self.t("action-pass", &[]),
            Action::TakeResources(sq) => {
                self.t("action-take-resources", &[("square", self.n.square(sq)), ("what", self.n.res(&v.tokens(sq)))])
            }
            // What a turf square pays every trade round (6.1).
            Action::ClaimTurf(sq) => {
                let line = match (v.turf_owner(sq), self.turf_income(v)) {
                    (Some(owner), turf_income) => self.t(
                        "action-take-over-turf",
                        &[
                            ("square", self.n.square(sq)),
                            ("owner", self.n.seat(owner)),
                            ("cost", self.takeover_cost(v)),
                            ("income", turf_income),
                        ],
                    ),
                    (None, turf_income) => {
                        self.t("action-claim-turf", &[("square", self.n.square(sq)), ("income", turf_income)])
                    }
                };
                match self.respect_change(v, sq, Some(v.seat())) {
                    Some(tie) => format!("{line} — {tie}"),
                    None => line,
                }
            }
            Action::OpenBusiness { square, business } => self.t(
                "action-open-business",
                &[
                    ("business", self.n.business(business)),
                    ("facts", self.business_facts(v, business).into()),
                    ("square", self.n.square(square)),
                    ("cost", self.n.res(&v.opening_cost(business))),
                ],
            ),
            Action::StartContract(c) => self.t("action-start-contract", &[("contract", self.n.contract_terms(c))]),
            Action::CompleteContract(c) => self.t(
                "action-complete-contract",
                &[("contract", self.n.contract(c)), ("prize", self.contract_prize(v, c).into())],
            ),
            Action::DriveBy(seat) => self.t(
                "action-drive-by",
                &[
                    ("seat", self.n.seat(seat)),
                    ("empty", empty(v, seat)),
                    ("wins", self.drive_by_prize(v, seat).into()),
                ],
            ),
            // Whose it is (5.2.5), and whether the police closed it (5.4.1): `attack_notes.rs`.
            Action::AttackBusiness(b) => self.attack_business(v, b, "action-attack-business"),
            Action::MoveGangsters(b) => self.t("action-move-gangsters", &[("business", self.n.business(b))]),
            Action::FreeFromJail => self.t("action-free-from-jail", &[]),
            Action::PickUpFromHospital => self.t("action-pick-up", &[]),
        }
    }

    /// What a business marker is worth (1.2, 6.1): its size and kind, its power points, its
    /// income and its monopoly income.
    fn business_facts(&self, v: &View, b: BusinessId) -> String {
        let marker = &v.content.businesses[usize::from(b.0)];
        let size = v.content.rules.size(marker.size);
        let rivals = self.monopoly_rivals(v, b);
        let size_key = match marker.size {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        };
        self.t(
            "business-facts",
            &[
                ("size", size_key.into()),
                ("kind", self.t(&format!("kind-{}", marker.kind.key()), &[]).into()),
                ("power", size.power.into()),
                ("income", self.n.money(size.income)),
                ("monopoly", self.n.money(size.monopoly)),
                rivals[0].clone(),
                rivals[1].clone(),
                rivals[2].clone(),
                rivals[3].clone(),
            ],
        )
    }

    fn police(&self, v: &View, p: PoliceAction) -> String {
        match p {
            PoliceAction::Pass => self.t("police-pass", &[]),
            // Whose business the police would raid (5.4.1).
            PoliceAction::Raid(b) => {
                let owner = v.business(b).owner.map_or_else(|| self.t("nothing", &[]).into(), |o| self.n.seat(o));
                let line = self.t("police-raid", &[("business", self.n.business(b)), ("seat", owner)]);
                format!("{line}{}", self.raid_stake(v, b))
            }
            PoliceAction::Bust(seat) => {
                let line = self.t("police-bust", &[("seat", self.n.seat(seat)), ("empty", empty(v, seat))]);
                format!("{line}{}", self.bust_loses(v, seat))
            }
            // What it does to the local respect marker (5.2.2, 5.4.3).
            PoliceAction::ClearTurf(sq) => {
                let owner = v.turf_owner(sq).map_or_else(|| self.t("nothing", &[]).into(), |o| self.n.seat(o));
                let line = self.t("police-clear-turf", &[("square", self.n.square(sq)), ("owner", owner)]);
                match self.respect_change(v, sq, None) {
                    Some(change) => format!("{line} — {change}"),
                    None => line,
                }
            }
            PoliceAction::Confiscate(sq) => self.t("police-confiscate", &[("square", self.n.square(sq))]),
        }
    }
}

mod attack_notes;
#[cfg(test)]
mod attack_notes_tests;
mod auction;
pub(super) mod before_placement;
#[cfg(test)]
mod before_placement_tests;
#[cfg(test)]
mod bonus_words_tests;
#[cfg(test)]
mod bribe_discount_tests;
#[cfg(test)]
mod bribe_tests;
#[cfg(test)]
mod car_marks_tests;
mod car_seats;
#[cfg(test)]
mod car_seats_tests;
mod casualty;
#[cfg(test)]
mod casualty_tests;
mod chance;
#[cfg(test)]
mod contract_here_tests;
mod deal_help;
#[cfg(test)]
mod deal_help_tests;
mod defenders;
mod drive;
mod drive_board;
#[cfg(test)]
mod drive_board_tests;
#[cfg(test)]
mod drive_tests;
#[cfg(test)]
mod dutch_words_tests;
mod election;
#[cfg(test)]
mod event_tests;
mod fight_cards;
#[cfg(test)]
mod fight_cards_tests;
mod find;
#[cfg(test)]
mod forgery_tests;
#[cfg(test)]
mod gas_and_cost_tests;
mod help;
mod income;
#[cfg(test)]
mod jail_word_tests;
#[cfg(test)]
mod lot_tests;
mod marks;
mod monopoly;
#[cfg(test)]
mod monopoly_tests;
mod move_gangster;
mod odds;
#[cfg(test)]
mod odds_tests;
mod pick_up;
#[cfg(test)]
mod pick_up_tests;
mod placement;
mod placement_full;
#[cfg(test)]
mod placement_full_tests;
#[cfg(test)]
mod placement_tests;
#[cfg(test)]
mod places_tests;
#[cfg(test)]
mod placing_tests;
#[cfg(test)]
mod police_called_off_tests;
#[cfg(test)]
mod police_cards_tests;
#[cfg(test)]
mod police_spent_tests;
#[cfg(test)]
mod power_kept_tests;
#[cfg(test)]
mod powers_tests;
mod prize;
#[cfg(test)]
mod prize_tests;
#[cfg(test)]
mod questions_tests;
mod raid;
mod rat;
#[cfg(test)]
mod rat_tests;
#[cfg(test)]
mod reopen_bid_tests;
mod respect;
#[cfg(test)]
mod respect_tests;
#[cfg(test)]
mod rule_seen_tests;
mod start_lot;
#[cfg(test)]
mod start_lot_tests;
mod steal;
mod terminal;
pub use terminal::Terminal;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod turf_cost_tests;
#[cfg(test)]
mod unarmed_tests;
mod win;
#[cfg(test)]
mod win_tests;
#[cfg(test)]
mod wording_tests;
#[cfg(test)]
mod words_tests;
mod worth;
#[cfg(test)]
mod worth_tests;

/// Whether a car has no gangster in it, for the options that attack or bust it: one lost
/// round loses an empty car (5.2.5) and a bust of it jails nobody (5.4.2).
fn empty(v: &View, seat: Seat) -> Arg {
    if v.car_count(seat) == 0 { "yes" } else { "no" }.into()
}
