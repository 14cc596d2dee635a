//! How long `bot:search` thinks a decision at the default level (300 playouts), in every game:
//! whole seeded games with one searching seat (seat 1) against the game's greedy bots, every
//! decision it searched timed, then their count, mean, median, 95th percentile and slowest.
//! A person waits for the slowest; the bound is a second.
//!
//! `cargo bench --bench thinking` (a plain harness rather than divan: the figure is the spread
//! over the decisions of real games, which a per-call benchmark of one position would not show).
//! Give game names to measure only those, and a level or a budget to measure it instead of the
//! default: `cargo bench --bench thinking -- chicago-poker hard`.

use mobrules::bots::search::Budget;
use mobrules::engine::content::Source;
use mobrules::engine::decision::{Decider, Interrupt, Request};
use mobrules::engine::dice::Chance;
use mobrules::engine::game::Game;
use mobrules::engine::play::{Match, MatchOptions};
use mobrules::engine::rng::Rng;
use mobrules::games::bootleggers::Bootleggers;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::games::godfathers::Godfathers;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::table::{SeatKind, bots};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The allocator the `mobrules` binary runs with.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A decider that times its inner decider's searches.
struct Timed<G: Game> {
    inner: Box<dyn Decider<G>>,
    times: Rc<RefCell<Vec<Duration>>>,
}

impl<G: Game> Decider<G> for Timed<G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        self.inner.decide(view, request)
    }

    fn name(&self) -> &str {
        self.inner.name()
    }

    fn searches(&self) -> bool {
        self.inner.searches()
    }

    fn search(&mut self, m: &Match<'_, G>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let began = Instant::now();
        let answer = self.inner.search(m, request);
        self.times.borrow_mut().push(began.elapsed());
        answer
    }

    fn randomness(&self) -> Option<Rng> {
        self.inner.randomness()
    }

    fn rewind(&mut self, kept: Rng) {
        self.inner.rewind(kept);
    }

    fn fresh_chance(&mut self) -> Option<Chance<G::Fixed>> {
        self.inner.fresh_chance()
    }
}

/// Plays `seeds` games of `G` with a default search bot in seat 1 and the game's greedy bot in
/// the other `seats - 1`, and prints how long its decisions took.
fn think<G: Game>(name: &str, budget: Budget, seats: usize, seeds: std::ops::RangeInclusive<u64>) {
    let content = G::load(&Source::Embedded).expect("the bundled content loads");
    let times = Rc::new(RefCell::new(Vec::new()));
    let mut kinds = vec![SeatKind::Bot("greedy"); seats];
    kinds[0] = SeatKind::Search(budget);
    for seed in seeds.clone() {
        let state = G::new_game(&content, seats, seed).expect("the table is set");
        let mut deciders = bots::<G>(&kinds, seed).expect("bots");
        let search = deciders.remove(0);
        deciders.insert(0, Box::new(Timed { inner: search, times: times.clone() }));
        let mut m = Match::<G>::new(&content, state, deciders, &MatchOptions::default());
        m.run().expect("the game ends");
    }
    let mut t = times.take();
    t.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| t.get(((t.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or_default();
    let mean = t.iter().map(|&d| ms(d)).sum::<f64>() / t.len().max(1) as f64;
    println!(
        "{name:<16} {seats} seats, seeds {}..={}: {} decisions; mean {mean:.1} ms, median {:.1} ms, 95th percentile {:.1} ms, slowest {:.1} ms",
        seeds.start(),
        seeds.end(),
        t.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(t.last().copied().unwrap_or_default()),
    );
}

fn main() {
    // `cargo bench` passes `--bench`; a word that is a budget (`hard`, `1000`) sets it, any
    // other names a game to measure.
    let words: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let budget = words.iter().find_map(|w| Budget::parse(w).ok()).unwrap_or(Budget::DEFAULT);
    let wanted: Vec<&String> = words.iter().filter(|w| Budget::parse(w).is_err()).collect();
    let run = |game: &str| wanted.is_empty() || wanted.iter().any(|w| *w == game);
    println!("bot:search:{budget}, one seat against greedy bots");
    if run("king-of-chicago") {
        think::<KingOfChicago>("king-of-chicago", budget, 4, 1..=3);
    }
    if run("chicago-poker") {
        think::<ChicagoPoker>("chicago-poker", budget, 2, 1..=5);
    }
    if run("bootleggers") {
        think::<Bootleggers>("bootleggers", budget, 3, 1..=2);
    }
    if run("godfathers") {
        think::<Godfathers>("godfathers", budget, 4, 1..=2);
    }
}
