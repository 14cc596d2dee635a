//! The script API of the special cards, as `content/chicago-poker/HOOKS.md` documents it:
//! handles on the game, queries that read it, `choose`, and effects checked by the rules when
//! the script asks for them and applied when its hook returns.

use super::effect::{Effect, apply};
use crate::engine::script::lend::{self, Res, error};
use crate::engine::script::registry::Api;
use crate::engine::seat::Seat;
use crate::games::chicago_poker::ChicagoPoker;
use crate::games::chicago_poker::choice::Choice;
use crate::games::chicago_poker::content::{CardId, Content, TileId};
use crate::games::chicago_poker::rules;
use crate::games::chicago_poker::state::State;
use rhai::{Array, Dynamic, Engine, ImmutableString};

/// A player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerRef(pub Seat);
/// A face-up establishment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EstablishmentRef(pub TileId);
/// One player's cards in front of one establishment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRef {
    pub seat: Seat,
    pub tile: TileId,
}
/// A card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRef(pub CardId);
/// The card being played (`this`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecialRef(pub CardId);
/// The hook's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    pub player: Seat,
}

fn read<R>(f: impl FnOnce(&State, &Content) -> R) -> Res<R> {
    lend::read::<ChicagoPoker, R>(f)
}

/// Checks an effect against the position the effects already asked for make (the hook call's
/// one trial position), then records it.
fn act(e: Effect) -> Res<()> {
    let by = read(|s, _| s.current)?;
    lend::act_on_trial::<ChicagoPoker, Effect, _>(e, |trial, content, e| apply(trial, content, by, e).map(drop))
}

fn players_from(s: &State, from: Seat) -> Array {
    s.order_from(from).map(|p| Dynamic::from(PlayerRef(p))).collect()
}

fn groups(s: &State, who: impl Fn(Seat) -> bool) -> Array {
    rules::specials::groups(s, who).into_iter().map(|(seat, tile)| Dynamic::from(GroupRef { seat, tile })).collect()
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// An option of `choose`, as the decision interface asks it.
fn to_choice(d: &Dynamic) -> Res<Choice> {
    if let Some(p) = d.clone().try_cast::<PlayerRef>() {
        Ok(Choice::Player(p.0))
    } else if let Some(e) = d.clone().try_cast::<EstablishmentRef>() {
        Ok(Choice::Establishment(e.0))
    } else if let Some(g) = d.clone().try_cast::<GroupRef>() {
        Ok(Choice::Group { seat: g.seat, tile: g.tile })
    } else if let Some(c) = d.clone().try_cast::<CardRef>() {
        Ok(Choice::Card(c.0))
    } else if let Some(n) = d.clone().try_cast::<i64>() {
        u8::try_from(n).map(Choice::Count).or_else(|_| error(format!("{n} is not a number a player can be asked")))
    } else {
        error(format!("a {} cannot be chosen (players, establishments, groups, cards, numbers)", d.type_name()))
    }
}

/// Equality and printing for a handle type.
/// The whole API: what reads the game, then what acts on it (choices and effects), which a
/// query hook may not call (E0311).
pub const API: Api = Api { reads: register_reads, acts: register_choices_and_effects };

/// Registers the whole API on a script engine.
pub fn register(engine: &mut Engine) {
    API.register(engine);
}

fn register_reads(engine: &mut Engine) {
    register_values(engine);
    register_queries(engine);
}

fn register_values(engine: &mut Engine) {
    lend::register_handle::<PlayerRef>(engine, "Player");
    lend::register_handle::<EstablishmentRef>(engine, "Establishment");
    lend::register_handle::<GroupRef>(engine, "Group");
    lend::register_handle::<CardRef>(engine, "Card");
    lend::register_handle::<SpecialRef>(engine, "Special");
    lend::register_handle::<Play>(engine, "Play");
    engine.register_get("player", |p: &mut Play| PlayerRef(p.player));
    engine.register_get("number", |p: &mut PlayerRef| i64::from(p.0.0) + 1);
    engine.register_get("hand", |p: &mut PlayerRef| read(|s, _| count(s.players[p.0].hand.len())));
    engine.register_get("id", |e: &mut EstablishmentRef| read(|_, c| c.tile(e.0).id.clone()));
    engine.register_get("kind", |e: &mut EstablishmentRef| read(|_, c| c.type_of(e.0).id.clone()));
    engine.register_fn("room", |e: &mut EstablishmentRef, p: PlayerRef| {
        read(|s, c| count(rules::placing::room(s, c, p.0, e.0)))
    });
    engine.register_get("player", |g: &mut GroupRef| PlayerRef(g.seat));
    engine.register_get("establishment", |g: &mut GroupRef| EstablishmentRef(g.tile));
    engine.register_get("size", |g: &mut GroupRef| read(|s, _| count(s.group(g.seat, g.tile).len())));
    engine.register_get("face_down", |g: &mut GroupRef| {
        read(|s, _| count(s.group(g.seat, g.tile).iter().filter(|p| !p.face_up).count()))
    });
    engine
        .register_get("under_token", |g: &mut GroupRef| read(|s, _| rules::specials::is_protected(s, g.seat, g.tile)));
    engine.register_get("id", |c: &mut CardRef| read(|_, ct| ct.card(c.0).id.clone()));
    engine.register_get("value", |c: &mut CardRef| {
        read(|_, ct| ct.card(c.0).gangster().map_or(0, |g| i64::from(g.value)))
    });
    engine.register_get("colour", |c: &mut CardRef| {
        read(|_, ct| ct.card(c.0).gangster().map_or_else(String::new, |g| ct.colours[usize::from(g.colour)].clone()))
    });
    engine.register_get("id", |c: &mut SpecialRef| read(|_, ct| ct.card(c.0).id.clone()));
    engine.register_fn("param", |c: &mut SpecialRef, name: ImmutableString| -> Res<i64> {
        read(|_, ct| ct.special_of(c.0).map(|_| crate::games::chicago_poker::catalogue::key(ct, c.0)))?
            .and_then(|key| crate::engine::script::registry::param(key, &name))
            .and_then(|v| v.as_int().ok())
            .map_or_else(|| error(format!("the card prints no `{name}` (add it to its params in TOML)")), Ok)
    });
}

fn register_queries(engine: &mut Engine) {
    engine.register_fn("players", || read(|s, _| players_from(s, s.current)));
    engine.register_fn("opponents", |p: PlayerRef| {
        read(|s, _| {
            let mut all = players_from(s, s.current);
            all.retain(|d| d.clone().try_cast::<PlayerRef>() != Some(p));
            all
        })
    });
    engine.register_fn("establishments", || {
        read(|s, _| s.table.iter().map(|e| Dynamic::from(EstablishmentRef(e.tile))).collect::<Array>())
    });
    engine.register_fn("groups_of", |p: PlayerRef| read(|s, _| groups(s, |x| x == p.0)));
    engine.register_fn("groups_of_others", |p: PlayerRef| read(|s, _| groups(s, |x| x != p.0)));
    engine.register_fn("discard_pile", || {
        read(|s, _| s.deck.discard_pile().iter().map(|&c| Dynamic::from(CardRef(c))).collect::<Array>())
    });
    engine.register_fn("numbers", |lo: i64, hi: i64| -> Res<Array> {
        if hi.saturating_sub(lo) > 1000 {
            return error(format!("numbers({lo}, {hi}): more than a thousand numbers"));
        }
        Ok((lo..=hi).map(Dynamic::from).collect())
    });
    engine.register_fn("min", |a: i64, b: i64| a.min(b));
    engine.register_fn("max", |a: i64, b: i64| a.max(b));
}

fn register_choices_and_effects(engine: &mut Engine) {
    engine.register_fn("choose", |p: PlayerRef, prompt: &str, options: Array| -> Res<Dynamic> {
        if options.is_empty() {
            return error(format!("choose `{prompt}` with no options"));
        }
        let choices = options.iter().map(to_choice).collect::<Res<Vec<_>>>()?;
        let c = lend::ask::<ChicagoPoker, Effect>(p.0, prompt.to_string(), choices.clone())?;
        Ok(options[choices.iter().position(|x| *x == c).unwrap_or(0)].clone())
    });
    engine.register_fn("discard_last", |g: GroupRef| act(Effect::DiscardLast { victim: g.seat, tile: g.tile }));
    engine.register_fn("show_face_down", |g: GroupRef, viewer: PlayerRef| {
        act(Effect::ShowFaceDown { victim: g.seat, tile: g.tile, viewer: viewer.0 })
    });
    engine.register_fn("move_last", |g: GroupRef, n: i64, to: EstablishmentRef| -> Res<()> {
        let n =
            usize::try_from(n).ok().filter(|&n| n > 0).map_or_else(|| error(format!("cannot move {n} cards")), Ok)?;
        let mut left = read(|s, _| rules::specials::last_cards(s, g.seat, g.tile, n))?;
        if left.len() < n {
            return error(format!("the group has fewer than {n} cards"));
        }
        // "dans l'ordre de son choix" (4.1): the player picks the card placed next, one by one.
        let mut order = Vec::with_capacity(n);
        while !left.is_empty() {
            let options: Vec<Choice> = left.iter().map(|&c| Choice::Card(c)).collect();
            let Choice::Card(card) = lend::ask::<ChicagoPoker, Effect>(g.seat, "limousine_order".into(), options)?
            else {
                return error("the game was interrupted");
            };
            left.retain(|&c| c != card);
            order.push(card);
        }
        act(Effect::MoveLast { seat: g.seat, from: g.tile, to: to.0, order })
    });
    engine.register_fn("extra_actions", |n: i64| -> Res<()> {
        let n = u8::try_from(n).map_or_else(|_| error(format!("{n} extra actions")), Ok)?;
        act(Effect::ExtraActions(n))
    });
    engine.register_fn("take_into_hand", |p: PlayerRef, c: CardRef| act(Effect::TakeIntoHand { seat: p.0, card: c.0 }));
    engine.register_fn("shuffle_discard_into_deck", || act(Effect::RebuildDeck));
}
