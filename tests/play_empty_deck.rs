//! Chicago Poker's draw from an empty deck, as a person at the table reads it (4.1 Action I:
//! "Lorsque la pioche est épuisée, la défausse est mélangée pour constituer une nouvelle
//! pioche"): the option says the discard pile will be shuffled into a new deck, and the news
//! says it was, citing the rule, in English, French and Dutch. A newcomer who read "Deck: 0
//! cards" in the status did not expect a draw to be possible.

use mobrules::engine::content::Source;
use mobrules::engine::game::{Game, Screen};
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::games::chicago_poker::choice::Choice;
use mobrules::games::chicago_poker::content::GAME_ID;
use mobrules::games::chicago_poker::event::Event;
use mobrules::games::chicago_poker::narrate::Narrator;
use mobrules::games::chicago_poker::screen::Terminal;
use mobrules::games::chicago_poker::view::View;

fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

#[test]
fn a_draw_from_an_empty_deck_says_the_discard_pile_is_shuffled_into_a_new_deck() {
    let content = ChicagoPoker::load(&Source::Embedded).expect("the game loads");
    let mut state = ChicagoPoker::new_game(&content, 4, 27).expect("a game");
    let full = state.clone();
    // The deck drawn to its end; three cards on the discard pile.
    let deck = state.deck.draw_pile().to_vec();
    state.deck.replace_draw_pile(Vec::new());
    for card in deck.iter().take(3) {
        state.deck.discard(*card);
    }
    let cases = [
        (
            "en",
            "Draw a card",
            "Draw a card (the deck is empty: the discard pile, 3 cards, is first shuffled into a new deck; 4.1)",
            "The deck is empty, so the discard pile is shuffled into a new deck of 3 cards (4.1; French rulebook: Action I).",
        ),
        (
            "fr",
            "Piocher une carte",
            "Piocher une carte (la pioche est épuisée : la défausse, 3 cartes, est d'abord mélangée pour constituer une \
             nouvelle pioche ; 4.1)",
            "La pioche est épuisée : la défausse est mélangée pour constituer une nouvelle pioche de 3 cartes (4.1, Action I).",
        ),
        (
            "nl",
            "Een kaart trekken",
            "Een kaart trekken (de trekstapel is op: de aflegstapel, 3 kaarten, wordt eerst geschud tot een nieuwe \
             trekstapel; 4.1)",
            "De trekstapel is op, dus de aflegstapel wordt geschud tot een nieuwe trekstapel van 3 kaarten (4.1, Actie I; \
             Franse spelregels: Action I).",
        ),
    ];
    for (lang, plain_draw, empty_draw, news) in cases {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("the language");
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        assert_eq!(plain(&s.option(&v, "action", &Choice::Draw)), empty_draw, "{lang}");
        // A deck with cards left: the draw as it always reads.
        let v = View::new(&full, &content, Seat(0), &[]);
        assert_eq!(plain(&s.option(&v, "action", &Choice::Draw)), plain_draw, "{lang}");
        let told = s.n.line(&Event::Reshuffled { cards: 3 }, Some(Seat(0))).map(|l| plain(&l));
        assert_eq!(told.as_deref(), Some(news), "{lang}");
    }
}
