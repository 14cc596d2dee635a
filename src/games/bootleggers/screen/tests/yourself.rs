//! A card's players as options: the seat asked named as itself.

use super::*;

/// Hit's "whose marker?" offered the seat's own marker as "Player 1", beside the others, and
/// a person shot his own influence (issue 35): the seat itself reads "yourself (Player 1)".
#[test]
fn the_seat_asked_is_offered_as_itself() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, you, other) in [
        ("en", "yourself (Player 1)", "Player 2"),
        ("fr", "vous-même (Joueur 1)", "Joueur 2"),
        ("nl", "jezelf (Speler 1)", "Speler 2"),
    ] {
        let locale = locale(lang);
        let s = screen_in(&content, &locale);
        assert_eq!(plain(&s.option(&v, "whose", &Choice::Player(Seat(0)))), you, "{lang}");
        assert_eq!(plain(&s.option(&v, "whose", &Choice::Player(Seat(1)))), other, "{lang}");
    }
}
