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
//! seats = 4                    # 3 to 6
//! turn = 5                     # the turn being played, from 1 to the game's last
//! cop = 1                      # the family the cop watches (from 1)
//! dice = { production = [5, 3], demand = [3, 2] }   # or one list for every roll
//! muscle_deck = ["influence", "windfall"]   # the muscle cards to come, top first (offers, Windfall)
//! truck_deck = ["large_truck"] # the truck cards to come, top first (the truck space)
//! [[player]]                   # seat 1, then 2...; seats not listed keep the setup's
//! money = 10                   # $G, at most MOST_MONEY
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
//! until = "sales"              # for `turn`: the last phase run, `phase` or after (default: recruiting)
//! # turns = 8                  # for `game`: stop after this turn, from 1 to the game's last
//! ```
//!
//! An id that names nothing is told at its `file:line:col` with the closest id (E0501), a
//! position the rules cannot reach at the value that makes it so (E0502), and a run that cannot
//! be made (an `until` before `phase`) at its value (E0503).

use super::Bootleggers;
use super::choice::{Choice, Deal, StillRef};
use super::content::{Content, DockId, SpeakeasyId, numbered};
use super::narrate::Narrator;
use super::rules::{Match, authority, influence, production, recruiting, sales, shipping};
use super::state::{AuthorityId, LinedUp, MuscleId, Offsite, Phase, State, Truck, TruckCardId, TruckId};
use crate::engine::decision::Resume;
use crate::engine::diag::did_you_mean;
use crate::engine::game::Game;
use crate::engine::locale::Locale;
use crate::engine::play::{Flow, MatchOptions, Stop};
use crate::engine::scenario::{
    After, AnswerDef, Dice, DiceSchema, DiceUse, Expect, IMPOSSIBLE, Ran, Scripted, Spot, Steps, UNKNOWN, UNRUNNABLE,
    defaults, renamed, seat, stopped,
};
use crate::engine::seat::{BySeat, Seat};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

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
    #[schemars(with = "usize")]
    pub seats: Spanned<usize>,
    #[serde(default = "defaults::one")]
    pub seed: u64,
    #[serde(default)]
    pub expect: Expect,
    /// What the state must be after named steps of the run (`engine::scenario::After`).
    #[serde(default)]
    pub after: Vec<After>,
    /// The turn being played (from 1 to the game's last).
    #[serde(default = "first_turn")]
    #[schemars(with = "u8")]
    pub turn: Spanned<u8>,
    /// The family the cop watches (from 1).
    #[schemars(with = "Option<u8>")]
    pub cop: Option<Spanned<u8>>,
    /// The dice to come: a list, or lists by kind (`production`, `demand`, `card` or a card's id).
    #[serde(default)]
    #[schemars(with = "DiceSchema")]
    pub dice: Dice,
    /// The muscle cards to come, top first, by id (the offer spaces, Windfall); the rest as
    /// the seed shuffled them.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub muscle_deck: Vec<Id>,
    /// The truck cards to come, top first, by id (the truck space).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub truck_deck: Vec<Id>,
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

/// An id or a number as the file gives it, where it stands.
pub type Id = Spanned<String>;

fn four() -> Spanned<usize> {
    Spanned::new(0..0, 4)
}

fn first_turn() -> Spanned<u8> {
    Spanned::new(0..0, 1)
}

/// One bootlegger; what a field leaves out stays as the setup made it.
#[derive(Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerDef {
    #[schemars(with = "Option<i64>")]
    pub money: Option<Spanned<i64>>,
    /// The authority card face up this turn, by its number.
    #[schemars(with = "Option<u8>")]
    pub authority: Option<Spanned<u8>>,
    /// The authority cards in hand, by number, replacing those dealt (for a run of phase 1).
    #[schemars(with = "Option<Vec<u8>>")]
    pub authority_hand: Option<Vec<Spanned<u8>>>,
    pub family: Option<u8>,
    pub offsite: Option<Vec<u8>>,
    /// The trucks it owns, by size, at home and empty (replacing the setup's small truck).
    #[schemars(with = "Option<Vec<String>>")]
    pub trucks: Option<Vec<Id>>,
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
    #[schemars(with = "Vec<String>")]
    pub thugs: Vec<Id>,
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub face_up: Vec<Id>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpeakeasyDef {
    #[schemars(with = "String")]
    pub id: Id,
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
    #[schemars(with = "String")]
    pub size: Id,
    #[schemars(with = "u8")]
    pub owner: Spanned<u8>,
    #[schemars(with = "Option<u8>")]
    pub renter: Option<Spanned<u8>>,
    #[serde(default)]
    pub load: u16,
    /// `speakeasy:dock`.
    #[schemars(with = "Option<String>")]
    pub at: Option<Id>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDef {
    /// `phase`, `turn` (from `phase`, or the start, to the end of the turn) or `game`.
    #[schemars(with = "String")]
    pub what: Id,
    /// `authority`, `influence`, `production`, `shipping`, `sales` or `recruiting`.
    #[schemars(with = "Option<String>")]
    pub phase: Option<Id>,
    /// For `game`: stop after this turn (from 1 to the game's last).
    #[schemars(with = "Option<u32>")]
    pub turns: Option<Spanned<u32>>,
    /// For `turn`: stop after this phase (a card played in one phase, seen at work in a later).
    #[schemars(with = "Option<String>")]
    pub until: Option<Id>,
}

/// The phases of a turn in order (VUE D'ENSEMBLE), as `[run]` names them.
const PHASES: [(&str, Phase); 6] = [
    ("authority", Phase::Authority),
    ("influence", Phase::Influence),
    ("production", Phase::Production),
    ("shipping", Phase::Shipping),
    ("sales", Phase::Sales),
    ("recruiting", Phase::Recruiting),
];

/// What `[run] what` may say.
const RUNS: [&str; 3] = ["phase", "turn", "game"];

/// An id the content does not have: what is wrong, and the closest id (or, with none close,
/// every id there is).
type Missing = (String, String);

fn missing<'k>(what: &str, id: &str, known: impl IntoIterator<Item = &'k str> + Clone) -> Missing {
    let help = did_you_mean(id, known.clone()).unwrap_or_else(|| {
        let all: Vec<&str> = known.into_iter().collect();
        format!("the {what}s: {}", all.join(", "))
    });
    (format!("no {what} `{id}`"), help)
}

/// A value of the file that names nothing: E0501 at its `file:line:col`.
fn at<T, V>(spot: Spot, value: &Spanned<V>, found: Result<T, Missing>) -> Result<T, String> {
    found.map_err(|(message, help)| spot.helped(value, UNKNOWN, message, help))
}

/// An id of an answer in `[decisions]` that names nothing (the answers keep no place).
fn plain<T>(found: Result<T, Missing>) -> Result<T, String> {
    found.map_err(|(message, help)| format!("{message} ({help})"))
}

fn phase_named(spot: Spot, name: &Id) -> Result<Phase, String> {
    let found = PHASES.iter().find(|(n, _)| n == name.get_ref()).map(|&(_, p)| p);
    at(spot, name, found.ok_or_else(|| missing("phase", name.get_ref(), PHASES.iter().map(|(n, _)| *n))))
}

fn phase_name(p: Phase) -> &'static str {
    PHASES.iter().find(|(_, q)| *q == p).map_or("", |(n, _)| n)
}

fn size(content: &Content, name: &str) -> Result<super::content::SizeId, Missing> {
    content
        .rules
        .size(name)
        .ok_or_else(|| missing("truck size", name, content.rules.trucks.iter().map(|t| t.id.as_str())))
}

fn muscle(content: &Content, id: &str) -> Result<MuscleId, Missing> {
    content.muscle_id(id).ok_or_else(|| missing("muscle card", id, content.muscle.iter().map(|m| m.id.as_str())))
}

/// An authority card by the number it prints.
fn authority(content: &Content, number: i64) -> Result<AuthorityId, Missing> {
    content.authority_numbered(number).ok_or_else(|| {
        let numbers = content.authority.iter().map(|a| a.number);
        let (lo, hi) = (numbers.clone().min().unwrap_or(0), numbers.max().unwrap_or(0));
        (format!("no authority card {number}"), format!("the authority cards are numbered {lo} to {hi}"))
    })
}

fn truck_card(content: &Content, id: &str) -> Result<TruckCardId, Missing> {
    content.truck_card_id(id).ok_or_else(|| missing("truck card", id, content.trucks.iter().map(|t| t.id.as_str())))
}

fn speakeasy(content: &Content, id: &str) -> Result<SpeakeasyId, Missing> {
    let b = &content.board;
    b.speakeasy(id).ok_or_else(|| missing("speakeasy", id, b.speakeasies.iter().map(|s| s.id.as_str())))
}

fn dock(content: &Content, id: &str) -> Result<DockId, Missing> {
    let docks = &content.board.docks;
    numbered(docks)
        .find(|(_, d)| d.id == id)
        .map(|(i, _)| DockId(i))
        .ok_or_else(|| missing("dock", id, docks.iter().map(|d| d.id.as_str())))
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

/// Takes a card out of the muscle deck for a hand or the top of the deck (the deck holds
/// every copy at setup): a card placed more often than the deck holds it is refused at `id`.
fn from_deck(spot: Spot, state: &mut State, card: MuscleId, id: &Id) -> Result<(), String> {
    if state.muscle.take(card) {
        Ok(())
    } else {
        let message = format!(
            "no copy of `{}` is left in the muscle deck: it is placed more often than the deck holds it",
            id.get_ref()
        );
        Err(spot.at(id, IMPOSSIBLE, message))
    }
}

/// A seat the file numbers from 1, at a table of `seats`: E0502 at the number when it is none.
fn seat_at(spot: Spot, n: &Spanned<u8>, seats: usize) -> Result<Seat, String> {
    seat(&n.get_ref().to_string(), seats).map_err(|e| spot.at(n, IMPOSSIBLE, e))
}

/// The most money a scenario may give a bootlegger (NOTES.md 37): a game ends after the sales
/// of the turn in which someone holds the end sum (`end.money`, at most $1,000,000G), and no
/// turn's sales come near a million times that. More is a position no game reaches, and a run
/// from it could carry money past what it can hold.
pub const MOST_MONEY: i64 = 1_000_000_000_000;

/// The file's turn, and a `game` run's last turn, within the game's turns (`turns`, or the short
/// game's): a game ends after its last, so no later turn is a position it reaches.
///
/// # Errors
/// The value out of range, at its `file:line:col` (E0502).
fn clock_within_the_game(content: &Content, sc: &ScenarioFile, spot: Spot) -> Result<(), String> {
    let last = content.rules.game_turns();
    let turn = *sc.turn.get_ref();
    if !(1..=last).contains(&turn) {
        let message = format!("`turn` is {turn}: the game is played in turns 1 to {last}");
        return Err(spot.at(&sc.turn, IMPOSSIBLE, message));
    }
    if let Some(turns) = &sc.run.turns
        && !(1..=u32::from(last)).contains(turns.get_ref())
    {
        let message = format!("`turns` is {}: a game stops after a turn from 1 to its last, {last}", turns.get_ref());
        return Err(spot.at(turns, IMPOSSIBLE, message));
    }
    Ok(())
}

/// The position a file describes. Influence markers placed, marking trucks and stills come
/// out of the reserve; a position that leaves a seat more than its markers is refused.
///
/// # Errors
/// A table the game has no setup for, a name that names nothing (E0501), a position the rules
/// cannot reach (E0502): at the value's `file:line:col` where one value has it.
pub fn build(content: &Content, sc: &ScenarioFile, spot: Spot) -> Result<State, String> {
    let n = *sc.seats.get_ref();
    // The cover: "Un jeu de stratégie pour 3 à 6 Truands" (`players` in game.toml).
    Bootleggers::check_seats(content, n).map_err(|e| spot.at(&sc.seats, IMPOSSIBLE, e))?;
    let whole = |e: String| spot.whole(&e);
    let mut state = super::rules::setup::new_game(content, n, sc.seed).map_err(whole)?;
    clock_within_the_game(content, sc, spot)?;
    state.turn = *sc.turn.get_ref();
    state.revealed = true;
    if sc.player.len() > n {
        return Err(whole(format!("{} [[player]] entries for {n} seats", sc.player.len())));
    }
    let seats: Vec<Seat> = state.players.seats().collect();
    for (&s, p) in seats.iter().zip(&sc.player) {
        if let Some(a) = &p.authority {
            let id = at(spot, a, authority(content, i64::from(*a.get_ref())))?;
            if state.players.iter().any(|(_, q)| q.played == Some(id)) {
                return Err(spot.at(a, IMPOSSIBLE, format!("authority card {} is played twice", a.get_ref())));
            }
            for q in &mut state.players.0 {
                q.authority.retain(|&x| x != id);
            }
            state.players[s].played = Some(id);
        }
        if let Some(hand) = &p.authority_hand {
            let mut ids = Vec::with_capacity(hand.len());
            for a in hand {
                let id = at(spot, a, authority(content, i64::from(*a.get_ref())))?;
                if ids.contains(&id) || state.players.iter().any(|(_, q)| q.played == Some(id)) {
                    return Err(spot.at(a, IMPOSSIBLE, format!("authority card {} is dealt twice", a.get_ref())));
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
                let size = at(spot, t, size(content, t.get_ref()))?;
                state.trucks.push(new_truck(size, s));
            }
        }
        let pl = &mut state.players[s];
        if let Some(m) = &p.money {
            let money = *m.get_ref();
            if money < 0 {
                return Err(spot.at(m, IMPOSSIBLE, format!("seat {s}'s money is ${money}G, below nothing")));
            }
            if money > MOST_MONEY {
                return Err(spot.helped(
                    m,
                    IMPOSSIBLE,
                    format!("seat {s}'s money is ${money}G, more than a game of Bootleggers reaches"),
                    format!("at most ${MOST_MONEY}G"),
                ));
            }
            pl.money = money;
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
            let c = at(spot, id, muscle(content, id.get_ref()))?;
            from_deck(spot, &mut state, c, id)?;
            state.players[s].hand.push(c);
        }
        for id in &p.face_up {
            let c = at(spot, id, muscle(content, id.get_ref()))?;
            from_deck(spot, &mut state, c, id)?;
            state.players[s].face_up.push(c);
        }
    }
    // The cards to come: each taken out of its deck, then put back on top, the first last.
    let mut muscle_deck = Vec::with_capacity(sc.muscle_deck.len());
    for id in &sc.muscle_deck {
        let c = at(spot, id, muscle(content, id.get_ref()))?;
        from_deck(spot, &mut state, c, id)?;
        muscle_deck.push(c);
    }
    for &c in muscle_deck.iter().rev() {
        state.muscle.put_on_top(c);
    }
    let mut truck_deck = Vec::with_capacity(sc.truck_deck.len());
    for id in &sc.truck_deck {
        let c = at(spot, id, truck_card(content, id.get_ref()))?;
        if !state.truck_deck.take(c) {
            let message = format!(
                "no copy of `{}` is left in the truck deck: it is placed more often than the deck holds it",
                id.get_ref()
            );
            return Err(spot.at(id, IMPOSSIBLE, message));
        }
        truck_deck.push(c);
    }
    for &c in truck_deck.iter().rev() {
        state.truck_deck.put_on_top(c);
    }
    for sp in &sc.speakeasy {
        let id = at(spot, &sp.id, speakeasy(content, sp.id.get_ref()))?;
        if sp.influence.len() > n {
            let message = format!("`{}`: markers for {} seats of {n}", sp.id.get_ref(), sp.influence.len());
            return Err(spot.at(&sp.id, IMPOSSIBLE, message));
        }
        let mut by_seat = vec![0; n];
        by_seat[..sp.influence.len()].copy_from_slice(&sp.influence);
        let st = state.speakeasy_mut(id);
        st.influence = BySeat(by_seat);
        st.improvements = sp.improvements;
    }
    let placed: u32 = state.speakeasies.iter().map(|s| u32::from(s.improvements)).sum::<u32>()
        + state.players.0.iter().map(|p| u32::from(p.back_room.improvements)).sum::<u32>();
    state.improvement_supply = u32::from(content.rules.improvement_markers)
        .checked_sub(placed)
        .and_then(|left| u8::try_from(left).ok())
        .ok_or_else(|| whole("more improvement markers than the box holds".into()))?;
    for t in &sc.truck {
        let owner = seat_at(spot, &t.owner, n)?;
        let mut truck = new_truck(at(spot, &t.size, size(content, t.size.get_ref()))?, owner);
        truck.renter = t.renter.as_ref().map(|r| seat_at(spot, r, n)).transpose()?;
        truck.load = t.load;
        if let Some(where_) = &t.at {
            let Some((s, d)) = where_.get_ref().split_once(':') else {
                let message = format!("`{}` is no place at a speakeasy", where_.get_ref());
                return Err(spot.helped(where_, UNKNOWN, message, "write `speakeasy:dock`".into()));
            };
            let speakeasy = at(spot, where_, speakeasy(content, s.trim()))?;
            let dock = at(spot, where_, dock(content, d.trim()))?;
            let printed = &content.board.speakeasies[usize::from(speakeasy.0)];
            if !printed.docks.contains(&dock) {
                let docks: Vec<&str> =
                    printed.docks.iter().map(|d| content.board.docks[usize::from(d.0)].id.as_str()).collect();
                return Err(spot.helped(
                    where_,
                    IMPOSSIBLE,
                    format!("`{}` has no `{}` dock", printed.id, d.trim()),
                    format!("its docks: {}", docks.join(", ")),
                ));
            }
            truck.at = Some(LinedUp { speakeasy, dock, order: state.arrivals });
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
    let total = content.rules.influence_markers;
    for &s in &seats {
        let used = state.markers_in_use(s);
        state.players[s].reserve = u8::try_from(used)
            .ok()
            .and_then(|u| total.checked_sub(u))
            .ok_or_else(|| whole(format!("seat {s} uses {used} influence markers of {total}")))?;
    }
    state.cop = sc.cop.as_ref().map(|c| seat_at(spot, c, n)).transpose()?;
    super::invariants::check(content, &state).map_err(|e| whole(format!("a position the rules cannot reach: {e}")))?;
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
        "authority" => Choice::Authority { card: plain(authority(content, number()?))? },
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
        "speakeasy" => Choice::Speakeasy(plain(speakeasy(content, arg))?),
        "back_room" => Choice::BackRoom,
        "play_now" => Choice::PlayNow,
        "keep" => Choice::Keep,
        "done" => Choice::Done,
        "thug" => Choice::Thug { card: plain(muscle(content, arg))? },
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

/// What `[run]` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Run {
    Phase(Phase),
    /// A turn from the first phase to the second, both run.
    Turn(Phase, Phase),
    Game,
}

/// Reads `[run]`: one `phase`; a `turn` from `phase` (default: the authority phase) to `until`
/// (default: recruiting); or the `game`.
///
/// # Errors
/// A run that names nothing (E0501), or one that cannot be made (E0503): `until` before the
/// phase the turn runs from (a turn's run ends with its recruiting and never comes back to
/// it), `until` for a run that is no turn, a phase run without its `phase`.
fn run_of(spot: Spot, r: &RunDef) -> Result<Run, String> {
    let from = r.phase.as_ref().map(|p| phase_named(spot, p)).transpose()?;
    let until = r.until.as_ref().map(|p| phase_named(spot, p)).transpose()?;
    let what = r.what.get_ref().as_str();
    if let Some(u) = &r.until
        && what != "turn"
    {
        return Err(spot.at(u, UNRUNNABLE, format!("`until` is for what = \"turn\", not \"{what}\"")));
    }
    match what {
        "phase" => from
            .map(Run::Phase)
            .ok_or_else(|| spot.at(&r.what, UNRUNNABLE, "what = \"phase\" needs `phase`, the phase to run".into())),
        "turn" => {
            let (from, last) = (from.unwrap_or(Phase::Authority), until.unwrap_or(Phase::Recruiting));
            if let Some(u) = &r.until
                && last < from
            {
                let order: Vec<&str> = PHASES.iter().map(|(n, _)| *n).collect();
                return Err(spot.helped(
                    u,
                    UNRUNNABLE,
                    format!(
                        "`until = \"{}\"` comes before the phase the turn runs from (`{}`): the run would never come to it",
                        u.get_ref(),
                        phase_name(from)
                    ),
                    format!(
                        "a turn runs {}, then ends; `until` names `{}` or a phase after it",
                        order.join(", "),
                        phase_name(from)
                    ),
                ));
            }
            Ok(Run::Turn(from, last))
        }
        "game" => Ok(Run::Game),
        _ => at(spot, &r.what, Err(missing("run", what, RUNS))),
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
    let spot = Spot { name, text };
    let what = run_of(spot, &sc.run)?;
    let mut state = build(content, &sc, spot)?;
    let cards: Vec<&str> = content.muscle.iter().filter(|m| m.thug().is_some()).map(|m| m.id.as_str()).collect();
    // Every die of the game (production and demand alike) has `die_sides` faces.
    sc.dice.check_faces(spot, content.rules.die_sides, "a die")?;
    sc.dice.fix(&mut state.chance.fixed, &ROLLS, &cards, spot)?;
    let choice = |t: &str| choice_in(content, t);
    let seats = *sc.seats.get_ref();
    let mut scripted = Scripted::<Bootleggers>::new(&sc.decisions, seats, sc.then == "fail", choice, |c| {
        format!("\"{}\"", spelt(content, c))
    })
    .map_err(|e| spot.whole(&e))?;
    let options = MatchOptions {
        round_cap: sc.run.turns.as_ref().map(|t| *t.get_ref()),
        check_invariants: true,
        ..MatchOptions::default()
    };
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
    let result = match what {
        Run::Phase(p) => one_phase(&mut m, p),
        Run::Turn(from, until) => rest_of_turn(&mut m, from, until),
        Run::Game => m.run().map(|_| ()),
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
        dice: DiceUse::of(&m.state.chance.fixed),
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

    fn content() -> Content {
        super::super::content::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
    }

    /// The position `text` describes, or its problem as `mobrules scenario` tells it.
    fn position(content: &Content, text: &str) -> Result<State, String> {
        build(content, &file(text), Spot { name: "s.toml", text })
    }

    /// What is wrong with `text`'s position or run, as told.
    fn refused(content: &Content, text: &str) -> String {
        let sc = file(text);
        let spot = Spot { name: "s.toml", text };
        match run_of(spot, &sc.run).and_then(|_| build(content, &sc, spot)) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => e,
        }
    }

    /// `muscle_deck` and `truck_deck` put the cards named on top of their decks, the first on
    /// top, taking them out of the deck (every copy counted once).
    #[test]
    fn the_cards_to_come_are_put_on_top_first_first() {
        let content = content();
        let text = r#"description = "x"
muscle_deck = ["windfall", "influence"]
truck_deck = ["large_truck"]
[run]
what = "turn"
"#;
        let s = position(&content, text).expect("a position");
        let fresh = position(&content, "description = \"x\"\n[run]\nwhat = \"turn\"\n").expect("a position");
        let top: Vec<MuscleId> = s.muscle.draw_pile().iter().rev().take(2).copied().collect();
        assert_eq!(top, [muscle(&content, "windfall").unwrap(), muscle(&content, "influence").unwrap()]);
        assert_eq!(s.muscle.len(), fresh.muscle.len(), "moved, not copied");
        assert_eq!(s.truck_deck.draw_pile().last(), Some(&truck_card(&content, "large_truck").unwrap()));
        assert_eq!(s.truck_deck.len(), fresh.truck_deck.len());
        // Windfall has one copy: a second is refused.
        let twice = "description = \"x\"\nmuscle_deck = [\"windfall\", \"windfall\"]\n[run]\nwhat = \"turn\"\n";
        assert_eq!(
            refused(&content, twice),
            "s.toml:2:28: E0502: no copy of `windfall` is left in the muscle deck: it is placed more often than the deck holds it"
        );
        let hand = "description = \"x\"\nmuscle_deck = [\"windfall\"]\n[[player]]\nthugs = [\"windfall\"]\n[run]\nwhat = \"turn\"\n";
        assert!(
            refused(&content, hand).starts_with("s.toml:2:16: E0502: no copy of `windfall`"),
            "in a hand and on the deck"
        );
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
        let content = content();
        let s = position(
            &content,
            "description = \"x\"\nseats = 3\n[[player]]\nauthority_hand = [60, 12]\n[run]\nwhat = \"turn\"\n",
        )
        .expect("a position");
        let numbers: Vec<u8> =
            s.players[Seat(0)].authority.iter().map(|a| content.authority[usize::from(a.0)].number).collect();
        assert_eq!(numbers, [12, 60]);
        for seat in [Seat(1), Seat(2)] {
            assert!(s.players[seat].authority.iter().all(|a| !s.players[Seat(0)].authority.contains(a)));
        }
        let twice = "description = \"x\"\n[[player]]\nauthority_hand = [60, 60]\n[run]\nwhat = \"turn\"\n";
        assert_eq!(refused(&content, twice), "s.toml:3:23: E0502: authority card 60 is dealt twice");
    }

    /// Bootleggers is played by 3 to 6 (the cover; `players` in game.toml): a scenario of
    /// another table is refused at its `seats`, before anything is set up or played.
    #[test]
    fn a_table_of_3_to_6_bootleggers_only() {
        let content = content();
        for seats in [0, 1, 2, 7, 1000] {
            let text = format!("description = \"x\"\nseats = {seats}\n[run]\nwhat = \"game\"\n");
            assert_eq!(
                refused(&content, &text),
                format!("s.toml:2:9: E0502: Bootleggers is played by 3 to 6 players, not {seats}")
            );
        }
        for seats in 3..=6 {
            position(&content, &format!("description = \"x\"\nseats = {seats}\n[run]\nwhat = \"game\"\n"))
                .unwrap_or_else(|e| panic!("{seats} seats: {e}"));
        }
    }

    /// An id that names nothing is told at its value with the closest id (E0501), in every
    /// field that names something of the content.
    #[test]
    fn a_misspelt_id_is_told_where_it_stands_with_the_closest() {
        let content = content();
        let cases = [
            ("muscle_deck = [\"windfal\"]", "2:16: E0501: no muscle card `windfal` (did you mean `windfall`?)"),
            ("truck_deck = [\"large_truk\"]", "2:15: E0501: no truck card `large_truk` (did you mean `large_truck`?)"),
            ("[[player]]\nthugs = [\"molll\"]", "3:10: E0501: no muscle card `molll` (did you mean `moll`?)"),
            (
                "[[player]]\nface_up = [\"frendly_union_boss\"]",
                "3:12: E0501: no muscle card `frendly_union_boss` (did you mean `friendly_union_boss`?)",
            ),
            ("[[player]]\ntrucks = [\"smal\"]", "3:11: E0501: no truck size `smal` (did you mean `small`?)"),
            (
                "[[player]]\nauthority = 99",
                "3:13: E0501: no authority card 99 (the authority cards are numbered 1 to 72)",
            ),
            ("[[speakeasy]]\nid = \"mother\"", "3:6: E0501: no speakeasy `mother` (did you mean `mothers`?)"),
            ("[[truck]]\nsize = \"larg\"\nowner = 1", "3:8: E0501: no truck size `larg` (did you mean `large`?)"),
            (
                "[[truck]]\nsize = \"small\"\nowner = 1\nat = \"mothers:majorty\"",
                "5:6: E0501: no dock `majorty` (did you mean `majority`?)",
            ),
            (
                "[[truck]]\nsize = \"small\"\nowner = 1\nat = \"mothrs:public\"",
                "5:6: E0501: no speakeasy `mothrs` (did you mean `mothers`?)",
            ),
        ];
        for (part, want) in cases {
            let text = format!("description = \"x\"\n{part}\n[run]\nwhat = \"turn\"\n");
            assert_eq!(refused(&content, &text), format!("s.toml:{want}"), "{part}");
        }
        let run = "description = \"x\"\n[run]\nwhat = \"turn\"\nphase = \"sale\"\n";
        assert_eq!(refused(&content, run), "s.toml:4:9: E0501: no phase `sale` (did you mean `sales`?)");
        let what = "description = \"x\"\n[run]\nwhat = \"turns\"\n";
        assert_eq!(refused(&content, what), "s.toml:3:8: E0501: no run `turns` (did you mean `turn`?)");
        // In `[decisions]`, whose answers keep no place, the closest id is still suggested.
        assert_eq!(choice_in(&content, "thug:mol"), Err("no muscle card `mol` (did you mean `moll`?)".into()));
    }

    /// A truck is lined up at one of its speakeasy's docks (the board's `docks`).
    #[test]
    fn a_truck_lines_up_at_a_dock_its_speakeasy_has() {
        let content = content();
        let text = "description = \"x\"\nseats = 3\n[[truck]]\nsize = \"small\"\nowner = 1\nat = \"omalleys:majority\"\n[run]\nwhat = \"turn\"\n";
        assert_eq!(refused(&content, text), "s.toml:6:6: E0502: `omalleys` has no `majority` dock (its docks: public)");
    }

    /// `until` names the phase the turn runs from or a later one: a turn's run ends with its
    /// recruiting and never comes back to an earlier phase (SCENARIOS.md).
    #[test]
    fn until_comes_at_or_after_the_phase_a_turn_runs_from() {
        let run = |phase: &str, until: &str| {
            let text =
                format!("description = \"x\"\n[run]\nwhat = \"turn\"\nphase = \"{phase}\"\nuntil = \"{until}\"\n");
            run_of(Spot { name: "s.toml", text: &text }, &file(&text).run)
        };
        assert_eq!(run("sales", "sales"), Ok(Run::Turn(Phase::Sales, Phase::Sales)));
        assert_eq!(run("influence", "shipping"), Ok(Run::Turn(Phase::Influence, Phase::Shipping)));
        let e = run("sales", "authority").expect_err("authority comes before sales");
        assert!(
            e.starts_with(
                "s.toml:5:9: E0503: `until = \"authority\"` comes before the phase the turn runs from (`sales`)"
            ),
            "{e}"
        );
        let phase = "description = \"x\"\n[run]\nwhat = \"phase\"\nphase = \"sales\"\nuntil = \"sales\"\n";
        let e = run_of(Spot { name: "s.toml", text: phase }, &file(phase).run).expect_err("until is for a turn");
        assert_eq!(e, "s.toml:5:9: E0503: `until` is for what = \"turn\", not \"phase\"");
    }
}
