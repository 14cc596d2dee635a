//! The designer's verdict, small: `simulate` plays the balance seat at every seat by default; a
//! new card no bot was written for is played by it from its script alone, and called strong
//! when it plainly is; coverage counts what each bot kind could use and did, and
//! Bootleggers' greedy bot takes truck cards. The full loop (2,000 games of each card game, the
//! cards flagged) is in the README with its figures.

use std::path::Path;
use std::process::{Command, Output};

fn mobrules(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs")
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = mobrules(args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).expect("a JSON summary")
}

fn example_mod(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods").join(name).display().to_string()
}

#[test]
fn simulate_seats_the_balance_seat_everywhere_by_default() {
    let v = json(&["simulate", "chicago-poker", "--games", "2", "--json"]);
    assert_eq!(v["seats"], serde_json::json!(["balance", "balance", "balance", "balance"]));
    assert_eq!(v["seat_specs"][0], "bot:balance");
}

/// The verdict mod's new cards are played by the balance seat from their scripts alone: the
/// card that pays is used whenever it can be (it never loses), the dud is not called strong,
/// and every card's figures carry the verdict's fields.
#[test]
fn the_balance_seat_plays_a_card_no_bot_was_written_for() {
    let m = example_mod("verdict");
    let v = json(&[
        "simulate",
        "king-of-chicago",
        "--games",
        "36",
        "--seed",
        "3",
        "--mod",
        &m,
        "--seats",
        "bot:balance:6,bot:greedy,bot:balance:6,bot:greedy",
        "--json",
    ]);
    let windfall = &v["cards"]["a_windfall"];
    let used = &windfall["uses"]["balance"];
    assert!(used["taken"].as_u64().unwrap() > 0, "the balance seat never played A Windfall: {windfall}");
    assert_ne!(v["cards"]["a_dud"]["verdict"], "strong", "{}", v["cards"]["a_dud"]);
    let charlie = &v["cards"]["charlie_the_fish"];
    for field in ["others_win_rate", "typical_difference", "effect", "games_for_3_points"] {
        assert!(charlie.get(field).is_some(), "no `{field}` in {charlie}");
    }
    assert!(v["options"]["balance"].as_object().is_some_and(|o| !o.is_empty()), "no coverage of options");
}

/// The verdict mod's new special card gives twenty extra actions, from a script no bot was
/// written for: a small run of the designer's loop calls it strong, and the new card that does
/// nothing is not called strong.
#[test]
fn a_plainly_too_strong_card_is_called_strong() {
    let m = example_mod("verdict");
    let v = json(&["simulate", "chicago-poker", "--games", "100", "--mod", &m, "--json"]);
    let strong = &v["cards"]["a_second_wind"];
    assert_eq!(strong["verdict"], "strong", "{strong}");
    assert!(strong["typical_difference"].as_f64().is_some(), "{strong}");
    assert_ne!(v["cards"]["a_dud"]["verdict"], "strong", "{}", v["cards"]["a_dud"]);
}

/// Coverage told the greedy bot of Bootleggers never took a truck card; it now does, and the
/// kind of option is not among those it never takes.
#[test]
fn bootleggers_greedy_takes_truck_cards() {
    let v = json(&[
        "simulate",
        "bootleggers",
        "--games",
        "30",
        "--seats",
        "bot:greedy,bot:greedy,bot:greedy,bot:greedy",
        "--json",
    ]);
    let taken: u64 = ["small_truck", "medium_truck", "large_truck"]
        .iter()
        .map(|t| v["cards"][t]["uses"]["greedy"]["taken"].as_u64().unwrap_or(0))
        .sum();
    assert!(taken > 0, "no truck card taken in 30 games");
    let never = v["options_never_taken"]["greedy"].as_array().cloned().unwrap_or_default();
    assert!(!never.iter().any(|k| k == "offer/truck_card"), "{never:?}");
}

/// A balance seat answering a card's own question (Burglary's) thinks through imagined games;
/// their hooks were charged to the card's budget, which made the real card fail ("Too many
/// operations") by how long the seat thought, and the game then did not replay. The seat's
/// thinking is not the card's work: the game has no script failure and replays.
#[test]
fn a_seat_thinking_over_a_card_s_question_does_not_spend_the_card_s_budget() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.jsonl");
    let log = log.to_str().unwrap();
    let seats = "bot:balance,bot:balance,bot:balance,bot:balance";
    // Seed 7: a game in which Burglary's question is asked (which games do moves with the seat).
    let o = mobrules(&["run", "king-of-chicago", "--seed", "7", "--seats", seats, "--log", log]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(log).unwrap();
    assert!(text.contains("card:burglary_resource"), "the game no longer asks Burglary's question");
    assert!(!text.contains("Too many operations"), "a card failed for the seat's thinking");
    let o = mobrules(&["replay", log]);
    assert!(o.status.success(), "{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
}

/// Each card's fingerprint follows what the content says of it and its script: the verdict
/// mod's Chicago Poker changes the Revolver's numbers and Murder's script and nothing else of
/// the printed deck, and only those two fingerprints differ from the bundled game's.
#[test]
fn a_card_the_mod_changed_has_another_fingerprint() {
    let run = |extra: &[&str]| {
        let mut args = vec!["simulate", "chicago-poker", "--games", "1", "--seats", "bot:greedy,bot:greedy", "--json"];
        args.extend_from_slice(extra);
        json(&args)
    };
    let m = example_mod("verdict");
    let (base, modded) = (run(&[]), run(&["--mod", &m]));
    let prints = |v: &serde_json::Value| -> std::collections::BTreeMap<String, String> {
        let cards = v["cards"].as_object().expect("cards");
        cards
            .iter()
            .map(|(id, c)| (id.clone(), c["fingerprint"].as_str().expect("a fingerprint").to_string()))
            .collect()
    };
    let (b, m) = (prints(&base), prints(&modded));
    let changed: Vec<&str> = b.iter().filter(|(id, f)| m.get(*id) != Some(*f)).map(|(id, _)| id.as_str()).collect();
    assert_eq!(changed, ["murder", "revolver"]);
    assert!(m.contains_key("a_dud") && !b.contains_key("a_dud"));
}
