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

/// The status's family lines: why the reserve leaves out the markers on trucks and stills is
/// said on the seat's own line; another's line says only how many (it repeated "your trucks"
/// on every family's line, "your" then meaning a bot).
#[test]
fn only_the_seat_s_own_line_explains_its_markers_on_trucks() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, own, other) in [
        ("en", "(not counting the one on your truck", "(and one marking a truck or offsite still)"),
        ("fr", "(sans compter celui qui marque votre Camion", "(+1 sur Camion ou Alambic)"),
        ("nl", "(zonder die op je vrachtwagen", "(+1 als markering)"),
    ] {
        let locale = locale(lang);
        let s = screen_in(&content, &locale);
        let mine = plain(&s.family_line(&v, Seat(0)));
        assert!(mine.contains(own), "{lang}: {mine}");
        let theirs = plain(&s.family_line(&v, Seat(1)));
        assert!(theirs.contains(other) && !theirs.contains(own), "{lang}: {theirs}");
    }
}
