//! The thug cards' hooks, a closed list (`content/bootleggers/HOOKS.md`); the tests keep the
//! page, the scripts and the API in step.

use crate::engine::script::registry::Hooks;
use crate::engine::script::{Answer, HookSpec};
use crate::hook_list;

hook_list! {
    /// The hooks a Bootleggers script may define.
    pub enum Hook {
        OnPlay = HookSpec::effect(
            "on_play",
            1,
            "a thug card being played (UTILISATION DES CARTES VOYOU): its effect, before it is discarded",
        ),
        CanPlay = HookSpec::query(
            "can_play",
            1,
            Answer::Bool,
            "whether the card may be played now, beyond its window and target (\"vous ne pouvez pas jouer...\")",
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
    use crate::games::bootleggers::catalogue::muscle_key;
    use crate::games::bootleggers::content::{GAME_ID, MuscleId};
    use crate::games::bootleggers::script::{self, api};

    fn page() -> String {
        Source::Embedded.read(&format!("{GAME_ID}/HOOKS.md")).expect("HOOKS.md").text
    }

    #[test]
    fn every_thug_script_compiles_against_the_api_and_defines_on_play() {
        let content = crate::games::bootleggers::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let scripts = script::compile(&content).unwrap_or_else(|d| panic!("{d:?}"));
        let mut scripted = 0;
        for (i, card) in content.muscle.iter().enumerate() {
            let Some(thug) = card.thug().filter(|t| t.script) else { continue };
            let key = muscle_key(MuscleId(u8::try_from(i).expect("at most 255 kinds of muscle card")));
            assert!(scripts.defines(key, Hook::OnPlay), "{} defines no on_play", card.id);
            let file = Source::Embedded.read_script(&format!("{GAME_ID}/{}.rhai", card.id)).expect("script");
            assert!(file.text.lines().count() <= 20, "{} is longer than a card", card.id);
            assert!(page().contains(&format!("`{}.rhai`", card.id)), "HOOKS.md does not list {}", card.id);
            assert!(thug.script);
            scripted += 1;
        }
        assert_eq!(scripted, 29, "every thug card but Friendly Union Boss");
    }

    #[test]
    fn hooks_md_lists_every_hook_and_every_api_function() {
        let page = page();
        for h in HOOKS {
            assert!(page.contains(&format!("`{}(", h.name)), "HOOKS.md does not document {}", h.name);
        }
        let mut engine = rhai::Engine::new_raw();
        api::register(&mut engine);
        let mut listed = 0;
        for sig in engine.gen_fn_signatures(false) {
            // "name(a: T, ...) -> R"; getters are "get$name(...)".
            let name = sig.split('(').next().unwrap_or_default().trim_start_matches("fn ").trim();
            if matches!(name, "==" | "!=" | "to_string" | "to_debug") {
                continue;
            }
            let wanted = match name.strip_prefix("get$") {
                Some(property) => format!(".{property}"),
                None => format!("{name}("),
            };
            assert!(page.contains(&wanted), "HOOKS.md does not document `{wanted}` ({sig})");
            listed += 1;
        }
        assert!(listed > 60, "only {listed} API functions found");
    }

    #[test]
    fn a_misspelt_hook_is_refused_with_a_suggestion() {
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        api::register(host.engine_mut());
        let file = crate::engine::content::SourceFile {
            name: "scripts/bootleggers/x.rhai".into(),
            text: "fn on_ply(play) { warehouse(); }".into(),
        };
        let problems = host.compile("x", &file).expect_err("not a hook");
        assert_eq!(problems[0].code, "E0302");
        assert_eq!(problems[0].help.as_deref(), Some("did you mean `on_play`?"));
    }
}
