//! "take the turf over from Player 2 for $0" said nothing of why it was free: Sad Ken (5.2.2).
//! Then "(pour 0 $ (grâce à Sad Ken) ; …)" stood in a group's heading, brackets in brackets,
//! and the news said Sad Ken's owner paid "$0 to the bank": each now says what he saves.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn a_free_takeover_names_the_gangster_who_makes_it_free() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let turf = content.board.squares.iter().position(|sq| sq.kind == SquareKind::Turf).unwrap();
    let turf = SquareId(turf as u16);
    state.turf[usize::from(turf.0)] = Some(Seat(1));
    let ken = GangsterId(content.gangsters.iter().position(|g| g.id == "sad_ken").unwrap() as u8);
    *state.gangster_mut(ken) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let take = Choice::Action(Action::ClaimTurf(turf));
    let taken = crate::games::king_of_chicago::event::Event::TurfClaimed {
        seat: Seat(0),
        square: turf,
        from: Some(Seat(1)),
        paid: 0,
        by: Vec::new(),
    };
    for (lang, said, news) in [
        ("en", "paying the bank $0, Sad Ken saving you $100", "paying the bank $0, $100 saved by a gangster's card"),
        (
            "fr",
            "en payant à la banque 0 $, Sad Ken vous faisant économiser 100 $",
            "en payant 0 $ à la banque, 100 $ d'économie grâce à la carte d'un gangster",
        ),
        (
            "nl",
            "je betaalt de bank $0, waarbij Sad Ken je $100 bespaart",
            "betaalt $0 aan de bank, $100 bespaard dankzij de kaart van een gangster",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &take);
        assert!(option.contains(said), "{lang}: {option}");
        // A drive's group heading holds the cost in its own brackets: none inside them.
        let cost = String::from(screen.takeover_cost(&view));
        assert!(!cost.contains('('), "{lang}: {cost}");
        let heading = screen.t("option-group-drive-take-over", &[("cost", cost.into()), ("income", 100.into())]);
        assert_eq!(heading.matches('(').count(), 1, "{lang}: {heading}");
        let line = n.line(&taken).unwrap();
        assert!(line.contains(news), "{lang}: {line}");
    }
    // In the hospital he makes nothing cheaper, and the option names nobody.
    state.gangster_mut(ken).at = Where::Hospital;
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let option = Screen { n: &n }.option(&view, "action", &take);
    assert!(!option.contains("Sad Ken"), "{option}");
}
