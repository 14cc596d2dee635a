//! Unit tests of the rules, each naming the rulebook section or the ruling (NOTES.md) it pins.
//! Every language's texts are checked for every game by `tests/texts.rs`.

use super::super::choice::Choice;
use super::super::content::{Content, GAME_ID};
use super::super::event::{Cause, Event};
use super::super::load::load;
use super::super::state::{Piece, PieceRef, Place, State};
use super::liquidation::{liquidate, recruit};
use super::movement::{Target, apply_move, target};
use super::options::first_options;
use super::setup::new_game;
use crate::engine::content::{Source, test_folder};
use crate::engine::seat::Seat;

fn content() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

/// A two-player race with seat 1's pieces placed by hand (`None`: dead).
fn race(c: &Content, pieces: &[Option<u8>]) -> State {
    let mut s = new_game(c, 2, 1).expect("two players");
    s.current = Seat(0);
    for (i, sq) in pieces.iter().enumerate() {
        s.gangs[Seat(0)].pieces[i] = match sq {
            Some(0) => Piece::in_hq(),
            Some(q) => Piece { place: Place::Square(q - 1), lap: *q, fresh: false, held_by: None },
            None => Piece::dead(),
        };
    }
    s
}

const ONE: Seat = Seat(0);

#[test]
fn the_hq_counts_one_on_the_way_home_and_is_no_square_when_passing() {
    // NOTES.md 1. From square 45 (lap 45): 3 squares and the HQ are 4.
    let c = content();
    let s = race(&c, &[Some(45), Some(45), Some(0), Some(0), Some(0)]);
    let g = PieceRef { seat: ONE, piece: 0 };
    assert_eq!(target(&c, &s, g, 4), Some(Target::Home));
    assert_eq!(target(&c, &s, g, 3), Some(Target::Square { square: 47, lap: 48, passed: false }));
    // Past home he steps from square 48 to square 1: 5 takes him to square 2.
    assert_eq!(target(&c, &s, g, 5), Some(Target::Square { square: 1, lap: 2, passed: true }));
    // A henchman never goes home: he walks on past the door.
    let h = PieceRef { seat: ONE, piece: 1 };
    assert_eq!(target(&c, &s, h, 4), Some(Target::Square { square: 0, lap: 1, passed: true }));
}

#[test]
fn a_sum_counts_as_the_whole_roll() {
    // NOTES.md 7: one henchman can move; the total uses both dice, so one die alone is no option.
    let c = content();
    let s = race(&c, &[Some(5), Some(20), None, None, None]);
    assert_eq!(first_options(&c, &s, ONE, [2, 3]), vec![Choice::Sum { piece: 1, steps: 5 }]);
}

#[test]
fn henchmen_in_one_place_are_offered_once() {
    // NOTES.md 8: the four henchmen in the HQ are alike; the first stands for them.
    let c = content();
    let s = race(&c, &[Some(0), Some(0), Some(0), Some(0), Some(0)]);
    let options = first_options(&c, &s, ONE, [2, 5]);
    assert_eq!(
        options,
        vec![
            Choice::Sum { piece: 1, steps: 7 },
            Choice::Move { piece: 0, die: 2 },
            Choice::Move { piece: 1, die: 2 },
            Choice::Move { piece: 0, die: 5 },
            Choice::Move { piece: 1, die: 5 },
        ]
    );
}

#[test]
fn a_henchman_who_may_not_move_hides_nobody_in_his_place() {
    // LES DEPLACEMENTS, "Le joueur peut sortir des truands de leur Quartier Général": henchman 1
    // waits for the next turn (recruited by his liquidated godfather, NOTES.md 4), so henchman 2,
    // in the HQ all along, stands for the HQ.
    let c = content();
    let mut s = race(&c, &[Some(5), Some(0), Some(0), Some(5), None]);
    s.gangs[ONE].pieces[1].fresh = true;
    let options = first_options(&c, &s, ONE, [2, 5]);
    assert!(options.contains(&Choice::Move { piece: 2, die: 2 }), "{options:?}");
    assert!(!options.iter().any(|o| matches!(o, Choice::Move { piece: 1, .. } | Choice::Sum { piece: 1, .. })));
}

#[test]
fn recruits_of_a_lap_leave_at_once_those_of_a_liquidation_wait() {
    // RECRUTEMENT, "pourra repartir normalement dès que le joueur le décidera"; REGLE GENERALE,
    // "Au tour de jeu suivant" (RULINGS.md, NOTES.md 4).
    let c = content();
    let mut s = race(&c, &[Some(5), Some(5), None, None, None]);
    recruit(&mut s, ONE, 1, super::super::event::Recruit::Lap);
    assert!(!s.gangs[ONE].pieces[2].fresh);
    recruit(&mut s, ONE, 1, super::super::event::Recruit::Overshoot);
    assert!(!s.gangs[ONE].pieces[3].fresh);
    recruit(&mut s, ONE, 1, super::super::event::Recruit::Liquidated);
    assert!(s.gangs[ONE].pieces[4].fresh);
}

#[test]
fn a_godfather_is_never_out_of_play() {
    // NOTES.md 6: liquidated, he goes home with 3 recruits; nobody is ever "left alive" alone.
    let c = content();
    let mut s = race(&c, &[Some(5), Some(5), Some(9), None, Some(0)]);
    let events = liquidate(&c, &mut s, PieceRef { seat: ONE, piece: 0 }, Cause::Sniper);
    assert!(s.gangs[ONE].pieces[0].alive());
    assert_eq!(s.gangs[ONE].pieces[0].place, Place::Hq);
    assert!(s.gangs[ONE].pieces[0].fresh, "he leaves on his gang's next turn (NOTES.md 4)");
    let places: Vec<Place> = s.gangs[ONE].pieces.iter().skip(1).map(|p| p.place).collect();
    assert_eq!(places, vec![Place::Hq, Place::Hq, Place::Hq, Place::Dead]);
    assert!(events.contains(&Event::BackToHq { seat: ONE }));
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Liquidated { cause: Cause::Godfather, .. })).count(), 3);
}

/// The bundled content with a mod's version of one file (`game.toml` or `board.toml`).
fn modded(file: &str, text: &str) -> Result<Content, crate::engine::diag::Diagnostics> {
    let dir = test_folder(&[(&format!("{GAME_ID}/{file}"), text)]);
    load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()]))
}

const TWELVE: &str = "squares = 12\nsniper = [2]\nsafety = [3]\ndanger = [4]\nwheel = [2, 4]\n\n[hq]\n\
                      \"2\" = [1, 7]\n\"3\" = [1, 5, 9]\n\"4\" = [1, 4, 7, 10]\n";

#[test]
fn a_loop_shorter_than_the_longest_move_is_refused() {
    // NOTES.md 13: two dice of 6 move a henchman up to 12 squares; a loop of 11 would have him
    // go round it twice in one move. Refused at `squares`, in the mod's file and line.
    let d = modded("board.toml", &TWELVE.replace("squares = 12", "squares = 11")).expect_err("11 squares");
    let e = d.0.iter().find(|d| d.code == "E0906").unwrap_or_else(|| panic!("{d}"));
    assert!(e.file.ends_with("godfathers/board.toml") && !e.file.contains("with mods"), "{e}");
    assert_eq!((e.line, e.col), (1, 1));
    assert!(e.message.contains("`squares` is 11") && e.message.contains("dice.sides"), "{e}");
    // Dice of 5 faces fit 11 squares.
    let board = TWELVE.replace("squares = 12", "squares = 11");
    let dir = test_folder(&[
        (&format!("{GAME_ID}/board.toml"), &board),
        (&format!("{GAME_ID}/game.toml"), "[dice]\nsides = 5\n"),
    ]);
    assert!(load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).is_ok());
    // Twelve squares hold the longest move: from the last square of his lap, a henchman moving
    // 12 passes his HQ once and stops on the last square of the next lap.
    let c = modded("board.toml", TWELVE).unwrap_or_else(|d| panic!("{d}"));
    let mut s = race(&c, &[Some(0), Some(12), Some(0), Some(0), Some(0)]);
    let h = PieceRef { seat: ONE, piece: 1 };
    assert_eq!(target(&c, &s, h, 12), Some(Target::Square { square: 11, lap: 12, passed: true }));
    apply_move(&c, &mut s, h, 12).expect("the move");
    super::super::invariants::check(&c, &s).expect("the piece is where its lap says");
}

#[test]
fn two_gangs_a_square_and_no_other_number() {
    // NOTES.md 14: LES DEPLACEMENTS "de 2 couleurs maximum", and PRISE D'OTAGE knows two gangs
    // on a square, no third: `square.max_gangs` is 2, refused otherwise at its key.
    for n in [0, 1, 3, 255] {
        let d = modded("game.toml", &format!("[square]\nmax_gangs = {n}\n")).expect_err("refused");
        let e = d.0.iter().find(|d| d.code == "E0904").unwrap_or_else(|| panic!("{d}"));
        assert!(e.file.ends_with("godfathers/game.toml"), "{e}");
        assert_eq!((e.line, e.col), (2, 1));
        assert!(e.message.contains(&format!("`square.max_gangs` is {n}: it must be 2")), "{e}");
    }
    assert!(modded("game.toml", "[square]\nmax_gangs = 2\n").is_ok());
}

#[test]
fn every_test_the_notes_name_exists() {
    let named = crate::engine::content::tests_the_notes_name(GAME_ID, include_str!("tests.rs"));
    assert!(named >= 15, "only {named} tests named");
}
