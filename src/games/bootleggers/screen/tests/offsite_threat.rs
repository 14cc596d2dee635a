//! Starting an offsite still, or putting a die on one, names a rival known to hold Muscling In
//! (« Volez un dé de ce Alambic »), as the loading question names a rival's Bust a Shipment.

use super::super::super::choice::StillRef;
use super::*;

/// Term review 21, finding 4 (nl, seed 21, turn 4): Speler 4 took Muscling In openly in turn
/// 2; "2. een nieuwe externe stokerij, die de flik nooit in het oog houdt" said nothing of it,
/// and the new still's die was stolen at once.
#[test]
fn a_new_offsite_still_names_a_rivals_known_muscling_in() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let muscling = card(&content, "muscling_in");
    let took = vec![Logged::Game(Event::TookMuscle { seat: Seat(3), card: muscling })];
    let v = View::new(&state, &content, Seat(0), &took);
    for (lang, start, threat) in [
        (
            "en",
            "a new offsite still, never watched by the cop",
            "; Player 4 holds Muscling In: Player 4 may steal a die from an offsite still at any moment, this one's too",
        ),
        (
            "fr",
            "un nouvel Alambic Délocalisé, que le Flic ne surveille jamais",
            " ; Joueur 4 a en main Muscling In (Vol de capacité de production) : Joueur 4 peut voler à tout moment un dé d'un Alambic Délocalisé, celui-ci compris",
        ),
        (
            "nl",
            "een nieuwe externe stokerij, die de flik nooit in het oog houdt",
            "; Speler 4 heeft Muscling In (Productie stelen) in handen: Speler 4 kan op elk moment een dobbelsteen van een externe stokerij stelen, ook van deze",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "double_improvement", &Choice::NewOffsite));
        assert_eq!(said, format!("{start}{threat}"), "{lang}");
    }
    // A die put on an offsite still says it too; the family still and the two dice do not.
    state.players[Seat(0)].offsite.push(super::super::super::state::Offsite { dice: 1, marked: true });
    let v = View::new(&state, &content, Seat(0), &took);
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let said = plain(&screen.option(&v, "die", &Choice::Still(StillRef::Offsite(0))));
    assert!(said.ends_with("this one's too"), "{said}");
    for (prompt, c) in [("die", Choice::Still(StillRef::Family)), ("double_improvement", Choice::TwoDice)] {
        let said = plain(&screen.option(&v, prompt, &c));
        assert!(!said.contains("Muscling In"), "{said}");
    }
    // Once played, it is no longer named.
    let played = vec![took[0].clone(), Logged::Game(Event::ThugPlayed { seat: Seat(3), card: muscling })];
    let v = View::new(&state, &content, Seat(0), &played);
    let said = plain(&screen.option(&v, "double_improvement", &Choice::NewOffsite));
    assert_eq!(said, "a new offsite still, never watched by the cop");
}
