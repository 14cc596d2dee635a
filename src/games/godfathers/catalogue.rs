//! The race has no cards: its catalogue is empty (the `cards` command says so), and what a mod
//! may change of the board is listed for `mod-diff` as pieces.

use super::content::Content;
use crate::engine::catalogue::Catalogue;

pub fn catalogue(content: &Content) -> Catalogue {
    let mut pieces: Vec<(String, serde_json::Value)> = content
        .board
        .squares
        .iter()
        .enumerate()
        .map(|(i, k)| (format!("square {}", i + 1), serde_json::json!({ "kind": k })))
        .collect();
    for (i, s) in content.board.wheel.iter().enumerate() {
        pieces.push((format!("wheel sector {}", i + 1), serde_json::json!({ "square": s + 1 })));
    }
    Catalogue { kinds: Vec::new(), cards: Vec::new(), pieces }
}
