//! The state of a Bootleggers scenario's run, by name, as it prints.

use super::super::content::Content;
use super::super::state::State;

/// The final position: each bootlegger's money, stills, back room, reserve and cards; each
/// speakeasy's markers, improvements and whether it is open; the trucks; the cop.
pub(super) fn summary(content: &Content, s: &State) -> serde_json::Value {
    let players: Vec<serde_json::Value> = s
        .players
        .iter()
        .map(|(seat, p)| {
            serde_json::json!({
                "seat": seat.0 + 1,
                "money": p.money,
                "authority": p.played.map(|a| content.authority[usize::from(a.0)].number),
                "family": p.family_dice,
                "offsite": p.offsite.iter().map(|o| o.dice).collect::<Vec<_>>(),
                "back_room": { "influence": p.back_room.influence, "dice": p.back_room.dice, "improvements": p.back_room.improvements, "crates": p.back_room.crates },
                "reserve": p.reserve,
                "thugs": p.hand.iter().map(|c| content.muscle[usize::from(c.0)].id.clone()).collect::<Vec<_>>(),
                "face_up": p.face_up.iter().map(|c| content.muscle[usize::from(c.0)].id.clone()).collect::<Vec<_>>(),
                "warehouse": p.warehouse,
            })
        })
        .collect();
    let speakeasies: Vec<serde_json::Value> = content
        .board
        .in_game(s.player_count())
        .map(|(id, printed)| {
            let st = s.speakeasy(id);
            serde_json::json!({
                "id": printed.id,
                "open": s.is_open(content, id),
                "influence": st.influence.0,
                "improvements": st.improvements,
            })
        })
        .collect();
    let trucks: Vec<serde_json::Value> = s
        .trucks
        .iter()
        .map(|t| {
            serde_json::json!({
                "size": content.rules.truck(t.size).id,
                "owner": t.owner.map(|o| o.0 + 1),
                "renter": t.renter.map(|r| r.0 + 1),
                "load": t.load,
            })
        })
        .collect();
    serde_json::json!({
        "turn": s.turn,
        "players": players,
        "speakeasies": speakeasies,
        "trucks": trucks,
        "cop": s.cop.map(|c| c.0 + 1),
    })
}
