//! `mobrules play` driven through its standard input, as a person at a terminal would type.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs `play <game>` with `args` and `input` on its standard input, in an empty folder of its
/// own (a default save file is never another test's); returns (exit code, stdout, stderr).
pub fn play_game(game: &str, args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let cwd = tempfile::tempdir().unwrap();
    play_in(cwd.path(), &[&[game], args].concat(), input)
}

/// Runs `play` with `args` (the game first) and `input` on its standard input, in folder `cwd`
/// (where its saves go); returns (exit code, stdout, stderr).
pub fn play_in(cwd: &Path, args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mobrules"))
        .current_dir(cwd)
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // The game may end before it reads all its input: a closed pipe is expected then.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Fails unless `text` (a screen, a page) says every one of `said` and none of `never`.
pub fn assert_says(text: &str, said: &[&str], never: &[&str]) {
    for said in said {
        assert!(text.contains(said), "not said: {said}\n{text}");
    }
    for never in never {
        assert!(!text.contains(never), "said: {never}\n{text}");
    }
}
