//! What the race says of a godfather who must not be left alone (REGLE GENERALE: "Le parrain ne
//! peut jamais quitter une case sur laquelle il se trouve seul. Pour pouvoir repartir, il doit y
//! être rejoint par un de ses hommes de main"): how to keep him moving, the one henchman who can
//! still come to him, and why a gang stopped, at the end (a newcomer's three races at a
//! terminal, en seed 15).

use super::content::GAME_ID;
use super::narrate::Narrator;
use super::race_by_hand::{content, race, said};
use super::screen::Terminal;
use super::state::{PieceRef, Place};
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

fn locale(lang: &str) -> Locale {
    Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language")
}

/// A newcomer moved his godfather onto empty squares, and twice he stayed there for good; he
/// found by trial that the godfather moves on from a square where a henchman of his waits. The
/// henchman joining a lone godfather said so ("who may move on again"), the godfather joining
/// his henchman said nothing. It says so now, in each language, and how to win says how.
#[test]
fn a_godfather_moving_onto_his_henchman_is_told_he_may_move_on() {
    let c = content();
    // Player 1's godfather and henchman 1 on square 8, henchman 2 on square 11.
    let s = race(&c, &[(0, 0, 8), (0, 1, 8), (0, 2, 11)]);
    for (lang, words) in [
        ("en", "joins your henchman 2 there, so he is not alone and may move on again"),
        ("fr", "rejoint votre homme de main 2 sur cette case : il n'y est pas seul et pourra repartir"),
        ("nl", "voegt zich daar bij jouw handlanger 2, dus hij staat niet alleen en mag weer verder"),
    ] {
        let option = said(lang, &s, 0, 3);
        assert!(option.starts_with(words), "{lang}: {option}");
        // Onto an empty square, he is told he is stuck there, not this.
        assert!(!said(lang, &s, 0, 2).contains(words), "{lang}");
    }
    for (lang, words) in [
        ("en", "to keep him moving, move him onto a square where one of your henchmen already stands"),
        ("fr", "pour qu'il puisse toujours repartir, déplacez-le sur une case où se trouve déjà l'un de vos hommes"),
        ("nl", "zet hem dus op een veld waar al een van je handlangers staat, dan kan hij verder"),
    ] {
        let locale = locale(lang);
        let rules = Terminal { n: Narrator { content: &c, locale: &locale } }.rules(&locale);
        assert!(rules.contains(words), "{lang}: {rules}");
    }
}

/// The newcomer's race, turn 35: his godfather alone on square 15, henchman 1 on 14 the only
/// one behind him, Player 2's godfather and henchman on 12. The options that moved others said
/// nothing of henchman 1; a rival took him there, and the godfather never moved again. Every
/// option but henchman 1's own says so now, in each language.
#[test]
fn the_only_henchman_who_can_free_a_lone_godfather_is_watched_in_every_option() {
    let c = content();
    // Henchman 2 ahead of the godfather, on 20; henchmen 3 and 4 dead.
    let s = race(&c, &[(0, 0, 15), (0, 1, 14), (0, 2, 20), (0, 3, 255), (0, 4, 255), (1, 0, 12), (1, 1, 12)]);
    for (lang, words) in [
        (
            "en",
            "your henchman 1, on square 14, the only henchman of yours who can still join your godfather, is within \
             reach of Player 2's godfather, 2 squares behind",
        ),
        (
            "fr",
            "votre homme de main 1, en case 14, le seul de vos hommes de main à pouvoir encore rejoindre votre \
             parrain, est à portée de Joueur 2 (parrain), 2 cases derrière",
        ),
        (
            "nl",
            "jouw handlanger 1 op veld 14, de enige van je handlangers die je peetvader nog kan bereiken, is \
             binnen bereik van de peetvader van Speler 2, 2 velden erachter",
        ),
    ] {
        let option = said(lang, &s, 2, 3);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // His own move says where he goes instead; with a second henchman able to come (one in
    // the HQ), the race does not hang on him.
    assert!(!said("en", &s, 1, 3).contains("the only henchman"), "{}", said("en", &s, 1, 3));
    let two = race(&c, &[(0, 0, 15), (0, 1, 14), (0, 2, 20), (0, 3, 255), (1, 0, 12), (1, 1, 12)]);
    assert!(!said("en", &two, 2, 3).contains("the only henchman"), "{}", said("en", &two, 2, 3));
}

/// The newcomer's first race: his last henchman died at turn 54, and the race ran on for 24
/// turns with no question; the reason scrolled away, and the final standings read only "the
/// godfather has walked 15 squares of his race". They say why the gang stopped, in each
/// language; a gang still able to move, and the winner, say only how far they went.
#[test]
fn the_final_standings_say_why_a_gang_could_move_nobody() {
    let c = content();
    let mut s = race(&c, &[(0, 0, 15), (0, 1, 255), (0, 2, 255), (0, 3, 255), (0, 4, 255), (1, 0, 30), (1, 1, 30)]);
    s.winner = Some(Seat(1));
    for (lang, words) in [
        (
            "en",
            "of his race; at the end he stood alone on square 15 with all his henchmen dead, so his gang could move \
             nobody: a godfather never leaves a square where he is alone (General rule; French rulebook: RÈGLE \
             GÉNÉRALE)",
        ),
        (
            "fr",
            "de sa course ; à la fin, il était seul en case 15, tous ses hommes de main morts : son gang ne pouvait \
             plus déplacer personne, car un parrain ne quitte jamais une case où il est seul (RÈGLE GÉNÉRALE)",
        ),
        (
            "nl",
            "van zijn race afgelegd; aan het eind stond hij alleen op veld 15 en waren al zijn handlangers dood, dus \
             kon zijn bende niemand verplaatsen: een peetvader verlaat nooit een veld waar hij alleen staat",
        ),
    ] {
        let locale = locale(lang);
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let line = screen.final_standing(&s, Seat(0)).unwrap_or_default();
        assert!(line.contains(words), "{lang}: {line}");
        let winner = screen.final_standing(&s, Seat(1)).unwrap_or_default();
        assert!(!winner.contains(';'), "{lang}: {winner}");
    }
    // His godfather held hostage with no henchman free: said so.
    let mut held = s.clone();
    held.gangs[Seat(1)].pieces[1].place = Place::Square(14);
    held.gangs[Seat(0)].pieces[0].held_by = Some(PieceRef { seat: Seat(1), piece: 1 });
    let locale = locale("en");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    let line = screen.final_standing(&held, Seat(0)).unwrap_or_default();
    assert!(line.contains("; at the end he stood held hostage on square 15 with no henchman of his free"), "{line}");
}

/// A newcomer's race (en seed 28, turn 97): his godfather held hostage by Player 3's godfather
/// on square 7, henchman 1 on 6 the only piece behind him, who could free him on a 1 (PRISE
/// D'OTAGE: "Il est du même gang que l'otage: le kidnappeur est liquidé, l'otage est donc
/// libéré"). Moving henchman 1 past him was said only "within reach of ...", while the same move
/// was warned when the godfather stood alone. It is warned the same way now, in each language.
#[test]
fn the_last_henchman_behind_a_godfather_held_hostage_going_past_him_is_warned() {
    let c = content();
    let mut s = race(&c, &[(0, 0, 7), (0, 1, 6), (0, 2, 15), (0, 3, 20), (0, 4, 255), (1, 0, 7), (1, 1, 7)]);
    s.gangs[Seat(0)].pieces[0].held_by = Some(PieceRef { seat: Seat(1), piece: 0 });
    for (lang, words) in [
        (
            "en",
            "no henchman of yours is left behind your godfather, held hostage on square 7: only one who goes round \
             the whole loop past the HQ can come to free him now (Taking hostages; French rulebook: PRISE D'OTAGE)",
        ),
        (
            "fr",
            "plus aucun de vos hommes de main derrière votre parrain, otage en case 7 : seul un homme de main qui \
             fera le tour complet de la ville, en repassant devant le QG, pourra le libérer (PRISE D'OTAGE)",
        ),
        (
            "nl",
            "geen enkele handlanger van je staat nog achter je peetvader, die gegijzeld wordt op veld 7: alleen een \
             die de hele ronde loopt, langs het hoofdkwartier, kan hem nog bevrijden (Gijzeling; Franse spelregels: \
             PRISE D'OTAGE)",
        ),
    ] {
        let option = said(lang, &s, 1, 5);
        assert!(option.contains(words), "{lang}: {option}");
        assert!(said(lang, &s, 1, 2).contains(words), "{lang}: {}", said(lang, &s, 1, 2));
    }
    // Stopping on his square frees him: no such word.
    assert!(!said("en", &s, 1, 1).contains("left behind"), "{}", said("en", &s, 1, 1));
    // A henchman in the HQ can still come for him: no such word.
    s.gangs[Seat(0)].pieces[4] = super::state::Piece::in_hq();
    assert!(!said("en", &s, 1, 5).contains("left behind"), "{}", said("en", &s, 1, 5));
}
