//! Corruption's long pick from the discard pile, grouped by value at a terminal.

use super::super::ChicagoPoker;
use super::super::choice::Choice;
use super::super::content::{CardId, GAME_ID};
use super::super::narrate::Narrator;
use super::super::view::View;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

/// Sixty cards in the order they were discarded fell in one list, the question scrolled away
/// and a seat after a 7 found them at 14, 30 and 43: each value is a group, the special
/// cards one of their own, in every language; other questions are not grouped.
#[test]
fn corruptions_pick_is_grouped_by_value_with_the_specials_apart() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let find = |value: Option<u8>| {
        (0..content.cards.len())
            .map(|i| CardId(u8::try_from(i).unwrap()))
            .find(|&c| content.card(c).gangster().map(|g| g.value) == value)
            .unwrap()
    };
    let (seven, special) = (find(Some(7)), find(None));
    for (lang, sevens, specials) in [
        ("en", "the 7s", "the special cards"),
        ("fr", "les 7", "les cartes spéciales"),
        ("nl", "de 7's", "de speciale kaarten"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let group = |c: CardId| {
            terminal.option_group(&v, "corruption", &Choice::Card(c)).map(|g| g.replace(['\u{2068}', '\u{2069}'], ""))
        };
        assert_eq!(group(seven).as_deref(), Some(sevens), "{lang}");
        assert_eq!(group(special).as_deref(), Some(specials), "{lang}");
        assert_eq!(terminal.option_group(&v, "limousine_order", &Choice::Card(seven)), None, "{lang}");
        // The action question's places for a card, grouped by the card; drawing stays alone.
        let tile = state.table[0].tile;
        let play = terminal.option_group(&v, "action", &Choice::Play { card: seven, tile });
        let card = terminal.n.card_name(seven);
        assert!(play.as_deref().is_some_and(|g| g.contains(card.as_str())), "{lang}: {play:?}");
        assert_eq!(terminal.option_group(&v, "action", &Choice::Draw), None, "{lang}");
    }
}
