//! A card script that fails in a game changes nothing: its effects, dice and events are undone,
//! the failure is logged with card, hook and line, and the game goes on, or stops cleanly when
//! the table says so. The answers seats gave it stay in the log: a replay, a save or an undo
//! gives them back when the script asks again.

mod support;
use mobrules::engine::game::{self, Game, LogEntry};
use mobrules::engine::locale::Locale;
use mobrules::engine::log::{Logged, ScriptFailed};
use mobrules::engine::play::OnScriptError;
use support::*;

/// The bundled content with Charlie the Fish's script replaced by `script`, in a mod.
fn with_charlie_script(script: &str) -> (tempfile::TempDir, Content) {
    let dir = tempfile::tempdir().unwrap();
    let scripts = dir.path().join("scripts/king-of-chicago");
    std::fs::create_dir_all(&scripts).unwrap();
    std::fs::write(scripts.join("charlie_the_fish.rhai"), script).unwrap();
    let content = load::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).expect("loads");
    (dir, content)
}

/// A content with Charlie the Fish's script replaced by one that acts, rolls, then fails.
fn broken_content() -> (tempfile::TempDir, Content) {
    with_charlie_script(
        "fn on_income(income) {\n  income.add(5000);\n  let face = roll();\n  give_money(income.player, face);\n  face / 0\n}\n",
    )
}

/// Charlie's bar, with one fixed die waiting for the script to roll.
fn position(content: &Content) -> State {
    let mut s = charlie_in_a_bar(content);
    s.chance.fixed.push([4]);
    s
}

fn deciders() -> Vec<Box<dyn Decider<KingOfChicago>>> {
    (0..2).map(|_| Box::new(Scripted::<Choice>::new(vec![], true)) as Box<dyn Decider<KingOfChicago>>).collect()
}

#[test]
fn a_failing_hook_is_undone_and_logged_and_the_game_goes_on() {
    let (_dir, content) = broken_content();
    let mut m = Match::new(&content, position(&content), deciders(), &MatchOptions::default());
    m.trade_round().unwrap();
    let failed: Vec<_> = m.log.entries().iter().filter(|e| matches!(e, Logged::ScriptFailed(_))).collect();
    assert_eq!(failed.len(), 1, "{failed:?}");
    let Logged::ScriptFailed(ScriptFailed { hook, file, line, message, .. }) = failed[0] else { unreachable!() };
    assert_eq!(*hook, "on_income");
    assert!(file.ends_with("charlie_the_fish.rhai"), "{file}");
    assert_eq!(*line, 5);
    assert!(message.contains("Division by zero"), "{message}");
    // Only the bar's monopoly income: no +5000, no die money; the die it rolled is back.
    assert!(m.log.entries().iter().any(|e| matches!(
        e,
        Logged::Game(Event::Income { seat: Seat(0), businesses: 400, turf: 0, total: 400, frozen: None, .. })
    )));
    assert_eq!(m.state.players[Seat(0)].money, 1000 + 400);
    assert_eq!(m.state.chance.fixed.pending(), 1, "the script's roll was undone");
    assert!(!m.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::Roll { why: Why::Card, .. })));
}

#[test]
fn a_table_that_stops_on_script_errors_stops_cleanly() {
    let (_dir, content) = broken_content();
    let options = MatchOptions { on_script_error: OnScriptError::Stop, ..MatchOptions::default() };
    let mut m = Match::new(&content, position(&content), deciders(), &options);
    let before = m.state.players[Seat(0)].money;
    match m.trade_round() {
        Err(Stop::ScriptFailed(why)) => assert!(why.contains("charlie_the_fish") && why.contains("on_income"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(m.state.players[Seat(0)].money, before, "nothing paid after the failure");
    assert!(m.log.entries().iter().any(|e| matches!(e, Logged::ScriptFailed(_))), "the log keeps the failure");
}

#[test]
fn a_runaway_script_is_stopped_by_its_budget() {
    let (_dir, content) = with_charlie_script("fn on_income(income) {\n  let n = 0;\n  loop { n += 1; }\n}\n");
    let mut m = Match::new(&content, position(&content), deciders(), &MatchOptions::default());
    m.trade_round().unwrap();
    let msg = m
        .log
        .entries()
        .iter()
        .find_map(|e| match e {
            Logged::ScriptFailed(f) => Some((f.message.clone(), f.line)),
            _ => None,
        })
        .expect("logged");
    assert!(msg.0.contains("Too many operations"), "{msg:?}");
    assert_eq!(msg.1, 1);
    assert_eq!(m.state.players[Seat(0)].money, 1000 + 400);
}

#[test]
fn a_failing_hook_keeps_the_answers_it_was_given() {
    let (_dir, content) =
        with_charlie_script("fn on_income(income) {\n  let n = choose(income.player, \"pick\", [1, 2]);\n  n / 0\n}\n");
    let deciders: Vec<Box<dyn Decider<KingOfChicago>>> = vec![
        Box::new(Scripted::<Choice>::new(vec![Choice::Amount(2)], true)),
        Box::new(Scripted::<Choice>::new(vec![], true)),
    ];
    let mut m = Match::new(&content, position(&content), deciders, &MatchOptions::default());
    m.trade_round().unwrap();
    let entries = m.log.entries();
    let failed = entries.iter().position(|e| matches!(e, Logged::ScriptFailed(_))).expect("the failure is logged");
    assert!(
        matches!(&entries[failed - 1], Logged::Chose(c) if c.seat == Seat(0) && c.index == 1 && c.prompt == "card:pick"),
        "the answer stays, just before the failure: {:?}",
        &entries[failed - 1..=failed]
    );
}

/// The bot a failing hook asked draws as if it had never been asked: its stream is where the
/// same game leaves it when the script fails before its question.
#[test]
fn a_failing_hook_takes_back_the_draws_of_the_bots_it_asked() {
    let stream_after = |script: &str| {
        let (_dir, content) = with_charlie_script(script);
        let deciders: Vec<Box<dyn Decider<KingOfChicago>>> = vec![
            Box::new(mobrules::bots::random::RandomBot::new(9, 0)),
            Box::new(Scripted::<Choice>::new(vec![], true)),
        ];
        let mut m = Match::new(&content, position(&content), deciders, &MatchOptions::default());
        m.trade_round().unwrap();
        assert!(m.log.entries().iter().any(|e| matches!(e, Logged::ScriptFailed(_))));
        m.seat_randomness(Seat(0)).expect("a random bot has a stream")
    };
    let asked = stream_after(
        "fn on_income(income) {\n  let n = choose(income.player, \"pick\", [1, 2, 3, 4, 5, 6, 7]);\n  n / 0\n}\n",
    );
    let not_asked = stream_after(
        "fn on_income(income) {\n  throw \"before the question\";\n  choose(income.player, \"pick\", [1, 2, 3, 4, 5, 6, 7]);\n}\n",
    );
    assert_eq!(asked, not_asked);
}

#[test]
fn a_fortune_from_a_script_is_refused_by_name() {
    // A trillion would make every later auction list billions of bids (issue 13).
    let (_dir, content) =
        with_charlie_script("fn on_income(income) {\n  give_money(income.player, 1000000000000);\n}\n");
    let mut m = Match::new(&content, position(&content), deciders(), &MatchOptions::default());
    m.trade_round().unwrap();
    let message = m
        .log
        .entries()
        .iter()
        .find_map(|e| match e {
            Logged::ScriptFailed(f) => Some(f.message.clone()),
            _ => None,
        })
        .expect("logged");
    assert!(message.contains("$1000000000000 is more money than a card may move at once"), "{message}");
    assert_eq!(m.state.players[Seat(0)].money, 1000 + 400, "only the bar's income");
}

#[test]
fn a_scripts_own_object_maps_have_the_properties_it_gives_them() {
    // Issue 13: `m.bonus` was refused at load as an unknown property of the API.
    let (_dir, content) = with_charlie_script(
        "fn on_income(income) {\n  let m = #{bonus: 2};\n  m.extra = 1;\n  income.add(m.bonus + m.extra);\n}\n",
    );
    let mut m = Match::new(&content, position(&content), deciders(), &MatchOptions::default());
    m.trade_round().unwrap();
    assert!(!m.log.entries().iter().any(|e| matches!(e, Logged::ScriptFailed(_))), "{:?}", m.log.entries());
    assert_eq!(m.state.players[Seat(0)].money, 1000 + 400 + 3);
}

/// A failing card script as `G` narrates it to the record and to seat 1, in English.
fn told<G: Game>(content: &G::Content) -> (String, String) {
    let locale = Locale::load(&Source::Embedded, G::ID, "en").unwrap();
    let failed: LogEntry<G> = Logged::ScriptFailed(ScriptFailed {
        card: G::CardKey::from(0),
        hook: "on_play",
        file: format!("scripts/{}/a_card.rhai", G::ID),
        line: 7,
        message: "Division by zero".into(),
    });
    (
        game::told::<G>(content, &locale, &failed, None).unwrap(),
        game::told::<G>(content, &locale, &failed, Some(Seat(0))).unwrap(),
    )
}

/// Every game tells a failing card script the same way, in the engine's words
/// (`content/engine/locales`): to the record the card, the hook, the file and line and the
/// error; to a seat only that a card's script failed, since the card may be one it is not
/// shown. The godfather race has no cards to hide.
#[test]
fn every_game_tells_a_failing_script_in_the_engines_words() {
    use mobrules::games::{bootleggers, chicago_poker, godfathers};
    let hidden = "A card's script failed; the card does nothing this time.";
    let record = |told: &str| {
        told.starts_with("The card ")
            && told.contains(" failed in on_play (scripts/")
            && told.ends_with("/a_card.rhai:7: Division by zero) and does nothing this time.")
    };
    let games = [
        ("king-of-chicago", told::<KingOfChicago>(support::content())),
        ("chicago-poker", told::<chicago_poker::ChicagoPoker>(&chicago_poker::load::load(&Source::Embedded).unwrap())),
        ("bootleggers", told::<bootleggers::Bootleggers>(&bootleggers::load::load(&Source::Embedded).unwrap())),
    ];
    for (game, (to_all, to_seat)) in &games {
        assert!(record(to_all), "{game}: {to_all}");
        assert_eq!(to_seat, hidden, "{game}");
    }
    let (to_all, _) = told::<godfathers::Godfathers>(&godfathers::load::load(&Source::Embedded).unwrap());
    assert!(record(&to_all) && to_all.starts_with("The card #0 "), "{to_all}");
}
