//! Where a running script finds the game: the game lent for the duration of one hook call.
//!
//! Rhai's registered functions are `'static` closures, so they cannot borrow the match that
//! calls them. The engine therefore lends the game through a thread-local pointer: read-only
//! for query hooks (the state and the content), read-write for effect hooks (the whole match,
//! for dice, choices and the log; the game itself changes only when the collected effects are
//! applied after the call). The kind of loan is the engine's to set, not the game's: a query
//! hook can never reach [`write()`], whatever the game's API functions try. Each API function
//! touches the pointer once, without calling back into anything that lends, so no two live
//! references to the game ever overlap.

use crate::engine::game::Game;
use crate::engine::play::{Match, Stop};
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;
use rhai::EvalAltResult;
use std::any::TypeId;
use std::cell::Cell;

/// What one effect hook call collects: the card's effects, applied by the game's rules after
/// the call returns.
pub struct Frame<E> {
    /// The card, by the game's key.
    pub card: usize,
    pub hook: &'static str,
    pub effects: Vec<E>,
    /// A seat's decider stopped the game during the call (undo, quit...).
    pub stop: Option<Stop>,
    /// The random stream of each seat the call asked, as it was before its first question:
    /// put back when the call fails.
    pub asked: Vec<(Seat, Rng)>,
    /// The position the effects asked for so far make (the game's `State`), for games that
    /// check each effect when it is asked for ([`act_on_trial`]): copied from the game once per
    /// call, at its first effect; `None` before it.
    trial: Option<Box<dyn std::any::Any>>,
}

impl<E> Frame<E> {
    /// The frame of a call of `hook` of the card of key `card`, before it asks for anything.
    pub fn new(card: usize, hook: &'static str) -> Frame<E> {
        Frame { card, hook, effects: Vec::new(), stop: None, asked: Vec::new(), trial: None }
    }
}

/// An effect hook's view of the game: the match and the frame being collected.
pub struct World<'a, 'c, G: Game, E> {
    pub m: &'a mut Match<'c, G>,
    pub frame: Frame<E>,
}

#[derive(Clone, Copy)]
enum Lent {
    None,
    /// State and content, the game's type, and the seat whose question the query answers.
    Read(*const (), *const (), TypeId, Option<Seat>),
    /// A `World` and its match, with the game's and the effects' types.
    Write(*mut (), *const (), TypeId, TypeId),
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

/// Runs `f` (one query script call) with the position lent read-only.
/// `asker` is the seat the query is about (the one that would play the card), when there is one.
pub fn lend_read<G: Game, R>(state: &G::State, content: &G::Content, asker: Option<Seat>, f: impl FnOnce() -> R) -> R {
    let loan =
        Lent::Read((state as *const G::State).cast(), (content as *const G::Content).cast(), TypeId::of::<G>(), asker);
    let prev = LENT.with(|l| l.replace(loan));
    let _restore = Restore(prev);
    f()
}

/// Runs `f` (one effect script call) with the match lent read-write.
pub fn lend_write<G: Game, E: 'static, R>(world: &mut World<'_, '_, G, E>, f: impl FnOnce() -> R) -> R {
    let m: *const Match<'_, G> = &*world.m;
    let loan = Lent::Write((world as *mut World<'_, '_, G, E>).cast(), m.cast(), TypeId::of::<G>(), TypeId::of::<E>());
    let prev = LENT.with(|l| l.replace(loan));
    let _restore = Restore(prev);
    f()
}

pub type Res<T> = Result<T, Box<EvalAltResult>>;

pub fn error<T>(message: impl Into<String>) -> Res<T> {
    Err(message.into().into())
}

/// Reads the game `G` lent to the running script.
///
/// # Errors
/// When no game, or another game, is lent.
pub fn read<G: Game, R>(f: impl FnOnce(&G::State, &G::Content) -> R) -> Res<R> {
    match LENT.with(Cell::get) {
        // SAFETY: the pointers were made from live references of these very types (the type
        // ids match) by `lend_read`/`lend_write`, whose caller does not touch the game until
        // the script call returns; this reference ends before `read` returns and no other
        // reference made here is live at the same time.
        Lent::Read(s, c, g, _) if g == TypeId::of::<G>() => {
            Ok(unsafe { f(&*s.cast::<G::State>(), &*c.cast::<G::Content>()) })
        }
        Lent::Write(_, m, g, _) if g == TypeId::of::<G>() => {
            // The effects' type does not matter to a reader: only the match is touched.
            let m = unsafe { &*m.cast::<Match<'static, G>>() };
            Ok(f(&m.state, m.content))
        }
        Lent::None => error("the game is not running"),
        _ => error("a script of another game is running"),
    }
}

/// Reads the position as the running effect hook's effects so far leave it (its trial, see
/// [`act_on_trial`]), or as it is under a query hook or before the hook's first effect. `E` is
/// the game's effect type.
///
/// # Errors
/// When no game, or another game, is lent.
pub fn read_trial<G: Game, E: 'static, R>(f: impl FnOnce(&G::State, &G::Content) -> R) -> Res<R> {
    match LENT.with(Cell::get) {
        // SAFETY: as in `read`; the world is only read, and the reference ends with `f`.
        Lent::Write(w, _, g, e) if g == TypeId::of::<G>() && e == TypeId::of::<E>() => {
            let w = unsafe { &*w.cast::<World<'static, 'static, G, E>>() };
            let trial = w.frame.trial.as_ref().and_then(|t| t.downcast_ref::<G::State>());
            Ok(f(trial.unwrap_or(&w.m.state), w.m.content))
        }
        _ => read::<G, R>(f),
    }
}

/// The seat a running query hook answers for (the one that would play its card), when the
/// game said which; `None` under an effect hook, whose player the game's own frame knows.
pub fn asker() -> Option<Seat> {
    match LENT.with(Cell::get) {
        Lent::Read(_, _, _, asker) => asker,
        _ => None,
    }
}

/// Acts on the match: only effect hooks may.
///
/// # Errors
/// Under a query hook's read-only loan, or when no game, or another game, is lent.
pub fn write<G: Game, E: 'static, R>(f: impl FnOnce(&mut Match<'static, G>, &mut Frame<E>) -> R) -> Res<R> {
    match LENT.with(Cell::get) {
        // SAFETY: as in `read`; the one mutable reference lives only inside `f`.
        Lent::Write(w, _, g, e) if g == TypeId::of::<G>() && e == TypeId::of::<E>() => {
            let w = unsafe { &mut *w.cast::<World<'static, 'static, G, E>>() };
            Ok(f(w.m, &mut w.frame))
        }
        Lent::Read(..) => error("a query hook cannot change the game, roll dice or ask for choices"),
        Lent::None => error("the game is not running"),
        Lent::Write(..) => error("a script of another game is running"),
    }
}

/// How many effects one hook call may ask for: a card asks for a handful. Games check each
/// effect against those already asked for (once replaying them all on a copy of the position
/// for each new one, now on the call's one trial position, [`act_on_trial`]), so a hook asking
/// for thousands took seconds.
pub const MAX_EFFECTS_PER_CALL: usize = 256;

/// How many effects the hooks of one turn may ask for in all. A hook's effects may set off
/// other hooks (a card that draws cards played at once), each under its own budget: without a
/// budget shared by the whole turn, the work multiplied with every level the stack allowed.
pub const MAX_EFFECTS_PER_TURN: usize = 4_096;

/// Records an effect, to be applied when the hook returns.
///
/// # Errors
/// As [`write()`], or past [`MAX_EFFECTS_PER_CALL`] or [`MAX_EFFECTS_PER_TURN`].
pub fn act<G: Game, E: 'static>(e: E) -> Res<()> {
    write::<G, E, _>(|m, frame| {
        if frame.effects.len() >= MAX_EFFECTS_PER_CALL {
            return Err(format!("this call asked for more than {MAX_EFFECTS_PER_CALL} effects: too many for one hook"));
        }
        if m.effects_this_turn >= MAX_EFFECTS_PER_TURN {
            return Err(format!(
                "the card scripts of this turn asked for more than {MAX_EFFECTS_PER_TURN} effects in all (hooks \
                 setting one another off through the rules?)"
            ));
        }
        m.effects_this_turn += 1;
        frame.effects.push(e);
        Ok(())
    })?
    .or_else(error)
}

/// Tries effect `e` by the game's rules (`apply`, which refuses what they refuse) on the
/// position the effects the running hook asked for so far make, then records it as [`act`]
/// does. That position, the call's trial, is copied from the game once per hook call, at its
/// first effect, and each effect accepted is applied to it in turn; an effect refused (by the
/// rules or a budget) leaves it as the accepted effects made it.
///
/// # Errors
/// What the rules refuse, at the script's line; as [`act`].
pub fn act_on_trial<G: Game, E: 'static, X: std::fmt::Display>(
    e: E,
    apply: impl Fn(&mut G::State, &G::Content, &E) -> Result<(), X>,
) -> Res<()> {
    let refused = write::<G, E, _>(|m, frame| {
        let mut trial = match frame.trial.take().map(|t| t.downcast::<G::State>()) {
            Some(Ok(t)) => *t,
            _ => m.state.clone(),
        };
        match apply(&mut trial, m.content, &e) {
            Ok(()) => {
                frame.trial = Some(Box::new(trial));
                None
            }
            Err(why) => {
                retry(m, frame, &apply);
                Some(why.to_string())
            }
        }
    })?;
    if let Some(why) = refused {
        return error(why);
    }
    act::<G, E>(e).or_else(|over| {
        write::<G, E, _>(|m, frame| retry(m, frame, &apply))?;
        Err(over)
    })
}

/// The trial made again from the game and the effects accepted so far, after one was refused
/// (rare: a script that catches the refusal and goes on).
fn retry<G: Game, E, X>(
    m: &Match<'static, G>,
    frame: &mut Frame<E>,
    apply: &impl Fn(&mut G::State, &G::Content, &E) -> Result<(), X>,
) {
    frame.trial = (!frame.effects.is_empty()).then(|| {
        let mut trial = m.state.clone();
        for e in &frame.effects {
            // Each was accepted on this very sequence before.
            let _ = apply(&mut trial, m.content, e);
        }
        Box::new(trial) as Box<dyn std::any::Any>
    });
}

/// Asks `seat` a question through the match lent to an effect hook. When the seat does not
/// answer (an undo, a save, a quit), the stop is kept in the frame for the caller of the hook
/// and the script fails here.
///
/// # Errors
/// As [`write()`], or the game was interrupted.
pub fn ask<G: Game, E: 'static>(seat: Seat, prompt: String, options: Vec<G::Choice>) -> Res<G::Choice> {
    let picked = write::<G, E, _>(|m, frame| {
        if !frame.asked.iter().any(|(s, _)| *s == seat)
            && let Some(kept) = m.seat_randomness(seat)
        {
            frame.asked.push((seat, kept));
        }
        m.ask_for_card(seat, prompt, options).map_err(|stop| frame.stop = Some(stop))
    })?;
    picked.or_else(|()| error("the game was interrupted"))
}

/// Registers a handle type the scripts pass around (a player, a place, a card): its name in
/// the API's definitions, equality, and printing.
pub fn register_handle<T: rhai::Variant + Clone + PartialEq + std::fmt::Debug>(engine: &mut rhai::Engine, name: &str) {
    engine.register_type_with_name::<T>(name);
    engine.register_fn("==", |a: &mut T, b: T| *a == b);
    engine.register_fn("!=", |a: &mut T, b: T| *a != b);
    engine.register_fn("to_string", |a: &mut T| format!("{a:?}"));
    engine.register_fn("to_debug", |a: &mut T| format!("{a:?}"));
}
