//! A thug card on offer that nothing on the table takes now says "later", and what it waits
//! for, where it said "now or later".

use super::*;

/// Thirsty ("A jouer sur un Bar Clandestin ouvert ... Ne peut pas être joué sur O'Malley's",
/// DESCRIPTION DÉTAILLÉE DES CARTES VOYOU) on offer in turn 1, when only O'Malley's is open: it
/// cannot be played now, so its option says it is kept for later, until a speakeasy it may go
/// on opens, and so does `help N`; once one is open, "now or later" again.
#[test]
fn thirsty_on_offer_with_no_speakeasy_open_says_later() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "thirsty")];
    let offer = Choice::Muscle { space: 0 };
    for (lang, later, now, helped) in [
        (
            "en",
            " — thug card: later (no speakeasy open)",
            " — thug card: now or later, any phase",
            "A thug card: nothing on the table takes it now, so you keep it hidden in your hand for later, once a speakeasy other than O'Malley's opens.",
        ),
        (
            "fr",
            " — Voyou : pour plus tard",
            " — Voyou : jouer ou garder, toute phase",
            "Carte de Voyou : rien sur la table ne peut la recevoir maintenant, vous la gardez donc cachée en main pour plus tard, dès qu'un Bar Clandestin autre qu'O'Malley's ouvre.",
        ),
        (
            "nl",
            " — boevenkaart: voor later",
            " — boevenkaart: nu of later",
            "Een boevenkaart: er is nu niets op tafel waarop je haar kunt spelen, dus je houdt haar verborgen in je hand voor later, zodra er een andere speakeasy dan O'Malley's opengaat.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&View::new(&state, &content, Seat(0), &[]), "offer", &offer));
        assert!(said.ends_with(later), "{lang}: {said}");
        let help = plain(&screen.help(&View::new(&state, &content, Seat(0), &[]), "offer", &offer));
        assert!(help.contains(helped), "{lang}: {help}");
        let mut open = state.clone();
        let texas = content.board.speakeasy("texas_lils").unwrap();
        open.speakeasies[usize::from(texas.0)].influence[Seat(1)] = 3;
        assert!(open.is_open(&content, texas));
        let said = plain(&screen.option(&View::new(&open, &content, Seat(0), &[]), "offer", &offer));
        assert!(said.ends_with(now), "{lang}: {said}");
        let help = plain(&screen.help(&View::new(&open, &content, Seat(0), &[]), "offer", &offer));
        assert!(!help.contains(helped), "{lang}: {help}");
    }
}
