//! "Which of your gangsters falls?" says what the dice already decided (5.2.5 "Hospital or
//! graveyard?") and whose card can change it: a newcomer had to work it out from the dice line.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{Fight, GangsterState, Mode, Side, Target};

/// Seat 0 attacked seat 3's car with Rolls Roy and The Doctor, and lost a round on dice `a`
/// against `d`: the question put to it.
fn asked(content: &Content, lang: &str, a: u8, d: u8) -> String {
    let scripts = crate::games::king_of_chicago::script::for_content(content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 4, 7).unwrap();
    let (roy, doctor) = (content.gangster_named("rolls_roy"), content.gangster_named("the_doctor"));
    for g in [roy, doctor] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    }
    let fight = Fight::new(Seat(0), Seat(3), Target::Car(Seat(3)), Mode::DriveBy, vec![roy, doctor], vec![]);
    let log = [Logged::Game(Event::ShootoutRound {
        attacker_die: a,
        defender_die: d,
        attack: i64::from(a) + 2,
        defense: i64::from(d) + 1,
        winner: Some(Side::Defender),
    })];
    let view = View::new(&state, content, &scripts, Seat(0), Some(&fight), &log);
    let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
    let n = Narrator { content, locale: &locale };
    Screen { n: &n }.question(&view, "casualty")
}

#[test]
fn the_fallen_gangsters_question_says_where_the_dice_send_him() {
    let content = load::load(&Source::Embedded).unwrap();
    for (lang, graveyard, doctor, hospital) in [
        (
            "en",
            "Dice 2 against 5: the one who falls goes to the graveyard (3 or more apart, and you rolled lower: 5.2.5",
            ", unless The Doctor's die saves him (4 to 6).",
            "Dice 3 against 4: the one who falls goes to the hospital (less than 3 apart",
        ),
        (
            "fr",
            "Dés 2 contre 5 : celui qui tombe part au cimetière (3 d'écart ou plus, et vous avez fait le plus petit : 5.2.5",
            ", sauf si le dé de The Doctor le sauve (de 4 à 6).",
            "Dés 3 contre 4 : celui qui tombe part à l'hôpital (moins de 3 d'écart",
        ),
        (
            "nl",
            "Dobbelstenen 2 tegen 5: wie valt, gaat naar het kerkhof (3 of meer verschil, en jij gooide lager: 5.2.5",
            ", tenzij de dobbelsteen van The Doctor hem redt (4 tot 6).",
            "Dobbelstenen 3 tegen 4: wie valt, gaat naar het ziekenhuis (minder dan 3 verschil",
        ),
    ] {
        let killed = asked(&content, lang, 2, 5);
        assert!(killed.contains(graveyard) && killed.ends_with(doctor), "{lang}: {killed}");
        let wounded = asked(&content, lang, 3, 4);
        assert!(wounded.contains(hospital) && !wounded.contains("Doctor"), "{lang}: {wounded}");
    }
}

/// "Sad Ken: Take over opponent turf for free.. The side that loses a round …": the card's
/// full stop and the sentence's.
#[test]
fn a_cards_text_in_a_help_ends_with_one_full_stop() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 7).unwrap();
    let ken = content.gangster_named("sad_ken");
    *state.gangster_mut(ken) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, said) in
        [("en", "for free. "), ("fr", "gratuitement les territoires adverses. "), ("nl", "gratis over. ")]
    {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let help = Screen { n: &n }.help(&view, "casualty", &Choice::Gangster(ken));
        assert!(help.contains(said) && !help.contains(".."), "{lang}: {help}");
    }
}
