//! Query scripts that failed, waiting to be logged.
//!
//! A query hook only reads the game, so it cannot log its own failure: the failure waits here
//! until the match logs its next event. A query a decider makes while it weighs its options is
//! not part of the game (another seat would not have asked it), so its failure is dropped:
//! otherwise a replay, whose deciders ask nothing, would differ from the game it replays.

use super::ScriptError;
use std::cell::RefCell;

/// One failed query: the card (by the game's key), the hook and the error.
#[derive(Clone, Debug)]
pub struct Failure {
    pub card: usize,
    pub hook: &'static str,
    pub error: ScriptError,
}

thread_local! {
    static FAILED: RefCell<Vec<Failure>> = const { RefCell::new(Vec::new()) };
}

/// Keeps a failed query for the log, unless a decider asked it.
pub fn push(card: usize, hook: &'static str, error: ScriptError) {
    if !super::tally::is_deciding() {
        FAILED.with(|f| f.borrow_mut().push(Failure { card, hook, error }));
    }
}

/// The failures since the last call, emptied.
pub fn take() -> Vec<Failure> {
    FAILED.with(|f| {
        let mut f = f.borrow_mut();
        if f.is_empty() { Vec::new() } else { std::mem::take(&mut *f) }
    })
}

/// Puts failures taken with [`take`] back, ahead of any logged since (a search bot's imagined
/// games log events of their own, and must not take the real game's failures with them).
pub fn put_back(mut failures: Vec<Failure>) {
    if failures.is_empty() {
        return;
    }
    FAILED.with(|f| {
        let mut f = f.borrow_mut();
        failures.append(&mut f);
        *f = failures;
    });
}
