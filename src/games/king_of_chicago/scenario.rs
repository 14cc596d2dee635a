//! Scenario files: set up any position, fix the dice and the cards to come, script the
//! decisions, run one action, one shootout, one police turn, one player turn, one trade round
//! or a whole game, and print the log and the final state. Tests snapshot that output; a new
//! case is a new file under `tests/scenarios/`.
//!
//! ```toml
//! description = "Clean Gene: police actions against where he sits fail (8.2)."
//! seats = 2
//! expect = ["a card decides it, nothing found"]   # text the narration must contain
//!
//! [[player]]                      # one table per seat, in seating order
//! money = 1000
//! car = "pawn_shop"               # parked on the street square of this square
//! gangsters = { car = ["clean_gene"], jail = [], hospital = [], folder = [] }
//! businesses = [{ id = "booze_bash", lot = "b10", gangsters = ["knuckles"] }]
//!
//! [police]
//! at = "pawn_shop"
//! controller = 2
//!
//! [run]
//! what = "police_action"          # action, police_action, shootout, turn, police_turn, trade_round, game
//! seat = 2
//! choice = "police:raid booze_bash"
//! ```

use super::KingOfChicago;
use super::board::{SquareId, StreetId};
use super::choice::{Action, Choice, PoliceAction};
use super::content::Content;
use super::defs::{Res3, Resource};
use super::event::Target;
use super::narrate::Narrator;
use super::rules::setup::new_game;
use super::rules::{Match, MatchOptions};
use super::state::*;
use crate::engine::decision::Decider;
use crate::engine::deck::Deck;
use crate::engine::locale::Locale;
use crate::engine::scenario::{AnswerDef, Expect, Ran, ScriptedSeat, defaults};
use crate::engine::seat::Seat;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// The game (`king-of-chicago`, the default for files that do not say).
    #[serde(default)]
    pub game: Option<String>,
    pub description: String,
    #[serde(default = "defaults::two")]
    pub seats: usize,
    #[serde(default = "defaults::one")]
    pub seed: u64,
    /// What must and must not happen (`engine::scenario::Expect`): narration texts, or a
    /// table of narration, `not`, `in_order`, `events`, `no_events` and `state`.
    #[serde(default)]
    pub expect: Expect,
    #[serde(default)]
    pub player: Vec<PlayerDef>,
    #[serde(default)]
    pub tokens: BTreeMap<String, Res3>,
    pub police: Option<PoliceDef>,
    /// The auction row, first to be auctioned first.
    #[serde(default)]
    pub auction: Vec<String>,
    /// The cards to come, top first (gangster, event and contract ids; resource card ids).
    pub deck: Option<Vec<String>>,
    /// The dice to come, in order; then the seeded generator takes over.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Scripted answers by seat ("1", "2"...), in order: an option's text answers the seat's
    /// next question; `{ prompt = "...", choice = "..." }` answers its next question with that
    /// prompt.
    #[serde(default)]
    pub decisions: BTreeMap<String, Vec<AnswerDef>>,
    /// When a seat's answers run out: "first" option, or "fail".
    #[serde(default = "defaults::first")]
    pub then: String,
    pub clock: Option<ClockDef>,
    pub run: RunDef,
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    pub money: Option<i64>,
    pub resources: Option<Res3>,
    /// A square (the car parks on its street square) or a street square id.
    pub car: Option<String>,
    /// The garage the car waits in.
    pub garage: Option<String>,
    #[serde(default)]
    pub gangsters: GangstersDef,
    #[serde(default)]
    pub businesses: Vec<BusinessDef>,
    #[serde(default)]
    pub turf: Vec<String>,
    #[serde(default)]
    pub events: Vec<String>,
    #[serde(default)]
    pub contracts: Vec<ContractDef>,
    #[serde(default)]
    pub completed: Vec<String>,
    #[serde(default)]
    pub frozen: bool,
}

#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GangstersDef {
    #[serde(default)]
    pub car: Vec<String>,
    #[serde(default)]
    pub jail: Vec<String>,
    #[serde(default)]
    pub hospital: Vec<String>,
    #[serde(default)]
    pub folder: Vec<String>,
    #[serde(default)]
    pub graveyard: Vec<String>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BusinessDef {
    pub id: String,
    pub lot: String,
    #[serde(default)]
    pub gangsters: Vec<String>,
    #[serde(default)]
    pub closed: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContractDef {
    pub id: String,
    #[serde(default)]
    pub started: bool,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PoliceDef {
    pub at: Option<String>,
    pub controller: Option<u8>,
    #[serde(default = "defaults::one_u8")]
    pub actions: u8,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockDef {
    #[serde(default = "one_u32")]
    pub round: u32,
    #[serde(default = "defaults::one_u8")]
    pub action_round: u8,
    #[serde(default = "defaults::one_u8")]
    pub first: u8,
}

fn one_u32() -> u32 {
    1
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    pub what: String,
    /// The acting seat, 1-based.
    #[serde(default = "defaults::one_u8")]
    pub seat: u8,
    /// The action or police action to carry out ("action:driveby 2", "police:raid booze_bash").
    pub choice: Option<String>,
    /// Game rounds for `what = "game"`.
    pub rounds: Option<u32>,
}

/// Ids resolved against the content, with errors that name what is wrong.
struct Names<'a>(&'a Content);

impl Names<'_> {
    fn gangster(&self, id: &str) -> Result<GangsterId, String> {
        self.0.gangster_index(id).map(|i| GangsterId(i as u8)).ok_or_else(|| format!("no gangster `{id}`"))
    }
    fn business(&self, id: &str) -> Result<BusinessId, String> {
        self.0
            .businesses
            .iter()
            .position(|b| b.id == id)
            .map(|i| BusinessId(i as u8))
            .ok_or_else(|| format!("no business `{id}`"))
    }
    fn square(&self, id: &str) -> Result<SquareId, String> {
        self.0.board.square_by_id(id).ok_or_else(|| format!("no square `{id}`"))
    }
    fn street(&self, id: &str) -> Result<StreetId, String> {
        if let Some(st) = self.0.board.street_by_id(id) {
            return Ok(st);
        }
        self.square(id).map(|sq| self.0.board.street_of(sq)).map_err(|_| format!("no square or street `{id}`"))
    }
    fn event(&self, id: &str) -> Result<u8, String> {
        self.0.events.iter().position(|e| e.id == id).map(|i| i as u8).ok_or_else(|| format!("no event `{id}`"))
    }
    fn contract(&self, id: &str) -> Result<u8, String> {
        self.0.contracts.iter().position(|e| e.id == id).map(|i| i as u8).ok_or_else(|| format!("no contract `{id}`"))
    }
    fn card(&self, id: &str) -> Result<Card, String> {
        if let Ok(g) = self.gangster(id) {
            return Ok(Card::Gangster(g.0));
        }
        if let Ok(e) = self.event(id) {
            return Ok(Card::Event(e));
        }
        if let Ok(c) = self.contract(id) {
            return Ok(Card::Contract(c));
        }
        self.0
            .resource_cards
            .iter()
            .position(|r| r.id == id)
            .map(|i| Card::Resource(i as u8))
            .ok_or_else(|| format!("no card `{id}`"))
    }
    fn seat(&self, n: &str, seats: usize) -> Result<Seat, String> {
        let n: usize = n.parse().map_err(|_| format!("`{n}` is not a seat number"))?;
        if n == 0 || n > seats {
            return Err(format!("seat {n} is not at this table of {seats}"));
        }
        Ok(Seat((n - 1) as u8))
    }

    /// A decision as scenario files write it: `kind:argument` (see the module docs).
    fn choice(&self, text: &str, seats: usize) -> Result<Choice, String> {
        let (kind, arg) = text.split_once(':').map_or((text, ""), |(k, a)| (k, a.trim()));
        let words: Vec<&str> = arg.split_whitespace().collect();
        let word = |i: usize| words.get(i).copied().ok_or_else(|| format!("`{text}` needs more words"));
        Ok(match kind.trim() {
            "done" => Choice::Done,
            "yes" => Choice::Yes,
            "no" => Choice::No,
            "street" => Choice::Street(self.street(arg)?),
            "square" => Choice::Square(self.square(arg)?),
            "amount" | "bid" => Choice::Amount(arg.parse().map_err(|_| format!("`{arg}` is not a number"))?),
            "gangster" => Choice::Gangster(self.gangster(arg)?),
            "player" => Choice::Player(self.seat(arg, seats)?),
            "business" => Choice::Business(self.business(arg)?),
            "resource" => Choice::Resource(match arg {
                "booze" => Resource::Booze,
                "girls" => Resource::Girls,
                "henchmen" => Resource::Henchmen,
                other => return Err(format!("`{other}` is not a resource")),
            }),
            "card" => Choice::Card(self.card(arg)?),
            "place" => {
                let g = self.gangster(word(0)?)?;
                let to = match word(1)? {
                    "car" => Where::Car,
                    "folder" => Where::Reserve,
                    b => Where::Business(self.business(b)?),
                };
                Choice::Place { gangster: g, to }
            }
            "action" => Choice::Action(match word(0)? {
                "pass" => Action::Pass,
                "take" => Action::TakeResources(self.square(word(1)?)?),
                "turf" => Action::ClaimTurf(self.square(word(1)?)?),
                "open" => Action::OpenBusiness { square: self.square(word(1)?)?, business: self.business(word(2)?)? },
                "start" => Action::StartContract(self.contract(word(1)?)?),
                "complete" => Action::CompleteContract(self.contract(word(1)?)?),
                "driveby" => Action::DriveBy(self.seat(word(1)?, seats)?),
                "attack" => Action::AttackBusiness(self.business(word(1)?)?),
                "move" => Action::MoveGangsters(self.business(word(1)?)?),
                "jail" => Action::FreeFromJail,
                "hospital" => Action::PickUpFromHospital,
                other => return Err(format!("unknown action `{other}`")),
            }),
            "police" => Choice::Police(match word(0)? {
                "pass" => PoliceAction::Pass,
                "raid" => PoliceAction::Raid(self.business(word(1)?)?),
                "bust" => PoliceAction::Bust(self.seat(word(1)?, seats)?),
                "turf" => PoliceAction::ClearTurf(self.square(word(1)?)?),
                "confiscate" => PoliceAction::Confiscate(self.square(word(1)?)?),
                other => return Err(format!("unknown police action `{other}`")),
            }),
            other => {
                return Err(format!(
                    "`{other}` is not a kind of decision (done, yes, no, street, square, amount, gangster, player, business, resource, card, place, action, police)"
                ));
            }
        })
    }
}

/// Builds the position a scenario describes.
///
/// # Errors
/// What in the file does not fit the content (an unknown id, a seat out of range...).
pub fn build(content: &Content, sc: &ScenarioFile) -> Result<State, String> {
    let names = Names(content);
    let mut s = new_game(content, sc.seats, sc.seed).map_err(|e| e.to_string())?;
    // A blank table: the scenario says who owns what.
    for g in &mut s.gangsters {
        *g = GangsterState { owner: None, at: Where::Deck };
    }
    for b in &mut s.businesses {
        *b = BusinessState { owner: None, square: None, closed: false };
    }
    s.clock = Clock { round: 1, action_round: 1, turn: 0, first: Seat(0) };
    if sc.player.len() > sc.seats {
        return Err(format!("{} [[player]] tables for {} seats", sc.player.len(), sc.seats));
    }
    for (i, p) in sc.player.iter().enumerate() {
        let seat = Seat(i as u8);
        let pl = &mut s.players[seat];
        if let Some(m) = p.money {
            if m < 0 {
                return Err(format!("player {}: money ${m} is less than nothing", i + 1));
            }
            pl.money = m;
        }
        if let Some(r) = p.resources {
            pl.resources = r;
        }
        if let Some(car) = &p.car {
            pl.car.at = names.street(car)?;
        }
        if let Some(g) = &p.garage {
            let sq = names.square(g)?;
            pl.car.garage = Some(sq);
            pl.car.at = content.board.street_of(sq);
        }
        pl.frozen = p.frozen;
        pl.no_income = p.frozen;
        for e in &p.events {
            pl.events.push(names.event(e)?);
        }
        for c in &p.contracts {
            pl.contracts.push(HeldContract { card: names.contract(&c.id)?, started: c.started });
        }
        for c in &p.completed {
            pl.completed.push(names.contract(c)?);
        }
        for t in &p.turf {
            s.turf[usize::from(names.square(t)?.0)] = Some(seat);
        }
        let placed = [
            (&p.gangsters.car, Where::Car),
            (&p.gangsters.jail, Where::Jail),
            (&p.gangsters.hospital, Where::Hospital),
            (&p.gangsters.folder, Where::Reserve),
            (&p.gangsters.graveyard, Where::Graveyard),
        ];
        for (ids, at) in placed {
            for id in ids {
                *s.gangster_mut(names.gangster(id)?) = GangsterState { owner: Some(seat), at };
            }
        }
        for b in &p.businesses {
            let bid = names.business(&b.id)?;
            *s.business_mut(bid) =
                BusinessState { owner: Some(seat), square: Some(names.square(&b.lot)?), closed: b.closed };
            for g in &b.gangsters {
                *s.gangster_mut(names.gangster(g)?) = GangsterState { owner: Some(seat), at: Where::Business(bid) };
            }
        }
    }
    for (place, r) in &sc.tokens {
        s.tokens[usize::from(names.square(place)?.0)] = *r;
    }
    if let Some(p) = &sc.police {
        if let Some(at) = &p.at {
            s.police.at = names.street(at)?;
        }
        s.police.controller = p.controller.map(|c| names.seat(&c.to_string(), sc.seats)).transpose()?;
        s.police.actions_left = p.actions;
    }
    for id in &sc.auction {
        let g = names.gangster(id)?;
        *s.gangster_mut(g) = GangsterState { owner: None, at: Where::Auction };
        s.auction.push(g);
    }
    if let Some(deck) = &sc.deck {
        let mut cards = deck.iter().map(|id| names.card(id)).collect::<Result<Vec<_>, _>>()?;
        cards.reverse();
        s.deck = Deck::stacked(cards);
    }
    if let Some(c) = &sc.clock {
        s.clock = Clock {
            round: c.round,
            action_round: c.action_round,
            turn: 0,
            first: names.seat(&c.first.to_string(), sc.seats)?,
        };
    }
    let counts: Vec<i64> = (0..sc.seats).map(|i| s.turf_count(Seat(i as u8))).collect();
    let max = counts.iter().copied().max().unwrap_or(0);
    s.respect = (max > 0 && counts.iter().filter(|&&c| c == max).count() == 1)
        .then(|| Seat(counts.iter().position(|&c| c == max).unwrap_or(0) as u8));
    s.dice.push(sc.dice.iter().copied());
    s.power_seen = (0..sc.seats).map(|i| super::rules::power::power_of(content, &s, Seat(i as u8))).collect();
    Ok(s)
}

/// Runs a scenario and narrates it in `locale`.
///
/// # Errors
/// A problem with the file itself (what it names, what it asks to run).
pub fn run(content: &Content, locale: &Locale, sc: &ScenarioFile) -> Result<Ran, String> {
    let names = Names(content);
    let state = build(content, sc)?;
    let mut deciders: Vec<Box<dyn Decider<KingOfChicago>>> = Vec::new();
    let mut scripts = Vec::new();
    for i in 1..=sc.seats {
        let answers = sc
            .decisions
            .get(&i.to_string())
            .map(|list| {
                list.iter()
                    .map(|a| Ok((a.prompt().map(str::to_string), names.choice(a.choice(), sc.seats)?)))
                    .collect::<Result<std::collections::VecDeque<_>, String>>()
            })
            .transpose()?
            .unwrap_or_default();
        let answers = std::rc::Rc::new(std::cell::RefCell::new(answers));
        scripts.push(answers.clone());
        deciders.push(Box::new(ScriptedSeat { answers, then_first: sc.then != "fail" }));
    }
    for k in sc.decisions.keys() {
        names.seat(k, sc.seats)?;
    }
    let mut m =
        Match::new(content, state, deciders, &MatchOptions { round_cap: sc.run.rounds, ..MatchOptions::default() });
    let seat = names.seat(&sc.run.seat.to_string(), sc.seats)?;
    let choice = sc.run.choice.as_deref().map(|c| names.choice(c, sc.seats)).transpose()?;
    // A given action or police action must be one the rules offer there: a scenario cannot
    // do what a player could not.
    if let Some(Choice::Action(a)) = choice
        && sc.run.what == "action"
        && !m.legal_actions(seat).contains(&a)
    {
        return Err(format!(
            "{a:?} is not among the actions seat {} may take there: {:?}",
            sc.run.seat,
            m.legal_actions(seat)
        ));
    }
    if let Some(Choice::Police(a)) = choice
        && sc.run.what == "police_action"
        && !m.police_actions(seat).contains(&a)
    {
        return Err(format!("{a:?} is not among the police actions there: {:?}", m.police_actions(seat)));
    }
    let result = match (sc.run.what.as_str(), choice) {
        ("action", Some(Choice::Action(a))) => m.perform(seat, a),
        ("action", None) => m.take_action(seat),
        ("police_action", Some(Choice::Police(a))) => m.police_action(seat, a),
        ("shootout", Some(Choice::Action(Action::DriveBy(o)))) => m.attack(seat, Target::Car(o)),
        ("shootout", Some(Choice::Action(Action::AttackBusiness(b)))) => m.attack(seat, Target::Business(b)),
        ("turn", _) => m.player_turn(seat),
        ("police_turn", _) => m.police_turn(seat),
        ("trade_round", _) => m.trade_round(),
        ("game", _) => m.run().map(|_| ()),
        (what, c) => {
            return Err(format!(
                "cannot run `{what}` with {c:?} (action, police_action, shootout, turn, police_turn, trade_round, game)"
            ));
        }
    };
    let result = result.and_then(|()| if sc.run.what == "game" { Ok(()) } else { m.check_power() });
    let (stopped, stopped_early) = crate::engine::scenario::stopped(&result);
    let narrator = Narrator { content, locale };
    let lines: Vec<String> = m.log.entries().iter().filter_map(|e| narrator.line(e)).collect();
    let events = m.log.entries().iter().map(|e| serde_json::to_value(e).unwrap_or_default()).collect();
    let unused = scripts
        .iter()
        .enumerate()
        .flat_map(|(i, a)| {
            a.borrow()
                .iter()
                .map(|(prompt, c)| match prompt {
                    Some(p) => format!("seat {}: `{p}` {c:?}", i + 1),
                    None => format!("seat {}: {c:?}", i + 1),
                })
                .collect::<Vec<_>>()
        })
        .collect();
    Ok(Ran { lines, events, state: summary(content, &m), stopped, stopped_early, unused, expect: sc.expect.clone() })
}

/// The final state, by name, as much as a reader of the scenario needs.
fn summary(content: &Content, m: &Match) -> serde_json::Value {
    let s = &m.state;
    let players: Vec<serde_json::Value> = s
        .players
        .iter()
        .map(|(seat, p)| {
            let gangsters: BTreeMap<String, String> = s
                .gangsters
                .iter()
                .enumerate()
                .filter(|(_, g)| g.owner == Some(seat))
                .map(|(i, g)| {
                    let at = match g.at {
                        Where::Business(b) => content.businesses[usize::from(b.0)].id.clone(),
                        other => other.word().to_string(),
                    };
                    (content.gangsters[i].id.clone(), at)
                })
                .collect();
            serde_json::json!({
                "seat": seat.0 + 1,
                "money": p.money,
                "resources": p.resources,
                "car": content.board.streets[usize::from(p.car.at.0)].id,
                "garage": p.car.garage.map(|g| content.board.square(g).id.clone()),
                "gangsters": gangsters,
                "businesses": s.businesses_of(seat).iter().map(|b| {
                    let bs = s.business(*b);
                    format!("{}{}", content.businesses[usize::from(b.0)].id, if bs.closed { " (closed)" } else { "" })
                }).collect::<Vec<_>>(),
                "turf": s.turf_count(seat),
                "events": p.events.iter().map(|&e| content.events[usize::from(e)].id.clone()).collect::<Vec<_>>(),
                "contracts": p.contracts.iter().map(|c| format!("{}{}", content.contracts[usize::from(c.card)].id, if c.started { " (started)" } else { "" })).collect::<Vec<_>>(),
                "completed": p.completed.iter().map(|&c| content.contracts[usize::from(c)].id.clone()).collect::<Vec<_>>(),
                "power": m.power(seat),
                "frozen": p.frozen,
            })
        })
        .collect();
    serde_json::json!({
        "players": players,
        "police": {
            "at": content.board.streets[usize::from(s.police.at.0)].id,
            "controller": s.police.controller.map(|c| c.0 + 1),
            "actions_left": s.police.actions_left,
        },
        "auction": s.auction.iter().map(|g| content.gangsters[usize::from(g.0)].id.clone()).collect::<Vec<_>>(),
        "dice_left": s.dice.pending(),
    })
}

/// Reads and parses a scenario file.
///
/// # Errors
/// The file's problem at `file:line:col`.
pub fn parse(name: &str, text: &str) -> Result<ScenarioFile, String> {
    crate::engine::content::parse_toml(&crate::engine::content::SourceFile {
        name: name.to_string(),
        text: text.to_string(),
    })
    .map_err(|d| d.to_string())
}
