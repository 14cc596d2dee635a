//! HOOKS.md documents every hook of the closed list, and names no hook that does not exist.

use mobrules::games::king_of_chicago::script::hooks::HOOKS;

#[test]
fn hooks_md_matches_the_closed_list() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/content/king-of-chicago/HOOKS.md")).unwrap();
    for h in HOOKS {
        assert!(doc.contains(&format!("`{}(", h.name)), "HOOKS.md does not document `{}`", h.name);
    }
    let documented: Vec<&str> = doc
        .lines()
        .filter(|l| l.starts_with("| `"))
        .filter_map(|l| l.trim_start_matches("| `").split('(').next())
        .collect();
    for name in documented {
        assert!(HOOKS.iter().any(|h| h.name == name), "HOOKS.md documents `{name}`, which is not a hook");
    }
}

#[test]
fn every_event_and_special_card_has_a_script() {
    let scripts = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/king-of-chicago");
    let events =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/content/king-of-chicago/events.toml")).unwrap();
    for line in events.lines().filter(|l| l.starts_with("id = ")) {
        let id = line.trim_start_matches("id = ").trim_matches('"');
        assert!(std::path::Path::new(scripts).join(format!("{id}.rhai")).exists(), "event `{id}` has no script");
    }
}

/// Each game's HOOKS.md says what a query hook may call as the engine checks it (E0311): the
/// functions its API registers as acting are exactly those the page lists from its choices on
/// (`**Choices.**`, or King of Chicago's `**Dice and choices**`, to the end of the API), and
/// none of them is listed before, among what any hook may read.
#[test]
fn every_hooks_page_lists_what_acts_as_the_engine_registers_it() {
    use mobrules::engine::script::registry::Api;
    use mobrules::engine::script::{Limits, ScriptHost};
    let games: [(&str, Api); 3] = [
        ("king-of-chicago", mobrules::games::king_of_chicago::script::api::API),
        ("chicago-poker", mobrules::games::chicago_poker::script::api::API),
        ("bootleggers", mobrules::games::bootleggers::script::api::API),
    ];
    for (game, api) in games {
        let mut host = ScriptHost::new(&Limits::default(), &[]);
        api.register_on(&mut host);
        let acting: std::collections::BTreeSet<String> = host.acting().clone();
        // The language's own functions (`is_empty`) the page may name anywhere.
        let language = ScriptHost::new(&Limits::default(), &[]).function_names();
        assert!(acting.contains("choose"), "{game}: `choose` acts");
        let page = std::fs::read_to_string(format!("{}/content/{game}/HOOKS.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let api_part = &page[page.find("## The script API").expect("an API section")..];
        let api_part = api_part[3..].find("\n## ").map_or(api_part, |end| &api_part[..end + 3]);
        let from = ["**Choices.**", "**Dice and choices**"].iter().find_map(|h| api_part.find(h)).expect("choices");
        let named = |text: &str| -> std::collections::BTreeSet<String> {
            text.split('`')
                .skip(1)
                .step_by(2)
                .filter_map(|code| {
                    code.split_once('(').and_then(|(name, _)| name.rsplit('.').next()).map(str::to_string)
                })
                .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
                .collect()
        };
        let listed_acting = named(&api_part[from..]);
        let reading = named(&api_part[..from]);
        assert_eq!(
            acting.iter().filter(|n| !listed_acting.contains(*n)).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "{game}: functions that act but HOOKS.md does not list among them"
        );
        assert_eq!(
            listed_acting.iter().filter(|n| !acting.contains(*n) && !language.contains(*n)).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "{game}: functions HOOKS.md lists as acting that the engine lets queries call"
        );
        let both: Vec<&String> = reading.intersection(&acting).collect();
        assert!(both.is_empty(), "{game}: HOOKS.md lists {both:?} among what reads, but they act");
    }
}
