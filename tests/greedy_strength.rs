//! The `greedy` bot is worth playing against (issue "a session"): over 1000 seeded 4-seat games
//! against three `random` bots it wins at least 70% of them.

use std::process::Command;

#[test]
fn greedy_wins_at_least_70_percent_against_three_random_bots() {
    let o = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["simulate", "king-of-chicago", "--games", "1000", "--seed", "1", "--json"])
        .args(["--seats", "bot:greedy,bot:random,bot:random,bot:random"])
        .output()
        .expect("the binary runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["games"], 1000);
    let greedy = v["win_rate_by_seat"][0].as_f64().unwrap();
    assert!(greedy >= 0.70, "greedy won {:.1}% of 1000 games", 100.0 * greedy);
}
