//! What a query hook may call, checked at load: a query answers without changing the game, so
//! a query hook that calls a function of the API that acts (an effect, a die, a choice), itself
//! or through the script's own functions and closures, is refused where the call is written
//! (E0311), before any game is played, rather than failing at the table.
//!
//! Which functions act is what the game registers as acting ([`super::ScriptHost::set_acting`]):
//! the registry registers a game's API in two parts, what reads and what acts, and keeps the
//! names the second part added (`registry::Api`), so the list cannot drift from the code.

use crate::engine::diag::Diagnostic;
use rhai::{AST, ASTNode, Expr, Stmt};
use std::collections::BTreeSet;

/// The calls of acting functions reachable from each query hook of `ast` (`queries`, the names of
/// the query hooks the script defines), each told at the call with the hook, and the own
/// function it is written in when that is not the hook.
pub fn acting_calls(ast: &AST, file: &str, queries: &[&'static str], acting: &BTreeSet<String>) -> Vec<Diagnostic> {
    if acting.is_empty() {
        return Vec::new();
    }
    let own: BTreeSet<&str> = ast.iter_functions().map(|f| f.name).collect();
    let mut problems = Vec::new();
    let mut told = BTreeSet::new();
    for &hook in queries {
        let mut queue = vec![hook];
        let mut seen: BTreeSet<&str> = queue.iter().copied().collect();
        while let Some(name) = queue.pop() {
            // The function alone (every overload of its name), walked body and all. (Rhai's
            // `clone_functions_only_filtered` keeps every function when it starts empty, so
            // the functions are cloned whole and then kept by name.)
            let mut body = ast.clone_functions_only();
            body.retain_functions(|_, _, f, _| f == name);
            body.walk(&mut |path: &[ASTNode]| {
                for (called, at) in called_names(path.last()) {
                    if let Some(&mine) = own.get(called.as_str()) {
                        if seen.insert(mine) {
                            queue.push(mine);
                        }
                    } else if acting.contains(&called) && told.insert((hook, at)) {
                        problems.push(told_at(file, hook, name, &called, at));
                    }
                }
                true
            });
        }
    }
    problems
}

/// The functions a node calls or names (a closure or `Fn("name")`), with the call's line and
/// column: what the query check follows, and what makes a script's helper used (E0302).
pub(super) fn called_names(node: Option<&ASTNode>) -> Vec<(String, (usize, usize))> {
    let at = |pos: rhai::Position| (pos.line().unwrap_or(0), pos.position().unwrap_or(0));
    match node {
        Some(ASTNode::Expr(Expr::FnCall(call, pos) | Expr::MethodCall(call, pos)))
        | Some(ASTNode::Stmt(Stmt::FnCall(call, pos))) => {
            let mut names = vec![(call.name.to_string(), at(*pos))];
            if call.name == "Fn"
                && let Some(Expr::StringConstant(s, _)) = call.args.first()
            {
                names.push((s.to_string(), at(*pos)));
            }
            names
        }
        Some(ASTNode::Expr(Expr::DynamicConstant(value, pos))) => {
            value.read_lock::<rhai::FnPtr>().map(|f| vec![(f.fn_name().to_string(), at(*pos))]).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}

fn told_at(file: &str, hook: &str, within: &str, called: &str, (line, col): (usize, usize)) -> Diagnostic {
    let through = if within == hook { String::new() } else { format!(" (through `{within}`)") };
    Diagnostic::new(
        file,
        line,
        col,
        "E0311",
        format!("query hook `{hook}` calls `{called}`{through}, which changes the game: a query may only read"),
    )
    .with_help("a query answers without acting, rolling or asking: act in an effect hook; HOOKS.md lists the queries")
}

#[cfg(test)]
mod tests {
    use crate::engine::content::SourceFile;
    use crate::engine::script::registry::Api;
    use crate::engine::script::{Answer, HookSpec, Limits, ScriptHost};

    const HOOKS: &[HookSpec] = &[HookSpec::effect("on_play", 1, ""), HookSpec::query("can_play", 1, Answer::Bool, "")];

    /// A host whose API reads `money()` and acts with `give(n)`.
    fn host() -> ScriptHost {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let api = Api {
            reads: |e| {
                e.register_fn("money", || 3_i64);
            },
            acts: |e| {
                e.register_fn("give", |n: i64| n);
            },
        };
        api.register_on(&mut host);
        host
    }

    /// What compiling `text` says, as `code line:col message` lines.
    fn told(text: &str) -> Vec<String> {
        let file = SourceFile { name: "scripts/t/card.rhai".into(), text: text.into() };
        host()
            .compile("card", &file)
            .err()
            .unwrap_or_default()
            .iter()
            .map(|d| format!("{} {}:{} {}", d.code, d.line, d.col, d.message))
            .collect()
    }

    #[test]
    fn a_query_hook_that_acts_is_refused_where_it_calls() {
        assert_eq!(told("fn can_play(p) { money() > 2 }\nfn on_play(p) { give(money()); }"), Vec::<String>::new());
        assert_eq!(
            told("fn can_play(p) {\n    give(1) > 0\n}"),
            ["E0311 2:5 query hook `can_play` calls `give`, which changes the game: a query may only read"]
        );
        // Through the script's own function, and through a closure.
        let through = told("fn pay(n) {\n    give(n)\n}\nfn can_play(p) { pay(1) > 0 }");
        assert_eq!(
            through,
            [
                "E0311 2:5 query hook `can_play` calls `give` (through `pay`), which changes the game: a query may only read"
            ]
        );
        let closure = told("fn can_play(p) {\n    [1, 2].filter(|n| give(n) > 1).len() > 0\n}");
        assert_eq!(closure.len(), 1, "{closure:?}");
        assert!(closure[0].starts_with("E0311 2:23 query hook `can_play` calls `give`"), "{closure:?}");
        // A helper an effect hook alone calls may act.
        assert_eq!(
            told("fn pay(n) { give(n) }\nfn on_play(p) { pay(1); }\nfn can_play(p) { true }"),
            Vec::<String>::new()
        );
    }
}
