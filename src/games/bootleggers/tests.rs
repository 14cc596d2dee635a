//! Tests of Bootleggers' content: the bundled files load with no diagnostic and hold the
//! rulebook's cards and numbers; broken files are told at their `file:line:col`.

use super::content::*;
use super::load::{load, read};
use crate::engine::content::{EMBEDDED, Source};
use crate::engine::diag::{Diagnostic, Diagnostics};
use std::path::Path;

fn bundled() -> Content {
    load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

fn muscle<'a>(c: &'a Content, id: &str) -> &'a MuscleCard {
    c.muscle.iter().find(|m| m.id == id).unwrap_or_else(|| panic!("no muscle card {id}"))
}

fn speakeasy<'a>(c: &'a Content, id: &str) -> &'a Speakeasy {
    &c.board.speakeasies[usize::from(c.board.speakeasy(id).unwrap_or_else(|| panic!("no {id}")).0)]
}

#[test]
fn the_bundled_content_loads_with_no_diagnostic() {
    let c = bundled();
    assert_eq!(read(&Source::Embedded).1, Vec::<Diagnostic>::new());
    let (errors, warnings) = crate::engine::texts::check(&c.source, GAME_ID, &c.required_messages(), &[]);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn the_decks_hold_the_rulebooks_cards() {
    let c = bundled();
    assert_eq!(c.authority.len(), 72);
    assert_eq!(c.authority.iter().map(|a| a.number).collect::<Vec<_>>(), (1..=72).collect::<Vec<_>>());
    for b in 0..4 {
        assert_eq!(c.band_cards(BandId(b)).count(), 18);
    }
    assert_eq!(c.bands.iter().map(|b| b.id.as_str()).collect::<Vec<_>>(), ["red", "green", "yellow", "blue"]);

    assert_eq!(c.muscle_deck_len(), 80);
    let copies =
        |kind: MuscleKind| c.muscle.iter().filter(|m| m.kind() == kind).map(|m| usize::from(m.count)).sum::<usize>();
    assert_eq!(copies(MuscleKind::Influence), 24);
    assert_eq!(copies(MuscleKind::StillImprovement), 15);
    assert_eq!(copies(MuscleKind::SpeakeasyImprovement), 8);
    assert_eq!(copies(MuscleKind::Thug), 33);
    assert_eq!(c.muscle.iter().filter(|m| m.kind() == MuscleKind::Thug).count(), 30);
    assert_eq!(muscle(&c, "influence").count, 22, "20 the rulebook lists, 2 RULINGS.md adds");
    assert!(matches!(muscle(&c, "double_influence").effect, MuscleEffect::Influence { markers: 2 }));
    assert!(matches!(
        muscle(&c, "double_still_improvement").effect,
        MuscleEffect::StillImprovement { dice: 2, new_offsite_still_dice: Some(1) }
    ));
    assert!(matches!(
        muscle(&c, "still_improvement").effect,
        MuscleEffect::StillImprovement { dice: 1, new_offsite_still_dice: None }
    ));
    for twice in ["g_men_bust_a_shipment", "hit", "recruiting"] {
        assert_eq!(muscle(&c, twice).count, 2, "{twice}");
    }

    assert_eq!(c.truck_deck_len(), 14);
    let by_capacity = |cap: u8| {
        c.trucks.iter().filter(|t| c.rules.truck(t.size).capacity == cap).map(|t| usize::from(t.count)).sum::<usize>()
    };
    assert_eq!((by_capacity(4), by_capacity(6), by_capacity(9)), (6, 5, 3));
    assert_eq!(c.board.speakeasies.len(), 6);
}

#[test]
fn authority_costs_are_the_rulebooks_and_the_rulings() {
    let c = bundled();
    let cost = |n: u8| c.authority[usize::from(n) - 1].cost;
    for (n, want) in [(1, 0), (12, 0), (13, 1), (27, 1), (28, 2), (45, 2), (46, 3), (66, 3), (67, 4), (72, 4)] {
        assert_eq!(cost(n), want, "card {n}");
    }
    let band = |n: u8| c.bands[usize::from(c.authority[usize::from(n) - 1].band.0)].id.clone();
    assert_eq!(
        [band(1), band(18), band(19), band(36), band(37), band(54), band(55), band(72)],
        ["red", "red", "green", "green", "yellow", "yellow", "blue", "blue"]
    );
}

#[test]
fn every_number_of_the_rulebook_is_in_game_toml() {
    let r = bundled().rules;
    assert_eq!((r.min_players, r.max_players), (3, 6));
    assert_eq!((r.turns, r.setup.authority_per_band), (12, 3));
    assert_eq!((r.short_game, r.short_turns, r.short_authority_per_band), (false, 8, 2));
    assert_eq!(r.game_turns(), 12);
    assert_eq!((r.setup.money, r.setup.family_still_dice, r.setup.back_room_influence), (10, 1, 1));
    assert_eq!(r.truck(r.setup.truck).id, "small");
    let sizes: Vec<_> = r.trucks.iter().map(|t| (t.id.as_str(), t.capacity, t.price, t.wage, t.miniatures)).collect();
    assert_eq!(sizes, [("small", 4, 1, 1, 12), ("medium", 6, 1, 1, 5), ("large", 9, 3, 2, 3)]);
    assert_eq!((r.offers.truck_spaces, r.offers.muscle(4), r.offers.muscle(6)), (1, 4, 6));
    assert_eq!((r.cop.moves_from_turn, r.cop.watches_from_turn, r.cop.bust_face), (4, 5, 5));
    assert_eq!((r.recruiting.turns.as_slice(), r.recruiting.markers, r.recruiting.poorest_bonus), (&[4, 8][..], 1, 1));
    assert_eq!((r.end_money, r.influence_markers, r.die_sides), (100, 20, 6));
    assert_eq!((r.improvement_per_die, r.improvement_markers), (1, 12));
    assert!(!r.chaotic_influence);
    assert_eq!(r.preemptor_places_at_least, 1);
}

#[test]
fn the_speakeasies_are_as_printed() {
    let c = bundled();
    let ids: Vec<_> = c.board.speakeasies.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["omalleys", "texas_lils", "mothers", "barleycorns", "real_mccoy", "volstead"]);
    let printed: Vec<_> = c
        .board
        .speakeasies
        .iter()
        .map(|s| (s.circles_shaded, s.circles_clear, s.improvement_slots, s.demand, s.wholesale(6), s.margin(6)))
        .collect();
    assert_eq!(
        printed,
        [
            (0, 0, 0, Demand::Unlimited, 1, 0),
            (3, 2, 1, Demand::Dice(1), 2, 1),
            (4, 5, 2, Demand::Dice(2), 2, 1),
            (4, 7, 3, Demand::Dice(3), 2, 1),
            (8, 7, 4, Demand::Dice(4), 2, 1),
            (11, 6, 5, Demand::Dice(5), 3, 2),
        ]
    );
    let mccoy = speakeasy(&c, "real_mccoy");
    assert_eq!((mccoy.wholesale(3), mccoy.margin(5), mccoy.wholesale(6)), (3, 2, 2));
    assert_eq!(c.board.in_game(5).count(), 5);
    assert_eq!(c.board.in_game(6).count(), 6);
    let omalleys = speakeasy(&c, "omalleys");
    assert!(!omalleys.influence);
    assert_eq!(omalleys.docks.len(), 1);
    let stars: Vec<u8> = speakeasy(&c, "mothers").docks.iter().map(|d| c.board.docks[usize::from(d.0)].stars).collect();
    assert_eq!(stars, [3, 2, 1]);
    let (family, offsite) = (&c.board.family_still, &c.board.offsite_still);
    assert_eq!(
        (family.max_dice(), family.cop, offsite.max_dice(), offsite.cop, offsite.boards),
        (4, true, 4, false, 6)
    );
}

#[test]
fn thug_cards_say_when_and_on_what_they_are_played() {
    let c = bundled();
    let thug = |id: &str| muscle(&c, id).thug().unwrap_or_else(|| panic!("{id} is no thug")).clone();
    assert_eq!((thug("hijack").window, thug("hijack").target), (Window::Shipping, Target::LoadedTruck));
    assert_eq!(thug("hey_free_truck").window, Window::ShippingAfterLoading);
    assert_eq!(thug("move_over_pigeon").target, Target::LinedUpTruck);
    assert_eq!(thug("g_men_investigation").window, Window::ThugPlayed);
    assert_eq!(thug("big_city_boys").param("authority_bonus"), Some(5.5));
    assert_eq!(thug("state_politics").param("price"), Some(5.0));
    assert!(thug("friendly_union_boss").stays_face_up);
    let big = thug("call_in_a_big_favor").truck.expect("a truck");
    assert_eq!(c.rules.truck(big).capacity, 9);
    let omalleys = c.board.speakeasy("omalleys");
    let not_on_omalleys: Vec<_> = c
        .muscle
        .iter()
        .filter(|m| m.thug().is_some_and(|t| t.not_on.iter().any(|s| Some(*s) == omalleys)))
        .map(|m| m.id.as_str())
        .collect();
    assert_eq!(not_on_omalleys, ["big_payoff", "copper_in_the_house", "packing_heat", "thirsty", "word_of_mouth"]);
    assert_eq!(thug("g_men_bust_a_speakeasy").target, Target::OpenSpeakeasy);
    assert!(thug("g_men_bust_a_speakeasy").not_on.is_empty(), "it may be played on O'Malley's");
}

/// The bundled content written out with `file` replaced by `text` (and `extra` files beside
/// it), loaded from disk.
fn broken_with(file: &str, text: &str, extra: &[(&str, &str)]) -> Diagnostics {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().join("content");
    // `extract` writes each file at its path from the content root, in folders that must be there.
    std::fs::create_dir_all(root.join(GAME_ID).join("locales")).expect("content folder");
    EMBEDDED.get_dir(GAME_ID).expect("bundled").extract(&root).expect("written out");
    std::fs::create_dir_all(root.join("scripts").join(GAME_ID)).expect("scripts folder");
    std::fs::write(root.join(GAME_ID).join(file), text).expect("write");
    for (path, text) in extra {
        std::fs::write(root.join(path), text).expect("write");
    }
    load(&Source::Dir(root)).expect_err("broken content")
}

fn bundled_text(file: &str) -> String {
    Source::Embedded.read(&format!("{GAME_ID}/{file}")).expect("bundled").text
}

/// `file` with the first `from` replaced by `to`: the diagnostic `code` must name the file and
/// the line where the change begins.
fn told_at(file: &str, from: &str, to: &str, code: &str) -> Diagnostic {
    let text = bundled_text(file);
    assert!(text.contains(from), "{file} has no `{from}`");
    let changed = text.replacen(from, to, 1);
    let at = text.bytes().zip(changed.bytes()).position(|(a, b)| a != b).unwrap_or(text.len());
    let line = changed[..at].matches('\n').count() + 1;
    let all = broken_with(file, &changed, &[]);
    let d = all.0.iter().find(|d| d.code == code).unwrap_or_else(|| panic!("no {code} in:\n{all}"));
    assert_eq!(d.file, format!("{GAME_ID}/{file}"), "{d}");
    assert_eq!(d.line, line, "{d}");
    assert!(d.col > 0, "{d}");
    d.clone()
}

#[test]
fn an_unknown_field_is_told_at_its_line_with_the_field_meant() {
    let d = told_at("game.toml", "capacity = 6 ", "capacty = 6 ", "E0002");
    assert_eq!(d.help.as_deref(), Some("did you mean `capacity`?"));
    told_at("muscle.toml", "stays_face_up = true", "stays_up = true", "E0002");
}

#[test]
fn a_wrong_number_is_told_at_its_line() {
    let d = told_at("game.toml", "bust_face = 5", "bust_face = 7", "E0010");
    assert!(d.message.contains("`cop.bust_face` is 7"), "{d}");
    told_at("board.toml", "demand_dice = 2", "demand_dice = 0", "E0010");
    let d = told_at("game.toml", "authority_per_band = 3", "authority_per_band = 2", "E1001");
    assert!(d.message.contains("game of 12 turns"), "{d}");
    let d = told_at("authority.toml", "number = 19\n", "number = 18\n", "E1003");
    assert!(d.message.contains("outside band `green`"), "{d}");
    let d = told_at("game.toml", "family_still_dice = 1", "family_still_dice = 9", "E1001");
    assert!(d.message.contains("more than a family still holds"), "{d}");
    let d = told_at("board.toml", "boards = 6", "boards = 2", "E1001");
    assert!(d.message.contains("2 family still boards"), "{d}");
}

#[test]
fn a_bad_reference_is_told_at_its_line_with_the_id_meant() {
    let d = told_at("trucks.toml", "size = \"large\"", "size = \"lage\"", "E1002");
    assert_eq!(d.help.as_deref(), Some("did you mean `large`?"));
    let d = told_at("muscle.toml", "not_on = [\"omalleys\"]", "not_on = [\"omalley\"]", "E1002");
    assert_eq!(d.help.as_deref(), Some("did you mean `omalleys`?"));
    told_at("game.toml", "truck = \"small\"", "truck = \"smal\"", "E1002");
    told_at("board.toml", "docks = [\"majority\",", "docks = [\"majorty\",", "E1002");
}

/// Each card, truck size, dock, speakeasy, band and truck in play is named in the game by one
/// byte: more than 255 of a kind is refused at the first one too many (E0111), never wrapped
/// onto the first ones (NOTES.md 36).
#[test]
fn a_list_longer_than_one_byte_names_is_refused_at_the_one_too_many() {
    let c = bundled();
    let e0111 = |file: &str, text: &str| -> Diagnostic {
        let all = broken_with(file, text, &[]);
        let d = all.0.iter().find(|d| d.code == "E0111").unwrap_or_else(|| panic!("no E0111 in:\n{all}"));
        assert_eq!(d.file, format!("{GAME_ID}/{file}"), "{d}");
        assert!(d.line > 0, "{d}");
        d.clone()
    };
    let more = |n: usize, entry: &dyn Fn(usize) -> String| -> String { (0..256 - n).map(entry).collect() };
    let muscle = format!(
        "{}\n{}",
        bundled_text("muscle.toml"),
        more(c.muscle.len(), &|i| format!(
            "[[card]]\nid = \"more_{i}\"\nkind = \"influence\"\ncount = 1\nmarkers = 1\n\n"
        ))
    );
    let d = e0111("muscle.toml", &muscle);
    let last = 255 - c.muscle.len();
    assert_eq!(
        d.message,
        format!(
            "256 kinds of muscle card, more than 255: `more_{last}` is one too many (the game names each by one byte)"
        )
    );
    let trucks = format!(
        "{}\n{}",
        bundled_text("trucks.toml"),
        more(c.trucks.len(), &|i| format!("[[card]]\nid = \"more_{i}\"\nsize = \"small\"\ncount = 1\n\n"))
    );
    assert!(e0111("trucks.toml", &trucks).message.starts_with("256 kinds of truck card, more than 255"));
    let docks = more(c.board.docks.len(), &|i| format!("[[dock]]\nid = \"more_{i}\"\nstars = 1\n\n"));
    let board = bundled_text("board.toml").replacen("[[dock]]", &format!("{docks}[[dock]]"), 1);
    let d = e0111("board.toml", &board);
    assert_eq!(d.message, "256 docks, more than 255: `public` is one too many (the game names each by one byte)");
    // Every truck of the box may be in play at once: its miniatures are at most 255 in all.
    let game = bundled_text("game.toml")
        .replacen("miniatures = 12", "miniatures = 100", 1)
        .replacen("miniatures = 5", "miniatures = 100", 1)
        .replacen("miniatures = 3", "miniatures = 100", 1);
    let d = e0111("game.toml", &game);
    assert!(
        d.message.starts_with("`trucks.small.miniatures` brings the trucks in the box to 300, more than 255"),
        "{d}"
    );
}

/// A bootlegger's money in a scenario is from nothing to `MOST_MONEY`, $1,000,000,000,000G: a
/// game ends with the turn someone reaches the end sum, and no turn comes near (NOTES.md 37).
#[test]
fn money_no_game_reaches_is_refused_in_a_scenario() {
    use super::scenario::{MOST_MONEY, build};
    use crate::engine::scenario::{Spot, read};
    let c = bundled();
    let with = |money: i64| {
        let text = format!("description = \"x\"\nseats = 3\n[[player]]\nmoney = {money}\n[run]\nwhat = \"turn\"\n");
        let (head, sc) = read::<super::Bootleggers>("s.toml", &text).unwrap_or_else(|e| panic!("{e}"));
        build(&c, &head, &sc, Spot { name: "s.toml", text: &text }).map(|s| s.players.0[0].money)
    };
    assert_eq!(with(MOST_MONEY), Ok(MOST_MONEY));
    assert_eq!(
        with(MOST_MONEY + 1),
        Err("s.toml:4:9: E0502: seat 1's money is $1000000000001G, more than a game of Bootleggers reaches (at most $1000000000000G)".into())
    );
    assert_eq!(with(-1), Err("s.toml:4:9: E0502: seat 1's money is $-1G, below nothing".into()));
}

#[test]
fn a_field_of_another_kind_of_card_is_told_at_its_line() {
    let d = told_at("muscle.toml", "count = 22\nmarkers = 1", "count = 22\nmarkers = 1\ndice = 1", "E1004");
    assert!(d.message.contains("`dice` is not a field of an influence card `influence`"), "{d}");
}

#[test]
fn a_script_for_no_card_is_told() {
    let text = bundled_text("game.toml");
    let all = broken_with("game.toml", &text, &[("scripts/bootleggers/hijak.rhai", "fn on_play() {}")]);
    let d = all.0.iter().find(|d| d.code == "E1007").unwrap_or_else(|| panic!("{all}"));
    assert_eq!(d.help.as_deref(), Some("did you mean `hijack`?"));
}

/// A table of `game.toml` that holds none of what it must (no authority band) is told at the
/// table's header, not at no line.
#[test]
fn an_empty_table_is_told_at_its_header() {
    let text = bundled_text("game.toml");
    let start = text.find("bands = [").expect("bands");
    let end = start + text[start..].find("\n]").expect("the list's end") + 2;
    let changed = format!("{}bands = []{}", &text[..start], &text[end..]);
    let all = broken_with("game.toml", &changed, &[]);
    let d =
        all.0.iter().find(|d| d.code == "E1003" && d.message.contains("no band")).unwrap_or_else(|| panic!("{all}"));
    let header = text.lines().position(|l| l.starts_with("[authority]")).expect("[authority]") + 1;
    assert_eq!((d.line, d.col), (header, 2), "{d}");
}

/// A board with no speakeasy is told at the `speakeasy` that leaves it empty (under a mod, at
/// the `remove` that takes the last one out: `tests/content-errors/bootleggers/`), not at no line.
#[test]
fn a_board_without_a_speakeasy_is_told_where_the_list_is_set() {
    let text = bundled_text("board.toml");
    let start = text.find("[[speakeasy]]").expect("a speakeasy");
    let end = text.find("[stills.family]").expect("the stills");
    let changed = format!("speakeasy = []\n{}{}", &text[..start], &text[end..]);
    let all = broken_with("board.toml", &changed, &[]);
    let d = all.0.iter().find(|d| d.code == "E1005").unwrap_or_else(|| panic!("{all}"));
    assert_eq!((d.file.as_str(), d.line, d.col), ("bootleggers/board.toml", 1, 1), "{d}");
}

/// A thug card marked `script = true` whose script is missing would be taken and never do a
/// thing: the content is refused, at the card's id (E1008), in the base content and under a mod.
#[test]
fn a_thug_card_without_its_script_is_told_at_its_id() {
    let text = bundled_text("muscle.toml");
    let all = broken_with("muscle.toml", &text, &[]);
    let d = all.0.iter().find(|d| d.code == "E1008" && d.message.contains("`moll`")).unwrap_or_else(|| panic!("{all}"));
    let line = text.lines().position(|l| l.contains("id = \"moll\"")).expect("moll") + 1;
    assert_eq!((d.file.as_str(), d.line), ("bootleggers/muscle.toml", line), "{d}");
    assert!(d.help.as_deref().is_some_and(|h| h.contains("scripts/bootleggers/moll.rhai")), "{d}");
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join(GAME_ID)).expect("mod folder");
    let card = "[[card]]\nid = \"torpedo_two\"\nkind = \"thug\"\ncount = 1\nscript = true\n";
    std::fs::write(dir.path().join(GAME_ID).join("muscle.toml"), card).expect("write");
    let all = load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).expect_err("refused");
    assert!(all.0.iter().any(|d| d.code == "E1008" && d.message.contains("`torpedo_two`") && d.line == 2), "{all}");
}

/// HOOKS.md's `[engine.script_limits]`: the base file leaves them out (the engine's defaults), a
/// mod sets one, and the scripts are compiled under it; one out of the sandbox's bounds is told
/// in the mod's file.
#[test]
fn a_mod_sets_a_script_limit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let m = dir.path().join(GAME_ID);
    std::fs::create_dir_all(&m).expect("mod folder");
    let source = Source::Embedded.with_mods(vec![dir.path().to_path_buf()]);
    std::fs::write(m.join("game.toml"), "[engine.script_limits]\nmax_operations = 20000\n").expect("write");
    let c = load(&source).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(c.rules.script_limits.max_operations, 20_000);
    assert_eq!(c.rules.script_limits.max_call_levels, crate::engine::script::Limits::default().max_call_levels);
    let scripts = super::script::compile(&c).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(scripts.host.engine().max_operations(), 20_000);
    let bundled = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(bundled.rules.script_limits, crate::engine::script::Limits::default());

    std::fs::write(m.join("game.toml"), "[engine]\nscript_limits.max_operations = 5\n").expect("write");
    let d = load(&source).expect_err("below the sandbox's bounds");
    let e = d.0.iter().find(|d| d.code == "E0010").unwrap_or_else(|| panic!("{d}"));
    assert!(e.file.ends_with("bootleggers/game.toml") && e.line == 2, "{e}");
}

#[test]
fn a_mod_sets_numbers_and_takes_cards_out() {
    let dir = tempfile::tempdir().expect("tempdir");
    let m = dir.path().join(GAME_ID);
    std::fs::create_dir_all(&m).expect("mod folder");
    std::fs::write(m.join("game.toml"), "[end]\nmoney = 150\n").expect("write");
    std::fs::write(m.join("muscle.toml"), "remove = [\"moll\"]\n").expect("write");
    let c = load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(c.rules.end_money, 150);
    assert_eq!(c.muscle_deck_len(), 79);
    // Told where the mod took the card out.
    let (_, warnings) = read(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()]));
    let told: Vec<_> = warnings.iter().map(|d| (d.code, d.file.ends_with("muscle.toml"), d.line)).collect();
    assert_eq!(told, [("W0112", true, 1)]);

    std::fs::write(m.join("game.toml"), "[end]\nmony = 150\n").expect("write");
    let d = load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).expect_err("a number the base lacks");
    let e = d.0.iter().find(|d| d.code == "E0005").unwrap_or_else(|| panic!("{d}"));
    assert!(e.file.ends_with("bootleggers/game.toml") && e.line == 2, "{e}");
}

#[test]
fn every_content_file_points_at_its_own_schema() {
    // Whether they are current is `tests/schemas.rs`'s, for every game.
    for (name, _) in super::schema::schemas(&bundled()) {
        // Scenario files are no content: they live under `tests/scenarios/`.
        let Some(kind) = name.strip_suffix(".schema.json").filter(|&k| k != "scenario") else { continue };
        let first = bundled_text(&format!("{kind}.toml")).lines().next().unwrap_or_default().to_string();
        assert_eq!(first, format!("#:schema ../../schemas/{GAME_ID}/{name}"));
    }
}

#[test]
fn every_test_the_notes_name_exists() {
    let tests = [
        include_str!("tests.rs"),
        include_str!("rules/tests.rs"),
        include_str!("script/tests.rs"),
        include_str!("screen.rs"),
        include_str!("screen/tests.rs"),
        include_str!("screen/tests/news_words.rs"),
        include_str!("bots.rs"),
        include_str!("../../../tests/play.rs"),
    ]
    .concat();
    let named = crate::engine::content::tests_the_notes_name(GAME_ID, &tests);
    assert!(named >= 7, "only {named} tests named");
}

#[test]
fn french_and_dutch_have_every_message() {
    let c = bundled();
    let langs = crate::engine::texts::languages(&c.source, GAME_ID);
    let (errors, warnings) = crate::engine::texts::check(&c.source, GAME_ID, &c.required_messages(), &[]);
    let coverage = crate::engine::texts::coverage_by_language(&c.source, GAME_ID, &Default::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    for lang in ["fr", "nl"] {
        assert!(langs.iter().any(|l| l == lang), "no {lang} among {langs:?}");
        // `check` names a translation's problems by its file.
        let file = format!("{GAME_ID}/locales/{lang}.ftl");
        let of = |ds: &[Diagnostic]| ds.iter().filter(|d| d.file == file).cloned().collect::<Vec<_>>();
        assert_eq!(of(&errors), Vec::<Diagnostic>::new(), "{lang}");
        assert_eq!(of(&warnings), Vec::<Diagnostic>::new(), "{lang}");
        let (_, cov) = coverage.iter().find(|(l, _)| l == lang).unwrap_or_else(|| panic!("no coverage of {lang}"));
        assert!(cov.complete(), "{lang}: {cov:?}");
    }
}

/// Issue 14: every muscle card kind and every truck card has a scenario named after it
/// (`tests/scenarios/bootleggers/<card id>_...toml`), and the authority cards one.
#[test]
fn every_card_has_its_scenario() {
    let c = bundled();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(GAME_ID);
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the scenario folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    let ids = c.muscle.iter().map(|m| m.id.as_str()).chain(c.trucks.iter().map(|t| t.id.as_str()));
    for id in ids.chain(["authority_cards"]) {
        assert!(names.iter().any(|n| n.starts_with(&format!("{id}_"))), "no scenario named after `{id}`");
    }
}

/// The setup line tells what each bootlegger starts with as the content sets it (a mod giving
/// a family still two dice and no marker in the back room is told so), in every language.
#[test]
fn the_setup_is_told_as_the_content_sets_it() {
    use crate::engine::game::Game;
    use crate::engine::locale::Locale;
    let said = |source: &Source, lang: &str| {
        let content = load(source).unwrap_or_else(|d| panic!("{d}"));
        let locale = Locale::load(source, GAME_ID, lang).unwrap_or_else(|d| panic!("{d}"));
        let event = crate::games::bootleggers::event::Event::Setup { seats: 3, money: 10, short_game: false };
        super::Bootleggers::narrate(&content, &locale, &event, None).expect("the setup is told")
    };
    let bundled = Source::Embedded;
    assert_eq!(
        said(&bundled, "en"),
        "3 bootleggers sit down, each with a family still of one die, a small truck, one influence marker in the back room and $10G."
    );
    assert!(
        said(&bundled, "fr").contains("un Alambic Familial d'un dé, un petit Camion, un marqueur d'influence dans")
    );
    assert!(said(&bundled, "nl").contains("met één dobbelsteen, een kleine vrachtwagen, één invloedsfiche in"));

    let dir = tempfile::tempdir().expect("tempdir");
    let m = dir.path().join(GAME_ID);
    std::fs::create_dir_all(&m).expect("mod folder");
    std::fs::write(m.join("game.toml"), "[setup]\nfamily_still_dice = 2\nback_room_influence = 0\ntruck = \"large\"\n")
        .expect("write");
    let modded = Source::Embedded.with_mods(vec![dir.path().to_path_buf()]);
    assert!(
        said(&modded, "en").contains("a family still of 2 dice, a large truck, no influence marker in the back room")
    );
    assert!(
        said(&modded, "fr").contains("un Alambic Familial de 2 dés, un grand Camion, aucun marqueur d'influence dans")
    );
    assert!(said(&modded, "nl").contains("met 2 dobbelstenen, een grote vrachtwagen, geen invloedsfiche in"));
}

/// Dutch has no Bootleggers rulebook whose capitals it would follow (the French one writes
/// "Camion", "Caisse" as names): its piece words are common nouns, written small inside a
/// sentence ("waar rijdt vrachtwagen 1 heen", not "Vrachtwagen 1"), as in English.
#[test]
fn dutch_writes_the_pieces_as_common_nouns() {
    const NOUNS: &[&str] = &[
        "Vrachtwagen",
        "Krat",
        "Kratten",
        "Achterkamer",
        "Speakeasy",
        "Invloedsfiche",
        "Familiestokerij",
        "Smokkelaar",
        "Stokerij",
        "Externe",
        "Verbeteringsfiche",
        "Flik",
        "Autoriteitskaart",
        "Boevenkaart",
        "Openbare",
        "Openbaar",
        "Minderheidsdok",
        "Meerderheidsdok",
        "Dok",
        "Handlangerkaart",
        "Kleine",
        "Middelgrote",
        "Grote",
    ];
    let text = bundled_text("locales/nl.ftl");
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.starts_with("card-")) {
        for noun in NOUNS {
            for (i, _) in line.match_indices(noun) {
                let before = line[..i].chars().rev().take(2).collect::<String>();
                let after = line[i + noun.len()..].chars().next();
                let inside = before.starts_with(' ') && before.chars().nth(1).is_some_and(|c| c.is_lowercase());
                assert!(
                    !(inside && after.is_none_or(|c| !c.is_alphabetic() || c.is_lowercase())),
                    "{noun} written as a name inside a sentence: {line}"
                );
            }
        }
    }
}
