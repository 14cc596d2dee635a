//! What an influence or still card on offer gives, and what a marker placed aims at: a closed
//! speakeasy's opening, said on its option (a newcomer's page read "Invloed — meteen gespeeld"
//! and "Texas Lil's Diner (plaats voor 5; nog geen fiches)").

use super::*;

/// Influence on offer (PHASE 1, 5b: "Carte d'influence simple") says what it gives, in short;
/// a closed speakeasy offered for a marker (PHASE 2) says how many markers open it.
#[test]
fn an_influence_card_and_a_closed_speakeasy_say_what_they_bring() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "influence")];
    let texas = content.board.speakeasy("texas_lils").unwrap();
    for (lang, gives, closed, open_room) in [
        (
            "en",
            "Influence: one influence marker from your reserve into your back room",
            "(closed, opens at 3 markers; room for 5;",
            "(room for 2;",
        ),
        (
            "fr",
            "Influence simple : un marqueur d'influence de votre réserve dans votre Arrière-Salle",
            "(fermé, ouvre à 3 marqueurs ; place pour 5 ;",
            "(place pour 2 ;",
        ),
        (
            "nl",
            "Invloed: één invloedsfiche uit je voorraad in je achterkamer",
            "(gesloten, opent bij 3 fiches; plaats voor 5;",
            "(plaats voor 2;",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let view = View::new(&state, &content, Seat(0), &[]);
        let said = plain(&screen.option(&view, "offer", &Choice::Muscle { space: 0 }));
        assert!(said.starts_with(gives), "{lang}: {said}");
        let said = plain(&screen.option(&view, "influence", &Choice::Speakeasy(texas)));
        assert!(said.contains(closed), "{lang}: {said}");
        let mut open = state.clone();
        open.speakeasies[usize::from(texas.0)].influence[Seat(1)] = 3;
        let said =
            plain(&screen.option(&View::new(&open, &content, Seat(0), &[]), "influence", &Choice::Speakeasy(texas)));
        assert!(said.contains(open_room), "an open speakeasy says only its room: {lang}: {said}");
    }
}
