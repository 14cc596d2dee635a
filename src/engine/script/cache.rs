//! Compiled scripts, once per content and thread: Rhai engines are not shared across threads,
//! so a simulation compiles each content's scripts once per worker and every match on that
//! worker reuses them. Contents are told apart by their digest, games by their type.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::rc::Rc;

/// One compiled content: the type that holds it, its digest, and the value.
type Entry = (TypeId, String, Rc<dyn Any>);

thread_local! {
    static CACHE: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
}

/// How many compiled contents a thread keeps (a designer's loop uses a handful).
const KEPT: usize = 8;

/// The value `build` makes for the content of digest `digest`, made once per thread.
///
/// # Errors
/// What `build` fails with (nothing is kept then).
pub fn cached<T: 'static, E>(digest: &str, build: impl FnOnce() -> Result<T, E>) -> Result<Rc<T>, E> {
    let hit = CACHE.with(|c| {
        c.borrow()
            .iter()
            .find(|(t, d, _)| *t == TypeId::of::<T>() && d == digest)
            .and_then(|(_, _, v)| v.clone().downcast::<T>().ok())
    });
    if let Some(v) = hit {
        return Ok(v);
    }
    let value = Rc::new(build()?);
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= KEPT {
            c.remove(0);
        }
        c.push((TypeId::of::<T>(), digest.to_string(), value.clone() as Rc<dyn Any>));
    });
    Ok(value)
}
