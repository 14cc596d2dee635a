//! A translator changes a card's French text and sees it with `--content`, without a build.

mod support;
use std::path::Path;
use support::copy_dir;

#[test]
fn an_edited_french_text_shows_without_a_build() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("content"), &content);
    let fr = content.join("king-of-chicago/locales/fr.ftl");
    let text = std::fs::read_to_string(&fr).unwrap();
    let edited = text.replacen("card-bugs_benny = Bugs Benny", "card-bugs_benny = Bugs Benny le Terrible", 1);
    assert_ne!(text, edited);
    std::fs::write(&fr, edited).unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .args(["cards", "king-of-chicago", "--lang", "fr", "--content", content.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("Bugs Benny le Terrible"));
}

/// A language a mod adds (only in the mod, none bundled) is read, with English standing in for
/// what it lacks; `i18n` counts it.
#[test]
fn a_mod_adds_a_language() {
    let dir = tempfile::tempdir().unwrap();
    let locales = dir.path().join("king-of-chicago/locales");
    std::fs::create_dir_all(&locales).unwrap();
    std::fs::write(locales.join("de.ftl"), "card-bugs_benny = Käfer Benny\n").unwrap();
    let bin = env!("CARGO_BIN_EXE_mobrules");
    let m = dir.path().to_str().unwrap();
    let o = std::process::Command::new(bin)
        .args(["cards", "king-of-chicago", "--lang", "de", "--mod", m])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("Käfer Benny"), "{out}");
    assert!(out.contains("Sad Ken"), "English stands in: {out}");
    let o = std::process::Command::new(bin).args(["i18n", "king-of-chicago", "--mod", m]).output().unwrap();
    assert!(String::from_utf8_lossy(&o.stdout).contains("de: "), "{}", String::from_utf8_lossy(&o.stdout));
    let o = std::process::Command::new(bin).args(["run", "king-of-chicago", "--lang", "xx"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("A new language"), "{}", String::from_utf8_lossy(&o.stderr));
}

/// A mod's translation that gives a card a new name and no text replaces the whole message, as
/// the table reads it: the card's Dutch text (and short form) is gone, so `i18n` counts it missing and `validate`
/// warns (W0406) at the message in the mod's file, where the translator left the text out, in
/// every card game.
#[test]
fn a_name_without_its_text_is_counted_missing() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    for (game, card) in [("king-of-chicago", "bugs_benny"), ("chicago-poker", "revolver"), ("bootleggers", "moll")] {
        let dir = tempfile::tempdir().unwrap();
        let locales = dir.path().join(game).join("locales");
        std::fs::create_dir_all(&locales).unwrap();
        std::fs::write(locales.join("nl.ftl"), format!("card-{card} = Tipgever\n")).unwrap();
        let m = dir.path().to_str().unwrap();
        let o = std::process::Command::new(bin).args(["i18n", game, "--mod", m]).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        let nl = out.lines().find(|l| l.trim_start().starts_with("nl")).unwrap_or_default();
        // A special's and a thug card's short form on the option line (`.short`) goes with it.
        let missing = if game == "king-of-chicago" { "1 missing" } else { "2 missing" };
        assert!(nl.contains(missing) && out.contains(&format!("card-{card}.text")), "{game}: {out}");
        let o = std::process::Command::new(bin).args(["validate", game, "--mod", m]).output().unwrap();
        let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
        let at = format!("{game}/locales/nl.ftl:1:1: W0406: `card-{card}.text` is missing");
        assert!(all.contains(&at), "{game}: {all}");
    }
}

/// A translation saved under a name no language has (`nederlands.ftl`, `NL.ftl`) is read by no
/// table: `i18n` says so at that file, with the game's languages, counts it as no language and
/// exits 1, in every game; `validate` tells the same (E0401).
#[test]
fn a_locale_file_named_by_no_language_is_told_at_the_file() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    for game in ["king-of-chicago", "chicago-poker", "bootleggers", "godfathers"] {
        for (name, fix) in [("nederlands", "name the file by its language's tag"), ("NL", "rename the file `nl.ftl`")] {
            let dir = tempfile::tempdir().unwrap();
            let locales = dir.path().join(game).join("locales");
            std::fs::create_dir_all(&locales).unwrap();
            std::fs::write(locales.join(format!("{name}.ftl")), "seat = Speler { $n }\n").unwrap();
            let m = dir.path().to_str().unwrap();
            let at = format!("{game}/locales/{name}.ftl: E0401: no language is named `{name}`");
            let o = std::process::Command::new(bin).args(["i18n", game, "--mod", m]).output().unwrap();
            let out = String::from_utf8_lossy(&o.stdout);
            assert_eq!(o.status.code(), Some(1), "{game} {name}: {out}");
            assert!(out.contains(&at) && out.contains("this game's languages: en, fr, nl"), "{game} {name}: {out}");
            assert!(out.contains(fix), "{game} {name}: {out}");
            assert!(!out.lines().any(|l| l.starts_with(&format!("{name}: "))), "counted as a language: {out}");
            let o = std::process::Command::new(bin).args(["validate", game, "--mod", m]).output().unwrap();
            assert!(String::from_utf8_lossy(&o.stdout).contains(&at), "{game} {name}");
        }
    }
}

/// A mod's English text nothing of the game reads (a misspelt key: W0409) is no text a
/// translation lacks: `i18n` tells it as `validate` does, counts it neither among the English
/// messages nor missing in French or Dutch, and `validate` warns of it alone, in every card
/// game.
#[test]
fn a_misspelt_english_key_is_no_missing_translation() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    for (game, card) in [("king-of-chicago", "bugs_benny"), ("chicago-poker", "revolver"), ("bootleggers", "moll")] {
        let dir = tempfile::tempdir().unwrap();
        let locales = dir.path().join(game).join("locales");
        std::fs::create_dir_all(&locales).unwrap();
        std::fs::write(locales.join("en.ftl"), format!("card-{card}x = Misspelt\n    .text = Nothing reads it.\n"))
            .unwrap();
        let m = dir.path().to_str().unwrap();
        let bundled = std::process::Command::new(bin).args(["i18n", game]).output().unwrap();
        let o = std::process::Command::new(bin).args(["i18n", game, "--mod", m]).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{game}: {out}");
        let w0409 = format!("{game}/locales/en.ftl:1:1: W0409: `card-{card}x` is a text nothing of the game reads");
        assert!(out.contains(&w0409), "{game}: {out}");
        let counts = |text: &str| text.lines().filter(|l| !l.contains("W0409")).map(str::to_string).collect::<Vec<_>>();
        assert_eq!(
            counts(&out),
            counts(&String::from_utf8_lossy(&bundled.stdout)),
            "{game}: counted as the bundled game"
        );
        for lang in ["fr", "nl"] {
            let line = out.lines().find(|l| l.starts_with(&format!("{lang}: "))).unwrap_or_default();
            assert!(line.contains(" 0 missing"), "{game} {lang}: {out}");
        }
        let o = std::process::Command::new(bin).args(["validate", game, "--mod", m]).output().unwrap();
        let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
        assert!(all.contains(&w0409) && !all.contains("W0406"), "{game}: {all}");
    }
}

/// A translator is not held up by a modder's errors: `i18n` over content that does not load
/// tells each error at its place, says the texts are counted as the files hold them, counts
/// them as it would without the error, and exits 1, in every game.
#[test]
fn content_with_errors_is_still_counted() {
    let bin = env!("CARGO_BIN_EXE_mobrules");
    for (game, section, key) in [
        ("king-of-chicago", "win", "power_point"),
        ("chicago-poker", "turn", "actoins"),
        ("bootleggers", "turns", "cuont"),
        ("godfathers", "dice", "sieds"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let locales = dir.path().join(game).join("locales");
        std::fs::create_dir_all(&locales).unwrap();
        std::fs::write(locales.join("de.ftl"), "seat = Spieler { $n }\n").unwrap();
        let m = dir.path().to_str().unwrap();
        let sound = std::process::Command::new(bin).args(["i18n", game, "--mod", m]).output().unwrap();
        assert_eq!(sound.status.code(), Some(1), "{game}: German is incomplete");
        std::fs::write(dir.path().join(game).join("game.toml"), format!("[{section}]\n{key} = 1\n")).unwrap();
        let o = std::process::Command::new(bin).args(["i18n", game, "--mod", m]).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(1), "{game}: {out}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("the content has errors"), "{game}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].starts_with("the content has 1 error (`mobrules validate` tells every problem)"), "{out}");
        let at = format!("{game}/game.toml:2:1: E0005: `{section}.{key}` is not a number of the base game");
        assert!(lines[1].contains(&at), "{game}: {out}");
        assert_eq!(lines[2..].join("\n"), String::from_utf8_lossy(&sound.stdout).trim_end(), "{game}: counted alike");
        let de = lines.iter().find(|l| l.starts_with("de: 1/")).unwrap_or(&"");
        assert!(de.contains(" missing"), "{game}: {out}");
    }
}
