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

/// How many more markers the poorest recruits is read from the content too
/// (`rules.recruiting.poorest_bonus`, PHASE 6, 2: « reçoit un marqueur d'influence
/// supplémentaire »), not written into the words: a mod giving the poorest two more was told
/// "one more marker" in the news.
#[test]
fn the_poorest_names_the_extra_markers_a_mod_sets() {
    let dir = tempfile::tempdir().expect("tempdir");
    let game = dir.path().join(super::super::super::content::GAME_ID);
    std::fs::create_dir_all(&game).expect("mod folder");
    std::fs::write(game.join("game.toml"), "[recruiting]\npoorest_bonus = 2\n").expect("write");
    let modded = Source::Modded { base: Box::new(Source::Embedded), mods: vec![dir.path().to_path_buf()] };
    let content = load(&modded).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(content.rules.recruiting.poorest_bonus, 2);
    let bundled = load(&Source::Embedded).unwrap();
    for (lang, recruits, gets, one) in [
        (
            "en",
            "Player 2 has the least money and recruits 2 more markers (",
            "bootlegger gets 2 markers more than the",
            "recruits one more marker (",
        ),
        (
            "fr",
            "(le moins d'argent) et reçoit 2 marqueurs d'influence supplémentaires (",
            "le plus pauvre reçoit 2 marqueurs de plus que les autres",
            "reçoit un marqueur d'influence supplémentaire (",
        ),
        (
            "nl",
            "Speler 2 heeft het minste geld en krijgt 2 extra invloedsfiches (",
            "smokkelaar 2 fiches meer dan de",
            "krijgt een extra invloedsfiche (",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let said = plain(&n.line(&Event::Poorest { seat: Seat(1) }, None).unwrap());
        assert!(said.contains(recruits) && said.contains(gets), "{lang}: {said}");
        // The bundled game's one marker is still said as one.
        let n = Narrator { content: &bundled, locale: &l };
        let said = plain(&n.line(&Event::Poorest { seat: Seat(1) }, None).unwrap());
        assert!(said.contains(one), "{lang}: {said}");
    }
}
