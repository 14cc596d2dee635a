//! Work that one operation of a script's budget does not measure: sorting an array is one
//! operation whatever its length, so a hook sorting a large array in a loop ran for seconds
//! inside its operation budget. The language's own `sort` and `sort_desc` are replaced by
//! ones that charge each call's work by the elements they sort, against a budget per hook call
//! that counts, like the operations, the same on every machine.
//!
//! Written here rather than borrowed: Rhai's sorts are private to its array package, and the
//! budget needs a count only the host can keep. The order is the language's: whole numbers,
//! characters, strings or booleans, all of one type.

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString};
use std::any::TypeId;
use std::cell::Cell;
use std::cmp::Ordering;

/// How many array elements one hook call may sort in all: a card sorts a handful.
pub const MAX_SORTED: u64 = 100_000;

thread_local! {
    /// The elements sorted by the hook call running on this thread.
    static SORTED: Cell<u64> = const { Cell::new(0) };
}

/// Starts a hook call's count; returns the count of the call it interrupts (hooks nest).
pub fn begin() -> u64 {
    SORTED.with(|s| s.replace(0))
}

/// Ends a hook call's count, giving the interrupted call back its own.
pub fn end(outer: u64) {
    SORTED.with(|s| s.set(outer));
}

fn charge(n: usize) -> Result<(), Box<EvalAltResult>> {
    let total = SORTED.with(|s| {
        let t = s.get().saturating_add(n as u64);
        s.set(t);
        t
    });
    if total > MAX_SORTED {
        return Err(
            format!("this call sorted more than {MAX_SORTED} array elements: too much work for one hook").into()
        );
    }
    Ok(())
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

/// Puts the charged sorts in place of the language's.
pub fn register(engine: &mut Engine) {
    engine.register_fn("sort", |a: &mut Array| sort(a, false));
    engine.register_fn("sort_desc", |a: &mut Array| sort(a, true));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_language_does_and_charges_by_length() {
        let outer = begin();
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
        end(outer);
    }
}
