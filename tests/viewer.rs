//! The replay viewer in a real browser: for a seeded game of every registered game, `mobrules
//! view` writes the page for every reader and one for each seat; headless Chromium opens them
//! at their last step (`?step=end`) and the dumped page must show the final standings `run`
//! printed, why the winner won as the tables' end says it (in English, French and Dutch),
//! every piece where the game's final position has it, and no script error. A seat's page
//! must hold nothing the game tells only others: no sentence of the observer's narration
//! that the seat was told otherwise, no other seat's hand or folder.
//!
//! Chromium is Debian's `chromium` (`.ci/run` installs it). Without it the test fails when
//! `CI=true` and is skipped with a notice otherwise.

mod browser;

use mobrules::engine::content::Source;
use mobrules::engine::game::{self, Game};
use mobrules::engine::journal;
use mobrules::engine::locale::Locale;
use mobrules::engine::play::MatchOptions;
use mobrules::engine::seat::Seat;
use mobrules::games::bootleggers::Bootleggers;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::games::godfathers::Godfathers;
use mobrules::games::godfathers::state::Place;
use mobrules::games::king_of_chicago::KingOfChicago;
use mobrules::table::replay::rerun;
use std::path::{Path, PathBuf};
use std::process::Command;

const SEATS: &str = "bot:greedy,bot:random,bot:greedy";
const SEED: &str = "5";

fn mobrules(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
    assert!(out.status.success(), "mobrules {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The page as the browser leaves it after loading `file?query`, and what it logged.
fn dump(browser: &str, profile: &Path, file: &Path, query: &str) -> (String, String) {
    let url = format!("file://{}?{query}", file.display());
    let out = browser::headless(browser, profile, &url, &["--dump-dom"]).output().expect("chromium runs");
    assert!(out.status.success(), "chromium {url}: {}", String::from_utf8_lossy(&out.stderr));
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The strings a page's embedded data holds.
fn page_strings(html: &str) -> Vec<String> {
    let start = html.find(r#"<script type="application/json" id="data">"#).expect("the page has its data") + 42;
    let end = start + html[start..].find("</script>").expect("the data ends");
    let data: serde_json::Value = serde_json::from_str(&html[start..end]).expect("the data is JSON");
    let mut all: Vec<String> = data["strings"]
        .as_array()
        .expect("strings")
        .iter()
        .map(|s| s.as_str().unwrap_or_default().to_string())
        .collect();
    for key in ["titles", "backdrops"] {
        all.push(data[key].to_string());
    }
    all
}

/// A text as a dumped page writes it inside an element.
fn text_in_dom(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('\u{a0}', "&nbsp;")
}

struct Written {
    dir: tempfile::TempDir,
    log: PathBuf,
    text: String,
    run: String,
}

fn write_game(game: &str) -> Written {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("game.jsonl");
    let run = mobrules(&["run", game, "--seed", SEED, "--seats", SEATS, "--log", log.to_str().expect("a UTF-8 path")]);
    let text = std::fs::read_to_string(&log).expect("the log");
    Written { dir, log, text, run }
}

/// Checks the pages of one game; `pieces` says what the final position must show.
fn check<G: Game>(pieces: impl Fn(&G::Content, &G::State) -> Vec<String>) {
    let Some(browser) = browser::chromium("tests/viewer.rs") else { return };
    let w = write_game(G::ID);
    let content = G::load(&Source::Embedded).expect("the bundled content loads");
    let file = journal::read(&w.text).expect("the log reads");
    let game = rerun::<G>(&content, &file, &MatchOptions::default(), true).expect("the log replays");
    let last = game.states.last().expect("a final position");
    let profile = w.dir.path().join("profile");
    let page = w.dir.path().join("all.html");
    mobrules(&["view", w.log.to_str().unwrap_or_default(), "-o", page.to_str().unwrap_or_default()]);

    let (dom, log) = dump(browser, &profile, &page, "step=end");
    assert!(!log.contains("Uncaught"), "{}: the page logged a script error:\n{log}", G::ID);
    assert!(
        dom.contains(&format!("data-step=\"{}\"", file.events.len())),
        "{}: the page did not step to the end",
        G::ID
    );
    assert!(dom.contains("<section id=\"end\">"), "{}: the final standings are not shown", G::ID);
    let winner = w.run.lines().find(|l| l.starts_with("Winner") || l.starts_with("No winner")).expect("run's verdict");
    assert!(dom.contains(winner), "{}: the page does not say `{winner}`", G::ID);
    for piece in pieces(&content, last) {
        assert!(dom.contains(&piece), "{}: the final position shows no `{piece}`", G::ID);
    }
    // Why the winner won, in each language, in the words the end of both tables says it in.
    let outcome = game.outcome.as_ref().expect("the game ended");
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&Source::Embedded, G::ID, lang).expect("the language");
        let screen = G::screen(&content, &locale);
        let why = mobrules::table::why_won(&locale, screen.as_ref(), outcome, &game.events)
            .unwrap_or_else(|| panic!("{}: the tables say why seed {SEED}'s winner won", G::ID));
        let dom =
            if lang == "en" { dom.clone() } else { dump(browser, &profile, &page, &format!("step=end&lang={lang}")).0 };
        let shown = format!("<p id=\"end-why\">{}</p>", text_in_dom(&why));
        assert!(dom.contains(&shown), "{} in {lang}: the end does not say `{why}`", G::ID);
    }

    let en = Locale::load(&Source::Embedded, G::ID, "en").expect("English");
    let seats = SEATS.split(',').count();
    for k in 0..seats {
        let seat = Seat(k as u8);
        let page = w.dir.path().join(format!("seat-{}.html", k + 1));
        let n = (k + 1).to_string();
        mobrules(&[
            "view",
            w.log.to_str().unwrap_or_default(),
            "-o",
            page.to_str().unwrap_or_default(),
            "--seat",
            &n,
            "--lang",
            "en",
        ]);
        let html = std::fs::read_to_string(&page).expect("the seat's page");
        let strings = page_strings(&html);
        for e in &game.events[..file.events.len()] {
            let everyone = game::told::<G>(&content, &en, e, None);
            let told = game::told::<G>(&content, &en, e, Some(seat));
            if let Some(line) = everyone.filter(|l| Some(l) != told.as_ref()) {
                assert!(
                    !strings.iter().any(|s| s.contains(&line)),
                    "{}: seat {}'s page holds `{line}`, which that seat was told otherwise ({told:?})",
                    G::ID,
                    k + 1
                );
            }
        }
        // Another seat's own hand or folder, as its screen heads it.
        for other in (0..seats).filter(|&o| o != k) {
            let other_name = en.text("seat", &[("n", ((other + 1) as i64).into())]);
            for key in ["play-hand", "play-folder"] {
                if !en.has(key) {
                    continue;
                }
                let heading = en.text(
                    key,
                    &[
                        ("seat", other_name.clone().into()),
                        ("cards", "".into()),
                        ("money", 0.into()),
                        ("resources", "".into()),
                    ],
                );
                let head = heading.split(&other_name).next().unwrap_or_default().to_string() + other_name.as_str();
                assert!(
                    !strings.iter().any(|s| s.contains(&head)),
                    "{}: seat {}'s page holds `{head}`: another seat's hidden cards",
                    G::ID,
                    k + 1
                );
            }
        }
        let (_, log) = dump(browser, &profile, &page, "step=end");
        assert!(!log.contains("Uncaught"), "{}: seat {}'s page logged a script error:\n{log}", G::ID, k + 1);
    }
}

#[test]
fn king_of_chicago_pages() {
    check::<KingOfChicago>(|content, state| {
        let board = &content.board;
        let mut pieces: Vec<String> = state
            .players
            .iter()
            .map(|(s, p)| {
                format!(
                    "data-piece=\"car-{}\" data-at=\"{}\"",
                    s.index() + 1,
                    board.streets[usize::from(p.car.at.0)].id
                )
            })
            .collect();
        pieces.push(format!("data-piece=\"police\" data-at=\"{}\"", board.streets[usize::from(state.police.at.0)].id));
        for (i, b) in state.businesses.iter().enumerate() {
            if let (Some(sq), Some(owner)) = (b.square, b.owner) {
                pieces.push(format!(
                    "data-piece=\"business-{}\" data-at=\"{}\" data-owner=\"{}\"",
                    content.businesses[i].id,
                    board.square(sq).id,
                    owner.index() + 1
                ));
            }
        }
        pieces
    });
}

/// Chicago Poker's pages: the establishments on the table; at the end, each seat's standing
/// says what the win counts (6.0): its establishments, of how many types, how many of each.
#[test]
fn chicago_poker_pages() {
    check::<ChicagoPoker>(|content, state| {
        let en = Locale::load(&Source::Embedded, ChicagoPoker::ID, "en").expect("English");
        let mut pieces: Vec<String> = state
            .table
            .iter()
            .map(|e| format!("data-piece=\"establishment\" data-at=\"{}\"", content.tile(e.tile).id))
            .collect();
        for (seat, player) in state.players.iter() {
            let mut by_type = vec![0; content.types.len()];
            for &t in &player.won {
                by_type[usize::from(content.tile(t).kind.0)] += 1;
            }
            let held: Vec<String> = content
                .types
                .iter()
                .zip(&by_type)
                .filter(|&(_, &count)| count > 0)
                .map(|(kind, &count)| {
                    let name = en.text(&format!("type-{}", kind.id), &[]);
                    if count > 1 { format!("{name} ×{count}") } else { name }
                })
                .collect();
            let words = match (player.won.len(), held.len()) {
                (0, _) => "no establishment".to_string(),
                (1, _) => format!("one establishment: {}", held.join(", ")),
                (n, 1) => format!("{n} establishments of one type: {}", held.join(", ")),
                (n, t) => format!("{n} establishments of {t} types: {}", held.join(", ")),
            };
            pieces.push(format!(
                "Player {} ({}): {words}</li>",
                seat.index() + 1,
                ["greedy bot", "random bot"][seat.index() % 2]
            ));
        }
        pieces
    });
}

#[test]
fn godfathers_pages() {
    check::<Godfathers>(|_, state| {
        state
            .all()
            .filter_map(|(r, p)| {
                let name = if r.is_godfather() { "g".to_string() } else { format!("h{}", r.piece) };
                let at = match p.place {
                    Place::Square(s) => (s + 1).to_string(),
                    Place::Hq => "hq".into(),
                    Place::Dead => return None,
                };
                Some(format!("data-piece=\"seat-{}-{name}\" data-at=\"{at}\"", r.seat.index() + 1))
            })
            .collect()
    });
}

#[test]
fn bootleggers_pages() {
    check::<Bootleggers>(|content, state| {
        let mut pieces: Vec<String> = content
            .board
            .in_game(state.player_count())
            .map(|(_, s)| format!("data-piece=\"speakeasy\" data-at=\"{}\"", s.id))
            .collect();
        for (id, printed) in content.board.in_game(state.player_count()) {
            for (seat, &n) in state.speakeasy(id).influence.iter() {
                if n > 0 {
                    pieces.push(format!("data-piece=\"marker-{}\" data-at=\"{}\"", seat.index() + 1, printed.id));
                }
            }
        }
        pieces.extend(
            state
                .trucks
                .iter()
                .enumerate()
                .filter(|(_, t)| t.at.is_none())
                .map(|(i, _)| format!("data-piece=\"truck-{}\" data-at=\"home\"", i + 1)),
        );
        pieces
    });
}

/// Bad input is named, never a panic: a log that is not one, a seat the game lacks, a language
/// it lacks, writing over the log.
/// `replay LOG --html FILE` replays the log and writes the same page `view LOG -o FILE` does.
#[test]
fn replay_writes_the_page_too() {
    let w = write_game("chicago-poker");
    let log = w.log.to_str().unwrap_or_default();
    let (by_replay, by_view) = (w.dir.path().join("replay.html"), w.dir.path().join("view.html"));
    let said = mobrules(&["replay", log, "--html", by_replay.to_str().unwrap_or_default()]);
    assert!(said.contains("identical to the log") && said.contains("drawn"), "{said}");
    mobrules(&["view", log, "-o", by_view.to_str().unwrap_or_default()]);
    let page = std::fs::read_to_string(&by_replay).expect("replay wrote the page");
    assert_eq!(page, std::fs::read_to_string(&by_view).expect("view wrote the page"));
}

#[test]
fn bad_input_is_named() {
    let w = write_game("godfathers");
    let log = w.log.to_str().unwrap_or_default();
    let out = w.dir.path().join("page.html");
    let out = out.to_str().unwrap_or_default();
    let fails = |args: &[&str], says: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_mobrules")).args(args).output().expect("the binary runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && err.contains(says), "mobrules {args:?} should say `{says}`, said: {err}");
        assert!(!err.contains("panicked"), "mobrules {args:?} panicked: {err}");
    };
    fails(&["view", log, "-o", out, "--seat", "9"], "--seat 9: the game has 3 seats");
    fails(&["view", log, "-o", out, "--seat", "0"], "--seat 0: seats are counted from 1");
    fails(&["view", log, "-o", out, "--lang", "xx"], "xx");
    fails(&["view", log, "-o", log], "that is the log itself");
    let broken = w.dir.path().join("broken.jsonl");
    let mut lines: Vec<&str> = w.text.lines().collect();
    lines[3] = "{\"event\":\"chose\",\"seat\":0,\"index\":999}";
    std::fs::write(&broken, lines.join("\n") + "\n").expect("a broken log");
    fails(&["view", broken.to_str().unwrap_or_default(), "-o", out], "broken.jsonl:");
    std::fs::write(&broken, "not json\n").expect("a broken log");
    fails(
        &["view", broken.to_str().unwrap_or_default(), "-o", out],
        "broken.jsonl:line 1: the log's header is not JSON",
    );
}

/// Volstead Imports is "utilisé uniquement dans une partie à 6" (DESCRIPTION DÉTAILLÉE DES
/// PIÈCES DU JEU): the board a 3-player game is drawn on has no box for it, the board of a
/// 6-player game draws it with its docks, in the reader's words.
#[test]
fn bootleggers_draws_volstead_imports_only_at_six() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (players, drawn) in [(3, false), (6, true)] {
        let seats = vec!["bot:greedy"; players].join(",");
        let log = dir.path().join(format!("{players}.jsonl"));
        let page = dir.path().join(format!("{players}.html"));
        let (log, page_arg) = (log.to_str().unwrap_or_default(), page.to_str().unwrap_or_default());
        mobrules(&["run", "bootleggers", "--seed", "3", "--seats", &seats, "--log", log]);
        mobrules(&["view", log, "-o", page_arg]);
        let html = std::fs::read_to_string(&page).expect("view wrote the page");
        let volstead = html.contains(">Volstead Imports\\u003c/text>");
        assert_eq!(volstead, drawn, "{players} players: Volstead Imports drawn {volstead}, should be {drawn}");
        for (lang, dock) in [("en", "majority dock"), ("fr", "dock majoritaire"), ("nl", "meerderheidsdok")] {
            assert!(html.contains(&format!(">{dock}\\u003c/text>")), "{lang}: {dock}");
        }
    }
}

/// The title a probe script set on the viewer's `page` (its `PROBE ...` line), the page opened
/// with the probe before `</body>` in headless Chromium at `window` ("width,height").
fn probed(browser: &str, w: &Written, page: &std::path::Path, probe: &str, window: &str) -> String {
    let html = std::fs::read_to_string(page).expect("the page");
    let at = html.rfind("</body>").expect("the page ends");
    let probed = w.dir.path().join("probed.html");
    std::fs::write(&probed, format!("{}{probe}</body>{}", &html[..at], &html[at + 7..])).expect("the probed page");
    let url = format!("file://{}", probed.display());
    let window = format!("--window-size={window}");
    let more = ["--dump-dom", window.as_str(), "--virtual-time-budget=3000"];
    let out = browser::headless(browser, &w.dir.path().join("profile"), &url, &more).output().expect("chromium runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let title = dom.split("<title>").find(|t| t.starts_with("PROBE")).map(|t| t.split('<').next().unwrap_or(t));
    title.unwrap_or_else(|| panic!("the probe did not run:\n{}", String::from_utf8_lossy(&out.stderr))).to_string()
}

/// Stepping through a game moves the current sentence into view within the news box alone:
/// the page stays where the reader left it. Before, each step scrolled the whole window to the
/// current sentence, and on a short window the board above it went out of sight at every step.
#[test]
fn stepping_scrolls_the_news_box_not_the_page() {
    let Some(browser) = browser::chromium("tests/viewer.rs") else { return };
    let w = write_game(KingOfChicago::ID);
    let page = w.dir.path().join("all.html");
    mobrules(&["view", w.log.to_str().unwrap_or_default(), "-o", page.to_str().unwrap_or_default()]);
    // A reader pressing the right arrow 400 times, then on to the next step that shows a
    // sentence (an event told to nobody shows none), then where the window and the box stand.
    let probe = r#"<script>
window.addEventListener('load', () => setTimeout(() => {
  const box = document.getElementById('narration');
  const step = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
  let i = 0;
  for (; i < 400; i++) step();
  for (; i < 600 && !box.querySelector('li.current'); i++) step();
  const r = box.querySelector('li.current').getBoundingClientRect(), b = box.getBoundingClientRect();
  document.title = `PROBE window=${window.scrollY} box=${box.scrollTop} seen=${r.top >= b.top - 1 && r.bottom <= b.bottom + 1}`;
}, 200));
</script>"#;
    let title = probed(browser, &w, &page, probe, "1000,300");
    assert!(title.contains("window=0 "), "the window scrolled: {title}");
    assert!(!title.contains(" box=0 ") && title.ends_with("seen=true"), "the box did not follow: {title}");
}

/// The round box follows the steps: "next turn" pressed until the third game round, it shows
/// the game round reached, as the step line does, where it stayed at 1 whatever was shown.
/// Go on a round box holding no number (a reader typed letters) stays where it is and shows
/// the current round again; it jumped to the game's end.
#[test]
fn the_round_box_follows_the_steps() {
    let Some(browser) = browser::chromium("tests/viewer.rs") else { return };
    let w = write_game(KingOfChicago::ID);
    let page = w.dir.path().join("all.html");
    mobrules(&["view", w.log.to_str().unwrap_or_default(), "-o", page.to_str().unwrap_or_default()]);
    let probe = r#"<script>
window.addEventListener('load', () => setTimeout(() => {
  const data = JSON.parse(document.getElementById('data').textContent);
  const length = () => data.steps[Number(document.body.dataset.step)].length;
  for (let i = 0; i < 500 && length() < 3; i++) document.getElementById('turn').click();
  const step = Number(document.body.dataset.step);
  const box = document.getElementById('round');
  box.value = '';
  document.getElementById('round-go').click();
  const kept = Number(document.body.dataset.step) === step;
  document.title = `PROBE box=${box.value} length=${data.steps[step].length} kept=${kept}`;
}, 200));
</script>"#;
    let title = probed(browser, &w, &page, probe, "1000,600");
    eprintln!("TITLE {title}");
    assert!(title.contains("kept=true"), "Go on an empty round box moved the page: {title}");
    let number = |key: &str| -> u32 {
        let at = title.find(key).expect("the probe's numbers") + key.len();
        title[at..].split(' ').next().unwrap_or_default().parse().expect("a number")
    };
    assert!(number("length=") >= 3, "three turns were not stepped: {title}");
    assert_eq!(number("box="), number("length="), "the round box did not follow: {title}");
}

/// A round typed in the box goes to the start of that round's first turn: the race counts a
/// turn on the event before "Turn 3: Player 3 plays.", and a reader typing 3 landed on the last
/// line of turn 2.
#[test]
fn the_round_box_goes_to_the_rounds_first_turn() {
    let Some(browser) = browser::chromium("tests/viewer.rs") else { return };
    let w = write_game("godfathers");
    let page = w.dir.path().join("all.html");
    mobrules(&["view", w.log.to_str().unwrap_or_default(), "-o", page.to_str().unwrap_or_default()]);
    let probe = r#"<script>
window.addEventListener('load', () => setTimeout(() => {
  const data = JSON.parse(document.getElementById('data').textContent);
  document.getElementById('round').value = '3';
  document.getElementById('round-go').click();
  const step = Number(document.body.dataset.step);
  const before = data.steps.findIndex((x) => x.length >= 3);
  document.title = `PROBE turn=${data.steps[step].turn} length=${data.steps[step].length} counted=${before} at=${step}`;
}, 200));
</script>"#;
    let title = probed(browser, &w, &page, probe, "1000,600");
    assert!(title.contains("turn=true length=3 "), "not at turn 3's start: {title}");
}

/// Chicago Poker's page for every reader names each player's hand as the table names one
/// ("Votre main"), where it listed bare lines "Joueur 1 : Limousine, …" that read as anything.
#[test]
fn chicago_poker_s_page_names_each_hand() {
    let game = write_game("chicago-poker");
    for (lang, hand, bare) in [
        ("en", "Player 1's hand: ", "\"Player 1: "),
        ("fr", "Main de Joueur 1 : ", "\"Joueur 1 : "),
        ("nl", "Hand van Speler 1: ", "\"Speler 1: "),
    ] {
        let page = game.dir.path().join(format!("{lang}.html"));
        let log = game.log.to_str().expect("a UTF-8 path");
        mobrules(&["view", log, "-o", page.to_str().expect("a UTF-8 path"), "--lang", lang]);
        let html = std::fs::read_to_string(&page).expect("the page");
        assert!(html.contains(hand), "{lang}: no hand named");
        assert!(!html.contains(bare), "{lang}: a hand as a bare line");
    }
}
