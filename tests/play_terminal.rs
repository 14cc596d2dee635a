//! `mobrules play` at a terminal, as a person sits at it: in a pseudo-terminal of a given width
//! (util-linux's `script`, which Debian always has), and through a pipe for what a screen of a
//! few dozen rows needs.

mod support;

use std::process::{Command, Stdio};
use support::piped::play_game as play;

const SEATS: &str = "human,bot:greedy,bot:greedy,bot:greedy";

/// Runs `play bootleggers --seed 5` in a pseudo-terminal `cols` columns wide, typing `input`;
/// returns what the terminal showed, without its carriage returns.
fn at_a_terminal(cols: u16, input: &str) -> String {
    at_a_terminal_playing(cols, &format!("bootleggers --seed 5 --seats {SEATS}"), input)
}

/// Runs `play <game and options>` in a pseudo-terminal `cols` columns wide, typing `input`.
fn at_a_terminal_playing(cols: u16, game: &str, input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    at_a_terminal_in(dir.path(), cols, &format!("{game} --save game.save"), input)
}

/// Runs `play <args>` in a pseudo-terminal `cols` columns wide in folder `dir`, typing `input`.
fn at_a_terminal_in(dir: &std::path::Path, cols: u16, args: &str, input: &str) -> String {
    at_a_terminal_sized(dir, (cols, 40), args, input)
}

/// Runs `play <args>` in a pseudo-terminal of `(columns, rows)` in folder `dir`, typing `input`.
fn at_a_terminal_sized(dir: &std::path::Path, (cols, rows): (u16, u16), args: &str, input: &str) -> String {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let command = format!("stty cols {cols} rows {rows}; exec '{bin}' play {args}");
    let mut child = Command::new("script")
        .current_dir(dir)
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
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn a_terminal_s_lines_are_wrapped_between_words() {
    let shown = at_a_terminal(60, "\nquit\n");
    let start = shown.find("Bootleggers, seed 5").unwrap_or_else(|| panic!("no title in {shown}"));
    let shown = &shown[start..];
    for line in shown.lines() {
        assert!(line.chars().count() <= 60, "{line:?} is wider than the terminal's 60 columns:\n{shown}");
    }
    // The opening screen says word for word what a pipe gets in whole lines: nothing lost, no
    // word cut in two.
    let (_, piped, _) = play("bootleggers", &["--seed", "5", "--seats", SEATS], "quit\n");
    let opening = |text: &str| -> Vec<String> {
        let end = text.find("Turn 1 of 12").unwrap_or_else(|| panic!("no status in {text}"));
        words(&text[..end]).into_iter().map(str::to_string).collect()
    };
    // Only a terminal is asked for Enter; the rest is the same.
    let begin = words("Press Enter to begin: the board and the first question come next.");
    let mut at_terminal = opening(shown);
    let asked = at_terminal.windows(begin.len()).position(|w| w == begin.as_slice());
    let asked = asked.unwrap_or_else(|| panic!("no Enter asked for:\n{shown}"));
    at_terminal.drain(asked..asked + begin.len());
    let in_pipe = opening(&piped);
    assert_eq!(at_terminal, in_pipe, "the terminal's opening screen:\n{shown}");
    // An option that runs on goes on under its words, its number alone in its column.
    let options: Vec<&str> = shown.lines().skip_while(|l| !l.starts_with("  1. ")).take(12).collect();
    assert!(options.len() == 12 && options.iter().all(|l| l.starts_with("  ")), "{shown}");
}

#[test]
fn a_person_alone_at_a_terminal_reads_how_to_win_before_the_board() {
    let shown = at_a_terminal(80, "\nquit\n");
    let at = |words: &str| shown.find(words).unwrap_or_else(|| panic!("no {words:?} in:\n{shown}"));
    assert!(at("How to win") < at("Press Enter to begin"), "{shown}");
    assert!(at("Press Enter to begin") < at("Turn 1 of 12"), "the board waits for Enter:\n{shown}");
    // Answers piped in are answers: none is taken for that Enter.
    let (_, piped, _) = play("bootleggers", &["--seed", "5", "--seats", SEATS], "quit\n");
    assert!(!piped.contains("Press Enter"), "{piped}");
    assert!(piped.contains("Turn 1 of 12"), "{piped}");
}

/// Bootleggers at a pipe, seed 5, answering the first option `n` times, then quitting.
fn bootleggers_answering_first(n: usize) -> String {
    let input = format!("{}quit\n", "1\n".repeat(n));
    let (_, out, err) = play("bootleggers", &["--seed", "5", "--seats", SEATS], &input);
    assert!(err.is_empty(), "{err}");
    out
}

#[test]
fn a_question_with_more_options_than_a_screen_holds_is_asked_again_under_them() {
    let out = bootleggers_answering_first(12);
    let lines: Vec<&str> = out.lines().collect();
    let asked = lines
        .iter()
        .position(|l| l.starts_with("Player 1: Offer a deal?"))
        .unwrap_or_else(|| panic!("no deal asked in:\n{out}"));
    let last = lines[asked..].iter().take_while(|l| l.starts_with("Player 1") || l.starts_with("  ")).count();
    let options = lines[asked + 1..].iter().take_while(|l| l.starts_with("  ")).count();
    assert!(options > 12, "the deal menu is long: {options} options\n{out}");
    assert_eq!(
        lines[asked + 1 + options],
        format!("Player 1: Offer a deal? (Type a number from 1 to {options}; help N explains option N.)"),
        "{out}"
    );
    assert!(last > options);
    // A short list is not asked twice.
    let authority = lines.iter().position(|l| l.starts_with("Player 1: Which authority card")).unwrap();
    let after = lines[authority + 1..].iter().find(|l| !l.starts_with("  ")).unwrap();
    assert!(!after.starts_with("Player 1: Which authority card"), "{out}");
}

/// A list of few options may still be taller than the screen (the race's moves run to a few
/// rows each): at a terminal the question is asked again under it whenever its rows do not fit,
/// so the dice rolled, or here the authority card's question, stand where the person types.
#[test]
fn a_question_taller_than_the_terminal_is_asked_again_under_its_options() {
    let dir = tempfile::tempdir().unwrap();
    let game = format!("bootleggers --seed 5 --seats {SEATS}");
    let again = "Player 1: Which authority card do you play this turn (face down)? (Type a number from 1 to 12;";
    let low = at_a_terminal_sized(dir.path(), (80, 14), &game, "\nquit\n");
    let last = low.find("12. authority card 69").unwrap_or_else(|| panic!("no options in:\n{low}"));
    // The terminal wraps the question asked again: read its words.
    let asked_again = |shown: &str| words(shown).join(" ").contains(again);
    assert!(asked_again(&low[last..]), "twelve options and their question are taller than 14 rows:\n{low}");
    let high = at_a_terminal_sized(dir.path(), (80, 40), &game, "\nquit\n");
    assert!(high.contains("12. authority card 69"), "{high}");
    assert!(!asked_again(&high), "a question that fits is asked once:\n{high}");
}

#[test]
fn the_turn_s_news_stands_right_above_the_question_under_the_board() {
    let out = bootleggers_answering_first(30);
    let lines: Vec<&str> = out.lines().collect();
    // Turn 2's board, then the news that ended turn 1 (the sales) and began turn 2, then the
    // question: no board between the news and the question.
    let board = lines.iter().position(|l| l.starts_with("Turn 2 of 12")).unwrap_or_else(|| panic!("{out}"));
    let news = lines.iter().position(|l| *l == "  Turn 2 begins.").unwrap_or_else(|| panic!("{out}"));
    assert!(board < news, "the board comes first:\n{out}");
    let question = news + lines[news..].iter().position(|l| l.starts_with("Player 1: ")).unwrap();
    assert!(
        lines[news..question].iter().all(|l| l.starts_with("  ")),
        "only news between the news and the question: {:#?}",
        &lines[news..question]
    );
    let sold = lines[..news].iter().rposition(|l| l.contains(" sells ")).unwrap_or_else(|| panic!("{out}"));
    assert!(sold > board, "turn 1's sales are told under the board, near the question:\n{out}");
}

/// A number typed at a grouped list for an option still folded in its group is shown, and taken
/// only when typed again: a number remembered from an earlier question (the deals change from
/// one to the next) would else pick a deal the person never read. An option shown, by its
/// group's letter, is taken at once.
#[test]
fn a_number_typed_for_an_option_never_shown_is_shown_and_asked_again() {
    let before = format!("\n{}", "1\n".repeat(6));
    let folded = "Option 5 (above) was not on the screen yet: type 5 again to choose it, or give another answer.";
    let typed = at_a_terminal(200, &format!("{before}5\nquit\n"));
    let menu = typed.rfind("Player 1: Offer a deal?").unwrap_or_else(|| panic!("no deal menu in:\n{typed}"));
    let after = &typed[menu..];
    let shown = after.find("  5. rent").unwrap_or_else(|| panic!("option 5 is shown:\n{after}"));
    assert!(after[shown..].contains(folded), "{after}");
    let again = at_a_terminal(200, &format!("{before}5\n5\nquit\n"));
    let after_again = &again[again.rfind(folded).unwrap_or_else(|| panic!("{again}"))..];
    assert!(!after_again.contains("Player 1: Offer a deal?"), "5 typed again is taken:\n{after_again}");
    let opened = at_a_terminal(200, &format!("{before}a\n5\nquit\n"));
    assert!(!opened.contains(folded), "an option its group showed is taken at once:\n{opened}");
}

#[test]
fn a_long_list_is_shown_by_its_groups_at_a_terminal_and_a_pipe_gets_it_whole() {
    // Enter, six answers to reach the first deal menu, the letter of the second family's deals.
    let shown = at_a_terminal(120, &format!("\n{}a\nquit\n", "1\n".repeat(6)));
    let menu = shown.find("Player 1: Offer a deal?").unwrap_or_else(|| panic!("no deal menu in:\n{shown}"));
    let menu = &shown[menu..];
    for group in ["  a. deals with Player 2 — 8 options\n", "  b. deals with Player 3 — 8 options\n"] {
        assert!(menu.contains(group), "{group:?} in:\n{menu}");
    }
    // A group's line names no option numbers, which King of Chicago's streets would be read as.
    assert!(!menu.contains("2–9"), "{menu}");
    assert!(menu.contains("(Type a letter to see a group's options, or an option's number from 1 to 25.)"), "{menu}");
    // The letter shows the group's options under their numbers in the whole list.
    let opened =
        menu.rfind("a. deals with Player 2 — 8 options\n").map(|at| &menu[at..]).unwrap_or_else(|| panic!("{menu}"));
    assert!(opened.contains("\n  2. sell crates to Player 2 (you have 2)\n"), "{opened}");
    assert!(opened.contains("\n  9. buy Player 2's truck 2 (small truck, 4 crates)\n"), "{opened}");
    assert!(!opened.contains("  10. "), "only the group's options: {opened}");
    // A pipe is given every option, numbered as they are at the terminal.
    let out = bootleggers_answering_first(6);
    assert!(out.contains("\n  2. sell crates to Player 2 (you have 2)\n"), "{out}");
    assert!(out.contains("\n  10. sell crates to Player 3 (you have 2)\n"), "{out}");
    assert!(!out.contains("deals with Player 2"), "{out}");
}

/// King of Chicago's first business is picked by its street's number on the map: there the
/// news (the resources arriving, who starts) comes first and the map stands right above the
/// question, which names the lots by street.
#[test]
fn a_question_about_a_place_on_the_map_has_the_map_right_above_it() {
    let (_, out, err) = play("king-of-chicago", &["--seed", "3", "--seats", "human,bot:greedy,bot:greedy"], "quit\n");
    assert!(err.is_empty(), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let at = |starts: &str| {
        lines.iter().position(|l| l.starts_with(starts)).unwrap_or_else(|| panic!("no {starts:?} in:\n{out}"))
    };
    let question = at("Player 1: Where do you open Snake Eyes Parlor?");
    let news = at("  Player 1 rolls 3 + 3 = 6 to see who starts.");
    let map = at("     01----02----");
    assert!(news < map && map < question, "news, then the map, then the question:\n{out}");
    assert!(question - map < 40, "the map stands within a screen of the question:\n{out}");
}

/// King of Chicago's drive lists every street in reach (5.1), twenty to forty-five of them: at
/// a terminal of 80 columns each street is one short row, and the streets are grouped by what
/// they offer (a rival's turf, resources, nothing but the drive...), so the question and its
/// groups stand under the map; a pipe gets every street with what it offers.
#[test]
fn a_drive_s_streets_are_short_rows_grouped_by_what_they_offer() {
    let game = "king-of-chicago --seed 5 --lang nl --seats human,bot:greedy,bot:greedy,bot:greedy";
    let shown = at_a_terminal_playing(80, game, &format!("\n{}quit\n", "1\n".repeat(60)));
    let again = "Speler 1: Waar rijdt je auto heen? (Typ een letter";
    let end = shown.find(again).unwrap_or_else(|| panic!("no grouped drive in:\n{shown}"));
    let asked = shown[..end].rfind("Speler 1: Waar rijdt je auto heen? Maximaal").unwrap_or_else(|| panic!("{shown}"));
    let menu = &shown[asked..end];
    assert!(menu.contains(". straatvelden waar niets te doen is, alleen rijden — "), "{menu}");
    // A group's line gives no option numbers, which read as street numbers here.
    assert!(!menu.contains("opties:"), "{menu}");
    assert!(menu.lines().count() <= 16, "a drive's question and its groups in a few rows:\n{menu}");
    assert!(!menu.contains("rij naar"), "the street is named once: {menu}");
    // A pipe gets every street, each with what it offers.
    let (_, out, _) = play("king-of-chicago", &["--seed", "5", "--lang", "nl", "--seats", SEATS], &"1\n".repeat(60));
    assert!(out.contains("\n  2. straatveld 2 — het vrije terrein opeisen\n"), "{out}");
    assert!(!out.contains("alleen rijden — "), "a pipe is not grouped: {out}");
}

/// King of Chicago, seed 7: the person's car attacks The Blind Pig in round 2 and loses a
/// gangster; the round's other turns and the trade phase follow before the next question.
const LOST_FIGHT: &str = "1 1 10 2 1 19 2 1 16 3 28 3 300 1 400 500 1 1 1 11 2 23 2 2";
/// The same answers typed at a terminal, where a drive's streets are grouped: the number of a
/// street still folded in its group is typed twice, shown and then taken.
const LOST_FIGHT_TYPED: &str = "1 1 10 2 1 19 19 2 1 16 16 3 28 28 3 300 1 400 500 1 1 1 11 11 2 23 23 2 2";

#[test]
fn a_person_at_a_terminal_reads_all_the_news_a_screen_at_a_time() {
    let game = format!("king-of-chicago --seed 7 --seats {SEATS}");
    // Each answer is followed by Enters: for the pages of news before the next question, and
    // a blank line at a question only says what may be typed.
    let typed: String = LOST_FIGHT_TYPED.split(' ').map(|a| format!("{a}\n{}", "\n".repeat(8))).collect();
    let shown = at_a_terminal_playing(80, &game, &format!("\n{typed}quit\n"));
    let fell = shown.rfind("Which of your gangsters falls?").unwrap_or_else(|| panic!("no fight in:\n{shown}"));
    let after = &shown[fell..];
    let at = |words: &str| after.find(words).unwrap_or_else(|| panic!("no {words:?} after the fight:\n{after}"));
    // The fight's end is the oldest news of the next screen: a pipe leaves it out, a person
    // reads it first, then presses Enter for the rest.
    assert!(at("Player 3 wins the shootout") < at("press Enter to read on"), "{after}");
    assert!(at("press Enter to read on") < at("Your bid for"), "{after}");
    assert!(!after.contains("not shown"), "{after}");
    let (_, piped, _) = play(
        "king-of-chicago",
        &["--seed", "7", "--seats", SEATS],
        &format!("{}\nquit\n", LOST_FIGHT.replace(' ', "\n")),
    );
    let piped_after = &piped[piped.rfind("Which of your gangsters falls?").unwrap_or(0)..];
    assert!(piped_after.contains("earlier lines of news not shown: type log"), "{piped_after}");
    assert!(!piped_after.contains("Player 3 wins the shootout"), "{piped_after}");
}

/// The news after a person's last answer (a last turn's sales, the rest of a race) is told a
/// screen at a time, as at any question, before the game's end: else its first lines, the
/// person's own last move among them, scroll away above the result.
#[test]
fn the_news_after_the_last_question_is_told_a_screen_at_a_time_before_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let game = format!("bootleggers --seed 5 --seats {SEATS}");
    // The first option at every question, and the same "1" reads on at a page of news.
    let shown = at_a_terminal_sized(dir.path(), (80, 20), &game, &format!("\n{}", "1\n".repeat(3000)));
    let over = shown.find("The game is over.").unwrap_or_else(|| panic!("no end in:\n{shown}"));
    let last_question = shown[..over].rfind("\nPlayer 1: ").unwrap_or_else(|| panic!("no question in:\n{shown}"));
    let paused = shown[..over].rfind("more lines of news: press Enter to read on.");
    assert!(paused.is_some_and(|p| p > last_question), "the end's news in pages:\n{}", &shown[last_question..]);
}

/// Between two pages of news `quit` and `save` are done at once, as at a question: a person who
/// wants to leave need not read on to the next question first.
#[test]
fn quit_or_save_typed_between_pages_of_news_is_done_at_once() {
    let game = format!("king-of-chicago --seed 7 --seats {SEATS}");
    let answers: Vec<&str> = LOST_FIGHT_TYPED.split(' ').collect();
    let (last, before) = answers.split_last().unwrap_or_else(|| panic!("no answers"));
    let typed: String = before.iter().map(|a| format!("{a}\n{}", "\n".repeat(8))).collect();
    for (word, said) in [("quit", "Game left unsaved."), ("save", "Game saved to game.save")] {
        let shown = at_a_terminal_playing(80, &game, &format!("\n{typed}{last}\n{word}\n"));
        let paused = shown.rfind("press Enter to read on").unwrap_or_else(|| panic!("no page of news in:\n{shown}"));
        let after = &shown[paused..];
        assert!(after.contains(said), "{word} at the pause: {after}");
        assert!(!after.contains("Your bid for"), "{word} is done before the next question: {after}");
    }
}

/// A loaded game's news would be the whole game's: a person resuming it at a terminal reads the
/// last screen of it, told that `log` has more, rather than press Enter through every page.
#[test]
fn a_resumed_game_shows_its_last_screen_of_news_not_the_whole_game() {
    let dir = tempfile::tempdir().unwrap();
    let game = ["king-of-chicago", "--seed", "7", "--seats", SEATS, "--save", "game.save"];
    let (_, out, _) = support::piped::play_in(dir.path(), &game, &format!("{}\nsave\n", LOST_FIGHT.replace(' ', "\n")));
    assert!(out.contains("Game saved to game.save"), "{out}");
    let shown = at_a_terminal_in(dir.path(), 80, "king-of-chicago --load game.save", "\n\nquit\n");
    assert!(shown.contains("earlier lines of news not shown: type log"), "{shown}");
    assert!(!shown.contains("press Enter to read on"), "{shown}");
    assert!(shown.contains("Your bid for"), "the question follows: {shown}");
}
