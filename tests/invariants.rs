//! Property test: many seeded games among random bots (and greedy ones) with every invariant
//! checked after every player turn, police turn and trade round, and no panic. The CI run plays
//! 1,000 games; `MOBRULES_LONG=1` plays 10,000.

use mobrules::engine::content::Source;
use mobrules::engine::play::MatchOptions;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::load;
use mobrules::table::{SeatKind, play_game};

/// King of Chicago's `greedy` bot's seat.
const GREEDY: SeatKind = SeatKind::Bot("greedy");

fn games() -> u64 {
    if std::env::var("MOBRULES_LONG").is_ok_and(|v| v == "1") { 10_000 } else { 1_000 }
}

#[test]
fn no_invariant_breaks_in_many_games() {
    let c = load::load(&Source::Embedded).unwrap();
    let options = MatchOptions { check_invariants: true, ..MatchOptions::default() };
    let tables = [
        vec![SeatKind::Random; 4],
        vec![GREEDY, SeatKind::Random, GREEDY, SeatKind::Random],
        vec![SeatKind::Random; 2],
        vec![SeatKind::Random; 6],
    ];
    let n = games();
    let threads = 2;
    std::thread::scope(|scope| {
        for t in 0..threads {
            let (c, options, tables) = (&c, &options, &tables);
            scope.spawn(move || {
                for seed in (t..n).step_by(threads as usize) {
                    let seats = &tables[(seed % tables.len() as u64) as usize];
                    if let Err(e) = play_game::<KingOfChicago>(c, seats, seed, options) {
                        panic!("seed {seed}, {} seats: {}", seats.len(), e.message);
                    }
                }
            });
        }
    });
}
