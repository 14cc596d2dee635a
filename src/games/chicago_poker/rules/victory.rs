//! 6.0 Fin du jeu: the winning conditions.

use crate::engine::seat::Seat;
use crate::games::chicago_poker::content::{Content, TileId};
use crate::games::chicago_poker::defs::WinCondition;
use crate::games::chicago_poker::event::Victory;
use crate::games::chicago_poker::state::State;

/// Whether one player's establishments meet a condition (6.0: "trois établissements du même
/// type", "quatre établissements différents", "cinq établissements quelconques"; the Note's
/// quicker conditions are the same kinds with other counts).
pub fn meets(state: &State, content: &Content, seat: Seat, condition: WinCondition) -> bool {
    holds(content, &state.players[seat].won, condition)
}

/// Whether these establishments won meet a condition.
fn holds(content: &Content, won: &[TileId], condition: WinCondition) -> bool {
    let by_type = content.count_by_type(won);
    match condition {
        WinCondition::SameType(n) => by_type.iter().any(|&k| k >= n),
        WinCondition::DifferentTypes(n) => by_type.iter().filter(|&&k| k > 0).count() >= usize::from(n),
        WinCondition::Any(n) => won.len() >= usize::from(n),
    }
}

/// The condition a player who has won `won` would meet by winning `tile` too (6.0: "La partie se
/// termine immédiatement"), the first in the content's order; none when one more does not do it.
pub fn won_with(content: &Content, won: &[TileId], tile: TileId) -> Option<WinCondition> {
    met_with(content, won, tile).first().copied()
}

/// Every condition a player who has won `won` would meet by winning `tile` too, in the
/// content's order: a fifth establishment of a third type of one kind meets two ("trois
/// établissements du même type", "cinq établissements quelconques").
pub fn met_with(content: &Content, won: &[TileId], tile: TileId) -> Vec<WinCondition> {
    let mut more = won.to_vec();
    more.push(tile);
    content.rules.win_conditions().iter().copied().filter(|&c| holds(content, &more, c)).collect()
}

/// 6.0 Fin du jeu: "La partie se termine immédiatement lorsqu'un joueur contrôle" any of the
/// conditions (the quick game's when that option is on), checked for the player who just won a
/// tile. "Cas particulier": when the last establishment has been won and nobody meets a
/// condition, the player who won it wins.
pub fn check_victory(state: &State, content: &Content, seat: Seat) -> Option<Victory> {
    if let Some(&c) = content.rules.win_conditions().iter().find(|&&c| meets(state, content, seat, c)) {
        return Some(Victory::Condition(c));
    }
    (state.table.is_empty() && state.tiles.is_empty() && state.last_won.is_some()).then_some(Victory::LastEstablishment)
}
