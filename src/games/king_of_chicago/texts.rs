//! The messages a King of Chicago content needs in English (`engine::texts` checks them and
//! every translation's coverage).

use super::content::Content;
use super::defs::SquareKind;
use crate::engine::texts::Needed;

/// Messages the cards, board and businesses of this content need; a card's, a business
/// marker's and a named square's at its entry.
pub fn required(content: &Content) -> Vec<Needed> {
    let mut ids = Vec::new();
    for id in content
        .gangsters
        .iter()
        .map(|g| &g.id)
        .chain(content.events.iter().map(|e| &e.id))
        .chain(content.contracts.iter().map(|c| &c.id))
    {
        let at = content.places.get(id);
        ids.push(Needed::new(format!("card-{id}"), at));
        ids.push(Needed::new(format!("card-{id}.text"), at));
    }
    ids.extend(content.businesses.iter().map(|b| {
        let message = format!("business-{}", b.id);
        let at = content.places.get(&message);
        Needed::new(message, at)
    }));
    ids.extend(
        content
            .board
            .squares
            .iter()
            .filter(|s| {
                matches!(s.kind, SquareKind::Place | SquareKind::Garage | SquareKind::Hospital | SquareKind::Police)
            })
            .map(|s| {
                let message = format!("square-{}", s.id);
                let at = content.places.get(&message);
                Needed::new(message, at)
            }),
    );
    // The board picture's own words: its legend, the letters on squares, the police car.
    ids.extend(super::picture::WORDS.iter().map(|w| Needed::from(*w)));
    ids
}
