//! The board before the first question fits a terminal of 80 columns and 50 rows with the
//! question and its twelve authority cards.

use super::*;

/// Rows a text takes at a terminal of 80 columns.
fn rows(text: &str) -> usize {
    text.lines().map(|l| plain(l).chars().count().div_ceil(80).max(1)).sum()
}

/// The status of turn 1 at a table of four, in each language: it took 33 rows in French (the
/// French board, the question and its 12 options, 57 rows, scrolled the board's top off a
/// 50-row terminal); it says the authority hand counted while its cards are the question's
/// options ("12 cards": term review 23, finding 4, read "still to play: 10" as card 10), leaves out the offsite stills while a family has none and O'Malley's improvements
/// (it has no slot), and says others' markers on trucks in short.
#[test]
fn the_first_board_fits_fifty_rows_with_the_authority_question() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 14).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, counted, most) in [
        ("en", "your authority cards in hand, still to play: 12 cards, offered in the question below", 26),
        ("fr", "vos cartes d'Autorité en main, encore à jouer : 12 cartes, au choix ci-dessous", 26),
        ("nl", "jouw autoriteitskaarten in de hand, nog te spelen: 12 kaarten, te kiezen in de vraag hieronder", 26),
    ] {
        let l = locale(lang);
        let status = plain(&screen_in(&content, &l).status(&v));
        assert!(status.contains(counted), "{lang}: {status}");
        assert!(rows(&status) <= most, "{lang}: {} rows\n{status}", rows(&status));
        let omalley = status.lines().find(|s| s.starts_with("O'Malley's")).unwrap();
        assert_eq!(rows(omalley), 1, "{lang}: {omalley}");
    }
    // Once the card is played, the numbers left are said again.
    let mut played = state.clone();
    played.players[Seat(0)].played = Some(played.players[Seat(0)].authority.remove(0));
    let l = locale("en");
    let status = plain(&screen_in(&content, &l).status(&View::new(&played, &content, Seat(0), &[])));
    assert!(status.contains("still to play: 4, 12, 22"), "{status}");
}
