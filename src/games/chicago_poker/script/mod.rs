//! The special cards' scripts (`scripts/chicago-poker/<special id>.rhai`): compiled once per
//! content and thread, called when a special card is played (`on_play`, [`hooks::HOOKS`]),
//! acting through the API of [`api`] (documented in `content/chicago-poker/HOOKS.md`), whose
//! effects ([`effect::Effect`]) the rules apply when the hook returns.

pub mod api;
pub mod effect;
pub mod hooks;

use super::content::{Content, GAME_ID, SpecialId};
use crate::engine::diag::{Diagnostic, did_you_mean};
use crate::engine::script::{HookId, ScriptHost};
use std::rc::Rc;

/// The compiled scripts of one content: which special card has which script.
pub struct Scripts {
    pub host: ScriptHost,
    by_special: Vec<Option<usize>>,
}

impl Scripts {
    /// Compiles the script of every special card of `content`; a script that belongs to no
    /// special card is an error (E0304).
    ///
    /// # Errors
    /// Every script problem, at its file and line.
    pub fn compile(content: &Content) -> Result<Scripts, Vec<Diagnostic>> {
        let mut host = ScriptHost::new(&content.rules.script_limits, hooks::HOOKS);
        api::register(host.engine_mut());
        let mut problems = Vec::new();
        let mut by_special = Vec::new();
        for s in &content.specials {
            let compiled = content.source.read_script(&format!("{GAME_ID}/{}.rhai", s.id)).and_then(|file| {
                let names: Vec<&str> = s.params.keys().map(String::as_str).collect();
                host.compile(&s.id, &file)
                    .and_then(|i| host.check_own_params(i, "param", &names).map(|()| i))
                    .map_err(|mut d| problems.append(&mut d))
                    .ok()
            });
            by_special.push(compiled);
        }
        let ids: Vec<&str> = content.specials.iter().map(|s| s.id.as_str()).collect();
        for name in content.source.scripts_needing_a_card(GAME_ID) {
            let Some(id) = name.strip_suffix(".rhai") else { continue };
            if !ids.contains(&id) {
                let file = content
                    .source
                    .read_script(&format!("{GAME_ID}/{name}"))
                    .map_or_else(|| format!("scripts/{GAME_ID}/{name}"), |f| f.name);
                let mut d =
                    Diagnostic::new(&file, 0, 0, "E0304", format!("script `{name}` belongs to no special card"));
                d.help = did_you_mean(id, ids.iter().copied());
                problems.push(d);
            }
        }
        if problems.is_empty() { Ok(Scripts { host, by_special }) } else { Err(problems) }
    }

    /// No scripts at all: special cards are played and discarded without effect.
    pub fn none(content: &Content) -> Scripts {
        Scripts {
            host: ScriptHost::new(&content.rules.script_limits, hooks::HOOKS),
            by_special: vec![None; content.specials.len()],
        }
    }

    /// The script of a special card, if it has one.
    pub fn of(&self, special: SpecialId) -> Option<usize> {
        self.by_special.get(usize::from(special.0)).copied().flatten()
    }

    /// The `on_play` hook.
    pub fn on_play(&self) -> HookId {
        HookId(0)
    }
}

/// The compiled scripts of `content` for this thread (`engine::script::cache`).
///
/// # Errors
/// The script problems, when the content's scripts do not compile.
pub fn for_content(content: &Content) -> Result<Rc<Scripts>, Vec<Diagnostic>> {
    crate::engine::script::cache::cached(&content.digest, || Scripts::compile(content))
}
