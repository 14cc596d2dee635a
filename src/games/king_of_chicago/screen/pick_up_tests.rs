//! The pick-up says the room left in the car and why it ends (5.2.6), and Friends on the
//! inside, held by the police car's controller, says that it would do nothing (8.1).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

/// Two gangsters in the car, two in the hospital: the question says one more fits, that this
/// pick ends the pick-up, and its first option does not promise the question again.
#[test]
fn the_pick_up_says_the_room_left_and_that_a_full_car_ends_it() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let plain: Vec<GangsterId> = (0..content.gangsters.len() as u8)
        .map(GangsterId)
        .filter(|&g| state.gangster(g).owner.is_none() && content.gangsters[usize::from(g.0)].params.is_empty())
        .take(4)
        .collect();
    for (i, &g) in plain.iter().enumerate() {
        let at = if i < 2 { Where::Car } else { Where::Hospital };
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at };
    }
    let full = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(full.car_room(), 1);
    for (lang, question, done) in [
        (
            "en",
            "Which gangster do you pick up? Your car has room for 1 more (a car holds 3 at most, 5.2.6): this pick fills it and ends the pick-up.",
            "pick up nobody: they all stay (picking nobody still spends the action)",
        ),
        (
            "fr",
            "Quel gangster récupérez-vous ? Il reste une place dans votre voiture (3 gangsters au plus, 5.2.6) : celui-ci la remplit, et la récupération s'arrête là.",
            "personne : ils restent tous (ne prendre personne consomme quand même l'action)",
        ),
        (
            "nl",
            "Welke gangster pik je op? Er is nog plaats voor 1 gangster in je auto (hoogstens 3, 5.2.6): met deze is hij vol en stopt het ophalen.",
            "niemand: ze blijven allemaal (niemand ophalen kost toch de actie)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert_eq!(screen.question(&full, "pick_up"), question, "{lang}");
        assert_eq!(screen.option(&full, "pick_up", &Choice::Done), done, "{lang}");
    }
    // One in the car: two more fit, and the question comes again after each pick.
    state.gangster_mut(plain[1]).at = Where::Hospital;
    let roomy = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let screen = Screen { n: &n };
    let question = screen.question(&roomy, "pick_up");
    assert!(question.contains("room for 2 more") && question.contains("asked again after each pick"), "{question}");
    assert!(screen.option(&roomy, "pick_up", &Choice::Done).starts_with("pick up no more"));
}

/// Friends on the inside in the hand of the player who controls the police car already: its
/// option says that it would do nothing, and "no card now" that no card of the hand would.
#[test]
fn friends_on_the_inside_says_it_would_do_nothing_for_the_police_s_controller() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let friends = content.events.iter().position(|e| e.id == "friends_on_the_inside").unwrap() as u8;
    state.players[Seat(0)].events = vec![friends];
    state.police.controller = Some(Seat(0));
    for left in [1, 0] {
        state.police.actions_left = left;
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        for (lang, card, none) in [
            (
                "en",
                "you control the police car already: playing it now would do nothing",
                "no card now (none of yours would do anything now)",
            ),
            (
                "fr",
                "vous contrôlez déjà la voiture de police : la jouer maintenant ne changerait rien",
                "aucune carte maintenant (aucune des vôtres ne ferait rien pour l'instant)",
            ),
            (
                "nl",
                "jij bestuurt de politieauto al: deze kaart nu spelen zou niets doen",
                "nu geen kaart (geen van je kaarten zou nu iets doen)",
            ),
        ] {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let screen = Screen { n: &n };
            let shown = screen.option(&view, "play_event:own_turn", &Choice::Card(Card::Event(friends)));
            assert!(shown.ends_with(card), "{lang}, {left} left: {shown}");
            assert_eq!(screen.option(&view, "play_event:own_turn", &Choice::Done), none, "{lang}");
        }
    }
    // Another player controls the police: the card takes it, and "no card now" is plain.
    state.police.controller = Some(Seat(1));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    assert_eq!(Screen { n: &n }.option(&view, "play_event:own_turn", &Choice::Done), "no card now");
}
