//! The hostage legend under a move's question (PRISE D'OTAGE), said only where an option of
//! that question takes a hostage.

use super::super::Godfathers;
use super::super::event::Event;
use super::super::narrate::Narrator;
use super::super::race_by_hand::{content, race};
use super::super::rules::movement::apply_move;
use super::super::state::PieceRef;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// A review's race (fr, seed 47, turn 45): 4 + 3, Player 1's henchman 2 moves the 4 from square
/// 41 to 45, 3 short of Player 2's henchman on square 48. The question for the 3 told what
/// taking a hostage does, though the 3 was for another piece and none of them could take one:
/// only henchman 2 could, and he had moved.
#[test]
fn the_hostage_legend_is_said_only_where_an_option_takes_a_hostage() {
    let c = content();
    let s = race(&c, &[(0, 0, 47), (0, 1, 6), (0, 2, 41), (0, 3, 35), (0, 4, 6), (1, 1, 48)]);
    for (lang, legend) in
        [("en", "If you take a hostage"), ("fr", "Si vous prenez un otage (PRISE D'OTAGE)"), ("nl", "Gijzel je iemand")]
    {
        let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).expect("a language");
        let t = Terminal { n: Narrator { content: &c, locale: &locale } };
        let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
        m.emit(Event::Rolled { seat: Seat(0), dice: vec![4, 3] });
        // Henchman 2 takes the 4 with a hostage one die away: the first question says what
        // taking one does (his 7 stops on square 48).
        let first = t.question(&Open::of(&m, Seat(0)), "move");
        assert!(first.contains(legend), "{lang}: {first}");
        let (events, _) = apply_move(&c, &mut m.state, PieceRef { seat: Seat(0), piece: 2 }, 4).expect("a move");
        m.emit_all(events);
        let second = t.question(&Open::of(&m, Seat(0)), "second");
        assert!(second.contains(if lang == "fr" { "l'autre dé (un 3)" } else { "3" }), "{lang}: {second}");
        assert!(!second.contains(legend), "{lang}: {second}");
    }
}
