//! The thug cards' scripts (`scripts/bootleggers/<card id>.rhai`): compiled once per content
//! and thread, asked whether their card may be played now (`can_play`, where a card says when
//! it may not) and called when it is (`on_play`, [`hooks::Hook`]), acting through the API of
//! [`api`] (documented in `content/bootleggers/HOOKS.md`), whose effects ([`effect::Effect`])
//! the rules apply when the hook returns.

pub mod api;
pub mod effect;
pub mod hooks;

#[cfg(test)]
mod tests;

use super::catalogue::muscle_key;
use super::content::{Content, GAME_ID, MuscleId};
use crate::engine::diag::Diagnostic;
use crate::engine::script::registry::{Card, Registry, Setup};
use hooks::Hook;
use std::rc::Rc;

/// The compiled scripts of one content: which thug card has which script, by its key in the
/// catalogue (`catalogue::muscle_key`).
pub type Scripts = Registry<Hook>;

/// Compiles the script of every thug card with `script = true` that has one (`load.rs`
/// warns of those missing and refuses scripts of no card).
///
/// # Errors
/// Every script problem, at its file and line.
pub fn compile(content: &Content) -> Result<Scripts, Vec<Diagnostic>> {
    let setup = Setup { game: GAME_ID, source: &content.source, limits: &content.rules.script_limits, orphans: None };
    Registry::compile(&setup, api::API, cards(content))
}

/// The thug cards, with a script or not (another card's script could read their params).
fn cards(content: &Content) -> impl Iterator<Item = Card<'_>> {
    content.muscle.iter().enumerate().filter_map(|(i, c)| {
        let thug = c.thug()?;
        Some(Card {
            key: muscle_key(MuscleId(u8::try_from(i).ok()?)),
            id: c.id.as_str(),
            params: &thug.params,
            scripted: thug.script,
        })
    })
}

/// No scripts at all.
pub fn none(content: &Content) -> Scripts {
    Registry::none(&content.rules.script_limits)
}

/// The compiled scripts of `content` for this thread (`engine::script::cache`).
///
/// # Errors
/// The script problems, when the content's scripts do not compile.
pub fn for_content(content: &Content) -> Result<Rc<Scripts>, Vec<Diagnostic>> {
    Registry::cached(&content.digest, cards(content), || compile(content))
}
