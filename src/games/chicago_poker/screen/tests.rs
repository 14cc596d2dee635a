//! What the options, questions and helps of Chicago Poker say: pinned per card and question.

use super::super::ChicagoPoker;
use super::super::choice::Choice;
use super::super::content::{CardId, Content, GAME_ID};
use super::super::event::Event;
use super::super::narrate::Narrator;
use super::super::state::{Placed, State, Token};
use super::super::view::View;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::{Game, LogEntry, Screen};
use crate::engine::locale::Locale;
use crate::engine::log::{Chose, Logged};
use crate::engine::seat::Seat;

fn card(content: &Content, id: &str) -> CardId {
    CardId(u8::try_from(content.cards.iter().position(|c| c.id == id).unwrap()).unwrap())
}

fn screen<'a>(content: &'a Content, locale: &'a Locale) -> Terminal<'a> {
    Terminal { n: Narrator { content, locale } }
}

/// Player 1 (4 players, 3 establishments face up) has two cards at the first
/// establishment and is full, under his own shootout token, at the third: the limousine can
/// pick up only the first group and drive only to the second.
fn one_ride(content: &Content) -> State {
    let mut state = ChicagoPoker::new_game(content, 4, 5).unwrap();
    let gangster = |i: usize| Placed { card: CardId(u8::try_from(i).unwrap()), face_up: true, seen_by: Vec::new() };
    state.table[0].cards[Seat(0)] = (0..2).map(gangster).collect();
    state.table[2].cards[Seat(0)] = (2..7).map(gangster).collect();
    state.table[2].token = Some(Token { owner: Seat(0), order: 0 });
    state
}

/// Corruption's pick from the discard pile says what taking a gangster does, where its
/// help was the card's name again (4.1).
#[test]
fn corruptions_pick_says_what_taking_a_gangster_does() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = one_ride(&content);
    let v = View::new(&state, &content, Seat(0), &[]);
    let gangster = (0..content.cards.len())
        .map(|i| CardId(u8::try_from(i).unwrap()))
        .find(|&c| content.special_of(c).is_none())
        .unwrap();
    for (lang, said) in [
        (
            "en",
            "this gangster goes into your hand; then the rest of the discard pile is shuffled into the deck (4.1, Corruption).",
        ),
        (
            "fr",
            "ce gangster va dans votre main ; puis le reste de la défausse est remélangé avec la pioche (4.1, Corruption).",
        ),
        (
            "nl",
            "deze gangster gaat naar je hand; daarna wordt de rest van de aflegstapel door de trekstapel geschud (4.1, Omkoperij).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let help = screen(&content, &locale).help(&v, "corruption", &Choice::Card(gangster));
        assert!(help.replace(['\u{2068}', '\u{2069}'], "").ends_with(said), "{lang}: {help}");
    }
}

/// Corruption's option says when the discard pile is empty that it would take no card: a
/// newcomer played it so, spending a card and an action, where only `help N` warned (4.1,
/// NOTES.md 3). With a card in the pile the option is the card's short text alone.
#[test]
fn corruption_on_an_empty_discard_pile_says_so_on_its_option() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = one_ride(&content);
    let corruption = (0..content.cards.len())
        .map(|i| CardId(u8::try_from(i).unwrap()))
        .find(|&c| content.special_of(c).is_some_and(|s| s.takes_back))
        .unwrap();
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let option = |state: &State| {
        let v = View::new(state, &content, Seat(0), &[]);
        screen(&content, &locale).option(&v, "action", &Choice::Special { card: corruption })
    };
    assert!(state.deck.discard_pile().is_empty());
    let empty = option(&state).replace(['\u{2068}', '\u{2069}'], "");
    assert!(empty.ends_with("(discard pile empty: no card to take)"), "{empty}");
    state.deck.discard(CardId(0));
    let full = option(&state);
    assert!(!full.contains("empty"), "{full}");
}

/// A group of cards as an option says how many lie face down, which is what the Informer
/// looks at (4.1): "(4 cards)" read as four to see where two were face down.
#[test]
fn a_group_says_how_many_of_its_cards_lie_face_down() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = one_ride(&content);
    state.table[0].cards[Seat(0)][1].face_up = false;
    let v = View::new(&state, &content, Seat(1), &[]);
    let tile = state.table[0].tile;
    for (lang, said) in
        [("en", "(2 cards, 1 face down)"), ("fr", "(2 cartes, dont une face cachée)"), ("nl", "(2 kaarten, 1 gedekt)")]
    {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        let option =
            s.option(&v, "informer", &Choice::Group { seat: Seat(0), tile }).replace(['\u{2068}', '\u{2069}'], "");
        assert!(option.ends_with(said), "{lang}: {option}");
        // A group all face up says nothing of faces.
        let mine = s.option(&v, "limousine_from", &Choice::Group { seat: Seat(0), tile: state.table[2].tile });
        let mine = mine.replace(['\u{2068}', '\u{2069}'], "");
        assert!(["5 cards)", "5 cartes)", "5 kaarten)"].iter().any(|end| mine.ends_with(end)), "{lang}: {mine}");
    }
}

/// A player's standing at the end says what the conditions of victory count (6.0): his
/// establishments, of how many types, and how many of each, in the content's order of
/// types; in each language.
#[test]
fn the_final_standing_counts_establishments_by_type() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let tiles = |ids: &[&str]| ids.iter().map(|id| content.tile_index(id).unwrap()).collect::<Vec<_>>();
    state.players[Seat(1)].won = tiles(&["the_sunset_cafe"]);
    state.players[Seat(2)].won = tiles(&["the_sunset_cafe", "the_green_door", "the_dreamland", "the_four_deuces"]);
    for (lang, said) in [
        (
            "en",
            [
                "no establishment",
                "one establishment: Jazz club",
                "4 establishments of 3 types: Speakeasy, Jazz club ×2, Gambling hall",
            ],
        ),
        (
            "fr",
            [
                "aucun établissement",
                "un établissement : Club de jazz",
                "4 établissements de 3 types : Speakeasy, Club de jazz ×2, Salle de jeu",
            ],
        ),
        (
            "nl",
            [
                "geen gelegenheid",
                "één gelegenheid: Jazzclub",
                "4 gelegenheden van 3 soorten: Speakeasy, Jazzclub ×2, Speelzaal",
            ],
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        for (seat, words) in said.iter().enumerate() {
            assert_eq!(s.final_standing(&state, Seat(seat as u8)).as_deref(), Some(*words), "{lang}");
        }
    }
    state.players[Seat(0)].won = tiles(&["the_green_door", "the_blind_tiger", "the_cellar_door"]);
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let words = screen(&content, &locale).final_standing(&state, Seat(0));
    assert_eq!(words.as_deref(), Some("3 establishments of one type: Speakeasy ×3"));
    assert_eq!(screen(&content, &locale).final_standing(&state, Seat(7)), None, "no such seat");
}

/// Each special card is offered with what it does in short (4.1 "Cartes spéciales"), on
/// one line at 160 columns, where it was "Play Limousine" alone; in each language.
#[test]
fn a_special_on_an_option_says_what_it_does() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    // Groups the Limousine could move, two of them, so it is offered plainly.
    let mut state = one_ride(&content);
    state.table[1].cards[Seat(0)] = state.table[0].cards[Seat(0)].clone();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, limousine) in [
        ("en", "Play Limousine: move your last 1 to 4 cards at one establishment to another"),
        ("fr", "Jouer Limousine : déplacez vos 1 à 4 dernières cartes d'un établissement devant un autre"),
        ("nl", "Limousine spelen: verplaats je laatste 1 tot 4 kaarten bij een gelegenheid naar een andere"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        assert_eq!(s.option(&v, "action", &Choice::Special { card: card(&content, "limousine") }), limousine);
        for special in content.cards.iter().filter(|c| content.special_of(card(&content, &c.id)).is_some()) {
            let option = s.option(&v, "action", &Choice::Special { card: card(&content, &special.id) });
            let name = s.n.card_name(card(&content, &special.id));
            assert!(option.len() > name.len() + 20 && !option.contains('['), "{lang}: {option}");
            assert!(option.chars().count() + 6 <= 160, "{lang}: {option}");
        }
    }
}

/// The Limousine's count question says where the limousine drives, though the group and
/// the destination, each the only one possible, were taken without asking; each count's
/// help says what moving that many does (4.1 "Limousine"). It was "How many cards does it
/// take?" over bare numbers, whose help was the number again.
#[test]
fn the_limousines_count_says_where_it_drives_and_what_moving_that_many_does() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = one_ride(&content);
    let played: Vec<LogEntry<ChicagoPoker>> =
        vec![Logged::Game(Event::SpecialPlayed { seat: Seat(0), card: card(&content, "limousine") })];
    let v = View::new(&state, &content, Seat(0), &played);
    let (from, to) = (state.table[0].tile, state.table[1].tile);
    assert_eq!(v.limousine_ride(), Some((from, to)));
    for (lang, question, help) in [
        (
            "en",
            "The limousine drives your cards from FROM to TO: how many does it take? You have 2 cards where it picks \
             up, and room for 5 more where it goes (at most 5 a side, 4.1).",
            "your last 2 cards at FROM go to TO, in the order you choose next",
        ),
        (
            "fr",
            "La limousine conduit vos cartes de FROM à TO : combien en prend-elle ? Vous avez 2 cartes au départ, et il \
             reste de la place pour 5 à l'arrivée (au plus 5 de chaque côté, 4.1).",
            "vos 2 dernières cartes devant FROM vont, dans l'ordre que vous choisirez ensuite, devant TO",
        ),
        (
            "nl",
            "De limousine rijdt je kaarten van FROM naar TO: hoeveel neemt ze mee? Je hebt 2 kaarten waar ze ophaalt, \
             en waar ze heen rijdt is nog plaats voor 5 (hoogstens 5 per kant, 4.1).",
            "je laatste 2 kaarten bij FROM gaan, in de volgorde die je daarna kiest, naar TO",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        let named = |text: &str| text.replace("FROM", &s.n.tile_name(from)).replace("TO", &s.n.tile_name(to));
        assert_eq!(s.question(&v, "limousine_count"), named(question), "{lang}");
        let rule = locale.text(&format!("type-{}.rule", content.type_of(to).id), &[]);
        let said = s.help(&v, "limousine_count", &Choice::Count(2));
        assert!(said.contains(&named(help)) && said.contains(&rule), "{lang}: {said}");
    }
    // Asked, the answers name the ride: here the group and the place were picked among others.
    let mut asked = played.clone();
    let chose =
        |prompt: &'static str, choice| Logged::Chose(Chose { seat: Seat(0), prompt: prompt.into(), index: 1, choice });
    asked.push(chose("limousine_from", Choice::Group { seat: Seat(0), tile: state.table[2].tile }));
    asked.push(chose("limousine_to", Choice::Establishment(from)));
    assert_eq!(View::new(&state, &content, Seat(0), &asked).limousine_ride(), Some((state.table[2].tile, from)));
    // Before the card is played, or for another seat's ride, nothing is claimed.
    let mut other = one_ride(&content);
    other.table[1].cards[Seat(0)] = other.table[0].cards[Seat(0)].clone();
    assert_eq!(View::new(&other, &content, Seat(0), &played).limousine_ride(), None, "two groups to pick from");
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let v = View::new(&other, &content, Seat(0), &played);
    assert_eq!(screen(&content, &locale).question(&v, "limousine_count"), "How many cards does it take?");
    // Not a bare number: which cards that many are (4.1 "les 1, 2, 3 ou 4 dernières cartes").
    assert_eq!(screen(&content, &locale).help(&v, "limousine_count", &Choice::Count(2)), "your last 2 cards");
}

/// The Limousine's action option names the ride when there is only one (4.1 "Limousine"): its
/// questions then take the group and the place without asking, and the player learnt where
/// the cards had gone only after the card was spent (issue 35).
#[test]
fn the_limousine_option_names_its_only_ride() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = one_ride(&content);
    let limousine = Choice::Special { card: card(&content, "limousine") };
    let (from, to) = (state.table[0].tile, state.table[1].tile);
    for (lang, ride) in [
        ("en", "Play Limousine: move your last cards at FROM to TO, its only ride now"),
        ("fr", "Jouer Limousine : déplacez vos dernières cartes de FROM devant TO, seul trajet possible maintenant"),
        ("nl", "Limousine spelen: verplaats je laatste kaarten bij FROM naar TO, de enige rit die nu kan"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        let v = View::new(&state, &content, Seat(0), &[]);
        let ride = ride.replace("FROM", &s.n.tile_name(from)).replace("TO", &s.n.tile_name(to));
        let said = s.option(&v, "action", &limousine);
        assert_eq!(said, ride, "{lang}");
        assert!(said.chars().count() + 6 <= 160, "{lang}: {said}");
    }
    // With two groups to pick from, the option says the card's effect alone.
    let mut other = one_ride(&content);
    other.table[1].cards[Seat(0)] = other.table[0].cards[Seat(0)].clone();
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let v = View::new(&other, &content, Seat(0), &[]);
    let said = screen(&content, &locale).option(&v, "action", &limousine);
    assert_eq!(said, "Play Limousine: move your last 1 to 4 cards at one establishment to another");
}

/// The Limousine's "where to?" question did not say which cards move (4.1 "Limousine": "les 1,
/// 2, 3 ou 4 dernières cartes qu'il avait jouées devant un établissement"): it names the group
/// picked up, how many of its last cards may go and how many it holds, in each language.
#[test]
fn the_limousines_where_to_question_says_which_cards_move() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = one_ride(&content);
    let played: Vec<LogEntry<ChicagoPoker>> =
        vec![Logged::Game(Event::SpecialPlayed { seat: Seat(0), card: card(&content, "limousine") })];
    let v = View::new(&state, &content, Seat(0), &played);
    let from = state.table[0].tile;
    for (lang, question) in [
        (
            "en",
            "Where does the limousine drive your last cards from FROM? It takes your last 1 to 2 cards there (you say \
             how many next), of the 2 cards you played there, and sets each down by the rules of the place it goes \
             (4.1).",
        ),
        (
            "fr",
            "Où la limousine conduit-elle vos dernières cartes de FROM ? Elle prend vos 1 à 2 dernières cartes posées \
             là (vous direz combien ensuite), sur 2 cartes jouées devant cet établissement, et pose chacune selon les \
             règles de sa destination (4.1).",
        ),
        (
            "nl",
            "Waar rijdt de limousine je laatste kaarten van FROM heen? Ze neemt je laatste 1 tot 2 kaarten daar \
             (hoeveel zeg je daarna), van de 2 kaarten die je daar speelde, en legt elke kaart neer volgens de regels \
             van de plek waar ze heen gaat (4.1).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = screen(&content, &locale);
        let asked = s.question(&v, "limousine_to").replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(asked, question.replace("FROM", &s.n.tile_name(from)), "{lang}");
    }
}

/// After the winner's reason, the others' order is the program's, not the rules' (6.0 ranks
/// nobody but the winner): French read "Ce n'est pas une règle du jeu :" right after the rule
/// just said, as if denying it; each language now says what the rules leave out.
#[test]
fn the_others_order_is_said_to_be_the_programs_not_denied_as_a_rule() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let won = Event::GameWon { seat: Seat(0), victory: crate::games::chicago_poker::event::Victory::LastEstablishment };
    for (lang, says, never) in [
        ("en", "The rules do not rank the other players: this program places them", "Not a rule of the game"),
        (
            "fr",
            "Pour les autres joueurs, la règle ne prévoit pas de classement : ce programme les classe",
            "Ce n'est pas une règle",
        ),
        (
            "nl",
            "Voor de andere spelers geven de spelregels geen rangorde: dit programma rangschikt hen",
            "Geen spelregel",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let said = screen(&content, &locale).why_won(&won).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        assert!(said.contains(says) && !said.contains(never), "{lang}: {said}");
    }
}
