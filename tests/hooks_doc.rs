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
