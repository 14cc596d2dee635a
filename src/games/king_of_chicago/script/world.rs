//! Where a running script finds the game: a pointer to it, set for the duration of one hook
//! call.
//!
//! Rhai's registered functions are `'static` closures, so they cannot borrow the match that
//! calls them. The dispatcher therefore lends the game through a thread-local pointer: read-only
//! for query hooks (the state and the content), read-write for effect hooks (the whole match,
//! for dice, choices and the log; the game itself only changes when the collected effects are
//! applied after the call). Each API function touches the pointer once, without calling back
//! into anything that sets it, so no two live references to the game ever overlap.

use super::effect::Effect;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::rules::{Match, Stop};
use crate::games::king_of_chicago::state::{Card, State};
use rhai::EvalAltResult;
use std::cell::Cell;

/// What one hook call collects.
pub struct Frame {
    pub card: Card,
    pub hook: &'static str,
    pub effects: Vec<Effect>,
    /// A seat's decider stopped the game during the call (undo, quit...).
    pub stop: Option<Stop>,
}

pub struct World<'a, 'c> {
    pub m: &'a mut Match<'c>,
    pub frame: Frame,
}

#[derive(Clone, Copy)]
enum Lent {
    None,
    Read(*const State, *const Content),
    Write(*mut World<'static, 'static>),
}

thread_local! {
    static LENT: Cell<Lent> = const { Cell::new(Lent::None) };
}

/// Restores the previous loan when a call ends, even by a panic.
struct Restore(Lent);

impl Drop for Restore {
    fn drop(&mut self) {
        LENT.with(|l| l.set(self.0));
    }
}

/// Runs `f` (one script call) with the game lent read-only.
pub fn lend_read<R>(state: &State, content: &Content, f: impl FnOnce() -> R) -> R {
    let prev = LENT.with(|l| l.replace(Lent::Read(state, content)));
    let _restore = Restore(prev);
    f()
}

/// Runs `f` (one script call) with the match lent read-write.
pub fn lend_write<R>(world: &mut World<'_, '_>, f: impl FnOnce() -> R) -> R {
    let ptr = (world as *mut World<'_, '_>).cast::<World<'static, 'static>>();
    let prev = LENT.with(|l| l.replace(Lent::Write(ptr)));
    let _restore = Restore(prev);
    f()
}

pub type Res<T> = Result<T, Box<EvalAltResult>>;

pub fn error<T>(message: impl Into<String>) -> Res<T> {
    Err(message.into().into())
}

/// Reads the game.
pub fn read<R>(f: impl FnOnce(&State, &Content) -> R) -> Res<R> {
    match LENT.with(Cell::get) {
        // SAFETY: the pointers were made from live references by `lend_read`/`lend_write`, whose
        // caller does not touch the game until the script call returns; this reference ends
        // before `read` returns and no other reference made here is live at the same time.
        Lent::Read(s, c) => Ok(unsafe { f(&*s, &*c) }),
        Lent::Write(w) => {
            let w = unsafe { &*w };
            Ok(f(&w.m.state, w.m.content))
        }
        Lent::None => error("the game is not running"),
    }
}

/// Acts on the match: only effect hooks may.
pub fn write<R>(f: impl FnOnce(&mut Match<'static>, &mut Frame) -> R) -> Res<R> {
    match LENT.with(Cell::get) {
        // SAFETY: as in `read`; the one mutable reference lives only inside `f`.
        Lent::Write(w) => {
            let w = unsafe { &mut *w };
            Ok(f(w.m, &mut w.frame))
        }
        Lent::Read(..) => error("a query hook cannot change the game, roll dice or ask for choices"),
        Lent::None => error("the game is not running"),
    }
}

/// Records an effect, to be applied when the hook returns.
pub fn act(e: Effect) -> Res<()> {
    write(|_, frame| frame.effects.push(e))
}
