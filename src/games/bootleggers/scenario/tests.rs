use super::super::choice::{Deal, StillRef};
use super::super::content::{AuthorityId, MuscleId};
use super::super::state::{Phase, TruckId};
use super::names::{choice_in, muscle, spelt, truck_card};
use super::run::{Run, run_of};
use super::*;
use crate::engine::content::Source;
use crate::engine::scenario::read;
use crate::engine::seat::Seat;

fn file(text: &str) -> (Header, ScenarioFile) {
    read::<Bootleggers>("s.toml", text).unwrap_or_else(|e| panic!("{e}"))
}

fn content() -> Content {
    super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

/// The position `text` describes, or its problem as `mobrules scenario` tells it.
fn position(content: &Content, text: &str) -> Result<State, String> {
    let (head, sc) = file(text);
    build(content, &head, &sc, Spot { name: "s.toml", text })
}

/// What is wrong with `text`'s position or run, as told.
fn refused(content: &Content, text: &str) -> String {
    match position(content, text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e,
    }
}

/// `muscle_deck` and `truck_deck` put the cards named on top of their decks, the first on
/// top, taking them out of the deck (every copy counted once).
#[test]
fn the_cards_to_come_are_put_on_top_first_first() {
    let content = content();
    let text = r#"description = "x"
muscle_deck = ["windfall", "influence"]
truck_deck = ["large_truck"]
[run]
what = "turn"
"#;
    let s = position(&content, text).expect("a position");
    let fresh = position(&content, "description = \"x\"\n[run]\nwhat = \"turn\"\n").expect("a position");
    let top: Vec<MuscleId> = s.muscle.draw_pile().iter().rev().take(2).copied().collect();
    assert_eq!(top, [muscle(&content, "windfall").unwrap(), muscle(&content, "influence").unwrap()]);
    assert_eq!(s.muscle.len(), fresh.muscle.len(), "moved, not copied");
    assert_eq!(s.truck_deck.draw_pile().last(), Some(&truck_card(&content, "large_truck").unwrap()));
    assert_eq!(s.truck_deck.len(), fresh.truck_deck.len());
    // Windfall has one copy: a second is refused.
    let twice = "description = \"x\"\nmuscle_deck = [\"windfall\", \"windfall\"]\n[run]\nwhat = \"turn\"\n";
    assert_eq!(
        refused(&content, twice),
        "s.toml:2:28: E0502: no copy of `windfall` is left in the muscle deck: it is placed more often than the deck holds it"
    );
    let hand = "description = \"x\"\nmuscle_deck = [\"windfall\"]\n[[player]]\nthugs = [\"windfall\"]\n[run]\nwhat = \"turn\"\n";
    assert!(
        refused(&content, hand).starts_with("s.toml:2:16: E0502: no copy of `windfall`"),
        "in a hand and on the deck"
    );
}

/// `still:<seat>:<still>` names another seat's still, a card's target; `still:<still>` the
/// seat's own, where a die goes.
#[test]
fn a_still_is_spelt_with_its_owner_for_a_cards_target() {
    let content = super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(
        choice_in(&content, "still:2:offsite1"),
        Ok(Choice::StillOf { owner: Seat(1), still: StillRef::Offsite(0) })
    );
    assert_eq!(choice_in(&content, "still:3:family"), Ok(Choice::StillOf { owner: Seat(2), still: StillRef::Family }));
    assert_eq!(choice_in(&content, "still:family"), Ok(Choice::Still(StillRef::Family)));
    assert!(choice_in(&content, "still:0:family").is_err());
}

/// Every option is shown, in the messages that list them, as `[decisions]` spell it: what
/// is shown reads back as the same option.
#[test]
fn every_option_is_shown_as_the_scenario_spells_it() {
    let content = super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let mothers = content.board.speakeasy("mothers").expect("mothers");
    let (a, b) = (Seat(0), Seat(2));
    let options = [
        Choice::Authority { card: AuthorityId(59) },
        Choice::TruckCard,
        Choice::Muscle { space: 2 },
        Choice::Still(StillRef::Offsite(1)),
        Choice::Still(StillRef::BackRoom),
        Choice::TwoDice,
        Choice::NewOffsite,
        Choice::Speakeasy(mothers),
        Choice::BackRoom,
        Choice::PlayNow,
        Choice::Keep,
        Choice::Done,
        Choice::Thug { card: muscle(&content, "moll").expect("moll") },
        Choice::Propose(Deal::SellCrates { from: a, to: b, crates: 0 }),
        Choice::Propose(Deal::RentTruck { from: a, to: b, truck: TruckId(3) }),
        Choice::Propose(Deal::SellTruck { from: b, to: a, truck: TruckId(0) }),
        Choice::Price(4),
        Choice::Accept,
        Choice::Refuse,
        Choice::Load(3),
        Choice::Allow,
        Choice::Forbid,
        Choice::Player(b),
        Choice::StillOf { owner: b, still: StillRef::Family },
        Choice::Truck(TruckId(2)),
        Choice::Count(2),
    ];
    for c in options {
        let text = spelt(&content, &c);
        assert_eq!(choice_in(&content, &text), Ok(c), "{text}");
    }
    assert_eq!(spelt(&content, &Choice::Thug { card: muscle(&content, "moll").expect("moll") }), "thug:moll");
}

/// `authority_hand` deals a seat exactly these cards, taken out of the other hands.
#[test]
fn an_authority_hand_is_dealt_as_written() {
    let content = content();
    let s = position(
        &content,
        "description = \"x\"\nseats = 3\n[[player]]\nauthority_hand = [60, 12]\n[run]\nwhat = \"turn\"\n",
    )
    .expect("a position");
    let numbers: Vec<u8> =
        s.players[Seat(0)].authority.iter().map(|a| content.authority[usize::from(a.0)].number).collect();
    assert_eq!(numbers, [12, 60]);
    for seat in [Seat(1), Seat(2)] {
        assert!(s.players[seat].authority.iter().all(|a| !s.players[Seat(0)].authority.contains(a)));
    }
    let twice = "description = \"x\"\n[[player]]\nauthority_hand = [60, 60]\n[run]\nwhat = \"turn\"\n";
    assert_eq!(refused(&content, twice), "s.toml:3:23: E0502: authority card 60 is dealt twice");
}

/// Bootleggers is played by 3 to 6 (the cover; `players` in game.toml): a scenario of
/// another table is refused at its `seats`, before anything is set up or played.
#[test]
fn a_table_of_3_to_6_bootleggers_only() {
    let content = content();
    for seats in [0, 1, 2, 7, 1000] {
        let text = format!("description = \"x\"\nseats = {seats}\n[run]\nwhat = \"game\"\n");
        assert_eq!(
            refused(&content, &text),
            format!("s.toml:2:9: E0502: Bootleggers is played by 3 to 6 players, not {seats}")
        );
    }
    for seats in 3..=6 {
        position(&content, &format!("description = \"x\"\nseats = {seats}\n[run]\nwhat = \"game\"\n"))
            .unwrap_or_else(|e| panic!("{seats} seats: {e}"));
    }
}

/// An id that names nothing is told at its value with the closest id (E0501), in every
/// field that names something of the content.
#[test]
fn a_misspelt_id_is_told_where_it_stands_with_the_closest() {
    let content = content();
    let cases = [
        ("muscle_deck = [\"windfal\"]", "2:16: E0501: no muscle card `windfal` (did you mean `windfall`?)"),
        ("truck_deck = [\"large_truk\"]", "2:15: E0501: no truck card `large_truk` (did you mean `large_truck`?)"),
        ("[[player]]\nthugs = [\"molll\"]", "3:10: E0501: no muscle card `molll` (did you mean `moll`?)"),
        (
            "[[player]]\nface_up = [\"frendly_union_boss\"]",
            "3:12: E0501: no muscle card `frendly_union_boss` (did you mean `friendly_union_boss`?)",
        ),
        ("[[player]]\ntrucks = [\"smal\"]", "3:11: E0501: no truck size `smal` (did you mean `small`?)"),
        ("[[player]]\nauthority = 99", "3:13: E0501: no authority card 99 (the authority cards are numbered 1 to 72)"),
        ("[[speakeasy]]\nid = \"mother\"", "3:6: E0501: no speakeasy `mother` (did you mean `mothers`?)"),
        ("[[truck]]\nsize = \"larg\"\nowner = 1", "3:8: E0501: no truck size `larg` (did you mean `large`?)"),
        (
            "[[truck]]\nsize = \"small\"\nowner = 1\nat = \"mothers:majorty\"",
            "5:6: E0501: no dock `majorty` (did you mean `majority`?)",
        ),
        (
            "[[truck]]\nsize = \"small\"\nowner = 1\nat = \"mothrs:public\"",
            "5:6: E0501: no speakeasy `mothrs` (did you mean `mothers`?)",
        ),
    ];
    for (part, want) in cases {
        let text = format!("description = \"x\"\n{part}\n[run]\nwhat = \"turn\"\n");
        assert_eq!(refused(&content, &text), format!("s.toml:{want}"), "{part}");
    }
    let run = "description = \"x\"\n[run]\nwhat = \"turn\"\nphase = \"sale\"\n";
    assert_eq!(refused(&content, run), "s.toml:4:9: E0501: no phase `sale` (did you mean `sales`?)");
    let what = "description = \"x\"\n[run]\nwhat = \"turns\"\n";
    assert_eq!(refused(&content, what), "s.toml:3:8: E0501: no run `turns` (did you mean `turn`?)");
    // In `[decisions]`, whose answers keep no place, the closest id is still suggested.
    assert_eq!(choice_in(&content, "thug:mol"), Err("no muscle card `mol` (did you mean `moll`?)".into()));
}

/// A truck is lined up at one of its speakeasy's docks (the board's `docks`).
#[test]
fn a_truck_lines_up_at_a_dock_its_speakeasy_has() {
    let content = content();
    let text = "description = \"x\"\nseats = 3\n[[truck]]\nsize = \"small\"\nowner = 1\nat = \"omalleys:majority\"\n[run]\nwhat = \"turn\"\n";
    assert_eq!(refused(&content, text), "s.toml:6:6: E0502: `omalleys` has no `majority` dock (its docks: public)");
}

/// `until` names the phase the turn runs from or a later one: a turn's run ends with its
/// recruiting and never comes back to an earlier phase (SCENARIOS.md).
#[test]
fn until_comes_at_or_after_the_phase_a_turn_runs_from() {
    let run = |phase: &str, until: &str| {
        let text = format!("description = \"x\"\n[run]\nwhat = \"turn\"\nphase = \"{phase}\"\nuntil = \"{until}\"\n");
        run_of(Spot { name: "s.toml", text: &text }, &file(&text).1.run)
    };
    assert_eq!(run("sales", "sales"), Ok(Run::Turn(Phase::Sales, Phase::Sales)));
    assert_eq!(run("influence", "shipping"), Ok(Run::Turn(Phase::Influence, Phase::Shipping)));
    let e = run("sales", "authority").expect_err("authority comes before sales");
    assert!(
        e.starts_with("s.toml:5:9: E0503: `until = \"authority\"` comes before the phase the turn runs from (`sales`)"),
        "{e}"
    );
    let phase = "description = \"x\"\n[run]\nwhat = \"phase\"\nphase = \"sales\"\nuntil = \"sales\"\n";
    let e = run_of(Spot { name: "s.toml", text: phase }, &file(phase).1.run).expect_err("until is for a turn");
    assert_eq!(e, "s.toml:5:9: E0503: `until` is for what = \"turn\", not \"phase\"");
}

/// `muscle_discard`, `truck_discard` and `truck_offer` take their cards out of the decks (a
/// position where a turn begins, as `scenario --from` writes it); a card placed more often than
/// the box holds it is refused at its place.
#[test]
fn the_discard_piles_and_the_truck_on_offer_come_out_of_the_decks() {
    let content = content();
    let text = r#"description = "x"
muscle_discard = ["windfall"]
truck_discard = ["large_truck"]
truck_offer = "large_truck"
[[player]]
warehouse = 3
[run]
what = "game"
"#;
    let s = position(&content, text).expect("a position");
    let large = truck_card(&content, "large_truck").unwrap();
    assert_eq!(s.muscle.discard_pile(), [muscle(&content, "windfall").unwrap()]);
    assert_eq!(s.truck_deck.discard_pile(), [large]);
    assert_eq!(s.truck_offer, Some(large));
    assert_eq!(s.players[Seat(0)].warehouse, 3);
    let four = "description = \"x\"\ntruck_discard = [\"large_truck\", \"large_truck\", \"large_truck\"]\ntruck_offer = \"large_truck\"\n[run]\nwhat = \"game\"\n";
    assert_eq!(
        refused(&content, four),
        "s.toml:3:15: E0502: no copy of `large_truck` is left in the truck deck: it is placed more often than the deck holds it"
    );
}
