//! Reading a Fluent file for what translators need checked: which messages (and attributes)
//! it has, and which variables each uses.

use super::content::SourceFile;
use super::diag::{Diagnostic, line_col};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

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
/// The syntax errors, at their lines.
pub fn messages(file: &SourceFile) -> Result<Messages, Vec<Diagnostic>> {
    let resource = fluent_syntax::parser::parse(file.text.as_str()).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| {
                let (line, col) = line_col(&file.text, e.pos.start);
                Diagnostic::new(&file.name, line, col, "E0402", format!("Fluent syntax error: {}", e.kind))
            })
            .collect::<Vec<_>>()
    })?;
    let mut out = Messages::default();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        let offset = file.text.find(&format!("\n{} =", m.id.name)).map_or(0, |i| i + 1);
        let line = line_col(&file.text, offset).0;
        let mut vars = BTreeSet::new();
        if let Some(v) = &m.value {
            pattern_vars(v, &mut vars);
        }
        out.0.insert(m.id.name.to_string(), (vars, line));
        for a in &m.attributes {
            let mut vars = BTreeSet::new();
            pattern_vars(&a.value, &mut vars);
            out.0.insert(format!("{}.{}", m.id.name, a.id.name), (vars, line));
        }
    }
    Ok(out)
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
