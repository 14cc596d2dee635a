//! The conformance suite every registered game gets without test code of its own: seeded
//! random and greedy playouts end without a panic and with every invariant holding; a game
//! saved at any decision and loaded plays on to the same log; a log replays identically; and
//! what a seat is shown, and what its bot picks, does not change when only what is hidden from
//! it changes. `search`: the same for the search bot's seat.

pub mod search;

use crate::engine::decision::{Decider, Interrupt, NoMoreAnswers, Request};
use crate::engine::game::{Game, GameContent, LogEntry};
use crate::engine::journal::{self, Journal};
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::rng::Rng;
use crate::table::session::resumed;
use crate::table::{SeatKind, bots, play_with};
use std::cell::{Cell, RefCell};
use std::ops::Range;
use std::rc::Rc;

/// The tables the suite plays: every bot kind of the game, at the usual size when the game
/// takes it (four), else at the smallest size it takes.
pub fn tables<G: Game>(content: &G::Content) -> Vec<Vec<SeatKind>> {
    let n = [4, 2, 3, 5, 6].into_iter().find(|&n| G::check_seats(content, n).is_ok()).unwrap_or(2);
    let mut tables = vec![vec![SeatKind::Random; n]];
    for k in G::bot_kinds() {
        tables.push((0..n).map(|i| if i % 2 == 0 { SeatKind::Bot(k) } else { SeatKind::Random }).collect());
    }
    tables
}

/// Runs every check over `seeds`; returns what failed, one line each.
pub fn check<G: Game>(content: &G::Content, seeds: Range<u64>) -> Vec<String> {
    let tables = tables::<G>(content);
    let mut problems = search::check::<G>(content, seeds.start);
    for seed in seeds {
        let seats = &tables[(seed % tables.len() as u64) as usize];
        let names: Vec<&str> = seats.iter().map(|s| s.name()).collect();
        if let Err(e) = one_game::<G>(content, seats, seed) {
            problems.push(format!("{} seed {seed} ({}): {e}", G::ID, names.join(",")));
        }
    }
    problems
}

/// One seeded game through every check.
fn one_game<G: Game>(content: &G::Content, seats: &[SeatKind], seed: u64) -> Result<(), String> {
    let options = MatchOptions { check_invariants: true, ..MatchOptions::default() };
    // Played to its end, invariants checked as it goes, its log kept in a file as `run --log`.
    let dir = std::env::temp_dir().join(format!("mobrules-conformance-{}-{}-{seed}", std::process::id(), G::ID));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join("game.jsonl");
    let header = serde_json::json!({ "game": G::ID, "content": content.digest(), "seed": seed, "seats": seats });
    let journal = Journal::create(&path, &header)?;
    let played = play_with::<G>(content, bots::<G>(seats, seed)?, seed, &options, Some(journal))
        .map_err(|u| format!("the game did not end: {}", u.message))?;
    let log = played.log.to_json_lines();
    let answers = crate::table::answers_of::<G>(played.log.entries(), seats.len());
    let total: usize = answers.iter().map(Vec::len).sum();

    // A replay of its log is identical.
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    let file = journal::read(&text)?;
    let r = crate::table::replay::replay::<G>(content, &file, &MatchOptions::default())?;
    if let Some(d) = r.divergence {
        return Err(format!("its replay differs at event {}", d.step + 1));
    }

    // Saved at a decision and loaded, it plays on to the same log.
    if total > 0 {
        let cut = (seed as usize).wrapping_mul(7919) % total;
        let kept = first_answers::<G>(played.log.entries(), seats.len(), cut);
        let deciders = resumed::<G>(seats, seed, &kept, || Box::new(NoMoreAnswers));
        let again = play_with::<G>(content, deciders, seed, &options, None)
            .map_err(|u| format!("loaded at decision {cut}, it stopped: {}", u.message))?;
        if again.log.to_json_lines() != log {
            return Err(format!("loaded at decision {cut}, it played on to another log"));
        }
        hidden_changes_nothing::<G>(content, seats, seed, cut)?;
    }
    Ok(())
}

/// The first `n` answers of a log, in the order they were given, by seat.
fn first_answers<G: Game>(log: &[LogEntry<G>], seats: usize, n: usize) -> Vec<Vec<usize>> {
    let mut answers = vec![Vec::new(); seats];
    for (seat, index) in log.iter().filter_map(|e| e.answer()).take(n) {
        if let Some(a) = answers.get_mut(seat.index()) {
            a.push(index);
        }
    }
    answers
}

/// A bot that stops the game at the table's `at`-th question, keeping the question.
struct Stopper<G: Game> {
    inner: Box<dyn Decider<G>>,
    asked: Rc<Cell<usize>>,
    at: usize,
    caught: Rc<RefCell<Option<Request<G::Choice>>>>,
}

impl<G: Game> Decider<G> for Stopper<G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let n = self.asked.get();
        self.asked.set(n + 1);
        if n == self.at {
            *self.caught.borrow_mut() = Some(request.clone());
            return Err(Interrupt::Save);
        }
        self.inner.decide(view, request)
    }

    fn name(&self) -> &str {
        self.inner.name()
    }
}

/// At the `at`-th question, the asked seat's screen and its bot's pick are the same in the
/// position and in positions that differ only in what is hidden from that seat.
fn hidden_changes_nothing<G: Game>(
    content: &G::Content,
    seats: &[SeatKind],
    seed: u64,
    at: usize,
) -> Result<(), String> {
    let (asked, caught) = (Rc::new(Cell::new(0)), Rc::new(RefCell::new(None)));
    let deciders: Vec<Box<dyn Decider<G>>> = bots::<G>(seats, seed)?
        .into_iter()
        .map(|inner| {
            Box::new(Stopper { inner, asked: asked.clone(), at, caught: caught.clone() }) as Box<dyn Decider<G>>
        })
        .collect();
    let state = G::new_game(content, seats.len(), seed)?;
    let mut m = Match::new(content, state, deciders, &MatchOptions::default());
    let _ = m.run();
    let Some(request) = caught.borrow_mut().take() else { return Ok(()) };
    let seat = request.seat;
    let locale = Locale::load(content.source(), G::ID, "en").map_err(|d| d.to_string())?;
    let screen = G::screen(content, &locale);
    let shown = |m: &Match<'_, G>| {
        let view = G::view(m, seat);
        let mut text = screen.status(&view);
        text.push_str(&screen.question(&view, &request.prompt));
        for o in request.options.listed() {
            text.push_str(&screen.option(&view, &request.prompt, o));
        }
        if let Some(run) = request.options.amounts() {
            for n in [run.first(), run.last(), run.step()] {
                text.push_str(&screen.amount(&request.prompt, n));
            }
        }
        let picks: Vec<Option<usize>> = seats
            .iter()
            .map(|k| k.bot::<G>(seed ^ 0x5eed, seat).and_then(|mut b| b.decide(&view, &request).ok()))
            .collect();
        (text, picks)
    };
    let before = shown(&m);
    let mut rng = Rng::derived(seed, 0xD1CE);
    for _ in 0..3 {
        let hidden = G::determinize(content, &m.state, seat, &mut rng);
        let real = std::mem::replace(&mut m.state, hidden);
        let after = shown(&m);
        m.state = real;
        if after.0 != before.0 {
            return Err(format!("at decision {at}, seat {} is shown something hidden from it", seat));
        }
        if after.1 != before.1 {
            return Err(format!("at decision {at}, a bot of seat {} picks by what is hidden from it", seat));
        }
    }
    Ok(())
}
