//! The Dwarf's, Lucky Lou's, Der Schweinehund's and Frankie the Squealer's powers were never
//! said in plain words (8.2): "Extra man in car or Business", "Too Lucky to die" at the
//! auction, the placement, the pick-up and the fall left a newcomer guessing. Each now says
//! what it does, from the card's data and script, wherever his card is shown.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

#[test]
fn four_gangsters_powers_are_said_in_plain_words() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    let cases = [
        (
            "the_dwarf",
            [
                ("en", "holds 1 gangster more than without him, himself counted (a car of 3 holds 4)"),
                ("fr", "accueille 1 gangster de plus que sans lui, lui compris (une voiture de 3 en prend 4)"),
                (
                    "nl",
                    "biedt plaats aan 1 gangster meer dan zonder hem, hijzelf meegeteld (een auto voor 3 neemt er 4)",
                ),
            ],
        ),
        (
            "lucky_lou",
            [
                ("en", "killed in a fight, he goes to the hospital instead of the graveyard"),
                ("fr", "tué dans une fusillade, il part à l'hôpital au lieu du cimetière"),
                ("nl", "gedood in een schietpartij gaat hij naar het ziekenhuis in plaats van het kerkhof"),
            ],
        ),
        (
            "der_schweinehund",
            [
                ("en", "While he rides in your car, your car cannot take resources"),
                ("fr", "Tant qu'il est dans votre voiture, elle ne peut pas prendre de ressources"),
                ("nl", "Zolang hij in je auto zit, kan je auto geen hulpmiddelen oppikken"),
            ],
        ),
        (
            "frankie_the_squealer",
            [
                ("en", "While he is in jail, you get no income at all in the trade round (6.1)"),
                ("fr", "Tant qu'il est en prison, vous ne touchez aucun revenu à la phase de commerce (6.1)"),
                ("nl", "Zolang hij in de gevangenis zit, ontvang je in de ruilronde helemaal geen inkomsten (6.1)"),
            ],
        ),
    ];
    for (card, langs) in cases {
        let g = id(card);
        for (lang, said) in langs {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let screen = Screen { n: &n };
            let bid = screen.bid_help(&view, "bid_gangster", &Choice::Amount(0), g);
            assert!(bid.contains(said), "{card} {lang} bid: {bid}");
            let place = screen.help(&view, "place_gangster", &Choice::Place { gangster: g, to: Where::Car });
            assert!(place.contains(said), "{card} {lang} placement: {place}");
            let pick = screen.help(&view, "pick_up", &Choice::Gangster(g));
            assert!(pick.contains(said), "{card} {lang} pick-up: {pick}");
            let falls = screen.help(&view, "casualty", &Choice::Gangster(g));
            assert!(falls.contains(said), "{card} {lang} falls: {falls}");
        }
    }
}
