//! The thug cards' hooks, a closed list (`content/bootleggers/HOOKS.md`).

use crate::engine::script::{Answer, HookSpec};

/// The hooks a Bootleggers script may define.
pub const HOOKS: &[HookSpec] = &[HookSpec {
    name: "on_play",
    params: 1,
    query: false,
    doc: "a thug card being played (UTILISATION DES CARTES VOYOU): its effect, before it is discarded",
    answer: Answer::Any,
}];
