//! Freddie Forgery's roll did not say that a 6 jails him for life, which sends him to the
//! graveyard, out of the game (8.2): the news says it when it happens, and his bid's help and
//! his placement's option say it before, all from his card's `jailed_on`.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::{Event, Why};
use crate::games::king_of_chicago::load;

#[test]
fn freddie_forgery_s_six_is_said_to_jail_him_for_life() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let freddie = GangsterId(content.gangsters.iter().position(|g| g.id == "freddie_forgery").unwrap() as u8);
    let roll = |face| Event::Roll { seat: Some(Seat(0)), why: Why::Card, face, card: Some(Card::Gangster(freddie.0)) };
    for (lang, news, does, place) in [
        (
            "en",
            "Player 1 rolls the die for Freddie Forgery: 6. His card: a 6 jails him for life, so he goes to the graveyard, out of the game for good.",
            "a 6 jails him for life, so he goes to the graveyard, out of the game for good, and pays nothing (8.2).",
            "a 6 jails him for life: he goes to the graveyard, out of the game for good (8.2)",
        ),
        (
            "fr",
            "Joueur 1 lance le dé pour Freddie Forgery : 6. Sa carte : sur un 6, il est emprisonné à perpétuité ; il part donc au cimetière, hors du jeu pour de bon.",
            "sur un 6, il est emprisonné à perpétuité, part donc au cimetière, hors du jeu pour de bon, et ne rapporte rien (8.2).",
            "sur un 6 il est emprisonné à perpétuité : il part au cimetière, hors du jeu pour de bon (8.2)",
        ),
        (
            "nl",
            "Speler 1 gooit de dobbelsteen voor Freddie Forgery: 6. Zijn kaart: bij een 6 gaat hij levenslang de gevangenis in, dus gaat hij naar het kerkhof, voorgoed uit het spel.",
            "bij een 6 gaat hij levenslang de gevangenis in, dus naar het kerkhof, voorgoed uit het spel, en brengt hij niets op (8.2).",
            "bij een 6 gaat hij levenslang de gevangenis in: hij gaat naar het kerkhof, voorgoed uit het spel (8.2)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        assert_eq!(n.line_for(&roll(6), Seat(0)).as_deref(), Some(news), "{lang}");
        let low = n.line_for(&roll(3), Seat(0)).unwrap();
        assert!(!low.contains('6'), "{lang}: {low}");
        let help = screen.bid_help(&view, "bid_gangster", &Choice::Amount(0), freddie);
        assert!(help.contains(does), "{lang}: {help}");
        let option = screen.option(&view, "place_gangster", &Choice::Place { gangster: freddie, to: Where::Car });
        assert!(option.contains(place), "{lang}: {option}");
    }
}
