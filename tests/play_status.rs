//! What the terminal prints before a question, driven through `play`'s standard input: the
//! status block only when something the person did not do changed it, and whenever asked for;
//! Chicago Poker: one's own draw reprints nothing, a hand over the limit said on the question.

mod support;
use support::piped::play_game;

/// The questions asked of Player 1 in a game's output, each with the lines printed since the
/// question before it (the answer's news, the status, the question's news).
fn questions<'a>(out: &'a str, seat: &str) -> Vec<(&'a str, Vec<&'a str>)> {
    let mut asked = Vec::new();
    let mut since = Vec::new();
    for line in out.lines() {
        if line.starts_with(seat) && !line.starts_with(&format!("{seat} (")) {
            asked.push((line, std::mem::take(&mut since)));
        } else {
            since.push(line);
        }
    }
    asked
}

/// Bootleggers' status block opens its speakeasies with O'Malley's, in every language.
fn holds_status(lines: &[&str]) -> bool {
    lines.iter().any(|l| l.starts_with("O'Malley's Dry Goods"))
}

const SEATS: &str = "human,bot:greedy,bot:greedy";

/// Loading one truck after another, a person is not shown the whole block again for each
/// truck (what the load did, the news has just said), but a new turn, changed by the others'
/// answers and the cards turned up, shows it before the authority card is asked.
#[test]
fn bootleggers_shows_the_status_again_only_when_someone_else_changed_it() {
    for (lang, seat, load, authority) in [
        ("en", "Player 1:", "How many crates do you load", "Which authority card"),
        ("fr", "Joueur 1 :", "Combien de Caisses chargez-vous", "Quelle carte d'Autorité"),
        ("nl", "Speler 1:", "Hoeveel kratten laad je", "Welke autoriteitskaart"),
    ] {
        let (code, out, err) =
            play_game("bootleggers", &["--seats", SEATS, "--seed", "3", "--lang", lang], &"1\n".repeat(200));
        assert_eq!(code, Some(0), "{err}");
        let asked = questions(&out, seat);
        let q = |line: &str, words: &str| line[seat.len()..].trim_start().starts_with(words);
        assert!(holds_status(&asked[0].1), "the first question shows the table: {out}");
        let turns: Vec<_> = asked.iter().filter(|(line, _)| q(line, authority)).collect();
        assert!(turns.len() > 5, "{out}");
        for (line, since) in &turns {
            assert!(holds_status(since), "a new turn shows the table before `{line}`:\n{}", since.join("\n"));
        }
        let runs: Vec<_> = asked.windows(2).filter(|w| q(w[0].0, load) && q(w[1].0, load)).collect();
        assert!(!runs.is_empty(), "seed 3 loads several trucks in a row: {out}");
        for w in runs {
            assert!(!holds_status(&w[1].1), "{lang}: the table again before `{}`:\n{}", w[1].0, w[1].1.join("\n"));
        }
    }
}

/// `status` (and `board`) prints the status whenever asked, and `help` says so.
#[test]
fn status_shows_the_table_when_asked_and_help_names_it() {
    let statuses = |input: &str| {
        let (code, out, err) = play_game("bootleggers", &["--seats", SEATS, "--seed", "3"], input);
        assert_eq!(code, Some(0), "{err}");
        (out.lines().filter(|l| l.starts_with("O'Malley's Dry Goods")).count(), out)
    };
    let answers = "1\n".repeat(60);
    let (plain, _) = statuses(&answers);
    let (asked, _) = statuses(&format!("status\n{answers}"));
    let (twice, _) = statuses(&format!("status\nboard\n{answers}"));
    assert_eq!((asked, twice), (plain + 1, plain + 2));
    for (lang, said) in [
        (
            "en",
            "status     the table, the standings and what you hold (board too); before a question they are shown again only when they changed",
        ),
        (
            "fr",
            "status     la table, le classement et ce que vous avez en main (board aussi) ; avant une question, ils ne sont remontrés que s'ils ont changé",
        ),
        (
            "nl",
            "status     de tafel, de stand en wat je in handen hebt (board ook); voor een vraag worden ze alleen opnieuw getoond als ze veranderd zijn",
        ),
    ] {
        let (_, out, _) =
            play_game("chicago-poker", &["--seats", SEATS, "--seed", "3", "--lang", lang], "help\nquit\n");
        assert!(out.contains(said), "{out}");
        assert!(out.contains("help rules, status, board X, log"), "{out}");
    }
}

/// Chicago Poker: a person's own draw is told by its news line and does not print the whole
/// status block again (an undo barrier is not status news); a draw over the hand limit (4.1;
/// French rulebook: Action I) is said on the action question then asked, and on the hand line
/// whenever the status is printed.
#[test]
fn chicago_poker_s_own_draw_does_not_reprint_the_status_and_the_question_says_the_hand_is_over_the_limit() {
    for (lang, hand, drew, over, asks) in [
        (
            "en",
            "Your hand (Player 1): ",
            "  Player 1 draws ",
            "You hold 8 cards: play one before your turn ends, to be back to 7; nobody may end a turn with more than 7 cards in hand (4.1; French rulebook: Action I).",
            "Player 1: What do you do? One action left.",
        ),
        (
            "fr",
            "Votre main (Joueur 1) : ",
            "  Joueur 1 pioche ",
            "Vous avez 8 cartes en main : jouez-en une avant la fin de votre tour pour revenir à 7 ; à la fin de son tour, un joueur ne doit pas avoir en main plus de 7 cartes (4.1, Action I).",
            "Joueur 1 : Que faites-vous ? Une action restante.",
        ),
        (
            "nl",
            "Je hand (Speler 1): ",
            "  Speler 1 trekt ",
            "Je hebt 8 kaarten in de hand: speel er één voor het einde van je beurt, zodat je er weer 7 hebt; niemand mag zijn beurt eindigen met meer dan 7 kaarten in de hand (4.1, Actie I; Franse spelregels: Action I).",
            "Speler 1: Wat doe je? Nog één actie.",
        ),
    ] {
        let (code, out, err) =
            play_game("chicago-poker", &["--seats", SEATS, "--seed", "3", "--lang", lang], &"1\n".repeat(150));
        assert_eq!(code, Some(0), "{err}");
        let lines: Vec<&str> = out.lines().collect();
        let mut draws = 0;
        let mut warned = 0;
        for (i, line) in lines.iter().enumerate() {
            if let Some(cards) = line.strip_prefix(hand) {
                // The hand line keeps its warning whenever the status is printed.
                let next = lines.get(i + 1).copied().unwrap_or_default();
                assert_eq!(cards.split(", ").count() > 7, next == over, "{lang}: {line}");
            }
            if !line.starts_with(drew) {
                continue;
            }
            // The question follows the draw's news at once: no status block between them.
            let next = lines.get(i + 1).copied().unwrap_or_default();
            if next.starts_with(&format!("{}:", asks.split(':').next().unwrap())) {
                draws += 1;
            }
            // Between them, that option 1 is not the draw this time (`play-no-draw-lead`).
            if next.starts_with(asks) && next.ends_with(&format!(" {over}")) {
                warned += 1;
            }
            let asked = asks.split(':').next().unwrap();
            assert!(
                next.starts_with("  ") || next.starts_with(asked),
                "{lang}: the status again after a draw:\n{}",
                lines[i..(i + 12).min(lines.len())].join("\n")
            );
        }
        assert!(draws > 0, "{lang}: Player 1 draws and is asked again: {out}");
        assert!(warned > 0, "{lang}: seed 3 draws Player 1 to 8 cards and the question says so: {out}");
    }
}

/// `status` and `board X` at a question print the question and its options again below what
/// they printed: the options had scrolled away above the status block and a look-up's answer,
/// and a person typed a number without seeing them. In every game.
#[test]
fn status_and_a_look_up_ask_the_question_again() {
    for (game, look_up) in [
        ("king-of-chicago", "board bank"),
        ("bootleggers", "board dock"),
        ("chicago-poker", "board jazz"),
        ("godfathers", "board hq"),
    ] {
        let (code, out, err) =
            play_game(game, &["--seats", SEATS, "--seed", "4"], &format!("status\n{look_up}\nquit\n"));
        assert_eq!(code, Some(0), "{game}: {err}");
        let asked: Vec<&str> = out.lines().filter(|l| l.starts_with("Player 1: ")).collect();
        assert_eq!(asked.len(), 3, "{game}: asked once, then again after `status` and `{look_up}`:\n{out}");
        assert!(asked.iter().all(|q| *q == asked[0]), "{game}: the same question each time: {asked:?}");
        let options = out.lines().filter(|l| l.starts_with("  1. ")).count();
        assert_eq!(options, 3, "{game}: the first option listed after each:\n{out}");
    }
}
