//! The closed list of King of Chicago hooks: every moment a card acts. A script function whose
//! name starts with `on_` or matches a query below must be one of these.
//!
//! Query hooks return a value and must not change the game (a script that tries is stopped
//! with an error); effect hooks act through the script API, and their effects are applied in
//! order when the hook returns, or not at all when it fails.

use crate::engine::script::registry::Hooks;
use crate::engine::script::{Answer, HookSpec};
use crate::hook_list;

/// What the police odds hook may answer.
pub const POLICE_ODDS_ANSWERS: &[&str] = &["police wins", "police loses"];

hook_list! {
    /// The hooks. `content/king-of-chicago/HOOKS.md` documents them for modders and a test
    /// keeps the two in step.
    pub enum Hook {
        Seats = HookSpec::query(
            "seats",
            1,
            Answer::Int,
            "Asked of each gangster in a car or business when counting its seats; `place` is \"car\" or \"business\". Returns how many seats he adds (negative: removes).",
        ),
        ShootoutBonus = HookSpec::query(
            "shootout_bonus",
            1,
            Answer::Int,
            "Asked of each gangster in a fight (not neutralised) when the totals are fixed. Returns what he adds to his side's total.",
        ),
        PoliceOdds = HookSpec::query(
            "police_odds",
            1,
            Answer::OneOf(POLICE_ODDS_ANSWERS),
            "Asked of each gangster in a car or business the police act against. Returns \"police wins\", \"police loses\" or nothing.",
        ),
        MayBeJailed = HookSpec::query(
            "may_be_jailed",
            0,
            Answer::Bool,
            "Asked of a gangster the police are about to jail. Returns false to stay out of jail.",
        ),
        BribeDiscount = HookSpec::query(
            "bribe_discount",
            1,
            Answer::Int,
            "Asked of each active gangster of the player who won the police auction, with the bid. Returns dollars off the bribe.",
        ),
        MayTakeResources = HookSpec::query(
            "may_take_resources",
            0,
            Answer::Bool,
            "Asked of each gangster in a car before its player may take resources. Returns false to forbid it.",
        ),
        MayPickUp = HookSpec::query(
            "may_pick_up",
            1,
            Answer::Bool,
            "Asked of a gangster in the hospital when a player who does not own him could pick him up. Returns true to allow it.",
        ),
        TakeoverCost = HookSpec::query(
            "takeover_cost",
            1,
            Answer::Int,
            "Asked of each active gangster of a player taking over an opponent's turf, with the cost. Returns the new cost.",
        ),
        GarageWait = HookSpec::query(
            "garage_wait",
            0,
            Answer::Bool,
            "Asked of each active gangster of a player whose car goes to the garage. Returns false: the car need not wait.",
        ),
        MayPlay = HookSpec::query(
            "may_play",
            1,
            Answer::Bool,
            "Asked of an event card before it is offered in a window; the argument says which window and what happens. Returns false when it cannot be played now.",
        ),
        MayStart = HookSpec::query(
            "may_start",
            1,
            Answer::Bool,
            "Asked of a contract card before its holder may start it. Returns false when it cannot be started now.",
        ),
        OnIncome = HookSpec::effect(
            "on_income",
            1,
            "Each owned gangster (wherever he is) when its player collects income: add to it, double it, cancel it, produce resources.",
        ),
        OnShootoutStart = HookSpec::effect(
            "on_shootout_start",
            1,
            "Each gangster in a fight after it is declared and before the totals are fixed: neutralise, escape...",
        ),
        OnKilled = HookSpec::effect(
            "on_killed",
            1,
            "Each active gangster of the player one of whose gangsters is about to go to the graveyard, and that gangster himself: spare him.",
        ),
        OnTurnStart = HookSpec::effect("on_turn_start", 1, "Each active gangster of the player whose turn starts."),
        OnPlay = HookSpec::effect("on_play", 1, "An event card being played."),
        OnStart = HookSpec::effect("on_start", 1, "A contract card being started."),
        OnComplete = HookSpec::effect("on_complete", 1, "A contract card being completed."),
        OnTradeRound = HookSpec::effect("on_trade_round", 1, "Each owned gangster when the trade round starts."),
    }
}

/// The hooks' specs, in the order of [`Hook`].
pub static HOOKS: &[HookSpec] = <Hook as Hooks>::SPECS;

/// Whether a query's answer changes anything (the card's ability at work), for the statistics
/// of `simulate`.
pub fn changes_things(hook: Hook, answer: &rhai::Dynamic, arg: &rhai::Dynamic) -> bool {
    match hook {
        Hook::Seats | Hook::ShootoutBonus | Hook::BribeDiscount => answer.as_int().is_ok_and(|n| n != 0),
        Hook::TakeoverCost => answer.as_int().ok() != arg.as_int().ok(),
        Hook::PoliceOdds => answer.is_string(),
        Hook::MayPickUp => answer.as_bool() == Ok(true),
        Hook::MayBeJailed | Hook::MayTakeResources | Hook::GarageWait | Hook::MayStart => answer.as_bool() == Ok(false),
        _ => false,
    }
}
