//! Card scripts: compiled once per content and thread, called from the rules at the hooks of
//! [`hooks::HOOKS`], acting through the API in [`api`].

pub mod api;
pub mod effect;
pub mod handles;
pub mod hooks;
pub mod tally;
pub mod world;

use super::content::{Content, GAME_ID};
use super::state::Card;
use crate::engine::content::SourceFile;
use crate::engine::diag::{Diagnostic, did_you_mean};
use crate::engine::script::{HookId, ScriptHost};
use std::rc::Rc;

/// The compiled scripts of one content: which card has which script, and each card's printed
/// numbers as a Rhai map.
pub struct CardScripts {
    pub host: ScriptHost,
    gangsters: Vec<Option<usize>>,
    events: Vec<Option<usize>>,
    contracts: Vec<Option<usize>>,
}

impl CardScripts {
    /// Compiles every card script of `content` (`scripts/king-of-chicago/<card id>.rhai`).
    ///
    /// # Errors
    /// Every script problem, at its file and line.
    pub fn compile(content: &Content) -> Result<CardScripts, Vec<Diagnostic>> {
        let mut host = ScriptHost::new(&content.rules.script_limits, hooks::HOOKS);
        api::register(host.engine_mut());
        let mut problems = Vec::new();
        let mut compile = |id: &str, params: &toml::Table, host: &mut ScriptHost| -> Option<usize> {
            let file = content.source.read_script(&format!("{GAME_ID}/{id}.rhai"))?;
            let names: Vec<&str> = params.keys().map(String::as_str).collect();
            match host.compile(id, &file).and_then(|i| host.check_own_params(i, "param", &names).map(|()| i)) {
                Ok(i) => Some(i),
                Err(mut d) => {
                    problems.append(&mut d);
                    None
                }
            }
        };
        let gangsters = content.gangsters.iter().map(|g| compile(&g.id, &g.params, &mut host)).collect();
        let events = content.events.iter().map(|e| compile(&e.id, &e.params, &mut host)).collect();
        let contracts = content.contracts.iter().map(|c| compile(&c.id, &c.params, &mut host)).collect();
        problems.extend(orphan_scripts(content));
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(CardScripts { host, gangsters, events, contracts })
    }

    /// No scripts at all: cards keep their numbers and lose their abilities.
    pub fn none(content: &Content) -> CardScripts {
        CardScripts {
            host: ScriptHost::new(&content.rules.script_limits, hooks::HOOKS),
            gangsters: vec![None; content.gangsters.len()],
            events: vec![None; content.events.len()],
            contracts: vec![None; content.contracts.len()],
        }
    }

    /// The script of a card, if it has one.
    pub fn script_of(&self, card: Card) -> Option<usize> {
        match card {
            Card::Gangster(i) => self.gangsters.get(usize::from(i)).copied().flatten(),
            Card::Event(i) => self.events.get(usize::from(i)).copied().flatten(),
            Card::Contract(i) => self.contracts.get(usize::from(i)).copied().flatten(),
            Card::Resource(_) => None,
        }
    }

    /// Whether `card` has a script defining `hook` (cheap: checked before any call).
    pub fn defines(&self, card: Card, hook: usize) -> bool {
        self.script_of(card).is_some_and(|i| self.host.defines(i, HookId(hook)))
    }

    /// Whether any card defines `hook`.
    pub fn any_defines(&self, hook: usize) -> bool {
        !self.host.defining(HookId(hook)).is_empty()
    }
}

/// Scripts in the game's script folder that belong to no card: every script of an unmodded
/// content, a mod's own scripts (a base script whose card a mod takes out is left alone).
fn orphan_scripts(content: &Content) -> Vec<Diagnostic> {
    let ids: Vec<&str> = content
        .gangsters
        .iter()
        .map(|g| g.id.as_str())
        .chain(content.events.iter().map(|e| e.id.as_str()))
        .chain(content.contracts.iter().map(|c| c.id.as_str()))
        .collect();
    content
        .source
        .scripts_needing_a_card(GAME_ID)
        .into_iter()
        .filter_map(|name| {
            let id = name.strip_suffix(".rhai")?;
            (!ids.contains(&id)).then(|| {
                let file = content
                    .source
                    .read_script(&format!("{GAME_ID}/{name}"))
                    .map_or_else(|| format!("scripts/{GAME_ID}/{name}"), |f| f.name);
                let mut d = Diagnostic::new(&file, 0, 0, "E0304", format!("script `{name}` belongs to no card"));
                d.help = did_you_mean(id, ids.iter().copied());
                d
            })
        })
        .collect()
}

/// The compiled scripts of `content` for this thread (`engine::script::cache`).
///
/// # Errors
/// The script problems, when the content's scripts do not compile.
pub fn for_content(content: &Content) -> Result<Rc<CardScripts>, Vec<Diagnostic>> {
    crate::engine::script::cache::cached(&content.digest, || CardScripts::compile(content))
}

/// A script file as read, for tools that compile one script alone.
pub fn read(content: &Content, id: &str) -> Option<SourceFile> {
    content.source.read_script(&format!("{GAME_ID}/{id}.rhai"))
}
