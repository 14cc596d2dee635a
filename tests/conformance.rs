//! The conformance suite, run for every registered game: seeded playouts among random and
//! greedy bots end with every invariant holding, a game saved at a decision and loaded plays on
//! to the same log, a log replays identically, and nothing hidden from a seat changes what it
//! is shown or what its bot picks. A new game gets all of it by registering.

use mobrules::engine::content::Source;

fn seeds() -> std::ops::Range<u64> {
    if std::env::var("MOBRULES_LONG").is_ok_and(|v| v == "1") { 0..1_000 } else { 0..40 }
}

#[test]
fn every_registered_game_conforms() {
    let mut problems = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = mobrules::games::GAMES
            .iter()
            .map(|game| {
                scope.spawn(move || {
                    let loaded = game.load(&Source::Embedded).expect("the bundled content loads");
                    loaded.conformance(seeds())
                })
            })
            .collect();
        for h in handles {
            problems.extend(h.join().expect("no panic"));
        }
    });
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
