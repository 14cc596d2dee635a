//! Headless Chromium for the tests that open the program's pages: Debian's `chromium`
//! (`.ci/run` installs it), started with a profile of its own and without the background
//! connections a closed network refuses.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use tungstenite::WebSocket;
use tungstenite::stream::MaybeTlsStream;

/// A DevTools connection to a page.
pub type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

/// The browser, or `None` (with a notice naming `test`) when it is missing and this is not CI;
/// on CI a missing browser fails the test.
pub fn chromium(test: &str) -> Option<&'static str> {
    let found = Command::new("chromium").arg("--version").output().is_ok_and(|o| o.status.success());
    if found {
        return Some("chromium");
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "chromium is not installed: CI needs Debian's chromium for {test} (apt-get install -y chromium; .ci/run does it)"
    );
    // Written to the standard error itself, which the test harness does not capture.
    let _ = std::io::stderr().write_all(
        format!("NOTICE: {test} skipped: chromium is not installed (apt-get install -y chromium)\n").as_bytes(),
    );
    None
}

/// Headless `name` on `url` with the profile folder `profile` and the flags `more`.
pub fn headless(name: &str, profile: &Path, url: &str, more: &[&str]) -> Command {
    let mut c = Command::new(name);
    c.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-logging=stderr",
        "--v=0",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .args(more)
    .arg(url);
    c
}

/// The DevTools connection to the page of a browser started with `--remote-debugging-port=0`
/// and logging to `log`, once it listens (before `deadline`). (The viewer's tests read a page
/// printed out and never connect.)
#[allow(dead_code)]
pub fn devtools(log: &Path, deadline: Instant) -> Option<Socket> {
    while Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(200));
        let text = std::fs::read_to_string(log).unwrap_or_default();
        let Some(port) = text.split("DevTools listening on ws://127.0.0.1:").nth(1) else { continue };
        let addr = format!("127.0.0.1:{}", port.split('/').next().unwrap_or_default());
        let Ok(mut s) = TcpStream::connect(&addr) else { continue };
        let _ = write!(s, "GET /json/list HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        let _ = s.set_read_timeout(Some(Duration::from_secs(3)));
        let mut body = String::new();
        let _ = s.read_to_string(&mut body);
        let body = body.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or_default();
        let targets: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
        let page = targets.as_array().into_iter().flatten().find(|t| t["type"] == "page");
        let socket = page
            .and_then(|t| t["webSocketDebuggerUrl"].as_str())
            .and_then(|u| tungstenite::connect(u).ok())
            .map(|(socket, _)| socket);
        if socket.is_some() {
            return socket;
        }
    }
    None
}

/// What `expression` gives on the page behind `socket`, as a value.
#[allow(dead_code)]
pub fn evaluate(socket: &mut Socket, expression: &str) -> serde_json::Value {
    let ask = serde_json::json!({ "id": 1, "method": "Runtime.evaluate",
        "params": { "expression": expression, "returnByValue": true } });
    socket.send(tungstenite::Message::Text(ask.to_string().into())).expect("DevTools takes the question");
    loop {
        let text = match socket.read() {
            Ok(tungstenite::Message::Text(text)) => text,
            Ok(_) => continue,
            Err(e) => panic!("DevTools' connection broke: {e}"),
        };
        let v: serde_json::Value = serde_json::from_str(text.as_str()).unwrap_or_default();
        if v["id"] == 1 {
            return v["result"]["result"]["value"].clone();
        }
    }
}

/// The news list as the page shows it: how many lines, and for its last (the longest number),
/// the room its margin leaves left of the line, inside the list's box that clips it, beside the
/// width of its number as the browser writes it ("1206. ", in the line's font, its digits as
/// wide as a list's marker sets them).
#[allow(dead_code)]
pub const NEWS_NUMBER_SEEN: &str = r##"(() => {
    const list = document.getElementById("narration");
    const lines = list.querySelectorAll(":scope > li");
    if (!lines.length) return null;
    const last = lines[lines.length - 1];
    const number = document.createElement("span");
    number.textContent = `${lines.length}. `;
    Object.assign(number.style, { whiteSpace: "pre", fontVariantNumeric: "tabular-nums", border: "0", padding: "0" });
    last.appendChild(number);
    const width = number.getBoundingClientRect().width;
    number.remove();
    const room = last.getBoundingClientRect().left - (list.getBoundingClientRect().left + list.clientLeft);
    return { lines: lines.length, width, room };
})()"##;
