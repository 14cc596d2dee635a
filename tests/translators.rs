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
