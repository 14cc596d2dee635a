//! One whole 4-seat game among greedy bots, from setup to the winner, on the bundled content
//! (scripts compiled beforehand, as in a simulation): King of Chicago, and Chicago Poker.

use divan::black_box;
use mobrules::engine::content::Source;
use mobrules::engine::game::Game;
use mobrules::engine::play::MatchOptions;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::content::Content;
use mobrules::games::king_of_chicago::load;
use mobrules::table::SeatKind;
use mobrules::table::play_game;
use std::sync::OnceLock;

/// King of Chicago's `greedy` bot's seat.
const GREEDY: SeatKind = SeatKind::Bot("greedy");

/// The allocator the `mobrules` binary runs with.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| load::load(&Source::Embedded).expect("the bundled content loads"))
}

/// Seeds 1 to 10 in turn: games differ in length, so each sample plays another seed.
#[divan::bench(sample_count = 100, sample_size = 1)]
fn four_greedy_bots(bencher: divan::Bencher) {
    let content = content();
    let seats = [GREEDY; 4];
    let options = MatchOptions::default();
    let mut seed = 0;
    bencher.bench_local(|| {
        seed = seed % 10 + 1;
        play_game::<KingOfChicago>(content, &seats, black_box(seed), &options).expect("the game ends").length
    });
}

/// Chicago Poker, seeds 1 to 10 in turn (its script cache warmed by the first game).
#[divan::bench(sample_count = 100, sample_size = 1)]
fn four_greedy_poker_players(bencher: divan::Bencher) {
    static POKER: OnceLock<<ChicagoPoker as Game>::Content> = OnceLock::new();
    let content = POKER.get_or_init(|| ChicagoPoker::load(&Source::Embedded).expect("the bundled content loads"));
    let seats = [SeatKind::Bot("greedy"); 4];
    let options = MatchOptions::default();
    let mut seed = 0;
    bencher.bench_local(|| {
        seed = seed % 10 + 1;
        play_game::<ChicagoPoker>(content, &seats, black_box(seed), &options).expect("the game ends").length
    });
}
