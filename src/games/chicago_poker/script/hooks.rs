//! The special cards' hooks, a closed list (`content/chicago-poker/HOOKS.md`), and in the tests
//! the script API as signatures only: every bundled script compiles against it, so the page,
//! the scripts and the API cannot drift apart before the engine wires the API to `rules`.

use crate::engine::script::HookSpec;

/// The hooks a Chicago Poker script may define.
pub const HOOKS: &[HookSpec] = &[HookSpec {
    name: "on_play",
    params: 1,
    query: false,
    doc: "a special card being played (4.1 \"Cartes spéciales\"): its effect, before it is discarded",
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::content::Source;
    use crate::engine::script::{Limits, ScriptHost};
    use crate::games::chicago_poker::content::GAME_ID;
    use rhai::{Array, Dynamic, ImmutableString};

    #[derive(Clone)]
    struct Player;
    #[derive(Clone)]
    struct Group;
    #[derive(Clone)]
    struct Establishment;
    #[derive(Clone)]
    struct Card;
    #[derive(Clone)]
    struct Play;
    #[derive(Clone)]
    struct Special;

    /// The API of HOOKS.md, signatures only: what each function does is the rules'.
    fn register_signatures(host: &mut ScriptHost) {
        let e = host.engine_mut();
        e.register_type_with_name::<Player>("Player")
            .register_type_with_name::<Group>("Group")
            .register_type_with_name::<Establishment>("Establishment")
            .register_type_with_name::<Card>("Card")
            .register_type_with_name::<Play>("Play")
            .register_type_with_name::<Special>("Special");
        // Values.
        e.register_get("player", |_: &mut Play| Player)
            .register_get("number", |_: &mut Player| 1_i64)
            .register_get("hand", |_: &mut Player| 0_i64)
            .register_get("player", |_: &mut Group| Player)
            .register_get("establishment", |_: &mut Group| Establishment)
            .register_get("size", |_: &mut Group| 0_i64)
            .register_get("face_down", |_: &mut Group| 0_i64)
            .register_get("under_token", |_: &mut Group| false)
            .register_get("id", |_: &mut Establishment| ImmutableString::new())
            .register_get("kind", |_: &mut Establishment| ImmutableString::new())
            .register_fn("room", |_: &mut Establishment, _: Player| 0_i64)
            .register_get("id", |_: &mut Card| ImmutableString::new())
            .register_get("value", |_: &mut Card| 0_i64)
            .register_get("colour", |_: &mut Card| ImmutableString::new())
            .register_get("id", |_: &mut Special| ImmutableString::new())
            .register_fn("param", |_: &mut Special, _: ImmutableString| 0_i64);
        e.register_fn("==", |_: Player, _: Player| true)
            .register_fn("!=", |_: Player, _: Player| false)
            .register_fn("==", |_: Establishment, _: Establishment| true)
            .register_fn("!=", |_: Establishment, _: Establishment| false)
            .register_fn("==", |_: Group, _: Group| true)
            .register_fn("!=", |_: Group, _: Group| false);
        // Queries.
        e.register_fn("players", Array::new)
            .register_fn("opponents", |_: Player| Array::new())
            .register_fn("establishments", Array::new)
            .register_fn("groups_of", |_: Player| Array::new())
            .register_fn("groups_of_others", |_: Player| Array::new())
            .register_fn("discard_pile", Array::new)
            .register_fn("numbers", |_: i64, _: i64| Array::new())
            .register_fn("min", |a: i64, b: i64| a.min(b))
            .register_fn("max", |a: i64, b: i64| a.max(b));
        // Choices and effects.
        e.register_fn("choose", |_: Player, _: ImmutableString, _: Array| Dynamic::UNIT)
            .register_fn("discard_last", |_: Group| ())
            .register_fn("show_face_down", |_: Group, _: Player| ())
            .register_fn("move_last", |_: Group, _: i64, _: Establishment| ())
            .register_fn("extra_actions", |_: i64| ())
            .register_fn("take_into_hand", |_: Player, _: Card| ())
            .register_fn("shuffle_discard_into_deck", || ());
    }

    #[test]
    fn every_special_script_compiles_against_the_documented_api() {
        let content = crate::games::chicago_poker::round::tests::content();
        let mut host = ScriptHost::new(&Limits::default(), HOOKS);
        register_signatures(&mut host);
        let on_play = host.hook("on_play").expect("on_play");
        for special in &content.specials {
            let file = Source::Embedded.read_script(&format!("{GAME_ID}/{}.rhai", special.id)).expect("script");
            let index = host.compile(&special.id, &file).unwrap_or_else(|d| panic!("{}: {d:?}", special.id));
            assert!(host.defines(index, on_play), "{} defines no on_play", special.id);
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
        register_signatures(&mut host);
        let file = crate::engine::content::SourceFile {
            name: "scripts/chicago-poker/x.rhai".into(),
            text: "fn on_ply(play) { extra_actions(1); }".into(),
        };
        let problems = host.compile("x", &file).expect_err("not a hook");
        assert_eq!(problems[0].code, "E0302");
        assert_eq!(problems[0].help.as_deref(), Some("did you mean `on_play`?"));
    }
}
