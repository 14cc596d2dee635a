//! What a search bot lives on, measured on the bundled content: a random playout from a
//! mid-game position to the game's end (every game); the playout `bot:search` itself runs from
//! there, its policy (the game's first bot) to its horizon (every game); cloning a position,
//! and generating a seat's legal actions (King of Chicago). The mid-game position is the one
//! at the start of a fixed player turn of a seeded game among greedy bots.
//!
//! `cargo bench --bench playout`; the whole-game figures are `full_game` and `throughput.sh`.

use divan::black_box;
use mobrules::bots::search::HORIZON_TURNS;
use mobrules::engine::content::Source;
use mobrules::engine::decision::{Decider, Interrupt, Request};
use mobrules::engine::game::{Game, turn_start};
use mobrules::engine::play::{Match, MatchOptions};
use mobrules::engine::rng::Rng;
use mobrules::engine::seat::Seat;
use mobrules::games::bootleggers::Bootleggers;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::games::godfathers::Godfathers;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::rules::actions::legal_actions_at;
use mobrules::games::king_of_chicago::script;
use mobrules::table::{SeatKind, bots};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::OnceLock;

/// The allocator the `mobrules` binary runs with.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

/// The bundled content of a game, loaded once.
fn content<G: Game>(cell: &'static OnceLock<G::Content>) -> &'static G::Content {
    cell.get_or_init(|| G::load(&Source::Embedded).expect("the bundled content loads"))
}

/// The position at the `turn`-th turn start of a seeded game among `seats` greedy bots (or the
/// last one, if the game is shorter).
fn mid_game<G: Game>(content: &G::Content, seats: usize, seed: u64, turn: usize) -> G::State {
    let kinds = vec![SeatKind::Bot("greedy"); seats];
    let state = G::new_game(content, seats, seed).expect("the table is set");
    let mut m = Match::<G>::new(content, state, bots::<G>(&kinds, seed).expect("bots"), &MatchOptions::default());
    let kept: Rc<RefCell<(usize, Option<G::State>)>> = Rc::new(RefCell::new((0, None)));
    let keep = kept.clone();
    m.watch(Box::new(move |m| {
        let mut k = keep.borrow_mut();
        if k.0 < turn && m.log.entries().last().is_some_and(turn_start::<G>) {
            k.0 += 1;
            k.1 = Some(m.state.clone());
        }
    }));
    let _ = m.run();
    let kept = kept.borrow_mut().1.take();
    kept.expect("the game has a turn")
}

/// Plays `state` to the game's end among random bots; the number of events it logged.
fn random_playout<G: Game>(content: &G::Content, state: &G::State, seats: usize, seed: u64) -> usize {
    let deciders: Vec<Box<dyn Decider<G>>> = bots::<G>(&vec![SeatKind::Random; seats], seed).expect("bots");
    let mut m = Match::<G>::new(content, state.clone(), deciders, &MatchOptions::default());
    let _ = m.run();
    m.log.len()
}

/// A seat that plays by `policy` until `turns` reaches the horizon, then ends the game there,
/// as a seat of one of `bot:search`'s imagined games does.
struct ToHorizon<G: Game> {
    policy: Box<dyn Decider<G>>,
    turns: Rc<Cell<usize>>,
    horizon: usize,
}

impl<G: Game> Decider<G> for ToHorizon<G> {
    fn decide(&mut self, view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        if self.turns.get() >= self.horizon {
            return Err(Interrupt::Quit);
        }
        self.policy.decide(view, request)
    }

    fn name(&self) -> &str {
        "to-horizon"
    }
}

/// Plays `state` on as one imagined game of `bot:search` does: what the first seat cannot see
/// drawn again (the dice to come with it), then every seat by the game's first bot, until the
/// game ends or `HORIZON_TURNS` turns a seat have begun; the number of events it logged. (The
/// search also plays the turn so far again from its answers first, which this leaves out.)
fn horizon_playout<G: Game>(content: &G::Content, state: &G::State, seats: usize, seed: u64) -> usize {
    let turns = Rc::new(Cell::new(0));
    let policy = G::bot_kinds().first().map_or(SeatKind::Random, |k| SeatKind::Bot(k));
    let deciders: Vec<Box<dyn Decider<G>>> = bots::<G>(&vec![policy; seats], seed)
        .expect("bots")
        .into_iter()
        .map(|policy| {
            Box::new(ToHorizon { policy, turns: turns.clone(), horizon: HORIZON_TURNS * seats }) as Box<dyn Decider<G>>
        })
        .collect();
    let world = G::determinize(content, state, Seat(0), &mut Rng::seeded(seed));
    let mut m = Match::<G>::new(content, world, deciders, &MatchOptions::default());
    m.watch(Box::new(move |m| {
        if m.log.entries().last().is_some_and(turn_start::<G>) {
            turns.set(turns.get() + 1);
        }
    }));
    let _ = m.run();
    m.log.len()
}

/// `playout` run again and again from the same mid-game position, each time with a new seed.
fn bench_playouts<G: Game>(
    bencher: divan::Bencher,
    cell: &'static OnceLock<G::Content>,
    seats: usize,
    playout: fn(&G::Content, &G::State, usize, u64) -> usize,
) {
    let content = content::<G>(cell);
    let state = mid_game::<G>(content, seats, 7, 3 * seats);
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        playout(content, &state, seats, black_box(seed))
    });
}

static KOC: OnceLock<<KingOfChicago as Game>::Content> = OnceLock::new();
static POKER: OnceLock<<ChicagoPoker as Game>::Content> = OnceLock::new();
static GODFATHERS: OnceLock<<Godfathers as Game>::Content> = OnceLock::new();
static BOOTLEGGERS: OnceLock<<Bootleggers as Game>::Content> = OnceLock::new();

/// King of Chicago, four seats, from the start of the 12th player turn to the end.
#[divan::bench(sample_count = 200, sample_size = 1)]
fn playout_king_of_chicago(bencher: divan::Bencher) {
    bench_playouts::<KingOfChicago>(bencher, &KOC, 4, random_playout::<KingOfChicago>);
}

#[divan::bench(sample_count = 200, sample_size = 1)]
fn playout_chicago_poker(bencher: divan::Bencher) {
    bench_playouts::<ChicagoPoker>(bencher, &POKER, 4, random_playout::<ChicagoPoker>);
}

#[divan::bench(sample_count = 200, sample_size = 1)]
fn playout_godfathers(bencher: divan::Bencher) {
    bench_playouts::<Godfathers>(bencher, &GODFATHERS, 4, random_playout::<Godfathers>);
}

#[divan::bench(sample_count = 200, sample_size = 1)]
fn playout_bootleggers(bencher: divan::Bencher) {
    bench_playouts::<Bootleggers>(bencher, &BOOTLEGGERS, 4, random_playout::<Bootleggers>);
}

/// King of Chicago, four seats, from the start of the 12th player turn: eight turns by the
/// greedy bot, the playout of `bot:search`.
#[divan::bench(sample_count = 500, sample_size = 1)]
fn horizon_playout_king_of_chicago(bencher: divan::Bencher) {
    bench_playouts::<KingOfChicago>(bencher, &KOC, 4, horizon_playout::<KingOfChicago>);
}

#[divan::bench(sample_count = 500, sample_size = 1)]
fn horizon_playout_chicago_poker(bencher: divan::Bencher) {
    bench_playouts::<ChicagoPoker>(bencher, &POKER, 4, horizon_playout::<ChicagoPoker>);
}

#[divan::bench(sample_count = 500, sample_size = 1)]
fn horizon_playout_godfathers(bencher: divan::Bencher) {
    bench_playouts::<Godfathers>(bencher, &GODFATHERS, 4, horizon_playout::<Godfathers>);
}

#[divan::bench(sample_count = 500, sample_size = 1)]
fn horizon_playout_bootleggers(bencher: divan::Bencher) {
    bench_playouts::<Bootleggers>(bencher, &BOOTLEGGERS, 4, horizon_playout::<Bootleggers>);
}

/// Cloning a mid-game King of Chicago position (what each search iteration starts with).
#[divan::bench]
fn clone_king_of_chicago(bencher: divan::Bencher) {
    let content = content::<KingOfChicago>(&KOC);
    let state = mid_game::<KingOfChicago>(content, 4, 7, 12);
    bencher.bench_local(|| black_box(&state).clone());
}

/// Every action the seat to play could take where its car stands, mid-game.
#[divan::bench]
fn legal_actions_king_of_chicago(bencher: divan::Bencher) {
    let content = content::<KingOfChicago>(&KOC);
    let state = mid_game::<KingOfChicago>(content, 4, 7, 12);
    let scripts = script::compile(content).expect("the scripts compile");
    let seat = state.clock.first.left(usize::from(state.clock.turn), 4);
    let here = state.players[seat].car.at;
    bencher.bench_local(|| legal_actions_at(content, black_box(&state), &scripts, Seat(black_box(seat.0)), here));
}
