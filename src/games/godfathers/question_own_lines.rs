//! The lines under a move's question (the option that wins, where the seat's pieces stand, why
//! the godfather near home has no move with a die) each stand on a line of their own, at the
//! terminal as on the page: run on in the question's paragraph they were read past. Positions
//! built by hand (`race_by_hand`, `home_stretch`).

use super::Godfathers;
use super::content::GAME_ID;
use super::event::Event;
use super::home_stretch::square_of;
use super::narrate::Narrator;
use super::race_by_hand::{content, race};
use super::screen::Terminal;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// The question's lines, without Fluent's isolation marks.
fn lines(c: &super::content::Content, s: &super::state::State, dice: [u8; 2], lang: &str) -> Vec<String> {
    let mut m: Match<'_, Godfathers> = Match::new(c, s.clone(), Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: dice.to_vec() });
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    let screen = Terminal { n: Narrator { content: c, locale: &locale } };
    let asked = screen.question(&Open::of(&m, Seat(0)), "move").replace(['\u{2068}', '\u{2069}'], "");
    asked.lines().map(str::to_string).collect()
}

/// The winning option and the gang's line under the question (a roll of 2 + 4, the godfather
/// 4 from home); the past-home line and the gang's (1 + 5, his 5 would take him past home):
/// each a line of its own, the question's own words on the first.
#[test]
fn the_lines_under_a_move_question_stand_each_on_its_own() {
    let c = content();
    let (at, behind) = (square_of(&c, 45), square_of(&c, 40));
    let wins = race(&c, &[(0, 0, at), (0, 1, at), (0, 2, behind), (1, 1, behind)]);
    let past = race(&c, &[(0, 0, at), (0, 2, at)]);
    for (lang, question, win, gang, home) in [
        (
            "en",
            "You rolled 2 + 4",
            "brings your godfather home: you win the race.",
            "Your gang: ",
            "Your godfather cannot play the 5",
        ),
        (
            "fr",
            "Vous avez fait 2 + 4",
            "ramène votre parrain au QG : vous gagnez la course.",
            "Votre gang : ",
            "Votre parrain ne peut pas jouer le 5",
        ),
        (
            "nl",
            "Je gooide 2 + 4",
            "brengt je peetvader thuis: je wint de race.",
            "Je bende: ",
            "Je peetvader kan de 5 niet spelen",
        ),
    ] {
        let l = lines(&c, &wins, [2, 4], lang);
        // The win, the gang, and who leads the race.
        assert_eq!(l.len(), 4, "{lang}: {l:#?}");
        assert!(l[0].starts_with(question), "{lang}: {l:#?}");
        assert!(l[1].contains(win) && l[2].starts_with(gang), "{lang}: {l:#?}");
        let l = lines(&c, &past, [1, 5], lang);
        // The gang, who leads the race, and why the godfather cannot play a die.
        assert_eq!(l.len(), 4, "{lang}: {l:#?}");
        assert!(l[1].starts_with(gang) && l[3].starts_with(home), "{lang}: {l:#?}");
    }
}
