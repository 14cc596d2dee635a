//! The special cards' hooks, a closed list (`content/chicago-poker/HOOKS.md`); the tests keep
//! the page, the scripts and the API in step.

use crate::engine::script::HookSpec;
use crate::engine::script::registry::Hooks;
use crate::hook_list;

hook_list! {
    /// The hooks a Chicago Poker script may define.
    pub enum Hook {
        OnPlay = HookSpec::effect(
            "on_play",
            1,
            "a special card being played (4.1 \"Cartes spéciales\"): its effect, before it is discarded",
        ),
    }
}

/// The hooks' specs, in the order of [`Hook`].
pub const HOOKS: &[HookSpec] = <Hook as Hooks>::SPECS;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::engine::script::{Limits, ScriptHost};
    use crate::games::chicago_poker::content::GAME_ID;
    use crate::games::chicago_poker::script::{self, api};

    #[test]
    fn every_special_script_compiles_against_the_api() {
        let content = crate::games::chicago_poker::tests::content();
        let scripts = script::compile(&content).unwrap_or_else(|d| panic!("{d:?}"));
        for (i, special) in content.specials.iter().enumerate() {
            let key = crate::games::chicago_poker::catalogue::special_key(
                &content,
                crate::games::chicago_poker::content::SpecialId(i as u8),
            );
            assert!(scripts.defines(key, Hook::OnPlay), "{} defines no on_play", special.id);
            let file = Source::Embedded.read_script(&format!("{GAME_ID}/{}.rhai", special.id)).expect("script");
            assert!(file.text.lines().count() <= 20, "{} is longer than a card", special.id);
        }
    }

    #[test]
    fn hooks_md_lists_exactly_these_hooks() {
        let page = Source::Embedded.read(&format!("{GAME_ID}/HOOKS.md")).expect("HOOKS.md").text;
        for h in HOOKS {
            assert!(page.contains(&format!("`{}(", h.name)), "HOOKS.md does not document {}", h.name);
        }
    }

    #[test]
    fn a_misspelt_hook_is_refused_with_a_suggestion() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        api::register(host.engine_mut());
        let file = crate::engine::content::SourceFile {
            name: "scripts/chicago-poker/x.rhai".into(),
            text: "fn on_ply(play) { extra_actions(1); }".into(),
        };
        let problems = host.compile("x", &file).expect_err("not a hook");
        assert_eq!(problems[0].code, "E0302");
        assert_eq!(problems[0].help.as_deref(), Some("did you mean `on_play`?"));
    }
}
