//! The final state of a scenario's run, by name, as it prints.

use super::super::content::Content;
use super::super::rules::play::Match;
use super::super::state::*;
use std::collections::BTreeMap;

/// The final state, by name, as much as a reader of the scenario needs.
pub fn summary(content: &Content, m: &Match) -> serde_json::Value {
    let s = &m.state;
    let players: Vec<serde_json::Value> = s
        .players
        .iter()
        .map(|(seat, p)| {
            let gangsters: BTreeMap<String, String> = s
                .gangsters
                .iter()
                .enumerate()
                .filter(|(_, g)| g.owner == Some(seat))
                .map(|(i, g)| {
                    let at = match g.at {
                        Where::Business(b) => content.businesses[usize::from(b.0)].id.clone(),
                        other => other.word().to_string(),
                    };
                    (content.gangsters[i].id.clone(), at)
                })
                .collect();
            serde_json::json!({
                "seat": seat.0 + 1,
                "money": p.money,
                "resources": p.resources,
                "car": content.board.streets[usize::from(p.car.at.0)].id,
                "garage": p.car.garage.map(|g| content.board.square(g).id.clone()),
                "gangsters": gangsters,
                "businesses": s.businesses_of(seat).iter().map(|b| {
                    let bs = s.business(*b);
                    format!("{}{}", content.businesses[usize::from(b.0)].id, if bs.closed { " (closed)" } else { "" })
                }).collect::<Vec<_>>(),
                "turf": s.turf_count(seat),
                "events": p.events.iter().map(|&e| content.events[usize::from(e)].id.clone()).collect::<Vec<_>>(),
                "contracts": p.contracts.iter().map(|c| format!("{}{}", content.contracts[usize::from(c.card)].id, if c.started { " (started)" } else { "" })).collect::<Vec<_>>(),
                "completed": p.completed.iter().map(|&c| content.contracts[usize::from(c)].id.clone()).collect::<Vec<_>>(),
                "power": m.power(seat),
                "frozen": p.frozen,
                "no_income": p.no_income,
                "out_of_gas": p.out_of_gas,
            })
        })
        .collect();
    serde_json::json!({
        "players": players,
        "police": {
            "at": content.board.streets[usize::from(s.police.at.0)].id,
            "controller": s.police.controller.map(|c| c.0 + 1),
            "actions_left": s.police.actions_left,
        },
        "respect": s.respect.map(|r| r.0 + 1),
        "used": s.used.iter().map(|&c| content.card_id(c).to_string()).collect::<Vec<_>>(),
        "auction": s.auction.iter().map(|g| content.gangsters[usize::from(g.0)].id.clone()).collect::<Vec<_>>(),
        "dice_left": s.chance.fixed.pending(),
    })
}
