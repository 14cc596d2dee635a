//! A move whose roll's other die is then played without asking, judged on the position after
//! both dice (LES DEPLACEMENTS; RULINGS.md: part of a roll goes unused only when no legal move
//! uses it): two reviews read options that warned of a henchman left alone whom the forced die
//! then moved, of a godfather left stuck whom it joined, and that said nothing of a godfather it
//! left with nobody behind him, or of the square it stopped on.

use super::Godfathers;
use super::choice::Choice;
use super::content::GAME_ID;
use super::event::Event;
use super::narrate::Narrator;
use super::race_by_hand::{content, race};
use super::screen::Terminal;
use super::state::State;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// Player 1's option `piece` moving `die` of a roll of `dice`, in `lang`, without Fluent's
/// isolation marks.
fn option(lang: &str, s: &State, dice: [u8; 2], piece: u8, die: u8) -> String {
    let c = content();
    let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: dice.to_vec() });
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    screen.option(&Open::of(&m, Seat(0)), "move", &Choice::Move { piece, die }).replace(['\u{2068}', '\u{2069}'], "")
}

/// Henchmen 1 and 2 on square 10, Player 2's henchman 1 on square 9; the godfather alone on
/// 30, the others dead. A roll of 4 and 6: henchman 1 moves the 4, and henchman 2, the only
/// piece left that can, the 6, to square 16. The option warned that henchman 2 was left alone
/// on square 10, one square ahead of the rival; he is not there once the roll is played.
#[test]
fn a_henchman_the_forced_die_moves_away_is_not_said_left_alone() {
    let c = content();
    let s = race(&c, &[(0, 0, 30), (0, 1, 10), (0, 2, 10), (0, 3, 255), (0, 4, 255), (1, 1, 9)]);
    for (lang, left, forced) in [
        (
            "en",
            "leaves your henchman 2 alone",
            "your henchman 2 from square 10 to square 16 — a sniper square, so you spin the wheel once this roll is \
             moved; within reach of Player 2's henchman 1, 7 squares behind",
        ),
        (
            "fr",
            "laisse votre homme de main 2 seul",
            "votre homme de main 2, case 10 → case 16 — case tir, vous lancez donc la roue une fois ce jet joué ; \
             à portée de Joueur 2 (homme de main 1), 7 cases derrière",
        ),
        (
            "nl",
            "laat jouw handlanger 2 alleen achter",
            "jouw handlanger 2 van veld 10 naar veld 16 — een sluipschuttersveld, dus draai je aan het rad als deze \
             worp gespeeld is; binnen bereik van handlanger 1 van Speler 2, 7 velden erachter",
        ),
    ] {
        let said = option(lang, &s, [4, 6], 1, 4);
        assert!(!said.contains(left), "{lang}: {said}");
        assert!(said.ends_with(forced), "{lang}: {said}");
    }
}

/// The godfather alone on square 29, henchman 2 on 26 the last behind him, henchman 3 ahead on
/// 35, the others dead. A roll of 2 and 5: henchman 3 moves the 2, and henchman 2, the only
/// piece left that can, the 5, past the godfather to square 31, leaving nobody behind him.
#[test]
fn a_godfather_the_forced_die_strands_is_said_so() {
    let c = content();
    let s = race(&c, &[(0, 0, 29), (0, 1, 255), (0, 2, 26), (0, 3, 35), (0, 4, 255)]);
    for (lang, stranded) in [
        (
            "en",
            "your henchman 2 from square 26 to square 31 — a safety square, safe from the snipers only; \
             no henchman of yours is left behind your godfather, alone \
             on square 29: only one who goes round the whole loop past the HQ can come to him now",
        ),
        (
            "fr",
            "votre homme de main 2, case 26 → case 31 — case sécurité, à l'abri des seuls tireurs d'élite ; \
             plus aucun de vos hommes de main derrière votre parrain, seul \
             en case 29 : seul un homme de main qui fera le tour complet de la ville",
        ),
        (
            "nl",
            "jouw handlanger 2 van veld 26 naar veld 31 — een veilig veld, alleen beschut tegen sluipschutters; \
             geen enkele handlanger van je staat nog achter je \
             peetvader, alleen op veld 29",
        ),
    ] {
        let said = option(lang, &s, [2, 5], 3, 2);
        assert!(said.contains(stranded), "{lang}: {said}");
    }
    // The godfather and henchman 3 on 28, henchman 4 on 26, the others dead. Henchman 3 moves
    // the 3 and leaves the godfather alone; henchman 4 then moves the 2 onto his square.
    let s = race(&c, &[(0, 0, 28), (0, 1, 255), (0, 2, 255), (0, 3, 28), (0, 4, 26)]);
    for (lang, left, joins) in [
        (
            "en",
            "leaves your godfather alone",
            "your henchman 4 from square 26 to square 28 — a sniper square, so you spin the wheel once this roll is \
             moved; joins your godfather, alone there, who may move on again",
        ),
        (
            "fr",
            "laisse votre parrain seul",
            "votre homme de main 4, case 26 → case 28 — case tir, vous lancez donc la roue une fois ce jet joué ; \
             rejoint votre parrain, seul sur cette case, qui pourra repartir",
        ),
        (
            "nl",
            "laat je peetvader alleen",
            "jouw handlanger 4 van veld 26 naar veld 28 — een sluipschuttersveld, dus draai je aan het rad als deze \
             worp gespeeld is; voegt zich bij je peetvader, die daar alleen stond en weer \
             verder mag",
        ),
    ] {
        let said = option(lang, &s, [3, 2], 3, 3);
        assert!(!said.contains(left), "{lang}: {said}");
        assert!(said.contains(joins), "{lang}: {said}");
    }
}

/// A godfather moved alone while the other die is still the player's to choose (a review, fr
/// seed 23, turns 16, 76 and 88): the option read "left alone and stuck", the worst, though the
/// next question let a henchman join him, and it was the only move that took him forward. The
/// godfather and henchman 1 on square 2, henchman 2 on 1; a roll of 4 and 5: the godfather
/// moves the 4 to square 6, and henchman 2 can join him there with the 5.
#[test]
fn a_godfather_the_free_other_die_can_join_is_not_said_stuck() {
    let c = content();
    let s = race(&c, &[(0, 0, 2), (0, 1, 2), (0, 2, 1)]);
    for (lang, unless, stuck) in [
        ("en", "leaves him alone there unless your other die (5) brings your henchman 2 to him", "stuck"),
        ("fr", "le laisse seul sur cette case, sauf si l'autre dé (5) y amène votre homme de main 2", "bloqué"),
        ("nl", "laat hem daar alleen staan, tenzij de andere dobbelsteen (5) jouw handlanger 2 bij hem brengt", "vast"),
    ] {
        let said = option(lang, &s, [4, 5], 0, 4);
        assert!(said.contains(unless), "{lang}: {said}");
        assert!(!said.contains(stuck), "{lang}: {said}");
    }
}

/// A hostage taken said in each option what his gang could do to the taker, and for a
/// godfather what that would cost (a review, fr seed 23: four to six rows an option). It is
/// said once under the question (PRISE D'OTAGE; REGLE GENERALE), each option keeping the
/// nearest of the hostage's gang in one short clause. Player 1's henchman 1 on square 7,
/// Player 2's henchman 1 alone on 10: a roll of 3 and 4, henchman 1 moving the 3 takes him.
/// The line begins "If you take a hostage": "Hostage: ... liquidates your piece there", with no
/// piece of the reader's held, read as if one were (a review, en seed 39, turn 9).
#[test]
fn a_hostage_s_threat_is_said_once_under_the_question() {
    let c = content();
    let s = race(&c, &[(0, 1, 7), (1, 1, 10)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 4] });
    for (lang, legend, takes) in [
        (
            "en",
            "If you take a hostage (Taking hostages; French rulebook: PRISE D'OTAGE): one of his gang who stops \
             on his square liquidates your piece that holds him",
            "takes Player 2's henchman 1 hostage; ",
        ),
        (
            "fr",
            "Si vous prenez un otage (PRISE D'OTAGE) : un truand de son gang qui s'arrête sur sa case y liquide votre \
             preneur d'otage",
            "prend Joueur 2 (homme de main 1) en otage ; ",
        ),
        (
            "nl",
            "Gijzel je iemand (Gijzeling; Franse spelregels: PRISE D'OTAGE): stopt iemand van zijn bende op zijn \
             veld, dan liquideert die het jouwe daar",
            "neemt handlanger 1 van Speler 2 in gijzeling; ",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let question = screen.question(&Open::of(&m, Seat(0)), "move").replace(['\u{2068}', '\u{2069}'], "");
        assert!(question.contains(legend), "{lang}: {question}");
        let said = option(lang, &s, [3, 4], 1, 3);
        assert!(said.contains(takes), "{lang}: {said}");
        assert!(!said.contains(&legend[legend.len() - 20..]), "{lang}: {said}");
        assert!(!said.contains("PRISE D'OTAGE"), "{lang}: {said}");
    }
    // No move takes a hostage: no such words.
    let s = race(&c, &[(0, 1, 7), (1, 1, 30)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 4] });
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("a bundled language");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    assert!(!screen.question(&Open::of(&m, Seat(0)), "move").contains("If you take a hostage ("));
}
