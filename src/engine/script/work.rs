//! Work that one operation of a script's budget does not measure: sorting an array, searching
//! one (`contains`, `in`, `index_of`) or searching and replacing in a string is one operation
//! whatever its length, so a hook doing it to a large value in a loop ran for seconds inside
//! its operation budget. The language's own functions are replaced by ones that charge each
//! call's work by the elements or characters they go through, against one budget per hook
//! call that counts, like the operations, the same on every machine.
//!
//! Written here rather than borrowed: Rhai's functions are private to its packages, and the
//! budget needs a count only the host can keep. Sorting orders as the language does: whole
//! numbers, characters, strings or booleans, all of one type; searching compares with `==`
//! as the language does, a type without `==` equal to nothing.
//!
//! Not charged, because the language gives no hook for them: copying a value on assignment
//! (`let b = a`) and building a string with `+`. Each is one operation bounded by the size
//! limits (`max_array_size`, `max_string_size`), so the operation budget times those sizes
//! bounds them. The hooks Rhai has do not fit: `on_var` is called for every read of a
//! variable, `a.len()` and `a[i]` as much as `let b = a`, so charging a read by the value's
//! length would charge a loop over a list by the square of its length (a script building a
//! list of a thousand items one by one would fail); `on_def_var` is called before the value
//! exists, and never for `b = a`; and `+` on strings can be replaced only with Rhai's fast
//! operators off, for every operator of every script.

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString, NativeCallContext};
use std::any::TypeId;
use std::cell::Cell;
use std::cmp::Ordering;

/// How many array elements one hook call may sort in all: a card sorts a handful.
pub const MAX_SORTED: u64 = 100_000;

/// How many array elements and characters one hook call may go through, searching, sorting
/// and replacing, in all: a card searches a handful.
const MAX_WORK: u64 = MAX_SORTED;

thread_local! {
    /// The work done by the hook call running on this thread.
    static SORTED: Cell<u64> = const { Cell::new(0) };
    /// The operations run by the hook call running on this thread, its closures and the hooks
    /// it set off included.
    static OPERATIONS: Cell<u64> = const { Cell::new(0) };
    /// How many hook calls are running on this thread, one inside another.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Starts a hook call. The outermost call of the thread starts the counts of work and
/// operations from nothing; a hook set off while another runs (through the rules, from one of
/// the game's functions) adds to the count of the call that set it off, so one budget covers
/// everything a hook does.
pub fn begin() {
    DEPTH.with(|d| {
        if d.get() == 0 {
            SORTED.with(|s| s.set(0));
            OPERATIONS.with(|o| o.set(0));
        }
        d.set(d.get().saturating_add(1));
    });
}

/// Ends a hook call begun by [`begin`].
pub fn end() {
    DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
}

/// Runs `f` outside the running hook call's counts, then puts them back: a seat deciding a
/// question a card's script asks (`choose`) is not the script's work. A search bot answering
/// it plays imagined games whose hooks count from nothing, each within its own budget; charged
/// to the asking hook, they made the real card fail by how long the seat thought.
pub fn aside<R>(f: impl FnOnce() -> R) -> R {
    let kept = (DEPTH.with(|d| d.replace(0)), SORTED.with(Cell::get), OPERATIONS.with(Cell::get));
    let r = f();
    DEPTH.with(|d| d.set(kept.0));
    SORTED.with(|s| s.set(kept.1));
    OPERATIONS.with(|o| o.set(kept.2));
    r
}

/// What the engine calls at every operation: counts it against the running hook call's
/// budget of `most` operations, and stops the script past it.
///
/// Rhai counts operations in the state of one evaluation, and a closure passed to `filter`,
/// `map`, `sort`, `reduce`... is evaluated in a copy of it: its operations were counted from
/// what was left, then forgotten, so every closure call had the rest of the budget again (a
/// hook of forty filters over a hundred items took seconds). This count is the thread's, so
/// it sees every operation, in whatever copy it is run.
fn progress(most: u64) -> impl Fn(u64) -> Option<Dynamic> + Send + Sync + 'static {
    move |_| {
        if DEPTH.with(Cell::get) == 0 {
            // Not a hook call (nothing else runs scripts): Rhai's own limit holds.
            return None;
        }
        let done = OPERATIONS.with(|o| {
            let n = o.get().saturating_add(1);
            o.set(n);
            n
        });
        (done > most).then(|| Dynamic::from(TOO_MANY))
    }
}

/// What [`progress`] stops a script with, recognised by [`too_many_operations`].
const TOO_MANY: &str = "too many operations";

/// The message for a script stopped by [`progress`], or `None` for another error.
pub fn too_many_operations(e: &EvalAltResult, most: u64) -> Option<String> {
    match e {
        EvalAltResult::ErrorTerminated(token, _) if token.clone().into_string().is_ok_and(|t| t == TOO_MANY) => {
            Some(format!(
                "Too many operations: this call, the closures it ran and the hooks it set off went past {most} operations in all"
            ))
        }
        _ => None,
    }
}

/// Charges `n` elements or characters of work, named `what` ("sorted ... array elements")
/// when it is more than the call may do.
fn charge_for(n: usize, done: &str, unit: &str) -> Result<(), Box<EvalAltResult>> {
    let total = SORTED.with(|s| {
        let t = s.get().saturating_add(n as u64);
        s.set(t);
        t
    });
    if total > MAX_WORK {
        return Err(format!("this call {done} more than {MAX_WORK} {unit}: too much work for one hook").into());
    }
    Ok(())
}

fn charge(n: usize) -> Result<(), Box<EvalAltResult>> {
    charge_for(n, "sorted", "array elements")
}

/// Whether two values are equal as the language's `==` says; a type without `==` equals
/// nothing of another type, and is an error against its own (as Rhai's own search does).
fn equal(ctx: &NativeCallContext, item: &mut Dynamic, value: &Dynamic) -> Result<bool, Box<EvalAltResult>> {
    // The language's own types compared here directly, as its `==` compares them: asking the
    // language for each element cost a hook searching at its budget's end 18 ms a call.
    if let (Ok(a), Ok(b)) = (item.as_int(), value.as_int()) {
        return Ok(a == b);
    }
    if let (Ok(a), Ok(b)) = (item.as_bool(), value.as_bool()) {
        return Ok(a == b);
    }
    if let (Ok(a), Ok(b)) = (item.as_char(), value.as_char()) {
        return Ok(a == b);
    }
    if let (Some(a), Some(b)) = (item.read_lock::<ImmutableString>(), value.read_lock::<ImmutableString>()) {
        return Ok(*a == *b);
    }
    let same = item.type_id() == value.type_id();
    match ctx.call_native_fn_raw("==", true, &mut [item, &mut value.clone()]) {
        Ok(d) => Ok(d.as_bool().unwrap_or(false)),
        Err(e) if !same && matches!(*e, EvalAltResult::ErrorFunctionNotFound(..)) => Ok(false),
        Err(e) => Err(e),
    }
}

/// The index of the first element from `start` equal to `value`, or -1; `start` counts from
/// the end when negative, as the language's `index_of` does.
fn search(ctx: &NativeCallContext, array: &mut Array, value: &Dynamic, start: i64) -> Result<i64, Box<EvalAltResult>> {
    let len = array.len();
    let from = if start < 0 {
        len.saturating_sub(usize::try_from(start.unsigned_abs()).unwrap_or(usize::MAX))
    } else {
        usize::try_from(start).unwrap_or(usize::MAX)
    };
    if from >= len {
        return Ok(-1);
    }
    charge_for(len - from, "searched", "array elements")?;
    for (i, item) in array.iter_mut().enumerate().skip(from) {
        if equal(ctx, item, value)? {
            return Ok(i as i64);
        }
    }
    Ok(-1)
}

/// Where `find` first stands in `text` from character `start`, in characters, or -1.
fn find_in(text: &str, find: &str, start: i64) -> Result<i64, Box<EvalAltResult>> {
    let chars = text.chars().count();
    let from = if start < 0 {
        chars.saturating_sub(usize::try_from(start.unsigned_abs()).unwrap_or(usize::MAX))
    } else {
        usize::try_from(start).unwrap_or(usize::MAX)
    };
    if from > chars {
        return Ok(-1);
    }
    charge_for(chars - from + find.chars().count(), "searched", "characters")?;
    let offset = text.char_indices().nth(from).map_or(text.len(), |(b, _)| b);
    Ok(text[offset..].find(find).map_or(-1, |b| (from + text[offset..offset + b].chars().count()) as i64))
}

/// The order of two elements of one sortable type.
fn order(a: &Dynamic, b: &Dynamic) -> Ordering {
    if let (Ok(a), Ok(b)) = (a.as_int(), b.as_int()) {
        a.cmp(&b)
    } else if let (Ok(a), Ok(b)) = (a.as_char(), b.as_char()) {
        a.cmp(&b)
    } else if let (Ok(a), Ok(b)) = (a.as_bool(), b.as_bool()) {
        a.cmp(&b)
    } else if let (Ok(a), Ok(b)) = (a.as_immutable_string_ref(), b.as_immutable_string_ref()) {
        a.as_str().cmp(b.as_str())
    } else {
        Ordering::Equal
    }
}

fn sort(array: &mut Array, descending: bool) -> Result<(), Box<EvalAltResult>> {
    charge(array.len())?;
    let Some(first) = array.first() else { return Ok(()) };
    let kind = first.type_id();
    if array.iter().any(|a| a.type_id() != kind) {
        return Err("elements of different types cannot be sorted".into());
    }
    let sortable = [TypeId::of::<i64>(), TypeId::of::<char>(), TypeId::of::<bool>(), TypeId::of::<ImmutableString>()];
    if kind == TypeId::of::<()>() {
        return Ok(());
    }
    if !sortable.contains(&kind) {
        return Err(format!("elements of {} cannot be sorted", first.type_name()).into());
    }
    array.sort_by(|a, b| if descending { order(b, a) } else { order(a, b) });
    Ok(())
}

/// Puts the charged sorts, searches and replacements in place of the language's, and counts
/// every operation of a hook call against one budget of `max_operations`.
pub fn register(engine: &mut Engine, max_operations: u64) {
    engine.on_progress(progress(max_operations));
    engine.register_fn("sort", |a: &mut Array| sort(a, false));
    engine.register_fn("sort_desc", |a: &mut Array| sort(a, true));
    // `x in a` is `a.contains(x)`.
    engine.register_fn("contains", |ctx: NativeCallContext, a: &mut Array, v: Dynamic| {
        search(&ctx, a, &v, 0).map(|i| i >= 0)
    });
    engine.register_fn("index_of", |ctx: NativeCallContext, a: &mut Array, v: Dynamic| search(&ctx, a, &v, 0));
    engine.register_fn("index_of", |ctx: NativeCallContext, a: &mut Array, v: Dynamic, start: i64| {
        search(&ctx, a, &v, start)
    });
    engine.register_fn("contains", |s: &str, f: &str| find_in(s, f, 0).map(|i| i >= 0));
    engine.register_fn("contains", |s: &str, c: char| find_in(s, c.encode_utf8(&mut [0; 4]), 0).map(|i| i >= 0));
    engine.register_fn("index_of", |s: &str, f: &str| find_in(s, f, 0));
    engine.register_fn("index_of", |s: &str, c: char| find_in(s, c.encode_utf8(&mut [0; 4]), 0));
    engine.register_fn("index_of", |s: &str, f: &str, start: i64| find_in(s, f, start));
    engine.register_fn("index_of", |s: &str, c: char, start: i64| find_in(s, c.encode_utf8(&mut [0; 4]), start));
    engine.register_fn("replace", |ctx: NativeCallContext, s: &mut ImmutableString, f: &str, to: &str| {
        replace(&ctx, s, f, to)
    });
    engine.register_fn("replace", |ctx: NativeCallContext, s: &mut ImmutableString, f: char, to: char| {
        replace(&ctx, s, f.encode_utf8(&mut [0; 4]), to.encode_utf8(&mut [0; 4]))
    });
    engine.register_fn("replace", |ctx: NativeCallContext, s: &mut ImmutableString, f: &str, to: char| {
        replace(&ctx, s, f, to.encode_utf8(&mut [0; 4]))
    });
    engine.register_fn("replace", |ctx: NativeCallContext, s: &mut ImmutableString, f: char, to: &str| {
        replace(&ctx, s, f.encode_utf8(&mut [0; 4]), to)
    });
    engine.register_fn("pad", |ctx: NativeCallContext, a: &mut Array, len: i64, item: Dynamic| {
        pad_array(&ctx, a, len, &item)
    });
    engine.register_fn("pad", |ctx: NativeCallContext, s: &mut ImmutableString, len: i64, c: char| {
        pad_string(&ctx, s, len, c.encode_utf8(&mut [0; 4]))
    });
    engine.register_fn("pad", |ctx: NativeCallContext, s: &mut ImmutableString, len: i64, with: &str| {
        pad_string(&ctx, s, len, with)
    });
}

/// The language's `pad` on an array (items cloned up to `len`), charged by the items made.
fn pad_array(ctx: &NativeCallContext, array: &mut Array, len: i64, item: &Dynamic) -> Result<(), Box<EvalAltResult>> {
    let most = ctx.engine().max_array_size();
    let len = usize::try_from(len.max(0)).unwrap_or(usize::MAX);
    if most > 0 && len > most {
        return Err(EvalAltResult::ErrorDataTooLarge("Size of array".into(), rhai::Position::NONE).into());
    }
    if len > array.len() {
        charge_for(len - array.len(), "built", "array elements")?;
        array.resize(len, item.clone());
    }
    Ok(())
}

/// The language's `pad` on a string (`with` repeated, its last copy cut, up to `len`
/// characters), charged by the characters made.
fn pad_string(
    ctx: &NativeCallContext,
    text: &mut ImmutableString,
    len: i64,
    with: &str,
) -> Result<(), Box<EvalAltResult>> {
    let most = ctx.engine().max_string_size();
    let len = usize::try_from(len.max(0)).unwrap_or(usize::MAX);
    let too_long = || EvalAltResult::ErrorDataTooLarge("Length of string".into(), rhai::Position::NONE).into();
    if most > 0 && len > most {
        return Err(too_long());
    }
    let have = text.chars().count();
    if len <= have {
        return Ok(());
    }
    if with.is_empty() {
        // The language's own `pad` loops for ever on an empty padding.
        return Err("pad: an empty padding never makes the string longer".into());
    }
    charge_for(len - have, "built", "characters")?;
    let made: String = text.chars().chain(with.chars().cycle()).take(len).collect();
    if most > 0 && made.len() > most {
        return Err(too_long());
    }
    *text = made.into();
    Ok(())
}

/// Replaces every `find` in `text` by `to`, charged by the characters gone through and made;
/// a result past the string size limit is refused as the language refuses a long string.
fn replace(
    ctx: &NativeCallContext,
    text: &mut ImmutableString,
    find: &str,
    to: &str,
) -> Result<(), Box<EvalAltResult>> {
    charge_for(text.chars().count(), "searched", "characters")?;
    if !text.contains(find) {
        return Ok(());
    }
    let made = text.replace(find, to);
    let most = ctx.engine().max_string_size();
    if most > 0 && made.len() > most {
        return Err(EvalAltResult::ErrorDataTooLarge("Length of string".into(), rhai::Position::NONE).into());
    }
    charge_for(made.chars().count(), "built", "characters")?;
    *text = made.into();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_language_does_and_charges_by_length() {
        begin();
        let mut a: Array = vec![3_i64.into(), 1_i64.into(), 2_i64.into()];
        sort(&mut a, false).unwrap();
        assert_eq!(a.iter().map(|d| d.as_int().unwrap()).collect::<Vec<_>>(), [1, 2, 3]);
        sort(&mut a, true).unwrap();
        assert_eq!(a.iter().map(|d| d.as_int().unwrap()).collect::<Vec<_>>(), [3, 2, 1]);
        let mut words: Array = vec!["b".into(), "a".into()];
        sort(&mut words, false).unwrap();
        assert_eq!(words[0].clone().into_string().unwrap(), "a");
        let mut mixed: Array = vec![1_i64.into(), "a".into()];
        assert!(sort(&mut mixed, false).unwrap_err().to_string().contains("different types"));
        let mut big: Array = (0..1000_i64).map(Dynamic::from).collect();
        let err = (0..200).find_map(|_| sort(&mut big, false).err()).expect("the budget ends it");
        assert!(err.to_string().contains("sorted more than 100000"), "{err}");
        end();
    }
}
