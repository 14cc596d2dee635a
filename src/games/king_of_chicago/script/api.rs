//! The script API: what card scripts may read, ask and do, grouped by area and named as
//! players say it. `content/king-of-chicago/HOOKS.md` documents it for modders.

use super::effect::Effect;
use super::handles::*;
use super::world::{Res, act, error, read, write};
use crate::engine::script::registry::Api;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::defs::{Res3, Resource, Window};
use crate::games::king_of_chicago::event::Why;
use crate::games::king_of_chicago::state::{BusinessId, Card, GangsterId, State, Where};
use crate::games::king_of_chicago::state::{CardQuestion, Fight, Said, Target};
use rhai::{Array, Dynamic, Engine, Map};

fn unit() -> Dynamic {
    Dynamic::UNIT
}

fn player_or_unit(s: Option<Seat>) -> Dynamic {
    s.map_or_else(unit, |s| Dynamic::from(PlayerRef(s)))
}

fn gangsters(gs: impl IntoIterator<Item = GangsterId>) -> Array {
    gs.into_iter().map(|g| Dynamic::from(GangsterRef(g))).collect()
}

fn resource(word: &str) -> Res<Resource> {
    match word {
        "booze" => Ok(Resource::Booze),
        "girls" => Ok(Resource::Girls),
        "henchmen" => Ok(Resource::Henchmen),
        other => error(format!("`{other}` is not a resource (booze, girls, henchmen)")),
    }
}

fn fight<R>(f: impl FnOnce(&Fight, &State, &Content) -> R) -> Res<R> {
    read(|s, c| s.fight.as_ref().map(|fi| f(fi, s, c)))?.map_or_else(|| error("there is no fight in progress"), Ok)
}

/// The whole API: what reads the game, then what acts on it (dice, choices, effects), which a
/// query hook may not call (E0311).
pub const API: Api = Api { reads: register_reads, acts: register_acts };

/// Registers the whole API on a script engine.
pub fn register(engine: &mut Engine) {
    API.register(engine);
}

fn register_reads(engine: &mut Engine) {
    register_gangster(engine);
    register_player(engine);
    register_places(engine);
    register_cards(engine);
    register_fight(engine);
    register_contexts(engine);
    engine.register_fn("min", |a: i64, b: i64| a.min(b));
    engine.register_fn("max", |a: i64, b: i64| a.max(b));
    engine.register_fn("businesses", || {
        read(|s, _| {
            (0..s.businesses.len())
                .filter(|&i| s.businesses[i].owner.is_some())
                .map(|i| Dynamic::from(BusinessRef(BusinessId(i as u8))))
                .collect::<Array>()
        })
    });
}

fn register_acts(engine: &mut Engine) {
    register_dice_and_choices(engine);
    register_effects(engine);
    register_fight_effects(engine);
    register_context_effects(engine);
}

/// The fight's effects: what a card's hook does to the fight it is in.
fn register_fight_effects(engine: &mut Engine) {
    engine.register_fn("neutralise", |_: &mut FightRef, g: GangsterRef| act(Effect::Neutralise { gangster: g.0 }));
    engine.register_fn("escape", |_: &mut FightRef| act(Effect::Escape));
    engine.register_fn("end_without_winner", |_: &mut FightRef, p: PlayerRef| act(Effect::EndFight { seat: p.0 }));
    engine.register_fn("add_to_rolls", |_: &mut FightRef, p: PlayerRef, n: i64| {
        act(Effect::RollBonus { seat: p.0, bonus: n })
    });
    engine.register_fn("massacre", |_: &mut FightRef| act(Effect::Massacre));
    engine.register_fn("sacrifice", |_: &mut FightRef, g: GangsterRef| act(Effect::Sacrifice { gangster: g.0 }));
    engine.register_fn("hide_defenders", |_: &mut FightRef| act(Effect::HideDefenders));
}

/// The contexts' effects: an income changed, a casualty spared, the police or Election Day
/// cancelled.
fn register_context_effects(engine: &mut Engine) {
    engine.register_fn("add", |_: &mut IncomeRef, n: i64| act(Effect::IncomeAdd { amount: money(n)? }));
    engine.register_fn("double_business", |_: &mut IncomeRef, b: BusinessRef| {
        act(Effect::IncomeMultiplyBusiness { business: b.0, factor: 2 })
    });
    engine.register_fn("double_turf", |_: &mut IncomeRef| act(Effect::IncomeMultiplyTurf { factor: 2 }));
    engine.register_fn("multiply_business", |_: &mut IncomeRef, b: BusinessRef, n: i64| {
        act(Effect::IncomeMultiplyBusiness { business: b.0, factor: n })
    });
    engine.register_fn("multiply_turf", |_: &mut IncomeRef, n: i64| act(Effect::IncomeMultiplyTurf { factor: n }));
    engine.register_fn("cancel", |_: &mut IncomeRef| act(Effect::IncomeCancel));
    engine.register_fn("produce", |i: &mut IncomeRef, kind: &str, n: i64| {
        act(Effect::Produce { seat: i.0, resource: resource(kind)?, count: n })
    });
    engine.register_fn("spare", |_: &mut CasualtyRef| act(Effect::Spare));
    engine.register_fn("keep_in_fight", |_: &mut CasualtyRef| act(Effect::KeepInFight));
    engine.register_fn("cancel_police", |_: &mut PlayRef| act(Effect::CancelPolice));
    engine.register_fn("cancel_election_day", |p: &mut PlayRef| act(Effect::CancelElectionDay { seat: p.player }));
}

/// Equality and printing for a handle type.
macro_rules! handle {
    ($engine:expr, $t:ty, $name:literal, $show:expr) => {{
        $engine.register_type_with_name::<$t>($name);
        $engine.register_fn("==", |a: &mut $t, b: $t| *a == b);
        $engine.register_fn("!=", |a: &mut $t, b: $t| *a != b);
        $engine.register_fn("to_string", $show);
        $engine.register_fn("to_debug", $show);
    }};
}

fn register_gangster(engine: &mut Engine) {
    handle!(engine, GangsterRef, "Gangster", |g: &mut GangsterRef| {
        read(|_, c| c.gangsters[usize::from(g.0.0)].id.clone()).unwrap_or_default()
    });
    engine.register_get("id", |g: &mut GangsterRef| read(|_, c| c.gangsters[usize::from(g.0.0)].id.clone()));
    engine.register_get("owner", |g: &mut GangsterRef| read(|s, _| player_or_unit(s.gangster(g.0).owner)));
    engine.register_get("place", |g: &mut GangsterRef| read(|s, _| s.gangster(g.0).at.word().to_string()));
    engine.register_get("active", |g: &mut GangsterRef| {
        read(|s, _| matches!(s.gangster(g.0).at, Where::Car | Where::Business(_)))
    });
    engine.register_get("business", |g: &mut GangsterRef| {
        read(|s, _| match s.gangster(g.0).at {
            Where::Business(b) => Dynamic::from(BusinessRef(b)),
            _ => unit(),
        })
    });
    engine.register_get("used_this_round", |g: &mut GangsterRef| read(|s, _| s.used.contains(&Card::Gangster(g.0.0))));
    engine.register_get("uses_this_round", |g: &mut GangsterRef| {
        read(|s, _| s.used.iter().filter(|&&c| c == Card::Gangster(g.0.0)).count() as i64)
    });
    engine.register_fn("param", |g: &mut GangsterRef, key: &str| param(Card::Gangster(g.0.0), key));
}

/// The param `key` of `card`, as the scripts were given it when they were compiled.
fn param(card: Card, key: &str) -> Res<Dynamic> {
    crate::engine::script::registry::param(card.key(), key)
        .map_or_else(|| error(format!("the card prints no `{key}` (add it to its params in TOML)")), Ok)
}

fn register_player(engine: &mut Engine) {
    handle!(engine, PlayerRef, "Player", |p: &mut PlayerRef| format!("player {}", p.0));
    engine.register_get("number", |p: &mut PlayerRef| i64::from(p.0.0) + 1);
    engine.register_get("money", |p: &mut PlayerRef| read(|s, _| s.players[p.0].money));
    for (name, r) in [("booze", Resource::Booze), ("girls", Resource::Girls), ("henchmen", Resource::Henchmen)] {
        engine.register_get(name, move |p: &mut PlayerRef| read(|s, _| s.players[p.0].resources.get(r)));
    }
    engine.register_get("gangsters", |p: &mut PlayerRef| {
        read(|s, _| {
            gangsters(
                s.gangsters
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| g.owner == Some(p.0) && g.at != Where::Graveyard)
                    .map(|(i, _)| GangsterId(i as u8)),
            )
        })
    });
    engine.register_get("car", |p: &mut PlayerRef| read(|s, _| gangsters(s.in_car(p.0))));
    engine.register_get("businesses", |p: &mut PlayerRef| {
        read(|s, _| s.businesses_of(p.0).into_iter().map(|b| Dynamic::from(BusinessRef(b))).collect::<Array>())
    });
    engine.register_get("street", |p: &mut PlayerRef| read(|s, _| StreetRef(s.players[p.0].car.at)));
    engine.register_get("in_garage", |p: &mut PlayerRef| read(|s, _| s.players[p.0].car.garage.is_some()));
    engine.register_get("out_of_gas", |p: &mut PlayerRef| read(|s, _| s.players[p.0].out_of_gas));
    // The backs of event and unstarted contract cards can be counted, not read.
    engine.register_get("cards", |p: &mut PlayerRef| read(|s, _| s.players[p.0].cards_face_down() as i64));
    engine.register_get("turf", |p: &mut PlayerRef| read(|s, _| s.turf_count(p.0)));
    engine.register_get("power", |p: &mut PlayerRef| {
        read(|s, c| crate::games::king_of_chicago::points::power_of(c, s, p.0))
    });
    engine.register_get("controls_police", |p: &mut PlayerRef| read(|s, _| s.police.controller == Some(p.0)));
    engine.register_fn("police_controller", || read(|s, _| player_or_unit(s.police.controller)));
    engine.register_fn("police_actions_left", || read(|s, _| i64::from(s.police.actions_left)));
    engine.register_fn("players", || {
        read(|s, _| s.players.seats().map(|p| Dynamic::from(PlayerRef(p))).collect::<Array>())
    });
    engine.register_fn("opponents", |p: PlayerRef| {
        read(|s, _| s.players.seats().filter(|&o| o != p.0).map(|o| Dynamic::from(PlayerRef(o))).collect::<Array>())
    });
}

fn register_places(engine: &mut Engine) {
    handle!(engine, BusinessRef, "Business", |b: &mut BusinessRef| {
        read(|_, c| c.businesses[usize::from(b.0.0)].id.clone()).unwrap_or_default()
    });
    engine.register_get("id", |b: &mut BusinessRef| read(|_, c| c.businesses[usize::from(b.0.0)].id.clone()));
    engine.register_get("kind", |b: &mut BusinessRef| {
        read(|_, c| c.businesses[usize::from(b.0.0)].kind.key().to_string())
    });
    engine.register_get("size", |b: &mut BusinessRef| {
        read(|_, c| c.businesses[usize::from(b.0.0)].size.key().to_string())
    });
    engine.register_get("owner", |b: &mut BusinessRef| read(|s, _| player_or_unit(s.business(b.0).owner)));
    engine.register_get("closed", |b: &mut BusinessRef| read(|s, _| s.business(b.0).closed));
    engine.register_get("gangsters", |b: &mut BusinessRef| read(|s, _| gangsters(s.in_business(b.0))));
    handle!(engine, StreetRef, "Street", |st: &mut StreetRef| {
        read(|_, c| c.board.streets[usize::from(st.0.0)].id.clone()).unwrap_or_default()
    });
    engine.register_get("id", |st: &mut StreetRef| read(|_, c| c.board.streets[usize::from(st.0.0)].id.clone()));
    engine.register_fn("hospital", || read(|s, _| gangsters(where_all(s, Where::Hospital))));
    engine.register_fn("jail", || read(|s, _| gangsters(where_all(s, Where::Jail))));
    engine.register_fn("auction_row", || read(|s, _| gangsters(s.auction.iter().copied())));
    engine.register_fn("reachable", |p: PlayerRef, steps: i64| {
        read(|s, c| {
            c.board
                .reachable(s.players[p.0].car.at, steps)
                .into_iter()
                .map(|st| Dynamic::from(StreetRef(st)))
                .collect::<Array>()
        })
    });
}

fn where_all(s: &State, at: Where) -> Vec<GangsterId> {
    s.gangsters.iter().enumerate().filter(|(_, g)| g.at == at).map(|(i, _)| GangsterId(i as u8)).collect()
}

fn register_cards(engine: &mut Engine) {
    handle!(engine, EventRef, "Event", |e: &mut EventRef| {
        read(|_, c| c.events[usize::from(e.0)].id.clone()).unwrap_or_default()
    });
    engine.register_get("id", |e: &mut EventRef| read(|_, c| c.events[usize::from(e.0)].id.clone()));
    engine.register_fn("param", |e: &mut EventRef, key: &str| param(Card::Event(e.0), key));
    handle!(engine, ContractRef, "Contract", |k: &mut ContractRef| {
        read(|_, c| c.contracts[usize::from(k.0)].id.clone()).unwrap_or_default()
    });
    engine.register_get("id", |k: &mut ContractRef| read(|_, c| c.contracts[usize::from(k.0)].id.clone()));
    engine.register_get("reward", |k: &mut ContractRef| read(|_, c| c.contracts[usize::from(k.0)].reward));
    engine.register_fn("param", |k: &mut ContractRef, key: &str| param(Card::Contract(k.0), key));
}

fn register_fight(engine: &mut Engine) {
    handle!(engine, FightRef, "Fight", |_: &mut FightRef| "fight".to_string());
    engine.register_get("attacker", |_: &mut FightRef| fight(|f, _, _| PlayerRef(f.attacker)));
    engine.register_get("defender", |_: &mut FightRef| fight(|f, _, _| PlayerRef(f.defender)));
    engine.register_get("kind", |_: &mut FightRef| {
        fight(|f, _, _| if matches!(f.target, Target::Car(_)) { "driveby" } else { "business" }.to_string())
    });
    engine.register_get("business", |_: &mut FightRef| {
        fight(|f, _, _| match f.target {
            Target::Business(b) => Dynamic::from(BusinessRef(b)),
            Target::Car(_) => unit(),
        })
    });
    engine.register_get("attackers", |_: &mut FightRef| fight(|f, _, _| gangsters(f.attackers.clone())));
    engine.register_get("defenders", |_: &mut FightRef| fight(|f, _, _| gangsters(f.defenders.clone())));
    engine.register_fn("side_of", |_: &mut FightRef, g: GangsterRef| {
        fight(|f, _, _| {
            if f.attackers.contains(&g.0) {
                Dynamic::from("attacker".to_string())
            } else if f.defenders.contains(&g.0) {
                Dynamic::from("defender".to_string())
            } else {
                unit()
            }
        })
    });
    engine.register_fn("enemies_of", |_: &mut FightRef, g: GangsterRef| {
        fight(|f, _, _| {
            let enemies = if f.attackers.contains(&g.0) {
                f.defenders.clone()
            } else if f.defenders.contains(&g.0) {
                f.attackers.clone()
            } else {
                Vec::new()
            };
            gangsters(enemies)
        })
    });
    engine.register_fn("is_neutralised", |_: &mut FightRef, g: GangsterRef| {
        fight(|f, _, _| f.neutralised.contains(&g.0))
    });
}

fn register_contexts(engine: &mut Engine) {
    handle!(engine, IncomeRef, "Income", |_: &mut IncomeRef| "income".to_string());
    engine.register_get("player", |i: &mut IncomeRef| PlayerRef(i.0));

    handle!(engine, CasualtyRef, "Casualty", |_: &mut CasualtyRef| "casualty".to_string());
    engine.register_get("gangster", |c: &mut CasualtyRef| GangsterRef(c.gangster));
    engine.register_get("owner", |c: &mut CasualtyRef| read(|s, _| player_or_unit(s.gangster(c.gangster).owner)));
    engine.register_get("killed", |c: &mut CasualtyRef| c.killed);
    engine.register_get("in_fight", |c: &mut CasualtyRef| c.in_fight);

    handle!(engine, RaidRef, "Raid", |_: &mut RaidRef| "raid".to_string());
    engine.register_get("police", |r: &mut RaidRef| PlayerRef(r.police));
    engine.register_get("owner", |r: &mut RaidRef| PlayerRef(r.owner));
    engine.register_get("business", |r: &mut RaidRef| r.business.map_or_else(unit, |b| Dynamic::from(BusinessRef(b))));

    handle!(engine, TurnRef, "Turn", |_: &mut TurnRef| "turn".to_string());
    engine.register_get("player", |t: &mut TurnRef| PlayerRef(t.0));

    handle!(engine, PlayRef, "Play", |_: &mut PlayRef| "play".to_string());
    engine.register_get("player", |p: &mut PlayRef| PlayerRef(p.player));
    engine.register_get("window", |p: &mut PlayRef| window_word(p.window).to_string());
    engine.register_get("casualty", |p: &mut PlayRef| p.casualty.map_or_else(unit, Dynamic::from));
    engine.register_get("against", |p: &mut PlayRef| player_or_unit(p.against));
    engine.register_get("fight", |_: &mut PlayRef| {
        read(|s, _| if s.fight.is_some() { Dynamic::from(FightRef) } else { unit() })
    });

    handle!(engine, ContractCtx, "ContractPlay", |_: &mut ContractCtx| "contract".to_string());
    engine.register_get("player", |c: &mut ContractCtx| PlayerRef(c.player));
    engine.register_get("contract", |c: &mut ContractCtx| ContractRef(c.card));
}

/// The word for a timing window.
pub fn window_word(w: Window) -> &'static str {
    match w {
        Window::ShootoutStart => "shootout_start",
        Window::AfterWound => "after_wound",
        Window::AfterKill => "after_kill",
        Window::OwnTurn => "own_turn",
        Window::TradeRound => "trade_round",
        Window::Anytime => "anytime",
        Window::PoliceAction => "police_action",
        Window::ElectionDay => "election_day",
    }
}

/// A script's option as a decision option.
fn to_choice(d: &Dynamic) -> Res<Choice> {
    if let Some(g) = d.clone().try_cast::<GangsterRef>() {
        return Ok(Choice::Gangster(g.0));
    }
    if let Some(p) = d.clone().try_cast::<PlayerRef>() {
        return Ok(Choice::Player(p.0));
    }
    if let Some(b) = d.clone().try_cast::<BusinessRef>() {
        return Ok(Choice::Business(b.0));
    }
    if let Some(s) = d.clone().try_cast::<StreetRef>() {
        return Ok(Choice::Street(s.0));
    }
    if let Ok(n) = d.as_int() {
        return Ok(Choice::Amount(n));
    }
    if let Ok(b) = d.as_bool() {
        return Ok(if b { Choice::Yes } else { Choice::No });
    }
    if let Ok(s) = d.clone().into_string() {
        return resource(&s).map(Choice::Resource);
    }
    error(format!(
        "`{}` cannot be offered as a choice (offer gangsters, players, businesses, streets, numbers, true/false or resources)",
        d.type_name()
    ))
}

fn register_dice_and_choices(engine: &mut Engine) {
    engine.register_fn("roll", || {
        write(|m, frame| {
            let card = Card::from_key(frame.card);
            let owner = card_owner(&m.state, card);
            i64::from(m.roll_for(owner, Why::Card, Some(card)))
        })
    });
    engine.register_fn("choose", |p: PlayerRef, prompt: &str, options: Array| -> Res<Dynamic> {
        choose(p, prompt, options, Vec::new())
    });
    // The same with words for the question's text (`#{ pick: 2, of: 3 }`): see `CardQuestion`
    // for why they travel in the position.
    engine.register_fn("choose", |p: PlayerRef, prompt: &str, options: Array, words: Map| -> Res<Dynamic> {
        let said = said_all(words)?;
        choose(p, prompt, options, said)
    });
}

/// Asks `p` the card's question `card:<prompt>`, the words `said` held in the position while
/// the seat decides.
fn choose(p: PlayerRef, prompt: &str, options: Array, said: Vec<(String, Said)>) -> Res<Dynamic> {
    if options.is_empty() {
        return error(format!("choose `{prompt}` with no options"));
    }
    let choices = options.iter().map(to_choice).collect::<Res<Vec<_>>>()?;
    let prompt = format!("card:{prompt}");
    write(|m, frame| {
        let card = Some(Card::from_key(frame.card));
        m.state.card_question = Some(CardQuestion { seat: p.0, said, card });
    })?;
    let asked = crate::engine::script::lend::ask::<crate::games::king_of_chicago::KingOfChicago, Effect>(
        p.0,
        prompt,
        choices.clone(),
    );
    write(|m, _| m.state.card_question = None)?;
    let c = asked?;
    Ok(options[choices.iter().position(|x| *x == c).unwrap_or(0)].clone())
}

/// A question's words from a script's map: each name a variable of the question's message
/// (letters, digits, `_` and `-`, from a letter).
fn said_all(words: Map) -> Res<Vec<(String, Said)>> {
    words
        .into_iter()
        .map(|(name, value)| {
            let name = name.to_string();
            let fits = name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            if !fits {
                return error(format!(
                    "`{name}` cannot name a word of a question (letters, digits, _ and -, from a letter)"
                ));
            }
            let said = said(&name, value)?;
            Ok((name, said))
        })
        .collect()
}

/// One word of a question: a number, a text, a player, gangster, business or street, or a map
/// of resource counts (`#{ booze: 1, girls: 2 }`).
fn said(name: &str, d: Dynamic) -> Res<Said> {
    if let Some(g) = d.clone().try_cast::<GangsterRef>() {
        return Ok(Said::Gangster(g.0));
    }
    if let Some(p) = d.clone().try_cast::<PlayerRef>() {
        return Ok(Said::Player(p.0));
    }
    if let Some(b) = d.clone().try_cast::<BusinessRef>() {
        return Ok(Said::Business(b.0));
    }
    if let Some(s) = d.clone().try_cast::<StreetRef>() {
        return Ok(Said::Street(s.0));
    }
    if let Ok(n) = d.as_int() {
        return Ok(Said::Number(n));
    }
    if d.is_string() {
        return Ok(Said::Text(d.into_string().unwrap_or_default()));
    }
    if let Some(counts) = d.clone().try_cast::<Map>() {
        let mut r = Res3::default();
        for (kind, n) in counts {
            let Ok(n) = n.as_int() else {
                return error(format!("`{name}.{kind}` is not a whole number of resources"));
            };
            *r.get_mut(resource(&kind)?) = n;
        }
        return Ok(Said::Resources(r));
    }
    error(format!(
        "`{name}` is a `{}`, which a question cannot say (give numbers, texts, players, gangsters, businesses, streets or a map of resources)",
        d.type_name()
    ))
}

/// Who a card belongs to: a gangster's owner, an event's or a contract's holder.
pub fn card_owner(s: &State, card: Card) -> Option<Seat> {
    match card {
        Card::Gangster(g) => s.gangster(GangsterId(g)).owner,
        Card::Event(e) => s
            .players
            .iter()
            .find(|(_, p)| p.events.contains(&e))
            .map(|(seat, _)| seat)
            .or(s.playing.map(|(seat, _)| seat)),
        Card::Contract(c) => {
            s.players.iter().find(|(_, p)| p.contracts.iter().any(|h| h.card == c)).map(|(seat, _)| seat)
        }
        Card::Resource(_) => None,
    }
}

/// The most money a script may give, take or add to an income at once: the bound content's
/// own amounts have at load (E0010). A script's sum beyond it is an error, named, rather than a
/// fortune that would make every later auction list billions of bids.
const MOST_MONEY: i64 = 1_000_000;

fn money(n: i64) -> Res<i64> {
    if n.abs() > MOST_MONEY {
        return error(format!("${n} is more money than a card may move at once (at most ${MOST_MONEY})"));
    }
    Ok(n)
}

fn register_effects(engine: &mut Engine) {
    engine.register_fn("give_money", |p: PlayerRef, n: i64| {
        act(Effect::GiveMoney { seat: p.0, amount: money(n)?.max(0) })
    });
    engine.register_fn("take_money", |p: PlayerRef, n: i64| {
        act(Effect::TakeMoney { seat: p.0, amount: money(n)?.max(0) })
    });
    engine.register_fn("produce", |p: PlayerRef, kind: &str, n: i64| {
        act(Effect::Produce { seat: p.0, resource: resource(kind)?, count: n.max(0) })
    });
    engine.register_fn("confiscate", |p: PlayerRef, kind: &str, n: i64| {
        act(Effect::Confiscate { seat: p.0, resource: resource(kind)?, count: n.max(0) })
    });
    engine.register_fn("steal_resources", |from: PlayerRef, to: PlayerRef, kind: &str, n: i64| {
        act(Effect::StealResources { from: from.0, to: to.0, resource: resource(kind)?, count: n.max(0) })
    });
    engine.register_fn("kill", |g: GangsterRef| act(Effect::Kill { gangster: g.0 }));
    engine.register_fn("jail_for_life", |g: GangsterRef| act(Effect::ToGraveyard { gangster: g.0 }));
    engine
        .register_fn("confiscate_random", |p: PlayerRef, n: i64| act(Effect::ConfiscateRandom { seat: p.0, count: n }));
    engine.register_fn("steal_random_gangster", |from: PlayerRef, to: PlayerRef| {
        act(Effect::StealRandomGangster { from: from.0, to: to.0 })
    });
    engine.register_fn("hire", |g: GangsterRef, p: PlayerRef| act(Effect::Hire { gangster: g.0, seat: p.0 }));
    engine.register_fn("steal_gangster", |g: GangsterRef, p: PlayerRef| {
        act(Effect::StealGangster { gangster: g.0, seat: p.0 })
    });
    engine.register_fn("steal_random_cards", |from: PlayerRef, to: PlayerRef, n: i64| -> Res<i64> {
        // The rules draw the cards at random from the victim's folder: nobody picks them.
        let cards = write(|m, _| {
            let p = &m.state.players[from.0];
            let mut pool: Vec<Card> = p.events.iter().map(|&e| Card::Event(e)).collect();
            pool.extend(p.contracts.iter().filter(|c| !c.started).map(|c| Card::Contract(c.card)));
            m.state.chance.rng.shuffle(&mut pool);
            pool.truncate(n.max(0) as usize);
            pool
        })?;
        let count = cards.len() as i64;
        for card in cards {
            act(Effect::StealCard { from: from.0, to: to.0, card })?;
        }
        // Fewer than asked: the victim held no more that may be taken, and the table is told
        // (told, not an effect: the card's use is counted by what it does).
        if count < n {
            let told = crate::games::king_of_chicago::event::Event::StoleFewerCards {
                from: from.0,
                to: to.0,
                asked: n,
                held: count,
            };
            write(|m, _| m.emit(told))?;
        }
        Ok(count)
    });
    engine.register_fn("police_to", |p: PlayerRef| act(Effect::PoliceControl { seat: p.0 }));
    engine.register_fn("extra_police_action", || act(Effect::ExtraPoliceAction));
    engine.register_fn("extra_move", |p: PlayerRef| act(Effect::ExtraMove { seat: p.0 }));
    engine.register_fn("freeze", |p: PlayerRef| act(Effect::Freeze { seat: p.0 }));
    engine.register_fn("out_of_gas", |p: PlayerRef| act(Effect::OutOfGas { seat: p.0 }));
    engine.register_fn("move_car", |p: PlayerRef, s: StreetRef| act(Effect::MoveCar { seat: p.0, street: s.0 }));
    engine.register_fn("use_once", |g: &mut GangsterRef| act(Effect::UseOnce { card: Card::Gangster(g.0.0) }));
    engine.register_fn("peek_car", |p: PlayerRef, target: PlayerRef| {
        act(Effect::Peek { seat: p.0, target: Target::Car(target.0) })
    });
    engine.register_fn("peek_business", |p: PlayerRef, b: BusinessRef| {
        act(Effect::Peek { seat: p.0, target: Target::Business(b.0) })
    });
}
