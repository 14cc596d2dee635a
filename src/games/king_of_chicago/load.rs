//! Loading King of Chicago's content: the base files, each mod layered over them, every
//! reference checked, every problem reported at its `file:line:col` in one run.
//!
//! Mods (`--mod DIR`, in order): a card file in a mod adds cards, or replaces the card of the
//! same id, and may take cards out with `remove = ["id", ...]`; a mod's `game.toml` overrides
//! any number (only keys the base game has); a mod's `board.toml` replaces the board; its
//! scripts replace or add scripts; its locales add or override messages.

use super::board::{Board, SquareId};
use super::content::*;
use super::defs::*;
use crate::engine::content::{Checker, Digest, IdPlaces, Ids, Source, SourceFile};
use crate::engine::diag::{Diagnostic, Diagnostics, did_you_mean};
use crate::engine::layers::{self, CardFile, Keyed, layered};
use toml::Spanned;

fn file_path(name: &str) -> String {
    format!("{GAME_ID}/{name}")
}

macro_rules! keyed {
    ($($t:ty),*) => {$(impl Keyed for $t { fn key(&self) -> &Spanned<String> { &self.id } })*};
}
keyed!(GangsterDef, EventDef, ContractDef, BusinessDef, ResourceCardDef);

macro_rules! card_file {
    ($($f:ty => $d:ty, $field:ident);*) => {$(impl CardFile for $f {
        type Def = $d;
        fn split(self) -> (Vec<$d>, Vec<Spanned<String>>) { (self.$field, self.remove) }
    })*};
}
card_file!(GangstersFile => GangsterDef, gangster; EventsFile => EventDef, event; ContractsFile => ContractDef, contract;
    BusinessesFile => BusinessDef, business; ResourceCardsFile => ResourceCardDef, resource_card);

fn files(source: &Source, name: &str, ck: &mut Checker, digest: &mut Digest) -> Vec<SourceFile> {
    layers::files(source, GAME_ID, name, ck, digest)
}

/// Loads and checks all of King of Chicago's content from `source`, mods included.
///
/// # Errors
/// Every problem found, each at its `file:line:col`.
pub fn load(source: &Source) -> Result<Content, Diagnostics> {
    read(source).0
}

/// [`load`], with the warnings of what did read: a deck that differs from the box (W0112).
pub fn read(source: &Source) -> (Result<Content, Diagnostics>, Vec<Diagnostic>) {
    let mut ck = Checker::for_game(source, GAME_ID);
    let content = checked(source, &mut ck);
    (content, ck.warnings)
}

fn checked(source: &Source, ck: &mut Checker) -> Result<Content, Diagnostics> {
    let mut digest = Digest::default();
    let game_fs = files(source, "game.toml", ck, &mut digest);
    let board_fs = files(source, "board.toml", ck, &mut digest);
    let gang_fs = files(source, "gangsters.toml", ck, &mut digest);
    let event_fs = files(source, "events.toml", ck, &mut digest);
    let contract_fs = files(source, "contracts.toml", ck, &mut digest);
    let business_fs = files(source, "businesses.toml", ck, &mut digest);
    let res_fs = files(source, "resource_cards.toml", ck, &mut digest);

    // A mod's board replaces the base board whole; where its squares are set is kept, for a
    // name missing to be told there.
    let mut square_places = IdPlaces::default();
    let board = board_fs.last().and_then(|f| {
        let raw: BoardFile = ck.parse(f)?;
        for s in &raw.square {
            square_places.set(format!("square-{}", s.id.get_ref()), f, &s.id, ck);
        }
        super::board::check(&raw, f, ck)
    });
    let game_f = layers::numbers_file(&game_fs, ck);
    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(f));
    let in_the_box = game.as_ref().and_then(|g| g.components.clone());
    let gangsters_raw = layered::<GangstersFile>(&gang_fs, ck);
    let events_raw = layered::<EventsFile>(&event_fs, ck);
    let contracts_raw = layered::<ContractsFile>(&contract_fs, ck);
    let businesses_raw = layered::<BusinessesFile>(&business_fs, ck);
    let res_raw = layered::<ResourceCardsFile>(&res_fs, ck);

    let mut ids = Ids::default();
    let gangsters = gangsters_raw
        .map(|raw| raw.into_iter().map(|(g, i)| check_gangster(g, &gang_fs[i], ck, &mut ids)).collect::<Vec<_>>());
    let events = events_raw.map(|raw| {
        raw.into_iter().map(|(e, i)| check_event(e, (&event_fs[i], source), ck, &mut ids)).collect::<Vec<_>>()
    });
    let (rules, contracts, resource_cards) = match &board {
        Some(board) => {
            let rules = game.and_then(|g| check_rules(g, game_f.as_ref()?, &game_fs, board, ck));
            let contracts = contracts_raw.map(|raw| {
                raw.into_iter()
                    .map(|(c, i)| check_contract(c, &contract_fs[i], board, ck, &mut ids))
                    .collect::<Vec<_>>()
            });
            let resource_cards = res_raw.map(|raw| {
                let mut seen = Ids::default();
                raw.into_iter()
                    .map(|(r, i)| check_resource_card(r, &res_fs[i], board, ck, &mut seen))
                    .collect::<Vec<_>>()
            });
            (rules, contracts, resource_cards)
        }
        None => (None, None, None),
    };
    let mut business_ids = Ids::default();
    let businesses = businesses_raw.map(|raw| {
        let seen = &mut business_ids;
        raw.into_iter()
            .map(|(b, i)| {
                seen.claim(&b.id, &business_fs[i], ck);
                BusinessMarker { id: b.id.into_inner(), kind: b.kind, size: b.size }
            })
            .collect::<Vec<_>>()
    });
    if let Some(g) = &gangsters
        && !g.iter().any(|g| g.starred)
    {
        no_starred_gangster(&gang_fs, ck);
    }
    for (len, what, file) in [
        (gangsters.as_ref().map(Vec::len), "gangster", "gangsters.toml"),
        (events.as_ref().map(Vec::len), "event", "events.toml"),
        (contracts.as_ref().map(Vec::len), "contract", "contracts.toml"),
        (businesses.as_ref().map(Vec::len), "business", "businesses.toml"),
        (resource_cards.as_ref().map(Vec::len), "resource card", "resource_cards.toml"),
    ] {
        if len.is_some_and(|n| n > usize::from(u8::MAX)) {
            ck.error(&file_path(file), "E0111", format!("more than 255 {what}s"));
        }
    }
    // 2.0: the box's components; a mod may add or remove cards on purpose.
    if let Some(c) = in_the_box {
        for (file, key, what, have, want) in [
            ("gangsters.toml", "gangsters", "gangster cards", gangsters.as_ref().map(Vec::len), c.gangsters),
            ("events.toml", "events", "event cards", events.as_ref().map(Vec::len), c.events),
            ("contracts.toml", "contracts", "contract cards", contracts.as_ref().map(Vec::len), c.contracts),
            (
                "resource_cards.toml",
                "resource_cards",
                "resource cards",
                resource_cards.as_ref().map(Vec::len),
                c.resource_cards,
            ),
            ("businesses.toml", "businesses", "business markers", businesses.as_ref().map(Vec::len), c.businesses),
        ] {
            let boxed = layers::set_by_mod(&game_fs, "components", key);
            ck.deck_differs(&file_path(file), what, (have, want), boxed);
        }
    }
    if !ck.diagnostics.is_empty() {
        return Err(std::mem::take(&mut ck.diagnostics));
    }
    // Scripts belong to the content: they count in its digest.
    for name in source.list_scripts(GAME_ID) {
        if let Some(f) = source.read_script(&format!("{GAME_ID}/{name}")) {
            digest.add_file(source, &f);
        }
    }
    let content = match (rules, board, gangsters, events, contracts, businesses, resource_cards) {
        (
            Some(rules),
            Some(board),
            Some(gangsters),
            Some(events),
            Some(contracts),
            Some(businesses),
            Some(resource_cards),
        ) => Content {
            rules,
            board,
            gangsters,
            events,
            contracts,
            businesses,
            resource_cards,
            places: {
                let mut places = ids.places();
                business_ids.places_as("business", &mut places);
                places.extend(square_places);
                places
            },
            digest: digest.hex(),
            source: source.clone(),
        },
        _ => return Err(std::mem::take(&mut ck.diagnostics)),
    };
    // Every script compiles and names only hooks of the game, or nothing runs.
    if let Err(problems) = super::script::for_content(&content) {
        return Err(Diagnostics(problems));
    }
    Ok(content)
}

/// An event card: its id claimed, at least one window to be played in, and its script (8.1: an
/// event card does what its text says, which its script does; played without one it would do
/// nothing, E0109).
fn check_event(e: EventDef, (f, source): (&SourceFile, &Source), ck: &mut Checker, ids: &mut Ids) -> EventCard {
    ids.claim(&e.id, f, ck);
    let id = e.id.get_ref();
    if e.windows.is_empty() {
        ck.error_at(f, &e.id, "E0104", format!("event `{id}` has no window to be played in"), None);
    }
    if source.read_script(&format!("{GAME_ID}/{id}.rhai")).is_none() {
        let help = format!("write scripts/{GAME_ID}/{id}.rhai: an event does what its script does");
        let message = format!("event `{id}` has no script: played, it would do nothing");
        ck.error_at(f, &e.id, "E0109", message, Some(help));
    }
    EventCard { id: e.id.into_inner(), windows: e.windows, params: e.params.unwrap_or_default() }
}

/// A contract: its id claimed, its start and finish spots of the board, its reward
/// within bounds.
fn check_contract(c: ContractDef, f: &SourceFile, board: &Board, ck: &mut Checker, ids: &mut Ids) -> Contract {
    ids.claim(&c.id, f, ck);
    let start = spot(&c.start, f, board, ck);
    let finish = spot(&c.finish, f, board, ck);
    if !(0..=1_000_000).contains(&c.reward) {
        ck.error_at(
            f,
            &c.id,
            "E0010",
            format!("contract `{}` rewards {}", c.id.get_ref(), c.reward),
            Some("set the reward between 0 and 1000000".into()),
        );
    }
    Contract { id: c.id.into_inner(), start, finish, reward: c.reward, params: c.params.unwrap_or_default() }
}

/// A resource card: its id claimed among the resource cards, the square it places on, and
/// from 1 to 100 tokens.
fn check_resource_card(
    r: ResourceCardDef,
    f: &SourceFile,
    board: &Board,
    ck: &mut Checker,
    seen: &mut Ids,
) -> ResourceCard {
    seen.claim(&r.id, f, ck);
    let place = square_ref(&r.place, f, board, ck).unwrap_or(SquareId(0));
    if r.count > 100 {
        ck.error_at(
            f,
            &r.id,
            "E0010",
            format!("resource card `{}` places {} tokens", r.id.get_ref(), r.count),
            Some("a card places at most 100".into()),
        );
    }
    if r.count < 1 {
        ck.error_at(
            f,
            &r.id,
            "E0105",
            format!("resource card `{}` places {} tokens", r.id.get_ref(), r.count),
            Some("a card places at least 1".into()),
        );
    }
    ResourceCard { id: r.id.into_inner(), resource: r.resource, place, count: r.count }
}

fn check_gangster(g: GangsterDef, f: &SourceFile, ck: &mut Checker, ids: &mut Ids) -> Gangster {
    ids.claim(&g.id, f, ck);
    let numbers = [
        ("attack", g.attack),
        ("defense", g.defense),
        ("driveby", g.driveby),
        ("driveby_attack", g.driveby_attack),
        ("driveby_defense", g.driveby_defense),
        ("business_attack", g.business_attack),
        ("business_defense", g.business_defense),
        ("drive", g.drive),
    ];
    let cost = g.cost.unwrap_or_default();
    let costs = Resource::ALL.map(|r| (r.key(), Some(cost.get(r))));
    for (key, value) in numbers.into_iter().chain(costs) {
        if let Some(v) = value.filter(|v| !(-100..=1_000).contains(v)) {
            ck.error_at(
                f,
                &g.id,
                "E0010",
                format!("gangster `{}` has {key} {v}, outside what the rules can play with", g.id.get_ref()),
                Some("set it between -100 and 1000".into()),
            );
        }
    }
    if let Some(cost) = &g.cost
        && [cost.booze, cost.girls, cost.henchmen].iter().any(|&n| n < 0)
    {
        ck.error_at(f, &g.id, "E0108", format!("gangster `{}` has a negative cost", g.id.get_ref()), None);
    }
    Gangster {
        id: g.id.into_inner(),
        starred: g.starred,
        bonuses: Bonuses {
            attack: g.attack,
            defense: g.defense,
            driveby: g.driveby,
            driveby_attack: g.driveby_attack,
            driveby_defense: g.driveby_defense,
            business_attack: g.business_attack,
            business_defense: g.business_defense,
        },
        drive: g.drive.unwrap_or(0),
        cost: g.cost.unwrap_or_default(),
        params: g.params.unwrap_or_default(),
    }
}

/// Setup deals each player a random starred gangster (3.1): none left is told at the `remove`
/// of the last mod that takes one out, else at the file.
fn no_starred_gangster(layers: &[SourceFile], ck: &mut Checker) {
    let Some(base) = layers.first() else { return };
    let (file, line, col) = layers::set_at(layers, base, "", "remove");
    let d = Diagnostic::new(file, line, col, "E0107", "no starred gangster to deal at setup".into());
    ck.diagnostics.push(d.with_help("keep one gangster with `starred = true`, or star one of the mod's own"));
}

fn check_rules(g: GameFile, f: &SourceFile, layers: &[SourceFile], board: &Board, ck: &mut Checker) -> Option<Rules> {
    let placements = g
        .setup
        .placements
        .iter()
        .filter_map(|p| square_ref(&p.place, f, board, ck).map(|sq| (sq, p.resource, p.count)))
        .collect();
    check_ranges(&g, f, layers, ck);
    // No die, or dice without sides: `check_ranges` has told it (E0010) where it is set.
    if g.movement.die_sides == 0 || g.setup.order_dice == 0 {
        return None;
    }
    let size = |d: &SizeDef| SizeRule {
        income: d.income,
        monopoly: d.monopoly,
        power: d.power,
        defense: d.defense,
        cost: d.cost.clone(),
    };
    Some(Rules {
        win_power: g.win.power_points,
        start_money: g.setup.money,
        start_resources: g.setup.resources,
        order_dice: g.setup.order_dice,
        placements,
        resource_tokens: g.supply.resource_tokens,
        turf_markers: g.supply.turf_markers,
        action_rounds: g.round.action_rounds,
        die_sides: g.movement.die_sides,
        police_bonus: g.movement.police_bonus,
        car_capacity: g.capacity.car,
        business_capacity: g.capacity.business,
        sizes: [size(&g.business.small), size(&g.business.medium), size(&g.business.large)],
        turf_income: g.turf.income,
        turf_takeover: g.turf.takeover,
        power_contract: g.power.contract,
        power_respect: g.power.local_respect,
        gangsters_per_point: g.power.gangsters_per_point.max(1),
        base_attack: g.shootout.base_attack,
        base_defense: g.shootout.base_defense,
        kill_difference: g.shootout.kill_difference,
        min_bid: g.auction.min_bid,
        bid_step: g.auction.step.max(1),
        police_actions: g.police.actions_per_round,
        round_cap: g.engine.round_cap,
        script_limits: g.engine.script_limits,
        components: g.components,
    })
}

/// Every number of `game.toml` within the range the rules can play with: a huge amount of money
/// makes an auction allocate without end, a huge round cap runs for ever, a negative bonus
/// stops the game, zero script limits switch the sandbox off. Each is reported at its key.
fn check_ranges(g: &GameFile, f: &SourceFile, layers: &[SourceFile], ck: &mut Checker) {
    const AMOUNT: std::ops::RangeInclusive<i64> = 0..=1_000_000;
    const SMALL: std::ops::RangeInclusive<i64> = 0..=1_000;
    let sizes = [("small", &g.business.small), ("medium", &g.business.medium), ("large", &g.business.large)];
    let mut numbers: Vec<(String, &str, i64, std::ops::RangeInclusive<i64>)> = vec![
        ("win".into(), "power_points", g.win.power_points, 1..=1_000),
        ("setup".into(), "money", g.setup.money, AMOUNT),
        ("setup".into(), "order_dice", i64::from(g.setup.order_dice), 1..=10),
        ("setup".into(), "placements", g.setup.placements.len() as i64, 0..=1_000),
        ("supply".into(), "resource_tokens", g.supply.resource_tokens, 0..=10_000),
        ("supply".into(), "turf_markers", g.supply.turf_markers, 0..=10_000),
        ("round".into(), "action_rounds", i64::from(g.round.action_rounds), 1..=20),
        ("movement".into(), "die_sides", i64::from(g.movement.die_sides), 1..=100),
        ("movement".into(), "police_bonus", g.movement.police_bonus, 0..=100),
        ("capacity".into(), "car", g.capacity.car, 1..=100),
        ("capacity".into(), "business", g.capacity.business, 1..=100),
        ("turf".into(), "income", g.turf.income, AMOUNT),
        ("turf".into(), "takeover", g.turf.takeover, AMOUNT),
        ("power".into(), "contract", g.power.contract, SMALL),
        ("power".into(), "local_respect", g.power.local_respect, SMALL),
        ("power".into(), "gangsters_per_point", g.power.gangsters_per_point, 1..=100),
        ("shootout".into(), "base_attack", g.shootout.base_attack, 0..=100),
        ("shootout".into(), "base_defense", g.shootout.base_defense, 0..=100),
        ("shootout".into(), "kill_difference", g.shootout.kill_difference, 0..=100),
        ("auction".into(), "min_bid", g.auction.min_bid, AMOUNT),
        ("auction".into(), "step", g.auction.step, 1..=1_000_000),
        ("police".into(), "actions_per_round", i64::from(g.police.actions_per_round), 0..=20),
        ("engine".into(), "round_cap", i64::from(g.engine.round_cap), 1..=1_000),
    ];
    for r in Resource::ALL {
        numbers.push(("setup.resources".into(), r.key(), g.setup.resources.get(r), SMALL));
    }
    for p in &g.setup.placements {
        numbers.push(("setup.placements".into(), "count", p.count, 0..=100));
    }
    for (name, size) in sizes {
        let section = format!("business.{name}");
        for (key, v) in
            [("income", size.income), ("monopoly", size.monopoly), ("power", size.power), ("defense", size.defense)]
        {
            numbers.push((section.clone(), key, v, AMOUNT));
        }
        for (kind, cost) in [("bar", &size.cost.bar), ("casino", &size.cost.casino), ("brothel", &size.cost.brothel)] {
            for r in Resource::ALL {
                numbers.push((format!("{section}.cost.{kind}"), r.key(), cost.get(r), SMALL));
            }
        }
    }
    for (section, key, value, range) in numbers {
        if !range.contains(&value) {
            let message = format!("`{section}.{key}` is {value}, outside what the rules can play with");
            let help = Some(format!("set it between {} and {}", range.start(), range.end()));
            layers::error_where_set(ck, (f, layers), (&section, key), "E0010", message, help);
        }
    }
    layers::check_script_limits(&g.engine.script_limits, (f, layers), ck);
}

/// Resolves a square id, recording "does not exist, did you mean" when it is not one.
fn square_ref(id: &Spanned<String>, f: &SourceFile, board: &Board, ck: &mut Checker) -> Option<SquareId> {
    match board.square_by_id(id.get_ref()) {
        Some(sq) => Some(sq),
        None => {
            let help = did_you_mean(id.get_ref(), board.squares.iter().map(|s| s.id.as_str()));
            ck.error_at(f, id, "E0201", format!("square `{}` does not exist", id.get_ref()), help);
            None
        }
    }
}

fn spot(id: &Spanned<String>, f: &SourceFile, board: &Board, ck: &mut Checker) -> Spot {
    match id.get_ref().as_str() {
        "own_business" => Spot::OwnBusiness,
        "any_garage" => Spot::AnyGarage,
        _ => square_ref(id, f, board, ck).map_or(Spot::AnyGarage, Spot::Square),
    }
}
