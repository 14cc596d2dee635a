//! The turns at whose end the poorest gets an extra marker are read from the content
//! (`rules.recruiting.turns`, PHASE 6: « A la fin des tours 4 et 8 »), as the score
//! announcements read them, not written into the words: a mod that recruits at other turns was
//! told "turns 4 and 8" in the news (and under the authority cards: `authority_once`).

use super::*;

#[test]
fn the_poorest_names_the_recruiting_turns_of_the_content() {
    let mut content = load(&Source::Embedded).unwrap();
    content.rules.recruiting.turns = vec![3, 6, 9];
    for (lang, poorest) in [
        ("en", "(at the end of turns 3, 6 and 9, the poorest"),
        ("fr", "(à la fin des tours 3, 6 et 9, le Truand"),
        ("nl", "(aan het eind van de beurten 3, 6 en 9 krijgt"),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let said = plain(&n.line(&Event::Poorest { seat: Seat(1) }, None).unwrap());
        assert!(said.contains(poorest), "{lang}: {said}");
    }
    // One turn alone is named alone.
    content.rules.recruiting.turns = vec![6];
    let l = locale("en");
    let n = Narrator { content: &content, locale: &l };
    let said = plain(&n.line(&Event::Poorest { seat: Seat(1) }, None).unwrap());
    assert!(said.contains("(at the end of turn 6, the poorest"), "{said}");
}
