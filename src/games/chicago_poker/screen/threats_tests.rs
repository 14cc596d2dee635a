//! Who is one establishment from winning, said under the action question and in `status`.

use super::super::ChicagoPoker;
use super::super::content::GAME_ID;
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
}
