//! The closed list of King of Chicago hooks: every moment a card acts. A script function whose
//! name starts with `on_` or matches a query below must be one of these.
//!
//! Query hooks return a value and must not change the game (a script that tries is stopped
//! with an error); effect hooks act through the script API, and their effects are applied in
//! order when the hook returns, or not at all when it fails.

use crate::engine::script::{Answer, HookSpec};

const fn query(name: &'static str, params: usize, answer: Answer, doc: &'static str) -> HookSpec {
    HookSpec { name, params, query: true, doc, answer }
}

const fn effect(name: &'static str, params: usize, doc: &'static str) -> HookSpec {
    HookSpec { name, params, query: false, doc, answer: Answer::Any }
}

/// What the police odds hook may answer.
pub const POLICE_ODDS_ANSWERS: &[&str] = &["police wins", "police loses"];

pub const SEATS: usize = 0;
pub const SHOOTOUT_BONUS: usize = 1;
pub const POLICE_ODDS: usize = 2;
pub const MAY_BE_JAILED: usize = 3;
pub const BRIBE_DISCOUNT: usize = 4;
pub const MAY_TAKE_RESOURCES: usize = 5;
pub const MAY_PICK_UP: usize = 6;
pub const TAKEOVER_COST: usize = 7;
pub const GARAGE_WAIT: usize = 8;
pub const MAY_PLAY: usize = 9;
pub const MAY_START: usize = 10;
pub const ON_INCOME: usize = 11;
pub const ON_SHOOTOUT_START: usize = 12;
pub const ON_KILLED: usize = 13;
pub const ON_TURN_START: usize = 14;
pub const ON_PLAY: usize = 15;
pub const ON_START: usize = 16;
pub const ON_COMPLETE: usize = 17;
pub const ON_TRADE_ROUND: usize = 18;

/// The hooks, indexed by the constants above. `content/king-of-chicago/HOOKS.md` documents
/// them for modders and a test keeps the two in step.
pub static HOOKS: &[HookSpec] = &[
    query(
        "seats",
        1,
        Answer::Int,
        "Asked of each gangster in a car or business when counting its seats; `place` is \"car\" or \"business\". Returns how many seats he adds (negative: removes).",
    ),
    query(
        "shootout_bonus",
        1,
        Answer::Int,
        "Asked of each gangster in a fight (not neutralised) when the totals are fixed. Returns what he adds to his side's total.",
    ),
    query(
        "police_odds",
        1,
        Answer::OneOf(POLICE_ODDS_ANSWERS),
        "Asked of each gangster in a car or business the police act against. Returns \"police wins\", \"police loses\" or nothing.",
    ),
    query(
        "may_be_jailed",
        0,
        Answer::Bool,
        "Asked of a gangster the police are about to jail. Returns false to stay out of jail.",
    ),
    query(
        "bribe_discount",
        1,
        Answer::Int,
        "Asked of each active gangster of the player who won the police auction, with the bid. Returns dollars off the bribe.",
    ),
    query(
        "may_take_resources",
        0,
        Answer::Bool,
        "Asked of each gangster in a car before its player may take resources. Returns false to forbid it.",
    ),
    query(
        "may_pick_up",
        1,
        Answer::Bool,
        "Asked of a gangster in the hospital when a player who does not own him could pick him up. Returns true to allow it.",
    ),
    query(
        "takeover_cost",
        1,
        Answer::Int,
        "Asked of each active gangster of a player taking over an opponent's turf, with the cost. Returns the new cost.",
    ),
    query(
        "garage_wait",
        0,
        Answer::Bool,
        "Asked of each active gangster of a player whose car goes to the garage. Returns false: the car need not wait.",
    ),
    query(
        "may_play",
        1,
        Answer::Bool,
        "Asked of an event card before it is offered in a window; the argument says which window and what happens. Returns false when it cannot be played now.",
    ),
    query(
        "may_start",
        1,
        Answer::Bool,
        "Asked of a contract card before its holder may start it. Returns false when it cannot be started now.",
    ),
    effect(
        "on_income",
        1,
        "Each owned gangster (wherever he is) when its player collects income: add to it, double it, cancel it, produce resources.",
    ),
    effect(
        "on_shootout_start",
        1,
        "Each gangster in a fight after it is declared and before the totals are fixed: neutralise, escape...",
    ),
    effect(
        "on_killed",
        1,
        "Each active gangster of the player one of whose gangsters is about to go to the graveyard, and that gangster himself: spare him.",
    ),
    effect("on_turn_start", 1, "Each active gangster of the player whose turn starts."),
    effect("on_play", 1, "An event card being played."),
    effect("on_start", 1, "A contract card being started."),
    effect("on_complete", 1, "A contract card being completed."),
    effect("on_trade_round", 1, "Each owned gangster when the trade round starts."),
];

/// Whether a query's answer changes anything (the card's ability at work), for the statistics
/// of `simulate`.
pub fn changes_things(hook: usize, answer: &rhai::Dynamic, arg: &rhai::Dynamic) -> bool {
    match hook {
        SEATS | SHOOTOUT_BONUS | BRIBE_DISCOUNT => answer.as_int().is_ok_and(|n| n != 0),
        TAKEOVER_COST => answer.as_int().ok() != arg.as_int().ok(),
        POLICE_ODDS => answer.is_string(),
        MAY_PICK_UP => answer.as_bool() == Ok(true),
        MAY_BE_JAILED | MAY_TAKE_RESOURCES | GARAGE_WAIT | MAY_START => answer.as_bool() == Ok(false),
        _ => false,
    }
}
