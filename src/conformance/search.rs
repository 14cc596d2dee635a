//! The conformance suite's checks of the seats that search (`bot:search` and the balance seat,
//! `bot:balance`), for every registered game: a game with a searching seat ends, and its log
//! replays identically; and what the seat answers does not move when what is hidden from it is
//! drawn again.

use crate::bots::search::Budget;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::{Game, GameContent};
use crate::engine::journal::{self, Journal};
use crate::engine::play::{Match, MatchOptions};
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;
use crate::table::{SeatKind, bots, play_with};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A short search, so the suite stays quick.
const BUDGET: Budget = Budget::Playouts(6);

/// The seats that search, each checked in seat 1.
const SEARCHING: [SeatKind; 2] = [SeatKind::Search(BUDGET), SeatKind::Balance(Some(BUDGET))];

/// A searching seat 1 of kind `kind`, the game's own first bot (else `random`) in the others.
fn table<G: Game>(content: &G::Content, kind: SeatKind) -> Vec<SeatKind> {
    let n = [4, 2, 3, 5, 6].into_iter().find(|&n| G::check_seats(content, n).is_ok()).unwrap_or(2);
    let other = G::bot_kinds().first().map_or(SeatKind::Random, |k| SeatKind::Bot(k));
    (0..n).map(|i| if i == 0 { kind } else { other }).collect()
}

/// Both checks for each seat that searches, on one seed; what failed, one line each.
pub fn check<G: Game>(content: &G::Content, seed: u64) -> Vec<String> {
    let mut problems = Vec::new();
    for kind in SEARCHING {
        let seats = table::<G>(content, kind);
        problems.extend(
            [replays::<G>(content, &seats, seed), hidden_moves_nothing::<G>(content, &seats, seed)]
                .into_iter()
                .filter_map(|r| r.err().map(|e| format!("{} seed {seed} ({}): {e}", G::ID, kind.name()))),
        );
    }
    problems
}

/// The game is short: the checks are of the bot, not of a whole game.
fn options() -> MatchOptions {
    MatchOptions { round_cap: Some(3), check_invariants: true, ..MatchOptions::default() }
}

fn replays<G: Game>(content: &G::Content, seats: &[SeatKind], seed: u64) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("mobrules-search-{}-{}-{seed}", std::process::id(), G::ID));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join("game.jsonl");
    let header = serde_json::json!({ "game": G::ID, "content": content.digest(), "seed": seed, "seats": seats });
    let journal = Journal::create(&path, &header)?;
    play_with::<G>(content, bots::<G>(seats, seed)?, seed, &options(), Some(journal))
        .map_err(|u| format!("the game did not end: {}", u.message))?;
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    let r = crate::table::replay::replay::<G>(content, &journal::read(&text)?, &options())?;
    match r.divergence {
        Some(d) => Err(format!("its replay differs at event {}", d.step + 1)),
        None => Ok(()),
    }
}

/// The searching seat, stopping the game at its `at`-th question, keeping the question.
struct Stopper<'c, G: Game> {
    inner: Box<dyn Decider<G> + 'c>,
    asked: Rc<Cell<usize>>,
    at: usize,
    caught: Rc<RefCell<Option<Request<G::Choice>>>>,
}

impl<G: Game> Decider<G> for Stopper<'_, G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.inner.decide(view, request)
    }

    fn name(&self) -> &str {
        "search"
    }

    fn searches(&self) -> bool {
        true
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let n = self.asked.get();
        self.asked.set(n + 1);
        if n == self.at {
            *self.caught.borrow_mut() = Some(request.clone());
            return Err(Interrupt::Save);
        }
        self.inner.search(m, request)
    }
}

/// At several of the searching seat's questions, its answer is the same in the position and
/// in positions that differ only in what is hidden from it (in the position now and in the one
/// its turn began from, whose dice of the turn everyone has seen).
fn hidden_moves_nothing<G: Game>(content: &G::Content, seats: &[SeatKind], seed: u64) -> Result<(), String> {
    for at in [1, 7, 20] {
        let (asked, caught) = (Rc::new(Cell::new(0)), Rc::new(RefCell::new(None)));
        let kind = seats[0];
        let searching = |seed: u64| kind.bot::<G>(seed, Seat(0)).ok_or_else(|| "seat 1 is not a bot".to_string());
        let mut deciders = bots::<G>(seats, seed)?;
        deciders[0] = Box::new(Stopper { inner: searching(seed)?, asked: asked.clone(), at, caught: caught.clone() });
        let state = G::new_game(content, seats.len(), seed)?;
        let mut m = Match::new(content, state, deciders, &options());
        let _ = m.run();
        let Some(request) = caught.borrow_mut().take() else { return Ok(()) };
        let answer = |m: &Match<'_, G>| -> Result<usize, String> {
            searching(seed ^ 0x5eed)?.search(m, &request).map_err(|i| format!("the seat did not answer: {i:?}"))
        };
        let before = answer(&m)?;
        let mut rng = Rng::derived(seed, 0xD1CE);
        for _ in 0..3 {
            let real = m.hide_from(|s| {
                let mut hidden = G::determinize(content, s, request.seat, &mut rng);
                *G::chance_mut(&mut hidden) = G::chance(s).clone();
                hidden
            });
            let after = answer(&m);
            m.put_back(real);
            if after.as_ref() != Ok(&before) {
                return Err(format!("at its question {at}, the seat answers by what is hidden from it"));
            }
        }
    }
    Ok(())
}
