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
    /// A stable code (`E0101`), listed in the content documentation.
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
        if self.line == 0 {
            write!(f, "{}: {}: {}", self.file, self.code, self.message)?;
        } else {
            write!(f, "{}:{}:{}: {}: {}", self.file, self.line, self.col, self.code, self.message)?;
        }
        if let Some(help) = &self.help {
            write!(f, " ({help})")?;
        }
        Ok(())
    }
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
