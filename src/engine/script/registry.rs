//! One game's card scripts, as every game keeps them: its closed list of hooks declared once as
//! a typed list ([`hook_list!`](crate::hook_list!)), each card's script compiled against it (with the names of the
//! card's `params` checked) and looked up by the game's key for the card, scripts that belong to
//! no card refused, and each card's `params` turned into script values once, when the scripts
//! are compiled, for [`param`] to hand out.

use super::run::HookCall;
use super::{HookId, HookSpec, Limits, ScriptHost};
use crate::engine::content::Source;
use crate::engine::diag::{Diagnostic, did_you_mean};
use rhai::{Dynamic, Engine};
use std::marker::PhantomData;
use std::rc::Rc;

/// A game's closed list of hooks, made by [`hook_list!`](crate::hook_list!): each hook one value, its spec found
/// by the value itself, never by a number written by hand.
pub trait Hooks: Copy + Eq + std::fmt::Debug + 'static {
    /// Every hook's spec, in the order the hooks are declared.
    const SPECS: &'static [HookSpec];
    /// Where this hook's spec stands in [`Hooks::SPECS`].
    fn index(self) -> usize;

    /// This hook's spec.
    fn spec(self) -> &'static HookSpec {
        &Self::SPECS[self.index()]
    }

    /// The host's id for this hook.
    fn id(self) -> HookId {
        HookId(self.index())
    }
}

/// Declares a game's hooks as an enum, each variant with its [`HookSpec`], and implements
/// [`Hooks`] for it: the specs are listed in the variants' order by construction.
#[macro_export]
macro_rules! hook_list {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $spec:expr,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $crate::engine::script::registry::Hooks for $name {
            const SPECS: &'static [$crate::engine::script::HookSpec] = &[$($spec,)*];
            fn index(self) -> usize {
                self as usize
            }
        }
    };
}

/// A card as the registry sees it: the game's key for it (the one its hook calls, tally and
/// failures name it by), its id (its script is `scripts/<game>/<id>.rhai`), its `params`, and
/// whether it may have a script at all.
pub struct Card<'a> {
    pub key: usize,
    pub id: &'a str,
    pub params: &'a toml::Table,
    pub scripted: bool,
}

/// How a game's scripts are compiled: the game's id (its script folder), where its files are,
/// its limits, and what a script that belongs to no card is told (`None`: the game's loader
/// checks that itself).
pub struct Setup<'a> {
    pub game: &'a str,
    pub source: &'a Source,
    pub limits: &'a Limits,
    /// The word for a card in "script `x.rhai` belongs to no ...".
    pub orphans: Option<&'a str>,
}

/// A game's script API, registered in two parts: what reads the game, then what acts on it
/// (effects, dice, choices). The names the second part adds are the functions a query hook may
/// not call, checked at load (E0311): the list is the registration itself, so it cannot drift
/// from the code.
#[derive(Clone, Copy)]
pub struct Api {
    pub reads: fn(&mut Engine),
    pub acts: fn(&mut Engine),
}

impl Api {
    /// Registers the whole API on `engine` (for a host that checks nothing, or the definitions).
    pub fn register(self, engine: &mut Engine) {
        (self.reads)(engine);
        (self.acts)(engine);
    }

    /// Registers the whole API on `host`, keeping what acts.
    pub fn register_on(self, host: &mut ScriptHost) {
        (self.reads)(host.engine_mut());
        let reading = host.function_names();
        (self.acts)(host.engine_mut());
        let acting = host.function_names().into_iter().filter(|n| !reading.contains(n)).collect();
        host.set_acting(acting);
    }
}

/// One content's compiled scripts: the host, and which card has which script.
pub struct Registry<H: Hooks> {
    pub host: ScriptHost,
    /// The script of each card, by the game's key for it.
    by_card: Vec<Option<usize>>,
    /// Each card's params as read from its TOML, by the game's key for it: what the host's
    /// script values were made from.
    params: Vec<(usize, toml::Table)>,
    hooks: PhantomData<H>,
}

impl<H: Hooks> Registry<H> {
    /// Compiles the script of every card of `cards` that may have one and has one, with the
    /// game's API (`api`) registered first (query hooks checked against what it acts with); checks the params each script reads from its own
    /// card, turns every card's params into script values, and refuses scripts of no card when
    /// `setup.orphans` says how to name one.
    ///
    /// # Errors
    /// Every script problem, at its file and line.
    pub fn compile<'a>(
        setup: &Setup<'_>,
        api: Api,
        cards: impl IntoIterator<Item = Card<'a>>,
    ) -> Result<Registry<H>, Vec<Diagnostic>> {
        let mut host = ScriptHost::new(setup.limits, H::SPECS);
        api.register_on(&mut host);
        let mut problems = Vec::new();
        let mut by_card = Vec::new();
        let mut ids = Vec::new();
        let mut params = Vec::new();
        for card in cards {
            ids.push(card.id);
            params.push((card.key, card.params.clone()));
            host.set_params(card.key, card.params.iter().map(|(k, v)| (k.as_str().into(), script_value(v))).collect());
            let compiled = card.scripted.then(|| setup.source.read_script(&format!("{}/{}.rhai", setup.game, card.id)));
            let compiled = compiled.flatten().and_then(|file| {
                let names: Vec<&str> = card.params.keys().map(String::as_str).collect();
                host.compile(card.id, &file)
                    .and_then(|i| host.check_own_params(i, "param", &names).map(|()| i))
                    .map_err(|mut d| problems.append(&mut d))
                    .ok()
            });
            if by_card.len() <= card.key {
                by_card.resize(card.key + 1, None);
            }
            by_card[card.key] = compiled;
        }
        if let Some(noun) = setup.orphans {
            problems.extend(orphan_scripts(setup, &ids, noun));
        }
        if problems.is_empty() { Ok(Registry { host, by_card, params, hooks: PhantomData }) } else { Err(problems) }
    }

    /// No scripts at all: cards keep their numbers and lose their abilities.
    pub fn none(limits: &Limits) -> Registry<H> {
        Registry {
            host: ScriptHost::new(limits, H::SPECS),
            by_card: Vec::new(),
            params: Vec::new(),
            hooks: PhantomData,
        }
    }

    /// The scripts of a content for this thread, compiled once (`cache`) by `compile`: a
    /// content of the same digest whose cards' params were changed after it was read (a test's
    /// doing: a content is checked once, at load) has its scripts compiled again, so that they
    /// read its params.
    ///
    /// # Errors
    /// What `compile` fails with.
    pub fn cached<'a, I: IntoIterator<Item = Card<'a>>>(
        digest: &str,
        cards: I,
        compile: impl Fn() -> Result<Registry<H>, Vec<Diagnostic>>,
    ) -> Result<Rc<Registry<H>>, Vec<Diagnostic>> {
        let kept = super::cache::cached(digest, &compile)?;
        let mut cards = cards.into_iter();
        let same =
            kept.params.iter().all(|(key, params)| cards.next().is_some_and(|c| c.key == *key && c.params == params))
                && cards.next().is_none();
        if same { Ok(kept) } else { compile().map(Rc::new) }
    }

    /// The script of the card of key `card`, if it has one.
    pub fn script(&self, card: usize) -> Option<usize> {
        self.by_card.get(card).copied().flatten()
    }

    /// Whether the card of key `card` has a script defining `hook` (cheap: checked before any
    /// call).
    pub fn defines(&self, card: usize, hook: H) -> bool {
        self.script(card).is_some_and(|i| self.host.defines(i, hook.id()))
    }

    /// Whether any card's script defines `hook`.
    pub fn any_defines(&self, hook: H) -> bool {
        !self.host.defining(hook.id()).is_empty()
    }

    /// The call of `hook` on the card of key `card`, when its script defines it.
    pub fn call(&self, card: usize, hook: H) -> Option<HookCall> {
        let script = self.script(card)?;
        self.host.defines(script, hook.id()).then_some(HookCall { script, hook: hook.id(), card })
    }
}

/// A value of a card's TOML as scripts read it: whole numbers, strings, `true`/`false` and
/// arrays of numbers or strings as themselves, anything else as its TOML text.
pub fn script_value(value: &toml::Value) -> Dynamic {
    match value {
        toml::Value::Integer(i) => Dynamic::from(*i),
        toml::Value::String(s) => Dynamic::from(s.clone()),
        toml::Value::Boolean(b) => Dynamic::from(*b),
        toml::Value::Array(a) => Dynamic::from_array(
            a.iter()
                .map(|v| match v {
                    toml::Value::Integer(i) => Dynamic::from(*i),
                    toml::Value::String(s) => Dynamic::from(s.clone()),
                    other => Dynamic::from(other.to_string()),
                })
                .collect(),
        ),
        other => Dynamic::from(other.to_string()),
    }
}

/// The param `name` of the card of key `card`, as [`script_value`] made it when the running
/// hook's scripts were compiled; `None` when the card prints no such param, or no hook runs.
pub fn param(card: usize, name: &str) -> Option<Dynamic> {
    super::with_running(|host| host.param(card, name)).flatten()
}

/// Scripts in the game's script folder that belong to no card of `ids`: every script of an
/// unmodded content, a mod's own scripts (a base script whose card a mod takes out is left
/// alone).
fn orphan_scripts(setup: &Setup<'_>, ids: &[&str], noun: &str) -> Vec<Diagnostic> {
    let game = setup.game;
    setup
        .source
        .scripts_needing_a_card(game)
        .into_iter()
        .filter_map(|name| {
            let id = name.strip_suffix(".rhai")?;
            (!ids.contains(&id)).then(|| {
                let file = setup
                    .source
                    .read_script(&format!("{game}/{name}"))
                    .map_or_else(|| format!("scripts/{game}/{name}"), |f| f.name);
                let mut d = Diagnostic::new(&file, 0, 0, "E0304", format!("script `{name}` belongs to no {noun}"));
                d.help = did_you_mean(id, ids.iter().copied());
                d
            })
        })
        .collect()
}
