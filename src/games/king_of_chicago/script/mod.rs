//! Card scripts: compiled once per content and thread (in the engine's `Registry`), called
//! from the rules at the hooks of [`hooks::Hook`], acting through the API in [`api`].

pub mod api;
pub mod effect;
pub mod handles;
pub mod hooks;
pub mod tally;
pub mod world;

use super::content::{Content, GAME_ID};
use super::state::Card;
use crate::engine::content::SourceFile;
use crate::engine::diag::Diagnostic;
use crate::engine::script::registry::{self, Registry, Setup};
use hooks::Hook;
use std::rc::Rc;

/// The compiled scripts of one content: which card has which script, each card's params as
/// script values.
pub type CardScripts = Registry<Hook>;

/// Compiles every card script of `content` (`scripts/king-of-chicago/<card id>.rhai`); a
/// script of no card is an error (E0304).
///
/// # Errors
/// Every script problem, at its file and line.
pub fn compile(content: &Content) -> Result<CardScripts, Vec<Diagnostic>> {
    let setup =
        Setup { game: GAME_ID, source: &content.source, limits: &content.rules.script_limits, orphans: Some("card") };
    Registry::compile(&setup, api::API, cards(content))
}

/// Every card that may have a script: gangsters, events, contracts.
fn cards(content: &Content) -> impl Iterator<Item = registry::Card<'_>> {
    let gangsters = content.gangsters.iter().enumerate().map(|(i, g)| (Card::Gangster(i as u8), &g.id, &g.params));
    let events = content.events.iter().enumerate().map(|(i, e)| (Card::Event(i as u8), &e.id, &e.params));
    let contracts = content.contracts.iter().enumerate().map(|(i, k)| (Card::Contract(i as u8), &k.id, &k.params));
    gangsters.chain(events).chain(contracts).map(|(card, id, params)| registry::Card {
        key: card.key(),
        id: id.as_str(),
        params,
        scripted: true,
    })
}

/// No scripts at all: cards keep their numbers and lose their abilities.
pub fn none(content: &Content) -> CardScripts {
    Registry::none(&content.rules.script_limits)
}

/// The compiled scripts of `content` for this thread (`engine::script::cache`).
///
/// # Errors
/// The script problems, when the content's scripts do not compile.
pub fn for_content(content: &Content) -> Result<Rc<CardScripts>, Vec<Diagnostic>> {
    Registry::cached(&content.digest, cards(content), || compile(content))
}

/// A script file as read, for tools that compile one script alone.
pub fn read(content: &Content, id: &str) -> Option<SourceFile> {
    content.source.read_script(&format!("{GAME_ID}/{id}.rhai"))
}
