//! The replay viewer's page as a test reads it.

/// The strings of the replay viewer's page of `game` among `seats` at `seed`, in `lang`: the
/// SVG elements of its pictures among them, and its backdrop last.
pub fn viewer_strings(game: &str, seats: &str, seed: &str, lang: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (log, page) = (dir.path().join("game.jsonl"), dir.path().join("game.html"));
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    let (log_s, page_s) = (log.to_str().unwrap(), page.to_str().unwrap());
    run(&["run", game, "--seed", seed, "--seats", seats, "--log", log_s]);
    run(&["view", log_s, "-o", page_s, "--lang", lang]);
    let html = std::fs::read_to_string(&page).unwrap();
    let start = html.find(r#"<script type="application/json" id="data">"#).expect("the page's data") + 42;
    let end = start + html[start..].find("</script>").expect("the data ends");
    let data: serde_json::Value = serde_json::from_str(&html[start..end]).expect("the data is JSON");
    let mut all: Vec<String> =
        data["strings"].as_array().unwrap().iter().map(|s| s.as_str().unwrap_or_default().to_string()).collect();
    all.push(data["backdrops"].to_string());
    all
}
