//! A bribe turn skipped because the seat's cash does not cover the least bribe was not said
//! (6.4): the log went from "The police are open to a bribe." to the others' bids.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;

#[test]
fn a_seat_left_out_of_the_bribe_is_told_why() {
    let content = load::load(&Source::Embedded).unwrap();
    let e = Event::CannotBribe { seat: Seat(0), least: 50 };
    for (lang, said) in [
        ("en", "Player 1 cannot bribe the police: the least bribe is $50, more than Player 1 holds (6.4)."),
        (
            "fr",
            "Joueur 1 ne peut pas acheter la police : le plus petit pot-de-vin est de 50 $, plus que ce que Joueur 1 possède (6.4).",
        ),
        ("nl", "Speler 1 kan de politie niet omkopen: het kleinste smeergeld is $50, meer dan Speler 1 heeft (6.4)."),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        assert_eq!(n.line_for(&e, Seat(0)).as_deref(), Some(said), "{lang}");
    }
}
