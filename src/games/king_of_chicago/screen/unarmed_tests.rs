//! A drive with no gangster in the car (5.2.5): the attack options vanished from the
//! destinations and nothing said why.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

/// 5.2.5, 5.2.6: a destination where a rival's business stands, the car empty, says in its row
/// that the car cannot attack without a gangster, and in its help where to pick one up; with a
/// gangster in the car it names the attack instead.
#[test]
fn an_empty_car_s_destination_says_why_it_cannot_attack() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let here = state.players[Seat(0)].car.at;
    let squares = content.board.squares.iter().enumerate();
    let lot = squares
        .filter(|(_, sq)| sq.kind == SquareKind::Business && sq.street != here)
        .map(|(i, sq)| (SquareId(i as u16), sq.street))
        .find(|(sq, _)| state.business_on(*sq).is_none())
        .unwrap();
    state.businesses[0].owner = Some(Seat(1));
    state.businesses[0].square = Some(lot.0);
    let st = lot.1;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(view.car_count(Seat(0)), 0);
    for (lang, row, help) in [
        (
            "en",
            "no attack on Player 2's business ",
            "stop in front of one of your businesses and move them into the car",
        ),
        (
            "fr",
            "pas d'attaque contre l'établissement ",
            "garez-vous devant une de vos entreprises et faites-les monter dans la voiture",
        ),
        ("nl", "geen aanval op de zaak ", "Stop voor een van je zaken en laat er gangsters instappen"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = screen.option(&view, "move", &Choice::Street(st));
        assert!(option.contains(row) && !option.contains("(5.2.5) ("), "{lang}: {option}");
        let text = screen.help(&view, "move", &Choice::Street(st));
        assert!(text.contains(help) && text.contains("5.2.6"), "{lang}: {text}");
    }
    // A gangster in the car: the attack is named, the warning gone.
    *state.gangster_mut(GangsterId(0)) =
        crate::games::king_of_chicago::state::GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let option = Screen { n: &n }.option(&view, "move", &Choice::Street(st));
    assert!(!option.contains("no attack"), "{option}");
}
