//! Who is one establishment from winning, said under the action question and in `status`.

use super::super::ChicagoPoker;
use super::super::content::GAME_ID;
use super::super::content::TileId;
use super::super::narrate::Narrator;
use super::super::state::Token;
use super::super::view::View;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

/// A rival holding two establishments of a type, with a third of it on the table, wins the game
/// by winning it (6.0: "trois établissements du même type"); a reviewer had to count this every
/// turn, and lost a game to a rival's pending shootout nothing said would end it (5.0). The
/// action question names the rival, the establishment and the condition, and the shootout; a
/// table where nobody is one away says nothing of it.
#[test]
fn the_action_question_says_who_wins_the_game_with_which_establishment() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
    let quiet = {
        let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        terminal.question(&View::new(&state, &content, Seat(0), &[]), "action")
    };
    assert!(!quiet.contains("(6.0)"), "nobody is one away at the start: {quiet}");
    // Two won tiles of the type of the first face-up establishment, for Player 3.
    let target = state.table[0].tile;
    let kind = content.tile(target).kind;
    let same: Vec<_> = state.tiles.iter().copied().filter(|&t| content.tile(t).kind == kind).take(2).collect();
    assert_eq!(same.len(), 2, "two more tiles of the type in the pile");
    state.tiles.retain(|t| !same.contains(t));
    state.players[Seat(2)].won = same;
    state.table[0].token = Some(Token { owner: Seat(2), order: 0 });
    for (lang, near, shootout) in [
        ("en", "One establishment from winning the game (6.0): Player 3 with ", "Player 3's shootout at "),
        ("fr", "À un établissement de la victoire (6.0) : Joueur 3 avec ", "La fusillade de Joueur 3 devant "),
        (
            "nl",
            "Nog één gelegenheid nodig om het spel te winnen (6.0): Speler 3 met ",
            "De schietpartij van Speler 3 bij ",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        let name = terminal.n.tile_name(target).replace(['\u{2068}', '\u{2069}'], "");
        let asked = terminal.question(&v, "action").replace(['\u{2068}', '\u{2069}'], "");
        assert!(asked.contains(&format!("{near}{name}")), "{lang}: {asked}");
        assert!(asked.contains(&format!("{shootout}{name}")), "{lang}: {asked}");
        let status = terminal.status(&v).replace(['\u{2068}', '\u{2069}'], "");
        assert!(status.contains(&format!("{near}{name}")), "{lang}: {status}");
    }
    // Once the game is won, the final status no longer says anyone is one away (a reviewer
    // read it under "Player 1 has won", with a reason no longer true).
    state.winner = Some(Seat(2));
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let status = terminal.status(&View::new(&state, &content, Seat(0), &[]));
    assert!(!status.contains("(6.0)"), "{status}");
}

/// The reason given is the condition each establishment really meets (6.0), and any one of
/// them does it: a reviewer read "Player 3 with any establishment on the table (4
/// establishments of different types)" of a rival holding four of three types, whom any
/// establishment gives five, and "you with A and B" where either one wins. Seats are told apart
/// as the language writes a list (French: " ; ").
#[test]
fn the_one_away_line_says_the_condition_each_establishment_meets_and_either_one_wins() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
    let of = |kind: &str| -> Vec<TileId> {
        (0..content.tiles.len()).map(|i| TileId(i as u8)).filter(|&t| content.type_of(t).id == kind).collect()
    };
    let (speak, jazz, brew, gamb) = (of("speakeasy"), of("jazz_club"), of("brewery"), of("gambling_hall"));
    // Player 3: four establishments of three types, two breweries among them; you: two jazz
    // clubs. On the table a third brewery and two jazz clubs.
    state.players[Seat(2)].won = vec![brew[0], brew[1], gamb[0], speak[0]];
    state.players[Seat(0)].won = vec![jazz[0], jazz[1]];
    for (place, tile) in state.table.iter_mut().zip([brew[2], jazz[2], jazz[3]]) {
        place.tile = tile;
    }
    state
        .tiles
        .retain(|t| ![brew[0], brew[1], brew[2], gamb[0], speak[0], jazz[0], jazz[1], jazz[2], jazz[3]].contains(t));
    for (lang, rival, you) in [
        (
            "en",
            "Player 3 with any establishment on the table (5 establishments of any type); ",
            "you with The {0} or The {1} (3 establishments of one type).",
        ),
        (
            "fr",
            "Joueur 3 avec n'importe quel établissement de la table (5 établissements quelconques) ; ",
            "vous avec The {0} ou The {1} (3 établissements du même type).",
        ),
        (
            "nl",
            "Speler 3 met elke gelegenheid op tafel (5 willekeurige gelegenheden); ",
            "jij met The {0} of The {1} (3 gelegenheden van één soort).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        let name = |t: TileId| terminal.n.tile_name(t).replace(['\u{2068}', '\u{2069}'], "");
        let you = you.replace("The {0}", &name(jazz[2])).replace("The {1}", &name(jazz[3]));
        let asked = terminal.question(&v, "action").replace(['\u{2068}', '\u{2069}'], "");
        assert!(asked.contains(&format!("{rival}{you}")), "{lang}: {asked}");
    }
}

/// An establishment meeting two conditions is grouped under the one that groups the most; those
/// left are said with theirs, "or with" between the groups.
#[test]
fn establishments_winning_by_different_conditions_are_said_apart() {
    use super::super::defs::WinCondition::{Any, DifferentTypes, SameType};
    use super::threats::ways_to_win;
    let conditions = [SameType(3), DifferentTypes(4), Any(5)];
    let (a, b, c) = (TileId(0), TileId(1), TileId(2));
    let tiles = [(a, vec![SameType(3)]), (b, vec![DifferentTypes(4)]), (c, vec![SameType(3)])];
    assert_eq!(ways_to_win(&tiles, &conditions), vec![(SameType(3), vec![a, c]), (DifferentTypes(4), vec![b])]);
    let tiles = [(a, vec![SameType(3), Any(5)]), (b, vec![DifferentTypes(4), Any(5)])];
    assert_eq!(ways_to_win(&tiles, &conditions), vec![(Any(5), vec![a, b])]);
    // The words, for a content whose conditions could make such groups (a mod's).
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
    let on_table = state.table.iter().map(|e| e.tile).collect::<Vec<_>>();
    let tiles =
        [(on_table[0], vec![SameType(3)]), (on_table[1], vec![DifferentTypes(4)]), (on_table[2], vec![SameType(3)])];
    for (lang, said) in [
        ("en", "{0} or {2} (3 establishments of one type), or with {1} (4 establishments of different types)"),
        ("fr", "{0} ou {2} (3 établissements du même type), ou avec {1} (4 établissements de types différents)"),
        ("nl", "{0} of {2} (3 gelegenheden van één soort), of met {1} (4 gelegenheden van verschillende soorten)"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        let name = |i: usize| terminal.n.tile_name(on_table[i]).replace(['\u{2068}', '\u{2069}'], "");
        let said = said.replace("{0}", &name(0)).replace("{1}", &name(1)).replace("{2}", &name(2));
        let words = terminal.ways_words(&v, &tiles, &[]).replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(words, said, "{lang}");
    }
}

/// A reviewer one gambling hall short of three of a type (6.0), with none on the table, read no
/// one-away line from tour 48 to 64: it named only establishments on the table. The line says
/// what the seat lacks all the same, and that none is on the table yet.
#[test]
fn the_one_away_line_names_a_type_none_of_which_is_on_the_table() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 4, 5).unwrap();
    let of = |kind: &str| -> Vec<TileId> {
        (0..content.tiles.len()).map(|i| TileId(i as u8)).filter(|&t| content.type_of(t).id == kind).collect()
    };
    let (speak, jazz, gamb) = (of("speakeasy"), of("jazz_club"), of("gambling_hall"));
    // You: two gambling halls; on the table a speakeasy and two jazz clubs, none of which wins.
    state.players[Seat(0)].won = vec![gamb[0], gamb[1]];
    for (place, tile) in state.table.iter_mut().zip([speak[0], jazz[0], jazz[1]]) {
        place.tile = tile;
    }
    state.tiles.retain(|t| ![gamb[0], gamb[1], speak[0], jazz[0], jazz[1]].contains(t));
    for (lang, said) in [
        (
            "en",
            "One establishment from winning the game (6.0): you with a Gambling hall (3 establishments of one type; none on the table yet).",
        ),
        (
            "fr",
            "À un établissement de la victoire (6.0) : vous avec un établissement de type Salle de jeu (3 établissements du même type ; aucun sur la table pour l'instant).",
        ),
        (
            "nl",
            "Nog één gelegenheid nodig om het spel te winnen (6.0): jij met een gelegenheid van het type Speelzaal (3 gelegenheden van één soort; nog geen op tafel).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let v = View::new(&state, &content, Seat(0), &[]);
        let asked = terminal.question(&v, "action").replace(['\u{2068}', '\u{2069}'], "");
        assert!(asked.contains(said), "{lang}: {asked}");
        let status = terminal.status(&v).replace(['\u{2068}', '\u{2069}'], "");
        assert!(status.contains(said), "{lang}: {status}");
    }
    // Every gambling hall won: none left to lack.
    state.players[Seat(1)].won = vec![gamb[2], gamb[3]];
    state.players[Seat(2)].won = vec![gamb[4]];
    state.tiles.retain(|t| !gamb.contains(t));
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").unwrap();
    let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
    let asked = terminal.question(&View::new(&state, &content, Seat(0), &[]), "action");
    assert!(!asked.contains("(6.0)"), "{asked}");
}
