//! What a newcomer is told of a card laid where another player's shootout comes first (5.0),
//! of the hand a Murder breaks, and of a draw the hand limit refuses (4.1 Action I), in
//! English, French and Dutch.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardId, Content, GAME_ID, TileId};
use super::narrate::Narrator;
use super::screen::Terminal;
use super::state::{Placed, State, Token};
use super::view::View;
use crate::engine::content::Source;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

fn card(content: &Content, id: &str) -> CardId {
    CardId(u8::try_from(content.cards.iter().position(|c| c.id == id).unwrap()).unwrap())
}

fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

/// Two establishments of the type of `tile` from the pile, won by `seat`: `tile` wins it the
/// game (6.0, "trois établissements du même type").
fn two_of_its_type(state: &mut State, content: &Content, seat: Seat, tile: TileId) {
    let kind = content.tile(tile).kind;
    let same: Vec<TileId> = state.tiles.iter().copied().filter(|&t| content.tile(t).kind == kind).take(2).collect();
    state.tiles.retain(|t| !same.contains(t));
    state.players[seat].won = same;
}

/// Player 2 has five cards and the shootout token at the first establishment; Player 1 two
/// cards there, Red 3 and Blue 3.
fn pending(content: &Content) -> State {
    let mut state = ChicagoPoker::new_game(content, 3, 5).unwrap();
    let placed = |id: &str| Placed { card: card(content, id), face_up: true, seen_by: Vec::new() };
    state.table[0].cards[Seat(1)] = ["green_9", "green_10", "green_11", "green_12", "green_13"].map(placed).to_vec();
    state.table[0].token = Some(Token { owner: Seat(1), order: 0 });
    state.table[0].cards[Seat(0)] = vec![placed("red_3"), placed("blue_3")];
    state
}

/// A card laid where another player's shootout is pending is the last one there: the
/// shootout opens that player's next turn, before the seat's (5.0), and everything there is
/// then judged and discarded. A reviewer read only "Play 3 yellow at The Hole in the Wall,
/// face up", at the establishment that would have won him the game; its help spoke of a fifth
/// card he would never play. The option says it is the last chance, and whom the
/// establishment would give the game; the help says what happens and the hand the card makes.
#[test]
fn a_card_laid_before_another_players_shootout_is_said_to_be_the_last_chance_there() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = pending(&content);
    let (tile, elsewhere) = (state.table[0].tile, state.table[1].tile);
    let play = Choice::Play { card: card(&content, "yellow_3"), tile };
    let away = Choice::Play { card: card(&content, "yellow_3"), tile: elsewhere };
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, option, help) in [
        (
            "en",
            ", face up; last chance before Player 2's shootout",
            "That shootout opens Player 2's next turn, before yours (5.0): every card here is shown as it lies then, the best hand takes the establishment, and all the cards are discarded. This turn is your last chance to build a hand here. With this card, yours makes Three of a kind (3)",
        ),
        (
            "fr",
            ", face visible ; dernière chance avant la fusillade de Joueur 2",
            "Cette fusillade ouvre le prochain tour de Joueur 2, avant le vôtre (5.0) : toutes les cartes posées ici sont alors révélées telles quelles, le meilleur jeu remporte l'établissement, et toutes les cartes sont défaussées. Ce tour-ci est votre dernière chance d'y bâtir un jeu. Avec cette carte, votre jeu fait Brelan (3)",
        ),
        (
            "nl",
            ", open; laatste kans vóór de schietpartij van Speler 2",
            "Die schietpartij opent de volgende beurt van Speler 2, vóór de jouwe (5.0): alle kaarten hier worden dan getoond zoals ze liggen, de beste hand wint de gelegenheid, en alle kaarten gaan naar de aflegstapel. Deze beurt is je laatste kans om hier een hand te bouwen. Met deze kaart maakt de jouwe Drie gelijke (3)",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = plain(&s.option(&v, "action", &play));
        assert!(said.contains(option), "{lang}: {said}");
        let helped = plain(&s.help(&v, "action", &play));
        assert!(helped.contains(help), "{lang}: {helped}");
        assert!(!plain(&s.option(&v, "action", &away)).contains(&option[option.find(';').unwrap()..]), "{lang}");
        assert!(!plain(&s.help(&v, "action", &away)).contains(&help[..20]), "{lang}");
    }
    // Where that establishment wins the game, the option and the help say for whom.
    two_of_its_type(&mut state, &content, Seat(0), tile);
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, option, help) in [
        (
            "en",
            "Player 2's shootout; if you win it, you win the game",
            "If you win that shootout, you win the game (6.0).",
        ),
        (
            "fr",
            "la fusillade de Joueur 2 ; si vous la gagnez, vous gagnez la partie",
            "Si vous gagnez cette fusillade, vous gagnez la partie (6.0).",
        ),
        (
            "nl",
            "de schietpartij van Speler 2; als jij die wint, win je het spel",
            "Als jij die schietpartij wint, win je het spel (6.0).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = plain(&s.option(&v, "action", &play));
        assert!(said.contains(option), "{lang}: {said}");
        let helped = plain(&s.help(&v, "action", &play));
        assert!(helped.contains(help), "{lang}: {helped}");
    }
    let mut rival = pending(&content);
    two_of_its_type(&mut rival, &content, Seat(1), tile);
    let v = View::new(&rival, &content, Seat(0), &[]);
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let s = Terminal { n: Narrator { content: &content, locale: &locale } };
    let said = plain(&s.option(&v, "action", &play));
    assert!(said.contains("Player 2's shootout; if Player 2 wins it, they win the game;"), "{said}");
}

/// Murder's option says the hand its kill breaks, where the seat knows every card of the
/// group (5.0): a reviewer's target list named "3 purple of Player 3, the last of his 3 cards"
/// while the status showed that card made his Pair. A kill that leaves the hand as it was says
/// nothing more.
#[test]
fn murders_option_says_the_hand_the_kill_breaks() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let placed = |id: &str| Placed { card: card(&content, id), face_up: true, seen_by: Vec::new() };
    state.table[0].cards[Seat(1)] = vec![placed("red_8"), placed("blue_2"), placed("green_8")];
    state.table[1].cards[Seat(1)] = vec![placed("red_9"), placed("blue_9"), placed("green_4")];
    let (breaks, keeps) = (state.table[0].tile, state.table[1].tile);
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        ("en", "the last of their 3 cards (their hand there drops from Pair to High card)"),
        ("fr", "la dernière de ses 3 cartes (son jeu y tombe de Paire à Carte haute)"),
        ("nl", "de laatste van 3 kaarten daar (zijn hand daar zakt van Paar naar Hoge kaart)"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let option = |tile| plain(&s.option(&v, "murder", &Choice::Group { seat: Seat(1), tile }));
        assert!(option(breaks).ends_with(said), "{lang}: {}", option(breaks));
        assert!(!option(keeps).ends_with(')'), "{lang}: {}", option(keeps));
    }
}

/// A draw the hand limit refuses (4.1 Action I: "Un joueur ne peut pas piocher de carte si cela
/// l'amènerait à avoir plus de sept cartes en main à la fin de son tour") is said under the
/// question: it vanished from the options without a word. Said once: the question's lead ("7
/// cards in hand") and a sentence of its own ("with 7 cards in hand, a draw would...") said it
/// twice on one screen.
#[test]
fn the_action_question_says_why_there_is_no_draw() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    state.current = Seat(0);
    state.actions_left = 1;
    state.players[Seat(0)].hand =
        ["red_1", "red_2", "red_3", "red_4", "red_5", "red_6", "red_7"].map(|id| card(&content, id)).to_vec();
    let may = {
        let mut s = state.clone();
        s.actions_left = 2;
        s
    };
    for (lang, said, count) in [
        (
            "en",
            "What do you do? One action left. Option 1 is not “Draw a card” this time: with 7 cards in hand, a draw would leave you more than 7 at the end of your turn (4.1; French rulebook: Action I).",
            "7 cards",
        ),
        (
            "fr",
            "Que faites-vous ? Une action restante. L'option 1 n'est pas « Piocher une carte » cette fois : avec 7 cartes en main, piocher vous laisserait plus de 7 cartes à la fin de votre tour (4.1, Action I).",
            "7 cartes en main",
        ),
        (
            "nl",
            "Wat doe je? Nog één actie. Optie 1 is deze keer niet „Een kaart trekken”: met 7 kaarten in de hand zou je na een trekking aan het einde van je beurt meer dan 7 kaarten hebben (4.1, Actie I; Franse spelregels: Action I).",
            "7 kaarten in de hand",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let asked = plain(&s.question(&View::new(&state, &content, Seat(0), &[]), "action"));
        assert_eq!(asked, said, "{lang}");
        assert_eq!(asked.matches(count).count(), 1, "{lang}: said once: {asked}");
        let lead = &said[..said.find('1').unwrap()];
        let asked = plain(&s.question(&View::new(&may, &content, Seat(0), &[]), "action"));
        assert!(!asked.contains(lead) && !asked.contains(count), "{lang}: {asked}");
        // Another seat's question at this turn says nothing of it.
        let asked = plain(&s.question(&View::new(&state, &content, Seat(1), &[]), "action"));
        assert!(!asked.contains(lead) && !asked.contains(count), "{lang}: {asked}");
    }
}

/// A reviewer with 8 cards in hand and one action typed his habitual 1 to draw and played a
/// Limousine: with no draw offered (4.1 Action I) every option moves up one. The options keep their order (bots
/// and saves read them); the question says at once, after its first sentence, that 1 is not the
/// draw this time, then how many cards to play, the count said once.
#[test]
fn the_action_question_says_at_once_that_option_1_is_not_the_draw() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    state.current = Seat(0);
    state.actions_left = 1;
    state.players[Seat(0)].hand =
        ["red_1", "red_2", "red_3", "red_4", "red_5", "red_6", "red_7", "red_8"].map(|id| card(&content, id)).to_vec();
    for (lang, lead, count) in [
        (
            "en",
            "What do you do? One action left. Option 1 is not “Draw a card” this time. You hold 8 cards: ",
            "8 cards",
        ),
        (
            "fr",
            "Que faites-vous ? Une action restante. L'option 1 n'est pas « Piocher une carte » cette fois. Vous avez 8 cartes en main : ",
            "8 cartes",
        ),
        (
            "nl",
            "Wat doe je? Nog één actie. Optie 1 is deze keer niet „Een kaart trekken”. Je hebt 8 kaarten in de hand: ",
            "8 kaarten",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let asked = plain(&s.question(&View::new(&state, &content, Seat(0), &[]), "action"));
        assert!(asked.starts_with(lead), "{lang}: {asked}");
        assert_eq!(asked.matches(count).count(), 1, "{lang}: said once: {asked}");
        let mut may = state.clone();
        may.players[Seat(0)].hand.truncate(3);
        let asked = plain(&s.question(&View::new(&may, &content, Seat(0), &[]), "action"));
        let notice = &lead[lead.find('1').unwrap() - 8..lead.find('1').unwrap() + 1];
        assert!(!asked.contains(notice), "{lang}: {asked}");
    }
}
