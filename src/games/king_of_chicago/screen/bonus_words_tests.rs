//! A bonus in numbers (5.2.5, "Calcul du bonus": every gangster gives a standard +1 in attack
//! and defence unless his card prints another for that fight): "Defence -1" is explained, the
//! standard bonus says how much it is, and the words around it read cleanly.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

#[test]
fn a_minus_bonus_and_the_standard_bonus_are_given_in_numbers() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let bomb_jack = content.gangsters.iter().position(|g| g.id == "bomb_jack").unwrap();
    let g = GangsterId(bomb_jack as _);
    let said = [
        ("en", "he counts -1 instead of +1 whenever he defends", "gives the standard bonus of +1"),
        ("fr", "il compte -1 au lieu de +1 chaque fois qu'il défend", "donne le bonus standard de +1"),
        ("nl", "telt hij -1 in plaats van +1 telkens als hij verdedigt", "geeft de gangster de gewone bonus van +1"),
    ];
    for (lang, minus, standard) in said {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let help = screen.help(&view, "casualty", &Choice::Gangster(g));
        assert!(help.contains(minus), "{lang}: {help}");
        assert!(help.contains(standard), "{lang}: {help}");
        // The term's full stop and the help's are one ("the standard bonus..").
        assert!(!help.contains(".."), "{lang}: {help}");
    }
}

#[test]
fn a_lost_round_is_the_shootout_s_and_one_business_is_one_gender() {
    let content = load::load(&Source::Embedded).unwrap();
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let nobody = locale.text("choice-done-into-empty", &[]);
        let help = locale.text("help-done-gangsters", &[("option", nobody.clone().into())]);
        assert!(!help.contains("(5.2.5) (5.2.6)") && help.ends_with("(5.2.6)."), "{lang}: {help}");
        let round = ["round of the shootout", "manche de fusillade", "ronde van de schietpartij"];
        assert!(round.iter().any(|r| nobody.contains(r)), "{lang}: {nobody}");
    }
    let fr = Locale::load(&content.source, GAME_ID, "fr").unwrap();
    let args = [("business", "The Rusty Nail".into()), ("kind", "bar".into()), ("most", 3i64.into())];
    let help = fr.text("help-place-business", &args);
    assert!(help.contains("il la défend si elle est attaquée"), "{help}");
    assert!(fr.text("place-brings-business", &[]).starts_with("il la défend si elle est attaquée"));
    let empty = fr.text("place-leaves-empty", &[("business", "The Rusty Nail".into())]);
    assert!(!empty.contains("tour") && empty.contains("manche de fusillade"), "{empty}");
}
