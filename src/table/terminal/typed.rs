//! What a person types at the terminal, read: an option's number, an amount written as the
//! table writes money, and the first sentence of a question asked again.

use crate::engine::options::Options;

/// A question's first sentence: up to its first "?", "." or "!" that ends a word (French puts
/// a space before "?": "Proposer un marché ?"), or all of it.
pub(super) fn first_sentence(question: &str) -> &str {
    let ends = question.char_indices().filter(|(_, c)| matches!(c, '?' | '.' | '!'));
    for (i, c) in ends {
        let after = &question[i + c.len_utf8()..];
        if after.is_empty() || after.starts_with(char::is_whitespace) {
            return &question[..i + c.len_utf8()];
        }
    }
    question
}

/// The option a typed word picks: `#N` the Nth option listed; a number the amount it names
/// when the question has a run of amounts holding it (`1250`, `$1,250`), else the Nth option
/// listed.
pub(super) fn picked<C: Clone>(word: &str, options: &Options<C>) -> Option<usize> {
    let listed = |n: &str| n.parse::<usize>().ok().filter(|n| (1..=options.listed().len()).contains(n)).map(|n| n - 1);
    if let Some(n) = word.strip_prefix('#') {
        return listed(n);
    }
    if let Some(run) = options.amounts() {
        let digits: String = word.chars().filter(|c| !matches!(c, '$' | ',' | '_')).collect();
        if let Some(i) = digits.parse::<i64>().ok().and_then(|n| run.index_of(n)) {
            return Some(options.amounts_from() + i);
        }
    }
    listed(word)
}

/// The number `line` names, typed as the table writes an amount (`written`, a thousand in
/// its words: "$1,000G", "1 000 $"): the characters around the number there, `$`, thousands'
/// commas, and spaces where the table writes some, are left out ("$2G", "200 $"), and so are
/// the spaces between the number and its money sign, wherever the sign is typed ("3 $",
/// "$ 3G" where the table writes "$3G": money written with its sign is a natural thing to
/// type); `None` when what remains is no number ("1 2" where the table writes no spaces).
pub(super) fn typed_amount(line: &str, written: &str) -> Option<i64> {
    let spaced = written.chars().any(char::is_whitespace);
    let strip = |c: &char| matches!(c, '$' | ',' | '_') || (!c.is_ascii_digit() && written.contains(*c));
    let kept: String = line.trim().chars().filter(|c| c.is_ascii_digit() || !strip(c)).collect();
    // Spaces left inside the number only where the table writes some ("1 000 $").
    let kept = kept.trim();
    if !spaced && kept.contains(char::is_whitespace) {
        return None;
    }
    kept.chars().filter(|c| !c.is_whitespace()).collect::<String>().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::typed_amount;

    /// An amount typed the way the table writes it is read (a reviewer's "$2G" in Bootleggers
    /// and "200 $" in French King of Chicago were refused); a stray word or two numbers are not.
    #[test]
    fn an_amount_is_read_as_the_table_writes_money() {
        assert_eq!(typed_amount("$2G", "$1,000G"), Some(2));
        assert_eq!(typed_amount("2g", "$1,000G"), None, "the table writes a capital G");
        assert_eq!(typed_amount("200 $", "1\u{202f}000 $"), Some(200));
        assert_eq!(typed_amount("1 450 $", "1\u{202f}000 $"), Some(1450));
        assert_eq!(typed_amount("$1,250", "$1,000"), Some(1250));
        assert_eq!(typed_amount("1 2", "$1,000"), None);
        assert_eq!(typed_amount("board 12", "$1,000"), None);
        assert_eq!(typed_amount("help 200", "1\u{202f}000 $"), None);
    }

    /// "3 $" typed where the table writes "$3G" was refused as a number out of the range shown:
    /// the money sign typed before or after the number, with or without a space, and the G
    /// beside it, is the amount.
    #[test]
    fn money_typed_with_its_sign_is_an_amount() {
        for typed in ["3", "$3", "3$", "3 $", "$ 3", "$3G", "3G", "3 $G", "3 G", " 3 $ "] {
            assert_eq!(typed_amount(typed, "$1,000G"), Some(3), "{typed}");
        }
        assert_eq!(typed_amount("3 $", "1\u{202f}000 $"), Some(3));
        assert_eq!(typed_amount("3 $", "1000"), Some(3), "a count asked as a number alone");
        assert_eq!(typed_amount("1 2 $", "$1,000G"), None, "spaces inside the number where the table writes none");
        assert_eq!(typed_amount("3 x", "$1,000G"), None);
    }
}
