//! What must hold after every step of a game (checked in checking mode and by the conformance
//! suite): a bug in the rules or a script breaks one of these first.

use super::content::Content;
use super::defs::Face;
use super::state::State;

/// Every card in exactly one place (2.2, 3.0); the shootout tokens beside the table and on it
/// add up to the table's (3.0); no group above five cards (4.1 Action II), each card lying as
/// its establishment's pattern says; a token only on a full group (4.1); the tiles, face up,
/// face down and won, all there once (3.0, 5.0).
///
/// # Errors
/// What broke.
pub fn check(content: &Content, state: &State) -> Result<(), String> {
    if state.all_cards() != State::expected_cards(content) {
        return Err("a card was lost or doubled".into());
    }
    let tokens = content.rules.table(state.seats()).map_or(0, |t| usize::from(t.shootout_tokens));
    let on_table = state.table.iter().filter(|e| e.token.is_some()).count();
    if usize::from(state.tokens) + on_table != tokens {
        return Err(format!("{} tokens beside the table and {on_table} on it, of {tokens}", state.tokens));
    }
    for e in &state.table {
        for (seat, group) in e.cards.iter() {
            if group.len() > usize::from(content.rules.max_cards) {
                return Err(format!("player {seat} has {} cards at tile {}", group.len(), e.tile.0));
            }
            for (nth, p) in group.iter().enumerate() {
                if p.face_up != (content.face(e.tile, nth) == Face::Up) {
                    return Err(format!("player {seat}'s card {} at tile {} lies the wrong way", nth + 1, e.tile.0));
                }
                if content.card(p.card).gangster().is_none() {
                    return Err(format!("a special card lies at tile {}", e.tile.0));
                }
            }
        }
        if let Some(t) = e.token
            && e.cards[t.owner].len() < usize::from(content.rules.shootout_at)
        {
            return Err(format!("a shootout token on player {}'s short group at tile {}", t.owner, e.tile.0));
        }
    }
    let mut tiles: Vec<u8> = state.tiles.iter().map(|t| t.0).collect();
    tiles.extend(state.table.iter().map(|e| e.tile.0));
    tiles.extend(state.players.0.iter().flat_map(|p| p.won.iter().map(|t| t.0)));
    tiles.sort_unstable();
    if tiles != (0..content.tiles.len() as u8).collect::<Vec<_>>() {
        return Err("an establishment tile was lost or doubled".into());
    }
    Ok(())
}
