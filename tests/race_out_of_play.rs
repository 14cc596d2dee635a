//! The race at a terminal once a person's gang can move nobody (term20, en seed 15): the rest of
//! the race, forty turns, ran on without a pause, and why the gang was out scrolled away. The
//! table now stops once, with the news and the reason, for Enter; a pipe is told without being
//! waited on.

mod support;

use std::process::{Command, Stdio};
use support::piped::play_game;

/// A newcomer's answers (term20's `keys-gf.txt`): after the last, at turn 35, his godfather
/// stands alone on square 15; at turn 40 his last free henchman dies and the one left is held
/// hostage, so his gang can move nobody (his last henchman dies at turn 54).
const KEYS: &[&str] =
    &["", "help 2", "2", "3", "6", "3", "4", "1", "3", "7", "3", "3", "3", "6", "3", "5", "1", "3", "2"];
const GAME: &[&str] = &["--seed", "15", "--lang", "en", "--seats", "human,bot:greedy,bot:greedy,bot:greedy"];

/// Runs `play godfathers` in a pseudo-terminal of 80 by 50 (util-linux's `script`), typing
/// `input`; what the terminal showed, without its carriage returns.
fn at_a_terminal(input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let command = format!("stty cols 80 rows 50; exec '{bin}' play godfathers {} --save game.save", GAME.join(" "));
    let mut child = Command::new("script")
        .current_dir(dir.path())
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("util-linux's `script` runs (Debian's bsdutils)");
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, input.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).replace('\r', "")
}

/// The words of `text`, whatever its line breaks.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_person_whose_gang_can_move_nobody_is_stopped_once_and_told_why() {
    // The answers, then Enter for as many pages of news and the stop as come.
    let input = format!("{}\n{}", KEYS.join("\n"), "\n".repeat(12));
    let shown = words(&at_a_terminal(&input));
    let at = |w: &str| shown.find(w).unwrap_or_else(|| panic!("no {w:?} in:\n{shown}"));
    let last = at("Player 1's henchman 2 is liquidated on square 34");
    let stop = at("Player 1: You can move nobody, whatever you roll");
    let enter = at("(You will be asked nothing until your seat can play again. Press Enter to watch the game go on.)");
    assert!(last < stop && stop < enter && enter < at("Winner:"), "{shown}");
    assert_eq!(shown.matches("Press Enter to watch the game go on").count(), 1, "stopped once:\n{shown}");
}

#[test]
fn a_pipe_is_told_why_and_not_waited_on() {
    let input = format!("{}\n", KEYS.join("\n"));
    let (code, out, err) = play_game("godfathers", GAME, &input);
    assert_eq!(code, Some(0), "{err}");
    let shown = words(&out);
    let at = |w: &str| shown.find(w).unwrap_or_else(|| panic!("no {w:?} in:\n{shown}"));
    let stop = at("Player 1: You can move nobody, whatever you roll");
    let told = at("(You will be asked nothing until your seat can play again.)");
    assert!(at("Player 1's henchman 2 is liquidated on square 34") < stop && told < at("Winner:"), "{shown}");
    assert!(!shown.contains("Press Enter to watch"), "{shown}");
}

/// term23 (nl, seed 15): the godfather, alone and then held hostage, is liquidated at turn 53
/// and the questions come back at turn 55 with nothing saying so, the reason 11 lines up after
/// a page of news. The first question after the pause is now preceded by one line of its own
/// saying the seat can play again and why, in each language; not said again at the next.
#[test]
fn the_first_question_after_the_pause_says_the_seat_can_play_again_and_why() {
    // The reviewer's answers (`|2|1||5|1|1|3|2|2||4||`), then a first move after the pause
    // and Enter until the input ends.
    let keys = ["", "2", "1", "", "5", "1", "1", "3", "2", "2", "", "4", "", "", "1", "", ""];
    for (lang, back, asked) in [
        (
            "en",
            "Player 1: You can play again, because your godfather was liquidated and is back in your HQ with 3 \
             recruits (General rule; French rulebook: RÈGLE GÉNÉRALE).",
            "Player 1: You rolled 4 + 5",
        ),
        (
            "fr",
            "Joueur 1 : Vous pouvez de nouveau jouer, car votre parrain a été liquidé et il est de retour à votre QG \
             avec 3 recrues (RÈGLE GÉNÉRALE).",
            "Joueur 1 : Vous avez fait 4 + 5",
        ),
        (
            "nl",
            "Speler 1: Je kunt weer spelen, want je peetvader is geliquideerd en staat weer in je hoofdkwartier met 3 \
             rekruten (Algemene regel; Franse spelregels: RÈGLE GÉNÉRALE).",
            "Speler 1: Je gooide 4 + 5",
        ),
    ] {
        let input = format!("{}\n", keys.join("\n"));
        let (code, out, err) = play_game("godfathers", &["--seed", "15", "--lang", lang], &input);
        assert_eq!(code, Some(0), "{lang}: {err}");
        let out = out.replace(['\u{2068}', '\u{2069}'], "");
        let lines: Vec<&str> = out.lines().collect();
        // A line of its own, right above the question that comes back.
        let at = lines.iter().position(|l| *l == back).unwrap_or_else(|| panic!("{lang}: no {back:?} in:\n{out}"));
        assert!(lines[at + 1].starts_with(asked), "{lang}: {}", lines[at + 1]);
        assert_eq!(out.matches(back).count(), 1, "{lang}: said once:\n{out}");
    }
}

/// A race at seed 1 always answering the first option: at turn 79 the only move of a 4 + 2
/// takes Player 1's henchman 4, the last who could join his godfather alone on square 1, out of
/// the HQ to square 6, past him (LES DEPLACEMENTS: "obligé de déplacer au moins un de ses
/// truands"; REGLE GENERALE). No question of his came for turns after it, and the news ran on.
/// The table now stops right after it, before the next player moves, saying what it cost; once.
#[test]
fn a_forced_move_that_leaves_a_lone_godfather_with_nobody_behind_him_is_a_stop() {
    let (code, out, err) = play_game("godfathers", &["--seed", "1", "--lang", "en"], &"1\n".repeat(3000));
    assert_eq!(code, Some(0), "{err}");
    let shown = words(&out);
    let at = |w: &str| shown.find(w).unwrap_or_else(|| panic!("no {w:?} in:\n{shown}"));
    let forced = at("Your only move with 4 + 2, made without asking: your henchman 4 from the HQ to square 6.");
    let stop = at(
        "Player 1: The dice left you no choice: your henchman 4 had to go from the HQ to square 6. As a result, no \
         henchman of yours is left behind your godfather, alone on square 1: only one who goes round the whole loop \
         past the HQ can come to him now (General rule; French rulebook: RÈGLE GÉNÉRALE).",
    );
    // Right after it: nobody has moved since.
    assert!(forced < stop && !shown[forced..stop].contains(" moves "), "{shown}");
    assert_eq!(shown.matches("The dice left you no choice").count(), 1, "stopped once:\n{shown}");
}
