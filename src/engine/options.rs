//! The options of a question: some listed one by one, then perhaps a run of amounts asked as
//! one range (`first`, `first + step`, ... `count` of them).
//!
//! A bid may be any amount from the least raise up to what the seat holds: listed one option
//! each, a seat holding $900,000,000 would be offered ninety million options. A range is
//! counted and indexed without being built, and answered by index like any option, so an
//! answer's index (what logs, saves and replays keep) is the one the same amount had in a list.

use std::fmt;

/// A run of amounts, each made into a choice by the game: `first`, `first + step`, ... (`step`
/// may be negative: "take 3, 2, 1 or 0").
#[derive(Clone, Copy)]
pub struct Amounts<C> {
    first: i64,
    step: i64,
    count: usize,
    make: fn(i64) -> C,
    read: fn(&C) -> Option<i64>,
}

impl<C> Amounts<C> {
    /// The amounts from `from` towards `to` by `step`, `to` included when a step lands on it;
    /// `make` turns an amount into the game's choice and `read` reads it back. `None` when the
    /// run is empty (`to` behind `from`) or the step is zero.
    pub fn new(from: i64, to: i64, step: i64, make: fn(i64) -> C, read: fn(&C) -> Option<i64>) -> Option<Self> {
        if step == 0 {
            return None;
        }
        let span = (i128::from(to) - i128::from(from)) / i128::from(step);
        if span < 0 {
            return None;
        }
        let count = usize::try_from(span + 1).unwrap_or(usize::MAX);
        Some(Amounts { first: from, step, count, make, read })
    }

    pub fn first(&self) -> i64 {
        self.first
    }

    pub fn step(&self) -> i64 {
        self.step
    }

    /// The last amount of the run.
    pub fn last(&self) -> i64 {
        self.amount(self.count - 1).unwrap_or(self.first)
    }

    pub fn count(&self) -> usize {
        self.count
    }

    /// The amount at `index` of the run.
    pub fn amount(&self, index: usize) -> Option<i64> {
        if index >= self.count {
            return None;
        }
        let n = i128::from(self.first) + i128::try_from(index).ok()? * i128::from(self.step);
        i64::try_from(n).ok()
    }

    /// Where `amount` stands in the run, if it is one of its amounts.
    pub fn index_of(&self, amount: i64) -> Option<usize> {
        let off = i128::from(amount) - i128::from(self.first);
        let step = i128::from(self.step);
        if off % step != 0 {
            return None;
        }
        usize::try_from(off / step).ok().filter(|&i| i < self.count)
    }

    /// The index of the least amount above `floor`, if any.
    pub fn least_above(&self, floor: i64) -> Option<usize> {
        let low = if self.step > 0 { 0 } else { self.count - 1 };
        let least = self.amount(low)?;
        if least > floor {
            return Some(low);
        }
        // Steps from the lowest amount to the first one above `floor`.
        let up = self.step.unsigned_abs();
        let k = usize::try_from((floor.abs_diff(least)) / up + 1).ok()?;
        if self.step > 0 { Some(k).filter(|&k| k < self.count) } else { low.checked_sub(k) }
    }

    /// The choice for the amount at `index`.
    pub fn choice(&self, index: usize) -> Option<C> {
        self.amount(index).map(self.make)
    }

    /// The amount a choice stands for, if it is one of the run's.
    pub fn read(&self, choice: &C) -> Option<i64> {
        (self.read)(choice).filter(|&n| self.index_of(n).is_some())
    }
}

/// What a seat may answer: options listed one by one, then perhaps a run of amounts. Index `i`
/// is the `i`th listed option, then the run's amounts in order.
#[derive(Clone)]
pub struct Options<C> {
    listed: Vec<C>,
    amounts: Option<Amounts<C>>,
}

impl<C> Options<C> {
    /// `listed`, then the amounts of `amounts` when there are any.
    pub fn new(listed: Vec<C>, amounts: Option<Amounts<C>>) -> Self {
        Options { listed, amounts }
    }

    /// The options listed one by one (those before the run of amounts).
    pub fn listed(&self) -> &[C] {
        &self.listed
    }

    /// The run of amounts after the listed options.
    pub fn amounts(&self) -> Option<&Amounts<C>> {
        self.amounts.as_ref()
    }

    pub fn len(&self) -> usize {
        self.listed.len().saturating_add(self.amounts.as_ref().map_or(0, Amounts::count))
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The index of the first option of the run of amounts.
    pub fn amounts_from(&self) -> usize {
        self.listed.len()
    }
}

impl<C: Clone> Options<C> {
    /// The option at `index`.
    pub fn get(&self, index: usize) -> Option<C> {
        match self.listed.get(index) {
            Some(c) => Some(c.clone()),
            None => self.amounts.as_ref()?.choice(index - self.listed.len()),
        }
    }

    /// Every option in order. A long run of amounts is long here too: bots look at a run
    /// through [`Options::amounts`] instead.
    pub fn iter(&self) -> impl Iterator<Item = C> + '_ {
        let run = self.amounts.iter().flat_map(|a| (0..a.count).filter_map(|i| a.choice(i)));
        self.listed.iter().cloned().chain(run)
    }
}

impl<C: PartialEq> Options<C> {
    /// The index of the first option equal to `choice`.
    pub fn position(&self, choice: &C) -> Option<usize> {
        if let Some(i) = self.listed.iter().position(|c| c == choice) {
            return Some(i);
        }
        let run = self.amounts.as_ref()?;
        let n = run.read(choice)?;
        Some(self.listed.len() + run.index_of(n)?)
    }
}

impl<C> From<Vec<C>> for Options<C> {
    fn from(listed: Vec<C>) -> Self {
        Options { listed, amounts: None }
    }
}

/// Like a list (what messages quoting a question's options have always shown), the run of
/// amounts as its ends and step.
impl<C: fmt::Debug> fmt::Debug for Options<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        list.entries(&self.listed);
        if let Some(a) = &self.amounts {
            let (first, last) = ((a.make)(a.first), (a.make)(a.last()));
            list.entry(&format_args!("{first:?} to {last:?} in steps of {}", a.step));
        }
        list.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum C {
        Pass,
        N(i64),
    }

    fn read(c: &C) -> Option<i64> {
        if let C::N(n) = c { Some(*n) } else { None }
    }

    fn bids(from: i64, to: i64, step: i64) -> Options<C> {
        Options::new(vec![C::Pass], Amounts::new(from, to, step, C::N, read))
    }

    #[test]
    fn a_run_indexes_like_the_list_it_replaces() {
        let o = bids(100, 1255, 10);
        let list: Vec<C> =
            std::iter::once(C::Pass).chain((0..).map(|k| 100 + 10 * k).take_while(|&x| x <= 1255).map(C::N)).collect();
        assert_eq!(o.len(), list.len());
        assert_eq!(o.iter().collect::<Vec<_>>(), list);
        for (i, c) in list.iter().enumerate() {
            assert_eq!(o.get(i), Some(*c));
            assert_eq!(o.position(c), Some(i));
        }
        assert_eq!(o.get(list.len()), None);
        assert_eq!(o.position(&C::N(105)), None);
        assert_eq!(o.position(&C::N(1260)), None);
        assert_eq!(format!("{o:?}"), "[Pass, N(100) to N(1250) in steps of 10]");
    }

    #[test]
    fn a_run_may_go_down() {
        let o: Options<C> = Options::new(Vec::new(), Amounts::new(3, 0, -1, C::N, read));
        assert_eq!(o.iter().collect::<Vec<_>>(), vec![C::N(3), C::N(2), C::N(1), C::N(0)]);
        assert_eq!(o.position(&C::N(1)), Some(2));
        assert_eq!(o.amounts().and_then(|a| a.least_above(0)), Some(2));
    }

    #[test]
    fn a_huge_run_is_counted_not_built() {
        let o = bids(100, 900_000_000_000, 10);
        assert_eq!(o.len(), 1 + 89_999_999_991);
        assert_eq!(o.get(o.len() - 1), Some(C::N(900_000_000_000)));
        assert_eq!(o.position(&C::N(500_000_000)), Some(1 + 49_999_990));
        let a = o.amounts().expect("a run");
        assert_eq!(a.least_above(0), Some(0));
        assert_eq!(a.least_above(100), Some(1));
        assert_eq!(a.least_above(i64::MAX - 1), None);
    }

    #[test]
    fn empty_runs_are_none() {
        assert!(Amounts::new(10, 0, 1, C::N, read).is_none());
        assert!(Amounts::new(0, 10, 0, C::N, read).is_none());
        assert!(Amounts::new(i64::MIN, i64::MAX, 1, C::N, read).is_some());
    }
}
