//! Bootleggers' scenario files: a position (each bootlegger's money, authority card, stills,
//! trucks, back room and cards; the speakeasies' markers and improvements; trucks loaded and
//! lined up), the dice to come by kind, scripted answers, and what to run: one phase, the rest
//! of the turn, or the game. SCENARIOS.md describes the format shared by every game;
//! `tests/scenarios/bootleggers/` holds one per rule, per muscle card kind (a thug card in hand is
//! played by answering `thug:<id>` when the rules offer it), per truck size, and the rulebook's
//! examples.
//!
//! ```toml
//! game = "bootleggers"
//! description = "PHASE 3: the cop stops a family still on a 5"
//! seats = 4
//! turn = 5                     # the turn being played
//! cop = 1                      # the family the cop watches (from 1)
//! dice = { production = [5, 3], demand = [3, 2] }   # or one list for every roll
//! muscle_deck = ["influence", "windfall"]   # the muscle cards to come, top first (offers, Windfall)
//! truck_deck = ["large_truck"] # the truck cards to come, top first (the truck space)
//! [[player]]                   # seat 1, then 2...; seats not listed keep the setup's
//! money = 10
//! authority = 60               # the authority card face up this turn (its number)
//! authority_hand = [12, 60]    # the authority cards in hand (a run of phase 1 chooses one)
//! family = 2                   # dice on the family still
//! offsite = [2]                # dice on each offsite still
//! trucks = ["small", "medium"] # the trucks it owns, by size (at home, empty)
//! influence = 1                # markers in the back room
//! crates = 0                   # crates in the back room
//! thugs = ["hijack"]           # thug cards in hand
//! deals = true                 # it offers deals, as a person does (its offers: [decisions])
//! [[speakeasy]]
//! id = "mothers"
//! influence = [0, 2, 3, 4]     # markers by seat
//! improvements = 1
//! [[truck]]                    # a truck loaded and lined up (or at home, without `at`)
//! size = "small"
//! owner = 2
//! renter = 3                   # rented for the turn
//! load = 4
//! at = "mothers:majority"      # its speakeasy and dock; trucks line up in file order
//! [decisions]
//! 1 = ["allow", "speakeasy:mothers"]  # a card's target still: "still:2:offsite1" (seat 2's)
//! 2 = [{ prompt = "deal", choice = "propose:crates:1:2" }, "load:2", "price:1", "thug:moll", "done"]
//!                              # deals: crates:FROM:TO, rent:FROM:TO:TRUCK, truck:FROM:TO:TRUCK
//! [options]                    # the rulebook's options, off unless said
//! chaotic_influence = true     # and short_game
//! [run]
//! what = "phase"               # phase (with `phase`), turn (the rest of it) or game
//! phase = "sales"
//! until = "sales"              # for `turn`: the last phase run (default: recruiting)
//! ```

use super::Bootleggers;
use super::choice::{Choice, Deal, StillRef};
use super::content::{Content, SpeakeasyId};
use super::narrate::Narrator;
use super::rules::{Match, authority, influence, production, recruiting, sales, shipping};
use super::state::{AuthorityId, LinedUp, MuscleId, Offsite, Phase, State, Truck, TruckCardId, TruckId};
use crate::engine::decision::Resume;
use crate::engine::locale::Locale;
use crate::engine::play::{Flow, MatchOptions, Stop};
use crate::engine::scenario::{
    After, AnswerDef, Dice, DiceSchema, DiceUse, Expect, Ran, Scripted, Steps, defaults, renamed, seat, stopped,
};
use crate::engine::seat::{BySeat, Seat};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The kinds of roll a scenario may fix dice for.
pub const ROLLS: [&str; 3] = ["production", "demand", "card"];

/// The rulebook's options a scenario's table plays with (off unless said).
#[derive(Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OptionsDef {
    /// RÈGLES FACULTATIVES POUR UNE PARTIE PLUS COURTE.
    #[serde(default)]
    pub short_game: bool,
    /// RÈGLES (AVANCÉES) FACULTATIVES DE PLACEMENT DE L'INFLUENCE.
    #[serde(default)]
    pub chaotic_influence: bool,
}

/// A scenario file.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// `bootleggers`.
    pub game: Option<String>,
    /// The language its narration is told in and its expectations written in (`en` unless said).
    #[serde(default)]
    pub lang: Option<String>,
    pub description: String,
    #[serde(default = "four")]
    pub seats: usize,
    #[serde(default = "defaults::one")]
    pub seed: u64,
    #[serde(default)]
    pub expect: Expect,
    /// What the state must be after named steps of the run (`engine::scenario::After`).
    #[serde(default)]
    pub after: Vec<After>,
    /// The turn being played (from 1).
    #[serde(default = "one_u8")]
    pub turn: u8,
    /// The family the cop watches (from 1).
    pub cop: Option<u8>,
    /// The dice to come: a list, or lists by kind (`production`, `demand`, `card` or a card's id).
    #[serde(default)]
    #[schemars(with = "DiceSchema")]
    pub dice: Dice,
    /// The muscle cards to come, top first, by id (the offer spaces, Windfall); the rest as
    /// the seed shuffled them.
    #[serde(default)]
    pub muscle_deck: Vec<String>,
    /// The truck cards to come, top first, by id (the truck space).
    #[serde(default)]
    pub truck_deck: Vec<String>,
    #[serde(default)]
    pub player: Vec<PlayerDef>,
    #[serde(default)]
    pub speakeasy: Vec<SpeakeasyDef>,
    #[serde(default)]
    pub truck: Vec<TruckDef>,
    /// Scripted answers by seat (`"1"`, `"2"`...).
    #[serde(default)]
    pub decisions: BTreeMap<String, Vec<AnswerDef>>,
    /// When a seat's answers run out: `first` option, or `fail`.
    #[serde(default = "defaults::first")]
    pub then: String,
    /// The table's options, as a mod's `game.toml` sets them.
    #[serde(default)]
    pub options: OptionsDef,
    pub run: RunDef,
}

fn four() -> usize {
    4
}

fn one_u8() -> u8 {
    1
}

/// One bootlegger; what a field leaves out stays as the setup made it.
#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    pub money: Option<i64>,
    /// The authority card face up this turn, by its number.
    pub authority: Option<u8>,
    /// The authority cards in hand, by number, replacing those dealt (for a run of phase 1).
    pub authority_hand: Option<Vec<u8>>,
    pub family: Option<u8>,
    pub offsite: Option<Vec<u8>>,
    /// The trucks it owns, by size, at home and empty (replacing the setup's small truck).
    pub trucks: Option<Vec<String>>,
    /// Markers in the back room.
    pub influence: Option<u8>,
    pub crates: Option<u16>,
    /// Still dice and improvement markers waiting in the back room.
    pub dice: Option<u8>,
    pub improvements: Option<u8>,
    /// It offers deals in the negotiation (PHASE 4, 1), as a person at the table does; its
    /// offers are its `[decisions]` (`propose:crates:1:2`...).
    #[serde(default)]
    pub deals: bool,
    /// Thug cards in hand and face up, by id.
    #[serde(default)]
    pub thugs: Vec<String>,
    #[serde(default)]
    pub face_up: Vec<String>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpeakeasyDef {
    pub id: String,
    /// Markers by seat, seat 1 first.
    #[serde(default)]
    pub influence: Vec<u8>,
    #[serde(default)]
    pub improvements: u8,
}

/// A truck beyond those `trucks` gives: loaded, rented, lined up.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TruckDef {
    pub size: String,
    pub owner: u8,
    pub renter: Option<u8>,
    #[serde(default)]
    pub load: u16,
    /// `speakeasy:dock`.
    pub at: Option<String>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    /// `phase`, `turn` (from `phase`, or the start, to the end of the turn) or `game`.
    pub what: String,
    /// `authority`, `influence`, `production`, `shipping`, `sales` or `recruiting`.
    pub phase: Option<String>,
    /// For `game`: stop after this turn.
    pub turns: Option<u32>,
    /// For `turn`: stop after this phase (a card played in one phase, seen at work in a later).
    pub until: Option<String>,
}

fn phase_named(name: &str) -> Result<Phase, String> {
    Ok(match name {
        "authority" => Phase::Authority,
        "influence" => Phase::Influence,
        "production" => Phase::Production,
        "shipping" => Phase::Shipping,
        "sales" => Phase::Sales,
        "recruiting" => Phase::Recruiting,
        other => {
            return Err(format!(
                "`{other}` is no phase (authority, influence, production, shipping, sales, recruiting)"
            ));
        }
    })
}

fn size(content: &Content, name: &str) -> Result<super::content::SizeId, String> {
    content
        .rules
        .trucks
        .iter()
        .position(|t| t.id == name)
        .map(|i| super::content::SizeId(i as u8))
        .ok_or_else(|| format!("`{name}` is no truck size"))
}

fn muscle(content: &Content, id: &str) -> Result<MuscleId, String> {
    content
        .muscle
        .iter()
        .position(|m| m.id == id)
        .map(|i| MuscleId(i as u8))
        .ok_or_else(|| format!("`{id}` is no muscle card"))
}

/// An authority card by the number it prints.
fn authority(content: &Content, number: i64) -> Result<AuthorityId, String> {
    content
        .authority
        .iter()
        .position(|a| i64::from(a.number) == number)
        .map(|i| AuthorityId(i as u8))
        .ok_or_else(|| format!("no authority card {number}"))
}

fn truck_card(content: &Content, id: &str) -> Result<TruckCardId, String> {
    content
        .trucks
        .iter()
        .position(|t| t.id == id)
        .map(|i| TruckCardId(i as u8))
        .ok_or_else(|| format!("`{id}` is no truck card"))
}

/// An option as `[decisions]` spell it (what [`choice_in`] reads), for the messages that list
/// the options a scripted answer was not among.
fn spelt(content: &Content, c: &Choice) -> String {
    let still = |r: StillRef| match r {
        StillRef::Family => "family".to_string(),
        StillRef::BackRoom => "back_room".to_string(),
        StillRef::Offsite(i) => format!("offsite{}", i + 1),
    };
    let n = |s: Seat| s.0 + 1;
    match *c {
        Choice::Authority { card } => format!("authority:{}", content.authority[usize::from(card.0)].number),
        Choice::TruckCard => "truck_card".into(),
        Choice::Muscle { space } => format!("muscle:{}", space + 1),
        Choice::Still(r) => format!("still:{}", still(r)),
        Choice::TwoDice => "two_dice".into(),
        Choice::NewOffsite => "new_offsite".into(),
        Choice::Speakeasy(s) => format!("speakeasy:{}", content.board.speakeasies[usize::from(s.0)].id),
        Choice::BackRoom => "back_room".into(),
        Choice::PlayNow => "play_now".into(),
        Choice::Keep => "keep".into(),
        Choice::Done => "done".into(),
        Choice::Thug { card } => format!("thug:{}", content.muscle[usize::from(card.0)].id),
        Choice::Propose(Deal::SellCrates { from, to, .. }) => format!("propose:crates:{}:{}", n(from), n(to)),
        Choice::Propose(Deal::RentTruck { from, to, truck }) => {
            format!("propose:rent:{}:{}:{}", n(from), n(to), truck.0 + 1)
        }
        Choice::Propose(Deal::SellTruck { from, to, truck }) => {
            format!("propose:truck:{}:{}:{}", n(from), n(to), truck.0 + 1)
        }
        Choice::Price(p) => format!("price:{p}"),
        Choice::Accept => "accept".into(),
        Choice::Refuse => "refuse".into(),
        Choice::Load(l) => format!("load:{l}"),
        Choice::Allow => "allow".into(),
        Choice::Forbid => "forbid".into(),
        Choice::Player(s) => format!("player:{}", n(s)),
        Choice::StillOf { owner, still: r } => format!("still:{}:{}", n(owner), still(r)),
        Choice::Truck(t) => format!("truck:{}", t.0 + 1),
        Choice::Count(k) => format!("count:{k}"),
    }
}

fn speakeasy(content: &Content, id: &str) -> Result<SpeakeasyId, String> {
    content.board.speakeasy(id).ok_or_else(|| format!("`{id}` is no speakeasy"))
}

fn new_truck(size: super::content::SizeId, owner: Seat) -> Truck {
    Truck {
        size,
        owner: Some(owner),
        marked: false,
        renter: None,
        renter_marked: false,
        load: 0,
        at: None,
        load_taken_by: None,
    }
}

/// Takes a card out of the muscle deck for a hand (the deck holds every copy at setup).
fn from_deck(state: &mut State, card: MuscleId) -> Result<(), String> {
    if state.muscle.take(card) { Ok(()) } else { Err("no copy of that card is left in the muscle deck".into()) }
}

/// The position a file describes. Influence markers placed, marking trucks and stills come
/// out of the reserve; a position that leaves a seat more than its markers is refused.
///
/// # Errors
/// A name that names nothing, a position the rules cannot reach.
pub fn build(content: &Content, sc: &ScenarioFile) -> Result<State, String> {
    let n = sc.seats;
    let mut state = super::rules::setup::new_game(content, n, sc.seed)?;
    state.turn = sc.turn;
    state.revealed = true;
    if sc.player.len() > n {
        return Err(format!("{} [[player]] entries for {n} seats", sc.player.len()));
    }
    for (i, p) in sc.player.iter().enumerate() {
        let s = Seat(i as u8);
        if let Some(a) = p.authority {
            let id = authority(content, i64::from(a))?;
            for (_, q) in state.players.iter() {
                if q.played == Some(id) {
                    return Err(format!("authority card {a} is played twice"));
                }
            }
            for q in &mut state.players.0 {
                q.authority.retain(|&x| x != id);
            }
            state.players[s].played = Some(id);
        }
        if let Some(hand) = &p.authority_hand {
            let mut ids = Vec::with_capacity(hand.len());
            for &a in hand {
                let id = authority(content, i64::from(a))?;
                if ids.contains(&id) || state.players.iter().any(|(_, q)| q.played == Some(id)) {
                    return Err(format!("authority card {a} is dealt twice"));
                }
                ids.push(id);
            }
            for q in &mut state.players.0 {
                q.authority.retain(|x| !ids.contains(x));
            }
            ids.sort_by_key(|a| content.authority[usize::from(a.0)].number);
            state.players[s].authority = ids;
        }
        if let Some(trucks) = &p.trucks {
            state.trucks.retain(|t| t.owner != Some(s));
            for t in trucks {
                let size = size(content, t)?;
                state.trucks.push(new_truck(size, s));
            }
        }
        let pl = &mut state.players[s];
        if let Some(m) = p.money {
            if m < 0 {
                return Err(format!("seat {}: money cannot be below nothing", i + 1));
            }
            pl.money = m;
        }
        if let Some(f) = p.family {
            pl.family_dice = f;
        }
        if let Some(o) = &p.offsite {
            pl.offsite = o.iter().map(|&dice| Offsite { dice, marked: true }).collect();
        }
        if let Some(x) = p.influence {
            pl.back_room.influence = x;
        }
        if let Some(x) = p.crates {
            pl.back_room.crates = x;
        }
        if let Some(x) = p.dice {
            pl.back_room.dice = x;
        }
        if let Some(x) = p.improvements {
            pl.back_room.improvements = x;
        }
        for id in &p.thugs {
            let c = muscle(content, id)?;
            from_deck(&mut state, c)?;
            state.players[s].hand.push(c);
        }
        for id in &p.face_up {
            let c = muscle(content, id)?;
            from_deck(&mut state, c)?;
            state.players[s].face_up.push(c);
        }
    }
    // The cards to come: each taken out of its deck, then put back on top, the first last.
    let muscle_deck = sc.muscle_deck.iter().map(|id| muscle(content, id)).collect::<Result<Vec<_>, _>>()?;
    for &c in &muscle_deck {
        from_deck(&mut state, c)?;
    }
    for &c in muscle_deck.iter().rev() {
        state.muscle.put_on_top(c);
    }
    let truck_deck = sc.truck_deck.iter().map(|id| truck_card(content, id)).collect::<Result<Vec<_>, _>>()?;
    for &c in &truck_deck {
        if !state.truck_deck.take(c) {
            return Err("no copy of that card is left in the truck deck".into());
        }
    }
    for &c in truck_deck.iter().rev() {
        state.truck_deck.put_on_top(c);
    }
    for sp in &sc.speakeasy {
        let id = speakeasy(content, &sp.id)?;
        if sp.influence.len() > n {
            return Err(format!("{}: markers for {} seats of {n}", sp.id, sp.influence.len()));
        }
        let mut by_seat = vec![0; n];
        by_seat[..sp.influence.len()].copy_from_slice(&sp.influence);
        let st = state.speakeasy_mut(id);
        st.influence = BySeat(by_seat);
        st.improvements = sp.improvements;
    }
    let placed: u32 = state.speakeasies.iter().map(|s| u32::from(s.improvements)).sum::<u32>()
        + state.players.0.iter().map(|p| u32::from(p.back_room.improvements)).sum::<u32>();
    state.improvement_supply = u8::try_from(
        u32::from(content.rules.improvement_markers)
            .checked_sub(placed)
            .ok_or("more improvement markers than the box holds")?,
    )
    .unwrap_or(0);
    for t in &sc.truck {
        let owner = seat(&t.owner.to_string(), n)?;
        let mut truck = new_truck(size(content, &t.size)?, owner);
        truck.renter = t.renter.map(|r| seat(&r.to_string(), n)).transpose()?;
        truck.load = t.load;
        if let Some(at) = &t.at {
            let (s, d) = at.split_once(':').ok_or_else(|| format!("`{at}`: write `speakeasy:dock`"))?;
            let speakeasy = speakeasy(content, s)?;
            let dock = content.board.docks.iter().position(|x| x.id == d).ok_or_else(|| format!("`{d}` is no dock"))?;
            truck.at = Some(LinedUp { speakeasy, dock: super::content::DockId(dock as u8), order: state.arrivals });
            state.arrivals += 1;
        }
        state.trucks.push(truck);
    }
    // Markers out of the reserve: those placed, and one marking each truck, rented truck and
    // offsite still.
    for t in &mut state.trucks {
        t.marked = t.owner.is_some();
        t.renter_marked = t.renter.is_some();
    }
    let total = usize::from(content.rules.influence_markers);
    for s in state.players.seats() {
        let used = state.markers_in_use(s);
        if used > total {
            return Err(format!("seat {s} uses {used} influence markers of {total}"));
        }
        state.players[s].reserve = (total - used) as u8;
    }
    state.cop = sc.cop.map(|c| seat(&c.to_string(), n)).transpose()?;
    super::invariants::check(content, &state).map_err(|e| format!("a position the rules cannot reach: {e}"))?;
    Ok(state)
}

/// An option as a scenario spells it: `authority:60`, `truck_card`, `muscle:1`,
/// `still:family|offsite1|back_room`, `still:<seat>:family|offsite1` (a card's target: that
/// seat's still), `two_dice`, `new_offsite`, `speakeasy:<id>`, `back_room`,
/// `play_now`, `keep`, `done`, `thug:<id>`, `price:<n>`, `load:<n>`, `accept`, `refuse`,
/// `allow`, `forbid`, `player:<n>`, `truck:<n>`, `count:<n>`.
fn choice_in(content: &Content, text: &str) -> Result<Choice, String> {
    let (kind, arg) = text.split_once(':').map_or((text.trim(), ""), |(k, a)| (k.trim(), a.trim()));
    let number = || arg.parse::<i64>().map_err(|_| format!("`{text}`: `{arg}` is not a number"));
    let still = |w: &str| -> Result<StillRef, String> {
        Ok(match w {
            "family" => StillRef::Family,
            "back_room" => StillRef::BackRoom,
            o => StillRef::Offsite(
                o.strip_prefix("offsite")
                    .and_then(|n| n.parse::<u8>().ok())
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("`{o}` is no still"))?
                    - 1,
            ),
        })
    };
    Ok(match kind {
        "authority" => Choice::Authority { card: authority(content, number()?)? },
        "truck_card" => Choice::TruckCard,
        "muscle" => {
            Choice::Muscle { space: u8::try_from(number()? - 1).map_err(|_| format!("`{text}`: spaces count from 1"))? }
        }
        "still" => match arg.split_once(':') {
            // A card's target: another seat's still (`still:2:offsite1`).
            Some((owner, which)) => Choice::StillOf {
                owner: Seat(
                    owner
                        .trim()
                        .parse::<u8>()
                        .ok()
                        .and_then(|n| n.checked_sub(1))
                        .ok_or_else(|| format!("`{text}`: `{owner}` is no seat (from 1)"))?,
                ),
                still: still(which.trim())?,
            },
            None => Choice::Still(still(arg)?),
        },
        "two_dice" => Choice::TwoDice,
        "new_offsite" => Choice::NewOffsite,
        "speakeasy" => Choice::Speakeasy(speakeasy(content, arg)?),
        "back_room" => Choice::BackRoom,
        "play_now" => Choice::PlayNow,
        "keep" => Choice::Keep,
        "done" => Choice::Done,
        "thug" => Choice::Thug { card: muscle(content, arg)? },
        "price" => Choice::Price(number()?),
        "load" => Choice::Load(number()?),
        "accept" => Choice::Accept,
        "refuse" => Choice::Refuse,
        "allow" => Choice::Allow,
        "forbid" => Choice::Forbid,
        "player" => {
            Choice::Player(Seat(u8::try_from(number()? - 1).map_err(|_| format!("`{text}`: seats count from 1"))?))
        }
        "truck" => {
            Choice::Truck(TruckId(u8::try_from(number()? - 1).map_err(|_| format!("`{text}`: trucks count from 1"))?))
        }
        "count" => Choice::Count(u8::try_from(number()?).map_err(|_| format!("`{text}`: out of range"))?),
        "propose" => Choice::Propose(deal_in(arg).map_err(|e| format!("`{text}`: {e}"))?),
        other => {
            return Err(format!(
                "`{other}` is no option (authority, truck_card, muscle, still, speakeasy, thug, propose, load, price, allow, forbid...)"
            ));
        }
    })
}

/// A deal as `[decisions]` spell it: `crates:FROM:TO`, `rent:FROM:TO:TRUCK` or
/// `truck:FROM:TO:TRUCK` (the truck sold), seats and trucks counted from 1; the number of
/// crates and the price are the next answers (`load:N`, `price:N`).
fn deal_in(text: &str) -> Result<Deal, String> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    let n = |i: usize, what: &str| -> Result<u8, String> {
        parts
            .get(i)
            .and_then(|w| w.parse::<u8>().ok())
            .filter(|&n| n > 0)
            .map(|n| n - 1)
            .ok_or_else(|| format!("the deal's {what} is missing or not a number from 1"))
    };
    let (from, to) = (Seat(n(1, "seller")?), Seat(n(2, "buyer")?));
    match parts[0] {
        "crates" => Ok(Deal::SellCrates { from, to, crates: 0 }),
        "rent" => Ok(Deal::RentTruck { from, to, truck: TruckId(n(3, "truck")?) }),
        "truck" => Ok(Deal::SellTruck { from, to, truck: TruckId(n(3, "truck")?) }),
        other => Err(format!("`{other}` is no deal (crates, rent, truck)")),
    }
}

/// An event's number as the scenario files count it: seats, trucks and offer spaces from 1
/// (the log counts from 0).
fn printed(_tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
    match key {
        "seat" | "winner" | "from" | "to" | "by" | "seller" | "owner" | "truck" => Some((n + 1).into()),
        _ => None,
    }
}

/// The phases from `from` to `until` (the end of the turn); the winner when the game ends.
fn rest_of_turn(m: &mut Match<'_>, from: Phase, until: Phase) -> Flow {
    let phases =
        [Phase::Authority, Phase::Influence, Phase::Production, Phase::Shipping, Phase::Sales, Phase::Recruiting];
    for p in phases.into_iter().filter(|&p| p >= from && p <= until) {
        one_phase(m, p)?;
    }
    Ok(())
}

fn one_phase(m: &mut Match<'_>, p: Phase) -> Flow {
    match p {
        Phase::Authority => authority::phase(m),
        Phase::Influence => influence::phase(m),
        Phase::Production => production::phase(m),
        Phase::Shipping => shipping::phase(m),
        Phase::Sales => match sales::phase(m)? {
            Some(w) => Err(Stop::Won(w)),
            None => Ok(()),
        },
        Phase::Recruiting => recruiting::phase(m),
    }
}

/// Runs a scenario file.
///
/// # Errors
/// The file's problem.
pub fn run(content: &Content, locale: &Locale, name: &str, text: &str) -> Result<Ran, String> {
    let sc: ScenarioFile = crate::engine::scenario::parse(name, text)?;
    let optioned;
    let content = if sc.options.short_game || sc.options.chaotic_influence {
        let mut c = content.clone();
        c.rules.short_game |= sc.options.short_game;
        c.rules.chaotic_influence |= sc.options.chaotic_influence;
        optioned = c;
        &optioned
    } else {
        content
    };
    let mut state = build(content, &sc).map_err(|e| format!("{name}: {e}"))?;
    let cards: Vec<&str> = content.muscle.iter().filter(|m| m.thug().is_some()).map(|m| m.id.as_str()).collect();
    sc.dice.fix(&mut state.fixed, &ROLLS, &cards, crate::engine::scenario::Spot { name, text })?;
    let choice = |t: &str| choice_in(content, t);
    let mut scripted = Scripted::<Bootleggers>::new(&sc.decisions, sc.seats, sc.then == "fail", choice, |c| {
        format!("\"{}\"", spelt(content, c))
    })
    .map_err(|e| format!("{name}: {e}"))?;
    let options = MatchOptions { round_cap: sc.run.turns, check_invariants: true, ..MatchOptions::default() };
    let from = sc.run.phase.as_deref().map(phase_named).transpose().map_err(|e| format!("{name}: {e}"))?;
    let until = sc.run.until.as_deref().map(phase_named).transpose().map_err(|e| format!("{name}: {e}"))?;
    if until.is_some() && sc.run.what != "turn" {
        return Err(format!("{name}: [run] `until` is for what = \"turn\""));
    }
    // A seat that offers deals as a person does: its answers, with deals proposed.
    let deciders = std::mem::take(&mut scripted.deciders)
        .into_iter()
        .enumerate()
        .map(|(i, d)| match sc.player.get(i) {
            Some(p) if p.deals => Box::new(Resume::new(d, Vec::new(), false).proposing(true)),
            _ => d,
        })
        .collect();
    let mut m = Match::new(content, state, deciders, &options);
    let steps = Steps::new(sc.after.clone());
    steps.watch(
        &mut m,
        |e| renamed(serde_json::to_value(e).unwrap_or_default(), &printed),
        |m| summary(content, &m.state),
    );
    let result = match (sc.run.what.as_str(), from) {
        ("phase", Some(p)) => one_phase(&mut m, p),
        ("phase", None) => return Err(format!("{name}: [run] what = \"phase\" needs `phase`")),
        ("turn", p) => rest_of_turn(&mut m, p.unwrap_or(Phase::Authority), until.unwrap_or(Phase::Recruiting)),
        ("game", _) => m.run().map(|_| ()),
        (what, _) => return Err(format!("{name}: cannot run `{what}` (phase, turn, game)")),
    };
    let (stopped, stopped_early) = stopped(&result);
    let narrator = Narrator { content, locale };
    Ok(Ran {
        lines: m.log.entries().iter().filter_map(|e| narrator.line(e, None)).collect(),
        events: m
            .log
            .entries()
            .iter()
            .map(|e| renamed(serde_json::to_value(e).unwrap_or_default(), &printed))
            .collect(),
        state: summary(content, &m.state),
        stopped,
        stopped_early,
        unused: scripted.unused(),
        expect: sc.expect,
        steps,
        dice: DiceUse::of(&m.state.fixed),
    })
}

/// The final position: each bootlegger's money, stills, back room, reserve and cards; each
/// speakeasy's markers, improvements and whether it is open; the trucks; the cop.
fn summary(content: &Content, s: &State) -> serde_json::Value {
    let players: Vec<serde_json::Value> = s
        .players
        .iter()
        .map(|(seat, p)| {
            serde_json::json!({
                "seat": seat.0 + 1,
                "money": p.money,
                "authority": p.played.map(|a| content.authority[usize::from(a.0)].number),
                "family": p.family_dice,
                "offsite": p.offsite.iter().map(|o| o.dice).collect::<Vec<_>>(),
                "back_room": { "influence": p.back_room.influence, "dice": p.back_room.dice, "improvements": p.back_room.improvements, "crates": p.back_room.crates },
                "reserve": p.reserve,
                "thugs": p.hand.iter().map(|c| content.muscle[usize::from(c.0)].id.clone()).collect::<Vec<_>>(),
                "face_up": p.face_up.iter().map(|c| content.muscle[usize::from(c.0)].id.clone()).collect::<Vec<_>>(),
                "warehouse": p.warehouse,
            })
        })
        .collect();
    let speakeasies: Vec<serde_json::Value> = content
        .board
        .in_game(s.player_count())
        .map(|(id, printed)| {
            let st = s.speakeasy(id);
            serde_json::json!({
                "id": printed.id,
                "open": s.is_open(content, id),
                "influence": st.influence.0,
                "improvements": st.improvements,
            })
        })
        .collect();
    let trucks: Vec<serde_json::Value> = s
        .trucks
        .iter()
        .map(|t| {
            serde_json::json!({
                "size": content.rules.truck(t.size).id,
                "owner": t.owner.map(|o| o.0 + 1),
                "renter": t.renter.map(|r| r.0 + 1),
                "load": t.load,
            })
        })
        .collect();
    serde_json::json!({
        "turn": s.turn,
        "players": players,
        "speakeasies": speakeasies,
        "trucks": trucks,
        "cop": s.cop.map(|c| c.0 + 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;

    fn file(text: &str) -> ScenarioFile {
        toml::from_str(text).unwrap_or_else(|e| panic!("{e}"))
    }

    /// `muscle_deck` and `truck_deck` put the cards named on top of their decks, the first on
    /// top, taking them out of the deck (every copy counted once).
    #[test]
    fn the_cards_to_come_are_put_on_top_first_first() {
        let content = super::super::content::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let sc = file(
            r#"description = "x"
muscle_deck = ["windfall", "influence"]
truck_deck = ["large_truck"]
[run]
what = "turn"
"#,
        );
        let s = build(&content, &sc).expect("a position");
        let fresh = build(&content, &file("description = \"x\"\n[run]\nwhat = \"turn\"\n")).expect("a position");
        let top: Vec<MuscleId> = s.muscle.draw_pile().iter().rev().take(2).copied().collect();
        assert_eq!(top, [muscle(&content, "windfall").unwrap(), muscle(&content, "influence").unwrap()]);
        assert_eq!(s.muscle.len(), fresh.muscle.len(), "moved, not copied");
        assert_eq!(s.truck_deck.draw_pile().last(), Some(&truck_card(&content, "large_truck").unwrap()));
        assert_eq!(s.truck_deck.len(), fresh.truck_deck.len());
        // Windfall has one copy: a second is refused.
        let twice = file("description = \"x\"\nmuscle_deck = [\"windfall\", \"windfall\"]\n[run]\nwhat = \"turn\"\n");
        assert!(build(&content, &twice).is_err());
        let hand = file(
            "description = \"x\"\nmuscle_deck = [\"windfall\"]\n[[player]]\nthugs = [\"windfall\"]\n[run]\nwhat = \"turn\"\n",
        );
        assert!(build(&content, &hand).is_err(), "in a hand and on the deck");
    }

    /// `still:<seat>:<still>` names another seat's still, a card's target; `still:<still>` the
    /// seat's own, where a die goes.
    #[test]
    fn a_still_is_spelt_with_its_owner_for_a_cards_target() {
        let content = super::super::content::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        assert_eq!(
            choice_in(&content, "still:2:offsite1"),
            Ok(Choice::StillOf { owner: Seat(1), still: StillRef::Offsite(0) })
        );
        assert_eq!(
            choice_in(&content, "still:3:family"),
            Ok(Choice::StillOf { owner: Seat(2), still: StillRef::Family })
        );
        assert_eq!(choice_in(&content, "still:family"), Ok(Choice::Still(StillRef::Family)));
        assert!(choice_in(&content, "still:0:family").is_err());
    }

    /// Every option is shown, in the messages that list them, as `[decisions]` spell it: what
    /// is shown reads back as the same option.
    #[test]
    fn every_option_is_shown_as_the_scenario_spells_it() {
        let content = super::super::content::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mothers = content.board.speakeasy("mothers").expect("mothers");
        let (a, b) = (Seat(0), Seat(2));
        let options = [
            Choice::Authority { card: AuthorityId(59) },
            Choice::TruckCard,
            Choice::Muscle { space: 2 },
            Choice::Still(StillRef::Offsite(1)),
            Choice::Still(StillRef::BackRoom),
            Choice::TwoDice,
            Choice::NewOffsite,
            Choice::Speakeasy(mothers),
            Choice::BackRoom,
            Choice::PlayNow,
            Choice::Keep,
            Choice::Done,
            Choice::Thug { card: muscle(&content, "moll").expect("moll") },
            Choice::Propose(Deal::SellCrates { from: a, to: b, crates: 0 }),
            Choice::Propose(Deal::RentTruck { from: a, to: b, truck: TruckId(3) }),
            Choice::Propose(Deal::SellTruck { from: b, to: a, truck: TruckId(0) }),
            Choice::Price(4),
            Choice::Accept,
            Choice::Refuse,
            Choice::Load(3),
            Choice::Allow,
            Choice::Forbid,
            Choice::Player(b),
            Choice::StillOf { owner: b, still: StillRef::Family },
            Choice::Truck(TruckId(2)),
            Choice::Count(2),
        ];
        for c in options {
            let text = spelt(&content, &c);
            assert_eq!(choice_in(&content, &text), Ok(c), "{text}");
        }
        assert_eq!(spelt(&content, &Choice::Thug { card: muscle(&content, "moll").expect("moll") }), "thug:moll");
    }

    /// `authority_hand` deals a seat exactly these cards, taken out of the other hands.
    #[test]
    fn an_authority_hand_is_dealt_as_written() {
        let content = super::super::content::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let sc =
            file("description = \"x\"\nseats = 3\n[[player]]\nauthority_hand = [60, 12]\n[run]\nwhat = \"turn\"\n");
        let s = build(&content, &sc).expect("a position");
        let numbers: Vec<u8> =
            s.players[Seat(0)].authority.iter().map(|a| content.authority[usize::from(a.0)].number).collect();
        assert_eq!(numbers, [12, 60]);
        for seat in [Seat(1), Seat(2)] {
            assert!(s.players[seat].authority.iter().all(|a| !s.players[Seat(0)].authority.contains(a)));
        }
        let twice = file("description = \"x\"\n[[player]]\nauthority_hand = [60, 60]\n[run]\nwhat = \"turn\"\n");
        assert!(build(&content, &twice).is_err());
    }
}
