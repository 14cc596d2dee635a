//! What a move's question says of the asking seat's own pieces (where they stand; a second spin
//! of the wheel), and the news of a fall and of a forced move onto a danger square, in each
//! language: positions built by hand (`race_by_hand`).

use super::Godfathers;
use super::choice::Choice;
use super::content::{GAME_ID, SquareKind};
use super::event::Event;
use super::narrate::Narrator;
use super::race_by_hand::{content, race};
use super::screen::Terminal;
use super::state::{PieceRef, Place};
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

fn plain(t: String) -> String {
    t.replace(['\u{2068}', '\u{2069}'], "")
}

fn locale(lang: &str) -> Locale {
    Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language")
}

/// At an 80x50 terminal the long news pushed the board's row with the seat's HQ off the screen
/// (nl, seed 31): the move's question says where each of the seat's pieces stands, in one line.
#[test]
fn the_move_question_says_where_each_of_the_seat_s_pieces_stands() {
    let c = content();
    let mut s = race(&c, &[(0, 0, 6), (0, 1, 6), (0, 3, 255), (0, 4, 12), (1, 1, 12)]);
    s.gangs[Seat(0)].pieces[4].held_by = Some(PieceRef { seat: Seat(1), piece: 1 });
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![2, 3] });
    let v = Open::of(&m, Seat(0));
    for (lang, line) in [
        (
            "en",
            "Your gang: godfather on square 6, henchman 1 on square 6, henchman 2 in the HQ, henchman 3 dead, \
             henchman 4 held on square 12.",
        ),
        (
            "fr",
            "Votre gang : parrain en case 6, homme de main 1 en case 6, homme de main 2 au QG, homme de main 3 mort, \
             homme de main 4 otage en case 12.",
        ),
        (
            "nl",
            "Je bende: peetvader op veld 6, handlanger 1 op veld 6, handlanger 2 in het hoofdkwartier, handlanger 3 \
             dood, handlanger 4 gegijzeld op veld 12.",
        ),
    ] {
        let l = locale(lang);
        let screen = Terminal { n: Narrator { content: &c, locale: &l } };
        let asked = plain(screen.question(&v, "move"));
        assert!(asked.contains(line), "{lang}: {asked}");
    }
}

/// Two pieces of one roll stopping on sniper squares spin the wheel twice (TIR): the second
/// question's option says "a second time" where the first move already hired the snipers; each
/// option said "you spin the wheel" (nl, seed 31, turns 3 and 31).
#[test]
fn a_second_piece_on_a_sniper_square_says_a_second_spin() {
    let c = content();
    let s = race(&c, &[(0, 1, 4)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![4, 4] });
    let piece = PieceRef { seat: Seat(0), piece: 1 };
    m.emit(Event::Moved { piece, from: Place::Hq, to: Place::Square(3), steps: 4, forced: false });
    let v = Open::of(&m, Seat(0));
    for (lang, again) in [
        ("en", "so you spin the wheel a second time once this roll is moved, before your double's extra die"),
        ("fr", "case tir : vous lancez donc la roue une deuxième fois, ce jet joué, avant le dé supplémentaire"),
        ("nl", "dus draai je een tweede keer aan het rad als deze worp gespeeld is, nog vóór"),
    ] {
        let l = locale(lang);
        let screen = Terminal { n: Narrator { content: &c, locale: &l } };
        let said = plain(screen.option(&v, "second", &Choice::Move { piece: 2, die: 4 }));
        assert!(said.contains(again), "{lang}: {said}");
    }
}

/// A forced move of one's own piece onto a danger square said "every rival here is liquidated"
/// (nl, seed 15, turn 27), as if the rivals there were at risk: it says the mover's pieces, as
/// the options do. The news of a fall said "goes back to his HQ" ("regagne son QG", which in
/// this race reads as winning): he falls and is sent back.
#[test]
fn the_news_says_whose_pieces_a_danger_square_risks_and_that_a_godfather_falls() {
    let c = content();
    let danger = (0..c.board.len()).find(|&q| c.board.kind(q) == SquareKind::Danger).expect("a danger square");
    let piece = PieceRef { seat: Seat(0), piece: 2 };
    let only = Event::OnlyMove { piece, dice: vec![3], from: Place::Square(danger - 3), to: Place::Square(danger) };
    let fall = Event::BackToHq { seat: Seat(2) };
    for (lang, mine, theirs, falls) in [
        (
            "en",
            "if a rival's wheel picks it, all your pieces here are liquidated, godfather included.",
            "all Player 1's pieces here are liquidated",
            "Player 3's godfather falls: he is sent back to his HQ, and all his henchmen are killed.",
        ),
        (
            "fr",
            "si la roue d'un adversaire la désigne, tous vos truands qui s'y trouvent sont liquidés, parrain compris.",
            "tous les truands de Joueur 1 qui s'y trouvent",
            "Le parrain de Joueur 3 tombe : il est renvoyé à son QG, et tous ses hommes de main sont tués.",
        ),
        (
            "nl",
            "wijst het rad van een rivaal het aan, dan worden al je stukken hier geliquideerd, ook de peetvader.",
            "al de stukken van Speler 1 hier",
            "De peetvader van Speler 3 valt: hij wordt teruggestuurd naar zijn hoofdkwartier, en al zijn handlangers worden gedood.",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &c, locale: &l };
        let line = |e: &Event, viewer| plain(n.line(e, viewer).unwrap_or_default());
        assert!(line(&only, Some(Seat(0))).ends_with(mine), "{lang}: {}", line(&only, Some(Seat(0))));
        assert!(line(&only, Some(Seat(1))).contains(theirs), "{lang}: {}", line(&only, Some(Seat(1))));
        assert_eq!(line(&fall, None), falls, "{lang}");
    }
}
