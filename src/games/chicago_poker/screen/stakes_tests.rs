//! Whom an establishment gives the game, said on every card played there (6.0); a rival's win
//! that leaves him one establishment away; who may still come and play there; an option short
//! enough to read at 80 columns; and a group's line that keeps the fifth card and the last
//! chance in view, in English, French and Dutch.

use super::super::ChicagoPoker;
use super::super::choice::Choice;
use super::super::content::{Content, GAME_ID, TileId};
use super::super::narrate::Narrator;
use super::super::state::Token;
use super::super::view::View;
use super::Terminal;
use super::showdown_tests::{
    card, murder_to, of_its_type, option_and_help_end_with, pending, placed, plain, two_of_its_type,
};
use crate::engine::content::Source;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

const LANGS: [&str; 3] = ["en", "fr", "nl"];

fn terminal<'a>(content: &'a Content, locale: &'a Locale) -> Terminal<'a> {
    Terminal { n: Narrator { content, locale } }
}

/// A face-up establishment of another type than `tile`'s.
fn of_another_type(state: &super::super::state::State, content: &Content, tile: TileId) -> TileId {
    let kind = content.tile(tile).kind;
    state.table.iter().map(|e| e.tile).find(|&t| content.tile(t).kind != kind).expect("two types on the table")
}

/// "Winning here wins you the game" was said only on the fifth card, which calls the shootout:
/// a reviewer two speakeasies up laid his first card at the third with nothing said. Whatever
/// the card, one laid where the establishment would give the seat the game says so (6.0: "La
/// partie se termine immédiatement lorsqu'un joueur contrôle trois établissements du même
/// type"), its help with the condition; elsewhere nothing is said.
#[test]
fn any_card_says_when_its_establishment_would_win_the_game() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let tile = state.table[0].tile;
    let other = of_another_type(&state, &content, tile);
    two_of_its_type(&mut state, &content, Seat(0), tile);
    let play = Choice::Play { card: card(&content, "yellow_11"), tile };
    let cases = [
        (
            "en",
            "; winning this establishment wins you the game",
            "If you win this establishment, you win the game (6.0: 3 establishments of one type).",
        ),
        (
            "fr",
            " ; remporter cet établissement vous donne la partie",
            "Si vous remportez cet établissement, vous gagnez la partie (6.0 : 3 établissements du même type).",
        ),
        (
            "nl",
            "; met deze gelegenheid win je het spel",
            "Als jij deze gelegenheid wint, win je het spel (6.0: 3 gelegenheden van één soort).",
        ),
    ];
    let v = View::new(&state, &content, Seat(0), &[]);
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
    // Elsewhere, and for a seat it would not give the game, nothing of the kind.
    let away = Choice::Play { card: card(&content, "yellow_11"), tile: other };
    let rival = View::new(&state, &content, Seat(1), &[]);
    for (lang, (_, option, help)) in LANGS.iter().zip(cases) {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = terminal(&content, &locale);
        assert!(!plain(&s.option(&v, "action", &away)).contains(option), "{lang}");
        assert!(!plain(&s.help(&v, "action", &away)).contains(help), "{lang}");
        assert!(!plain(&s.option(&rival, "action", &play)).contains(option), "{lang}");
    }
}

/// A rival's last chance said whom the shootout gives the game, but nothing where it leaves its
/// holder one establishment from winning (6.0), the next thing to stop; nor the seat's own
/// fifth card that would leave it so.
#[test]
fn a_shootout_that_leaves_its_winner_one_away_says_so() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    let tile = state.table[0].tile;
    let play = Choice::Play { card: card(&content, "yellow_11"), tile };
    let cases = [
        (
            "en",
            "; if Player 2 wins it, they are one establishment from winning the game;",
            "If Player 2 wins that shootout, they are one establishment from winning the game (6.0).",
        ),
        (
            "fr",
            " ; si Joueur 2 la gagne, il sera à un établissement de la victoire ;",
            "Si Joueur 2 gagne cette fusillade, il sera à un établissement de la victoire (6.0).",
        ),
        (
            "nl",
            "; als Speler 2 die wint, heeft hij nog één gelegenheid nodig om het spel te winnen;",
            "Als Speler 2 die schietpartij wint, heeft hij nog één gelegenheid nodig om het spel te winnen (6.0).",
        ),
    ];
    let said = |state: &super::super::state::State, lang: &str| {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = terminal(&content, &locale);
        let v = View::new(state, &content, Seat(0), &[]);
        (plain(&s.option(&v, "action", &play)), plain(&s.help(&v, "action", &play)))
    };
    // With nothing won, one more leaves him far.
    for (lang, option, help) in cases {
        let (o, h) = said(&state, lang);
        assert!(!o.contains(option) && !h.contains(help), "{lang}: {o} / {h}");
    }
    // One of its type won already: this one makes two, and a third wins (6.0).
    of_its_type(&mut state, &content, Seat(1), tile, 1);
    for (lang, option, help) in cases {
        let (o, h) = said(&state, lang);
        assert!(o.contains(option), "{lang}: {o}");
        assert!(h.contains(help), "{lang}: {h}");
    }
    // The seat's own fifth card, one of its type won.
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    state.table[0].cards[Seat(0)] =
        ["red_13", "red_10", "purple_9", "purple_11"].iter().map(|id| placed(&content, id, true)).collect();
    of_its_type(&mut state, &content, Seat(0), tile, 1);
    for (lang, option) in [
        ("en", "; if you win it, you are one establishment from winning the game;"),
        ("fr", " ; si vous la gagnez, vous serez à un établissement de la victoire ;"),
        ("nl", "; als jij die wint, heb je nog één gelegenheid nodig om het spel te winnen;"),
    ] {
        let (o, _) = said(&state, lang);
        assert!(o.contains(option), "{lang}: {o}");
    }
}

/// The stakes counted only the players with cards at the establishment: a player with none
/// there yet, whose turn comes before the shootout (5.0) and whom it would give the game (6.0),
/// went unsaid, where he may still lay his cards there (4.1 Action II). He is named once, with
/// what he may win; the others who may still play there after him.
#[test]
fn the_stakes_name_who_may_still_come_and_win_the_game_there() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let tile = state.table[0].tile;
    state.table[0].cards[Seat(0)] =
        ["red_13", "red_10", "purple_9", "purple_11"].iter().map(|id| placed(&content, id, true)).collect();
    two_of_its_type(&mut state, &content, Seat(2), tile);
    let play = Choice::Play { card: card(&content, "blue_13"), tile };
    let v = View::new(&state, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "; Player 3 may still play here and win the game with it; your Pair (13); nobody else has cards here yet; Player 2 may still play here",
            "Player 3 may still play here before it, and would win the game by winning it (4.1, 6.0). With this card, yours makes Pair (13), and nobody else has cards here yet. Before that shootout, Player 2 may still lay cards here (4.1).",
        ),
        (
            "fr",
            " ; Joueur 3 peut encore jouer ici et y gagner la partie ; votre Paire (13) ; personne d'autre n'a encore de carte ici ; Joueur 2 peut encore jouer ici",
            "Joueur 3 peut encore jouer ici avant elle, et gagnerait la partie en la gagnant (4.1, 6.0). Avec cette carte, votre jeu fait Paire (13), et personne d'autre n'a encore de carte ici. Avant cette fusillade, Joueur 2 peut encore poser des cartes ici (4.1).",
        ),
        (
            "nl",
            "; Speler 3 kan hier nog spelen en er het spel mee winnen; jouw Paar (13); verder heeft nog niemand hier kaarten; Speler 2 kan hier nog spelen",
            "Speler 3 kan hier daarvoor nog spelen, en wint het spel als hij die schietpartij wint (4.1, 6.0). Met deze kaart maakt de jouwe Paar (13), en verder heeft nog niemand hier kaarten. Vóór die schietpartij kan Speler 2 hier nog kaarten leggen (4.1).",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |lang, said| {
        let third = ["Player 3", "Joueur 3", "Speler 3"];
        assert_eq!(third.iter().map(|p| said.matches(p).count()).sum::<usize>(), 1, "{lang}: named once: {said}");
    });
}

/// The last chance before a rival's shootout took 7 lines at 80 columns: the option says what
/// the choice needs (the last chance, whom it gives the game, the hand against what the seat
/// sees, who may still change it) in at most 4 (French and Dutch, longer, in 5); its help says
/// the rest.
#[test]
fn the_last_chance_before_a_rivals_shootout_fits_four_lines_at_80_columns() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    // Player 3 holds the token and wins the game with it; Player 2 plays between, a Murder in hand.
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    let tile = state.table[0].tile;
    state.table[0].cards[Seat(2)] = std::mem::take(&mut state.table[0].cards[Seat(1)]);
    state.table[0].token = Some(Token { owner: Seat(2), order: 0 });
    two_of_its_type(&mut state, &content, Seat(2), tile);
    murder_to(&mut state, &content, Seat(1));
    let play = Choice::Play { card: card(&content, "yellow_11"), tile };
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, most) in [("en", 4), ("fr", 5), ("nl", 5)] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = terminal(&content, &locale);
        let line = format!("  12. {}", plain(&s.option(&v, "action", &play)));
        let rows = textwrap::wrap(&line, textwrap::Options::new(80).subsequent_indent("      "));
        assert!(rows.len() <= most, "{lang}: {} rows:\n{}", rows.len(), rows.join("\n"));
        // Still all there: the last chance, the stakes, the hands, who may change them.
        for word in ["3", "(11)", "(8)", "2"] {
            assert!(line.contains(word), "{lang}: {line}");
        }
    }
}

/// A long list shown by groups (a hand of seven on six establishments: the plays grouped by the
/// card) folded a fifth card's and a last chance's words inside each group: the group's line
/// says where a card played is the seat's fifth, calling its shootout, and where it is the last
/// chance before another's (4.1 Action II, 5.0); with neither, the card alone.
#[test]
fn a_groups_line_says_where_a_card_is_the_fifth_or_the_last_chance() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    let (last, fifth) = (state.table[0].tile, state.table[1].tile);
    state.table[1].cards[Seat(0)] =
        ["red_13", "red_10", "purple_9", "blue_11"].iter().map(|id| placed(&content, id, true)).collect();
    let play = Choice::Play { card: card(&content, "yellow_3"), tile: last };
    let plain_state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    for (lang, fifth_words, last_words) in [
        ("en", "your fifth at", "last chance at"),
        ("fr", "votre cinquième devant", "dernière chance devant"),
        ("nl", "je vijfde bij", "laatste kans bij"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = terminal(&content, &locale);
        let v = View::new(&state, &content, Seat(0), &[]);
        let group = plain(&s.option_group(&v, "action", &play).unwrap());
        let (fifth_name, last_name) = (plain(&s.n.tile_name(fifth)), plain(&s.n.tile_name(last)));
        assert!(group.contains(&format!("{fifth_words} {fifth_name}")), "{lang}: {group}");
        assert!(group.contains(&format!("{last_words} {last_name}")), "{lang}: {group}");
        // Every card's group says it alike: a group holds one card's plays.
        let other = Choice::Play { card: card(&content, "green_4"), tile: fifth };
        let other = plain(&s.option_group(&v, "action", &other).unwrap());
        assert!(other.contains(&format!("{fifth_words} {fifth_name}")), "{lang}: {other}");
        let v = View::new(&plain_state, &content, Seat(0), &[]);
        let group = plain(&s.option_group(&v, "action", &play).unwrap());
        assert_eq!(group, plain(&s.t("option-group-play", &[("card", s.n.card(card(&content, "yellow_3")))])));
    }
}
