//! Which rival an option names as the threat to a piece left alone, or to a hostage's taker
//! (PRISE D'OTAGE): one free to move before a lone godfather who moves only once one of his
//! henchmen joins him (REGLE GENERALE), however near; the lone godfather said after him where
//! a hostage's rescue is told.

use super::race_by_hand::{content, race, race_of, said};

/// A newcomer's game (nl seed 18, turn 23): Player 2's godfather alone on square 20, his
/// henchman 2 on 18. The option sending the reader's godfather alone to 22 named only the
/// godfather, "2 squares behind (once joined)", which reads as not yet a threat, while the
/// henchman, 4 behind, could take him there on any 4. The henchman is named, in each language,
/// and only he: the godfather said after him, in every option, ran a real race's question past
/// 50 rows (square 22 is a sniper square, said after).
#[test]
fn a_free_henchman_is_named_before_a_nearer_lone_godfather() {
    let c = content();
    let s = race(&c, &[(0, 0, 17), (0, 1, 17), (1, 0, 20), (1, 2, 18)]);
    for (lang, words) in [
        ("en", "Player 2's henchman 2, 4 squares behind"),
        ("fr", "Joueur 2 (homme de main 2), 4 cases derrière"),
        ("nl", "handlanger 2 van Speler 2, 4 velden erachter"),
    ] {
        // Named, after the godfather he can join on a double, whose extra die then brings him
        // onto the square too (NOTES.md 9: `two_rivals`).
        let option = said(lang, &s, 0, 5);
        assert!(option.contains(words), "{lang}: {option}");
    }
}

/// The same game, turn 27: the reader's godfather taking Player 2's henchman 2 hostage on square
/// 22 was told that the nearest of his gang who could come was his godfather, alone on 20, "once
/// one of his henchmen joins him", while his henchmen 1 and 3, 7 behind, could come on a plain
/// roll and liquidate the taker, and with him the reader's whole gang. The lone godfather said
/// after them read "as could Player 2's godfather, 2 squares behind, once joined" (a review, fr
/// seed 47, turn 51, found it hard to parse): he is said nearer, and why he does not come yet.
#[test]
fn a_hostage_s_free_gang_is_named_before_his_lone_godfather() {
    let c = content();
    let s = race(&c, &[(0, 0, 17), (0, 1, 17), (1, 0, 20), (1, 1, 15), (1, 2, 22), (1, 3, 15)]);
    for (lang, words) in [
        (
            "en",
            "nearest of his gang: Player 2's henchman 1, 7 squares behind; nearer, Player 2's \
             godfather, 2 squares behind, but he moves only once a henchman of his joins him;",
        ),
        (
            "fr",
            "le plus proche de son gang : Joueur 2 (homme de main 1), 7 cases derrière ; plus près, \
             Joueur 2 (parrain), 2 cases derrière, mais il ne bougera qu'une fois rejoint par un de ses \
             hommes de main ;",
        ),
        (
            "nl",
            "de dichtstbijzijnde van zijn bende: handlanger 1 van Speler 2, 7 velden erachter; dichterbij \
             de peetvader van Speler 2, 2 velden erachter, maar die kan pas weg als een van zijn \
             handlangers bij hem staat;",
        ),
    ] {
        let option = said(lang, &s, 0, 5);
        assert!(option.contains(words), "{lang}: {option}");
    }
}

/// A newcomer's race (fr seed 23, turn 16): taking Player 2's henchman 3 hostage on square 13 said
/// the nearest who could come for him, Player 2's henchman 4, "se trouve une case derrière le
/// vôtre", while he stood in Player 2's HQ, off the board, and the square behind was empty. A
/// rival in his HQ is said there, with the square his HQ opens onto, in each language.
#[test]
fn a_rival_in_his_hq_is_said_in_his_hq_not_squares_behind() {
    let c = content();
    // Four gangs: Player 2's HQ opens onto square 13. His henchman 3 on 13, henchman 4 in the
    // HQ, the others ahead; Player 1's henchman 1 on 10.
    let s = race_of(&c, 4, &[(0, 1, 10), (1, 0, 20), (1, 1, 20), (1, 2, 22), (1, 3, 13)]);
    for (lang, words) in [
        ("en", "nearest of his gang: Player 2's henchman 4, in his HQ just behind"),
        ("fr", "le plus proche de son gang : Joueur 2 (homme de main 4), à son QG juste derrière"),
        ("nl", "de dichtstbijzijnde van zijn bende: handlanger 4 van Speler 2, in zijn hoofdkwartier vlak erachter"),
    ] {
        let option = said(lang, &s, 1, 3);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // Henchman 3 gone ahead: Player 1's henchman 1 alone on square 15 is within reach of the
    // one in the HQ, 3 squares from it.
    let s = race_of(&c, 4, &[(0, 1, 10), (1, 0, 20), (1, 1, 20), (1, 2, 22), (1, 3, 22)]);
    for (lang, words) in [
        ("en", "within reach of Player 2's henchman 4, in his HQ in front of square 13, 3 squares behind"),
        ("fr", "à portée de Joueur 2 (homme de main 4), à son QG devant la case 13, 3 cases derrière"),
        ("nl", "binnen bereik van handlanger 4 van Speler 2, in zijn hoofdkwartier vóór veld 13, 3 velden erachter"),
    ] {
        let option = said(lang, &s, 1, 5);
        assert!(option.contains(words), "{lang}: {option}");
    }
}
