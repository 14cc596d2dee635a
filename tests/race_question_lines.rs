//! The race's lines under a move's question at the terminal (term23, seed 15): where the seat's
//! pieces stand ("Your gang: …") ran on in the question's paragraph; it is now a row of its
//! own, under the question's words, in each language.

mod support;

use support::piped::play_game;

#[test]
fn the_gang_s_line_is_a_row_of_its_own_under_the_move_question() {
    for (lang, asked, gang) in [
        ("en", "Player 1: You rolled ", "Your gang: godfather in the HQ, "),
        ("fr", "Joueur 1 : Vous avez fait ", "Votre gang : parrain au QG, "),
        ("nl", "Speler 1: Je gooide ", "Je bende: peetvader in het hoofdkwartier, "),
    ] {
        let (code, out, err) = play_game("godfathers", &["--seed", "15", "--lang", lang], "\n");
        assert_eq!(code, Some(0), "{lang}: {err}");
        let out = out.replace(['\u{2068}', '\u{2069}'], "");
        let lines: Vec<&str> = out.lines().collect();
        let at =
            lines.iter().position(|l| l.starts_with(asked)).unwrap_or_else(|| panic!("{lang}: no question in:\n{out}"));
        assert!(!lines[at].contains(gang.trim_end_matches(", ")), "{lang}: {}", lines[at]);
        assert!(lines[at + 1..].iter().take(2).any(|l| l.starts_with(gang)), "{lang}: {:#?}", &lines[at..at + 3]);
    }
}
