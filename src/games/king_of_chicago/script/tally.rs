//! How often each card's ability was at work: counted while a game runs on this thread, read
//! by `simulate`'s statistics. Queries a decider makes while exploring options (bots asking
//! "what could I do there?") do not count.

use crate::games::king_of_chicago::state::Card;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

thread_local! {
    static FIRED: RefCell<BTreeMap<Card, u64>> = const { RefCell::new(BTreeMap::new()) };
    static DECIDING: Cell<bool> = const { Cell::new(false) };
}

/// Counts one use of a card's ability.
pub fn fired(card: Card) {
    if !DECIDING.with(Cell::get) {
        FIRED.with(|f| *f.borrow_mut().entry(card).or_default() += 1);
    }
}

/// Runs a decider: what it queries is not counted.
pub fn deciding<R>(f: impl FnOnce() -> R) -> R {
    let before = DECIDING.with(|d| d.replace(true));
    let r = f();
    DECIDING.with(|d| d.set(before));
    r
}

/// The counts since the last call, emptied.
pub fn take() -> BTreeMap<Card, u64> {
    FIRED.with(|f| std::mem::take(&mut *f.borrow_mut()))
}
