//! The godfather near home, as the move's question says it (RETOUR DU PARRAIN; NOTES.md 2):
//! positions built by hand (`race_by_hand`).

use super::Godfathers;
use super::content::GAME_ID;
use super::event::Event;
use super::narrate::Narrator;
use super::race_by_hand::{content, race};
use super::screen::Terminal;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// The square (from 1) of Player 1's piece that has walked `lap` squares of its lap.
pub(super) fn square_of(c: &super::content::Content, lap: u8) -> u8 {
    let s = super::rules::setup::new_game(c, 2, 1).expect("a race");
    let len = u16::from(c.board.len());
    ((u16::from(s.entries[Seat(0)]) + u16::from(lap) - 1) % len + 1) as u8
}

fn plain(t: String) -> String {
    t.replace(['\u{2068}', '\u{2069}'], "")
}

/// Player 1's godfather and henchman 2 have walked 45 squares (home is 4 away, the HQ counting
/// one) and he rolls 1 + 5: the godfather's 5 would take him past his HQ, which he does only
/// when no other move can be played, so no option moves him 5. The question says why, in each
/// language, and `help rules` gives the ruling; a newcomer took the missing move for a bug
/// (seed 31, turn 95), the summary having said that rolling past home means another lap.
#[test]
fn the_godfather_s_die_that_would_take_him_past_home_is_said_missing_and_why() {
    let c = content();
    let at = square_of(&c, 45);
    let s = race(&c, &[(0, 0, at), (0, 2, at)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![1, 5] });
    let v = Open::of(&m, Seat(0));
    for (lang, line, rule) in [
        (
            "en",
            "Your godfather cannot play the 5: he needs exactly 4 to come home (the HQ counts one), and goes past his HQ \
             only when no other move can be played (The godfather's return; French rulebook: RETOUR DU PARRAIN).",
            "and goes past his HQ only when no other move can be played: then he must go round again.",
        ),
        (
            "fr",
            "Votre parrain ne peut pas jouer le 5 : il lui faut exactement 4 pour rentrer (le QG compte pour un), et il ne \
             dépasse son QG que si aucun autre déplacement n'est possible (RETOUR DU PARRAIN).",
            "et ne dépasse son QG que si aucun autre déplacement n'est possible : il repart alors pour un tour.",
        ),
        (
            "nl",
            "Je peetvader kan de 5 niet spelen: hij heeft precies 4 nodig om thuis te komen (het hoofdkwartier telt als \
             één), en hij gaat alleen voorbij zijn hoofdkwartier als geen andere zet kan (Terugkeer van de peetvader; \
             Franse spelregels: RETOUR DU PARRAIN).",
            "en hij gaat alleen voorbij zijn hoofdkwartier als geen andere zet kan: dan moet hij nog een ronde.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let asked = plain(screen.question(&v, "move"));
        assert!(asked.ends_with(line), "{lang}: {asked}");
        let rules = plain(screen.rules(&locale));
        assert!(rules.contains(rule), "{lang}: {rules}");
    }
    // A roll the godfather can play in full says nothing of it.
    let s = race(&c, &[(0, 0, at), (0, 2, at)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![1, 2] });
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    let asked = plain(screen.question(&Open::of(&m, Seat(0)), "move"));
    assert!(!asked.contains("cannot play"), "{asked}");
}

/// The winning move stays where the rules list it (bots and saves read the order): the
/// question says which option it is, and the option says it wins, without the warnings of a
/// race that goes on (a henchman left within a rival's reach), in each language. A newcomer
/// found it 7th of 10, warned that it left henchman 1 alone within reach (web, fr, seed 36).
#[test]
fn the_question_names_the_winning_option_and_it_carries_no_warning() {
    let c = content();
    let (at, behind) = (square_of(&c, 45), square_of(&c, 40));
    let s = race(&c, &[(0, 0, at), (0, 1, at), (0, 2, behind), (1, 1, behind)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![2, 4] });
    let v = Open::of(&m, Seat(0));
    let options = super::rules::options::first_options(&c, &s, Seat(0), [2, 4]);
    let win = super::choice::Choice::Move { piece: 0, die: 4 };
    let n = options.iter().position(|o| *o == win).expect("the godfather's 4 is offered") + 1;
    assert!(n > 1, "{options:?}");
    for (lang, line, option) in [
        (
            "en",
            format!("Option {n} brings your godfather home: you win the race."),
            format!("Your godfather moves 4 from square {at} to the HQ: comes home and wins the race"),
        ),
        (
            "fr",
            format!("L'option {n} ramène votre parrain au QG : vous gagnez la course."),
            format!("Votre parrain avance de 4, case {at} → QG : rentre au QG et gagne la course"),
        ),
        (
            "nl",
            format!("Optie {n} brengt je peetvader thuis: je wint de race."),
            format!("Jouw peetvader gaat 4 van veld {at} naar het hoofdkwartier: komt thuis en wint de race"),
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let asked = plain(screen.question(&v, "move"));
        assert!(asked.contains(&line), "{lang}: {asked}");
        assert_eq!(plain(screen.option(&v, "move", &win)), option, "{lang}");
    }
}
