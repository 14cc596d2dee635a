//! A position where a turn begins written as Chicago Poker's part of a scenario file, and
//! options spelled as `[decisions]` spell them: what `mobrules scenario --from` writes
//! (`engine::scenario::write`), read back by `scenario::build` and `Positions::choice`.

use super::choice::Choice;
use super::content::{CardId, Content, TileId};
use super::state::State;
use serde_json::{Value, json};

/// The position `s`, at the start of a player turn, as the fields of a scenario file with a
/// `[run]` that plays the game on to its end (6.0, or the content's turn cap): hands and
/// establishments won, the establishments in their places with their cards and tokens (each
/// token's order), the whole deck top first, the discard pile, the face-down tiles next first.
///
/// # Errors
/// A card face up where its tile lays it face down (or the other way), which the files cannot
/// say: they lay each card as its tile's type says (4.1 Action II).
pub fn written(content: &Content, s: &State) -> Result<toml::Table, String> {
    if s.winner.is_some() {
        return Err("the game is won: no turn begins there".into());
    }
    let card = |c: &CardId| content.card(*c).id.clone();
    let tile = |t: &TileId| content.tile(*t).id.clone();
    let players: Vec<Value> = s
        .players
        .iter()
        .map(|(_, p)| json!({ "hand": p.hand.iter().map(card).collect::<Vec<_>>(), "won": p.won.iter().map(tile).collect::<Vec<_>>() }))
        .collect();
    let mut table = Vec::new();
    for e in &s.table {
        let mut cards = serde_json::Map::new();
        for (seat, group) in e.cards.iter() {
            for (nth, p) in group.iter().enumerate() {
                if p.face_up != (content.face(e.tile, nth) == super::defs::Face::Up) {
                    return Err(format!(
                        "`{}` at `{}` lies otherwise than the tile lays it, which a scenario file cannot say",
                        card(&p.card),
                        tile(&e.tile)
                    ));
                }
            }
            if !group.is_empty() {
                cards.insert((seat.0 + 1).to_string(), group.iter().map(|p| card(&p.card)).collect::<Vec<_>>().into());
            }
        }
        let mut place = json!({ "tile": tile(&e.tile), "cards": cards });
        if let Some(t) = e.token {
            place["token"] = json!(t.owner.0 + 1);
            place["order"] = json!(t.order);
        }
        table.push(place);
    }
    let mut file = json!({
        "current": s.current.0 + 1,
        // Kept as the log tells `turn_started`: `rules::actions::begin_turn` has counted it.
        "turn": s.turn.saturating_sub(1),
        "next_token": s.next_token,
        "player": players,
        "table": table,
        "tiles": s.tiles.iter().rev().map(tile).collect::<Vec<_>>(),
        "deck": s.deck.draw_pile().iter().rev().map(card).collect::<Vec<_>>(),
        "discard": s.deck.discard_pile().iter().map(card).collect::<Vec<_>>(),
        "run": { "what": "game" },
    });
    if let Some(w) = s.last_won {
        file["last_won"] = json!(w.0 + 1);
    }
    toml::Table::try_from(file).map_err(|e| format!("the position as TOML: {e}"))
}

/// An option as `[decisions]` spell it: `draw`, `pass`, `none`, `play:<card> <tile>`,
/// `special:<card>`, `reinforce:<card>`, `player:<seat>`, `tile:<tile>`, `group:<seat> <tile>`,
/// `count:<n>`, `card:<card>`.
pub fn spelled(content: &Content, choice: &Choice) -> String {
    let card = |c: CardId| content.card(c).id.clone();
    let tile = |t: TileId| content.tile(t).id.clone();
    match *choice {
        Choice::Draw => "draw".into(),
        Choice::Pass => "pass".into(),
        Choice::SendNone => "none".into(),
        Choice::Play { card: c, tile: t } => format!("play:{} {}", card(c), tile(t)),
        Choice::Special { card: c } => format!("special:{}", card(c)),
        Choice::Reinforce { card: c } => format!("reinforce:{}", card(c)),
        Choice::Player(seat) => format!("player:{}", seat.0 + 1),
        Choice::Establishment(t) => format!("tile:{}", tile(t)),
        Choice::Group { seat, tile: t } => format!("group:{} {}", seat.0 + 1, tile(t)),
        Choice::Count(n) => format!("count:{n}"),
        Choice::Card(c) => format!("card:{}", card(c)),
    }
}
