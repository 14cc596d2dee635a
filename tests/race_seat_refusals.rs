//! `serve godfathers --lang fr --seats human,bot:balance:250ms` was refused in English whatever
//! the language asked for: a search or balance seat's budget refused is said in the language of
//! `--lang`, with what is taken, as an unknown seat kind is.

use std::process::Command;

fn refused(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
    (out.status.code(), String::from_utf8_lossy(&out.stderr).replace(['\u{2068}', '\u{2069}'], ""))
}

#[test]
fn a_bad_bot_budget_in_a_seat_is_refused_in_the_language_asked_for() {
    for (lang, balance, search) in [
        (
            "en",
            "bad balance budget `250ms` (say `bot:balance:24` for playouts, at most 100000)",
            "bad search budget `0` (say `search:easy`, `search:normal` or `search:hard`, `search:2000` for playouts, \
             at most 100000, or `search:250ms` for a time, at most 60000ms)",
        ),
        (
            "fr",
            "budget de bot:balance non valable « 250ms » (écrivez par exemple `bot:balance:24`, en parties simulées, \
             100000 au plus)",
            "budget de bot:search non valable « 0 » (écrivez `search:easy`, `search:normal` ou `search:hard`, \
             `search:2000` en parties simulées, 100000 au plus, ou `search:250ms` en temps, 60000ms au plus)",
        ),
        (
            "nl",
            "ongeldig budget voor bot:balance „250ms” (schrijf bijvoorbeeld `bot:balance:24` voor gesimuleerde \
             partijen, hoogstens 100000)",
            "ongeldig budget voor bot:search „0” (schrijf `search:easy`, `search:normal` of `search:hard`, \
             `search:2000` voor gesimuleerde partijen, hoogstens 100000, of `search:250ms` voor een tijd, hoogstens \
             60000ms)",
        ),
    ] {
        for (command, seats, words) in [
            ("serve", "human,bot:balance:250ms", balance),
            ("serve", "human,bot:search:0", search),
            ("play", "human,bot:balance:250ms", balance),
        ] {
            let (code, said) = refused(&[command, "godfathers", "--lang", lang, "--seats", seats]);
            assert_eq!(code, Some(2), "{lang} {command}: {said}");
            assert!(said.contains(words), "{lang} {command} {seats}: {said}");
        }
    }
}
