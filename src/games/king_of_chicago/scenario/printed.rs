//! The events as a scenario prints them (`--json`) and its `events` expectations match them:
//! with the numbering of the final state and of the files, seats from 1 and cards, businesses,
//! squares and streets by id. The game log (`--log`, replays, saves) keeps its own.

use super::super::content::Content;
use serde_json::Value;

/// The name for the number `n` in field `key` of an event tagged `tag`, if it is a seat or an
/// id (other numbers, such as faces, amounts and option indices, stay as they are).
pub fn name(content: &Content, tag: &str, key: &str, n: u64) -> Option<Value> {
    let i = usize::try_from(n).ok()?;
    let id = |ids: Vec<&str>| ids.get(i).map(|s| Value::from(*s));
    let board = &content.board;
    let streets = || id(board.streets.iter().map(|s| s.id.as_str()).collect());
    let squares = || id(board.squares.iter().map(|s| s.id.as_str()).collect());
    let gangsters = || id(content.gangsters.iter().map(|g| g.id.as_str()).collect());
    let businesses = || id(content.businesses.iter().map(|b| b.id.as_str()).collect());
    let contracts = || id(content.contracts.iter().map(|c| c.id.as_str()).collect());
    let events = || id(content.events.iter().map(|e| e.id.as_str()).collect());
    let seat = || Some(Value::from(n + 1));
    match key {
        "seat" | "attacker" | "defender" | "winner" | "loser" | "owner" | "holder" | "leader" | "first" | "player"
        | "drive_by" | "bust" | "car" | "seats" => seat(),
        "from" | "to" if matches!(tag, "moved" | "police_moved" | "car_moved") => streets(),
        "from" | "to" => seat(),
        "street" => streets(),
        "square" | "place" | "garage" | "take_resources" | "claim_turf" | "clear_turf" | "confiscate" => squares(),
        "gangster" | "gangsters" | "attackers" | "defenders" | "driver" => gangsters(),
        "business" | "raid" | "attack_business" | "move_gangsters" => businesses(),
        "contract" | "contracts" | "start_contract" | "complete_contract" => contracts(),
        // A card of the Card enum (`{"event": 2}`), a bundle's events, an event played.
        "event" | "events" => events(),
        "card" if tag == "event_played" => events(),
        "resource" => id(content.resource_cards.iter().map(|r| r.id.as_str()).collect()),
        _ => None,
    }
}
