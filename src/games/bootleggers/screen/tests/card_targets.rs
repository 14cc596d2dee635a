//! A thug card's speakeasies say what the card needs and does there: Double Cross, which may
//! add a marker, that a closed speakeasy opens at so many; Thirsty, which acts on the sale, its
//! price, demand dice and the crates at its docks.

use super::*;

/// Term review 20, finding 6 (fr, seed 14): « Double Cross (Fourberie) : dans quel Bar
/// Clandestin ? … 2. Mother's Groceries (Joueur 3 : 1, Joueur 4 : 2) » said nothing of
/// Mother's being closed until 4 markers, and one added opened it; Thirsty's list gave the
/// markers, not the dice the card adds one to (« augmentée de un dé ce tour-ci »).
#[test]
fn a_cards_speakeasies_say_what_the_card_needs_and_does_there() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let mothers = content.board.speakeasy("mothers").unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(mothers).influence.0 = vec![0, 0, 1, 2];
    state.speakeasy_mut(texas).influence.0 = vec![3, 0, 1, 0];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, closed, dice) in [
        ("en", "Mother's Groceries (closed, opens at 4 markers; room for ", "Texas Lil's Diner — $2G a crate, buys "),
        (
            "fr",
            "Mother's Groceries (fermé, ouvre à 4 marqueurs ; place pour ",
            "Texas Lil's Diner — $2G la Caisse, achète de ",
        ),
        (
            "nl",
            "Mother's Groceries (gesloten, opent bij 4 fiches; plaats voor ",
            "Texas Lil's Diner — $2G per krat, koopt ",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "double_cross", &Choice::Speakeasy(mothers)));
        assert!(said.starts_with(closed), "{lang}: {said}");
        // Copper in the House and Packing Heat say what they do there instead (`sale_cards`).
        let said = plain(&screen.option(&v, "thirsty", &Choice::Speakeasy(texas)));
        assert!(said.starts_with(dice), "{lang}: {said}");
    }
}
