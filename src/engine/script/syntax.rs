//! A script that does not parse, told where the mistake is rather than where Rhai noticed it:
//! a missing `;` is noticed at the next statement, on the line after; a `{` never closed is
//! noticed at the end of the file. Written here because Rhai reports the position of the token
//! it could not use, which is right for a parser and wrong for a person.

use crate::engine::content::SourceFile;
use crate::engine::diag::Diagnostic;
use rhai::{ParseError, ParseErrorType};

/// The E0301 diagnostic for a parse error of `file`, at the mistake, with how to fix it.
pub fn diagnostic(file: &SourceFile, error: &ParseError) -> Diagnostic {
    let (mut line, mut col) = (error.1.line().unwrap_or(0), error.1.position().unwrap_or(0));
    let mut help = None;
    if let ParseErrorType::MissingToken(token, _) = error.0.as_ref() {
        match token.as_str() {
            ";" => {
                if let Some((l, c)) = end_of_statement_before(&file.text, line) {
                    (line, col) = (l, c);
                    help = Some(format!("end the statement on line {l} with `;`"));
                }
            }
            "}" => {
                help = Some(match unclosed_brace(&file.text) {
                    Some((open, close)) => {
                        line = open;
                        col = 1;
                        format!(
                            "the `{{` on line {open} is never closed: the `}}` on line {close} lines up with another block"
                        )
                    }
                    None => "a `{` is never closed: give each `if`, `for`, `while` and `fn` its `}`".into(),
                });
            }
            ")" => help = Some("close the `(` with `)` before what follows".into()),
            "," => help = Some("separate the arguments with `,`, or close the call with `)`".into()),
            _ => {}
        }
    }
    let d = Diagnostic::new(&file.name, line, col, "E0301", format!("script does not compile: {}", error.0));
    match help {
        Some(h) => d.with_help(h),
        None => d,
    }
}

/// Where the statement before line `line` ends: the last non-blank character of the nearest
/// line above that holds code (comments and blank lines skipped), as (line, column after it).
/// `None` when the error is not at the start of its line (the `;` is missing mid-line).
fn end_of_statement_before(text: &str, line: usize) -> Option<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    (1..line).rev().find_map(|l| {
        let code = code_part(lines.get(l - 1)?).trim_end();
        (!code.trim().is_empty()).then(|| (l, code.chars().count() + 1))
    })
}

/// A line without its `//` comment (strings taken into account).
fn code_part(line: &str) -> &str {
    let mut in_string = false;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '/' if !in_string && prev == '/' => return &line[..i - 1],
            _ => {}
        }
        prev = c;
    }
    line
}

/// The first `{` closed by a `}` indented differently from the line that opened it, as (line
/// of the `{`, line of the `}`): in an indented script, the block that lacks its `}`.
fn unclosed_brace(text: &str) -> Option<(usize, usize)> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut open: Vec<(usize, usize)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut in_string = false;
        let mut prev = ' ';
        for c in code_part(line).chars() {
            match c {
                '"' if prev != '\\' => in_string = !in_string,
                '{' if !in_string => open.push((i + 1, indent(line))),
                '}' if !in_string => {
                    let (at, width) = open.pop()?;
                    // A `}` that shares its line with more code (`} else {`) says nothing.
                    if line.trim_start().starts_with('}') && width != indent(line) && at != i + 1 {
                        return Some((at, i + 1));
                    }
                }
                _ => {}
            }
            prev = c;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(text: &str) -> Diagnostic {
        let file = SourceFile { name: "s.rhai".into(), text: text.into() };
        let err = rhai::Engine::new_raw().compile(text).unwrap_err();
        diagnostic(&file, &err)
    }

    #[test]
    fn a_missing_semicolon_is_told_at_the_end_of_its_line() {
        let d = diag("fn f() {\n    let n = 1 // one\n\n    n\n}\n");
        assert_eq!((d.line, d.col), (2, 14), "{d}");
        assert!(d.help.as_deref().unwrap().contains("line 2"), "{d}");
    }

    #[test]
    fn an_unclosed_block_is_told_where_it_opens() {
        let d = diag("fn f(x) {\n    if x > 2 {\n        x += 1;\n    \n}\n");
        assert_eq!(d.line, 2, "{d}");
    }
}
