//! The script API of the thug cards, as `content/bootleggers/HOOKS.md` documents it: handles
//! on the game, queries that read it (never another seat's money or hand), `choose`, `roll`,
//! and effects checked when the script asks for them and applied when its hook returns.

use super::effect::{Effect, apply};
use crate::engine::script::lend::{self, Res, error};
use crate::engine::script::registry::Api;
use crate::engine::seat::Seat;
use crate::games::bootleggers::Bootleggers;
use crate::games::bootleggers::choice::{Choice, StillRef};
use crate::games::bootleggers::content::{Content, MuscleId, SpeakeasyId, numbered};
use crate::games::bootleggers::state::{State, TruckId};
use rhai::{Array, Dynamic, Engine, ImmutableString};

/// A bootlegger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerRef(pub Seat);
/// A speakeasy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpeakeasyRef(pub SpeakeasyId);
/// A still: its owner's family still, or one of its offsite stills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StillHandle {
    pub owner: Seat,
    pub offsite: Option<u8>,
}
/// A truck in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TruckRef(pub TruckId);
/// The card being played (`this`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThisCard(pub MuscleId);
/// The hook's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    pub player: Seat,
    pub card: MuscleId,
}

/// Reads the position as the running card's effects asked for so far leave it (HOOKS.md: a
/// query sees them, so a card that destroys two markers finds the second among those left).
fn read<R>(f: impl FnOnce(&State, &Content) -> R) -> Res<R> {
    lend::read_trial::<Bootleggers, Effect, R>(f)
}

/// The player and card of the hook running.
fn playing() -> Res<(Seat, MuscleId)> {
    lend::write::<Bootleggers, Effect, _>(|m, _| m.x.playing)?.map_or_else(|| error("no thug card is being played"), Ok)
}

/// The card's own player: the seat asking whether it may play it (a query, `can_play`), or
/// the one playing it (an effect).
fn own_player() -> Res<Seat> {
    lend::asker().map_or_else(|| playing().map(|(by, _)| by), Ok)
}

/// Tries an effect on the position the card's effects so far make (refused, it fails the
/// hook at its line), which the card's next queries read, and records the effect for the rules
/// to apply when the hook returns.
fn act(e: Effect) -> Res<()> {
    let (by, card) = playing()?;
    lend::act_on_trial::<Bootleggers, Effect, _>(e, |trial, content, e| apply(trial, content, by, card, e).map(drop))
}

fn count(n: impl Into<i64>) -> i64 {
    n.into()
}

fn to_choice(d: &Dynamic) -> Res<Choice> {
    if let Some(p) = d.clone().try_cast::<PlayerRef>() {
        Ok(Choice::Player(p.0))
    } else if let Some(s) = d.clone().try_cast::<SpeakeasyRef>() {
        Ok(Choice::Speakeasy(s.0))
    } else if let Some(t) = d.clone().try_cast::<TruckRef>() {
        Ok(Choice::Truck(t.0))
    } else if let Some(s) = d.clone().try_cast::<StillHandle>() {
        let still = s.offsite.map_or(StillRef::Family, StillRef::Offsite);
        Ok(Choice::StillOf { owner: s.owner, still })
    } else if let Some(n) = d.clone().try_cast::<i64>() {
        u8::try_from(n).map(Choice::Count).or_else(|_| error(format!("{n} is not a number a player can be asked")))
    } else if d.is_unit() {
        Ok(Choice::Done)
    } else {
        error(format!("a {} cannot be chosen (players, speakeasies, stills, trucks, numbers, ())", d.type_name()))
    }
}

/// The whole API: what reads the game, then what acts on it (choices, dice, effects), which a
/// query hook may not call (E0311).
pub const API: Api = Api { reads: register_reads, acts: register_acts };

/// Registers the whole API on a script engine.
pub fn register(engine: &mut Engine) {
    API.register(engine);
}

fn register_reads(engine: &mut Engine) {
    register_values(engine);
    register_queries(engine);
}

fn register_acts(engine: &mut Engine) {
    register_choices(engine);
    register_effects(engine);
}

fn register_values(engine: &mut Engine) {
    lend::register_handle::<PlayerRef>(engine, "Player");
    lend::register_handle::<SpeakeasyRef>(engine, "Speakeasy");
    lend::register_handle::<StillHandle>(engine, "Still");
    lend::register_handle::<TruckRef>(engine, "Truck");
    lend::register_handle::<ThisCard>(engine, "ThisCard");
    lend::register_handle::<Play>(engine, "Play");
    engine.register_get("player", |p: &mut Play| PlayerRef(p.player));
    engine.register_get("number", |p: &mut PlayerRef| i64::from(p.0.0) + 1);
    engine.register_get("reserve", |p: &mut PlayerRef| read(|s, _| count(s.players[p.0].reserve)));
    engine.register_get("stills", |p: &mut PlayerRef| read(|s, _| stills_of(s, p.0)));
    engine.register_get("face_up", |p: &mut PlayerRef| read(|s, _| count(s.players[p.0].face_up.len() as i64)));
    engine.register_fn("lent_truck_size", |c: &mut ThisCard| -> Res<ImmutableString> {
        let size = read(|_, ct| {
            ct.muscle[usize::from(c.0.0)].thug().and_then(|t| t.truck).map(|s| ct.rules.truck(s).id.clone())
        })?;
        size.map(Into::into).map_or_else(|| error("the card lends no truck (set `truck` in TOML)"), Ok)
    });
    engine.register_get("id", |s: &mut SpeakeasyRef| read(|_, c| c.board.speakeasies[usize::from(s.0.0)].id.clone()));
    engine.register_get("open", |s: &mut SpeakeasyRef| read(|st, c| st.is_open(c, s.0)));
    engine.register_get("has_influence", |s: &mut SpeakeasyRef| read(|st, c| st.has_influence(c, s.0)));
    engine.register_get("markers", |s: &mut SpeakeasyRef| read(|st, _| count(st.speakeasy(s.0).markers())));
    engine.register_get("free_circles", |s: &mut SpeakeasyRef| {
        read(|st, c| {
            let circles = u32::from(c.board.speakeasies[usize::from(s.0.0)].circles());
            count(circles.saturating_sub(st.speakeasy(s.0).markers()))
        })
    });
    engine.register_get("improvements", |s: &mut SpeakeasyRef| read(|st, _| count(st.speakeasy(s.0).improvements)));
    engine.register_get("free_slots", |s: &mut SpeakeasyRef| {
        read(|st, c| {
            let slots = c.board.speakeasies[usize::from(s.0.0)].improvement_slots;
            count(slots.saturating_sub(st.speakeasy(s.0).improvements))
        })
    });
    engine.register_fn("influence", |s: &mut SpeakeasyRef, p: PlayerRef| {
        read(|st, _| count(st.speakeasy(s.0).influence.0.get(p.0.index()).copied().unwrap_or(0)))
    });
    engine.register_get("owner", |s: &mut StillHandle| PlayerRef(s.owner));
    engine.register_get("family", |s: &mut StillHandle| s.offsite.is_none());
    engine.register_get("dice", |s: &mut StillHandle| read(|st, _| still_dice(st, *s)));
    engine.register_get("free_slots", |s: &mut StillHandle| {
        read(|st, c| {
            let (max, dice) = match s.offsite {
                None => (c.board.family_still.max_dice(), st.players[s.owner].family_dice),
                Some(i) => (
                    c.board.offsite_still.max_dice(),
                    st.players[s.owner].offsite.get(usize::from(i)).map_or(0, |o| o.dice),
                ),
            };
            count(max.saturating_sub(dice))
        })
    });
    engine.register_get("owner", |t: &mut TruckRef| {
        read(|s, _| s.truck(t.0).owner.map_or(Dynamic::UNIT, |o| Dynamic::from(PlayerRef(o))))
    });
    engine.register_get("operator", |t: &mut TruckRef| {
        read(|s, _| s.truck(t.0).operator().map_or(Dynamic::UNIT, |o| Dynamic::from(PlayerRef(o))))
    });
    engine.register_get("load", |t: &mut TruckRef| read(|s, _| count(s.truck(t.0).load)));
    engine.register_get("capacity", |t: &mut TruckRef| read(|s, c| count(c.rules.truck(s.truck(t.0).size).capacity)));
    engine.register_get("lined_up", |t: &mut TruckRef| read(|s, _| s.truck(t.0).at.is_some()));
    engine.register_get("speakeasy", |t: &mut TruckRef| {
        read(|s, _| s.truck(t.0).at.map_or(Dynamic::UNIT, |a| Dynamic::from(SpeakeasyRef(a.speakeasy))))
    });
    engine.register_get("id", |c: &mut ThisCard| read(|_, ct| ct.muscle[usize::from(c.0.0)].id.clone()));
    engine.register_fn("param", |c: &mut ThisCard, name: ImmutableString| -> Res<i64> {
        let v = read(|_, ct| ct.muscle[usize::from(c.0.0)].thug().and_then(|t| t.param(name.as_str())))?;
        match v {
            Some(x) if x.fract() == 0.0 => Ok(x as i64),
            Some(_) => error(format!("`{name}` is not a whole number: read it with `tenths`")),
            None => error(format!("the card prints no `{name}` (add it to its params in TOML)")),
        }
    });
    engine.register_fn("tenths", |c: &mut ThisCard, name: ImmutableString| -> Res<i64> {
        let v = read(|_, ct| ct.muscle[usize::from(c.0.0)].thug().and_then(|t| t.param(name.as_str())))?;
        v.map(|x| (x * 10.0).round() as i64)
            .map_or_else(|| error(format!("the card prints no `{name}` (add it to its params in TOML)")), Ok)
    });
    engine.register_fn("allowed_on", |c: &mut ThisCard, s: SpeakeasyRef| {
        read(|_, ct| !ct.muscle[usize::from(c.0.0)].thug().is_some_and(|t| t.not_on.contains(&s.0)))
    });
}

fn still_dice(st: &State, s: StillHandle) -> i64 {
    match s.offsite {
        None => count(st.players[s.owner].family_dice),
        Some(i) => count(st.players[s.owner].offsite.get(usize::from(i)).map_or(0, |o| o.dice)),
    }
}

fn stills_of(s: &State, seat: Seat) -> Array {
    std::iter::once(StillHandle { owner: seat, offsite: None })
        .chain(numbered(&s.players[seat].offsite).map(|(i, _)| StillHandle { owner: seat, offsite: Some(i) }))
        .map(Dynamic::from)
        .collect()
}

fn register_queries(engine: &mut Engine) {
    engine.register_fn("players", || {
        read(|s, c| s.by_authority(c).into_iter().map(|p| Dynamic::from(PlayerRef(p))).collect::<Array>())
    });
    engine.register_fn("opponents", |p: PlayerRef| {
        read(|s, c| {
            s.by_authority(c).into_iter().filter(|&x| x != p.0).map(|x| Dynamic::from(PlayerRef(x))).collect::<Array>()
        })
    });
    engine.register_fn("speakeasies", || {
        read(|s, c| c.board.in_game(s.player_count()).map(|(id, _)| Dynamic::from(SpeakeasyRef(id))).collect::<Array>())
    });
    engine.register_fn("stills", || read(|s, _| s.players.seats().flat_map(|p| stills_of(s, p)).collect::<Array>()));
    engine.register_fn("trucks", || {
        read(|s, _| s.trucks_with_ids().map(|(t, _)| Dynamic::from(TruckRef(t))).collect::<Array>())
    });
    engine.register_fn("numbers", |lo: i64, hi: i64| -> Res<Array> {
        if hi.saturating_sub(lo) > 100 {
            return error(format!("numbers({lo}, {hi}): more than a hundred numbers"));
        }
        Ok((lo..=hi).map(Dynamic::from).collect())
    });
    engine.register_fn("min", |a: i64, b: i64| a.min(b));
    engine.register_fn("max", |a: i64, b: i64| a.max(b));
    engine.register_fn("can_pay", |p: PlayerRef, n: i64| -> Res<bool> {
        if p.0 != own_player()? {
            return error("a card may ask only whether its own player can pay (money is secret)");
        }
        read(|s, _| s.players[p.0].money >= n)
    });
}

fn register_choices(engine: &mut Engine) {
    engine.register_fn("choose", |p: PlayerRef, prompt: &str, options: Array| -> Res<Dynamic> {
        if options.is_empty() {
            return error(format!("choose `{prompt}` with no options"));
        }
        let choices = options.iter().map(to_choice).collect::<Res<Vec<_>>>()?;
        let c = lend::ask::<Bootleggers, Effect>(p.0, prompt.to_string(), choices.clone())?;
        let unasked = choices.len() == 1;
        lend::write::<Bootleggers, Effect, _>(|m, _| m.x.unasked = unasked)?;
        if c == Choice::Done && choices.len() > 1 {
            lend::write::<Bootleggers, Effect, _>(|m, _| m.x.declined = true)?;
        }
        Ok(options[choices.iter().position(|x| *x == c).unwrap_or(0)].clone())
    });
    engine.register_fn("roll", || -> Res<i64> {
        let (_, card) = playing()?;
        lend::write::<Bootleggers, Effect, _>(|m, _| {
            let id = m.content.muscle[usize::from(card.0)].id.clone();
            let sides = m.content.rules.die_sides;
            let face = m.state.chance.roll_as(sides, &[id.as_str(), "card"]);
            m.emit(crate::games::bootleggers::event::Event::ThugDid {
                seat: m.x.playing.map_or(Seat(0), |p| p.0),
                card,
                what: crate::games::bootleggers::event::ThugDid::Rolled { face },
            });
            i64::from(face)
        })
    });
}

fn n8(n: i64) -> Res<u8> {
    u8::try_from(n).map_or_else(|_| error(format!("{n} is out of range")), Ok)
}

fn n32(n: i64) -> Res<u32> {
    u32::try_from(n).map_or_else(|_| error(format!("{n} is out of range")), Ok)
}

fn register_effects(engine: &mut Engine) {
    engine.register_fn("destroy", |s: SpeakeasyRef, owner: PlayerRef| {
        act(Effect::Destroy { speakeasy: s.0, owner: owner.0 })
    });
    engine.register_fn("add_marker", |s: SpeakeasyRef| act(Effect::Add { speakeasy: s.0 }));
    engine.register_fn("replace", |s: SpeakeasyRef, owner: PlayerRef| {
        act(Effect::Replace { speakeasy: s.0, owner: owner.0 })
    });
    engine.register_fn("pay_bank", |n: i64| act(Effect::PayBank { amount: n }));
    engine.register_fn("spend", |p: PlayerRef, n: i64| act(Effect::Spend { from: p.0, amount: n }));
    engine.register_fn("recruit", |p: PlayerRef, n: i64| -> Res<()> {
        act(Effect::Recruit { seat: p.0, markers: n8(n)? })
    });
    engine.register_fn("add_authority", |p: PlayerRef, tenths: i64| -> Res<()> {
        let tenths = u16::try_from(tenths).map_or_else(|_| error(format!("{tenths} tenths")), Ok)?;
        act(Effect::Authority { seat: p.0, tenths })
    });
    engine.register_fn("take_control", |s: SpeakeasyRef| act(Effect::Control { speakeasy: s.0 }));
    engine.register_fn("close", |s: SpeakeasyRef| act(Effect::Close { speakeasy: s.0 }));
    engine.register_fn("like_police_chief", |s: SpeakeasyRef, price: i64| -> Res<()> {
        act(Effect::LikePoliceChief { speakeasy: s.0, wholesale: n32(price)? })
    });
    engine.register_fn("extra_dice", |s: SpeakeasyRef, n: i64| -> Res<()> {
        act(Effect::ExtraDice { speakeasy: s.0, dice: n8(n)? })
    });
    engine.register_fn("extra_margin", |s: SpeakeasyRef, n: i64| -> Res<()> {
        act(Effect::ExtraMargin { speakeasy: s.0, margin: n32(n)? })
    });
    engine.register_fn("packing_heat", |s: SpeakeasyRef, n: i64| -> Res<()> {
        // Picked without a question where the script's `choose` had this one target only.
        let only = lend::write::<Bootleggers, Effect, _>(|m, _| m.x.unasked)?;
        act(Effect::PackingHeat { speakeasy: s.0, per_crate: n32(n)?, only })
    });
    engine.register_fn("vigorish", |s: StillHandle, per_die: i64| -> Res<()> {
        act(Effect::Vigorish { owner: s.owner, offsite: s.offsite, per_die: n32(per_die)? })
    });
    engine.register_fn("take_die", |from: StillHandle, to: StillHandle| -> Res<()> {
        let Some(offsite) = from.offsite else { return error("Muscling In takes a die of an offsite still") };
        act(Effect::TakeDie { owner: from.owner, offsite, to: to.offsite.map_or(StillRef::Family, StillRef::Offsite) })
    });
    engine.register_fn("take_die_to_back_room", |from: StillHandle| -> Res<()> {
        let Some(offsite) = from.offsite else { return error("Muscling In takes a die of an offsite still") };
        act(Effect::TakeDie { owner: from.owner, offsite, to: StillRef::BackRoom })
    });
    engine.register_fn("wreck", |s: StillHandle| match s.offsite {
        Some(offsite) => act(Effect::DestroyOffsite { owner: s.owner, offsite }),
        None => act(Effect::RemoveFamilyDie { owner: s.owner }),
    });
    engine.register_fn("move_improvement", |from: SpeakeasyRef, to: SpeakeasyRef| {
        act(Effect::MoveImprovement { from: from.0, to: to.0 })
    });
    engine.register_fn("lend_truck", |size: ImmutableString| -> Res<()> {
        let Some(id) = read(|_, c| c.rules.size(size.as_str()))? else {
            return error(format!("no truck size `{size}`"));
        };
        act(Effect::LendTruck { size: id })
    });
    engine.register_fn("seize", |t: TruckRef| act(Effect::Seize { truck: t.0 }));
    engine.register_fn("hijack", |from: TruckRef, to: TruckRef| act(Effect::Hijack { from: from.0, to: to.0 }));
    engine.register_fn("steal", |t: TruckRef| act(Effect::Steal { truck: t.0 }));
    engine.register_fn("take_load", |t: TruckRef| act(Effect::TakeLoad { truck: t.0 }));
    engine.register_fn("safe_house", |from: SpeakeasyRef, to: Dynamic| -> Res<()> {
        let to = if to.is_unit() {
            None
        } else {
            Some(
                to.try_cast::<SpeakeasyRef>()
                    .map_or_else(|| error("safe_house goes to a speakeasy or to ()"), |s| Ok(s.0))?,
            )
        };
        act(Effect::SafeHouse { from: from.0, to })
    });
    engine.register_fn("warehouse", || act(Effect::Warehouse));
    engine.register_fn("discard_face_up", |p: PlayerRef| -> Res<()> {
        let card = read(|s, _| s.players[p.0].face_up.first().copied())?;
        let Some(card) = card else { return error("that player has no card face up") };
        act(Effect::DiscardFaceUp { seat: p.0, card })
    });
    engine.register_fn("draw_muscle", || act(Effect::Draw));
}
