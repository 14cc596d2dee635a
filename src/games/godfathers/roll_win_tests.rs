//! A win two dice away, as the move question says it (`roll_win.rs`).

use super::super::Godfathers;
use super::super::choice::Choice;
use super::super::content::{Content, GAME_ID};
use super::super::event::Event;
use super::super::load::load;
use super::super::narrate::Narrator;
use super::super::screen::Terminal;
use super::super::state::State;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// A two-player race with pieces placed by hand, as the options' tests place them.
pub(in crate::games::godfathers) use super::super::race_by_hand::race;

/// The move question for `dice` and its options, as seat 0 reads them in `lang`.
pub(in crate::games::godfathers) fn asked(c: &Content, s: State, dice: [u8; 2], lang: &str) -> (String, Vec<String>) {
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    let t = Terminal { n: Narrator { content: c, locale: &locale } };
    let options = super::super::rules::options::first_options(c, &s, Seat(0), dice);
    let mut m: Match<'_, Godfathers> = Match::new(c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: dice.to_vec() });
    let v = Open::of(&m, Seat(0));
    let said = |o: &Choice| t.option(&v, "move", o).replace(['\u{2068}', '\u{2069}'], "");
    (t.question(&v, "move").replace(['\u{2068}', '\u{2069}'], ""), options.iter().map(said).collect())
}

/// The status block, as seat 0 reads it in `lang`.
pub(in crate::games::godfathers) fn status(c: &Content, s: State, lang: &str) -> String {
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    let t = Terminal { n: Narrator { content: c, locale: &locale } };
    let m: Match<'_, Godfathers> = Match::new(c, s, Vec::new(), &MatchOptions::default());
    t.status(&Open::of(&m, Seat(0))).replace(['\u{2068}', '\u{2069}'], "")
}

/// The race of a review (en, seed 39, turn 89): Player 1's godfather alone on square 44, 5
/// steps from home, henchman 1 on square 38, henchman 2 on square 28, the others dead; 6 + 5.
/// Henchman 1 joining him with the 6 lets the godfather take the 5 home (NOTES.md 3; RETOUR DU
/// PARRAIN): the question and that option say so, and the options that throw the win away say
/// that too, in each language.
#[test]
fn a_win_two_dice_away_is_said_on_the_first_die() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let s = race(&c, &[(0, 0, 44), (0, 1, 38), (0, 2, 28), (0, 3, 255), (0, 4, 255), (1, 1, 20)]);
    let (question, options) = asked(&c, s.clone(), [6, 5], "en");
    assert!(question.contains("Option 3, then your godfather with the 5, wins the race."), "{question}");
    assert!(options[2].starts_with("Your henchman 1 moves 6 from square 38 to square 44"), "{options:?}");
    assert!(
        options[2].ends_with("then the other die (5) can take your godfather home: you win the race"),
        "{}",
        options[2]
    );
    // The henchman's lap with both dice, and every other split, leaves the godfather alone or
    // no die for him.
    for (i, option) in options.iter().enumerate().filter(|&(i, _)| i != 2) {
        assert!(
            option.ends_with("after it, no die of this roll can bring your godfather home: option 3 wins the race"),
            "{i}: {option}"
        );
    }
    for (lang, line, then, lost) in [
        (
            "fr",
            "L'option 3, puis votre parrain avec le 5, vous fait gagner la course.",
            "l'autre dé (5) pourra ensuite ramener votre parrain au QG : vous gagnez la course",
            "aucun dé de ce lancer ne peut plus ramener votre parrain au QG : c'est l'option 3 qui gagne la course",
        ),
        (
            "nl",
            "Optie 3, en daarna je peetvader met de 5, wint de race.",
            "daarna kan de andere dobbelsteen (5) je peetvader thuisbrengen: je wint de race",
            "daarna kan geen dobbelsteen van deze worp je peetvader nog thuisbrengen: optie 3 wint de race",
        ),
    ] {
        let (question, options) = asked(&c, s.clone(), [6, 5], lang);
        assert!(question.contains(line), "{lang}: {question}");
        assert!(options[2].ends_with(then), "{lang}: {}", options[2]);
        assert!(options[0].ends_with(lost), "{lang}: {}", options[0]);
    }
    // A roll that cannot win says nothing of a win.
    let (question, options) = asked(&c, s, [6, 3], "en");
    assert!(!question.contains("wins the race"), "{question}");
    assert!(options.iter().all(|o| !o.contains("home")), "{options:?}");
}

/// A godfather who can go home with the first die: the question's own line names that option
/// (`question_lines::wins`), and the options that do not win say which one does.
#[test]
fn a_win_with_the_first_die_is_named_once_and_the_others_point_to_it() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let s = race(&c, &[(0, 0, 44), (0, 1, 44), (0, 2, 28), (0, 3, 255), (0, 4, 255), (1, 1, 20)]);
    let (question, options) = asked(&c, s, [5, 2], "en");
    let home = options.iter().position(|o| o.contains("comes home and wins the race")).expect("a winning option");
    let now = format!("Option {} brings your godfather home", home + 1);
    assert_eq!(question.matches(&now).count(), 1, "{question}");
    // The options that throw the win away name the one that wins at once among those that win.
    let lost = format!("options {} and ", home + 1);
    assert!(options.iter().filter(|o| o.contains(&lost) && o.ends_with(" win the race")).count() >= 1, "{options:?}");
}

/// The race of a review (fr, seed 47, turn 51): Player 1's godfather on square 47 with henchman
/// 2, 2 steps from home, henchman 1 on square 6; 6 + 2. The godfather's own 2 wins (option 5),
/// and so does henchman 1 taking the 6, which leaves the 2 to him (option 3): the question names
/// both as winning, and the options that throw the win away name both, in each language.
#[test]
fn every_option_that_wins_is_named_beside_the_one_that_wins_at_once() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let s = race(&c, &[(0, 0, 47), (0, 1, 6), (0, 2, 47), (0, 3, 255), (0, 4, 255), (1, 1, 20)]);
    for (lang, now, then, lost) in [
        (
            "en",
            "Option 5 brings your godfather home: you win the race.",
            "Option 3, then your godfather with the 2, wins the race too.",
            "no die of this roll can bring your godfather home: options 3 and 5 win the race",
        ),
        (
            "fr",
            "L'option 5 ramène votre parrain au QG : vous gagnez la course.",
            "L'option 3, puis votre parrain avec le 2, vous fait aussi gagner la course.",
            "aucun dé de ce lancer ne peut plus ramener votre parrain au QG : ce sont les options 3 et 5 qui gagnent la course",
        ),
        (
            "nl",
            "Optie 5 brengt je peetvader thuis: je wint de race.",
            "Optie 3, en daarna je peetvader met de 2, wint de race ook.",
            "geen dobbelsteen van deze worp je peetvader nog thuisbrengen: opties 3 en 5 winnen de race",
        ),
    ] {
        let (question, options) = asked(&c, s.clone(), [6, 2], lang);
        assert!(question.contains(&format!("{now} {then}")), "{lang}: {question}");
        let first = |o: &str, words: [&str; 3]| words.iter().any(|w| o.starts_with(w));
        assert!(
            first(&options[2], ["Your henchman 1 ", "Votre homme de main 1 ", "Jouw handlanger 1 "]),
            "{options:?}"
        );
        assert!(first(&options[4], ["Your godfather ", "Votre parrain ", "Jouw peetvader "]), "{options:?}");
        for i in [0, 1, 3, 5, 6] {
            assert!(options[i].ends_with(lost), "{lang} {i}: {}", options[i]);
        }
    }
}

/// `help 3` in that race (fr, seed 47, turn 51): henchman 1 takes the 6 onto square 12, a danger
/// square. The help spoke of the square as `board 12` does, from the wheel's side ("every
/// rival here is liquidated"), where the mover's own pieces are the ones at risk, and said
/// nothing of the 2 left for the godfather.
#[test]
fn an_options_help_speaks_of_the_danger_square_and_the_win_from_the_movers_side() {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let s = race(&c, &[(0, 0, 47), (0, 1, 6), (0, 2, 47), (0, 3, 255), (0, 4, 255), (1, 1, 20)]);
    for (lang, danger, win) in [
        (
            "en",
            "if a rival's wheel picks it, every piece of yours here is liquidated",
            "Then the other die (2) can take your godfather home: you win the race.",
        ),
        (
            "fr",
            "si la roue d'un adversaire la désigne, tous vos truands qui s'y trouvent sont liquidés",
            "L'autre dé (2) pourra ensuite ramener votre parrain au QG : vous gagnez la course.",
        ),
        (
            "nl",
            "wijst het rad van een rivaal dit veld aan, dan worden al je stukken hier geliquideerd",
            "Daarna kan de andere dobbelsteen (2) je peetvader thuisbrengen: je wint de race.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let t = Terminal { n: Narrator { content: &c, locale: &locale } };
        let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
        m.emit(Event::Rolled { seat: Seat(0), dice: vec![6, 2] });
        let v = Open::of(&m, Seat(0));
        let help = |o: Choice| t.help(&v, "move", &o).replace(['\u{2068}', '\u{2069}'], "");
        let third = help(Choice::Move { piece: 1, die: 6 });
        assert!(third.contains(danger) && third.ends_with(win), "{lang}: {third}");
        // A move that leaves no die to win says nothing of it.
        let sixth = help(Choice::Move { piece: 1, die: 2 });
        assert!(!sixth.contains(win), "{lang}: {sixth}");
    }
}
