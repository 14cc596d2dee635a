//! The thug cards' scripts (`scripts/bootleggers/<card id>.rhai`): compiled once per content
//! and thread, asked whether their card may be played now (`can_play`, where a card says when
//! it may not) and called when it is (`on_play`, [`hooks::HOOKS`]), acting through the API of
//! [`api`] (documented in `content/bootleggers/HOOKS.md`), whose effects ([`effect::Effect`])
//! the rules apply when the hook returns.

pub mod api;
pub mod effect;
pub mod hooks;

#[cfg(test)]
mod tests;

use super::content::{Content, GAME_ID, MuscleId};
use crate::engine::diag::Diagnostic;
use crate::engine::script::{HookId, Limits, ScriptHost};
use std::rc::Rc;

/// The compiled scripts of one content: which thug card has which script.
pub struct Scripts {
    pub host: ScriptHost,
    by_card: Vec<Option<usize>>,
}

impl Scripts {
    /// Compiles the script of every thug card with `script = true` that has one (`load.rs`
    /// warns of those missing and refuses scripts of no card).
    ///
    /// # Errors
    /// Every script problem, at its file and line.
    pub fn compile(content: &Content) -> Result<Scripts, Vec<Diagnostic>> {
        let mut host = ScriptHost::new(&Limits::default(), hooks::HOOKS);
        api::register(host.engine_mut());
        let mut problems = Vec::new();
        let mut by_card = Vec::new();
        for c in &content.muscle {
            let compiled = c.thug().filter(|t| t.script).and_then(|t| {
                let file = content.source.read_script(&format!("{GAME_ID}/{}.rhai", c.id))?;
                let names: Vec<&str> = t.params.keys().map(String::as_str).collect();
                host.compile(&c.id, &file)
                    .and_then(|i| host.check_own_params(i, "param", &names).map(|()| i))
                    .map_err(|mut d| problems.append(&mut d))
                    .ok()
            });
            by_card.push(compiled);
        }
        if problems.is_empty() { Ok(Scripts { host, by_card }) } else { Err(problems) }
    }

    /// No scripts at all.
    pub fn none(content: &Content) -> Scripts {
        Scripts { host: ScriptHost::new(&Limits::default(), hooks::HOOKS), by_card: vec![None; content.muscle.len()] }
    }

    /// The script of a card, if it has one.
    pub fn of(&self, card: MuscleId) -> Option<usize> {
        self.by_card.get(usize::from(card.0)).copied().flatten()
    }

    /// The `on_play` hook.
    pub fn on_play(&self) -> HookId {
        HookId(0)
    }

    /// The `can_play` query hook.
    pub fn can_play(&self) -> HookId {
        HookId(1)
    }
}

/// The compiled scripts of `content` for this thread (`engine::script::cache`).
///
/// # Errors
/// The script problems, when the content's scripts do not compile.
pub fn for_content(content: &Content) -> Result<Rc<Scripts>, Vec<Diagnostic>> {
    crate::engine::script::cache::cached(&content.digest, || Scripts::compile(content))
}
