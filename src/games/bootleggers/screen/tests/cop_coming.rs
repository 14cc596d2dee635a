//! The still improvement questions before the cop has come: what this turn's production
//! decides, and that an offsite still is never watched.

use super::super::super::choice::StillRef;
use super::*;

/// PHASE 3, 3: « A partir du tour 4, déplacez le Flic à côté de la famille dont l'Alambic
/// Familial a produit le plus de Caisses de whiskey ce tour-ci ». In turn 4, "Two dice, or a
/// new offsite still?" stood over bare options, and the family still's option said "the cop
/// watches the family still that makes most" as if he already stood somewhere: a die put
/// there now decides where he goes. Before turn 4 they say when he comes; once he has come,
/// the question says nothing more.
#[test]
fn the_still_questions_say_what_this_turns_production_decides_for_the_cop() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.turn = content.rules.cop.moves_from_turn;
    let family = Choice::Still(StillRef::Family);
    for (lang, question, still, offsite) in [
        (
            "en",
            "Two dice, or a new offsite still? This turn's production decides where the cop goes: after it, he watches the family still that made most, and from next turn a 5 on any of its dice stops it. He never watches an offsite still.",
            "family still, one die now: one more die rolled there at every production; this turn's production decides which family still the cop watches: the one that makes most",
            "a new offsite still, never watched by the cop",
        ),
        (
            "fr",
            "Deux dés, ou un nouvel Alambic Délocalisé ? La production de ce tour-ci décide où va le Flic : ensuite, il surveille l'Alambic Familial qui a le plus produit, et dès le tour suivant un 5 sur l'un de ses dés l'arrête. Il ne surveille jamais un Alambic Délocalisé.",
            "Alambic Familial, un dé pour l'instant : un dé de plus lancé là à chaque production ; la production de ce tour-ci décide quel Alambic Familial le Flic surveille : celui qui produit le plus",
            "un nouvel Alambic Délocalisé, que le Flic ne surveille jamais",
        ),
        (
            "nl",
            "Twee dobbelstenen, of een nieuwe externe stokerij? De productie van deze beurt beslist waar de flik heen gaat: daarna houdt hij de familiestokerij in het oog die het meest maakte, en vanaf de volgende beurt legt een 5 op een van haar dobbelstenen haar stil. Een externe stokerij houdt hij nooit in het oog.",
            "familiestokerij, nu één dobbelsteen: bij elke productie een dobbelsteen meer gegooid; de productie van deze beurt beslist welke familiestokerij de flik in het oog houdt: die die het meest maakt",
            "een nieuwe externe stokerij, die de flik nooit in het oog houdt",
        ),
    ] {
        let v = View::new(&state, &content, Seat(0), &[]);
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.question(&v, "double_improvement")), question, "{lang}");
        assert!(plain(&screen.question(&v, "die")).ends_with(&question[question.find('?').unwrap() + 1..]), "{lang}");
        assert_eq!(plain(&screen.option(&v, "die", &family)), still, "{lang}");
        assert_eq!(plain(&screen.option(&v, "double_improvement", &Choice::NewOffsite)), offsite, "{lang}");
    }
    // Turn 1: when he comes.
    state.turn = 1;
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let screen = screen_in(&content, &l);
    assert_eq!(
        plain(&screen.question(&v, "die")),
        "Where does the still improvement die go? The cop comes after turn 4's production, to the family still that made most; he never watches an offsite still."
    );
    assert!(
        plain(&screen.option(&v, "die", &family))
            .ends_with("; from turn 4's production, the cop watches the family still that makes most")
    );
    // He has come: the question is bare, the option as before.
    state.turn = content.rules.cop.watches_from_turn;
    state.cop = Some(Seat(1));
    let v = View::new(&state, &content, Seat(0), &[]);
    assert_eq!(plain(&screen.question(&v, "die")), "Where does the still improvement die go?");
    assert!(plain(&screen.option(&v, "die", &family)).ends_with("; the cop watches the family still that makes most"));
}
