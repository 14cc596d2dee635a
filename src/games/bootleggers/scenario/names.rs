//! Ids and options as Bootleggers' scenario files spell them, resolved against the content
//! (what names nothing told with the closest id, `engine::scenario::missing`), and events'
//! numbers as the files count them.

use super::super::choice::{Choice, Deal, StillRef};
use super::super::content::{AuthorityId, MuscleId, TruckCardId};
use super::super::content::{Content, DockId, SizeId, SpeakeasyId, numbered};
use super::super::state::TruckId;
use crate::engine::scenario::{Missing, missing};
use crate::engine::seat::Seat;

pub(super) fn size(content: &Content, name: &str) -> Result<SizeId, Missing> {
    content
        .rules
        .size(name)
        .ok_or_else(|| missing("truck size", name, content.rules.trucks.iter().map(|t| t.id.as_str())))
}

pub(super) fn muscle(content: &Content, id: &str) -> Result<MuscleId, Missing> {
    content.muscle_id(id).ok_or_else(|| missing("muscle card", id, content.muscle.iter().map(|m| m.id.as_str())))
}

/// An authority card by the number it prints.
pub(super) fn authority(content: &Content, number: i64) -> Result<AuthorityId, Missing> {
    content.authority_numbered(number).ok_or_else(|| {
        let numbers = content.authority.iter().map(|a| a.number);
        let (lo, hi) = (numbers.clone().min().unwrap_or(0), numbers.max().unwrap_or(0));
        let message = format!("no authority card {number}");
        Missing { message, help: format!("the authority cards are numbered {lo} to {hi}") }
    })
}

pub(super) fn truck_card(content: &Content, id: &str) -> Result<TruckCardId, Missing> {
    content.truck_card_id(id).ok_or_else(|| missing("truck card", id, content.trucks.iter().map(|t| t.id.as_str())))
}

pub(super) fn speakeasy(content: &Content, id: &str) -> Result<SpeakeasyId, Missing> {
    let b = &content.board;
    b.speakeasy(id).ok_or_else(|| missing("speakeasy", id, b.speakeasies.iter().map(|s| s.id.as_str())))
}

pub(super) fn dock(content: &Content, id: &str) -> Result<DockId, Missing> {
    let docks = &content.board.docks;
    numbered(docks)
        .find(|(_, d)| d.id == id)
        .map(|(i, _)| DockId(i))
        .ok_or_else(|| missing("dock", id, docks.iter().map(|d| d.id.as_str())))
}

/// An option as `[decisions]` spell it (what [`choice_in`] reads): for the messages that list
/// the options a scripted answer was not among, and the answers a written file holds.
pub(super) fn spelt(content: &Content, c: &Choice) -> String {
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
        Choice::RefuseAll => "refuse_all".into(),
        Choice::Load(l) => format!("load:{l}"),
        Choice::Allow => "allow".into(),
        Choice::Forbid => "forbid".into(),
        Choice::Player(s) => format!("player:{}", n(s)),
        Choice::StillOf { owner, still: r } => format!("still:{}:{}", n(owner), still(r)),
        Choice::Truck(t) => format!("truck:{}", t.0 + 1),
        Choice::Count(k) => format!("count:{k}"),
    }
}

/// An option as a scenario spells it: `authority:60`, `truck_card`, `muscle:1`,
/// `still:family|offsite1|back_room`, `still:<seat>:family|offsite1` (a card's target: that
/// seat's still), `two_dice`, `new_offsite`, `speakeasy:<id>`, `back_room`,
/// `play_now`, `keep`, `done`, `thug:<id>`, `price:<n>`, `load:<n>`, `accept`, `refuse`,
/// `allow`, `forbid`, `player:<n>`, `truck:<n>`, `count:<n>`.
pub(super) fn choice_in(content: &Content, text: &str) -> Result<Choice, String> {
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
        "authority" => Choice::Authority { card: authority(content, number()?).map_err(Missing::told)? },
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
        "speakeasy" => Choice::Speakeasy(speakeasy(content, arg).map_err(Missing::told)?),
        "back_room" => Choice::BackRoom,
        "play_now" => Choice::PlayNow,
        "keep" => Choice::Keep,
        "done" => Choice::Done,
        "thug" => Choice::Thug { card: muscle(content, arg).map_err(Missing::told)? },
        "price" => Choice::Price(number()?),
        "load" => Choice::Load(number()?),
        "accept" => Choice::Accept,
        "refuse" => Choice::Refuse,
        "refuse_all" => Choice::RefuseAll,
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
pub(super) fn deal_in(text: &str) -> Result<Deal, String> {
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
pub(super) fn printed(_tag: &str, key: &str, n: u64) -> Option<serde_json::Value> {
    match key {
        "seat" | "winner" | "from" | "to" | "by" | "seller" | "owner" | "truck" => Some((n + 1).into()),
        _ => None,
    }
}
