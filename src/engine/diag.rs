//! Diagnostics: what is wrong in which file, where, under a stable code, with the fix if known.

use std::fmt;

/// One problem found in content, a script or an argument.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    /// The file, relative to the content root (`<game>/board.toml`).
    pub file: String,
    /// 1-based; 0 when the problem belongs to the whole file.
    pub line: usize,
    pub col: usize,
    /// A stable code (`E0103`, `W0112`): the same kind of problem always has the same one.
    pub code: &'static str,
    pub message: String,
    /// How to fix it, when known ("did you mean `attack`?").
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn new(file: &str, line: usize, col: usize, code: &'static str, message: String) -> Self {
        Diagnostic { file: file.to_string(), line, col, code, message, help: None }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Line 0 is about the file as a whole (a script that belongs to no card): no position.
        let message = shortened(&self.message);
        if self.line == 0 {
            write!(f, "{}: {}: {message}", self.file, self.code)?;
        } else {
            write!(f, "{}:{}:{}: {}: {message}", self.file, self.line, self.col, self.code)?;
        }
        if let Some(help) = &self.help {
            write!(f, " ({})", shortened(help))?;
        }
        Ok(())
    }
}

/// The longest value a message shows whole between backquotes: past it, a value a file gave
/// (an id of a megabyte) is shown by its start and its length, so one mistake is not echoed
/// for pages.
const LONGEST_SHOWN: usize = 80;

/// `text` with each backquoted value longer than [`LONGEST_SHOWN`] characters cut to its
/// first 40 and its length.
fn shortened(text: &str) -> std::borrow::Cow<'_, str> {
    let parts: Vec<&str> = text.split('`').collect();
    // Odd parts are quoted; an unclosed last quote is left as it is.
    let long = |i: usize, p: &str| i % 2 == 1 && i + 1 < parts.len() && p.chars().count() > LONGEST_SHOWN;
    if !parts.iter().enumerate().any(|(i, p)| long(i, p)) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::new();
    let mut i = 0;
    while i < parts.len() {
        if i > 0 {
            out.push('`');
        }
        if long(i, parts[i]) {
            // The value's start, its closing quote, its length, then what followed the quote.
            let start: String = parts[i].chars().take(40).collect();
            out.push_str(&format!("{start}…` ({} characters){}", parts[i].chars().count(), parts[i + 1]));
            i += 2;
        } else {
            out.push_str(parts[i]);
            i += 1;
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Where something stands in a file, as a diagnostic names it: the file, and its 1-based line
/// and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub file: String,
    pub line: usize,
    pub col: usize,
}

/// Every problem found in one load; loading goes on after a problem so that all are reported
/// in one run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The problems file by file, the files in the order they were first told of, each file's
    /// in the order of its lines (a whole file's problem first); problems at one place keep the
    /// order they were told in. A modder reads a file from the top, and a checker that tells a
    /// file's numbers before its names, or serde that tells unknown fields from the last, should
    /// not make him jump about.
    #[must_use]
    pub fn in_line_order(mut self) -> Self {
        let mut files: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
        for d in &self.0 {
            let next = files.len();
            files.entry(d.file.clone()).or_insert(next);
        }
        self.0.sort_by_key(|d| (files.get(&d.file).copied(), d.line, d.col));
        self
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        write!(f, "{} problem{}", self.0.len(), if self.0.len() == 1 { "" } else { "s" })
    }
}

impl std::error::Error for Diagnostics {}

/// 1-based line and column of a byte offset in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The closest of `candidates` to a misspelt `word`, if one is close enough to suggest.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut best: Option<(&str, f64)> = None;
    for c in candidates {
        let score = strsim::jaro_winkler(word, c);
        if score > 0.8 && best.is_none_or(|(_, s)| score > s) {
            best = Some((c, score));
        }
    }
    best.map(|(c, _)| c)
}

/// "did you mean `x`?" for a misspelt word, if a candidate is close.
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    suggest(word, candidates).map(|c| format!("did you mean `{c}`?"))
}

/// The `n` candidates closest to `word`, best first: what to offer when none is close enough
/// for [`did_you_mean`].
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>, n: usize) -> Vec<&'a str> {
    let mut scored: Vec<(f64, &str)> = candidates.into_iter().map(|c| (strsim::jaro_winkler(word, c), c)).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(n).map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_of_a_megabyte_is_shown_by_its_start_and_length() {
        let id = "A".repeat(1_000_000);
        let d = Diagnostic::new("x.toml", 3, 6, "E0102", format!("id `{id}` must be lower_snake_case"))
            .with_help(format!("did you mean `{id}`?"));
        let a40 = "A".repeat(40);
        assert_eq!(
            d.to_string(),
            format!(
                "x.toml:3:6: E0102: id `{a40}…` (1000000 characters) must be lower_snake_case \
                 (did you mean `{a40}…` (1000000 characters)?)"
            )
        );
        let short = "`a` and `b` then `unclosed";
        assert_eq!(shortened(short), short);
        let long_unclosed = format!("`a` then `{id}");
        assert_eq!(shortened(&long_unclosed), long_unclosed, "an unclosed quote is not a value");
    }

    #[test]
    fn line_col_counts_from_one() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }

    #[test]
    fn suggests_close_words_only() {
        assert_eq!(suggest("atack", ["attack", "defense"]), Some("attack"));
        assert_eq!(suggest("zzz", ["attack", "defense"]), None);
    }

    #[test]
    fn closest_lists_the_nearest_first() {
        let near = closest("gain_money", ["kill", "give_money", "move", "give_money"], 2);
        assert_eq!(near.len(), 2);
        assert_eq!(near[0], "give_money");
    }
}
