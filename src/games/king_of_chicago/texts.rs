//! The messages a King of Chicago content needs in English (`engine::texts` checks them and
//! every translation's coverage).

use super::content::Content;
use super::defs::SquareKind;

/// Messages the cards, board and businesses of this content need.
pub fn required(content: &Content) -> Vec<String> {
    let mut ids = Vec::new();
    for id in content
        .gangsters
        .iter()
        .map(|g| &g.id)
        .chain(content.events.iter().map(|e| &e.id))
        .chain(content.contracts.iter().map(|c| &c.id))
    {
        ids.push(format!("card-{id}"));
        ids.push(format!("card-{id}.text"));
    }
    ids.extend(content.businesses.iter().map(|b| format!("business-{}", b.id)));
    ids.extend(
        content
            .board
            .squares
            .iter()
            .filter(|s| {
                matches!(s.kind, SquareKind::Place | SquareKind::Garage | SquareKind::Hospital | SquareKind::Police)
            })
            .map(|s| format!("square-{}", s.id)),
    );
    // The board picture's own words: its legend, the letters on squares, the police car.
    ids.extend(super::picture::WORDS.iter().map(|w| (*w).to_string()));
    ids
}
