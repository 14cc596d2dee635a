//! A police raid or bust called off by a card still spends the police action (5.3).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;

/// "Player 3 calls off the police." said nothing of the action spent; the police's next move
/// then found "the police actions for this game round are spent", with no reason given.
#[test]
fn a_raid_called_off_says_the_police_action_is_spent() {
    let content = load::load(&Source::Embedded).unwrap();
    let e = Event::PoliceCancelled { seat: Seat(2) };
    for (lang, said) in [
        ("en", "Player 3 calls off the police; the police action is spent all the same (5.3)."),
        ("fr", "Joueur 3 fait annuler la descente de police ; cette action de police est quand même dépensée (5.3)."),
        ("nl", "Speler 3 blaast de politieactie af; die politieactie is toch opgebruikt (5.3)."),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(n.line(&e).as_deref(), Some(said), "{lang}");
    }
}
