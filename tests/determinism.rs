//! A game is f(content digest, seed, decisions): the same seed and seats give a byte-identical
//! log, run after run and whatever the thread count.

use mobrules::engine::content::Source;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::content::Content;
use mobrules::games::king_of_chicago::load;
use mobrules::table::{SeatKind, play_game};
use std::sync::OnceLock;

/// King of Chicago's `greedy` bot's seat.
const GREEDY: SeatKind = SeatKind::Bot("greedy");

fn content() -> &'static Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(|| load::load(&Source::Embedded).expect("bundled content loads"))
}

const SEATS: [SeatKind; 4] = [GREEDY, SeatKind::Random, GREEDY, SeatKind::Random];

fn log_of(seed: u64) -> String {
    play_game::<KingOfChicago>(content(), &SEATS, seed, &Default::default()).expect("game ends").log.to_json_lines()
}

#[test]
fn same_seed_same_log() {
    for seed in [1, 7, 99] {
        assert_eq!(log_of(seed), log_of(seed), "seed {seed}");
    }
    assert_ne!(log_of(1), log_of(2));
}

#[test]
fn logs_do_not_depend_on_threads() {
    let seeds: Vec<u64> = (0..8).collect();
    let sequential: Vec<String> = seeds.iter().map(|&s| log_of(s)).collect();
    let threaded: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds.iter().map(|&s| scope.spawn(move || log_of(s))).collect();
        handles.into_iter().map(|h| h.join().expect("no panic")).collect()
    });
    assert_eq!(sequential, threaded);
}

/// The whole event log of the README's game (`mobrules run king-of-chicago --seed 7`), pinned.
#[test]
fn golden_game_log() {
    insta::assert_snapshot!("golden_seed_7", log_of(7));
}
