//! Reading a Fluent file for what translators need checked: which messages (and attributes)
//! it has, and which variables each uses.

use super::content::SourceFile;
use super::diag::{Diagnostic, line_col};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// A Fluent syntax error (E0402) at its place in `file`. The parser drops an attribute it cannot
/// read (a placeable left open, `{ $ name`) and then fails on that line's indentation, at column
/// 1, with "Expected one of a-zA-Z": there the attribute's value is read again alone, to tell
/// the column and the error of its own mistake.
pub fn syntax_error(file: &SourceFile, e: &fluent_syntax::parser::ParserError) -> Diagnostic {
    let (line, col) = line_col(&file.text, e.pos.start);
    let in_attribute = file.text.lines().nth(line.saturating_sub(1)).and_then(|text| {
        let dot = text.find(|c: char| !c.is_whitespace()).filter(|&i| i > 0 && text[i..].starts_with('.'))?;
        let (name, value) = text[dot + 1..].split_once('=')?;
        let value_at = dot + 1 + name.len() + 1;
        const PROBE: &str = "probe =";
        let (_, errors) = fluent_syntax::parser::parse(format!("{PROBE}{value}\n").as_str()).err()?;
        let first = errors.first()?;
        let within = first.pos.start.checked_sub(PROBE.len())?;
        let at = text[..value_at].chars().count() + value[..within.min(value.len())].chars().count() + 1;
        Some((at, format!("in the attribute `.{}`: {}", name.trim(), first.kind)))
    });
    match in_attribute {
        Some((at, what)) if col == 1 => {
            Diagnostic::new(&file.name, line, at, "E0402", format!("Fluent syntax error {what}"))
        }
        _ => Diagnostic::new(&file.name, line, col, "E0402", format!("Fluent syntax error: {}", e.kind)),
    }
}

/// Messages by id (`card-x`, and `card-x.text` for an attribute), each with its variables and
/// the line it is on.
#[derive(Clone, Debug, Default)]
pub struct Messages(pub BTreeMap<String, (BTreeSet<String>, usize)>);

fn pattern_vars(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

/// Parses a Fluent file into its messages.
///
/// # Errors
/// The syntax errors, at their lines; a message or term defined twice in the file (E0403), at
/// its second definition: the table would refuse the file, and a mod's would replace the first
/// by the second without a word.
pub fn messages(file: &SourceFile) -> Result<Messages, Vec<Diagnostic>> {
    let resource = fluent_syntax::parser::parse(file.text.as_str())
        .map_err(|(_, errors)| errors.iter().map(|e| syntax_error(file, e)).collect::<Vec<_>>())?;
    let lines = definition_lines(&file.text);
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut twice = Vec::new();
    let mut out = Messages::default();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            _ => continue,
        };
        let n = seen.entry(id.clone()).or_default();
        *n += 1;
        let line = lines.get(&id).and_then(|at| at.get(*n - 1).or(at.last())).copied().unwrap_or(1);
        if *n == 2 {
            let first = lines.get(&id).and_then(|at| at.first()).copied().unwrap_or(1);
            twice.push(
                Diagnostic::new(&file.name, line, 1, "E0403", format!("`{id}` is defined twice in this file"))
                    .with_help(format!("keep one of the two: the first is at line {first}")),
            );
        }
        if id.starts_with('-') {
            continue;
        }
        let mut vars = BTreeSet::new();
        if let Some(v) = value {
            pattern_vars(v, &mut vars);
        }
        out.0.insert(id.clone(), (vars, line));
        for a in attributes {
            let mut vars = BTreeSet::new();
            pattern_vars(&a.value, &mut vars);
            out.0.insert(format!("{id}.{}", a.id.name), (vars, line));
        }
    }
    if twice.is_empty() { Ok(out) } else { Err(twice) }
}

/// The lines (from 1) each message or term (`-brand`) is defined on, in order: an identifier
/// at the start of a line, then `=`.
fn definition_lines(text: &str) -> BTreeMap<String, Vec<usize>> {
    let mut at: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let name = line.strip_prefix('-').unwrap_or(line);
        if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let end = name.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(name.len());
        if name[end..].trim_start().starts_with('=') {
            let id = &line[..end + line.len() - name.len()];
            at.entry(id.to_string()).or_default().push(i + 1);
        }
    }
    at
}

/// How a translation differs from the reference language.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Coverage {
    pub missing: Vec<String>,
    pub extra: Vec<String>,
    /// Messages whose variables differ: (id, reference's, translation's).
    pub variables: Vec<(String, Vec<String>, Vec<String>)>,
}

impl Coverage {
    pub fn complete(&self) -> bool {
        self.missing.is_empty() && self.extra.is_empty() && self.variables.is_empty()
    }
}

/// Compares a translation with the reference.
pub fn coverage(reference: &Messages, translation: &Messages) -> Coverage {
    let mut c = Coverage::default();
    for (id, (vars, _)) in &reference.0 {
        match translation.0.get(id) {
            None => c.missing.push(id.clone()),
            Some((tvars, _)) if tvars != vars => {
                c.variables.push((id.clone(), vars.iter().cloned().collect(), tvars.iter().cloned().collect()))
            }
            Some(_) => {}
        }
    }
    c.extra = translation.0.keys().filter(|id| !reference.0.contains_key(*id)).cloned().collect();
    c
}
