//! The Rhai host: a raw engine with only the packages card scripts need, hard limits, each
//! script compiled once, and hook dispatch that calls only the hooks a script defines.
//!
//! Scripts cannot reach the file system, the clock, the network or modules: the engine starts
//! from `Engine::new_raw`, the crate is built with `no_module` and `no_time`, and `eval` is
//! disabled. Every call runs under an operation budget and depth limits, so a runaway script
//! ends with an error instead of hanging or overflowing the host's stack.

pub mod cache;
pub mod definitions;
pub mod failures;
pub mod lend;
mod limits;
mod queries;
pub mod registry;
pub mod run;
mod syntax;
pub mod tally;
pub(crate) mod work;

use crate::engine::content::SourceFile;
use crate::engine::diag::{Diagnostic, closest, did_you_mean};
use rhai::packages::{
    ArithmeticPackage, BasicArrayPackage, BasicFnPackage, BasicIteratorPackage, BasicMapPackage, BasicStringPackage,
    MoreStringPackage, Package,
};
use rhai::{AST, ASTNode, Caches, Dynamic, Engine, Expr, FuncArgs, Scope, Stmt};
use std::collections::{BTreeMap, BTreeSet};

pub use limits::{Limits, MAX_COPIED};

/// A hook a game offers: its name and how many arguments it passes.
#[derive(Clone, Copy, Debug)]
pub struct HookSpec {
    pub name: &'static str,
    pub params: usize,
    /// Query hooks return a value and must not change the game; effect hooks act.
    pub query: bool,
    pub doc: &'static str,
    /// What a query hook's answer must be (nothing, `()`, always may be: "no opinion").
    pub answer: Answer,
}

impl HookSpec {
    /// A query hook: it answers `answer` and may not change the game.
    pub const fn query(name: &'static str, params: usize, answer: Answer, doc: &'static str) -> HookSpec {
        HookSpec { name, params, query: true, doc, answer }
    }

    /// An effect hook: it acts through the script API; what it returns is not read.
    pub const fn effect(name: &'static str, params: usize, doc: &'static str) -> HookSpec {
        HookSpec { name, params, query: false, doc, answer: Answer::Any }
    }
}

/// The kind of answer a hook gives; a query hook answering another kind fails like a script
/// error, named, rather than be ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Anything (effect hooks: what they return is not read).
    Any,
    /// A whole number.
    Int,
    /// `true` or `false`.
    Bool,
    /// One of these strings.
    OneOf(&'static [&'static str]),
}

impl Answer {
    /// Why `value` is not an answer of this kind, if it is not.
    pub fn refuses(self, value: &Dynamic) -> Option<String> {
        if value.is_unit() {
            return None;
        }
        let shown = || {
            if value.is_string() { format!("the text {value:?}") } else { format!("{} `{value}`", value.type_name()) }
        };
        match self {
            Answer::Any => None,
            Answer::Int if value.is_int() => None,
            Answer::Bool if value.is_bool() => None,
            Answer::Int => Some(format!("returned {} where a whole number goes (for example `2`)", shown())),
            Answer::Bool => Some(format!("returned {} where `true` or `false` goes", shown())),
            Answer::OneOf(words) => {
                let word = value.clone().into_string().ok();
                if word.as_deref().is_some_and(|w| words.contains(&w)) {
                    None
                } else {
                    let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
                    Some(format!("returned {} where one of {} goes", shown(), quoted.join(", ")))
                }
            }
        }
    }
}

/// A hook name checked against the game's closed list, as an index into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HookId(pub usize);

/// One compiled card script.
pub struct Script {
    /// The card or rule id the script belongs to.
    pub owner: String,
    pub file: String,
    ast: AST,
    /// Which of the game's hooks it defines, with the line each is defined on.
    pub hooks: Vec<HookId>,
    hook_lines: Vec<usize>,
    /// Where Rhai found each function this script's hooks call, kept from one call to the next
    /// (see `ScriptHost::run`).
    found: std::cell::RefCell<Caches>,
}

/// A script that failed at run time: which card, which hook, which line, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub owner: String,
    pub hook: String,
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: card `{}`, hook `{}`: {}", self.file, self.line, self.owner, self.hook, self.message)
    }
}

/// The engine and the compiled scripts of one game (one host per worker thread).
pub struct ScriptHost {
    engine: Engine,
    hooks: &'static [HookSpec],
    scripts: Vec<Script>,
    /// For each hook, the scripts that define it, in load order.
    by_hook: Vec<Vec<usize>>,
    /// The functions scripts may call, by name with their parameter types: gathered once for
    /// all the scripts compiled (registering more functions clears it).
    api: std::cell::OnceCell<Api>,
    /// Each card's params as script values, by the game's key for the card
    /// (`registry::param` reads them).
    params: Vec<rhai::Map>,
    /// The API's functions that act (effects, dice, choices), which a query hook may not call
    /// (`queries`, E0311); empty, nothing is checked.
    acting: BTreeSet<String>,
}

/// Names and signatures of the functions registered on an engine.
struct Api {
    names: BTreeSet<String>,
    signatures: BTreeMap<String, Vec<Vec<std::any::TypeId>>>,
}

/// The functions a script calls, or names in a string (for `Fn("name")`).
fn used_names(ast: &AST, text: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    ast.walk(&mut |path: &[ASTNode]| {
        used.extend(queries::called_names(path.last()).into_iter().map(|(name, _)| name));
        true
    });
    // Every word written in quotes, gathered in one pass over the text.
    let quoted: BTreeSet<&str> = text.split('"').skip(1).step_by(2).collect();
    for f in ast.iter_functions() {
        if quoted.contains(f.name) {
            used.insert(f.name.to_string());
        }
    }
    used
}

/// The most functions one script may define.
pub const MAX_FUNCTIONS: usize = 256;

/// The largest card script, in bytes: fifty times the largest bundled one. Rhai's parser looks
/// each name up among every variable declared before it, so its time grows with the square of
/// a script's size (a 2 MB script took minutes to load); this keeps loading in milliseconds.
pub const MAX_SCRIPT_BYTES: usize = 64 << 10;

/// A raw engine with the limits and only the language's packages scripts need. Not Rhai's
/// `CorePackage`: its language core brings `sleep` (which would stall the host however small
/// the budget), `exit`, `parse_json` and function metadata, none of which a card needs.
pub fn sandboxed_engine(limits: &Limits) -> Engine {
    let mut engine = Engine::new_raw();
    engine.register_global_module(ArithmeticPackage::new().as_shared_module());
    engine.register_global_module(BasicStringPackage::new().as_shared_module());
    engine.register_global_module(BasicIteratorPackage::new().as_shared_module());
    engine.register_global_module(BasicFnPackage::new().as_shared_module());
    engine.register_global_module(BasicArrayPackage::new().as_shared_module());
    engine.register_global_module(BasicMapPackage::new().as_shared_module());
    engine.register_global_module(MoreStringPackage::new().as_shared_module());
    work::register(&mut engine, limits.max_operations);
    engine.set_max_operations(limits.max_operations);
    engine.set_max_call_levels(limits.max_call_levels);
    engine.set_max_expr_depths(limits.max_expr_depth, limits.max_function_expr_depth);
    engine.set_max_string_size(limits.max_string_size);
    engine.set_max_array_size(limits.max_array_size);
    engine.set_max_map_size(limits.max_map_size);
    // A card's script is a few functions: thousands make loading slow, and mean a mistake.
    engine.set_max_functions(MAX_FUNCTIONS);
    engine.set_strict_variables(true);
    engine.disable_symbol("eval");
    engine
}

impl ScriptHost {
    /// A host for a game offering `hooks`; register the game's script API on
    /// [`engine_mut`](Self::engine_mut) before compiling scripts.
    pub fn new(limits: &Limits, hooks: &'static [HookSpec]) -> ScriptHost {
        ScriptHost {
            engine: sandboxed_engine(limits),
            hooks,
            scripts: Vec::new(),
            by_hook: vec![Vec::new(); hooks.len()],
            api: std::cell::OnceCell::new(),
            params: Vec::new(),
            acting: BTreeSet::new(),
        }
    }

    /// Every function name registered on the engine (the API's and the language's).
    pub fn function_names(&self) -> BTreeSet<String> {
        self.engine.collect_fn_metadata(None, |info| Some(info.metadata.name.to_string()), true).into_iter().collect()
    }

    /// The API's functions that act ([`ScriptHost::set_acting`]).
    pub fn acting(&self) -> &BTreeSet<String> {
        &self.acting
    }

    /// Names the API's functions that act, which query hooks compiled from now on may not call.
    pub fn set_acting(&mut self, acting: BTreeSet<String>) {
        self.acting = acting;
    }

    /// Keeps the params of the card of key `card`, as scripts read them.
    pub fn set_params(&mut self, card: usize, params: rhai::Map) {
        if self.params.len() <= card {
            self.params.resize_with(card + 1, rhai::Map::new);
        }
        self.params[card] = params;
    }

    /// The param `name` of the card of key `card`, if it prints it.
    pub fn param(&self, card: usize, name: &str) -> Option<Dynamic> {
        self.params.get(card)?.get(name).cloned()
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    pub fn engine_mut(&mut self) -> &mut Engine {
        self.api.take();
        // A function registered now may be found where another was.
        for script in &mut self.scripts {
            *script.found.get_mut() = Caches::new();
        }
        &mut self.engine
    }

    /// The game's hook list.
    pub fn hooks(&self) -> &'static [HookSpec] {
        self.hooks
    }

    /// Looks a hook up by name.
    pub fn hook(&self, name: &str) -> Option<HookId> {
        self.hooks.iter().position(|h| h.name == name).map(HookId)
    }

    /// Compiles `file` for `owner`, checking every `on_*` function against the hook list.
    ///
    /// # Errors
    /// Diagnostics at file and line: a syntax error, an unknown hook (with the closest name), or
    /// a hook with the wrong number of parameters.
    pub fn compile(&mut self, owner: &str, file: &SourceFile) -> Result<usize, Vec<Diagnostic>> {
        if file.text.len() > MAX_SCRIPT_BYTES {
            return Err(vec![Diagnostic::new(
                &file.name,
                0,
                0,
                "E0310",
                format!(
                    "the script is {} KiB; a card's script may hold at most {} KiB (move what it repeats into functions, or split the card)",
                    file.text.len() >> 10,
                    MAX_SCRIPT_BYTES >> 10
                ),
            )]);
        }
        let ast = self.engine.compile(&file.text).map_err(|e| vec![syntax::diagnostic(file, &e)])?;
        let mut problems = Vec::new();
        let mut hooks = Vec::new();
        let mut hook_lines = Vec::new();
        let used = used_names(&ast, &file.text);
        let fn_lines = fn_lines(&file.text);
        let find_fn_line = |_: &str, name: &str| fn_lines.get(name).copied().unwrap_or(0);
        for f in ast.iter_functions() {
            match self.hook(f.name) {
                Some(id) => {
                    let spec = self.hooks[id.0];
                    if f.params.len() != spec.params {
                        problems.push(Diagnostic::new(
                            &file.name,
                            find_fn_line(&file.text, f.name),
                            1,
                            "E0303",
                            format!(
                                "hook `{}` takes {} parameter{}, this one has {}",
                                spec.name,
                                spec.params,
                                if spec.params == 1 { "" } else { "s" },
                                f.params.len()
                            ),
                        ));
                    } else {
                        hooks.push(id);
                        hook_lines.push(find_fn_line(&file.text, f.name));
                    }
                }
                // A closure's body, named by Rhai (`anon$...`): the closure is its use.
                None if f.name.contains('$') => {}
                // A function that is not a hook must be the script's own helper: called
                // somewhere in it. One that nothing calls is most likely a hook misspelt
                // (`on_od` beside `on_odds`), which would silently never run.
                None if f.name.starts_with("on_") || !used.contains(f.name) => {
                    let mut d = Diagnostic::new(
                        &file.name,
                        find_fn_line(&file.text, f.name),
                        1,
                        "E0302",
                        if f.name.starts_with("on_") {
                            format!("`{}` is not a hook of this game", f.name)
                        } else {
                            format!("`{}` is not a hook of this game, and the script never calls it", f.name)
                        },
                    );
                    d.help = did_you_mean(f.name, self.hooks.iter().map(|h| h.name)).or_else(|| {
                        Some("name it after one of the game's hooks, call it from a hook, or delete it".into())
                    });
                    problems.push(d);
                }
                None => {}
            }
        }
        problems.extend(self.unknown_calls(&ast, file));
        let query_hooks: Vec<&'static str> =
            hooks.iter().map(|id: &HookId| &self.hooks[id.0]).filter(|h| h.query).map(|h| h.name).collect();
        problems.extend(queries::acting_calls(&ast, &file.name, &query_hooks, &self.acting));
        if !problems.is_empty() {
            return Err(problems);
        }
        let index = self.scripts.len();
        for id in &hooks {
            self.by_hook[id.0].push(index);
        }
        self.scripts.push(Script {
            owner: owner.to_string(),
            file: file.name.clone(),
            ast,
            hooks,
            hook_lines,
            found: std::cell::RefCell::new(Caches::new()),
        });
        Ok(index)
    }

    /// Checks the literal names a script reads from its own card (`this.param("bonus")`)
    /// against the names the card's TOML gives it, so a misspelt one is found at load rather
    /// than failing mid-game.
    ///
    /// # Errors
    /// E0309 for each name the card lacks, at the call, with the closest name it has.
    pub fn check_own_params(&self, index: usize, method: &str, names: &[&str]) -> Result<(), Vec<Diagnostic>> {
        let script = &self.scripts[index];
        let mut problems = Vec::new();
        script.ast.walk(&mut |path: &[ASTNode]| {
            if let Some(ASTNode::Expr(Expr::Dot(dot, _, _))) = path.last()
                && matches!(dot.lhs, Expr::ThisPtr(..))
                && let Expr::MethodCall(call, pos) = &dot.rhs
                && call.name == method
                && let Some(Expr::StringConstant(name, _)) = call.args.first()
                && !names.contains(&name.as_str())
            {
                let mut d = Diagnostic::new(
                    &script.file,
                    pos.line().unwrap_or(0),
                    pos.position().unwrap_or(0),
                    "E0309",
                    format!("card `{}` has no {method} `{name}` in its TOML", script.owner),
                );
                d.help = did_you_mean(name, names.iter().copied()).or_else(|| {
                    Some(if names.is_empty() {
                        format!("the card has no `{method}s`; add `{method}s = {{ {name} = ... }}` to it")
                    } else {
                        format!("it has: {}", names.join(", "))
                    })
                });
                problems.push(d);
            }
            true
        });
        if problems.is_empty() { Ok(()) } else { Err(problems) }
    }

    /// The registered functions (the API and the language's packages), gathered once.
    fn api(&self) -> &Api {
        self.api.get_or_init(|| {
            let mut names: BTreeSet<String> = KEYWORDS.iter().map(|k| (*k).to_string()).collect();
            let mut signatures: BTreeMap<String, Vec<Vec<std::any::TypeId>>> = BTreeMap::new();
            for (name, types) in self.engine.collect_fn_metadata(
                None,
                |info| Some((info.metadata.name.to_string(), info.metadata.param_types.to_vec())),
                true,
            ) {
                names.insert(name.clone());
                signatures.entry(name).or_default().push(types);
            }
            Api { names, signatures }
        })
    }

    /// Calls of functions, methods and properties that do not exist, found before any game
    /// runs, each with the closest name there is. A script's own object maps (`#{bonus: 2}`,
    /// `m.bonus = 2`) have the properties it gives them.
    fn unknown_calls(&self, ast: &AST, file: &SourceFile) -> Vec<Diagnostic> {
        let api = self.api();
        let own: BTreeSet<&str> = ast.iter_functions().map(|f| f.name).collect();
        let known = |name: &str| api.names.contains(name) || own.contains(name);
        let functions: Vec<&str> = api
            .names
            .iter()
            .map(String::as_str)
            .chain(own.iter().copied())
            .filter(|n| !n.contains('$') && is_word(n))
            .collect();
        let keys = map_keys(ast);
        let properties: Vec<&str> =
            api.names.iter().filter_map(|n| n.strip_prefix("get$")).chain(keys.iter().map(String::as_str)).collect();
        let mut problems = Vec::new();
        ast.walk(&mut |path: &[ASTNode]| {
            let call = match path.last() {
                Some(ASTNode::Expr(Expr::FnCall(call, pos))) => Some((call, *pos, false)),
                Some(ASTNode::Expr(Expr::MethodCall(call, pos))) => Some((call, *pos, true)),
                Some(ASTNode::Stmt(Stmt::FnCall(call, pos))) => Some((call, *pos, false)),
                _ => None,
            };
            let expr = match path.last() {
                Some(ASTNode::Expr(e)) => Some(*e),
                _ => None,
            };
            // Currying copies the pointer's arguments: a pointer curried with itself doubles at
            // every step, past any size limit (they do not look inside pointers). Closures
            // curry what they capture, which is shared, not copied: those are fine.
            if let Some((call, pos, method)) = call
                && call.name == "curry"
                && (method || !matches!(call.args.first(), Some(Expr::DynamicConstant(..))))
            {
                problems.push(
                    Diagnostic::new(
                        &file.name,
                        pos.line().unwrap_or(0),
                        pos.position().unwrap_or(0),
                        "E0308",
                        "`curry` is not available to scripts".into(),
                    )
                    .with_help("pass the values as arguments of the call, or capture them in a closure"),
                );
                return true;
            }
            let (name, pos, what) = match (call, expr) {
                (Some((call, pos, method)), _) if call.op_token.is_none() && is_word(&call.name) => {
                    if known(call.name.as_str()) {
                        // Functions the script defines itself take anything.
                        if !own.contains(call.name.as_str())
                            && let Some(d) = wrong_literal(&api.signatures, call, method, pos, file)
                        {
                            problems.push(d);
                        }
                        return true;
                    }
                    (call.name.to_string(), pos, "function")
                }
                (_, Some(Expr::Property(prop, pos))) => {
                    // The API's by its getter (`get$name`), the script's own maps' by name.
                    if known(prop.0.0.as_str()) || keys.contains(prop.2.as_str()) {
                        return true;
                    }
                    (prop.2.to_string(), *pos, "property")
                }
                _ => return true,
            };
            let candidates = if what == "function" { &functions } else { &properties };
            let mut d = Diagnostic::new(
                &file.name,
                pos.line().unwrap_or(0),
                pos.position().unwrap_or(0),
                if what == "function" { "E0305" } else { "E0306" },
                format!("`{name}` is not a {what} scripts can use"),
            );
            d.help = did_you_mean(&name, candidates.iter().copied()).or_else(|| {
                let near = closest(&name, candidates.iter().copied(), 5);
                (!near.is_empty()).then(|| {
                    format!(
                        "the closest {}s are {}; the game's HOOKS.md lists every one",
                        if what == "property" { "propertie" } else { what },
                        near.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                    )
                })
            });
            problems.push(d);
            true
        });
        problems
    }

    /// The compiled scripts, in load order.
    pub fn scripts(&self) -> &[Script] {
        &self.scripts
    }

    /// Indices of the scripts that define `hook`.
    pub fn defining(&self, hook: HookId) -> &[usize] {
        &self.by_hook[hook.0]
    }

    /// Whether script `index` defines `hook` (a cheap check before building arguments).
    pub fn defines(&self, index: usize, hook: HookId) -> bool {
        self.scripts.get(index).is_some_and(|s| s.hooks.contains(&hook))
    }

    /// Calls `hook` of script `index` with `args`; `this` is bound as the script's `this`.
    /// Returns `Ok(None)` when the script does not define the hook.
    ///
    /// # Errors
    /// A [`ScriptError`] naming the card, the hook and the line.
    pub fn call(
        &self,
        index: usize,
        hook: HookId,
        this: Option<&mut Dynamic>,
        args: impl FuncArgs,
    ) -> Result<Option<Dynamic>, ScriptError> {
        let Some(script) = self.scripts.get(index) else {
            return Ok(None);
        };
        if !script.hooks.contains(&hook) {
            return Ok(None);
        }
        let name = self.hooks[hook.0].name;
        let hook_line = || script.hooks.iter().position(|&h| h == hook).map_or(0, |i| script.hook_lines[i]);
        if let Err(message) = stack_room() {
            return Err(ScriptError {
                owner: script.owner.clone(),
                hook: name.to_string(),
                file: script.file.clone(),
                line: hook_line(),
                message,
            });
        }
        work::begin();
        let value = running(self, || self.run(script, name, this, args));
        work::end();
        let value = value.map_err(|e| {
            let inner = e.unwrap_inner();
            let message =
                work::too_many_operations(inner, self.engine.max_operations()).unwrap_or_else(|| inner.to_string());
            ScriptError {
                owner: script.owner.clone(),
                hook: name.to_string(),
                file: script.file.clone(),
                // Errors without a position (an exhausted operation budget) point at the hook.
                line: error_line(&e).unwrap_or_else(hook_line),
                message,
            }
        })?;
        match self.hooks[hook.0].answer.refuses(&value) {
            None => Ok(Some(value)),
            Some(message) => Err(ScriptError {
                owner: script.owner.clone(),
                hook: name.to_string(),
                file: script.file.clone(),
                line: hook_line(),
                message,
            }),
        }
    }

    /// Runs function `name` of `script` as `Engine::call_fn` would (a fresh scope, a fresh
    /// count of operations, `this` bound, an error inside the hook told as its own), but through Rhai's
    /// lower-level entry point, so that the script's function-resolution cache outlives the
    /// call: `call_fn` starts every call with an empty one, and every function a hook calls
    /// (`param`, a getter, `==`) was looked up again each time: a sixth of a seven-call hook's
    /// time, a sixteenth of a one-line query's (README, Performance). The cache is the script's own, since two scripts may define functions of one
    /// name; a hook that sets off its own script again while it runs (through the rules) gets a
    /// fresh one.
    fn run(
        &self,
        script: &Script,
        name: &str,
        this: Option<&mut Dynamic>,
        args: impl FuncArgs,
    ) -> Result<Dynamic, Box<rhai::EvalAltResult>> {
        let mut values: smallvec::SmallVec<[Dynamic; 4]> = smallvec::SmallVec::new();
        args.parse(&mut values);
        let method = this.is_some();
        let mut refs: smallvec::SmallVec<[&mut Dynamic; 5]> = this.into_iter().collect();
        refs.extend(values.iter_mut());
        let mut global = self.engine.new_global_runtime_state();
        global.lib.push(script.ast.shared_lib().clone());
        let mut scope = Scope::new();
        let (mut kept, mut fresh) = (script.found.try_borrow_mut(), Caches::new());
        let caches = match &mut kept {
            Ok(kept) => &mut **kept,
            Err(_) => &mut fresh,
        };
        let mut context = rhai::EvalContext::new(&self.engine, &mut global, caches, &mut scope, None);
        context.call_fn_raw(name, method, method, &mut refs).map_err(|e| match *e {
            rhai::EvalAltResult::ErrorInFunctionCall(f, _, inner, _) if f == name => inner,
            e => Box::new(e),
        })
    }
}

/// The keys a script gives its object maps, in map literals (folded to constants or not) and
/// by assigning a property (`m.key = ...`): the properties those maps have.
fn map_keys(ast: &AST) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    ast.walk(&mut |path: &[ASTNode]| {
        match path.last() {
            Some(ASTNode::Expr(Expr::Map(map, _))) => keys.extend(map.0.iter().map(|(k, _)| k.name.to_string())),
            Some(ASTNode::Expr(Expr::DynamicConstant(d, _))) => {
                if let Some(map) = d.read_lock::<rhai::Map>() {
                    keys.extend(map.keys().map(ToString::to_string));
                }
            }
            Some(ASTNode::Stmt(Stmt::Assignment(x))) => {
                if let Expr::Dot(dot, ..) = &x.1.lhs
                    && let Expr::Property(prop, _) = &dot.rhs
                {
                    keys.insert(prop.2.to_string());
                }
            }
            _ => {}
        }
        true
    });
    keys
}

/// How much of the thread's stack the rules and hooks may take below the shallowest hook call
/// seen on the thread: a hook whose effects make the rules call it again (a hook on a piece's
/// death killing that piece) recurses through the rules, outside any one call's budget, and would
/// otherwise overflow the host's stack. Real games stay far below this; threads that run games
/// have at least [`GAME_STACK`].
pub const HOOK_STACK: usize = 1 << 20;

/// The stack a thread running games should have (the main thread has as much).
pub const GAME_STACK: usize = 8 << 20;

thread_local! {
    /// The stack address of the shallowest script call seen on this thread.
    static STACK_BASE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The host whose hook runs on this thread, if one does.
    static RUNNING: std::cell::Cell<*const ScriptHost> = const { std::cell::Cell::new(std::ptr::null()) };
}

/// Puts the previous running host back when a call ends, even by a panic.
struct Running(*const ScriptHost);

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.with(|r| r.set(self.0));
    }
}

/// Runs `f` (one hook call of `host`) with `host` as the running host.
fn running<R>(host: &ScriptHost, f: impl FnOnce() -> R) -> R {
    let _previous = Running(RUNNING.with(|r| r.replace(host)));
    f()
}

/// What `f` makes of the host whose hook runs on this thread; `None` when no hook runs.
fn with_running<R>(f: impl FnOnce(&ScriptHost) -> R) -> Option<R> {
    let host = RUNNING.with(std::cell::Cell::get);
    // SAFETY: the pointer was set by `running` from a live reference, which outlives the call
    // it wraps; it is put back before that call returns, so it is null or live here.
    (!host.is_null()).then(|| f(unsafe { &*host }))
}

/// Whether a script call may start here without the rules and hooks above it taking more than
/// [`HOOK_STACK`] of the stack.
fn stack_room() -> Result<(), String> {
    let here = 0u8;
    let at = std::ptr::addr_of!(here) as usize;
    let base = STACK_BASE.with(|b| {
        if at > b.get() {
            b.set(at);
        }
        b.get()
    });
    if base - at > HOOK_STACK {
        return Err(
            "hooks set one another off through the rules without end (a hook whose effects call it again?)".into()
        );
    }
    Ok(())
}

/// The first line a runtime error names, looking through the calls it passed.
fn error_line(e: &rhai::EvalAltResult) -> Option<usize> {
    let mut err = e;
    loop {
        if let Some(line) = err.position().line() {
            return Some(line);
        }
        match err {
            rhai::EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => err = inner,
            _ => return None,
        }
    }
}

/// A call whose literal arguments no function of that name accepts (`income.add("lots")`),
/// found at load: the call would fail at run time.
fn wrong_literal(
    signatures: &BTreeMap<String, Vec<Vec<std::any::TypeId>>>,
    call: &rhai::FnCallExpr,
    method: bool,
    pos: rhai::Position,
    file: &SourceFile,
) -> Option<Diagnostic> {
    use std::any::TypeId;
    let sigs = signatures.get(call.name.as_str())?;
    let literal = |e: &Expr| match e {
        Expr::IntegerConstant(..) => Some((TypeId::of::<i64>(), "a number")),
        Expr::StringConstant(..) | Expr::InterpolatedString(..) => {
            Some((TypeId::of::<rhai::ImmutableString>(), "a string"))
        }
        Expr::BoolConstant(..) => Some((TypeId::of::<bool>(), "true or false")),
        _ => None,
    };
    // A method's object is its first parameter, not among the call's arguments.
    let skip = usize::from(method);
    let arity: Vec<&[TypeId]> = sigs.iter().filter(|p| p.len() == call.args.len() + skip).map(|p| &p[skip..]).collect();
    if arity.is_empty() || call.args.iter().all(|a| literal(a).is_none()) {
        return None;
    }
    let fits = |params: &&[TypeId]| {
        call.args.iter().zip(params.iter()).all(|(a, &p)| {
            literal(a).is_none_or(|(t, _)| {
                p == t
                    || p == TypeId::of::<Dynamic>()
                    || (t == TypeId::of::<rhai::ImmutableString>() && p == TypeId::of::<String>())
            })
        })
    };
    if arity.iter().any(fits) {
        return None;
    }
    let (i, what) = call.args.iter().enumerate().find_map(|(i, a)| literal(a).map(|(_, w)| (i, w)))?;
    Some(
        Diagnostic::new(
            &file.name,
            pos.line().unwrap_or(0),
            pos.position().unwrap_or(0),
            "E0307",
            // Counted as written: a method's object (`this` of `this.param(..)`) is not one.
            format!("`{}` does not take {what} as argument {}", call.name, i + 1),
        )
        .with_help("see the script API in HOOKS.md for what it takes"),
    )
}

/// Functions the language itself provides, outside any package.
const KEYWORDS: &[&str] = &["type_of", "print", "debug", "Fn", "call", "curry", "is_def_var", "is_def_fn", "is_shared"];

fn is_word(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The line each `fn name(` first appears on, for diagnostics (Rhai's function metadata has no
/// position), found in one pass: looking each function up from the top would take time growing
/// with the square of the script's length.
fn fn_lines(text: &str) -> BTreeMap<&str, usize> {
    let mut lines = BTreeMap::new();
    for (i, l) in text.lines().enumerate() {
        if let Some(rest) = l.trim_start().strip_prefix("fn ") {
            let name = rest.trim_start();
            let end = name.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(name.len());
            lines.entry(&name[..end]).or_insert(i + 1);
        }
    }
    lines
}

/// Every function a script can call, sorted: the game's API and the language packages the
/// sandbox registers, for the reviewed allowlist.
pub fn registered_functions(engine: &Engine) -> Vec<String> {
    let mut names: BTreeMap<String, ()> = BTreeMap::new();
    for sig in engine.gen_fn_signatures(true) {
        names.insert(sig, ());
    }
    names.into_keys().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOOKS: &[HookSpec] =
        &[HookSpec::effect("on_income", 1, ""), HookSpec::query("on_check", 1, Answer::Bool, "")];

    fn file(text: &str) -> SourceFile {
        SourceFile { name: "scripts/t/card.rhai".into(), text: text.into() }
    }

    #[test]
    fn calls_only_defined_hooks() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let i = host.compile("card", &file("fn on_income(x) { x * 2 }")).unwrap();
        let income = host.hook("on_income").unwrap();
        let check = host.hook("on_check").unwrap();
        assert_eq!(host.defining(income), &[i]);
        assert!(host.defining(check).is_empty());
        let r = host.call(i, income, None, (21_i64,)).unwrap().unwrap();
        assert_eq!(r.as_int().unwrap(), 42);
        assert!(host.call(i, check, None, (1_i64,)).unwrap().is_none());
    }

    /// Each script keeps where Rhai found its functions from one call to the next
    /// (`ScriptHost::run`): calls made again, and another script's function of the same name,
    /// still find their own; the budget of operations is each call's; `this` is bound and
    /// changed; a function registered later is found.
    #[test]
    fn each_call_finds_its_own_script_s_functions() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let income = host.hook("on_income").unwrap();
        let a = host.compile("a", &file("fn helper(x) { x + 1 }\nfn on_income(x) { helper(x) }")).unwrap();
        let b = host.compile("b", &file("fn helper(x) { x * 10 }\nfn on_income(x) { helper(x) }")).unwrap();
        for _ in 0..3 {
            assert_eq!(host.call(a, income, None, (4_i64,)).unwrap().unwrap().as_int(), Ok(5));
            assert_eq!(host.call(b, income, None, (4_i64,)).unwrap().unwrap().as_int(), Ok(40));
        }
        let limits = Limits { max_operations: 200, ..Limits::default() };
        let mut host = ScriptHost::new(&limits, HOOKS);
        let spin = host.compile("spin", &file("fn on_income(x) { for i in 0..x { } x }")).unwrap();
        for _ in 0..20 {
            assert!(host.call(spin, income, None, (20_i64,)).is_ok(), "each call counts its own operations");
        }
        assert!(host.call(spin, income, None, (1000_i64,)).is_err());
        let this = host.compile("this", &file("fn on_income(x) { this.n += x; this.n }")).unwrap();
        let mut me = Dynamic::from_map([("n".into(), Dynamic::from(1_i64))].into_iter().collect());
        assert_eq!(host.call(this, income, Some(&mut me), (2_i64,)).unwrap().unwrap().as_int(), Ok(3));
        assert_eq!(me.as_map_ref().unwrap()["n"].as_int(), Ok(3), "the hook changed its `this`");
        host.engine_mut().register_fn("bonus", |x: i64| x + 1);
        let later = host.compile("later", &file("fn on_income(x) { bonus(x) }")).unwrap();
        assert_eq!(host.call(later, income, None, (1_i64,)).unwrap().unwrap().as_int(), Ok(2));
        host.engine_mut().register_fn("bonus", |x: i64| x + 100);
        assert_eq!(
            host.call(later, income, None, (1_i64,)).unwrap().unwrap().as_int(),
            Ok(101),
            "a function registered again after a call is the one found at the next"
        );
    }

    #[test]
    fn a_query_answering_the_wrong_kind_fails_by_name() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let check = host.hook("on_check").unwrap();
        let wrong = host.compile("card", &file("\nfn on_check(x) { \"yes\" }")).unwrap();
        let err = host.call(wrong, check, None, (1_i64,)).unwrap_err();
        assert_eq!((err.hook.as_str(), err.line), ("on_check", 2));
        assert_eq!(err.message, "returned the text \"yes\" where `true` or `false` goes");
        let silent = host.compile("card2", &file("fn on_check(x) { }")).unwrap();
        assert!(host.call(silent, check, None, (1_i64,)).unwrap().unwrap().is_unit(), "no answer is no opinion");
        assert_eq!(
            Answer::Int.refuses(&Dynamic::from(true)).unwrap(),
            "returned bool `true` where a whole number goes (for example `2`)"
        );
        let odds = Answer::OneOf(&["wins", "loses"]);
        assert!(odds.refuses(&Dynamic::from("wins")).is_none());
        assert_eq!(
            odds.refuses(&Dynamic::from("win")).unwrap(),
            "returned the text \"win\" where one of \"wins\", \"loses\" goes"
        );
    }

    #[test]
    fn a_scripts_own_map_keys_are_properties_and_their_misspellings_are_not() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let ok = "fn on_income(x) {\n  let m = #{bonus: x};\n  m.extra = 1;\n  m.bonus + m.extra\n}";
        assert!(host.compile("card", &file(ok)).is_ok());
        let errs = host.compile("card2", &file("fn on_income(x) {\n  let m = #{bonus: x};\n  m.bonsu\n}")).unwrap_err();
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert_eq!((errs[0].code, errs[0].line), ("E0306", 3));
        assert_eq!(errs[0].help.as_deref(), Some("did you mean `bonus`?"));
    }

    #[test]
    fn unknown_hooks_are_named_with_a_suggestion() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let errs = host.compile("card", &file("\n\nfn on_incom(x) { x }")).unwrap_err();
        assert_eq!(errs[0].code, "E0302");
        assert_eq!(errs[0].line, 3);
        assert_eq!(errs[0].help.as_deref(), Some("did you mean `on_income`?"));
    }

    #[test]
    fn runaway_scripts_stop_with_card_hook_and_line() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let i = host.compile("card", &file("fn on_income(x) {\n  loop { x += 1; }\n}")).unwrap();
        let err = host.call(i, host.hook("on_income").unwrap(), None, (1_i64,)).unwrap_err();
        assert_eq!(err.owner, "card");
        assert_eq!(err.hook, "on_income");
        assert!(err.message.contains("operations"), "{err:?}");
        assert_eq!(err.line, 1, "an exhausted budget points at the hook: {err:?}");
        let j = host.compile("other", &file("fn on_income(x) {\n  let y = 0;\n  x / y\n}")).unwrap();
        let err = host.call(j, host.hook("on_income").unwrap(), None, (1_i64,)).unwrap_err();
        assert_eq!(err.line, 3, "{err:?}");
    }

    #[test]
    fn unknown_functions_and_properties_are_caught_at_load() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        let errs = host.compile("card", &file("fn on_income(x) {\n  x.lenn()\n}")).unwrap_err();
        assert_eq!(errs[0].code, "E0305");
        assert_eq!(errs[0].line, 2);
        assert_eq!(errs[0].help.as_deref(), Some("did you mean `len`?"));
        let errs = host.compile("card", &file("fn on_income(x) { contains(x, 1); gift_money(x) }")).unwrap_err();
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].message.contains("`gift_money`"), "{errs:?}");
        assert!(
            host.compile("card", &file("fn helper(y) { y + 1 }\nfn on_income(x) { helper(x).to_string() }")).is_ok()
        );
    }

    #[test]
    fn no_modules_no_eval() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        assert!(host.compile("a", &file("import \"x\" as y;")).is_err());
        assert!(host.compile("b", &file("fn on_income(x) { eval(\"1\") }")).is_err());
    }
}
