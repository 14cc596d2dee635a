//! Lines wrapped to the terminal's width, between words.
//!
//! A terminal cuts a long line at its last column, mid-word ("Spe|ler 2", "$1|G"). When standard
//! output is a terminal, each line the table prints is wrapped to its width first, at spaces;
//! a line that runs on keeps its indent, and a listed line (an option "  12. ", a news line)
//! goes on under its first word, so the numbers stand alone in their column. Output to a pipe or
//! a file is left as it is, one line per line, for programs and tests to read. The wrapping
//! itself is `textwrap`'s; what is ours is where a line goes on.

use std::borrow::Cow;

/// The narrowest terminal wrapped to: below it a line is left to the terminal, as the pictures
/// of the boards could not be read anyway.
const NARROWEST: usize = 20;

/// The columns of the terminal standard output goes to, read at each line (a window may be
/// resized during a game); none when it is not a terminal.
pub fn terminal_width() -> Option<usize> {
    terminal_size::terminal_size().map(|(w, _)| usize::from(w.0)).filter(|w| *w >= NARROWEST)
}

/// The rows of the terminal standard output goes to, read when asked (a window may be
/// resized); none when it is not a terminal or says it has none.
pub fn terminal_rows() -> Option<usize> {
    terminal_size::terminal_size().map(|(_, h)| usize::from(h.0)).filter(|h| *h > 0)
}

/// How many rows `text` takes once printed ([`for_screen`]).
pub fn rows(text: &str) -> usize {
    for_screen(text).split('\n').count()
}

/// `text` as it is printed: wrapped to the terminal's width when there is one.
pub fn for_screen(text: &str) -> Cow<'_, str> {
    match terminal_width() {
        Some(width) => Cow::Owned(wrap(text, width)),
        None => Cow::Borrowed(text),
    }
}

/// `text` wrapped to `width` columns, each of its lines apart. A line that fits is kept as it
/// is; a longer one is broken at spaces (a word longer than the width is cut, as it must be),
/// its next lines indented as far as its first word after any list mark ([`hanging`]).
pub fn wrap(text: &str, width: usize) -> String {
    let lines: Vec<String> = text.split('\n').map(|line| wrap_line(line, width)).collect();
    lines.join("\n")
}

fn wrap_line(line: &str, width: usize) -> String {
    if textwrap::core::display_width(line) <= width {
        return line.to_string();
    }
    let indent = &line[..line.len() - line.trim_start().len()];
    let under = " ".repeat(hanging(line.trim_start()) + indent.len());
    // Without room for words after the indent, the line goes on at the margin.
    let under = if under.len() + NARROWEST / 2 > width { String::new() } else { under };
    let options = textwrap::Options::new(width)
        .initial_indent(indent)
        .subsequent_indent(&under)
        .word_separator(textwrap::WordSeparator::Custom(glued_words))
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::wrap(line.trim_start(), options).join("\n")
}

/// The words of `line`, broken at its spaces but where a break would leave a mark alone at the
/// start of a line: French sets a space before ":", ";", "?", "!" and "»", after "«", and
/// between an amount and its "$" ("50 $ à chaque phase"), and a line must not begin ": 1 au
/// dé" nor "$ à chaque" (an amount cut from its unit). textwrap's own separators break at every
/// space (ASCII) or need the whole Unicode line-breaking tables; this is the one rule we need.
fn glued_words(line: &str) -> Box<dyn Iterator<Item = textwrap::core::Word<'_>> + '_> {
    let mut starts = vec![0];
    let mut at = 0;
    while let Some(space) = line[at..].find(' ').map(|i| at + i) {
        let next = space + line[space..].len() - line[space..].trim_start_matches(' ').len();
        if next < line.len() && !glued(&line[..space], &line[next..]) {
            starts.push(next);
        }
        at = next;
        if at >= line.len() {
            break;
        }
    }
    starts.push(line.len());
    let words: Vec<_> = starts.windows(2).map(|w| textwrap::core::Word::from(&line[w[0]..w[1]])).collect();
    Box::new(words.into_iter())
}

/// Whether the word starting `after` must stay on the line of the words `before` it.
fn glued(before: &str, after: &str) -> bool {
    let mut next = after.chars();
    let first = next.next();
    let unit = first == Some('$') && !next.next().is_some_and(char::is_alphanumeric);
    unit || matches!(first, Some(':' | ';' | '?' | '!' | '»')) || before.ends_with('«')
}

/// How far past its indent a line's continuation goes: past a list mark ("12. ", "a. ", "- ",
/// "* ", "• "), or to the second column of a two-column line ("help N     what option N
/// does", its first column ended by two spaces or more); else not at all.
fn hanging(line: &str) -> usize {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && line[digits..].starts_with(". ") {
        return digits + 2;
    }
    let mut chars = line.chars();
    if chars.next().is_some_and(|c| c.is_ascii_lowercase()) && chars.as_str().starts_with(". ") {
        return 3;
    }
    if let Some(gap) = line.find("  ").filter(|gap| *gap > 0 && *gap <= COLUMN) {
        let column = line.len() - line[gap..].trim_start_matches(' ').len();
        if column <= COLUMN + 2 {
            return textwrap::core::display_width(&line[..column]);
        }
    }
    ["- ", "* ", "• "]
        .iter()
        .find(|mark| line.starts_with(**mark))
        .map_or(0, |mark| textwrap::core::display_width(mark))
}

/// The widest first column of a two-column line ([`hanging`]): `help`'s commands.
const COLUMN: usize = 14;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_broken_between_words() {
        let line = "Player 2 sells 4 crates from truck 2 at O'Malley's Dry Goods for $4G, and Speler 2 keeps $1G.";
        let wrapped = wrap(line, 40);
        for l in wrapped.lines() {
            assert!(l.chars().count() <= 40, "{l:?} is wider than 40");
        }
        // Lines joined again at their breaks give the line back: every break was a space.
        assert_eq!(wrapped.replace('\n', " "), line, "nothing lost, no word cut");
    }

    #[test]
    fn an_option_goes_on_under_its_words_not_under_its_number() {
        let line = "  12. authority card 21, costs $1G: it picks before every lower card among the offers";
        let wrapped = wrap(line, 40);
        let mut lines = wrapped.lines();
        assert!(lines.next().is_some_and(|l| l.starts_with("  12. authority")), "{wrapped}");
        for next in lines {
            assert!(next.starts_with("      ") && !next.starts_with("       "), "{next:?} in {wrapped}");
        }
    }

    #[test]
    fn a_news_line_keeps_its_indent() {
        let line = "  Player 4 gives truck 3 back to its owner, Player 3, after the sales of the turn.";
        let wrapped = wrap(line, 30);
        assert!(wrapped.lines().count() > 2, "{wrapped}");
        assert!(wrapped.lines().all(|l| l.starts_with("  ") && !l.starts_with("   ")), "{wrapped}");
    }

    #[test]
    fn lines_that_fit_are_kept_as_they_are() {
        let text = "┌──┐  two  spaces\n│  │\n\n  - a mark";
        assert_eq!(wrap(text, 20), text);
    }

    #[test]
    fn a_mark_french_sets_after_a_space_never_begins_a_line() {
        let lines = [
            "Où va la voiture de police ? Au plus 3 cases de rue depuis la rue 33 : 1 au dé, +2 pour la voiture",
            "  a. reprendre le territoire d'un rival (pour 100 $ ; un territoire rapporte 50 $ à chaque phase)",
            "Il dit « oui » et paie 300 $ par phase de commerce ; puis il part ! Vraiment ?",
        ];
        for line in lines {
            for width in 20..line.len() {
                let wrapped = wrap(line, width);
                assert_eq!(wrapped.split_whitespace().collect::<Vec<_>>(), line.split_whitespace().collect::<Vec<_>>());
                for l in wrapped.lines().skip(1) {
                    let l = l.trim_start();
                    assert!(!l.starts_with([':', ';', '?', '!', '$', '»']), "{l:?} at {width}:\n{wrapped}");
                }
                assert!(!wrapped.lines().any(|l| l.ends_with('«')), "at {width}:\n{wrapped}");
            }
        }
        // An amount written "$4G" is a word of its own, free to begin a line.
        assert_eq!(wrap("Player 2 sells them for $4G", 24), "Player 2 sells them for\n$4G");
    }

    #[test]
    fn a_group_and_a_command_s_words_go_on_under_their_words() {
        let group = "  a. reprendre le territoire d'un rival (pour 100 $ ; un territoire rapporte 50 $)";
        let wrapped = wrap(group, 50);
        assert!(wrapped.lines().skip(1).all(|l| l.starts_with("     ") && !l.starts_with("      ")), "{wrapped}");
        let command =
            "status     la table, le classement et ce que vous avez en main (board aussi) ; avant une question";
        let wrapped = wrap(command, 50);
        assert!(
            wrapped.lines().skip(1).all(|l| l.starts_with("           ") && !l.starts_with("            ")),
            "{wrapped}"
        );
    }

    #[test]
    fn a_word_wider_than_the_terminal_is_cut_rather_than_lost() {
        let wrapped = wrap("see https://example.org/a/very/long/address/indeed", 20);
        assert!(wrapped.lines().all(|l| l.chars().count() <= 20), "{wrapped}");
        assert_eq!(wrapped.replace(['\n', ' '], ""), "seehttps://example.org/a/very/long/address/indeed");
    }
}
