//! The game's content, checked: ids resolved to indices, references verified, numbers in place.
//! The rules never see an unchecked value.

use super::board::{Board, SquareId};
use super::defs::*;
use crate::engine::content::{Checker, Digest, Source, SourceFile};
use crate::engine::diag::{Diagnostics, did_you_mean};
use crate::engine::script::Limits;
use std::collections::BTreeMap;

pub const GAME_ID: &str = "king-of-chicago";

/// Every number of the rulebook, from `game.toml`.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Rules {
    pub win_power: i64,
    pub start_money: i64,
    pub start_resources: Res3,
    pub order_dice: u8,
    pub placements: Vec<(SquareId, Resource, i64)>,
    pub resource_tokens: i64,
    pub turf_markers: i64,
    pub action_rounds: u8,
    pub die_sides: u8,
    pub police_bonus: i64,
    pub car_capacity: i64,
    pub business_capacity: i64,
    pub sizes: [SizeRule; 3],
    pub turf_income: i64,
    pub turf_takeover: i64,
    pub power_contract: i64,
    pub power_respect: i64,
    pub gangsters_per_point: i64,
    pub base_attack: i64,
    pub base_defense: i64,
    pub kill_difference: i64,
    pub min_bid: i64,
    pub bid_step: i64,
    pub police_actions: u8,
    pub round_cap: u32,
    pub script_limits: Limits,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct SizeRule {
    pub income: i64,
    pub monopoly: i64,
    pub power: i64,
    pub defense: i64,
    pub cost: KindCosts,
}

impl Rules {
    pub fn size(&self, size: Size) -> &SizeRule {
        &self.sizes[size as usize]
    }

    pub fn cost(&self, size: Size, kind: Kind) -> Res3 {
        let c = &self.size(size).cost;
        match kind {
            Kind::Bar => c.bar,
            Kind::Casino => c.casino,
            Kind::Brothel => c.brothel,
        }
    }
}

/// The printed combat bonuses of a gangster (rulebook 5.2.5, "Calcul du bonus").
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Bonuses {
    pub attack: Option<i64>,
    pub defense: Option<i64>,
    pub driveby: Option<i64>,
    pub driveby_attack: Option<i64>,
    pub driveby_defense: Option<i64>,
    pub business_attack: Option<i64>,
    pub business_defense: Option<i64>,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Gangster {
    pub id: String,
    pub starred: bool,
    pub bonuses: Bonuses,
    pub drive: i64,
    pub cost: Res3,
    pub params: toml::Table,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct EventCard {
    pub id: String,
    pub windows: Vec<Window>,
    pub params: toml::Table,
}

/// Where a contract is started or completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Spot {
    Square(SquareId),
    /// Any of the contract holder's own businesses (Pay-day).
    OwnBusiness,
    /// Any garage (They never saw it coming).
    AnyGarage,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Contract {
    pub id: String,
    pub start: Spot,
    pub finish: Spot,
    pub reward: i64,
    pub params: toml::Table,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct BusinessMarker {
    pub id: String,
    pub kind: Kind,
    pub size: Size,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct ResourceCard {
    pub id: String,
    pub resource: Resource,
    pub place: SquareId,
    pub count: i64,
}

/// All of King of Chicago's content, checked.
#[derive(Clone, Debug)]
pub struct Content {
    pub rules: Rules,
    pub board: Board,
    pub gangsters: Vec<Gangster>,
    pub events: Vec<EventCard>,
    pub contracts: Vec<Contract>,
    pub businesses: Vec<BusinessMarker>,
    pub resource_cards: Vec<ResourceCard>,
    /// Digest of every file read, for saves and logs.
    pub digest: String,
    pub source: Source,
}

impl Content {
    pub fn gangster_index(&self, id: &str) -> Option<usize> {
        self.gangsters.iter().position(|g| g.id == id)
    }
}

fn file_path(name: &str) -> String {
    format!("{GAME_ID}/{name}")
}

/// Loads and checks all of King of Chicago's content from `source`.
///
/// # Errors
/// Every problem found, each at its `file:line:col`.
pub fn load(source: &Source) -> Result<Content, Diagnostics> {
    let mut ck = Checker::default();
    let mut digest = Digest::default();
    let mut read = |name: &str, ck: &mut Checker| -> Option<SourceFile> {
        match source.read(&file_path(name)) {
            Ok(f) => {
                digest.add(&f.name, f.text.as_bytes());
                Some(f)
            }
            Err(d) => {
                ck.diagnostics.push(d);
                None
            }
        }
    };
    let game_f = read("game.toml", &mut ck);
    let board_f = read("board.toml", &mut ck);
    let gang_f = read("gangsters.toml", &mut ck);
    let event_f = read("events.toml", &mut ck);
    let contract_f = read("contracts.toml", &mut ck);
    let business_f = read("businesses.toml", &mut ck);
    let res_f = read("resource_cards.toml", &mut ck);

    let board = board_f.as_ref().and_then(|f| {
        let raw: BoardFile = ck.parse(f)?;
        super::board::check(&raw, f, &mut ck)
    });
    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(f));
    let gangsters_raw: Option<GangstersFile> = gang_f.as_ref().and_then(|f| ck.parse(f));
    let events_raw: Option<EventsFile> = event_f.as_ref().and_then(|f| ck.parse(f));
    let contracts_raw: Option<ContractsFile> = contract_f.as_ref().and_then(|f| ck.parse(f));
    let businesses_raw: Option<BusinessesFile> = business_f.as_ref().and_then(|f| ck.parse(f));
    let res_raw: Option<ResourceCardsFile> = res_f.as_ref().and_then(|f| ck.parse(f));

    let mut ids = IdRegistry::default();
    let gangsters =
        gangsters_raw.map(|raw| check_gangsters(raw, gang_f.as_ref().unwrap(), &mut ck, &mut ids));
    let events = events_raw.map(|raw| {
        let f = event_f.as_ref().unwrap();
        raw.event
            .into_iter()
            .map(|e| {
                ids.claim(&e.id, f, &mut ck);
                if e.windows.is_empty() {
                    ck.error_at(
                        f,
                        &e.id,
                        "E0104",
                        format!("event `{}` has no window to be played in", e.id.get_ref()),
                        None,
                    );
                }
                EventCard {
                    id: e.id.into_inner(),
                    windows: e.windows,
                    params: e.params.unwrap_or_default(),
                }
            })
            .collect::<Vec<_>>()
    });
    let (rules, contracts, resource_cards) = match &board {
        Some(board) => {
            let rules = game.and_then(|g| check_rules(g, game_f.as_ref().unwrap(), board, &mut ck));
            let contracts = contracts_raw.map(|raw| {
                let f = contract_f.as_ref().unwrap();
                raw.contract
                    .into_iter()
                    .map(|c| {
                        ids.claim(&c.id, f, &mut ck);
                        let start = spot(&c.start, f, board, &mut ck);
                        let finish = spot(&c.finish, f, board, &mut ck);
                        Contract {
                            id: c.id.into_inner(),
                            start,
                            finish,
                            reward: c.reward,
                            params: c.params.unwrap_or_default(),
                        }
                    })
                    .collect::<Vec<_>>()
            });
            let resource_cards = res_raw.map(|raw| {
                let f = res_f.as_ref().unwrap();
                raw.resource_card
                    .into_iter()
                    .map(|r| {
                        let place = square_ref(&r.place, f, board, &mut ck).unwrap_or(SquareId(0));
                        if r.count < 1 {
                            ck.error_at(
                                f,
                                &r.id,
                                "E0105",
                                format!(
                                    "resource card `{}` places {} tokens",
                                    r.id.get_ref(),
                                    r.count
                                ),
                                Some("a card places at least 1".into()),
                            );
                        }
                        ResourceCard {
                            id: r.id.into_inner(),
                            resource: r.resource,
                            place,
                            count: r.count,
                        }
                    })
                    .collect::<Vec<_>>()
            });
            (rules, contracts, resource_cards)
        }
        None => (None, None, None),
    };
    let businesses = businesses_raw.map(|raw| {
        let f = business_f.as_ref().unwrap();
        let mut seen = IdRegistry::default();
        raw.business
            .into_iter()
            .map(|b| {
                seen.claim(&b.id, f, &mut ck);
                BusinessMarker {
                    id: b.id.into_inner(),
                    kind: b.kind,
                    size: b.size,
                }
            })
            .collect::<Vec<_>>()
    });
    if let (Some(b), Some(markers)) = (&board, &businesses) {
        let small = markers.iter().filter(|m| m.size == Size::Small).count();
        let starts = b.start_squares().count();
        if small < starts.min(1) {
            ck.error(
                "king-of-chicago/businesses.toml",
                "E0106",
                "no small business to deal at setup".into(),
            );
        }
    }
    if let Some(g) = &gangsters
        && g.iter().filter(|g| g.starred).count() == 0
    {
        ck.error(
            "king-of-chicago/gangsters.toml",
            "E0107",
            "no starred gangster to deal at setup".into(),
        );
    }

    if !ck.diagnostics.is_empty() {
        return Err(ck.diagnostics);
    }
    // Scripts belong to the content: they count in its digest.
    for name in source.list_scripts(GAME_ID) {
        if let Some(f) = source.read_script(&format!("{GAME_ID}/{name}")) {
            digest.add(&f.name, f.text.as_bytes());
        }
    }
    let content = match (rules, board, gangsters, events, contracts, businesses, resource_cards) {
        (Some(rules), Some(board), Some(gangsters), Some(events), Some(contracts), Some(businesses), Some(resource_cards)) => Content {
            rules,
            board,
            gangsters,
            events,
            contracts,
            businesses,
            resource_cards,
            digest: digest.hex(),
            source: source.clone(),
        },
        _ => return Err(ck.diagnostics),
    };
    // Every script compiles and names only hooks of the game, or nothing runs.
    if let Err(problems) = crate::games::king_of_chicago::script::for_content(&content) {
        return Err(Diagnostics(problems));
    }
    Ok(content)
}

/// Card ids are unique across gangsters, events and contracts (they key locale messages and
/// scripts).
#[derive(Default)]
struct IdRegistry(BTreeMap<String, ()>);

impl IdRegistry {
    fn claim(&mut self, id: &toml::Spanned<String>, f: &SourceFile, ck: &mut Checker) {
        let s = id.get_ref();
        if !s
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            || s.is_empty()
        {
            ck.error_at(
                f,
                id,
                "E0102",
                format!("id `{s}` must be lower_snake_case"),
                None,
            );
        }
        if self.0.insert(s.clone(), ()).is_some() {
            ck.error_at(f, id, "E0103", format!("id `{s}` is used twice"), None);
        }
    }
}

fn check_gangsters(
    raw: GangstersFile,
    f: &SourceFile,
    ck: &mut Checker,
    ids: &mut IdRegistry,
) -> Vec<Gangster> {
    raw.gangster
        .into_iter()
        .map(|g| {
            ids.claim(&g.id, f, ck);
            if let Some(cost) = &g.cost
                && [cost.booze, cost.girls, cost.henchmen]
                    .iter()
                    .any(|&n| n < 0)
            {
                ck.error_at(
                    f,
                    &g.id,
                    "E0108",
                    format!("gangster `{}` has a negative cost", g.id.get_ref()),
                    None,
                );
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
        })
        .collect()
}

fn check_rules(g: GameFile, f: &SourceFile, board: &Board, ck: &mut Checker) -> Option<Rules> {
    let placements = g
        .setup
        .placements
        .iter()
        .filter_map(|p| square_ref(&p.place, f, board, ck).map(|sq| (sq, p.resource, p.count)))
        .collect();
    if g.movement.die_sides == 0 || g.setup.order_dice == 0 {
        ck.error(
            &f.name,
            "E0109",
            "dice need at least one side and one die".into(),
        );
        return None;
    }
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
        sizes: [
            size_rule(&g.business.small),
            size_rule(&g.business.medium),
            size_rule(&g.business.large),
        ],
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
    })
}

fn size_rule(d: &SizeDef) -> SizeRule {
    SizeRule {
        income: d.income,
        monopoly: d.monopoly,
        power: d.power,
        defense: d.defense,
        cost: d.cost.clone(),
    }
}

/// Resolves a square id, recording "does not exist, did you mean" when it is not one.
fn square_ref(
    id: &toml::Spanned<String>,
    f: &SourceFile,
    board: &Board,
    ck: &mut Checker,
) -> Option<SquareId> {
    match board.square_by_id(id.get_ref()) {
        Some(sq) => Some(sq),
        None => {
            let help = did_you_mean(id.get_ref(), board.squares.iter().map(|s| s.id.as_str()));
            ck.error_at(
                f,
                id,
                "E0201",
                format!("square `{}` does not exist", id.get_ref()),
                help,
            );
            None
        }
    }
}

fn spot(id: &toml::Spanned<String>, f: &SourceFile, board: &Board, ck: &mut Checker) -> Spot {
    match id.get_ref().as_str() {
        "own_business" => Spot::OwnBusiness,
        "any_garage" => Spot::AnyGarage,
        _ => square_ref(id, f, board, ck).map_or(Spot::AnyGarage, Spot::Square),
    }
}
