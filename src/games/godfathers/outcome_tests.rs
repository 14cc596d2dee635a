//! What a move offered would do, as its option says it (`outcome.rs`).

use super::super::content::{Content, GAME_ID};
use super::super::load::load;
use super::super::narrate::Narrator;
use super::super::rules::setup::new_game;
use super::super::state::{Piece, PieceRef, Place, State};
use super::{does, to};
use crate::engine::content::Source;
use crate::engine::locale::Arg;
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

/// A two-player race with pieces placed by hand: (seat, piece, square from 1; 0 the HQ).
fn race(c: &Content, pieces: &[(u8, u8, u8)]) -> State {
    let mut s = new_game(c, 2, 1).expect("two players");
    s.current = Seat(0);
    for &(seat, piece, square) in pieces {
        let entry = s.entries[Seat(seat)];
        let lap = (square + c.board.len() - entry - 1) % c.board.len() + 1;
        s.gangs[Seat(seat)].pieces[usize::from(piece)] = match square {
            0 => Piece::in_hq(),
            q => Piece { place: Place::Square(q - 1), lap, fresh: false, held_by: None },
        };
    }
    s
}

fn said(s: &State, seat: u8, piece: u8, steps: u8) -> String {
    said_in("en", s, seat, piece, steps)
}

fn said_in(lang: &str, s: &State, seat: u8, piece: u8, steps: u8) -> String {
    let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
    does(&Narrator { content: &c, locale: &locale }, s, PieceRef { seat: Seat(seat), piece }, steps, true)
        .unwrap_or_default()
}

fn content() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

#[test]
fn a_move_onto_a_lone_rival_says_it_takes_him_hostage() {
    // PRISE D'OTAGE: "doit le prendre en otage".
    let s = race(&content(), &[(1, 1, 3)]);
    assert_eq!(
        said(&s, 0, 1, 3),
        "takes Player 2's henchman 1 hostage; none of Player 2's gang can reach it in one turn"
    );
    // A plain move says nothing more than where it goes.
    assert_eq!(said(&s, 0, 1, 2), "");
}

#[test]
fn a_move_onto_two_rivals_says_the_mover_dies_and_a_godfather_takes_his_gang_with_him() {
    // REGLE GENERALE: "il n'a rien le temps de faire et est liquidé"; a godfather liquidated
    // goes home and his henchmen are killed.
    let s = race(&content(), &[(1, 1, 5), (1, 2, 5), (0, 0, 2), (0, 1, 2)]);
    // The henchman who leaves his godfather's square to die there leaves him alone as well.
    assert_eq!(
        said(&s, 0, 1, 3),
        "is liquidated there by the two rivals who stand on it; \
         leaves your godfather alone on his square, stuck"
    );
    assert_eq!(
        said(&s, 0, 0, 3),
        "is liquidated there by the two rivals who stand on it; \
         Player 1's godfather falls, back to his HQ with his henchmen killed"
    );
}

#[test]
fn a_third_piece_on_a_hostage_square_says_whom_it_liquidates() {
    // PRISE D'OTAGE: of the hostage's gang, the kidnapper dies and the hostage goes free; of
    // the kidnapper's gang, the hostage dies. The hostage freed is the mover's own: "your
    // henchman 1", not his gang's name said to himself.
    let c = content();
    let mut s = race(&c, &[(0, 1, 6), (1, 1, 6), (0, 2, 0), (1, 2, 3)]);
    s.gangs[Seat(1)].pieces[1].held_by = Some(PieceRef { seat: Seat(0), piece: 1 });
    assert_eq!(said(&s, 0, 2, 6), "liquidates Player 2's henchman 1, held hostage there");
    s.current = Seat(1);
    assert_eq!(said(&s, 1, 2, 3), "liquidates Player 1's henchman 1 and frees your henchman 1");
    // The hostage let go stands one square behind, free to come back for him.
    assert_eq!(
        said(&s, 0, 1, 1),
        "a safety square, safe from the snipers only; lets his hostage Player 2's \
         henchman 1 go; within reach of Player 2's henchman 1, one square behind"
    );
}

#[test]
fn a_godfather_home_wins_and_one_past_home_goes_round_again() {
    // RETOUR DU PARRAIN: the exact count home wins; past it, another lap and 3 recruits.
    let c = content();
    let mut s = race(&c, &[(0, 0, 47), (0, 1, 47)]);
    s.gangs[Seat(0)].pieces[2] = Piece::dead();
    assert_eq!(said(&s, 0, 0, 2), "comes home and wins the race");
    // Where the move goes is said once, not "to home to the HQ".
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let n = Narrator { content: &c, locale: &locale };
    let godfather = PieceRef { seat: Seat(0), piece: 0 };
    assert!(matches!(to(&n, &s, godfather, 2), Arg::Str(w) if w == "the HQ"));
    // Past home, he stops on a square of his new lap with his recruit left in the HQ.
    assert_eq!(
        said(&s, 0, 0, 3),
        "passes his HQ and must go round again, recruiting one henchman; \
         leaves him alone there, stuck"
    );
    assert_eq!(
        said(&s, 0, 1, 5),
        "a sniper square, so you spin the wheel once this roll is moved, before your double's extra die; \
         passes the HQ after a full lap and recruits one henchman; leaves your godfather alone on his square, \
         stuck"
    );
}

/// The winning move's option names what is won as the news of the win does: French read
/// "gagne la partie" on the option and "gagne la course" in the news (issue 35).
#[test]
fn the_winning_option_names_the_race_as_the_news_does() {
    let c = content();
    let mut s = race(&c, &[(0, 0, 47), (0, 1, 47)]);
    s.gangs[Seat(0)].pieces[2] = Piece::dead();
    for (lang, won) in [("en", "wins the race"), ("fr", "gagne la course"), ("nl", "wint de race")] {
        let option = said_in(lang, &s, 0, 0, 2);
        assert!(option.contains(won), "{lang}: {option}");
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let news = Narrator { content: &c, locale: &locale }.t("game-won", &[("seat", Arg::Str("X".into()))]);
        assert!(news.contains(won), "{lang}: {news}");
    }
}

/// RULINGS.md: "A piece that hires snipers and dies on arrival still spins": the option of
/// a henchman liquidated on a sniper square says the wheel still spins; a newcomer saw
/// "hires the snipers" after his henchman's death and took it for a mistake.
#[test]
fn a_piece_liquidated_on_a_sniper_square_still_hires_the_snipers() {
    let c = content();
    let sniper = (4..c.board.len()).find(|&q| c.board.kind(q).key() == "sniper").expect("a sniper square");
    let q = sniper + 1;
    let s = race(&c, &[(1, 1, q), (1, 2, q), (0, 1, q - 3), (0, 0, q - 3)]);
    let said = said(&s, 0, 1, 3);
    assert!(said.starts_with("a sniper square, so you spin the wheel once this roll is moved"), "{said}");
    assert!(said.contains("; is liquidated there by the two rivals who stand on it"), "{said}");
}

/// SECURITE: "à l'abri des tireurs d'élite; et seulement des tireurs d'élite [...]
/// Cependant, la règle de la prise d'otage s'applique": a hostage taken on a safety square
/// is said with what the square keeps off and what not, where the option said "a safety
/// square, where the snipers cannot hit him" and his gang then came for the taker.
#[test]
fn a_hostage_taken_on_a_safety_square_says_his_gang_may_still_come() {
    let c = content();
    let s = race(&c, &[(1, 1, 7)]);
    assert_eq!(
        said(&s, 0, 1, 7),
        "takes Player 2's henchman 1 hostage (a safety square: no shelter from Player 2's gang); \
         none of Player 2's gang can reach it in one turn"
    );
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let n = Narrator { content: &c, locale: &locale };
    let hostage = PieceRef { seat: Seat(1), piece: 1 };
    assert_eq!(super::hostage_taken(&n, &s, PieceRef { seat: Seat(0), piece: 1 }, 7), Some((hostage, true)));
    assert_eq!(
        super::hostage_taken(&n, &race(&c, &[(1, 1, 3)]), PieceRef { seat: Seat(0), piece: 1 }, 3),
        Some((hostage, false))
    );
    assert_eq!(super::hostage_taken(&n, &s, PieceRef { seat: Seat(0), piece: 1 }, 4), None);
}

#[test]
fn a_godfather_left_alone_is_told_stuck_and_a_henchman_joining_him_is_told_to_free_him() {
    // REGLE GENERALE: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve
    // seul. Pour pouvoir repartir, il doit y être rejoint par un de ses hommes de main."
    let c = content();
    let s = race(&c, &[(0, 0, 2), (0, 1, 2)]);
    assert_eq!(said(&s, 0, 0, 1), "leaves him alone there, stuck");
    // With a henchman beside him where he stops, he is told he may move on.
    let s = race(&c, &[(0, 0, 2), (0, 1, 2), (0, 2, 3)]);
    assert_eq!(said(&s, 0, 0, 1), "joins your henchman 2 there, so he is not alone and may move on again");
    // Alone on square 3, he is joined by a henchman from the HQ that lands there.
    let s = race(&c, &[(0, 0, 3)]);
    assert_eq!(said(&s, 0, 1, 3), "joins your godfather, alone there, who may move on again");
    assert_eq!(said(&s, 0, 1, 2), "");
    // His only henchman beside him walks away: he is left stuck, and told so; with a
    // second henchman staying, nothing of the kind.
    let s = race(&c, &[(0, 0, 3), (0, 1, 3)]);
    assert_eq!(said(&s, 0, 1, 2), "leaves your godfather alone on his square, stuck");
    let s = race(&c, &[(0, 0, 3), (0, 1, 3), (0, 2, 3)]);
    assert_eq!(said(&s, 0, 1, 2), "");
}

/// PRISE D'OTAGE: "Un parrain seul sur une case peut être pris en otage comme un homme de
/// main". A newcomer moved his godfather alone next to a rival's henchman and was told only
/// that he would be stuck: the option now names the nearest rival who could stop there, in
/// each language; with no rival in reach, or his henchman beside him, nothing of the kind.
#[test]
fn a_godfather_left_alone_within_a_rival_s_reach_is_told_he_can_be_taken_hostage() {
    let c = content();
    let s = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 5)]);
    for (lang, said) in [
        (
            "en",
            "leaves him alone there, stuck; within reach of Player 2's \
             henchman 1, 6 squares behind",
        ),
        (
            "fr",
            "le laisse seul et bloqué sur cette case ; à portée \
             de Joueur 2 (homme de main 1), 6 cases derrière",
        ),
        (
            "nl",
            "laat hem daar alleen staan, vast; binnen bereik van \
             handlanger 1 van Speler 2, 6 velden erachter",
        ),
    ] {
        let option = said_in(lang, &s, 0, 0, 1);
        assert!(option.starts_with(said), "{lang}: {option}");
    }
    // A rival further than the dice's total reaches him only with a double, and is said so.
    let far = race(&c, &[(0, 0, 20), (0, 1, 20), (1, 1, 5)]);
    let option = said(&far, 0, 0, 1);
    assert!(option.contains("within reach of Player 2's henchman 1, 16 squares behind (with a double)"), "{option}");
    for (lang, double) in [("fr", "16 cases derrière (avec un double)"), ("nl", "16 velden erachter (met een dubbel)")]
    {
        let option = said_in(lang, &far, 0, 0, 1);
        assert!(option.contains(double), "{lang}: {option}");
    }
    // The henchman who walks away from him leaves him as open to the rival.
    let option = said(&s, 0, 1, 2);
    assert!(option.contains("within reach of Player 2's henchman 1, 5 squares behind"), "{option}");
    // A rival ahead of him, or held hostage, cannot come: he is told only that he is stuck.
    let ahead = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 14)]);
    assert!(!said(&ahead, 0, 0, 1).contains("within reach"), "{}", said(&ahead, 0, 0, 1));
    let mut held = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 5), (0, 2, 5)]);
    held.gangs[Seat(1)].pieces[1].held_by = Some(PieceRef { seat: Seat(0), piece: 2 });
    assert!(!said(&held, 0, 0, 1).contains("within reach"), "{}", said(&held, 0, 0, 1));
    // The help of a godfather's move says the rule.
    for (lang, rule) in [
        ("en", "Alone on a square, he can be taken hostage like a henchman"),
        ("fr", "Seul sur une case, il peut être pris en otage comme un homme de main"),
        ("nl", "Alleen op een veld kan hij net als een handlanger gegijzeld worden"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let help = Narrator { content: &c, locale: &locale }.t("help-godfather", &[]);
        assert!(help.contains(rule), "{lang}: {help}");
    }
}

/// PRISE D'OTAGE: "Un truand s'arrêtant sur une case occupée par un truand adverse doit le
/// prendre en otage"; SECURITE: "la règle de la prise d'otage s'applique". A henchman sent
/// alone onto a safety square was told "where the snipers cannot hit him", and a rival's
/// henchman just behind took him hostage the next turn: the option names the nearest rival
/// who could stop there, and the safety square says it keeps off the snipers only, in each
/// language. Beside one of his own, or with no rival in reach, no such word.
#[test]
fn a_henchman_left_alone_within_a_rival_s_reach_is_told_he_can_be_taken_hostage() {
    let c = content();
    let safety = (8..c.board.len()).find(|&q| c.board.kind(q).key() == "safety").expect("a safety square") + 1;
    // Player 1's henchman 1 three squares before the safety square, Player 2's henchman 1
    // four squares behind him.
    let s = race(&c, &[(0, 1, safety - 3), (1, 1, safety - 7)]);
    for (lang, said) in [
        (
            "en",
            "a safety square, safe from the snipers only; \
             within reach of Player 2's henchman 1, 7 squares behind",
        ),
        (
            "fr",
            "case sécurité, à l'abri des seuls tireurs d'élite ; \
             à portée de Joueur 2 (homme de main 1), 7 cases derrière",
        ),
        (
            "nl",
            "een veilig veld, alleen beschut tegen sluipschutters; \
             binnen bereik van handlanger 1 van Speler 2, 7 velden erachter",
        ),
    ] {
        let option = said_in(lang, &s, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(option, said, "{lang}");
    }
    // Beside one of his own gang, a rival stopping there would be liquidated: no word of it.
    let beside = race(&c, &[(0, 1, safety - 3), (0, 2, safety), (1, 1, safety - 7)]);
    assert!(!said(&beside, 0, 1, 3).contains("within reach"), "{}", said(&beside, 0, 1, 3));
    // A rival that only a double brings there: not said for a henchman, who moves on.
    let far = race(&c, &[(0, 1, 20), (1, 1, 9)]);
    assert!(!said(&far, 0, 1, 3).contains("within reach"), "{}", said(&far, 0, 1, 3));
    // No rival behind him within a turn: only what the square does.
    let alone = race(&c, &[(0, 1, safety - 3), (1, 1, safety + 2)]);
    assert_eq!(said(&alone, 0, 1, 3), "a safety square, safe from the snipers only");
}

/// PRISE D'OTAGE: "Un truand s'arrêtant sur une case occupée par un truand adverse doit le
/// prendre en otage". A henchman walked away from his team-mate, and only the mover was told
/// a rival could take him: the one left alone on the square is named with the nearest rival
/// who could stop there, in each language. With a third staying beside him, or no rival in
/// reach, no such word.
#[test]
fn a_henchman_left_alone_by_his_team_mate_is_told_he_can_be_taken_hostage() {
    let c = content();
    // Player 1's henchmen 1 and 2 on square 11, Player 2's henchman 1 on square 6.
    let s = race(&c, &[(0, 1, 11), (0, 2, 11), (1, 1, 6)]);
    for (lang, left) in [
        ("en", "; leaves your henchman 2 alone on square 11, within reach of Player 2's henchman 1, 5 squares behind"),
        (
            "fr",
            " ; laisse votre homme de main 2 seul en case 11, à portée de Joueur 2 (homme de main 1), 5 cases \
             derrière",
        ),
        (
            "nl",
            "; laat jouw handlanger 2 alleen achter op veld 11, binnen bereik van handlanger 1 van Speler 2, \
             5 velden erachter",
        ),
    ] {
        let option = said_in(lang, &s, 0, 1, 2).replace(['\u{2068}', '\u{2069}'], "");
        assert!(option.ends_with(left), "{lang}: {option}");
    }
    // A third of the gang staying beside him: a rival stopping there meets two.
    let three = race(&c, &[(0, 1, 11), (0, 2, 11), (0, 3, 11), (1, 1, 6)]);
    assert!(!said(&three, 0, 1, 2).contains("leaves your henchman"), "{}", said(&three, 0, 1, 2));
    // No rival within the dice's total behind him.
    let far = race(&c, &[(0, 1, 11), (0, 2, 11), (1, 1, 30)]);
    assert_eq!(said(&far, 0, 1, 2), "");
}

/// PRISE D'OTAGE: "Il est du même gang que l'otage: le kidnappeur est liquidé". A hostage
/// taken said that his gang could come for the taker, not how near it stands: the option
/// now names the nearest of his gang who could stop there in one turn, or that none can,
/// in each language, citing the section.
#[test]
fn a_hostage_taken_says_how_near_his_gang_stands() {
    let c = content();
    // Player 2's henchman 1 on square 10, his henchman 2 six squares behind it.
    let s = race(&c, &[(1, 1, 10), (1, 2, 4), (0, 1, 7)]);
    for (lang, near) in [
        ("en", "; nearest of his gang: Player 2's henchman 2, 6 squares behind"),
        ("fr", " ; le plus proche de son gang : Joueur 2 (homme de main 2), 6 cases derrière"),
        ("nl", "; de dichtstbijzijnde van zijn bende: handlanger 2 van Speler 2, 6 velden erachter"),
    ] {
        let option = said_in(lang, &s, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
        assert!(option.contains(near), "{lang}: {option}");
    }
    // Further than the dice's total: only with a double.
    let far = race(&c, &[(1, 1, 20), (1, 2, 6), (0, 1, 17)]);
    let option = said(&far, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
    assert!(option.ends_with("Player 2's henchman 2, 14 squares behind, with a double"), "{option}");
    // None of his gang within a turn's reach (the others in their HQ, which opens on square
    // 25): said so.
    let none = race(&c, &[(1, 1, 20), (0, 1, 17)]);
    for (lang, far) in [
        ("en", "none of Player 2's gang can reach it in one turn"),
        ("fr", "aucun truand du gang de Joueur 2 ne peut atteindre cette case en un tour"),
        ("nl", "niemand van de bende van Speler 2 kan dit veld in één beurt bereiken"),
    ] {
        let option = said_in(lang, &none, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
        assert!(option.contains(far), "{lang}: {option}");
    }
}

#[test]
fn a_square_s_type_is_said_for_the_piece_that_stays_there() {
    // LES CASES: B - TIR, C - SECURITE, D - DANGER.
    let s = race(&content(), &[]);
    assert!(said(&s, 0, 1, 4).starts_with("a sniper square"));
    assert!(said(&s, 0, 1, 7).starts_with("a safety square"));
    assert!(said(&s, 0, 1, 9).starts_with("a danger square"));
}

/// A move that gets the gang's last henchman killed says what follows for the godfather
/// (REGLE GENERALE: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve
/// seul"; RECRUTEMENT): it said only that the henchman died.
#[test]
fn a_move_that_kills_the_last_henchman_says_what_follows() {
    let mut s = race(&content(), &[(1, 1, 5), (1, 2, 5), (0, 0, 2), (0, 1, 2)]);
    for p in &mut s.gangs[Seat(0)].pieces[2..] {
        *p = Piece::dead();
    }
    let said = said(&s, 0, 1, 3);
    assert!(said.starts_with("is liquidated there by the two rivals who stand on it"), "{said}");
    assert!(
        said.contains(
            "and that was your last henchman: your godfather, alone, can then move no more until a rival kills him \
             and sends him home with 3 recruits"
        ),
        "{said}"
    );
}
