//! How often each card's ability was at work: counted while a game runs on this thread, read
//! by `simulate`'s statistics. Queries a decider makes while exploring options (bots asking
//! "what could I do there?") do not count. Cards are counted by a key the game chooses.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

thread_local! {
    static FIRED: RefCell<BTreeMap<usize, u64>> = const { RefCell::new(BTreeMap::new()) };
    static DECIDING: Cell<bool> = const { Cell::new(false) };
}

/// Counts one use of a card's ability.
pub fn fired(card: usize) {
    if !is_deciding() {
        FIRED.with(|f| *f.borrow_mut().entry(card).or_default() += 1);
    }
}

/// Whether a decider is running (its queries are not part of the game).
pub fn is_deciding() -> bool {
    DECIDING.with(Cell::get)
}

/// Runs a decider: what it queries is not counted.
pub fn deciding<R>(f: impl FnOnce() -> R) -> R {
    let before = DECIDING.with(|d| d.replace(true));
    let r = f();
    DECIDING.with(|d| d.set(before));
    r
}

/// The counts since the last call, emptied.
pub fn take() -> BTreeMap<usize, u64> {
    FIRED.with(|f| std::mem::take(&mut *f.borrow_mut()))
}
