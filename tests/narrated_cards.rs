//! What a card's script does is told with the card's name (Charlie the Fish's $100, Burglary's
//! theft), except to a seat that may not know the card: a gangster can lie face down (rulebook
//! 3.2, 5.2.6), so the others hear only what happened.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::defs::{Res3, Resource};
use mobrules::games::king_of_chicago::event::Event;
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::state::Card;

fn told(e: &Event, viewer: Seat) -> String {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let locale = Locale::load(&c.source, GAME_ID, "en").expect("locale loads");
    let n = Narrator { content: &c, locale: &locale };
    n.line_for(e, viewer).expect("the event is told")
}

fn gangster(id: &str) -> Card {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    Card::Gangster(c.gangsters.iter().position(|g| g.id == id).expect("a bundled gangster") as u8)
}

#[test]
fn a_gangsters_money_names_him_to_his_owner_only() {
    let e = Event::MoneyChanged { seat: Seat(3), amount: 100, card: gangster("charlie_the_fish") };
    assert_eq!(told(&e, Seat(3)), "Charlie the Fish: Player 4 gets $100.");
    assert_eq!(told(&e, Seat(0)), "Player 4 gets $100.");
}

#[test]
fn a_played_event_card_is_named_to_everyone() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let burglary = Card::Event(c.events.iter().position(|e| e.id == "burglary").expect("Burglary") as u8);
    let e = Event::Stole { from: Seat(1), to: Seat(0), what: Res3::one(Resource::Booze, 1), card: burglary, short: 0 };
    assert_eq!(told(&e, Seat(2)), "Burglary: Player 1 steals 1 booze from Player 2.");
}

#[test]
fn what_gangsters_produce_with_the_income_is_told_without_a_card() {
    let e = Event::Produced { seat: Seat(0), taken: Res3::one(Resource::Girls, 2), card: None };
    assert_eq!(told(&e, Seat(0)), "Player 1 gets 2 girls.");
}
