//! King of Chicago's smaller words, in every language: a rival's gangster offered by a card
//! names his owner (The pillow, 8.1), a tie on one turf square is said in the singular (5.2.2),
//! and a card aimed at a rival gives each rival's power points (Out of gas, 1.2).

mod support;
use mobrules::engine::locale::{Arg, Locale};
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::screen::Screen;
use mobrules::games::king_of_chicago::script;
use mobrules::games::king_of_chicago::view::View;
use support::*;

/// The pillow (8.1: "move a gangster from the hospital to the graveyard"): the hospital is
/// public, so the target names whose gangster he is, not only "Mr. Needle — ...".
#[test]
fn the_pillow_names_whose_gangster() {
    let mut s = blank(3);
    let needle = put(&mut s, "mr_needle", 2, Where::Hospital);
    let scripts = script::for_content(content()).expect("scripts compile");
    for (lang, said) in [
        ("en", "Mr. Needle (Player 3's) — "),
        ("fr", "Mr. Needle (à Joueur 3) — "),
        ("nl", "Mr. Needle (van Speler 3) — "),
    ] {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let n = Narrator { content: content(), locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&s, content(), &scripts, Seat(0), None, &[]);
        let option = screen.option(&view, "card:the_pillow", &Choice::Gangster(needle));
        assert!(option.starts_with(said), "{lang}: {option}");
        // His owner reads him as before.
        let view = View::new(&s, content(), &scripts, Seat(2), None, &[]);
        let option = screen.option(&view, "card:the_pillow", &Choice::Gangster(needle));
        assert!(option.starts_with("Mr. Needle — "), "{lang}: {option}");
    }
}

/// 5.2.2: "you would tie with Player 2 and Player 3 at 1 turf square each", not "1 turf squares".
#[test]
fn a_tie_on_one_turf_square_is_singular() {
    for (lang, said) in
        [("en", "at 1 turf square each"), ("fr", "avec 1 territoire chacun"), ("nl", "met elk 1 terrein:")]
    {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let args = [
            ("me", Arg::from("yes")),
            ("others", Arg::from("Player 2")),
            ("tied", Arg::from("Player 2")),
            ("squares", Arg::Num(1)),
            ("lost", Arg::from("none")),
            ("points", Arg::Num(1)),
            ("loser", Arg::from("Player 2")),
        ];
        let text = locale.text("respect-tie", &args);
        assert!(text.contains(said), "{lang}: {text}");
    }
}

/// Out of gas (8.1): "whose car runs out of gas?" lists the rivals with their power points, so
/// that the leader is found among the options, not only on the panel (1.2).
#[test]
fn a_card_aimed_at_a_rival_gives_his_power_points() {
    let s = blank(3);
    let scripts = script::for_content(content()).expect("scripts compile");
    for (lang, said) in [
        ("en", "Player 2 (0 power points)"),
        ("fr", "Joueur 2 (0 point de pouvoir)"),
        ("nl", "Speler 2 (0 machtspunten)"),
    ] {
        let locale = Locale::load(&content().source, GAME_ID, lang).expect("locale loads");
        let n = Narrator { content: content(), locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&s, content(), &scripts, Seat(0), None, &[]);
        let option = screen.option(&view, "card:out_of_gas", &Choice::Player(Seat(1)));
        assert_eq!(option, said, "{lang}");
    }
}
