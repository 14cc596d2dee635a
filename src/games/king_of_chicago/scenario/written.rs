//! A position where a turn begins written as King of Chicago's part of a scenario file, and
//! options spelled as `[decisions]` spell them: what `mobrules scenario --from` writes
//! (`engine::scenario::write`), read back by `position::build` and `names::Names::choice`.

use super::super::choice::{Action, Choice, PoliceAction};
use super::super::content::Content;
use super::super::state::*;
use crate::engine::seat::Seat;
use serde_json::{Value, json};

/// The position `s`, at the start of a player turn or of the trade round, as the fields of
/// a scenario file with a `[run]` that plays the game on to its end (5.2.7, the round cap).
/// The seats of `proposing` propose deals (1.3), as the people at a table did.
///
/// # Errors
/// A position no scenario file can say: the setup (before the first round), an auction, a
/// fight, a card or a deal under way, a gangster or business where no field puts it.
pub fn written(content: &Content, s: &State, proposing: &[bool]) -> Result<toml::Table, String> {
    if s.clock.round == 0 {
        return Err("the setup, before the first round, cannot be written as a scenario file: each \
             seat's business and gangster are dealt but not yet on the board, and the files place \
             every business on its square (3.2); write a moment from the first round on"
            .into());
    }
    if s.lot.is_some() || s.fight.is_some() || s.playing.is_some() || s.offer.is_some() || s.winner.is_some() {
        return Err("an auction, a fight, a card or a deal is under way, which a scenario file cannot say".into());
    }
    let street = |st: super::super::board::StreetId| content.board.streets[usize::from(st.0)].id.clone();
    let square = |sq: super::super::board::SquareId| content.board.square(sq).id.clone();
    let card = |c: Card| content.card_id(c).to_string();
    let mut players = Vec::new();
    for (seat, p) in s.players.iter() {
        if p.extra_moves != 0 {
            return Err(format!(
                "seat {} has movement rolls left to use, which a scenario file cannot say",
                seat.0 + 1
            ));
        }
        players.push(json!({
            "money": p.money,
            "resources": p.resources,
            "car": street(p.car.at),
            "gangsters": gangsters(content, s, seat)?,
            "businesses": businesses(content, s, seat)?,
            "turf": (0..s.turf.len()).filter(|&i| s.turf[i] == Some(seat)).map(|i| content.board.squares[i].id.clone()).collect::<Vec<_>>(),
            "events": p.events.iter().map(|&e| card(Card::Event(e))).collect::<Vec<_>>(),
            "contracts": p.contracts.iter().map(|c| json!({ "id": card(Card::Contract(c.card)), "started": c.started })).collect::<Vec<_>>(),
            "completed": p.completed.iter().map(|&c| card(Card::Contract(c))).collect::<Vec<_>>(),
            "frozen": p.frozen,
            "no_income": p.no_income,
            "out_of_gas": p.out_of_gas,
            "deals": proposing.get(seat.index()).copied().unwrap_or(false),
        }));
        if let Some(g) = p.car.garage {
            players.last_mut().and_then(Value::as_object_mut).map(|o| o.insert("garage".into(), square(g).into()));
        }
    }
    // A square the setup put tokens on keeps them unless the file says otherwise: say it.
    let placed = |i: usize| content.rules.placements.iter().any(|&(sq, ..)| usize::from(sq.0) == i);
    let tokens: serde_json::Map<String, Value> = (0..s.tokens.len())
        .filter(|&i| s.tokens[i] != Default::default() || placed(i))
        .map(|i| (content.board.squares[i].id.clone(), json!(s.tokens[i])))
        .collect();
    let mut police =
        json!({ "at": street(s.police.at), "actions": s.police.actions_left, "before_move": s.police.before_move });
    if let Some(c) = s.police.controller {
        police["controller"] = json!(c.0 + 1);
    }
    let mut file = json!({
        "player": players,
        "tokens": tokens,
        "supply": s.supply,
        "police": police,
        "auction": s.auction.iter().map(|g| card(Card::Gangster(g.0))).collect::<Vec<_>>(),
        "deck": s.deck.draw_pile().iter().rev().map(|&c| card(c)).collect::<Vec<_>>(),
        "discard": s.deck.discard_pile().iter().map(|&c| card(c)).collect::<Vec<_>>(),
        "used": s.used.iter().map(|&c| card(c)).collect::<Vec<_>>(),
        "clock": { "round": s.clock.round, "action_round": s.clock.action_round, "turn": s.clock.turn, "first": s.clock.first.0 + 1 },
        "run": { "what": "game" },
    });
    let counted: Vec<i64> = (0..s.seats()).map(|i| super::super::points::power_of(content, s, Seat(i as u8))).collect();
    if counted != s.power_seen {
        file["power_told"] = json!(s.power_seen);
    }
    toml::Table::try_from(file).map_err(|e| format!("the position as TOML: {e}"))
}

/// A seat's gangsters by where they are, as `[[player]]`'s `gangsters` lists them; those in a
/// business go with it ([`businesses`]).
fn gangsters(content: &Content, s: &State, seat: Seat) -> Result<Value, String> {
    let mut by_place = json!({ "car": [], "jail": [], "hospital": [], "folder": [], "graveyard": [], "hiding": [] });
    for (i, g) in s.gangsters.iter().enumerate() {
        let id = content.gangsters[i].id.clone();
        match (g.owner, g.at) {
            (Some(o), Where::Business(_)) if o == seat => {}
            (Some(o), Where::Deck | Where::Auction) if o == seat => {
                return Err(format!("`{id}` is owned and on the {}, which a scenario file cannot say", g.at.word()));
            }
            (Some(o), at) if o == seat => {
                if let Some(list) = by_place.get_mut(at.word()).and_then(Value::as_array_mut) {
                    list.push(id.into());
                }
            }
            (None, Where::Deck | Where::Auction) | (Some(_), _) => {}
            (None, at) => {
                return Err(format!(
                    "`{id}` is in a {} and owned by nobody, which a scenario file cannot say",
                    at.word()
                ));
            }
        }
    }
    Ok(by_place)
}

/// A seat's businesses on their lots, each with the gangsters in it.
fn businesses(content: &Content, s: &State, seat: Seat) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    for (i, b) in s.businesses.iter().enumerate() {
        let id = content.businesses[i].id.clone();
        match (b.owner, b.square) {
            (Some(o), Some(lot)) if o == seat => {
                let inside: Vec<String> = (0..s.gangsters.len())
                    .filter(|&g| s.gangsters[g].at == Where::Business(BusinessId(i as u8)))
                    .map(|g| content.gangsters[g].id.clone())
                    .collect();
                out.push(
                    json!({ "id": id, "lot": content.board.square(lot).id, "gangsters": inside, "closed": b.closed }),
                );
            }
            (Some(o), None) if o == seat => {
                return Err(format!("`{id}` is owned and on no lot, which a scenario file cannot say"));
            }
            (None, Some(_)) => {
                return Err(format!("`{id}` stands on a lot and is owned by nobody, which a scenario file cannot say"));
            }
            _ => {}
        }
    }
    Ok(out)
}

/// An option as `[decisions]` spell it (`names::Names::choice` reads it back); `None` for a
/// gangster placed where placement cannot put him.
pub fn spelled(content: &Content, choice: &Choice) -> Option<String> {
    let square = |sq: super::super::board::SquareId| content.board.square(sq).id.clone();
    let business = |b: BusinessId| content.businesses[usize::from(b.0)].id.clone();
    let contract = |k: u8| content.card_id(Card::Contract(k)).to_string();
    let gangster = |g: GangsterId| content.gangsters[usize::from(g.0)].id.clone();
    Some(match *choice {
        Choice::Street(st) => format!("street:{}", content.board.streets[usize::from(st.0)].id),
        Choice::Square(sq) => format!("square:{}", square(sq)),
        Choice::Action(a) => format!(
            "action:{}",
            match a {
                Action::Pass => "pass".to_string(),
                Action::TakeResources(sq) => format!("take {}", square(sq)),
                Action::ClaimTurf(sq) => format!("turf {}", square(sq)),
                Action::OpenBusiness { square: sq, business: b } => format!("open {} {}", square(sq), business(b)),
                Action::StartContract(k) => format!("start {}", contract(k)),
                Action::CompleteContract(k) => format!("complete {}", contract(k)),
                Action::DriveBy(seat) => format!("driveby {}", seat.0 + 1),
                Action::AttackBusiness(b) => format!("attack {}", business(b)),
                Action::MoveGangsters(b) => format!("move {}", business(b)),
                Action::FreeFromJail => "jail".to_string(),
                Action::PickUpFromHospital => "hospital".to_string(),
            }
        ),
        Choice::Police(p) => format!(
            "police:{}",
            match p {
                PoliceAction::Pass => "pass".to_string(),
                PoliceAction::Raid(b) => format!("raid {}", business(b)),
                PoliceAction::Bust(seat) => format!("bust {}", seat.0 + 1),
                PoliceAction::ClearTurf(sq) => format!("turf {}", square(sq)),
                PoliceAction::Confiscate(sq) => format!("confiscate {}", square(sq)),
            }
        ),
        Choice::Amount(n) => format!("amount:{n}"),
        Choice::Gangster(g) => format!("gangster:{}", gangster(g)),
        Choice::Place { gangster: g, to } => {
            let to = match to {
                Where::Car => "car".to_string(),
                Where::Reserve => "folder".to_string(),
                Where::Business(b) => business(b),
                _ => return None,
            };
            format!("place:{} {to}", gangster(g))
        }
        Choice::Done => "done".into(),
        Choice::Yes => "yes".into(),
        Choice::No => "no".into(),
        Choice::Player(seat) => format!("player:{}", seat.0 + 1),
        Choice::Business(b) => format!("business:{}", business(b)),
        Choice::Resource(r) => format!("resource:{}", r.key()),
        Choice::Card(c) => format!("card:{}", content.card_id(c)),
    })
}
