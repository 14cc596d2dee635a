use super::*;
use crate::engine::decision::Interrupt;
use serde_json::json;
use std::collections::BTreeMap;

fn ran(expect: Expect) -> Ran {
    Ran {
        lines: vec!["Player 1 attacks.".into(), "Bugs is wounded.".into(), "Player 1 wins.".into()],
        events: vec![json!({"event": "roll", "face": 6}), json!({"event": "won", "seat": 0})],
        state: json!({"players": [{"money": 800}]}),
        stopped: None,
        stopped_early: false,
        unused: vec![],
        expect,
        steps: Steps::default(),
        dice: DiceUse::default(),
    }
}

#[test]
fn expectations_hold_or_say_what_failed() {
    let ok = Expect {
        narration: vec!["wounded".into()],
        not: vec!["graveyard".into()],
        in_order: vec!["attacks".into(), "wounded".into(), "wins".into()],
        events: vec![json!({"event": "roll"}).as_object().unwrap().clone()],
        no_events: vec![json!({"event": "script_failed"}).as_object().unwrap().clone()],
        state: BTreeMap::from([("players.0.money".to_string(), json!(800))]),
        stopped: None,
    };
    assert_eq!(verdict(ran(ok)).verdict, Verdict::Held);
    let bad = Expect {
        not: vec!["wounded".into()],
        in_order: vec!["wins".into(), "attacks".into()],
        events: vec![json!({"event": "roll", "face": 5}).as_object().unwrap().clone()],
        state: BTreeMap::from([("players.0.money".to_string(), json!(900)), ("nowhere".to_string(), json!(1))]),
        ..Expect::default()
    };
    let r = verdict(ran(bad));
    assert_eq!(r.verdict, Verdict::Failed);
    assert_eq!(r.failures.len(), 5, "{:?}", r.failures);
}

/// A card's script failing fails the scenario, named by file, line, hook and message, unless
/// the file expects a failure (issue: a scenario whose script failed used to exit 0).
#[test]
fn a_script_failure_fails_the_run_unless_expected() {
    let failed = json!({"event": "script_failed", "card": "hit", "hook": "can_play", "file": "scripts/t/hit.rhai",
        "line": 4, "message": "no card is being played"});
    let with_failure = |expect: Expect| {
        let mut r = ran(expect);
        r.events.insert(1, failed.clone());
        verdict(r)
    };
    let r = with_failure(Expect::default());
    assert_eq!(r.verdict, Verdict::Failed);
    assert_eq!(
        r.failures,
        ["a card's script failed (scripts/t/hit.rhai:4, hook `can_play`: no card is being played), which the file \
          does not expect: fix the script, or expect it with `events = [{ event = \"script_failed\" }]`"]
    );
    let expected =
        Expect { events: vec![json!({"event": "script_failed"}).as_object().unwrap().clone()], ..Expect::default() };
    assert_eq!(with_failure(expected).verdict, Verdict::Held);
}

#[test]
fn a_run_that_stops_early_is_its_own_verdict_unless_expected() {
    let mut r = ran(Expect::default());
    r.stopped = Some("answer 9 is not among the options".into());
    r.stopped_early = true;
    assert_eq!(verdict(r).verdict, Verdict::StoppedEarly);
    let mut r = ran(Expect { stopped: Some("not among".into()), ..Expect::default() });
    r.stopped = Some("answer 9 is not among the options".into());
    r.stopped_early = true;
    assert_eq!(verdict(r).verdict, Verdict::Held);
    let r = ran(Expect { stopped: Some("not among".into()), ..Expect::default() });
    assert_eq!(verdict(r).verdict, Verdict::Failed);
}

#[test]
fn a_step_state_is_the_one_taken_at_the_nth_matching_event() {
    let afters: Vec<After> = toml::from_str::<BTreeMap<String, Vec<After>>>(
        "[[a]]\nstep = \"roll\"\nstate = { x = 1 }\n\
         [[a]]\nstep = { event = \"won\", seat = 0 }\nstate = { x = 3 }\n\
         [[a]]\nstep = \"rol\"\nnth = 2\nstate = { x = 1 }\n",
    )
    .unwrap()
    .remove("a")
    .unwrap();
    let mut r = ran(Expect::default());
    r.steps = Steps::new(afters);
    // What a watching match would have kept; the last event's state is the final state.
    r.steps.taken.borrow_mut().insert(0, json!({"x": 1}));
    r.state = json!({"x": 2});
    let report = verdict(r);
    assert_eq!(report.failures.len(), 2, "{:?}", report.failures);
    assert!(report.failures[0].contains("`x` is 2, expected 3"), "{:?}", report.failures);
    assert!(report.failures[1].contains("it came 0 times (did you mean `roll`?)"), "{:?}", report.failures);
    assert_eq!(report.after.len(), 2);
    assert!(report.text.contains("-- after step `roll` (#1, event 1)"), "{}", report.text);
    assert!(toml::from_str::<After>("step = \"roll\"\nnth = 0\nstate = {}\n").is_err());
}

/// A stopped run is told as a person reads it, never as the program's inside names.
#[test]
fn a_stop_is_told_in_words() {
    use super::super::play::Stop;
    let money = "seat 1: money: $9223372036854775807 and $4 more is past what money can hold";
    let (why, early) = stopped::<()>(&Err(Stop::Broken(money.into())));
    assert_eq!(why.as_deref(), Some(format!("the rules cannot go on: {money}").as_str()));
    assert!(early);
    for stop in [
        Stop::Won(super::super::seat::Seat(1)),
        Stop::Capped(None),
        Stop::Capped(Some(super::super::seat::Seat(0))),
        Stop::BadDecision("answer 9".into()),
        Stop::ScriptFailed("hit.rhai:3: no such function".into()),
        Stop::Broken(money.into()),
        Stop::Interrupted(Interrupt::Undo),
        Stop::Interrupted(Interrupt::Save),
        Stop::Interrupted(Interrupt::Quit),
        Stop::Interrupted(Interrupt::Failed("no scripted answer left".into())),
    ] {
        let debug = format!("{stop:?}");
        let (why, _) = stopped::<()>(&Err(stop));
        let why = why.expect("a stop is told");
        assert!(!why.contains('(') && !why.contains("Broken") && why != debug, "{why}");
    }
    assert_eq!(stopped::<()>(&Err(Stop::Won(super::super::seat::Seat(1)))), (Some("seat 2 won".into()), false));
}

#[test]
fn events_are_renamed_field_by_field() {
    let name = |tag: &str, key: &str, n: u64| match key {
        "seat" | "slot" => Some(json!(n + 1)),
        "piece" if tag == "moved" => Some(json!(format!("p{n}"))),
        _ => None,
    };
    let e = json!({"event": "moved", "seat": 0, "piece": 3, "target": {"slot": 1}, "face": 6});
    assert_eq!(
        renamed(e, &name),
        json!({"event": "moved", "seat": 1, "piece": "p3", "target": {"slot": 2}, "face": 6})
    );
}

#[test]
fn both_spellings_read() {
    let e: BTreeMap<String, Expect> = toml::from_str("a = [\"x\"]\n[b]\nnot = [\"y\"]\n").unwrap();
    assert_eq!(e["a"].narration, vec!["x"]);
    assert_eq!(e["b"].not, vec!["y"]);
    assert!(toml::from_str::<BTreeMap<String, Expect>>("[b]\nnarative = []\n").is_err());
}

/// A game's part of a file, as a game declares it.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Part {
    run: String,
    #[serde(default)]
    turn: Option<toml::Spanned<u32>>,
}

/// A file is one table split between the head and the game's part: each keeps its values'
/// places, the seats a file leaves out are the game's, and a key neither has (or `dice` for a
/// game that rolls none) is refused at its place with the closest field.
#[test]
fn a_file_is_split_between_the_head_and_the_games_part() {
    use super::header::{Shape, read};
    let shape = Shape { dice: false, seats: 4 };
    let (head, part): (Header, Part) = read("s.toml", "description = \"d\"\nrun = \"x\"\nturn = 3\n", shape).unwrap();
    assert_eq!((head.seats(), head.seed, part.run.as_str()), (4, 1, "x"));
    assert_eq!(part.turn.map(|t| t.span()), Some(35..36));
    let refused = |text: &str, shape: Shape| read::<Part>("s.toml", text, shape).err().unwrap_or_default();
    let e = refused("description = \"d\"\nrun = \"x\"\ndice = [1]\n", shape);
    assert!(e.starts_with("s.toml:3:1: E0002: unknown field `dice`"), "{e}");
    let dice = Shape { dice: true, ..shape };
    assert_eq!(refused("description = \"d\"\nrun = \"x\"\ndice = [1]\n", dice), "");
    let e = refused("description = \"d\"\nrun = \"x\"\nseets = 2\n", shape);
    assert!(e.starts_with("s.toml:3:1: E0002: unknown field `seets`") && e.contains("did you mean `seats`"), "{e}");
    let e = refused("description = \"d\"\nrun = \"x\"\nturn = \"late\"\n", shape);
    assert!(e.starts_with("s.toml:3:8: E0003:"), "{e}");
    let e = refused("run = \"x\"\n", shape);
    assert!(e.contains("missing field `description`"), "{e}");
}
