//! The special cards' scripts (`scripts/chicago-poker/<special id>.rhai`): compiled once per
//! content and thread, called when a special card is played (`on_play`, [`hooks::Hook`]),
//! acting through the API of [`api`] (documented in `content/chicago-poker/HOOKS.md`), whose
//! effects ([`effect::Effect`]) the rules apply when the hook returns.

pub mod api;
pub mod effect;
pub mod hooks;

use super::catalogue::special_key;
use super::content::{Content, GAME_ID, SpecialId};
use crate::engine::diag::Diagnostic;
use crate::engine::script::registry::{Card, Registry, Setup};
use hooks::Hook;
use std::rc::Rc;

/// The compiled scripts of one content: which special card has which script, by its key in
/// the catalogue (`catalogue::special_key`).
pub type Scripts = Registry<Hook>;

/// Compiles the script of every special card of `content`; a script that belongs to no
/// special card is an error (E0304).
///
/// # Errors
/// Every script problem, at its file and line.
pub fn compile(content: &Content) -> Result<Scripts, Vec<Diagnostic>> {
    let setup = Setup {
        game: GAME_ID,
        source: &content.source,
        limits: &content.rules.script_limits,
        orphans: Some("special card"),
    };
    Registry::compile(&setup, api::API, cards(content))
}

/// The special cards.
fn cards(content: &Content) -> impl Iterator<Item = Card<'_>> {
    content.specials.iter().enumerate().map(|(i, s)| Card {
        key: special_key(content, SpecialId(i as u8)),
        id: s.id.as_str(),
        params: &s.params,
        scripted: true,
    })
}

/// No scripts at all: special cards are played and discarded without effect.
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
