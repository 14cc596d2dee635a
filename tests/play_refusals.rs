//! `play`'s and `serve`'s shared refusals in the language `--lang` asks for: an unknown game, an
//! unknown seat kind, and the command line's own errors (an unknown option, an option without
//! its value), each with a hint to the command's `--help`; English where no language is asked.

mod support;

use std::process::Command;

/// What `mobrules ARGS` says on its standard error, its isolation marks taken out, and its exit
/// code.
fn refused(args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
    let said = String::from_utf8_lossy(&out.stderr).replace(['\u{2068}', '\u{2069}'], "");
    (said, out.status.code().unwrap_or(-1))
}

#[test]
fn play_s_refusals_are_in_the_language_asked_for() {
    let cases: &[(&[&str], &str)] = &[
        (&["play", "chess", "--lang", "fr"], "jeu inconnu « chess » (jeux connus : king-of-chicago"),
        (&["play", "chess", "--lang", "nl"], "onbekend spel „chess” (bekende spellen: king-of-chicago"),
        (&["serve", "chess", "--lang=nl"], "onbekend spel „chess”"),
        (&["play", "chess"], "unknown game `chess` (known: king-of-chicago"),
        (
            &["play", "bootleggers", "--lang", "fr", "--seats", "human,bot:foo"],
            "type de place inconnu « bot:foo » (types connus : human, bot:random",
        ),
        (
            &["play", "bootleggers", "--lang", "nl", "--seats", "human,bot:foo"],
            "onbekende soort speler „bot:foo” (bekende soorten: human",
        ),
        (&["serve", "bootleggers", "--lang", "nl", "--seats", "human,bot:foo"], "onbekende soort speler „bot:foo”"),
        (&["play", "bootleggers", "--seats", "human,bot:foo"], "unknown seat kind `bot:foo` (known: human"),
        (
            &["play", "bootleggers", "--lang", "fr", "--bogus"],
            "--bogus n'est pas une option de mobrules play\nPour voir toutes les options : mobrules play --help",
        ),
        (
            &["play", "bootleggers", "--lang", "nl", "--bogus"],
            "--bogus is geen optie van mobrules play\nAlle opties zien: mobrules play --help",
        ),
        (
            &["play", "bootleggers", "--lang", "nl", "--seed"],
            "--seed <SEED> heeft een waarde nodig, en er is er geen gegeven",
        ),
        (
            &["play", "bootleggers", "--lang", "fr", "--seed"],
            "--seed <SEED> attend une valeur, et aucune n'a été donnée",
        ),
        (&["play", "bootleggers", "--lang", "nl", "--seed", "x"], "x is geen geldige waarde voor --seed <SEED>"),
        (&["play", "--lang", "fr"], "il manque <GAME>\nPour voir toutes les options : mobrules play --help"),
        (&["play", "bootleggers", "--lang", "en", "--bogus"], "error: unexpected argument '--bogus' found"),
    ];
    for (args, want) in cases {
        let (said, code) = refused(args);
        assert!(said.contains(want), "{args:?}: said {said:?}, not {want:?}");
        assert_eq!(code, 2, "{args:?}: {said}");
    }
}

/// A save that cannot be written says why in the language asked for, the game going on: the
/// system's reason was English whatever `--lang` ("No such file or directory (os error 2)").
#[test]
fn a_save_that_cannot_be_written_says_why_in_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("game.save");
    let missing = missing.to_str().expect("a path in UTF-8");
    let seats = "human,bot:greedy,bot:greedy,bot:greedy";
    for (lang, want) in [
        ("fr", format!("La partie n'a pas pu être sauvegardée dans {missing} (ce fichier n'existe pas (ou un dossier")),
        ("nl", format!("Het spel kon niet bewaard worden in {missing} (dit bestand bestaat niet (of een map")),
        ("en", format!("The game could not be saved in {missing} (there is no such file (or folder")),
    ] {
        let (_, out, _) = support::piped::play_game(
            "bootleggers",
            &["--seed", "5", "--lang", lang, "--seats", seats],
            &format!("save {missing}\nquit\n"),
        );
        let out = out.replace(['\u{2068}', '\u{2069}'], "");
        assert!(out.contains(&want), "{lang}: {out}");
        assert!(!out.contains("os error"), "{lang}: {out}");
    }
}

/// An unknown seat kind is worded from the table's error itself (the seat as given, the kinds
/// there are), not by reading its English back: a seat whose own text held "` (known: " was cut
/// there, and the French line named `bot:x` and a list of kinds starting "y)".
#[test]
fn an_unknown_seat_is_named_whole_whatever_it_holds() {
    let odd = "bot:x` (known: y)";
    let seats = format!("human,{odd}");
    let cases = [
        ("fr", format!("type de place inconnu « {odd} » (types connus : human, bot:random")),
        ("nl", format!("onbekende soort speler „{odd}” (bekende soorten: human, bot:random")),
        ("en", format!("unknown seat kind `{odd}` (known: human, bot:random")),
    ];
    for (lang, want) in cases {
        for command in ["play", "serve"] {
            let (said, code) = refused(&[command, "godfathers", "--lang", lang, "--seats", &seats]);
            assert!(said.contains(&want), "{command} {lang}: said {said:?}, not {want:?}");
            assert_eq!(code, 2, "{command} {lang}: {said}");
        }
    }
}

/// The command line's refusals are engine messages every game requires, as the tables' words
/// are, so that `validate` checks a mod's English and translations of them: each `cli-` message
/// of the engine's English is among each game's required texts.
#[test]
fn the_command_line_s_messages_are_required_of_every_game() {
    let english = std::fs::read_to_string("content/engine/locales/en.ftl").expect("the engine's English");
    let cli: Vec<&str> = english.lines().filter_map(|l| l.split_once(" = ")).map(|(id, _)| id.trim()).collect();
    let cli: Vec<&str> = cli.into_iter().filter(|id| id.starts_with("cli-")).collect();
    assert!(cli.len() >= 8, "the engine's command line messages: {cli:?}");
    for id in mobrules::games::ids() {
        let game = mobrules::games::find(id).expect("a game");
        let loaded = game.load(&mobrules::engine::content::Source::Embedded).expect("the game loads");
        let required: Vec<String> = loaded.required_texts().into_iter().map(|n| n.id).collect();
        for message in &cli {
            assert!(required.iter().any(|r| r == message), "{id}: `{message}` is not a required text");
        }
    }
}
