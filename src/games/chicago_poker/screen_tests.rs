//! What a newcomer reads of Chicago Poker's questions and look-ups, in English, French and
//! Dutch: the card Murder would kill, the Limousine's first card, establishments found by the
//! everyday word for their type and how cards lie at one still in the pile.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{CardId, Content, GAME_ID, TileId};
use super::event::Event;
use super::narrate::Narrator;
use super::screen::Terminal;
use super::state::{Placed, State};
use super::view::View;
use crate::engine::content::Source;
use crate::engine::game::{Game, LogEntry, Screen};
use crate::engine::locale::Locale;
use crate::engine::log::{Chose, Logged};
use crate::engine::seat::Seat;

const LANGS: [&str; 3] = ["en", "fr", "nl"];

fn card(content: &Content, id: &str) -> CardId {
    CardId(u8::try_from(content.cards.iter().position(|c| c.id == id).unwrap()).unwrap())
}

fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

/// Player 1 has Red 3 face up then Red 5 face down at the first establishment on the table.
fn two_cards(content: &Content) -> State {
    let mut state = ChicagoPoker::new_game(content, 3, 5).unwrap();
    let placed = |id: &str, face_up| Placed { card: card(content, id), face_up, seen_by: Vec::new() };
    state.table[0].cards[Seat(0)] = vec![placed("red_3", true), placed("red_5", false)];
    state
}

/// Murder's options name the card that would die and whose it is (4.1 "Meurtre": "la
/// dernière carte posée, face visible ou face cachée, par un autre joueur"), as the seat sees
/// it: a face-down card it has not seen is said to be one. They said only "the cards of Player
/// 1 at ...".
#[test]
fn murders_option_names_the_card_that_would_die_and_whose_it_is() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = two_cards(&content);
    let tile = state.table[0].tile;
    let murder = Choice::Group { seat: Seat(0), tile };
    for (lang, unseen, seen, helped) in [
        (
            "en",
            "a face-down card you have not seen of Player 1 at TILE, the last of their 2 cards",
            "Red 5 of Player 1 at TILE, the last of their 2 cards",
            "Murder (4.1): this face-down card goes face up onto the discard pile; Player 1 then has one card left at TILE.",
        ),
        (
            "fr",
            "une carte face cachée que vous n'avez pas vue de Joueur 1 devant TILE, la dernière de ses 2 cartes",
            "5 rouge de Joueur 1 devant TILE, la dernière de ses 2 cartes",
            "Meurtre (4.1) : cette carte face cachée va face visible sur la défausse ; Joueur 1 n'a plus ensuite qu'une \
             carte devant TILE.",
        ),
        (
            "nl",
            "een gedekte kaart die je niet gezien hebt van Speler 1 bij TILE, de laatste van 2 kaarten daar",
            "Rode 5 van Speler 1 bij TILE, de laatste van 2 kaarten daar",
            "Moord (4.1): deze gedekte kaart gaat open op de aflegstapel; Speler 1 heeft daarna nog één kaart bij TILE.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let named = |text: &str| text.replace("TILE", &s.n.tile_name(tile));
        state.table[0].cards[Seat(0)][1].seen_by.clear();
        let v = View::new(&state, &content, Seat(1), &[]);
        assert_eq!(plain(&s.option(&v, "murder", &murder)), named(unseen), "{lang}");
        // The help says what is particular to taking it, not the option again (4.1 "Meurtre";
        // the discard pile is face up, RULINGS.md).
        assert_eq!(plain(&s.help(&v, "murder", &murder)), named(helped), "{lang}");
        // Seen by the Informer, it is named.
        state.table[0].cards[Seat(0)][1].seen_by.push(Seat(1));
        let v = View::new(&state, &content, Seat(1), &[]);
        assert_eq!(plain(&s.option(&v, "murder", &murder)), named(seen), "{lang}");
        // The Informer's options still list the group.
        assert!(!s.option(&v, "informer", &murder).contains('5'), "{lang}");
    }
}

/// The Limousine's first card is asked as the first, not as the one "then" (4.1
/// "Limousine": "dans l'ordre de son choix"); the next ones as the next.
#[test]
fn the_limousines_first_card_is_asked_as_the_first() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let mut log: Vec<LogEntry<ChicagoPoker>> =
        vec![Logged::Game(Event::SpecialPlayed { seat: Seat(0), card: card(&content, "limousine") })];
    let firsts = ["Which card goes first?", "Quelle carte placez-vous en premier ?", "Welke kaart komt er eerst?"];
    let nexts = ["Which card goes next?", "Quelle carte placez-vous ensuite ?", "Welke kaart komt er nu?"];
    for (lang, first) in LANGS.iter().zip(firsts) {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let question = s.question(&View::new(&state, &content, Seat(0), &log), "limousine_order");
        assert_eq!(question, first, "{lang}");
        assert!(!["then", "next", "ensuite", "daarna", "nu"].iter().any(|w| question.contains(w)), "{lang}");
    }
    let red_5 = Choice::Card(card(&content, "red_5"));
    log.push(Logged::Chose(Chose { seat: Seat(0), prompt: "limousine_order".into(), index: 1, choice: red_5 }));
    for (lang, next) in LANGS.iter().zip(nexts) {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        assert_eq!(s.question(&View::new(&state, &content, Seat(0), &log), "limousine_order"), next, "{lang}");
    }
}

fn tiles_of(content: &Content, kind: &str) -> Vec<TileId> {
    (0..content.tiles.len()).map(|i| TileId(i as u8)).filter(|&t| content.type_of(t).id == kind).collect()
}

/// `board WORD` finds establishments by the everyday word for their type, in every language
/// (the rulebook's "Salles de jeu" are what a person calls a "tripot", a "gambling" hall, a
/// "speelhol"), and by the type's name in the game's other languages; it found nothing for
/// "tripot".
#[test]
fn board_finds_establishments_by_the_everyday_word_for_their_type() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let halls = tiles_of(&content, "gambling_hall");
    for lang in LANGS {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        for word in ["tripot", "Gambling", "speelhol", "salle de jeu", "casino"] {
            let found = plain(&s.find(&v, word).unwrap_or_else(|| panic!("{lang}: board {word} finds nothing")));
            for &hall in halls.iter().filter(|t| v.tiles().contains(t)) {
                assert!(found.contains(&s.n.tile_name(hall)), "{lang}: board {word}: {found}");
            }
            assert!(found.starts_with(&plain(&locale.text("type-gambling_hall", &[]))), "{lang}: {found}");
            for other in tiles_of(&content, "speakeasy") {
                assert!(!found.contains(&s.n.tile_name(other)), "{lang}: board {word}: {found}");
            }
        }
        let brewery = plain(&s.find(&v, "distillerie").expect("distillerie"));
        assert!(brewery.contains(&plain(&locale.text("type-brewery.rule", &[]))), "{lang}: {brewery}");
    }
}

/// `board speakeasy` says how cards lie at an establishment still in the pile (4.1 Action
/// II: "selon les indications figurant sur la tuile établissement"), where it said only that
/// it was not on the table.
#[test]
fn an_establishment_still_in_the_pile_says_how_cards_will_lie_there() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let away = tiles_of(&content, "speakeasy").into_iter().find(|t| !v.tiles().contains(t)).expect("one in the pile");
    for (lang, said) in [
        (
            "en",
            "  How cards will lie there once it is on the table (4.1): Each player's first two cards here are face down, \
             the next three face up.",
        ),
        (
            "fr",
            "  Comment les cartes s'y poseront une fois l'établissement sur la table (4.1) : Les deux premières cartes \
             jouées par chaque joueur sont placées faces cachées, les trois suivantes faces visibles.",
        ),
        (
            "nl",
            "  Hoe de kaarten er komen te liggen zodra de gelegenheid op tafel ligt (4.1): De eerste twee kaarten van \
             elke speler liggen hier gedekt, de volgende drie open.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let found = plain(&s.find(&v, &s.n.tile_name(away)).expect("speakeasy"));
        let away_line = plain(&locale.text("find-tile-away", &[("tile", s.n.tile(away))]));
        assert!(found.contains(&format!("{away_line}\n{said}\n")), "{lang}: {found}");
    }
}

/// A special card's help says what it does played with nothing to act on (NOTES.md 3) only for
/// a card that can find nothing: Revolver always gives its actions, and its help said it could
/// "find nothing" all the same; Murder says when it finds nothing.
#[test]
fn only_a_special_that_can_find_nothing_says_so() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let v = View::new(&state, &content, Seat(1), &[]);
    for (lang, nothing, murder) in [
        ("en", "finds nothing", "no other player's card may be taken"),
        ("fr", "ne trouve rien", "aucune carte d'un autre joueur ne peut être prise"),
        ("nl", "niets vindt", "geen kaart van een andere speler genomen kan worden"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let help = |id: &str| plain(&s.help(&v, "action", &Choice::Special { card: card(&content, id) }));
        assert!(!help("revolver").contains(nothing), "{lang}: {}", help("revolver"));
        assert!(help("murder").contains(murder), "{lang}: {}", help("murder"));
        assert!(help("informer").contains(nothing), "{lang}: {}", help("informer"));
    }
}

/// A fifth card where another player holds the shootout token takes none (4.1 Action II;
/// RULINGS.md: one token per establishment): the option that plays it, its help and the news
/// of it say so, in every language. Nothing said it: the card just took no token.
#[test]
fn a_fifth_card_under_another_players_token_says_there_is_one_token_per_establishment() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let placed = |i: u8| Placed { card: CardId(i), face_up: true, seen_by: Vec::new() };
    state.table[0].cards[Seat(1)] = (0..5).map(placed).collect();
    state.table[0].token = Some(super::state::Token { owner: Seat(1), order: 0 });
    state.table[0].cards[Seat(0)] = (5..9).map(placed).collect();
    let tile = state.table[0].tile;
    let play = Choice::Play { card: CardId(9), tile };
    for (lang, option, help, news) in [
        (
            "en",
            ", your fifth there (no token: Player 2 holds it)",
            "Player 2 already holds this establishment's shootout token, and there is one token per establishment: your fifth card here takes none",
            "but takes no shootout token: Player 2 already holds this establishment's, and there is one token per establishment (4.1; French rulebook: Action II).",
        ),
        (
            "fr",
            ", votre cinquième ici (pas de pion : Joueur 2 a celui-ci)",
            "Joueur 2 a déjà le pion fusillade de cet établissement, et il n'y a qu'un pion par établissement",
            "mais ne prend pas de pion fusillade : Joueur 2 a déjà celui de cet établissement, et il n'y a qu'un pion par établissement (4.1, Action II).",
        ),
        (
            "nl",
            ", je vijfde hier (geen fiche: Speler 2 heeft het)",
            "Speler 2 heeft het schietpartijfiche van deze gelegenheid al, en er is één fiche per gelegenheid",
            // "het schietpartijfiche": "dat", as the option says; the Dutch heading first.
            "maar neemt geen schietpartijfiche: Speler 2 heeft dat van deze gelegenheid al, en er is één fiche per \
             gelegenheid (4.1, Actie II; Franse spelregels: Action II).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        assert!(plain(&s.option(&v, "action", &play)).contains(option), "{lang}: {}", s.option(&v, "action", &play));
        assert!(plain(&s.help(&v, "action", &play)).contains(help), "{lang}: {}", s.help(&v, "action", &play));
        let mut after = state.clone();
        let events = super::rules::placing::place_card(&mut after, &content, Seat(0), CardId(9), tile);
        let said: Vec<String> = events.iter().filter_map(|e| s.n.line(e, None)).map(|l| plain(&l)).collect();
        assert!(said.iter().any(|l| l.contains(news)), "{lang}: {said:?}");
    }
}

/// A fifth card where the establishment's shootout token is free takes it (4.1 Action II:
/// "Lorsqu'un joueur place sa cinquième carte devant un établissement, il prend l'un des pions
/// Fusillade"; 5.0): the option that plays it and its help say so, in every language, where the
/// option said only where the card went. A fourth card's option says nothing of the kind.
#[test]
fn a_fifth_card_with_the_token_free_says_it_takes_the_shootout_token() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let placed = |i: u8| Placed { card: CardId(i), face_up: true, seen_by: Vec::new() };
    state.table[0].cards[Seat(0)] = (5..9).map(placed).collect();
    state.table[1].cards[Seat(0)] = (10..13).map(placed).collect();
    let (tile, fourth_tile) = (state.table[0].tile, state.table[1].tile);
    let play = Choice::Play { card: CardId(9), tile };
    let fourth = Choice::Play { card: CardId(9), tile: fourth_tile };
    for (lang, option, help) in [
        (
            "en",
            ", your fifth there: it takes the shootout token, and the shootout opens your next turn",
            "This card is your fifth there: it takes the establishment's shootout token, and the shootout comes at \
             the start of your next turn (5.0).",
        ),
        (
            "fr",
            ", votre cinquième ici : elle prend le pion fusillade, et la fusillade ouvre votre prochain tour",
            "Cette carte est votre cinquième ici : elle prend le pion fusillade de l'établissement, et la fusillade \
             sera résolue au début de votre prochain tour (5.0).",
        ),
        (
            "nl",
            ", je vijfde hier: die neemt het schietpartijfiche, en de schietpartij opent je volgende beurt",
            "Deze kaart is je vijfde hier: die neemt het schietpartijfiche van deze gelegenheid, en de schietpartij \
             volgt aan het begin van je volgende beurt (5.0).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        // The hand it makes follows (`showdown_tests`).
        let said = plain(&s.option(&v, "action", &play));
        assert!(said.contains(option), "{lang}: {said}");
        assert!(plain(&s.help(&v, "action", &play)).contains(help), "{lang}: {}", s.help(&v, "action", &play));
        let said = plain(&s.option(&v, "action", &fourth));
        assert!(!said.contains(&option[..option.find(':').unwrap()]), "{lang}: {said}");
        assert!(!plain(&s.help(&v, "action", &fourth)).contains(help), "{lang}");
    }
}

/// While a special card's question is answered its action is spent (4.1 "Cartes spéciales"):
/// the status says the card is in play and its question comes first, not only "no action
/// left", in every language; once the card is discarded it says the actions alone.
#[test]
fn the_status_says_a_special_cards_question_is_pending() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = two_cards(&content);
    state.current = Seat(0);
    state.actions_left = 0;
    let murder = card(&content, "murder");
    let log: Vec<LogEntry<ChicagoPoker>> = vec![Logged::Game(Event::SpecialPlayed { seat: Seat(0), card: murder })];
    for (lang, pending, none) in [
        (
            "en",
            "to play, Murder in play, its question to answer first; then 0 actions left.",
            "to play, 0 actions left.",
        ),
        (
            "fr",
            "de jouer, Meurtre en cours, sa question d'abord ; ensuite aucune action restante.",
            "de jouer, aucune action restante.",
        ),
        (
            "nl",
            "is aan zet, Moord wordt gespeeld, eerst de vraag daarvan; daarna geen actie meer.",
            "is aan zet, geen actie meer.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = plain(&s.status(&View::new(&state, &content, Seat(0), &log)));
        assert!(said.contains(pending), "{lang}: {said}");
        let mut done = state.clone();
        done.deck.discard(murder);
        let said = plain(&s.status(&View::new(&done, &content, Seat(0), &log)));
        assert!(said.contains(none), "{lang}: {said}");
    }
}

/// `board speakeasy` (or `tripot`, `speelhol`...) says how cards lie at the type once, lists
/// the establishments of it on the table with their cards, and says how many more are still in
/// the pile (4.1 Action II): it repeated the type's sentence for each of five establishments,
/// four of them not on the table.
#[test]
fn board_of_a_type_says_its_layout_once_and_lists_only_what_is_on_the_table() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let v = View::new(&state, &content, Seat(0), &[]);
    let kind = content.type_of(state.table[0].tile).id.clone();
    let of_kind = tiles_of(&content, &kind);
    let on_table: Vec<TileId> = of_kind.iter().copied().filter(|t| v.tiles().contains(t)).collect();
    let away = of_kind.len() - on_table.len();
    assert!(away > 1, "several still in the pile");
    for (lang, more) in [
        ("en", format!("not on the table yet: {away} more.")),
        ("fr", format!("pas encore sur la table : {away} autres.")),
        ("nl", format!("nog niet op tafel: nog {away}.")),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let type_name = plain(&locale.text(&format!("type-{kind}"), &[]));
        let found = plain(&s.find(&v, &type_name).expect("the type's name finds its establishments"));
        let rule = plain(&locale.text(&format!("type-{kind}.rule"), &[]));
        assert_eq!(found.matches(&rule).count(), 1, "{lang}: the layout once: {found}");
        assert!(found.starts_with(&format!("{type_name} (4.1")), "{lang}: {found}");
        for &t in &on_table {
            assert!(found.contains(&format!("\n{}\n", s.n.tile_name(t))), "{lang}: {found}");
        }
        for &t in of_kind.iter().filter(|t| !on_table.contains(t)) {
            assert!(!found.contains(&s.n.tile_name(t)), "{lang}: not on the table, not listed: {found}");
        }
        let red_3 = plain(&s.n.card_name(card(&content, "red_3")));
        assert!(found.contains(&red_3), "{lang}: its cards: {found}");
        assert!(found.trim_end().ends_with(&more), "{lang}: {found}");
    }
}

/// Once the game is over the status no longer says whose turn it is: it says the game is over
/// and who won (6.0), in the terminal and on the browser's page, which print the same status.
#[test]
fn the_status_after_the_end_says_who_won() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = two_cards(&content);
    state.winner = Some(Seat(2));
    state.current = Seat(0);
    for (lang, over, turn, to_play) in [
        ("en", "The game is over (turn ", "): Player 3 has won. Deck: ", "to play"),
        ("fr", "La partie est terminée (tour ", ") : Joueur 3 a gagné. Pioche : ", "de jouer"),
        ("nl", "Het spel is voorbij (beurt ", "): Speler 3 heeft gewonnen. Trekstapel: ", "aan zet"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = plain(&s.status(&View::new(&state, &content, Seat(0), &[])));
        let first = said.lines().next().unwrap();
        assert!(first.starts_with(over) && first.contains(turn), "{lang}: {said}");
        assert!(!said.contains(to_play), "{lang}: {said}");
        // Before the end, the same status said whose turn it was.
        let mut playing = state.clone();
        playing.winner = None;
        assert!(plain(&s.status(&View::new(&playing, &content, Seat(0), &[]))).contains(to_play), "{lang}");
    }
}

/// The Limousine's count options say which cards each number takes, and from where, and each
/// card of its order says how it will lie and as which card there (4.1 "Limousine": "Il doit
/// respecter les règles de placement des cartes, faces visibles ou cachées, de l'établissement de
/// destination"): the options were bare numbers, the order's help the card's name.
#[test]
fn the_limousines_count_and_order_say_which_cards_and_how_they_lie() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let mut log: Vec<LogEntry<ChicagoPoker>> =
        vec![Logged::Game(Event::SpecialPlayed { seat: Seat(0), card: card(&content, "limousine") })];
    let (from, to) = View::new(&state, &content, Seat(0), &log).limousine_ride().expect("one ride");
    let face = |nth: usize| content.face(to, nth) == super::defs::Face::Up;
    for (lang, one, two, up, down, first) in [
        (
            "en",
            "your last card at FROM: {B}",
            "your last 2 cards at FROM: {A}, {B}",
            "face up",
            "face down",
            "as your card 1 there.",
        ),
        (
            "fr",
            "votre dernière carte devant FROM : {B}",
            "vos 2 dernières cartes devant FROM : {A}, {B}",
            "face visible",
            "face cachée",
            "votre carte n° 1 là-bas.",
        ),
        (
            "nl",
            "je laatste kaart bij FROM: {B}",
            "je laatste 2 kaarten bij FROM: {A}, {B}",
            "open",
            "gedekt",
            "als je kaart nr. 1 daar.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        // The group's cards, as the seat sees its own: the last two named in play order.
        let seen: Vec<String> = View::new(&state, &content, Seat(0), &[])
            .group(Seat(0), from)
            .iter()
            .map(|&(c, up)| {
                let name = s.n.card_name(c.expect("its own card"));
                if up { name } else { plain(&locale.text("play-face-down-known", &[("card", s.n.card(c.unwrap()))])) }
            })
            .collect();
        assert!(seen.len() >= 2, "{seen:?}");
        let (a, b) = (&seen[seen.len() - 2], &seen[seen.len() - 1]);
        let named = |text: &str| text.replace("FROM", &s.n.tile_name(from)).replace("{A}", a).replace("{B}", b);
        let v = View::new(&state, &content, Seat(0), &log[..1]);
        assert_eq!(plain(&s.option(&v, "limousine_count", &Choice::Count(1))), named(one), "{lang}");
        assert_eq!(plain(&s.option(&v, "limousine_count", &Choice::Count(2))), named(two), "{lang}");
        let said = plain(&s.help(&v, "limousine_order", &Choice::Card(card(&content, "red_3"))));
        let rule = plain(&locale.text(&format!("type-{}.rule", content.type_of(to).id), &[]));
        assert!(said.starts_with("Limousine (4.1)") && said.contains(&rule) && said.contains(first), "{lang}: {said}");
        assert!(said.contains(&format!(" {} ", if face(0) { up } else { down })), "{lang}: {said}");
        assert!(said.contains(&s.n.tile_name(to)), "{lang}: {said}");
    }
    // The second card set down is the second there.
    let red_3 = Choice::Card(card(&content, "red_3"));
    log.push(Logged::Chose(Chose { seat: Seat(0), prompt: "limousine_order".into(), index: 0, choice: red_3 }));
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let s = Terminal { n: Narrator { content: &content, locale: &locale } };
    let said = plain(&s.help(
        &View::new(&state, &content, Seat(0), &log),
        "limousine_order",
        &Choice::Card(card(&content, "red_5")),
    ));
    assert!(said.contains("as your card 2 there"), "{said}");
    assert!(said.contains(if face(1) { " face up " } else { " face down " }), "{said}");
}

/// Dutch: a face-down card another seat has not seen reads as a card of its own in a group
/// ("Rode 3, gedekte kaart"), not as a word after the card before it ("Rode 3, (gedekt)" read
/// as a stray comma); the rule headings are Dutch first, the French rulebook's after.
#[test]
fn dutch_says_a_face_down_card_as_a_card_and_its_headings_in_dutch_first() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let locale = Locale::load(&Source::Embedded, GAME_ID, "nl").unwrap();
    let s = Terminal { n: Narrator { content: &content, locale: &locale } };
    let said = plain(&s.status(&View::new(&state, &content, Seat(1), &[])));
    assert!(said.contains("Speler 1: Rode 3, gedekte kaart"), "{said}");
    let draw = plain(&s.help(&View::new(&state, &content, Seat(0), &[]), "action", &Choice::Draw));
    assert!(draw.starts_with("Een kaart trekken (4.1, Actie I; Franse spelregels: Action I): "), "{draw}");
}

/// Murder's text names the card by its name (4.1 "Meurtre"; the rulebook's "protégés contre
/// l'Assassin" is the same card): French said "l'Assassin", Dutch "de moordenaar", English "the
/// killer" for a card called Meurtre, Moord, Murder.
#[test]
fn murders_text_names_the_card_as_it_is_called() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = two_cards(&content);
    let murder = Choice::Special { card: card(&content, "murder") };
    for (lang, said) in [
        ("en", "are protected from Murder;"),
        ("fr", "sont protégés contre le Meurtre."),
        ("nl", "zijn beschermd tegen Moord;"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let help = plain(&s.help(&View::new(&state, &content, Seat(0), &[]), "action", &murder));
        assert!(help.contains(said), "{lang}: {help}");
        assert!(!help.contains("Assassin") && !help.contains("moordenaar") && !help.contains("killer"), "{lang}");
    }
}

/// The Limousine offered where it could move nothing (4.1 "Limousine": "les cartes sous un
/// pion fusillade ne peuvent pas être déplacées"; NOTES.md 3: played anyway, it is spent) says
/// on its option that it would change nothing: with no card of Player 1's on the table, and
/// with his only group under his shootout token. With a group it could move it says nothing of
/// the kind, in every language. It was offered as any other card.
#[test]
fn the_limousine_says_when_it_would_change_nothing() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let limousine = Choice::Special { card: card(&content, "limousine") };
    let empty = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let mut held = two_cards(&content);
    let placed = |i: u8| Placed { card: CardId(i), face_up: true, seen_by: Vec::new() };
    held.table[0].cards[Seat(0)] = (0..5).map(placed).collect();
    held.table[0].token = Some(super::state::Token { owner: Seat(0), order: 0 });
    let free = two_cards(&content);
    for (lang, said) in [
        ("en", "Play Limousine: none of your cards can move now; it would cost the card and an action all the same"),
        (
            "fr",
            "Jouer Limousine : aucune de vos cartes ne peut bouger maintenant ; elle coûterait tout de même la carte et une action",
        ),
        ("nl", "Limousine spelen: geen van je kaarten kan nu verplaatst worden; het kost toch de kaart en een actie"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let option = |state: &State| plain(&s.option(&View::new(state, &content, Seat(0), &[]), "action", &limousine));
        assert!(option(&empty).ends_with(said), "{lang}: {}", option(&empty));
        // On one line at 160 columns, as every special's option.
        assert!(option(&empty).chars().count() + 6 <= 160, "{lang}: {}", option(&empty));
        assert!(option(&held).ends_with(said), "{lang}: {}", option(&held));
        assert!(!option(&free).contains(said), "{lang}: {}", option(&free));
    }
}

/// Murder and the Informer offered with nothing to act on (4.1 "Meurtre", "Informateur";
/// NOTES.md 3: played anyway, they are spent) say so on their option, as the Limousine does: a
/// newcomer lost a Murder on a table where no card could be taken.
#[test]
fn murder_and_the_informer_say_when_they_would_find_nothing() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let s = Terminal { n: Narrator { content: &content, locale: &locale } };
    let murder = Choice::Special { card: card(&content, "murder") };
    let informer = Choice::Special { card: card(&content, "informer") };
    let empty = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let option = |state: &State, c: &Choice| plain(&s.option(&View::new(state, &content, Seat(1), &[]), "action", c));
    assert_eq!(
        option(&empty, &murder),
        "Play Murder: no other player's card may be taken now; it would cost the card and an action all the same"
    );
    assert_eq!(
        option(&empty, &informer),
        "Play Informer: no other player has a face-down card now; it would cost the card and an action all the same"
    );
    // Player 1's Red 3 face up, Red 5 face down: both find something.
    let two = two_cards(&content);
    assert!(!option(&two, &murder).contains("now;"), "{}", option(&two, &murder));
    assert!(!option(&two, &informer).contains("now;"), "{}", option(&two, &informer));
    // Face up only: Murder may take it, the Informer sees nothing more.
    let mut shown = two_cards(&content);
    for placed in &mut shown.table[0].cards[Seat(0)] {
        placed.face_up = true;
    }
    assert!(!option(&shown, &murder).contains("now;"), "{}", option(&shown, &murder));
    assert!(option(&shown, &informer).contains("no other player has a face-down card now"));
    for lang in ["fr", "nl"] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = plain(&s.option(&View::new(&empty, &content, Seat(1), &[]), "action", &murder));
        assert!(said.contains("Meurtre : aucune carte") || said.contains("Moord spelen: geen kaart"), "{lang}: {said}");
    }
}
