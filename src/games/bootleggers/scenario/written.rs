//! A position where a turn begins written as Bootleggers' part of a scenario file: what
//! `mobrules scenario --from` and a table's `scenario` write (`engine::scenario::write`), read
//! back by `position::build`.

use super::super::content::{Content, MuscleId, TruckCardId};
use super::super::state::{Phase, State};
use serde_json::{Value, json};

/// The position `s`, before the authority phase of its turn (VUE D'ENSEMBLE), as the fields of
/// a scenario file with a `[run]` that plays the game on from that turn to its end: each
/// bootlegger's money, authority cards, stills, back room, Warehouse crates and cards; every
/// truck in the order the game keeps them; the speakeasies' markers and improvements; both
/// decks top first, their discard piles and the truck card left on offer; the cop. The seats
/// of `proposing` offer deals (PHASE 4, 1).
///
/// # Errors
/// What the files cannot say, with why: a position in the middle of a turn, a truck lent for
/// the turn or a truck or still left unmarked for want of a marker in the reserve.
pub fn written(content: &Content, s: &State, proposing: &[bool]) -> Result<toml::Table, String> {
    let begun = s.phase == Phase::Authority && s.players.iter().all(|(_, p)| p.played.is_none());
    if !begun || !s.muscle_offer.is_empty() || s.arrivals > 0 {
        return Err("the position is in the middle of a turn: a file's position is one where a turn begins".into());
    }
    let muscle = |c: &MuscleId| content.muscle[usize::from(c.0)].id.clone();
    let truck_card = |c: &TruckCardId| content.trucks[usize::from(c.0)].id.clone();
    let mut players = Vec::new();
    for (seat, p) in s.players.iter() {
        if p.offsite.iter().any(|o| !o.marked) {
            return Err(format!(
                "seat {}'s offsite still carries no marker, which a scenario file cannot say (it marks every one)",
                seat.0 + 1
            ));
        }
        players.push(json!({
            "money": p.money,
            "authority_hand": p.authority.iter().map(|a| content.authority[usize::from(a.0)].number).collect::<Vec<_>>(),
            "family": p.family_dice,
            "offsite": p.offsite.iter().map(|o| o.dice).collect::<Vec<_>>(),
            // Every truck is a `[[truck]]` below, in the game's order.
            "trucks": Vec::<String>::new(),
            "influence": p.back_room.influence,
            "crates": p.back_room.crates,
            "dice": p.back_room.dice,
            "improvements": p.back_room.improvements,
            "warehouse": p.warehouse,
            "deals": proposing.get(seat.index()).copied().unwrap_or(false),
            "thugs": p.hand.iter().map(muscle).collect::<Vec<_>>(),
            "face_up": p.face_up.iter().map(muscle).collect::<Vec<_>>(),
        }));
    }
    let mut trucks = Vec::new();
    for (i, t) in s.trucks.iter().enumerate() {
        let size = content.rules.trucks[usize::from(t.size.0)].id.clone();
        let Some(owner) = t.owner.filter(|_| t.marked && t.renter.is_none() && t.at.is_none() && t.load == 0) else {
            return Err(format!(
                "truck {} ({size}) is lent, rented, loaded, lined up or unmarked, which a scenario file cannot say where a turn begins",
                i + 1
            ));
        };
        trucks.push(json!({ "size": size, "owner": owner.0 + 1 }));
    }
    let speakeasies: Vec<Value> = content
        .board
        .in_game(s.player_count())
        .map(|(id, printed)| (printed, &s.speakeasies[usize::from(id.0)]))
        .filter(|(_, st)| st.markers() > 0 || st.improvements > 0)
        .map(|(printed, st)| json!({ "id": printed.id, "influence": st.influence.0, "improvements": st.improvements }))
        .collect();
    let mut file = json!({
        "turn": s.turn,
        "muscle_deck": s.muscle.draw_pile().iter().rev().map(muscle).collect::<Vec<_>>(),
        "muscle_discard": s.muscle.discard_pile().iter().map(muscle).collect::<Vec<_>>(),
        "truck_deck": s.truck_deck.draw_pile().iter().rev().map(truck_card).collect::<Vec<_>>(),
        "truck_discard": s.truck_deck.discard_pile().iter().map(truck_card).collect::<Vec<_>>(),
        "player": players,
        "speakeasy": speakeasies,
        "truck": trucks,
        "run": { "what": "game" },
    });
    if let Some(c) = &s.truck_offer {
        file["truck_offer"] = json!(truck_card(c));
    }
    if let Some(c) = s.cop {
        file["cop"] = json!(c.0 + 1);
    }
    let rules = &content.rules;
    if rules.short_game || rules.chaotic_influence {
        file["options"] = json!({ "short_game": rules.short_game, "chaotic_influence": rules.chaotic_influence });
    }
    toml::Table::try_from(file).map_err(|e| format!("the position as TOML: {e}"))
}
