//! `mobrules serve` from outside, as people at their browsers reach it: the binary is started,
//! each person's seat connected over its WebSocket, and a whole game played against a bot to
//! the final standings. On the way: requests with a wrong or missing secret get nothing, a
//! connection dropped and made again gets its seat back (its news and its question), a look
//! at the board and an undo are answered, the server stopped and started again on its save gives every seat back by the
//! same link, and no message sent to a seat holds what the game tells only another (a
//! sentence of the observer's narration that seat was told otherwise, another seat's hand).
//! Also: a deal proposed from the page to its answer, a thinking bot's moves drawn on the
//! page between its person's questions, and a finished save loaded saying so on the page.
//!
//! Then in headless Chromium (Debian's `chromium`; without it the test fails when `CI=true`
//! and is skipped with a notice otherwise): every game's page draws its board, pieces and
//! question with no script error and no other seat's hand; and a page plays a whole game by
//! its own buttons (`?autoplay=1`) to the standings it then shows, Bootleggers' amount-only
//! questions among them, in French.

mod browser;

use browser::{Socket, devtools};
mod support;

use mobrules::engine::content::Source;
use mobrules::engine::decision::{Decider, NoMoreAnswers};
use mobrules::engine::game::{self, Game};
use mobrules::engine::locale::Locale;
use mobrules::engine::play::MatchOptions;
use mobrules::engine::save;
use mobrules::engine::seat::Seat;
use mobrules::games::chicago_poker::ChicagoPoker;
use mobrules::table::session::{SavedGame, resumed};
use mobrules::table::{SeatKind, play_with};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::Message;
use tungstenite::stream::MaybeTlsStream;

/// Two people and a bot: each person's page must keep the other's hand from them.
const SEATS: &str = "human,bot:greedy,human";
const HUMANS: [usize; 2] = [0, 2];
/// Never sent to a page: it would tell the cards to come.
const SEED: &str = "4711";

/// A running server, stopped when dropped.
struct Server {
    child: Child,
    addr: String,
    /// Each seat's link path (`/seat/<secret>`), `None` for a bot.
    links: Vec<Option<String>>,
    /// What it printed before serving.
    said: String,
    /// What it printed since (the end of the game at the host's terminal).
    later: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(args: &[&str]) -> Server {
    spawn(Command::new(env!("CARGO_BIN_EXE_mobrules")), args)
}

/// The server started from `command` (the binary, or a shell that starts it).
fn spawn(mut command: Command, args: &[&str]) -> Server {
    let mut child = command
        .arg("serve")
        .args(args)
        .args(["--listen", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the binary starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its output"));
    let mut addr = String::new();
    let mut links = Vec::new();
    let mut said = String::new();
    // In the table's language: the address's line first, then a line a seat ("Player 1:
    // http://.../seat/SECRET", "Joueur 2 : bot glouton"), then the first line that names no
    // seat.
    loop {
        let mut line = String::new();
        assert!(lines.read_line(&mut line).expect("its output reads") > 0, "the server ended before its links");
        said.push_str(&line);
        if addr.is_empty() {
            if let Some(rest) = line.split("http://").nth(1) {
                addr = rest.split(',').next().unwrap_or_default().to_string();
            }
            continue;
        }
        let seat =
            line.split_once(':').is_some_and(|(name, _)| name.trim_end().ends_with(|c: char| c.is_ascii_digit()));
        if !seat {
            break;
        }
        links.push(line.split_once("http://").map(|(_, url)| url[url.find('/').unwrap_or(0)..].trim().to_string()));
    }
    // The rest of its output kept, line by line; reading it keeps the pipe from filling.
    let later = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let kept = std::sync::Arc::clone(&later);
    std::thread::spawn(move || {
        let mut line = String::new();
        while lines.read_line(&mut line).unwrap_or(0) > 0 {
            kept.lock().expect("the output").push_str(&line);
            line.clear();
        }
    });
    assert!(!addr.is_empty(), "the server said where it listens");
    Server { child, addr, links, said, later }
}

/// A plain HTTP GET: the status line and the body.
fn get(addr: &str, path: &str) -> (String, String) {
    let (head, body) = fetched(addr, path, Duration::from_secs(3));
    (head.lines().next().unwrap_or_default().to_string(), body)
}

/// A plain HTTP GET given `wait` to answer: the response's head (status line and headers) and
/// its body.
fn fetched(addr: &str, path: &str, wait: Duration) -> (String, String) {
    let mut s = TcpStream::connect(addr).expect("the server accepts");
    write!(s, "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").expect("the request goes");
    s.set_read_timeout(Some(wait)).expect("a timeout");
    let mut bytes = Vec::new();
    // A server that keeps the connection open ends the response by the timeout.
    let _ = s.read_to_end(&mut bytes);
    let response = String::from_utf8_lossy(&bytes).into_owned();
    match response.split_once("\r\n\r\n") {
        Some((head, body)) => (head.to_string(), body.to_string()),
        None => (response, String::new()),
    }
}

fn connect(addr: &str, link: &str) -> Result<Socket, tungstenite::Error> {
    let (socket, _) = tungstenite::connect(format!("ws://{addr}{link}/ws"))?;
    if let MaybeTlsStream::Plain(s) = socket.get_ref() {
        s.set_read_timeout(Some(Duration::from_millis(50))).expect("a timeout");
    }
    Ok(socket)
}

/// One person's connection and what it was sent.
struct Person {
    socket: Socket,
    /// Every message this seat was sent, over all its connections.
    received: Vec<String>,
    /// The latest page.
    page: Value,
    news: Vec<String>,
    /// The question last answered (not answered twice).
    answered: u64,
}

impl Person {
    fn new(socket: Socket) -> Person {
        Person { socket, received: Vec::new(), page: Value::Null, news: Vec::new(), answered: 0 }
    }

    /// Reads what has come; whether anything did.
    fn read(&mut self) -> bool {
        let mut any = false;
        loop {
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    any = true;
                    let v: Value = serde_json::from_str(text.as_str()).expect("a message is JSON");
                    self.received.push(text.to_string());
                    if v["kind"] == "seat" {
                        let start = v["news_start"].as_u64().expect("news_start") as usize;
                        self.news.truncate(start);
                        self.news.extend(
                            v["news"]
                                .as_array()
                                .expect("news")
                                .iter()
                                .map(|l| l.as_str().unwrap_or_default().to_string()),
                        );
                        self.page = v["seat"].clone();
                    }
                }
                Ok(_) => any = true,
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
                {
                    return any;
                }
                // A signal came during the read (a busy machine): read again.
                Err(tungstenite::Error::Io(e)) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => panic!("the connection broke: {e}"),
            }
        }
    }

    /// Reads until nothing more comes for a while.
    fn settle(&mut self) {
        let mut quiet = 0;
        while quiet < 6 {
            quiet = if self.read() { 0 } else { quiet + 1 };
        }
    }

    fn question(&self) -> Option<(u64, usize)> {
        let q = self.page.get("question").filter(|q| !q.is_null())?;
        Some((q["ask"].as_u64()?, q["options"].as_array()?.len()))
    }

    fn over(&self) -> bool {
        self.page["over"].as_array().is_some_and(|o| !o.is_empty())
    }

    fn send(&mut self, command: Value) {
        self.socket.send(Message::Text(command.to_string().into())).expect("the command goes");
    }
}

/// Reads every person until `done` holds, answering each new question it sees, for at most
/// `answers` answers (then it returns, not done, with that question unanswered).
fn play(people: &mut [Person], answers: usize, done: impl Fn(&[Person]) -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut given = 0;
    while Instant::now() < deadline {
        for p in people.iter_mut() {
            p.read();
        }
        if done(people) {
            return true;
        }
        for p in people.iter_mut() {
            if let Some((ask, options)) = p.question()
                && ask > p.answered
                && options > 0
            {
                if given == answers {
                    return false;
                }
                p.answered = ask;
                // Not always the first option: a game where no one ever raises may never end.
                p.send(serde_json::json!({ "do": "answer", "ask": ask, "index": (ask as usize * 7) % options }));
                given += 1;
            }
        }
    }
    panic!("the game did not end in time");
}

fn links(server: &Server) -> Vec<String> {
    HUMANS.iter().map(|&s| server.links[s].clone().expect("a person's seat has a link")).collect()
}

#[test]
fn a_whole_game_at_the_table() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save_file = dir.path().join("table.save");
    let save_arg = save_file.to_str().expect("a UTF-8 path");
    let server = start(&["chicago-poker", "--seats", SEATS, "--seed", SEED, "--save", save_arg]);
    assert_eq!(server.links.len(), 3);
    assert!(server.links[1].is_none(), "a bot's seat has no link");
    let paths = links(&server);

    // Nothing for a wrong or missing secret, on the page or its socket.
    for path in ["/", "/seat/", "/seat/0123456789abcdef0123456789abcdef", &format!("{}x", paths[0])] {
        let (status, body) = get(&server.addr, path);
        assert!(status.contains(" 404 "), "GET {path}: {status}");
        assert!(body.trim_end_matches(['0', '\r', '\n']).is_empty(), "GET {path} gave something: {body}");
    }
    assert!(connect(&server.addr, "/seat/0123456789abcdef0123456789abcdef").is_err(), "a wrong secret connected");
    let (status, body) = get(&server.addr, &paths[0]);
    assert!(status.contains(" 200 ") && body.contains("<svg id=\"board\""), "the seat's page: {status}");

    let mut people: Vec<Person> =
        paths.iter().map(|p| Person::new(connect(&server.addr, p).expect("a seat's link connects"))).collect();
    assert!(!play(&mut people, 6, |_| false), "the game ended within six answers");
    let table: Value = serde_json::from_str(&people[0].received[0]).expect("JSON");
    let title = table["table"]["title"].as_str().expect("the table's title");
    assert!(
        title.starts_with("Chicago Poker: ") && !title.contains(SEED),
        "the title names no game or tells the seed: {title}"
    );

    // A page that reloads: a new connection gets the seat, its news and its question back.
    people[0].settle();
    let before = people[0].news.clone();
    people[0].socket = connect(&server.addr, &paths[0]).expect("the link connects again");
    people[0].page = Value::Null;
    people[0].news.clear();
    people[0].settle();
    assert_eq!(people[0].page["seat"], 1, "the reconnected page is seat 1's");
    assert_eq!(people[0].news, before, "the reconnected page has its news again");

    // An undo, while asked, is answered on the page.
    play(&mut people, usize::MAX, |p| p[0].question().is_some_and(|(ask, _)| ask > p[0].answered));
    let (ask, _) = people[0].question().expect("seat 1 is asked");
    let notice = |p: &Person| p.page["notice"].as_str().unwrap_or_default().to_string();
    let wait = |p: &mut Person, what: &str, until: &dyn Fn(&str) -> bool| {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !until(&notice(p)) {
            assert!(Instant::now() < deadline, "{what} was not answered");
            p.read();
        }
    };
    // A look at the board, as `board WORDS` at the terminal, for words that name nothing: its
    // answer apart from the notice, under the look-up box.
    people[0].send(serde_json::json!({ "do": "find", "ask": ask, "words": "nowhere at all" }));
    let deadline = Instant::now() + Duration::from_secs(30);
    while !people[0].page["answer"].as_str().unwrap_or_default().contains("nowhere at all") {
        assert!(Instant::now() < deadline, "a look at the board was not answered");
        people[0].read();
    }
    let before = notice(&people[0]);
    people[0].send(serde_json::json!({ "do": "undo", "ask": ask }));
    wait(&mut people[0], "an undo", &|n| !n.is_empty() && n != before);
    // The seat's next command takes the look-up's answer away.
    assert_eq!(people[0].page["answer"], "", "the look-up's answer outlived the undo");
    people[0].answered = 0;

    // The server stopped and started again on its save: the same links find their seats.
    play(&mut people, 4, |_| false);
    let received: Vec<Vec<String>> = people.iter().map(|p| p.received.clone()).collect();
    drop(people);
    drop(server);
    let server = start(&["chicago-poker", "--load", save_arg]);
    assert_eq!(links(&server), paths, "the links changed across a restart");
    let mut people: Vec<Person> =
        paths.iter().map(|p| Person::new(connect(&server.addr, p).expect("a link connects after a restart"))).collect();
    for (p, r) in people.iter_mut().zip(received) {
        p.received = r;
    }
    assert!(play(&mut people, usize::MAX, |p| p.iter().all(Person::over)), "the game ended");
    // Both people see the same standings, each with its own seat's line marked "(you)" (it
    // was marked on neither page).
    let own = |p: &Person| -> Vec<String> {
        let lines = p.page["over"].as_array().cloned().unwrap_or_default();
        lines.iter().filter_map(Value::as_str).filter(|l| l.ends_with(" (you)")).map(String::from).collect()
    };
    let (mine, theirs) = (own(&people[0]), own(&people[1]));
    assert!(
        mine.len() == 1 && theirs.len() == 1 && mine != theirs,
        "each page marks its own line: {mine:?} {theirs:?}"
    );
    let unmarked = |p: &Person| p.page["over"].to_string().replace(" (you)", "");
    assert_eq!(unmarked(&people[0]), unmarked(&people[1]), "both people see the same standings");
    let standings = people[0].page["over"].clone();
    let first = standings[0].as_str().unwrap_or_default();
    assert!(first.starts_with("Winner") || first.starts_with("No winner"), "the standings: {standings}");
    // Under a winner, why he won: the condition of victory met (6.0), or the turn cap.
    let why = people[0].page["why"].as_str().unwrap_or_default();
    assert!(
        if first.starts_with("Winner") {
            why.starts_with("Why: ") && why.contains("(6.0") || why.contains("turn cap")
        } else {
            why.is_empty()
        },
        "why the winner won: {why:?}"
    );
    drop(server);

    // What each seat was sent, against the game played again from the save.
    let content = ChicagoPoker::load(&Source::Embedded).expect("the bundled content loads");
    let (_, saved): (_, SavedGame) =
        save::load(&save_file, ChicagoPoker::ID, mobrules::engine::game::GameContent::digest(&content))
            .expect("the save loads");
    let seats: Vec<SeatKind> =
        saved.seats.iter().map(|s| SeatKind::parse::<ChicagoPoker>(s).expect("a seat")).collect();
    let deciders: Vec<Box<dyn Decider<ChicagoPoker>>> =
        resumed::<ChicagoPoker>(&seats, saved.seed, &saved.answers, || Box::new(NoMoreAnswers));
    let played = play_with::<ChicagoPoker>(&content, deciders, saved.seed, &MatchOptions::default(), None)
        .expect("the saved game plays to its end");
    let en = Locale::load(&Source::Embedded, ChicagoPoker::ID, "en").expect("English");
    // Each seat's standing says what the win counts (6.0): how many establishments of each
    // type it holds ("Jazz club ×2"), where it said a bare count.
    for (seat, player) in played.state.players.iter() {
        let name = en.text("seat", &[("n", (seat.index() as i64 + 1).into())]);
        let line = standings
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .find(|l| l.starts_with(&format!("{name}: ")))
            .unwrap_or_else(|| panic!("no standing of {name}: {standings}"));
        let mut by_type = vec![0; content.types.len()];
        for &t in &player.won {
            by_type[usize::from(content.tile(t).kind.0)] += 1;
        }
        for (kind, &count) in content.types.iter().zip(&by_type) {
            let type_name = en.text(&format!("type-{}", kind.id), &[]);
            let said = if count > 1 { format!("{type_name} ×{count}") } else { type_name };
            assert_eq!(count > 0, line.contains(&said), "{line:?} and {said:?}");
        }
        let total = if player.won.is_empty() { "no establishment".to_string() } else { player.won.len().to_string() };
        assert!(line.starts_with(&format!("{name}: {total}")) || player.won.len() == 1, "{line:?}");
    }
    for (k, &seat) in HUMANS.iter().enumerate() {
        let strings: Vec<String> =
            people[k].received.iter().flat_map(|m| strings(&serde_json::from_str(m).unwrap_or_default())).collect();
        for e in played.log.entries() {
            let everyone = game::told::<ChicagoPoker>(&content, &en, e, None);
            let told = game::told::<ChicagoPoker>(&content, &en, e, Some(Seat(seat as u8)));
            if let Some(line) = everyone.filter(|l| Some(l) != told.as_ref()) {
                assert!(
                    !strings.iter().any(|s| s.contains(&line)),
                    "seat {} was sent `{line}`, which it was told otherwise ({told:?})",
                    seat + 1
                );
            }
        }
        for other in (0..3).filter(|&o| o != seat) {
            let name = en.text("seat", &[("n", (other as i64 + 1).into())]);
            let heading = en.text("play-hand", &[("seat", name.clone().into()), ("cards", "".into())]);
            let head = heading.split(&name).next().unwrap_or_default().to_string() + name.as_str();
            assert!(!strings.iter().any(|s| s.contains(&head)), "seat {} was sent `{head}`", seat + 1);
        }
    }
}

/// A bot that thinks (a search given a quarter of a second and more) is drawn as it plays: a
/// person's page gets the board and the news of the moves made since its last question while
/// no question is on it, not only when it is next asked.
#[test]
fn bots_that_think_are_drawn_between_questions() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("race.save");
    let server =
        start(&["godfathers", "--seats", "human,bot:search:300ms", "--seed", "3", "--save", save.to_str().unwrap()]);
    let link = server.links[0].clone().expect("the person's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut news_when_asked = usize::MAX;
    let mut drawn_between = 0;
    while drawn_between < 2 && !person.over() {
        assert!(Instant::now() < deadline, "the bot's moves were never drawn between questions");
        person.read();
        match person.question() {
            Some((ask, options)) if ask > person.answered => {
                news_when_asked = person.news.len();
                // A person takes their time: the bot's thinking starts past the drawing interval.
                std::thread::sleep(Duration::from_millis(300));
                person.answered = ask;
                person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": ask as usize % options }));
            }
            None if person.news.len() > news_when_asked => {
                drawn_between += 1;
                news_when_asked = person.news.len();
            }
            _ => {}
        }
    }
    assert!(drawn_between >= 2, "drawn between questions {drawn_between} times");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&save).expect("the table was saved").permissions().mode();
        assert_eq!(mode & 0o077, 0, "the save holds the links' secrets: its owner's alone, not {mode:o}");
    }
}

/// A deal proposed from the page, as `deal` at the terminal: asked for by its command, then
/// the deal's questions at the next moment deals are made (to whom, what is offered, what is
/// asked), and the other seat's answer told to the page.
#[test]
fn a_deal_is_proposed_from_the_page() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("deal.save");
    let server = start(&[
        "king-of-chicago",
        "--seats",
        "human,bot:greedy,bot:greedy",
        "--seed",
        "7",
        "--save",
        save.to_str().unwrap(),
    ]);
    let link = server.links[0].clone().expect("the person's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut requested = false;
    let mut offered = 0;
    let mut asked_to_whom = false;
    let told = |p: &Person| p.news.iter().any(|l| l.contains("strike a deal") || l.contains("refuses the offer of"));
    while !told(&person) {
        assert!(Instant::now() < deadline, "no deal was made or refused; news: {:?}", person.news);
        assert!(!person.over(), "the game ended without the deal");
        person.read();
        let Some((ask, _)) = person.question().filter(|(ask, _)| *ask > person.answered) else { continue };
        let q = &person.page["question"];
        let text = q["text"].as_str().unwrap_or_default().to_string();
        let options: Vec<String> = q["options"]
            .as_array()
            .expect("options")
            .iter()
            .map(|o| o["text"].as_str().unwrap_or_default().to_string())
            .collect();
        if !requested {
            person.send(serde_json::json!({ "do": "request", "name": "deal" }));
            requested = true;
            continue;
        }
        let index = if text.starts_with("Propose a deal? To whom?") {
            asked_to_whom = true;
            options.iter().position(|o| o.contains("Player 2")).expect("the other players are offered")
        } else if text.starts_with("What do you offer") {
            offered += 1;
            // One thing (the first that is not "done"), then done.
            let done = options.iter().position(|o| o == "done").expect("done");
            if offered == 1 { usize::from(done == 0) } else { done }
        } else if text.starts_with("What do you ask") {
            options.iter().position(|o| o == "done").expect("done")
        } else {
            0
        };
        person.answered = ask;
        person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": index }));
    }
    assert!(asked_to_whom && offered >= 2, "the deal's questions were asked");
    assert!(person.news.iter().any(|l| l.contains("Player 1 offers Player 2 a deal")), "{:?}", person.news);
}

/// Bootleggers' loading box starts full (PHASE 4, 2): it started at 0, and a click on its only
/// button lost the turn's crates. Other amounts start at their least (a price).
#[test]
fn the_loading_box_starts_full() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("load.save");
    let seats = "human,bot:greedy,bot:greedy,bot:greedy";
    let server = start(&["bootleggers", "--seats", seats, "--seed", "12", "--save", save.to_str().unwrap_or_default()]);
    let link = server.links[0].clone().expect("the person's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline && !person.over(), "no loading question came");
        person.read();
        let Some((ask, options)) = person.question().filter(|(ask, _)| *ask > person.answered) else { continue };
        let q = person.page["question"].clone();
        let run = &q["amounts"];
        if q["text"].as_str().unwrap_or_default().starts_with("How many crates do you load") {
            assert!(run["high"].as_i64().unwrap_or(0) > 0, "nothing to load: {q}");
            assert_eq!(run["start"], run["high"], "the loading box does not start full: {q}");
            break;
        }
        if !run.is_null() {
            assert_eq!(run["start"], run["low"], "an amount box does not start at its least: {q}");
        }
        person.answered = ask;
        if options > 0 {
            person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": 0 }));
        } else {
            person.send(serde_json::json!({ "do": "amount", "ask": ask, "amount": run["low"] }));
        }
    }
}

/// Bootleggers' price box of a deal starts empty: at $0G, a click on its button gave the truck
/// or the crates away (a newcomer's page, nl seed 21: "verhuurt vrachtwagen 1 aan Speler 4 voor
/// $0G"). The page asks for an amount typed before it answers.
#[test]
fn a_deal_s_price_box_starts_empty() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("price.save");
    let seats = "human,bot:greedy,bot:greedy,bot:greedy";
    let server = start(&["bootleggers", "--seats", seats, "--seed", "12", "--save", save.to_str().unwrap_or_default()]);
    let link = server.links[0].clone().expect("the person's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    person.send(serde_json::json!({ "do": "request", "name": "deal" }));
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline && !person.over(), "no price was asked");
        person.read();
        let Some((ask, options)) = person.question().filter(|(ask, _)| *ask > person.answered) else { continue };
        let q = person.page["question"].clone();
        let run = &q["amounts"];
        let text = q["text"].as_str().unwrap_or_default();
        if text.contains("for how much?") {
            assert!(run["start"].is_null(), "the price box starts at an amount: {q}");
            assert!(run["high"].as_i64().unwrap_or(0) > 0, "{q}");
            break;
        }
        let texts: Vec<&str> =
            q["options"].as_array().map(|o| o.iter().filter_map(|o| o["text"].as_str()).collect()).unwrap_or_default();
        let rent = texts.iter().position(|t| t.starts_with("rent out your truck"));
        person.answered = ask;
        if let Some(i) = rent.filter(|_| text.starts_with("Offer a deal?")) {
            person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": i }));
        } else if options > 0 {
            person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": 0 }));
        } else {
            person.send(serde_json::json!({ "do": "amount", "ask": ask, "amount": run["low"] }));
        }
    }
    let script = std::fs::read_to_string("src/serve/table.js").expect("the page's script");
    assert!(script.contains("serve-amount-empty"), "an empty box is not answered as 0");
}

/// The page's Save button pressed: the notice the page is answered with.
fn saved_notice(person: &mut Person) -> String {
    person.send(serde_json::json!({ "do": "save" }));
    let deadline = Instant::now() + Duration::from_secs(30);
    while person.page["notice"].as_str().is_none_or(str::is_empty) {
        assert!(Instant::now() < deadline, "the save was not answered");
        person.read();
    }
    person.page["notice"].as_str().unwrap_or_default().to_string()
}

/// A table of `game` in `lang` at `seed`, a person and two greedy bots, saved in `dir`, with
/// the person's page connected to seat 1.
fn seated(game: &str, lang: &str, seed: &str, dir: &Path) -> (Server, Person) {
    let save = dir.join("table.save");
    let seats = "human,bot:greedy,bot:greedy";
    let args = [game, "--seats", seats, "--seed", seed, "--lang", lang, "--save", save.to_str().unwrap_or_default()];
    let server = start(&args);
    let link = server.links[0].clone().expect("seat 1's link");
    let person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    (server, person)
}

/// The seat's money stands under every question in a game with money (a newcomer paid for an
/// authority card, a bid or a bribe with "You have $10G" scrolled out of view at the end of the
/// status box); a game without money shows none.
#[test]
fn a_question_shows_the_seat_s_money() {
    for (game, lang, said) in [
        ("bootleggers", "nl", Some("Je hebt $10G.")),
        ("king-of-chicago", "en", Some("You have $")),
        ("godfathers", "fr", None),
    ] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let (_server, mut person) = seated(game, lang, "3", dir.path());
        let deadline = Instant::now() + Duration::from_secs(60);
        while person.question().is_none() {
            assert!(Instant::now() < deadline, "{game}: no question came");
            person.read();
        }
        let purse = person.page["question"]["purse"].as_str();
        match said {
            Some(said) => assert!(purse.is_some_and(|p| p.starts_with(said)), "{game}: {purse:?}"),
            None => assert_eq!(purse, None, "{game}"),
        }
    }
}

/// Every string a JSON value holds.
fn strings(v: &Value) -> Vec<String> {
    match v {
        Value::String(s) => vec![s.clone()],
        Value::Array(a) => a.iter().flat_map(strings).collect(),
        Value::Object(o) => o.values().flat_map(strings).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn bad_arguments_are_named() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .current_dir(dir.path())
            .arg("serve")
            .args(args)
            .output()
            .expect("runs")
    };
    for (args, says) in [
        (&["chess"][..], "unknown game"),
        (&["godfathers", "--seats", "bot:greedy,bot:random"][..], "needs a human seat"),
        (&["godfathers", "--seats", "human,robot"][..], "unknown seat kind"),
        (&["godfathers", "--listen", "here"][..], "--listen"),
        (&["godfathers", "--lang", "xx"][..], "xx"),
    ] {
        let out = run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "serve {args:?}: {err}");
        assert!(err.contains(says), "serve {args:?} says: {err}");
        assert!(!err.contains("panicked"), "serve {args:?} panicked: {err}");
    }
}

/// `serve`'s own refusals read in the language asked for, as its other lines do: an address
/// that is not ADDR:PORT, a port another program listens on, a save that is no save (they were
/// English whatever `--lang`).
#[test]
fn serve_s_own_errors_are_in_the_language_asked_for() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("notes.save"), "a shopping list\n").expect("a file that is no save");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port to take");
    let taken = taken.local_addr().expect("its address").to_string();
    let run = |lang: &str, args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .current_dir(dir.path())
            .args(["serve", "godfathers", "--lang", lang])
            .args(args)
            .output()
            .expect("runs");
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    for (lang, said) in [
        (
            "en",
            ["--listen here: this is not ADDR:PORT", "this port is in use", "notes.save: this is not a mobrules save."],
        ),
        (
            "fr",
            [
                "--listen here : ce n'est pas ADRESSE:PORT",
                "ce port est déjà pris",
                "notes.save : ce n'est pas une sauvegarde de mobrules.",
            ],
        ),
        (
            "nl",
            [
                "--listen here: dit is geen ADRES:POORT",
                "deze poort is al in gebruik",
                "notes.save: dit is geen bewaarbestand van mobrules.",
            ],
        ),
    ] {
        let refusals = [
            (run(lang, &["--listen", "here"]), Some(2)),
            (run(lang, &["--listen", &taken]), Some(1)),
            (run(lang, &["--load", "notes.save"]), Some(1)),
        ];
        for (((code, err), expected), words) in refusals.into_iter().zip(said) {
            assert_eq!(code, expected, "{lang}: {err}");
            assert!(err.contains(words), "{lang}: {words:?} not in {err}");
        }
    }
}

/// The system's common reasons a save cannot be read are said in the language asked for, by
/// `serve --load` and `play --load` alike: "…kan niet gelezen worden: No such file or
/// directory (os error 2)" ended a Dutch sentence in the system's English.
#[test]
fn a_save_that_cannot_be_read_says_why_in_the_language_asked_for() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::create_dir(dir.path().join("folder.save")).expect("a folder");
    let run = |command: &str, lang: &str, file: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_mobrules"))
            .current_dir(dir.path())
            .args([command, "godfathers", "--lang", lang, "--load", file])
            .stdin(std::process::Stdio::null())
            .output()
            .expect("runs");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    for (lang, missing, folder) in [
        (
            "en",
            "the save cannot be read: there is no such file",
            "the save cannot be read: this is a folder, not a file",
        ),
        ("fr", "la sauvegarde ne peut pas être lue : ce fichier n'existe pas", "c'est un dossier, pas un fichier"),
        ("nl", "het bewaarbestand kan niet gelezen worden: dit bestand bestaat niet", "dit is een map, geen bestand"),
    ] {
        for command in ["serve", "play"] {
            let err = run(command, lang, "nofile.save");
            assert!(err.contains(missing) && !err.contains("os error"), "{command} {lang}: {err}");
            let err = run(command, lang, "folder.save");
            assert!(err.contains(folder), "{command} {lang}: {err}");
        }
    }
}

/// A save's checksum can be made by anyone: a hand-written save whose secrets are all zeros, a
/// terminal's escape sequences, or one seat's twice, opened the seat by its guessable link and
/// sent the escapes to the host's terminal. Such secrets are drawn afresh (and said so), the
/// good ones kept; nothing from the file reaches the terminal unescaped. The Save notice tells
/// the page "saved", not where the server keeps its files.
#[test]
fn a_save_s_secrets_are_checked_and_a_page_is_told_only_saved() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let content = ChicagoPoker::load(&Source::Embedded).expect("the bundled content loads");
    let meta = save::SaveMeta {
        engine: env!("CARGO_PKG_VERSION").into(),
        game: ChicagoPoker::ID.into(),
        content: mobrules::engine::game::GameContent::digest(&content).to_string(),
    };
    let good = "4f1c9e2a7b3d8605e1f4a9c2b7d3e860";
    let zeros = "0".repeat(32);
    // As long as a secret, so that only its form gives it away.
    let escapes = format!("\u{1b}]0;owned\u{7}\u{1b}[2J{}", "x".repeat(18));
    assert_eq!(escapes.len(), 32);
    for (tokens, kept) in [
        (vec![zeros.clone(), String::new(), good.to_string()], [false, true]),
        (vec![escapes.clone(), String::new(), zeros.clone()], [false, false]),
        (vec![good.to_string(), String::new(), good.to_string()], [true, false]),
    ] {
        let body = SavedGame {
            seed: 4711,
            seats: vec!["human".into(), "bot:greedy".into(), "human".into()],
            answers: vec![Vec::new(); 3],
            lang: Some("en".into()),
            tokens: tokens.clone(),
            finished: false,
        };
        let file = dir.path().join("hand.save");
        std::fs::write(&file, save::encode(&meta, &body)).expect("the save is written");
        let server = start(&["chicago-poker", "--load", file.to_str().expect("a UTF-8 path")]);
        assert!(
            !server.said.contains('\u{1b}') && !server.said.contains('\u{7}'),
            "escapes printed: {:?}",
            server.said
        );
        let links = links(&server);
        for (i, (link, kept)) in links.iter().zip(kept).enumerate() {
            let secret = link.trim_start_matches("/seat/");
            assert_eq!(secret == tokens[i * 2], kept, "seat {}: {secret}", i * 2 + 1);
            assert!(secret.len() == 32 && secret != zeros, "seat {}'s link: {secret}", i * 2 + 1);
            if !kept {
                assert!(
                    server.said.contains(&format!("link secret for Player {} is not one", i * 2 + 1)),
                    "{}",
                    server.said
                );
            }
        }
        assert_ne!(links[0], links[1], "two seats share a link");
        let (status, _) = get(&server.addr, &format!("/seat/{zeros}"));
        assert!(status.contains(" 404 "), "the all-zero link: {status}");
    }

    // The Save notice says how the host brings the table back, in the page's language, but
    // not where the server keeps the file.
    for (lang, saved) in [
        (
            "en",
            "Saved. To come back to this table later, whoever runs the server types mobrules serve chicago-poker \
             --load FILE, FILE being the save file the server named when it started: every seat comes back at the \
             same link, with the same people and bots.",
        ),
        (
            "fr",
            "Sauvegardée. Pour revenir plus tard à cette table, la personne qui fait tourner le serveur tape mobrules \
             serve chicago-poker --load FICHIER, FICHIER étant le fichier de sauvegarde que le serveur a annoncé au \
             démarrage : chaque place revient au même lien, avec les mêmes personnes et les mêmes bots.",
        ),
        (
            "nl",
            "Bewaard. Om later naar deze tafel terug te keren, typt wie de server draait mobrules serve chicago-poker \
             --load BESTAND, met als BESTAND het bewaarbestand dat de server bij het starten noemde: elke plaats komt \
             terug op dezelfde link, met dezelfde mensen en bots.",
        ),
    ] {
        let save_file = dir.path().join(format!("where-the-server-keeps-it-{lang}.save"));
        let save_s = save_file.to_str().unwrap();
        let server =
            start(&["chicago-poker", "--seats", "human,bot:greedy", "--seed", SEED, "--save", save_s, "--lang", lang]);
        let link = server.links[0].clone().expect("seat 1's link");
        let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
        person.settle();
        let notice = saved_notice(&mut person);
        assert_eq!(notice, saved, "{lang}");
        for message in &person.received {
            assert!(!message.contains("where-the-server-keeps-it"), "a page was sent the save's path: {message}");
        }
    }
}

/// At a table of two people, the page of the one not asked names whom it waits for, where it
/// said "Waiting for the other players…" (issue 35), in each language.
#[test]
fn a_table_of_two_people_names_whom_it_waits_for() {
    for (lang, waiting) in [("en", "Waiting for Player "), ("fr", "On attend Joueur "), ("nl", "Wachten op Speler ")] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let save = dir.path().join("two.save");
        let save = save.to_str().unwrap();
        let server =
            start(&["godfathers", "--seats", "human,human,bot:greedy", "--seed", SEED, "--lang", lang, "--save", save]);
        let mut people: Vec<Person> = [0, 1]
            .iter()
            .map(|&s| {
                Person::new(connect(&server.addr, server.links[s].as_deref().expect("a link")).expect("it connects"))
            })
            .collect();
        // Each person asked in turn: the other's page names the seat asked.
        let mut seen = 0;
        let deadline = Instant::now() + Duration::from_secs(60);
        while seen < 2 {
            assert!(Instant::now() < deadline, "{lang}: no person was asked");
            for p in &mut people {
                p.settle();
            }
            let asked: Vec<bool> = people.iter().map(|p| p.question().is_some()).collect();
            if let Some(a) = asked.iter().position(|&q| q) {
                let other = &people[1 - a];
                let said = other.page["waiting_for"].as_str().unwrap_or_default();
                assert_eq!(said, format!("{waiting}{}…", a + 1), "{lang}");
                assert_eq!(people[a].page["waiting_for"].as_str(), Some(""), "{lang}: the seat asked waits for nobody");
                // In a browser, the page's status line says it.
                if seen == 0
                    && let Some(name) = browser::chromium("tests/serve.rs's browser test")
                {
                    let link = server.links[1 - a].as_deref().expect("a link");
                    let url = format!("http://{}{link}", server.addr);
                    let (dom, _) = dump(name, &dir.path().join("waiting"), &url, Some("waiting"));
                    let status = format!("<span id=\"status\">{said}</span>");
                    assert!(dom.contains(&status), "{lang}: the page's status is not {status}:\n{dom}");
                }
                seen += 1;
                let (ask, options) = people[a].question().expect("asked");
                people[a].send(serde_json::json!({ "do": "answer", "ask": ask, "index": options - 1 }));
                people[a].answered = ask;
            }
        }
    }
}

/// `serve`'s own lines at the host's terminal (the address, each seat's link or bot, the
/// links' secret) are in the table's language, where they were English whatever `--lang`.
#[test]
fn serve_s_own_lines_are_in_the_table_s_language() {
    for (lang, host) in [
        (
            "en",
            [
                "godfathers at http://",
                ", seed 4711, saved to ",
                "Player 1: http://",
                "Player 3: greedy bot",
                "Each link is its seat's secret",
            ],
        ),
        (
            "fr",
            [
                "godfathers sur http://",
                ", graine 4711, sauvegarde dans ",
                "Joueur 1 : http://",
                "Joueur 3 : bot glouton",
                "Chaque lien est le secret de sa place",
            ],
        ),
        (
            "nl",
            [
                "godfathers op http://",
                ", seed 4711, bewaard in ",
                "Speler 1: http://",
                "Speler 3: gulzige bot",
                "Elke link is het geheim van zijn plaats",
            ],
        ),
    ] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let save = dir.path().join("two.save");
        let save = save.to_str().unwrap();
        let server =
            start(&["godfathers", "--seats", "human,human,bot:greedy", "--seed", SEED, "--lang", lang, "--save", save]);
        for line in host {
            assert!(server.said.contains(line), "{lang}: {line:?} not in {}", server.said);
        }
        assert_eq!(server.links.iter().map(Option::is_some).collect::<Vec<_>>(), [true, true, false], "{lang}");
    }
}

/// Half-sent requests (`GET /x HTTP/1.1` and no blank line, no secret needed) were never
/// timed out: under a limit of 256 files, 376 of them took every descriptor and seat 1's own
/// link timed out. Connections that have not named a seat are counted, the longest waiting
/// closed past the cap, and each closed when its time to name one is over; the seat's link
/// works under the flood. On the loopback only, the flood bounded.
#[cfg(unix)]
#[test]
fn half_sent_requests_do_not_lock_a_seat_out() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save_file = dir.path().join("table.save");
    let mut shell = Command::new("sh");
    shell.args(["-c", "ulimit -n 256 && exec \"$0\" \"$@\"", env!("CARGO_BIN_EXE_mobrules")]);
    let server = spawn(
        shell,
        &["chicago-poker", "--seats", "human,bot:greedy", "--seed", SEED, "--save", save_file.to_str().unwrap()],
    );
    let link = server.links[0].clone().expect("seat 1's link");
    let mut flood = Vec::new();
    for _ in 0..376 {
        let mut s = TcpStream::connect(&server.addr).expect("the server takes the connection");
        s.write_all(b"GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n").expect("half a request goes");
        flood.push(s);
    }
    // The seat's page and its socket, under the flood.
    let (status, body) = get(&server.addr, &link);
    assert!(status.contains(" 200 ") && body.contains("<svg id=\"board\""), "the seat's page under a flood: {status}");
    let mut person = Person::new(connect(&server.addr, &link).expect("the seat's socket connects under a flood"));
    person.settle();
    assert!(person.question().is_some(), "seat 1 is asked");
    // The longest waiting were closed to make room; the rest are closed when their time is over
    // (ten seconds; the bound here is generous).
    let closed = |s: &mut TcpStream| {
        s.set_read_timeout(Some(Duration::from_secs(60))).expect("a timeout");
        matches!(s.read(&mut [0u8; 64]), Ok(0) | Err(_))
    };
    assert!(closed(&mut flood[0]), "the first half-sent request is still open");
    assert!(closed(flood.last_mut().expect("a flood")), "the last half-sent request is still open");
    // And the seat still plays.
    let (ask, _) = person.question().expect("seat 1 is asked");
    person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": 0 }));
    let deadline = Instant::now() + Duration::from_secs(60);
    while person.question().is_some_and(|(a, _)| a == ask) && !person.over() && Instant::now() < deadline {
        person.read();
    }
    assert!(person.question().is_none_or(|(a, _)| a != ask), "the answer was not taken");
}

/// What a hostile page could send: nothing it sends stops the server, answers for it, or
/// changes the save; a message too long for any command closes only its own connection.
#[test]
fn hostile_messages_leave_the_table_as_it_was() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save_file = dir.path().join("table.save");
    let server =
        start(&["chicago-poker", "--seats", "human,bot:greedy", "--seed", SEED, "--save", save_file.to_str().unwrap()]);
    let link = server.links[0].clone().expect("seat 1's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    person.settle();
    let (ask, options) = person.question().expect("seat 1 is asked");
    let saved = std::fs::read(&save_file).expect("the table is saved when a person is asked");
    let huge = "x".repeat(1 << 20);
    for text in [
        String::new(),
        "not json".into(),
        "[".repeat(10_000),
        format!("{{\"do\": \"answer\", \"ask\": {ask}, \"index\": {options}}}"),
        format!("{{\"do\": \"answer\", \"ask\": {ask}, \"index\": 18446744073709551615}}"),
        format!("{{\"do\": \"answer\", \"ask\": {ask}, \"index\": -1}}"),
        format!("{{\"do\": \"answer\", \"ask\": {}, \"index\": 0}}", ask + 1),
        "{\"do\": \"answer\", \"ask\": 18446744073709551615, \"index\": 0}".into(),
        format!("{{\"do\": \"amount\", \"ask\": {ask}, \"amount\": -9223372036854775808}}"),
        format!("{{\"do\": \"undo\", \"ask\": {}}}", ask + 7),
        format!("{{\"do\": \"find\", \"ask\": {ask}, \"words\": \"\\u0000\\ud800 ../../etc/passwd\"}}"),
        "{\"do\": \"request\", \"name\": \"deal\\u0000\"}".into(),
        "{\"do\": \"shutdown\"}".into(),
    ] {
        person.socket.send(Message::Text(text.into())).expect("the message goes");
    }
    person.socket.send(Message::Binary(vec![0xff, 0x00, 0xfe].into())).expect("the message goes");
    person.settle();
    assert_eq!(person.question(), Some((ask, options)), "a hostile message answered or moved the question");
    // Too long for any command: that connection is closed, the table goes on.
    person
        .socket
        .send(Message::Text(format!("{{\"do\": \"find\", \"ask\": {ask}, \"words\": \"{huge}\"}}").into()))
        .ok();
    // Many connections to one seat, and some with no seat at all.
    let mut many: Vec<Socket> = (0..64).filter_map(|_| connect(&server.addr, &link).ok()).collect();
    assert_eq!(many.len(), 64, "the server stopped taking connections");
    for wrong in ["/seat/..%2F..%2Fetc%2Fpasswd", "/seat/%00", &format!("{link}%00")] {
        assert!(connect(&server.addr, wrong).is_err(), "{wrong} connected");
    }
    many.clear();
    let mut again = Person::new(connect(&server.addr, &link).expect("the link still connects"));
    again.settle();
    assert_eq!(again.question(), Some((ask, options)), "the question moved");
    assert_eq!(std::fs::read(&save_file).expect("the save is there"), saved, "the save changed");
    // And the table still plays: the right answer is taken.
    again.send(serde_json::json!({ "do": "answer", "ask": ask, "index": 0 }));
    let deadline = Instant::now() + Duration::from_secs(60);
    while again.question().is_some_and(|(a, _)| a == ask) && !again.over() && Instant::now() < deadline {
        again.read();
    }
    assert!(again.question().is_none_or(|(a, _)| a != ask), "the answer was not taken");
}

/// Every game's first page, in each language, tells how to win from the content's numbers and
/// the shape of a turn (the table's `rules`, which the page shows open under its `serve-rules`
/// heading).
#[test]
fn the_first_page_tells_how_to_win() {
    for (game, lang, said, heading) in [
        ("king-of-chicago", "en", "be the first to hold 10 power points or more", "How to win"),
        ("chicago-poker", "fr", "contrôle 3 établissements du même type", "Comment gagner"),
        ("godfathers", "nl", "de hele ronde van 48 velden", "Hoe je wint"),
        ("bootleggers", "fr", "après la phase de vente du tour 12", "Comment gagner"),
    ] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let (_server, mut person) = seated(game, lang, "5", dir.path());
        let deadline = Instant::now() + Duration::from_secs(30);
        while person.received.is_empty() && Instant::now() < deadline {
            person.read();
        }
        let table: Value = serde_json::from_str(&person.received[0]).expect("JSON");
        assert_eq!(table["kind"], "table", "{game}: the table's page comes first");
        let rules = table["table"]["rules"].as_str().unwrap_or_default();
        assert!(rules.contains(said), "{game} {lang}: the first page does not say `{said}`: {rules}");
        assert_eq!(table["table"]["words"]["serve-rules"], heading, "{game} {lang}: the summary's heading");
        // A held-back question's button is named in the page's language, not by the typed command.
        let buttons = &table["table"]["command_words"];
        match game {
            "king-of-chicago" => assert_eq!(buttons[0], "Propose a deal", "{game}: the deal button"),
            "bootleggers" => assert_eq!(buttons[0], "Proposer une affaire", "{game}: the deal button"),
            _ => assert_eq!(buttons.as_array().map(Vec::len), Some(0), "{game}: no held-back question"),
        }
    }
}

/// The page as the browser shows it once its connection has brought the seat's page in
/// `state` (read over the DevTools protocol, waiting in real time: the page's WebSocket does
/// not hold back `--dump-dom`), and what the browser logged. With no state, the page as loaded.
fn dump(name: &str, profile: &Path, url: &str, state: Option<&str>) -> (String, String) {
    let Some(state) = state else {
        let out = browser::headless(name, profile, url, &["--virtual-time-budget=2000", "--dump-dom"])
            .output()
            .expect("chromium runs");
        return (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned());
    };
    let log = profile.with_extension("log");
    let mut child = browser::headless(name, profile, url, &["--remote-debugging-port=0"])
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("a log file"))
        .spawn()
        .expect("chromium starts");
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut dom = String::new();
    if let Some(mut devtools) = devtools(&log, deadline) {
        while Instant::now() < deadline {
            dom =
                evaluate(&mut devtools, "document.documentElement.outerHTML").as_str().unwrap_or_default().to_string();
            if dom.contains(&format!("data-state=\"{state}\"")) {
                break;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    (dom, std::fs::read_to_string(&log).unwrap_or_default())
}

/// Sends DevTools `method` with `params` and waits for its result.
fn devtools_call(socket: &mut Socket, method: &str, params: Value) -> Value {
    let ask = serde_json::json!({ "id": 1, "method": method, "params": params });
    socket.send(Message::Text(ask.to_string().into())).expect("DevTools takes the question");
    loop {
        let text = match socket.read() {
            Ok(Message::Text(text)) => text,
            Ok(_) => continue,
            Err(e) => panic!("DevTools' connection broke: {e}"),
        };
        let v: Value = serde_json::from_str(text.as_str()).unwrap_or_default();
        if v["id"] == 1 {
            return v;
        }
    }
}

/// What `expression` gives on the page, as a value.
fn evaluate(socket: &mut Socket, expression: &str) -> Value {
    let params = serde_json::json!({ "expression": expression, "returnByValue": true });
    devtools_call(socket, "Runtime.evaluate", params)["result"]["result"]["value"].clone()
}

/// Every game's table page loads in a real browser without a script error and draws the seat's
/// board with its pieces and question, its commands, and no other seat's hand or folder; then a whole game is played by a page's own buttons (its
/// `?autoplay=1` clicking each question's first option) to the final standings it shows.
#[test]
fn the_page_in_a_browser() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for game in ["king-of-chicago", "chicago-poker", "godfathers", "bootleggers"] {
        let save = dir.path().join(format!("{game}.save"));
        let server = start(&[
            game,
            "--seats",
            "human,bot:greedy,bot:greedy",
            "--seed",
            "5",
            "--save",
            save.to_str().unwrap_or_default(),
        ]);
        let link = server.links[0].clone().expect("seat 1's link");
        let url = format!("http://{}{link}", server.addr);
        let (dom, log) = dump(name, &dir.path().join("profile"), &url, Some("asked"));
        assert!(!log.contains("Uncaught"), "{game}: the page logged a script error:\n{log}");
        assert!(dom.contains("data-state=\"asked\""), "{game}: the page shows no question");
        assert!(!dom.contains("<g id=\"backdrop\"></g>"), "{game}: the page draws no board");
        assert!(dom.contains("data-piece="), "{game}: the page draws no piece");
        assert!(dom.contains("<ol id=\"options\"><li><button"), "{game}: no options to click");
        assert!(
            dom.contains("<details id=\"rules\" open=\"\"><summary id=\"rules-title\">How to win</summary><p id=\"rules-text\">How to win ("),
            "{game}: the first page does not show how to win"
        );
        // Another seat's own hand or folder, as its screen heads it, is nowhere in the page.
        let en = Locale::load(&Source::Embedded, game, "en").expect("English");
        for other in 2..=3 {
            let other_name = en.text("seat", &[("n", other.into())]);
            for key in ["play-hand", "play-folder"].into_iter().filter(|k| en.has(k)) {
                let args = [
                    ("seat", other_name.clone().into()),
                    ("cards", "".into()),
                    ("money", 0.into()),
                    ("resources", "".into()),
                ];
                let heading = en.text(key, &args);
                let head = heading.split(&other_name).next().unwrap_or_default().to_string() + other_name.as_str();
                assert!(!dom.contains(&head), "{game}: seat 1's page holds `{head}`: another seat's hidden cards");
            }
        }
        if game == "chicago-poker" {
            assert!(dom.contains("Your hand (Player 1)"), "{game}: seat 1's page does not show its own hand");
        }
        if game == "king-of-chicago" {
            assert!(dom.contains("data-command=\"deal\""), "{game}: no deal command on the page");
        }
        let (nothing, _) = dump(name, &dir.path().join("profile"), &format!("{url}0"), None);
        assert!(!nothing.contains("id=\"board\""), "{game}: a wrong link got the page");
    }

    let dom = autoplayed(name, dir.path(), &["godfathers", "--seats", "human,bot:greedy", "--seed", "3"]);
    assert!(dom.contains("<html lang=\"en\""), "the page is not in English");
}

/// Bootleggers asks questions that offer only an amount box (a bid): `?autoplay=1` answers
/// them too, and the French page plays to its end and shows the verdict once, then the
/// standings numbered by place, every word in French.
#[test]
fn a_page_autoplays_bootleggers_to_its_end_in_french() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let args = ["bootleggers", "--seats", "human,bot:greedy,bot:greedy", "--seed", "5", "--lang", "fr"];
    let dom = autoplayed(name, dir.path(), &args);
    assert!(dom.contains("<html lang=\"fr\""), "the page is not in French");
    assert!(dom.contains("<title>Bootleggers : humain, bot glouton, bot glouton</title>"), "the page's title");
    assert!(dom.contains("<h2 id=\"end-title\">Classement final</h2><p id=\"end-verdict\">Vainqueur : Joueur"));
    assert!(dom.contains("<ol id=\"end-lines\"><li value=\"1\">"), "the standings are not numbered by place");
    assert!(!dom.contains("{$"), "the page shows a raw placeholder");
    // The seat and the deal button in French, the colon spaced as French writes it.
    // (A swatch of the seat's board colour stands before its name.)
    let who = dom.split("<span id=\"who\">").nth(1).unwrap_or_default();
    assert!(who.starts_with("Vous jouez : <span class=\"swatch\""), "the seat is not said in French: {who:.200}");
    assert!(who.contains("></span>Joueur 1</span>"), "the seat is not said in French: {who:.200}");
    assert!(dom.contains(">Proposer une affaire</button>"), "the deal button is not in French");
    assert!(dom.contains("<span id=\"commands\" hidden=\"\">"), "a deal is still offered once the game is over");
    // After the end the top bar names the winner, not only "over", and the look-up stays.
    assert!(
        dom.contains("<span id=\"status\">La partie est terminée. Vainqueur : Joueur"),
        "the top bar does not name the winner: {}",
        dom.split("<span id=\"status\">").nth(1).and_then(|s| s.split("</span>").next()).unwrap_or_default()
    );
    assert!(dom.contains("<form id=\"find\"><label"), "the look-up box is gone after the end");
}

/// A table started with `args` (and a save in `dir`), its first seat's page in headless
/// Chromium answering every question by itself (`?autoplay=1`) while a connection of its own
/// watches the seat to the end; then the page as it shows the final standings.
fn autoplayed(name: &str, dir: &Path, args: &[&str]) -> String {
    let save = dir.join("whole.save");
    let server = start(&[args, &["--save", save.to_str().unwrap_or_default()]].concat());
    let link = server.links[0].clone().expect("seat 1's link");
    let url = format!("http://{}{link}", server.addr);
    let log = dir.join("autoplay.log");
    let mut clicking =
        browser::headless(name, &dir.join("autoplay"), &format!("{url}?autoplay=1"), &["--remote-debugging-port=0"])
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("a log file"))
            .spawn()
            .expect("chromium starts");
    // Watching the same seat over a connection of its own, answering nothing.
    let mut watcher = Person::new(connect(&server.addr, &link).expect("the link connects"));
    let deadline = Instant::now() + Duration::from_secs(240);
    while !watcher.over() && Instant::now() < deadline {
        watcher.read();
    }
    let _ = clicking.kill();
    let _ = clicking.wait();
    assert!(watcher.over(), "{args:?}: the page's buttons did not play the game to its end");
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(!log.contains("Uncaught"), "the playing page logged a script error:\n{log}");
    let (dom, log) = dump(name, &dir.join("profile"), &url, Some("over"));
    assert!(!log.contains("Uncaught"), "the finished page logged a script error:\n{log}");
    let state = dom.split("data-state=").nth(1).and_then(|s| s.split('"').nth(1)).unwrap_or_default();
    assert!(
        state == "over" && dom.contains("<section id=\"end\">"),
        "the page shows no final standings ({state}):\n{dom}"
    );
    let first = watcher.page["over"][0].as_str().unwrap_or_default().to_string();
    assert!(dom.contains(&first), "the page does not say `{first}`");
    dom
}

/// `serve --load` of a save that holds a game's end shows that end on the page (the verdict and
/// the standings), and says on the page, not only on the server's terminal, that the save held
/// a finished game.
#[test]
fn a_finished_save_loaded_says_so_on_the_page() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("race.save");
    let save_s = save.to_str().expect("a UTF-8 path");
    let play = |args: &[&str], input: String| {
        let (code, _, err) = support::piped::play_in(dir.path(), args, &input);
        assert_eq!(code, Some(0), "play failed: {err}");
    };
    play(
        &["godfathers", "--seats", "human,bot:greedy", "--seed", "3", "--lang", "fr", "--save", save_s],
        "save\n".into(),
    );
    play(&["godfathers", "--load", save_s], "1\n".repeat(4000));
    assert!(std::fs::read_to_string(&save).expect("the save").contains("\"finished\":true"), "the end was not saved");
    let server = start(&["godfathers", "--load", save_s]);
    assert!(server.said.contains("Cette sauvegarde contient une partie terminée"), "{}", server.said);
    let link = server.links[0].clone().expect("the person's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    let deadline = Instant::now() + Duration::from_secs(60);
    while !person.over() {
        assert!(Instant::now() < deadline, "the page never showed the end");
        person.read();
    }
    person.settle();
    let notice = person.page["notice"].as_str().unwrap_or_default();
    assert!(notice.starts_with("Cette sauvegarde contient une partie terminée"), "the page's notice: {notice:?}");
    // The host is told the end too, in the table's language.
    let later = server.later.lock().expect("the output").clone();
    assert!(later.contains("La partie est terminée. Vainqueur"), "the host's terminal: {later}");
    assert!(person.question().is_none(), "a finished game asks nothing");
    // A look at the board after the end is still answered, with the place outlined.
    person.send(serde_json::json!({ "do": "find", "ask": 0, "words": "12" }));
    let deadline = Instant::now() + Duration::from_secs(30);
    while person.page["answer"].as_str().unwrap_or_default().is_empty() {
        assert!(Instant::now() < deadline, "a look-up after the end was not answered");
        person.read();
    }
    let answer = person.page["answer"].as_str().unwrap_or_default();
    assert!(answer.contains("12"), "the look-up's answer after the end: {answer:?}");
    // The notice that the save had ended stands beside it.
    let notice = person.page["notice"].as_str().unwrap_or_default();
    assert!(notice.starts_with("Cette sauvegarde contient une partie terminée"), "the page's notice: {notice:?}");
    assert!(person.page["found"].as_array().is_some_and(|f| !f.is_empty()), "nothing outlined: {}", person.page);
    // In a browser, the held-back questions' buttons are gone with the end: their box's
    // `display: contents` outranked the hidden attribute, and a finished Bootleggers page still
    // offered "Offer a deal", promising a question that would never come.
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let url = format!("http://{}{link}", server.addr);
    let deadline = Instant::now() + Duration::from_secs(120);
    let (mut child, mut devtools, _log) =
        browser_of_size(name, &dir.path().join("profile"), &url, deadline, "1280,720");
    let shown = r#"document.body.dataset.state === "over" ? getComputedStyle(document.getElementById("commands")).display : "" "#;
    let mut display = evaluate(&mut devtools, shown);
    while display == "" && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(200));
        display = evaluate(&mut devtools, shown);
    }
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(display, "none", "the held-back questions' buttons stand after the end");
}

/// The file a table's page downloads runs back: `mobrules scenario FILE` holds it.
fn runs_back(file: &Path) {
    let run = Command::new(env!("CARGO_BIN_EXE_mobrules")).arg("scenario").arg(file).output().expect("the binary runs");
    assert!(
        run.status.success(),
        "{}: {}{}",
        file.display(),
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
}

/// A table of one person and bots, started with `args` and a save in `dir`, its person's seat
/// answered over its own connection for `answers` questions: the server, the seat's link and
/// the connection, at a question it has not answered.
fn asked_after(dir: &Path, args: &[&str], answers: usize) -> (Server, String, Person) {
    let save = dir.join(format!("{}.save", args.join("-").replace([':', ','], "-")));
    let server = start(&[args, &["--save", save.to_str().unwrap_or_default()]].concat());
    let link = server.links[0].clone().expect("seat 1's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    assert!(!play(std::slice::from_mut(&mut person), answers, |_| false), "{args:?}: the game ended");
    (server, link, person)
}

/// "Save as scenario" on a seat's page, as the page asks for it: the position at the seat's
/// question comes as a file named after the game, its seed and the event to come, written as
/// the terminal's `scenario` writes it, which runs back; the page is told where it went. In
/// every game, a few questions in (King of Chicago's setup is no position a file says, and the
/// page is told why). A question answered since, a wrong secret, a table not started with
/// `--scenarios` and a table of several people (the file would show each the others' hidden
/// cards) get no file.
#[test]
fn a_page_saves_its_question_as_a_scenario_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let notice = |p: &mut Person, until: &dyn Fn(&str) -> bool| {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !until(p.page["notice"].as_str().unwrap_or_default()) {
            assert!(Instant::now() < deadline, "the page was not told: {}", p.page["notice"]);
            p.read();
        }
    };
    for (game, answers) in [("godfathers", 2), ("chicago-poker", 5), ("bootleggers", 4), ("king-of-chicago", 6)] {
        let args = [game, "--seats", "human,bot:greedy,bot:greedy", "--seed", "5", "--scenarios"];
        let (server, link, mut person) = asked_after(dir.path(), &args, answers);
        let table: Value = serde_json::from_str(&person.received[0]).expect("JSON");
        assert_eq!(table["table"]["scenario"], true, "{game}: a table of one person offers no scenario file");
        assert_eq!(table["table"]["words"]["serve-scenario"], "Save as scenario", "{game}: the button");
        let (ask, _) = person.question().expect("seat 1 is asked");
        // Written and run back before it is sent: a moment on a busy machine.
        let (head, body) = fetched(&server.addr, &format!("{link}/scenario/{ask}"), Duration::from_secs(60));
        assert!(head.starts_with("HTTP/1.1 200 "), "{game}: {head}\n{body}");
        let name = head
            .lines()
            .find_map(|l| l.strip_prefix("content-disposition: attachment; filename=\""))
            .and_then(|l| l.strip_suffix('"'))
            .unwrap_or_else(|| panic!("{game}: no file name: {head}"))
            .to_string();
        assert!(name.starts_with(&format!("{game}-5-at-")) && name.ends_with(".toml"), "{game}: named {name}");
        assert!(body.starts_with("# Written at the table by `scenario`"), "{game}: {body}");
        assert!(body.contains("\n[expect]\nin_order = [\n"), "{game}: no narration to expect: {body}");
        let file = dir.path().join(&name);
        std::fs::write(&file, &body).expect("the file is kept");
        runs_back(&file);
        let said = format!("is downloaded as {name}: run it with mobrules scenario {name}.");
        notice(&mut person, &|n| n.ends_with(&said));
        // Asked for at a question answered since: nothing, and the page told why.
        person.send(serde_json::json!({ "do": "answer", "ask": ask, "index": 0 }));
        let (status, body) = fetched(&server.addr, &format!("{link}/scenario/{ask}"), Duration::from_secs(60));
        let status = status.lines().next().unwrap_or_default();
        assert!(status.contains(" 409 "), "{game}: a question answered since: {status}");
        assert_eq!(body, "No scenario file: the question it was asked at has been answered.", "{game}");
        notice(&mut person, &|n| n == body);
        let (status, _) = get(&server.addr, &format!("{link}x/scenario/{ask}"));
        assert!(status.contains(" 404 "), "{game}: a wrong secret: {status}");
    }
    // King of Chicago's first question is in its setup, which no scenario file says.
    let args = ["king-of-chicago", "--seats", "human,bot:greedy", "--seed", "4", "--scenarios"];
    let (server, link, mut person) = asked_after(dir.path(), &args, 0);
    let (ask, _) = person.question().expect("seat 1 is asked");
    let (status, body) = fetched(&server.addr, &format!("{link}/scenario/{ask}"), Duration::from_secs(60));
    let status = status.lines().next().unwrap_or_default();
    assert!(status.contains(" 409 "), "the setup: {status}");
    assert!(body.starts_with("No scenario file written: the position before event 1: the setup"), "{body}");
    notice(&mut person, &|n| n == body);
    drop(server);

    // Without `--scenarios`, one person is neither offered the file nor given it: the file holds
    // every hidden card and the generator, and a page is never sent what tells the cards to come.
    let args = ["chicago-poker", "--seats", "human,bot:greedy", "--seed", "4"];
    let (server, link, mut person) = asked_after(dir.path(), &args, 1);
    let table: Value = serde_json::from_str(&person.received[0]).expect("JSON");
    assert_eq!(table["table"]["scenario"], false, "a table without --scenarios offers a scenario file");
    let (ask, _) = person.question().expect("seat 1 is asked");
    let (status, body) = fetched(&server.addr, &format!("{link}/scenario/{ask}"), Duration::from_secs(60));
    assert!(status.lines().next().unwrap_or_default().contains(" 409 "), "without --scenarios: {status}");
    assert!(body.ends_with("only at a table started with --scenarios."), "{body}");
    notice(&mut person, &|n| n == body);
    drop(server);

    // Two people: neither is offered the file, and neither gets it.
    let save = dir.path().join("two.save");
    let server = start(&[
        "chicago-poker",
        "--seats",
        SEATS,
        "--seed",
        SEED,
        "--scenarios",
        "--save",
        save.to_str().unwrap_or_default(),
    ]);
    let paths = links(&server);
    let mut people: Vec<Person> =
        paths.iter().map(|p| Person::new(connect(&server.addr, p).expect("a seat's link connects"))).collect();
    play(&mut people, 2, |_| false);
    let table: Value = serde_json::from_str(&people[0].received[0]).expect("JSON");
    assert_eq!(table["table"]["scenario"], false, "a table of two people offers a scenario file");
    for (k, path) in paths.iter().enumerate() {
        let ask = people[k].question().map_or(1, |(ask, _)| ask);
        let (status, body) = get(&server.addr, &format!("{path}/scenario/{ask}"));
        assert!(status.contains(" 409 "), "seat {}: {status}", HUMANS[k] + 1);
        assert!(body.contains("only at a table with one person"), "seat {}: {body}", HUMANS[k] + 1);
    }
}

/// In headless Chromium, the page's "Save as scenario" button downloads the position at its
/// question under the table's name for it, in two games (one in French, the button and the
/// notice in French), and the downloaded file runs back.
#[test]
fn a_page_downloads_its_question_as_a_scenario_file_in_a_browser() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang, answers, button, told) in [
        ("bootleggers", "fr", 3, "Enregistrer comme scénario", "est téléchargée sous le nom"),
        ("chicago-poker", "en", 4, "Save as scenario", "is downloaded as"),
    ] {
        let args = [game, "--seats", "human,bot:greedy,bot:greedy", "--seed", "6", "--lang", lang, "--scenarios"];
        let (server, link, _person) = asked_after(dir.path(), &args, answers);
        let url = format!("http://{}{link}", server.addr);
        let downloads = dir.path().join(format!("{game}-downloads"));
        std::fs::create_dir(&downloads).expect("a downloads folder");
        let log = dir.path().join(format!("{game}.log"));
        let mut child = browser::headless(name, &dir.path().join(game), &url, &["--remote-debugging-port=0"])
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("a log file"))
            .spawn()
            .expect("chromium starts");
        let deadline = Instant::now() + Duration::from_secs(120);
        let mut page = devtools(&log, deadline).expect("DevTools listens");
        let folder = downloads.to_str().expect("a UTF-8 path");
        let allowed = devtools_call(
            &mut page,
            "Browser.setDownloadBehavior",
            serde_json::json!({ "behavior": "allow", "downloadPath": folder }),
        );
        assert!(allowed.get("error").is_none(), "downloads not allowed: {allowed}");
        let shown = "(() => { const b = document.getElementById('scenario'); \
                     return document.body.dataset.state === 'asked' && !b.hidden ? b.textContent : ''; })()";
        let mut text = Value::Null;
        while Instant::now() < deadline && text.as_str().is_none_or(str::is_empty) {
            std::thread::sleep(Duration::from_millis(200));
            text = evaluate(&mut page, shown);
        }
        assert_eq!(text, button, "{game}: the page shows no scenario button");
        evaluate(&mut page, "document.getElementById('scenario').click()");
        let mut file = None;
        while Instant::now() < deadline && file.is_none() {
            std::thread::sleep(Duration::from_millis(200));
            file = std::fs::read_dir(&downloads)
                .expect("the downloads folder")
                .map(|e| e.expect("an entry").path())
                .find(|p| p.extension().is_some_and(|e| e == "toml"));
        }
        let file = file.unwrap_or_else(|| panic!("{game}: nothing was downloaded"));
        let named = file.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        assert!(named.starts_with(&format!("{game}-6-at-")), "{game}: downloaded as {named}");
        runs_back(&file);
        let mut notice = String::new();
        while Instant::now() < deadline && !notice.contains(told) {
            std::thread::sleep(Duration::from_millis(200));
            notice = evaluate(&mut page, "document.getElementById('notice').textContent")
                .as_str()
                .unwrap_or_default()
                .into();
        }
        assert!(notice.contains(&format!("{told} {named}")), "{game}: the page's notice: {notice}");
        let _ = child.kill();
        let _ = child.wait();
        let log = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(!log.contains("Uncaught"), "{game}: the page logged a script error:\n{log}");
    }
}

/// A page has no command to type: in French and Dutch, none of what a seat's page says while a
/// whole game is played on it (its questions, their options and help, the panel beside the
/// board, the line of what the seat holds, the notices after its buttons and after a look-up
/// that finds nothing) tells the reader to type a terminal command (`board`, `thug`, `deal`).
#[test]
fn a_page_names_no_command_to_type() {
    // Words of the terminal's commands, and of telling someone to type one.
    const TYPED: [&str; 8] = ["board", "thug", "typ", "tapez", "commande", "commando", "deal:", "deal :"];
    for (game, lang) in
        [("king-of-chicago", "nl"), ("chicago-poker", "fr"), ("godfathers", "nl"), ("bootleggers", "nl")]
    {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let save = dir.path().join("table.save");
        let seats = "human,bot:greedy,bot:greedy";
        let args =
            [game, "--seats", seats, "--seed", "41", "--lang", lang, "--save", save.to_str().unwrap_or_default()];
        let server = start(&args);
        let link = server.links[0].clone().expect("seat 1's link");
        let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
        let deadline = Instant::now() + Duration::from_secs(240);
        let mut looked_up = false;
        while !person.over() {
            assert!(Instant::now() < deadline, "{game}: the game did not end in time");
            person.read();
            let Some((ask, options)) = person.question().filter(|&(ask, _)| ask > person.answered) else { continue };
            if !looked_up {
                // The buttons that ask for a held-back question, and a look-up that finds nothing.
                let table: Value = serde_json::from_str(&person.received[0]).expect("JSON");
                for name in table["table"]["commands"].as_array().into_iter().flatten() {
                    person.send(serde_json::json!({ "do": "request", "name": name }));
                    person.settle();
                }
                person.send(serde_json::json!({ "do": "find", "ask": ask, "words": "zzzz" }));
                person.settle();
                looked_up = true;
            }
            person.answered = ask;
            let answer = if options > 0 {
                serde_json::json!({ "do": "answer", "ask": ask, "index": (ask as usize * 7) % options })
            } else {
                let low = person.page["question"]["amounts"]["low"].as_i64().expect("an amount box");
                serde_json::json!({ "do": "amount", "ask": ask, "amount": low })
            };
            person.send(answer);
        }
        let mut said = Vec::new();
        for message in &person.received {
            let v: Value = serde_json::from_str(message).expect("JSON");
            let page = &v["seat"];
            let q = &page["question"];
            said.extend(
                [&q["text"], &page["picture"]["text"], &page["picture"]["hand"], &page["notice"], &page["answer"]]
                    .map(|t| t.as_str().unwrap_or_default().to_string()),
            );
            for o in q["options"].as_array().into_iter().flatten() {
                said.extend([&o["text"], &o["help"]].map(|t| t.as_str().unwrap_or_default().to_string()));
            }
        }
        assert!(said.iter().any(|s| s.contains("zzzz")), "{game}: the look-up was not answered");
        if game == "bootleggers" {
            // The thug question names the page's button instead of the command.
            assert!(said.iter().any(|s| s.contains("de knop „Een boevenkaart spelen”")), "{game}: no thug question");
        }
        for text in said {
            let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
            let spaced = text.replace('\u{a0}', " ");
            for typed in TYPED {
                let named = if typed.contains(':') { spaced.contains(typed) } else { words.contains(&typed) };
                assert!(!named, "{game} {lang}: the page tells the reader to type `{typed}`: {text}");
            }
        }
    }
}

/// Headless Chromium on `url` in a newcomer's window (1400×1000), its profile at `profile`,
/// its log beside it: the browser, its DevTools connection (before `deadline`) and the log.
fn newcomer_s_browser(name: &str, profile: &Path, url: &str, deadline: Instant) -> (Child, Socket, PathBuf) {
    browser_of_size(name, profile, url, deadline, "1400,1000")
}

/// [`newcomer_s_browser`] in a window of `size` ("width,height").
fn browser_of_size(name: &str, profile: &Path, url: &str, deadline: Instant, size: &str) -> (Child, Socket, PathBuf) {
    let log = profile.with_extension("log");
    let size = format!("--window-size={size}");
    let child = browser::headless(name, profile, url, &["--remote-debugging-port=0", &size])
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).expect("a log file"))
        .spawn()
        .expect("chromium starts");
    let devtools = devtools(&log, deadline).expect("the browser's DevTools");
    (child, devtools, log)
}

/// A person's page of a table of `game` in `lang` (seed 21, the person at seat 1 beside two
/// greedy bots), opened in a newcomer's headless Chromium and shown its first question.
struct Newcomer {
    game: String,
    _server: Server,
    child: Child,
    devtools: Socket,
    log: PathBuf,
    deadline: Instant,
}

/// Answers the question shown with its first option, or the amount box's amount.
const FIRST_ANSWER: &str = r##"(() => { const b = document.querySelector("#options button");
    if (b) b.click(); else document.getElementById("amount-pick").click(); return true; })()"##;

impl Newcomer {
    fn at_first_question(name: &str, dir: &Path, game: &str, lang: &str) -> Newcomer {
        Newcomer::in_window(name, dir, game, lang, "1400,1000")
    }

    /// [`Newcomer::at_first_question`] in a window of `size` ("width,height").
    fn in_window(name: &str, dir: &Path, game: &str, lang: &str, size: &str) -> Newcomer {
        std::fs::create_dir_all(dir).expect("a folder for the page");
        let save = dir.join(format!("{game}.save"));
        let seats = "human,bot:greedy,bot:greedy";
        let args =
            [game, "--seats", seats, "--seed", "21", "--lang", lang, "--save", save.to_str().unwrap_or_default()];
        let server = start(&args);
        let link = server.links[0].clone().expect("seat 1's link");
        let url = format!("http://{}{link}", server.addr);
        let profile = dir.join(format!("{game}-profile"));
        let deadline = Instant::now() + Duration::from_secs(120);
        let (child, devtools, log) = browser_of_size(name, &profile, &url, deadline, size);
        let mut page = Newcomer { game: game.to_string(), _server: server, child, devtools, log, deadline };
        page.wait("the page shows no question", "document.body.dataset.state === 'asked'");
        page
    }

    fn evaluate(&mut self, expression: &str) -> Value {
        evaluate(&mut self.devtools, expression)
    }

    /// Waits until the page's `until` holds, failing with `what` past the deadline.
    fn wait(&mut self, what: &str, until: &str) {
        while self.evaluate(until) != Value::Bool(true) {
            assert!(Instant::now() < self.deadline, "{}: {what}", self.game);
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Closes the browser, checking that the page logged no script error.
    fn close(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        assert!(!log.contains("Uncaught"), "{}: the page logged a script error:\n{log}", self.game);
    }
}

/// The first screen at 1400×1000 (a page 857 px high): how to win stands open above the board,
/// beside the question, and Chicago Poker's twelve first options are all in view (how to win in
/// the side panel left 8 of them); at 1280×720 the page itself never scrolls, each column
/// scrolling on its own, so no page scroll bar stands beside the side panel's and the question
/// never goes up with the board (Bootleggers' tall board).
#[test]
fn the_first_question_stands_whole_beside_how_to_win() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang, window) in [
        ("chicago-poker", "en", "1400,1000"),
        ("chicago-poker", "nl", "1280,720"),
        ("bootleggers", "fr", "1280,720"),
        ("godfathers", "en", "1280,720"),
        ("king-of-chicago", "nl", "1280,720"),
    ] {
        let mut page = Newcomer::in_window(name, &dir.path().join(format!("{game}-{window}")), game, lang, window);
        let seen = r##"(() => {
            const $ = (id) => document.getElementById(id);
            const options = [...document.querySelectorAll("#options button")].map((b) => b.getBoundingClientRect());
            const rules = $("rules").getBoundingClientRect();
            return {
                options: options.length,
                last_option: options.length ? options[options.length - 1].bottom : -1,
                rules_open: $("rules").open,
                rules_in_view: rules.top >= 0 && rules.top < window.innerHeight,
                rules_beside: $("board-wrap").contains($("rules")),
                page: document.documentElement.scrollHeight,
                wide: document.documentElement.scrollWidth,
                board_wide: $("board-wrap").scrollWidth - $("board-wrap").clientWidth,
                width: window.innerWidth,
                screen: window.innerHeight,
            };
        })()"##;
        let seen = page.evaluate(seen);
        let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
        assert_eq!(seen["rules_open"], true, "{game} {window}: how to win is not open: {seen}");
        assert_eq!(seen["rules_in_view"], true, "{game} {window}: how to win is out of view: {seen}");
        assert_eq!(seen["rules_beside"], true, "{game} {window}: how to win is not above the board: {seen}");
        assert!(at("page") <= at("screen"), "{game} {window}: the page scrolls: {seen}");
        assert!(at("wide") <= at("width") && at("board_wide") <= 0.0, "{game} {window}: a sideways scroll: {seen}");
        if window == "1400,1000" {
            assert!(at("options") >= 12.0, "{game}: fewer options than the deal gives: {seen}");
            assert!(at("last_option") <= at("screen"), "{game}: the last option is out of view: {seen}");
        }
        page.close();
    }
}

/// On a phone's narrow window (390 px) the page is one column: the question first, then the
/// board as wide as the window, no sideways scroll. Two columns left the board 94 px wide.
#[test]
fn a_phone_shows_the_question_first_and_the_board_as_wide_as_the_window() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang) in [("bootleggers", "en"), ("godfathers", "fr")] {
        let mut page = Newcomer::in_window(name, &dir.path().join(game), game, lang, "390,844");
        let seen = r##"(() => {
            const box = (id) => document.getElementById(id).getBoundingClientRect();
            return {
                width: window.innerWidth,
                wide: document.documentElement.scrollWidth,
                board: box("board").width,
                board_top: box("board").top,
                question_top: box("question").top,
            };
        })()"##;
        let seen = page.evaluate(seen);
        let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
        assert!(at("board") >= 0.9 * at("width") - 20.0, "{game}: the board is narrower than the window: {seen}");
        assert!(at("question_top") < at("board_top"), "{game}: the question is not first: {seen}");
        assert!(at("wide") <= at("width"), "{game}: a sideways scroll: {seen}");
        page.close();
    }
}

/// A long list of options scrolls inside the side panel: the question stays in view at its
/// top while the last options are read (in a window too short for the list, as Bootleggers'
/// deal menu of 40 options or King of Chicago's car of 39 are in any), where it went up out
/// of view with the first options.
#[test]
fn a_long_list_of_options_keeps_its_question_in_view() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang) in [("chicago-poker", "en"), ("king-of-chicago", "nl")] {
        let mut page = Newcomer::in_window(name, &dir.path().join(game), game, lang, "1280,420");
        let seen = r##"(() => {
            const $ = (id) => document.getElementById(id);
            $("help").click();
            const options = [...document.querySelectorAll("#options button")];
            options[options.length - 1].scrollIntoView({ block: "end" });
            const aside = document.querySelector("aside").getBoundingClientRect();
            const heading = $("question-text").getBoundingClientRect();
            const first = options[0].getBoundingClientRect();
            return {
                scrolled: document.querySelector("aside").scrollTop,
                first_out: first.top < aside.top,
                heading_top: heading.top,
                heading_bottom: heading.bottom,
                aside_top: aside.top,
                screen: window.innerHeight,
                on_top: document.elementFromPoint(heading.left + 4, heading.top + 4) === $("question-text")
                    || $("question-text").contains(document.elementFromPoint(heading.left + 4, heading.top + 4)),
            };
        })()"##;
        let seen = page.evaluate(seen);
        let at = |key: &str| seen[key].as_f64().unwrap_or(f64::NAN);
        assert!(at("scrolled") > 0.0 && seen["first_out"] == true, "{game}: the list does not scroll: {seen}");
        assert!(
            at("heading_top") >= at("aside_top") - 1.0 && at("heading_bottom") <= at("screen"),
            "{game}: the question went out of view: {seen}"
        );
        assert_eq!(seen["on_top"], true, "{game}: the options cover the question: {seen}");
        page.close();
    }
}

/// What a newcomer meets on every game's page at 1400×1000 in headless Chromium: the look-up
/// box is labelled and stands above the board, out of the question's way (a person typed the
/// price into it); how to win is open on the first screen and folded once the seat has answered,
/// one click opening it again; Chicago Poker's hand is in view above the options; the board
/// marks the places the options are about (the race's squares, Chicago Poker's establishments,
/// King of Chicago's lots and streets), the one under the pointer plainly; a click on a place
/// marked picks out its options; what is told after an answer is marked new.
#[test]
fn a_newcomer_s_page_keeps_the_question_in_view() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang) in
        [("king-of-chicago", "en"), ("chicago-poker", "fr"), ("godfathers", "nl"), ("bootleggers", "nl")]
    {
        let mut page = Newcomer::at_first_question(name, dir.path(), game, lang);
        let layout = r#"(() => {
            const $ = (id) => document.getElementById(id);
            const label = document.querySelector('label[for="find-words"]');
            const box = $("find-words").getBoundingClientRect();
            const hand = $("hand").getBoundingClientRect();
            return {
                label: label ? label.textContent : "",
                in_question: $("question").contains($("find")),
                box_shown: !$("find").hidden && box.height > 0 && box.bottom <= window.innerHeight,
                rules: $("rules").open,
                hand: $("hand").hidden ? "" : $("hand").textContent,
                hand_in_view: hand.top >= 0 && hand.bottom <= window.innerHeight,
                hand_at: [hand.top, hand.bottom, window.innerHeight],
                touching: [...document.querySelectorAll('#controls button')]
                    .map((b) => [b.textContent, b.getBoundingClientRect()])
                    .filter(([, r]) => r.width > 0)
                    .flatMap(([t, r], i, all) => i > 0 && all[i - 1][1].top === r.top && r.left - all[i - 1][1].right < 4
                        ? [`${all[i - 1][0]}|${t}`] : []),
            };
        })()"#;
        let seen = page.evaluate(layout);
        let words = Locale::load(&Source::Embedded, game, lang).expect("the language");
        assert_eq!(seen["label"], words.text("serve-find-label", &[]), "{game}: the look-up box's label");
        assert_eq!(seen["in_question"], false, "{game}: the look-up box stands inside the question");
        assert_eq!(seen["box_shown"], true, "{game}: the look-up box is not in view");
        assert_eq!(seen["rules"], true, "{game}: how to win is not open on the first screen");
        // Bootleggers' held-back questions' buttons stood in one box of the bar, touching.
        assert_eq!(seen["touching"], serde_json::json!([]), "{game}: buttons with no gap between them");
        if game == "chicago-poker" {
            let hand = seen["hand"].as_str().unwrap_or_default();
            assert!(hand.starts_with("Votre main (Joueur 1) : "), "{game}: the hand is not above the options: {hand}");
            assert_eq!(seen["hand_in_view"], true, "{game}: the hand is out of view: {seen}");
        } else {
            assert_eq!(seen["hand"], "", "{game}: a hand line for a game whose board shows it");
        }
        if game != "bootleggers" {
            // The places the options are about are marked on the board, and the first option
            // about a place marks its own under the pointer: its place's name (the backdrop's
            // title, or an establishment's first line) is in its words. Bootleggers' first
            // question (authority) is about no place.
            let marks = r##"(() => {
                const at = (cls) => [...document.querySelectorAll(`#board [data-at].${cls}`)];
                const places = (elements) => [...new Set(elements.map((e) => e.dataset.at))];
                const offered = places(at("offered"));
                let marked = [], names = [], option = "";
                for (const b of document.querySelectorAll("#options button")) {
                    b.dispatchEvent(new MouseEvent("mouseenter"));
                    const m = at("marked");
                    b.dispatchEvent(new MouseEvent("mouseleave"));
                    if (m.length === 0) continue;
                    marked = places(m);
                    names = m.map((e) => e.querySelector(":scope > title, :scope > text"))
                        .filter((e) => e).map((e) => e.textContent);
                    option = b.textContent;
                    break;
                }
                return { offered, marked, names, option, left: document.querySelectorAll("#board .marked").length };
            })()"##;
            let seen = page.evaluate(marks);
            let offered = strings(&seen["offered"]);
            let marked = strings(&seen["marked"]);
            assert!(offered.len() > 1, "{game}: the options' places are not marked: {seen}");
            assert_eq!(marked.len(), 1, "{game}: the option under the pointer marks no one place: {seen}");
            assert!(offered.contains(&marked[0]), "{game}: {seen}");
            let (option, name) = (seen["option"].as_str().unwrap_or_default(), strings(&seen["names"]));
            // The place's name without its kind in brackets ("veld 10 (sluipschutter)"), which
            // the option may say in other words.
            let name = name.first().map_or("", |n| n.split(" (").next().unwrap_or_default());
            assert!(
                !name.is_empty() && option.contains(name),
                "{game}: the option does not name its marked place: {seen}"
            );
            assert_eq!(seen["left"], 0, "{game}: the mark stays when the pointer leaves: {seen}");
            // A click on a place outlined picks out the options about it and brings the first
            // into view, focused, which marks its place (clicking did nothing, issue 35).
            let click = r##"(() => {
                const place = document.querySelector("#board [data-at].offered");
                place.dispatchEvent(new MouseEvent("click", { bubbles: true }));
                const li = document.activeElement.closest("#options li");
                const r = li ? li.getBoundingClientRect() : { top: -1, bottom: -1 };
                return {
                    at: place.dataset.at,
                    about: document.querySelectorAll("#options li.about").length,
                    focused_about: !!li && li.classList.contains("about"),
                    in_view: r.top >= 0 && r.bottom <= window.innerHeight,
                    marked: [...new Set([...document.querySelectorAll("#board .marked")].map((e) => e.dataset.at))],
                };
            })()"##;
            let seen = page.evaluate(click);
            assert!(seen["about"].as_u64().unwrap_or(0) >= 1, "{game}: a click picks out no option: {seen}");
            assert_eq!(seen["focused_about"], true, "{game}: a click focuses no option about its place: {seen}");
            assert_eq!(seen["in_view"], true, "{game}: the option about the place clicked is out of view: {seen}");
            assert_eq!(strings(&seen["marked"]), strings(&serde_json::json!([seen["at"]])), "{game}: {seen}");
        }
        page.evaluate(FIRST_ANSWER);
        page.wait(
            "how to win is still open once the seat has answered",
            "document.body.dataset.state !== 'connecting' && !document.getElementById('rules').open && !!document.querySelector('#options button, #amounts:not([hidden])')",
        );
        // What is told after the answer is marked new, what was told before it is not.
        page.wait(
            "nothing told since the answer is marked new",
            "document.querySelectorAll('#narration li.new').length > 0 && !document.querySelector('#narration li').classList.contains('new')",
        );
        page.evaluate("document.getElementById('rules-title').click()");
        page.wait("one click does not open how to win", "document.getElementById('rules').open");
        page.close();
    }
}

/// A person types an amount and presses Enter, as anyone who types a number does: the box
/// picks it as its button does (it did nothing). An amount refused comes back with the notice
/// and the box still holding what was typed, so a second Pick never bids the lowest amount
/// unchosen (it went back to the lowest).
#[test]
fn enter_in_the_amount_box_picks_the_amount() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("koc.save");
    let args =
        ["king-of-chicago", "--seats", "human,bot:greedy", "--seed", "11", "--save", save.to_str().unwrap_or("")];
    let server = start(&args);
    let link = server.links[0].clone().expect("seat 1's link");
    let url = format!("http://{}{link}", server.addr);
    let deadline = Instant::now() + Duration::from_secs(120);
    let (mut child, mut devtools, log) = newcomer_s_browser(name, &dir.path().join("profile"), &url, deadline);
    // The first options answered until a question offers the amount box (the auction's bid).
    let reach = r##"(() => {
        if (document.body.dataset.state !== "asked") return "wait";
        if (!document.getElementById("amounts").hidden) return "amount";
        const b = document.querySelector("#options button");
        if (b) b.click();
        return "clicked";
    })()"##;
    while evaluate(&mut devtools, reach) != Value::String("amount".into()) {
        assert!(Instant::now() < deadline, "no question offered an amount box");
        std::thread::sleep(Duration::from_millis(200));
    }
    let enter = |typed: &str| {
        format!(
            r#"(() => {{
                const box = document.getElementById("amount");
                box.value = "{typed}";
                box.dispatchEvent(new KeyboardEvent("keydown", {{ key: "Enter", bubbles: true }}));
                return document.getElementById("question").hidden;
            }})()"#
        )
    };
    // Far above the range: refused, asked again with the notice, the typed amount kept.
    let too_much = "987650";
    assert_eq!(evaluate(&mut devtools, &enter(too_much)), Value::Bool(true), "Enter did not pick the amount");
    let asked_again = format!(
        r#"(() => document.body.dataset.state === "asked" && !document.getElementById("notice").hidden
            && !document.getElementById("amounts").hidden && document.getElementById("amount").value === "{too_much}")()"#
    );
    while evaluate(&mut devtools, &asked_again) != Value::Bool(true) {
        assert!(Instant::now() < deadline, "the refused amount did not come back with a notice and the typed amount");
        std::thread::sleep(Duration::from_millis(200));
    }
    let low = evaluate(&mut devtools, "document.getElementById('amount').min");
    let low = low.as_str().unwrap_or_default().to_string();
    assert_eq!(evaluate(&mut devtools, &enter(&low)), Value::Bool(true), "Enter did not pick the amount");
    let _ = child.kill();
    let _ = child.wait();
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(!log.contains("Uncaught"), "the page logged a script error:\n{log}");
}

/// Bootleggers' deal price in a browser: Pick with the box empty is refused by the page in its
/// language (no amount is chosen for the person), the question kept; an amount typed is then
/// taken.
#[test]
fn pick_with_the_price_box_empty_is_refused_then_an_amount_is_taken() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save = dir.path().join("price.save");
    let seats = "human,bot:greedy,bot:greedy,bot:greedy";
    let args =
        ["bootleggers", "--seats", seats, "--seed", "12", "--lang", "fr", "--save", save.to_str().unwrap_or_default()];
    let server = start(&args);
    let link = server.links[0].clone().expect("seat 1's link");
    let url = format!("http://{}{link}", server.addr);
    let deadline = Instant::now() + Duration::from_secs(120);
    let (mut child, mut devtools, log) = newcomer_s_browser(name, &dir.path().join("profile"), &url, deadline);
    // A deal asked for, the truck offered for rent, until the price box stands empty.
    let reach = r##"(() => {
        if (document.body.dataset.state !== "asked") return "wait";
        const deal = document.querySelector('#commands button[data-command="deal"]');
        if (deal && !deal.classList.contains("requested") && !window.dealAsked) { window.dealAsked = true; deal.click(); }
        const box = document.getElementById("amount");
        if (!document.getElementById("amounts").hidden && box.value === "") return "price";
        const buttons = [...document.querySelectorAll("#options button")];
        const rent = buttons.find((b) => b.textContent.startsWith("louer votre"));
        if (rent) rent.click();
        else if (buttons.length > 0) buttons[0].click();
        else document.getElementById("amount-pick").click();
        return "clicked";
    })()"##;
    while evaluate(&mut devtools, reach) != Value::String("price".into()) {
        assert!(Instant::now() < deadline, "no deal price was asked");
        std::thread::sleep(Duration::from_millis(200));
    }
    let price = evaluate(&mut devtools, "document.getElementById('question-text').textContent");
    assert!(price.as_str().is_some_and(|t| t.contains("pour combien")), "not the price: {price}");
    let refused = r#"(() => { document.getElementById("amount-pick").click();
        return [document.getElementById("notice").hidden ? "" : document.getElementById("notice").textContent,
                document.getElementById("question").hidden]; })()"#;
    let said = evaluate(&mut devtools, refused);
    let empty = "Tapez d'abord un montant dans la case : aucun n'est choisi à votre place.";
    assert_eq!(said, serde_json::json!([empty, false]), "the empty box was not refused in French");
    let taken = r#"(() => { const box = document.getElementById("amount"); box.value = box.min;
        document.getElementById("amount-pick").click(); return document.getElementById("question").hidden; })()"#;
    assert_eq!(evaluate(&mut devtools, taken), Value::Bool(true), "the amount typed was not sent");
    // The table takes it: the next page asks something else (or waits), and says no amount was wrong.
    let moved_on = r#"(() => { const t = document.getElementById("question-text").textContent;
        const n = document.getElementById("notice");
        return document.body.dataset.state !== "connecting" && (document.getElementById("question").hidden || !t.includes("pour combien"))
            && (n.hidden || !n.textContent.includes("n'est pas un montant")); })()"#;
    std::thread::sleep(Duration::from_millis(1500));
    while evaluate(&mut devtools, moved_on) != Value::Bool(true) {
        assert!(Instant::now() < deadline, "the price typed was not taken");
        std::thread::sleep(Duration::from_millis(200));
    }
    let _ = child.kill();
    let _ = child.wait();
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(!log.contains("Uncaught"), "the page logged a script error:\n{log}");
}

/// A look-up's answer is shown on the board too: the places `board <words>` found are outlined
/// (dashed, apart from the options' marks) with a line saying so, until the seat's next
/// command. King of Chicago's police (the department and the car's street), the race's square
/// 12, a Chicago Poker establishment looked up by its name as the board writes it, Bootleggers'
/// docks by the Dutch word a newcomer types ("kade"; the board says "dok"). The answer stands
/// under the look-up box, in the first screen of a 1280×720 window, and leaves the question in
/// view: King of Chicago's Dutch hospital, a six-line answer, once stood in the side panel above
/// the question and pushed it below the window.
#[test]
fn a_look_up_outlines_what_it_found_on_the_board() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang, words) in [
        ("king-of-chicago", "en", "police"),
        ("king-of-chicago", "nl", "Ziekenhuis"),
        ("godfathers", "nl", "12"),
        ("chicago-poker", "fr", ""),
        ("bootleggers", "nl", "kade"),
    ] {
        let mut page = Newcomer::in_window(name, &dir.path().join(lang), game, lang, "1280,720");
        // Chicago Poker: the first establishment on the board, by the first line it shows.
        let words = if words.is_empty() {
            let first = "document.querySelector('#board [data-at] > text').textContent";
            page.evaluate(first).as_str().unwrap_or_default().to_string()
        } else {
            words.to_string()
        };
        assert!(!words.is_empty(), "{game}: no establishment's name on the board");
        let look = format!(
            r#"(() => {{ document.getElementById("find-words").value = {words:?};
                document.getElementById("find-go").click(); return true; }})()"#
        );
        page.evaluate(&look);
        page.wait(
            "the look-up outlined nothing",
            "document.querySelectorAll('#board .found').length > 0 && !document.getElementById('found-note').hidden",
        );
        let found = r#"[...new Set([...document.querySelectorAll('#board .found')].map((e) => e.dataset.at))]"#;
        let found = strings(&page.evaluate(found));
        let expected: Vec<&str> = match game {
            // The police department (a square) and the street the police car stands on.
            "king-of-chicago" if lang == "en" => vec!["police"],
            "king-of-chicago" => vec!["hospital"],
            "godfathers" => vec!["12"],
            // The three docks, at every speakeasy that has them (PHASE 4, 3).
            "bootleggers" => vec!["dock-majority", "dock-minority", "dock-public"],
            _ => vec![],
        };
        for at in &expected {
            assert!(found.iter().any(|f| f.contains(at)), "{game}: {words:?} outlined {found:?}");
        }
        if game == "king-of-chicago" && lang == "en" {
            assert!(found.len() >= 2, "{game}: the department and the car's street: {found:?}");
        } else if game == "bootleggers" {
            assert_eq!(found.len(), 3, "{game}: {words:?} outlined {found:?}");
        } else if game != "king-of-chicago" {
            assert_eq!(found.len(), 1, "{game}: {words:?} outlined {found:?}");
        }
        let answer = page.evaluate("document.getElementById('answer').textContent");
        assert!(!answer.as_str().unwrap_or_default().is_empty(), "{game}: no answer beside the outline");
        // The answer stands under the box it was asked in, in the first screen; the question's
        // first option stays in view beside it.
        let placed = r#"(() => {
            const answer = document.getElementById("answer").getBoundingClientRect();
            const find = document.getElementById("find").getBoundingClientRect();
            const option = document.getElementById("options").querySelector("button").getBoundingClientRect();
            return { top: answer.top, bottom: answer.bottom, find: find.bottom, screen: window.innerHeight, option: option.bottom };
        })()"#;
        let placed = page.evaluate(placed);
        let at = |key: &str| placed[key].as_f64().unwrap_or(f64::NAN);
        assert!(
            at("top") >= at("find") && at("bottom") <= at("screen"),
            "{lang} {game}: the answer is not under the look-up box in the first screen: {placed}"
        );
        assert!(at("option") <= at("screen"), "{lang} {game}: the question's first option is out of view: {placed}");
        // The seat's next command (its answer) takes the outline away.
        page.evaluate(FIRST_ANSWER);
        page.wait(
            "the look-up's outline stays after the seat answered",
            "document.querySelectorAll('#board .found').length === 0 && document.getElementById('found-note').hidden",
        );
        page.close();
    }
}

/// Bootleggers' families' rows (a family's name, stills and back room) and the legend under
/// them, and the speakeasies' own labels (their docks), on a newcomer's page where the tall
/// board would be shrunk to the window's height: each line at least 12 px high on the screen
/// (they were drawn at about 8 px in a 1280×720 window), inside the board, and no line over
/// another, in each language.
#[test]
fn bootleggers_families_and_legend_are_readable_on_the_page() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (lang, window) in [("en", "1400,1000"), ("en", "1280,720"), ("fr", "1280,720"), ("nl", "1280,720")] {
        let mut page =
            Newcomer::in_window(name, &dir.path().join(format!("{lang}-{window}")), "bootleggers", lang, window);
        page.screenshot(&format!("bootleggers-board-{lang}-{window}"));
        let seen = r##"(() => {
            const board = document.getElementById("board");
            const scale = board.getScreenCTM().a;
            // The board's own background, not the box the page gives it.
            const frame = board.querySelector("#backdrop > rect").getBoundingClientRect();
            // The legend's lines (beside their marks, at x = 104), not the marks they explain
            // (a truck's and a marker's number, drawn as on the board).
            const texts = [...board.querySelectorAll('[data-piece^="family-"] > text, .legend > text[x="104"], [data-piece="cop"] text')];
            const labels = [...board.querySelectorAll('#backdrop text[font-size="16"]')];
            const boxes = texts.map((t) => [t.textContent, t.getBoundingClientRect()]);
            const overlaps = [];
            boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, s]) => {
                if (r.left < s.right - 1 && s.left < r.right - 1 && r.top < s.bottom - 1 && s.top < r.bottom - 1) overlaps.push(`${a} | ${b}`);
            }));
            return {
                count: texts.length,
                smallest: Math.min(...texts.map((t) => parseFloat(t.getAttribute("font-size")) * scale)),
                labels: labels.length,
                smallest_label: Math.min(...labels.map((t) => parseFloat(t.getAttribute("font-size")) * scale)),
                outside: boxes.filter(([, r]) => r.left < frame.left || r.right > frame.right).map(([t]) => t),
                overlaps,
            };
        })()"##;
        let seen = page.evaluate(seen);
        assert!(seen["count"].as_u64().unwrap_or(0) >= 10, "{lang}: no families' rows on the board: {seen}");
        let smallest = seen["smallest"].as_f64().unwrap_or(0.0);
        assert!(smallest >= 12.0, "{lang} {window}: the families' rows and legend are {smallest:.1} px high: {seen}");
        assert!(seen["labels"].as_u64().unwrap_or(0) >= 5, "{lang}: no speakeasy labels: {seen}");
        let label = seen["smallest_label"].as_f64().unwrap_or(0.0);
        assert!(label >= 12.0, "{lang} {window}: the speakeasies' labels are {label:.1} px high: {seen}");
        assert_eq!(seen["outside"], serde_json::json!([]), "{lang}: lines past the board's edge");
        assert_eq!(seen["overlaps"], serde_json::json!([]), "{lang}: lines drawn over each other");
        page.close();
    }
}

/// Where the newest news line, the question and the notice stand in the window.
const IN_VIEW: &str = r#"(() => {
    const $ = (id) => document.getElementById(id);
    const inside = (r) => r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    const list = $("narration");
    const last = list.lastElementChild;
    const box = list.getBoundingClientRect();
    const line = last ? last.getBoundingClientRect() : null;
    const notice = $("notice").getBoundingClientRect();
    return {
        news: last ? last.textContent : "",
        news_in_view: !!line && inside(line) && line.top >= box.top - 1 && line.bottom <= box.bottom + 1,
        news_bottom: line ? line.bottom : -1,
        question: $("question-text").textContent,
        question_in_view: !$("question").hidden && inside($("question-text").getBoundingClientRect()),
        question_height: $("question").getBoundingClientRect().height,
        notice: $("notice").hidden ? "" : $("notice").textContent,
        notice_in_view: !$("notice").hidden && inside(notice),
        height: window.innerHeight,
        panel: $("panel").clientHeight,
        panel_whole: $("panel").scrollHeight,
    };
})()"#;

impl Newcomer {
    /// Answers `answers` questions with their first option, waiting for each to be asked.
    fn answer_first(&mut self, answers: usize) {
        for _ in 0..answers {
            self.wait("no question asked", "document.body.dataset.state === 'asked'");
            self.evaluate(FIRST_ANSWER);
            std::thread::sleep(Duration::from_millis(300));
        }
        self.wait("no question asked", "document.body.dataset.state === 'asked'");
    }

    /// The page as a PNG in `SERVE_SCREENSHOTS`'s folder, where that is set (to look at).
    fn screenshot(&mut self, name: &str) {
        let Some(dir) = std::env::var_os("SERVE_SCREENSHOTS") else { return };
        let shot = devtools_call(&mut self.devtools, "Page.captureScreenshot", serde_json::json!({ "format": "png" }));
        let data = shot["result"]["data"].as_str().unwrap_or_default();
        let _ = std::fs::write(Path::new(&dir).join(format!("{name}.png")), unbase64(data));
    }
}

/// A long question (Bootleggers' with its options' help ticked, King of Chicago's too) in a
/// 1400×857 window: the newest line of "What you were told" and the question both stand in
/// the window (the news stood under the question, its last lines below the window's bottom),
/// and Bootleggers' "you hold no thug card" notice, asked for from the bar, too (it showed at
/// y≈1810).
#[test]
fn the_newest_news_and_the_notices_stand_in_the_window() {
    let Some(name) = browser::chromium("tests/serve.rs's browser test") else { return };
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (game, lang) in [("bootleggers", "en"), ("bootleggers", "nl"), ("king-of-chicago", "fr")] {
        // A 1400×1000 window shows a page 857 px high.
        let mut page = Newcomer::in_window(name, &dir.path().join(format!("{game}-{lang}")), game, lang, "1400,1000");
        page.evaluate("document.getElementById('help').click()");
        // The first options answered until a question, its help shown, takes half the window.
        let mut seen = page.evaluate(IN_VIEW);
        for _ in 0..40 {
            if seen["question_height"].as_f64().unwrap_or(0.0) * 2.0 > seen["height"].as_f64().unwrap_or(0.0) {
                break;
            }
            page.answer_first(1);
            seen = page.evaluate(IN_VIEW);
        }
        page.screenshot(&format!("{game}-{lang}-help"));
        // About 857 px high; Chromium's versions differ by a few pixels in what the window's
        // frame takes (148 leaves 861).
        let height = seen["height"].as_f64().unwrap_or(0.0);
        assert!((820.0..=900.0).contains(&height), "{game} {lang}: {seen}");
        let long = seen["question_height"].as_f64().unwrap_or(0.0) * 2.0 > height;
        assert!(long, "{game} {lang}: no long question: {seen}");
        assert_ne!(seen["news"], "", "{game} {lang}: no news told: {seen}");
        assert_eq!(seen["news_in_view"], true, "{game} {lang}: the newest news is out of view: {seen}");
        assert_eq!(seen["question_in_view"], true, "{game} {lang}: the question is out of view: {seen}");
        // The seat's status (its money) under the long question keeps its height, the side
        // panel scrolling: it was squeezed to one line, 16 px.
        let (panel, whole) = (seen["panel"].as_f64().unwrap_or(0.0), seen["panel_whole"].as_f64().unwrap_or(0.0));
        assert!(panel >= whole.min(120.0), "{game} {lang}: the status is squeezed: {seen}");
        if game == "bootleggers" {
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
            page.evaluate(r#"document.querySelector('#commands [data-command="thug"]').click()"#);
            page.wait("no notice", "!document.getElementById('notice').hidden");
            page.screenshot(&format!("{game}-{lang}-thug"));
            let seen = page.evaluate(IN_VIEW);
            let words = Locale::load(&Source::Embedded, game, lang).expect("the language");
            assert_eq!(seen["notice"], words.text("thug-request-no-card", &[]), "{lang}: {seen}");
            assert_eq!(seen["notice_in_view"], true, "{lang}: the notice is out of view: {seen}");
        }
        page.close();
    }
}

/// Standard base64 (DevTools' screenshots) as bytes; what is not of its alphabet is skipped.
fn unbase64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let (mut out, mut bits, mut held) = (Vec::new(), 0u32, 0u32);
    for c in text.bytes() {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else { continue };
        bits = (bits << 6) | v as u32;
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    out
}

/// The Save notice's command brings back the table as it was shaped: a modded game with its
/// mod (the save is checked against the content's digest, so without it `--load` refuses the
/// save). It said `mobrules serve GAME --load FILE` whatever the mods.
#[test]
fn the_saved_notice_s_command_carries_the_mods() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let save_file = dir.path().join("modded.save");
    let root = env!("CARGO_MANIFEST_DIR");
    let mod_dir = format!("{root}/examples/mods/verdict");
    let args = ["chicago-poker", "--mod", &mod_dir, "--seats", "human,bot:greedy", "--seed", SEED];
    let server = start(&[&args[..], &["--save", save_file.to_str().unwrap(), "--scenarios"]].concat());
    let link = server.links[0].clone().expect("seat 1's link");
    let mut person = Person::new(connect(&server.addr, &link).expect("the link connects"));
    person.settle();
    let notice = saved_notice(&mut person);
    let command = format!("mobrules serve chicago-poker --mod {mod_dir} --scenarios --load FILE");
    assert!(notice.contains(&command), "{notice}");
}
