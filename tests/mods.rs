//! The house-rules example mod: layered over the base game with `--mod`, it adds a gangster
//! with a script, changes a number and adds text, without rebuilding.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::load;
use std::path::{Path, PathBuf};

fn house_rules() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods/house-rules")
}

#[test]
fn the_mod_adds_a_gangster_and_changes_a_number() {
    let base = load::load(&Source::Embedded).unwrap();
    let modded = load::load(&Source::Embedded.with_mods(vec![house_rules()])).expect("the mod loads");
    assert_eq!(modded.gangsters.len(), base.gangsters.len() + 1);
    assert!(modded.gangster_index("honest_john").is_some());
    assert_eq!(base.rules.turf_takeover, 100);
    assert_eq!(modded.rules.turf_takeover, 150);
    assert_ne!(base.digest, modded.digest);
    // In the deck: a fresh game deals it into the deck with the others.
    let state = mobrules::games::king_of_chicago::rules::setup::new_game(&modded, 4, 1).unwrap();
    let g = modded.gangster_index("honest_john").unwrap() as u8;
    use mobrules::games::king_of_chicago::state::Card;
    assert!(state.deck.draw_pile().contains(&Card::Gangster(g)));
}

#[test]
fn the_mods_scenario_passes() {
    let source = Source::Embedded.with_mods(vec![house_rules()]);
    let content = load::load(&source).unwrap();
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let text = std::fs::read_to_string(house_rules().join("scenarios/honest_john.toml")).unwrap();
    let ran = mobrules::engine::scenario::run::<KingOfChicago>(&content, &locale, "honest_john.toml", &text).unwrap();
    let out = mobrules::engine::scenario::verdict(ran);
    assert_eq!(out.verdict, mobrules::engine::scenario::Verdict::Held, "{:?}\n{}", out.failures, out.text);
    assert_eq!(locale.text("card-honest_john", &[]), "Honest John");
}

#[test]
fn a_mod_with_a_misspelt_number_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let koc = dir.path().join("king-of-chicago");
    std::fs::create_dir_all(&koc).unwrap();
    std::fs::write(koc.join("game.toml"), "[turf]\ntakeovr = 150\n").unwrap();
    let errs = load::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).unwrap_err();
    let text = errs.to_string();
    assert!(
        text.contains("king-of-chicago/game.toml:2:1: E0005: `turf.takeovr` is not a number of the base game"),
        "{text}"
    );
    assert!(text.contains("did you mean `takeover`?"), "{text}");
}

#[test]
fn a_mod_script_with_an_unknown_hook_is_refused_with_a_suggestion() {
    let dir = tempfile::tempdir().unwrap();
    let scripts = dir.path().join("scripts/king-of-chicago");
    std::fs::create_dir_all(&scripts).unwrap();
    std::fs::write(scripts.join("bugs_benny.rhai"), "// oops\nfn on_incom(income) {\n  income.add(1)\n}\n").unwrap();
    let errs = load::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).unwrap_err();
    let text = errs.to_string();
    assert!(
        text.contains("bugs_benny.rhai:2:1: E0302: `on_incom` is not a hook of this game (did you mean `on_income`?)"),
        "{text}"
    );
}

#[test]
fn a_mod_script_calling_a_missing_function_is_refused_at_load() {
    let dir = tempfile::tempdir().unwrap();
    let scripts = dir.path().join("scripts/king-of-chicago");
    std::fs::create_dir_all(&scripts).unwrap();
    std::fs::write(scripts.join("bugs_benny.rhai"), "fn on_income(income) {\n  give_mony(income.player, 5)\n}\n")
        .unwrap();
    let errs = load::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()])).unwrap_err();
    let text = errs.to_string();
    assert!(text.contains("bugs_benny.rhai:2:"), "{text}");
    assert!(
        text.contains("E0305: `give_mony` is not a function scripts can use (did you mean `give_money`?)"),
        "{text}"
    );
}

#[test]
fn mod_diff_lists_what_the_mod_changes() {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["mod-diff", "--mod", house_rules().to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("+ gangster honest_john"), "{out}");
    assert!(out.contains("~ number turf_takeover: 100 -> 150"), "{out}");
    assert!(out.contains("+ script honest_john.rhai"), "{out}");
    assert!(out.contains("+ text en card-honest_john"), "{out}");
    assert!(out.contains("+ thug torpedo"), "{out}");
    assert!(out.contains("~ number chaotic_influence: false -> true"), "{out}");
}

/// A changed card is told with what changed in it, value by value, in every card game.
#[test]
fn mod_diff_tells_a_changed_card_value_by_value() {
    let verdict = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mods/verdict");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["mod-diff", "--mod", verdict.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    for line in [
        "~ gangster easy_mike: bonuses.attack 2 -> 20",
        "~ special revolver: params.actions 2 -> 0",
        "~ thug you_dirty_rat: effect.thug.params.markers 1 -> 0",
        "~ script murder.rhai",
    ] {
        assert!(out.contains(line), "no `{line}` in {out}");
    }
}

/// The content digest names a mod's files by their place inside the mod, not by how the mod's
/// folder was spelt: `hr`, `./hr` and `/abs/hr` are one content, so their logs and saves
/// replay and load across spellings.
#[test]
fn a_mod_has_one_digest_however_its_folder_is_named() {
    use mobrules::engine::content::Source;
    let game = mobrules::games::find("king-of-chicago").unwrap();
    let digest =
        |dir: std::path::PathBuf| game.load(&Source::Embedded.with_mods(vec![dir])).unwrap().digest().to_string();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let relative = std::path::PathBuf::from("examples/mods/house-rules");
    assert!(root.join(&relative).is_dir());
    let absolute = digest(root.join(&relative));
    assert_eq!(digest(root.join("examples/mods/../mods/house-rules")), absolute);
    std::env::set_current_dir(root).unwrap();
    assert_eq!(digest(relative.clone()), absolute);
    assert_eq!(digest(std::path::Path::new(".").join(&relative)), absolute);
    assert_ne!(absolute, game.load(&Source::Embedded).unwrap().digest(), "the mod counts");
}

/// The same mod holds Bootleggers house rules: the chaotic influence option switched on and a
/// new thug card, Torpedo, with its script, texts and scenario.
#[test]
fn the_mod_plays_bootleggers_with_a_new_thug_card_and_the_chaotic_option() {
    use mobrules::games::bootleggers::{content as bl, load::load as bl_load};
    let base = bl_load(&Source::Embedded).unwrap();
    let modded = bl_load(&Source::Embedded.with_mods(vec![house_rules()])).expect("the mod loads");
    assert!(!base.rules.chaotic_influence);
    assert!(modded.rules.chaotic_influence);
    assert_eq!(modded.muscle.len(), base.muscle.len() + 1);
    assert!(modded.muscle.iter().any(|c| c.id == "torpedo"));

    let locale = Locale::load(&modded.source, bl::GAME_ID, "fr").unwrap();
    assert_eq!(locale.text("card-torpedo", &[]), "Torpille");
    let locale = Locale::load(&modded.source, bl::GAME_ID, "en").unwrap();
    let text = std::fs::read_to_string(house_rules().join("scenarios/torpedo.toml")).unwrap();
    let ran = mobrules::engine::scenario::run::<mobrules::games::bootleggers::Bootleggers>(
        &modded,
        &locale,
        "torpedo.toml",
        &text,
    )
    .unwrap();
    let out = mobrules::engine::scenario::verdict(ran);
    assert_eq!(out.verdict, mobrules::engine::scenario::Verdict::Held, "{:?}\n{}", out.failures, out.text);

    // A whole game with the mod, among bots, to its winner.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["run", "bootleggers", "--seed", "3", "--mod", house_rules().to_str().unwrap()])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("Winner: "), "{out}");
}

/// A mod's problems are told where the mod wrote them, as TOML reads the file, not in the
/// merged text toml writes back (which no modder wrote): a quoted key (`"5"` under `[hq]`), a
/// check of a value in the merged file (Chicago Poker's tables), a check of the whole file
/// (Chicago Poker's turn without an action, told at the key), an entry of a list a mod adds
/// (layered by id, so found by its id), a value of the right kind
/// that its field cannot hold (King of Chicago's action rounds).
#[test]
fn a_mod_s_problems_are_told_where_the_mod_wrote_them() {
    let refused = |game: &str, file: &str, text: &str| {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(game)).unwrap();
        std::fs::write(dir.path().join(game).join(file), text).unwrap();
        let source = Source::Embedded.with_mods(vec![dir.path().to_path_buf()]);
        match game {
            "godfathers" => mobrules::games::godfathers::load::load(&source).err().map(|e| e.to_string()),
            "chicago-poker" => mobrules::games::chicago_poker::load::load(&source).err().map(|e| e.to_string()),
            _ => load::load(&source).err().map(|e| e.to_string()),
        }
        .expect("the mod is refused")
    };
    let text = refused("godfathers", "board.toml", "# more gangs\n[hq]\n\"5\" = [1, 10, 20, 30, 40]\n");
    assert!(text.contains("godfathers/board.toml:3:1: E0005: `hq.5` is not a number of the base game"), "{text}");
    let table = "[[setup.table]]\nplayers = [2, 3, 4, 5, 6]\nface_up_tiles = 0\nshootout_tokens = 2\n";
    let text = refused("chicago-poker", "game.toml", table);
    assert!(text.contains("chicago-poker/game.toml:2:11: E0703: no face-up tile"), "{text}");
    let text = refused("chicago-poker", "game.toml", "# no action\n[turn]\nactions = 0\n");
    assert!(text.contains("chicago-poker/game.toml:3:1: E0704: a turn without any action"), "{text}");
    let text = refused("chicago-poker", "specials.toml", "# new\n[[special]]\nid = \"Bad_Id\"\ncount = 1\n");
    assert!(text.contains("chicago-poker/specials.toml:3:6: E0102: id `Bad_Id`"), "{text}");
    let text = refused("king-of-chicago", "game.toml", "[round]\n\naction_rounds = 300\n");
    assert!(text.contains("king-of-chicago/game.toml:3:17: E0003"), "{text}");
}

/// A mod's wording of its card's question (`prompt-torpedo` for the `choose(me, "torpedo", ...)`
/// of its script) is read by the screens, so `validate` does not call it a text nothing reads
/// (W0409); a misspelt one still is, in each card game's form of the prompt's message.
#[test]
fn a_mods_prompt_text_for_its_scripts_question_is_not_unread() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let validate = |game: &str, m: &std::path::Path| {
        let o =
            std::process::Command::new(bin).args(["validate", game, "--mod", m.to_str().unwrap()]).output().unwrap();
        format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
    };
    let out = validate("bootleggers", &house_rules());
    assert!(!out.contains("W0409"), "{out}");
    for (game, text) in [
        ("king-of-chicago", "prompt-card-an_old_favor"),
        ("chicago-poker", "prompt-corruption"),
        ("bootleggers", "prompt-big_payoff"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let locales = dir.path().join(game).join("locales");
        std::fs::create_dir_all(&locales).unwrap();
        std::fs::write(locales.join("en.ftl"), format!("{text} = Which one?\n{text}x = Which one?\n")).unwrap();
        let out = validate(game, dir.path());
        assert!(!out.contains(&format!("`{text}` is a text nothing")), "{game}: {out}");
        assert!(out.contains(&format!("W0409: `{text}x` is a text nothing")), "{game}: {out}");
    }
}

/// A game's or a mod's file may word an engine message its own way, but the engine gives its
/// message only the variables it uses: a `play-group` (the terminal's group of options) written
/// with `{ $seat }` would show blank at the table, and `validate` says so at the line (E0410);
/// the same id with the engine's variables is taken as a rewording.
#[test]
fn a_mod_text_in_an_engine_message_s_place_uses_the_engine_s_variables() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let dir = tempfile::tempdir().unwrap();
    let locales = dir.path().join("chicago-poker/locales");
    std::fs::create_dir_all(&locales).unwrap();
    let text = "play-saved = Saved in { $file }: { $command } --load { $file } goes on.\n\
                play-group = { $seat } holds { $cards }\n";
    std::fs::write(locales.join("en.ftl"), text).unwrap();
    let o = std::process::Command::new(bin)
        .args(["validate", "chicago-poker", "--mod", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("chicago-poker/locales/en.ftl:2:1: E0410: `play-group` takes the place"), "{out}");
    assert!(out.contains(r#"["cards", "seat"] would show blank"#), "{out}");
    assert!(!out.contains("`play-saved` takes"), "{out}");
    assert!(!o.status.success(), "{out}");
}

/// Thirsty and Word of Mouth are told by what their script did, not by the number the card
/// prints (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU): a mod whose Thirsty adds two demand dice
/// and whose Word of Mouth adds $2G is told so, in each language, by `mobrules scenario --mod`.
#[test]
fn bootleggers_demand_cards_are_told_by_what_the_mod_made_them_do() {
    let dir = tempfile::tempdir().unwrap();
    let scripts = dir.path().join("scripts/bootleggers");
    std::fs::create_dir_all(&scripts).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let base = |card: &str| std::fs::read_to_string(root.join(format!("scripts/bootleggers/{card}.rhai"))).unwrap();
    std::fs::write(scripts.join("thirsty.rhai"), base("thirsty").replace("this.param(\"dice\")", "2")).unwrap();
    std::fs::write(scripts.join("word_of_mouth.rhai"), base("word_of_mouth").replace("this.param(\"margin\")", "2"))
        .unwrap();
    let scenarios = root.join("tests/scenarios/bootleggers");
    let thirsty = std::fs::read_to_string(scenarios.join("thirsty_adds_a_demand_die_to_an_open_speakeasy.toml"))
        .unwrap()
        .replace("demand = [1, 1, 1]", "demand = [1, 1, 1, 1]");
    let thirsty_file = dir.path().join("thirsty.toml");
    std::fs::write(&thirsty_file, thirsty).unwrap();
    let word_of_mouth = scenarios.join("word_of_mouth_adds_a_dollar_of_profit_a_crate.toml");
    let told = |file: &Path, lang: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .args(["scenario", file.to_str().unwrap(), "--mod", dir.path().to_str().unwrap(), "--lang", lang])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    for (lang, dice, margin) in [
        ("en", "Thirsty: Mother's Groceries rolls 2 more demand dice this turn.", "pays $2G more profit a crate"),
        (
            "fr",
            "chez Mother's Groceries, 2 dés de consommation de plus ce tour-ci.",
            "$2G de bénéfice en plus par Caisse",
        ),
        (
            "nl",
            "Thirsty (Hittegolf): Mother's Groceries gooit deze beurt 2 vraagdobbelstenen meer.",
            "geeft deze beurt $2G meer winst",
        ),
    ] {
        let out = told(&thirsty_file, lang);
        assert!(out.contains(dice), "{lang}: {out}");
        let out = told(&word_of_mouth, lang);
        assert!(out.contains(margin), "{lang}: {out}");
    }
}

/// The godfather race has no cards: a mod's squares are told square by square, and its numbers
/// one by one, never as the whole loop.
#[test]
fn mod_diff_tells_the_races_squares_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("godfathers");
    std::fs::create_dir_all(&game).unwrap();
    std::fs::write(game.join("game.toml"), "[dice]\nsides = 8\n").unwrap();
    std::fs::write(game.join("board.toml"), "safety = [7, 14, 20, 31, 38, 45]\n").unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["mod-diff", "--mod", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "~ square 44: kind \"safety\" -> \"nothing\"",
            "~ square 45: kind \"nothing\" -> \"safety\"",
            "~ number rules.sides: 6 -> 8"
        ],
        "{out}"
    );
}
