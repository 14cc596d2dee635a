//! How much news a seat is shown at once, and where a terminal's pages of news break.
//!
//! What a seat is told since it last looked may be long (a fight lost, both gangsters to the
//! hospital, then three rivals' turns): a person at a terminal reads all of it, oldest first, a
//! screen at a time, for the oldest lines are often what his own answer did and a cut would drop
//! exactly those. A pipe gets the last [`NEWS`] lines, and `log` the last [`LOG`], each saying
//! how many it left out. The terminal does the telling (`terminal.rs`); what is here is the
//! counting, apart from any terminal so that it can be tested.

use std::ops::Range;

/// How many lines of news a seat is shown at once through a pipe.
pub const NEWS: usize = 40;
/// How many lines of news `log` shows.
pub const LOG: usize = 200;
/// The rows a page of news leaves under it at a terminal, for the question and its first options.
const QUESTION_ROOM: usize = 12;
/// The fewest rows of news a page holds, however low the terminal.
const PAGE: usize = 10;
/// The rows a last page of news may add to a page rather than wait for Enter on its own.
const SPARE: usize = 2;

/// Which news a seat is shown: what came since it last looked, or `log`'s.
#[derive(Clone, Copy)]
pub enum News {
    Since,
    Log,
}

/// The rows of news a page holds at a terminal of `rows` rows (none: a terminal that says it
/// has no height, where nothing is paged).
pub fn page_rows(rows: Option<usize>) -> usize {
    rows.map_or(usize::MAX, |rows| rows.saturating_sub(QUESTION_ROOM).max(PAGE))
}

/// The pages of lines taking `rows` rows each, `page` rows a page: each page holds at least one
/// line (a line taller than a page is a page of its own), and a last line or two is not worth a
/// page of its own ([`SPARE`]).
pub fn pages(rows: &[usize], page: usize) -> Vec<Range<usize>> {
    let mut pages = Vec::new();
    let mut at = 0;
    while at < rows.len() {
        let rest = rows[at..].iter().fold(0usize, |sum, r| sum.saturating_add(*r));
        let page = if rest <= page.saturating_add(SPARE) { rest } else { page };
        let mut end = at;
        let mut used = 0usize;
        while end < rows.len() && (end == at || used.saturating_add(rows[end]) <= page) {
            used = used.saturating_add(rows[end]);
            end += 1;
        }
        pages.push(at..end);
        at = end;
    }
    pages
}

/// Where the last page of lines taking `rows` rows each begins, `page` rows a page: as many of
/// the newest lines as fit, and at least the newest one.
pub fn last_page(rows: &[usize], page: usize) -> usize {
    let mut used = 0usize;
    let mut start = rows.len();
    while start > 0 && (start == rows.len() || used.saturating_add(rows[start - 1]) <= page) {
        used = used.saturating_add(rows[start - 1]);
        start -= 1;
    }
    start
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_that_fits_is_one_page() {
        assert_eq!(pages(&[1; 5], 10), vec![0..5]);
        assert_eq!(pages(&[], 10), Vec::<Range<usize>>::new());
        // A terminal without a height pages nothing.
        assert_eq!(pages(&[1; 500], page_rows(None)), vec![0..500]);
    }

    #[test]
    fn long_news_is_cut_into_pages_of_the_terminal_s_height_less_the_question_s_room() {
        let page = page_rows(Some(40));
        assert_eq!(page, 28);
        assert_eq!(pages(&[1; 60], page), vec![0..28, 28..56, 56..60]);
        // Lines wrapped on two rows count as two.
        assert_eq!(pages(&[2; 20], page), vec![0..14, 14..20]);
    }

    #[test]
    fn a_last_line_or_two_joins_the_page_before_it() {
        assert_eq!(pages(&[1; 30], 28), vec![0..30]);
        assert_eq!(pages(&[1; 31], 28), vec![0..28, 28..31]);
    }

    #[test]
    fn a_low_terminal_still_shows_a_page_and_a_tall_line_is_a_page_of_its_own() {
        assert_eq!(page_rows(Some(5)), PAGE);
        assert_eq!(pages(&[1, 50, 1, 1], 10), vec![0..1, 1..2, 2..4]);
        assert_eq!(pages(&[usize::MAX, 1], 10), vec![0..1, 1..2]);
    }

    #[test]
    fn a_resumed_game_s_news_is_its_last_page() {
        assert_eq!(last_page(&[1; 691], 38), 691 - 38);
        assert_eq!(last_page(&[1; 5], 38), 0);
        assert_eq!(last_page(&[2; 30], 10), 25);
        assert_eq!(last_page(&[50], 10), 0);
        assert_eq!(last_page(&[], 10), 0);
    }
}
