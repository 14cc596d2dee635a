//! The web server of `mobrules serve`: one page a person's seat, reached by a link holding that
//! seat's secret, and a WebSocket beside it that carries the seat's page as the table changes
//! and the person's commands back. The game itself runs on its own thread
//! ([`crate::table::web`]); this module names no game.
//!
//! A request whose secret is no seat's gets an empty 404. A connection acts only for the seat
//! its link names, and what it is sent is that seat's page only ([`SeatPage`]), plus
//! what every page shows alike ([`TablePage`]); at a table of one person, its page may also
//! download the position at its question as a scenario file (`/seat/SECRET/scenario/ASK`),
//! which holds every hidden card and the cards to come.

mod page;
mod token;

use crate::engine::locale::Locale;
use crate::engine::seat::Seat;
use crate::entry::Loaded;
use crate::table::SeatKind;
use crate::table::web::{Command, Inbound, Outbox, ScenarioFile, SeatPage, TablePage, WebSetup};
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::collections::VecDeque;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{Notify, watch};

pub use token::{fresh as fresh_token, strong as strong_token};

/// A table to serve: who sits where, the game so far, where it is saved.
pub struct Table {
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub answers: Vec<Vec<usize>>,
    pub lang: String,
    pub save: PathBuf,
    /// Each seat's link secret (empty for a bot).
    pub tokens: Vec<String>,
    /// Whether the answers are a finished save's: the pages say so.
    pub finished: bool,
    /// `--scenarios`: a table of one person offers its question's position as a scenario file.
    pub scenarios: bool,
    /// How the host brings the table back, up to `--load FILE` ([`WebSetup::restart`]).
    pub restart: String,
}

/// Why a served table ended before its host stopped it.
#[derive(Debug)]
pub enum Stopped {
    /// The server could not start (the system's words).
    Start(String),
    /// The server stopped taking connections.
    Server,
    /// The table stopped (a save that no longer replays): the game's words.
    Table(String),
    /// The table's thread ended without a word.
    Gone,
}

impl Stopped {
    /// Why, in `locale`'s words, for the host.
    pub fn words(&self, locale: &Locale) -> String {
        match self {
            Stopped::Start(e) => locale.text("serve-error-start", &[("error", e.clone().into())]),
            Stopped::Server => locale.text("serve-error-stopped", &[]),
            Stopped::Table(e) => locale.text("serve-error-table", &[("error", e.clone().into())]),
            Stopped::Gone => locale.text("serve-error-table-gone", &[]),
        }
    }
}

/// A listening socket, before the table is served on it.
pub struct Bound {
    listener: std::net::TcpListener,
}

impl Bound {
    /// Listens on `addr` (port 0: one the system picks).
    ///
    /// # Errors
    /// The address cannot be listened on.
    pub fn listen(addr: SocketAddr) -> std::io::Result<Bound> {
        let listener = std::net::TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        Ok(Bound { listener })
    }

    /// The address listened on (with the port the system picked).
    ///
    /// # Errors
    /// The system cannot say.
    pub fn addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Plays the table on its own thread and serves its pages until the process is stopped.
    ///
    /// # Errors
    /// The table stopped (a save that no longer replays), or the server failed.
    pub fn serve(self, game: Box<dyn Loaded>, table: Table) -> Result<(), Stopped> {
        let (table_tx, table_rx) = watch::channel(None);
        let (seat_tx, seat_rx): (Vec<_>, Vec<_>) = table.seats.iter().map(|_| watch::channel(None)).unzip();
        let (inbox_tx, inbox_rx) = mpsc::channel();
        let shared =
            Arc::new(Shared { tokens: table.tokens.clone(), inbox: inbox_tx, table: table_rx, seats: seat_rx });
        let (done_tx, done_rx) = tokio::sync::oneshot::channel();
        std::thread::spawn(move || {
            let result =
                Locale::load(game.source(), game.id(), &table.lang).map_err(|d| d.message).and_then(|locale| {
                    game.play_web(WebSetup {
                        seats: table.seats,
                        seed: table.seed,
                        answers: table.answers,
                        locale,
                        save: table.save,
                        tokens: table.tokens,
                        finished: table.finished,
                        scenarios: table.scenarios,
                        restart: table.restart,
                        inbox: inbox_rx,
                        outbox: Box::new(Pages { table: table_tx, seats: seat_tx }),
                    })
                });
            let _ = done_tx.send(result);
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| Stopped::Start(e.to_string()))?;
        runtime.block_on(async move {
            let listener =
                tokio::net::TcpListener::from_std(self.listener).map_err(|e| Stopped::Start(e.to_string()))?;
            let app = Router::new()
                .route("/seat/{token}", get(seat_page))
                .route("/seat/{token}/ws", get(seat_socket))
                .route("/seat/{token}/scenario/{ask}", get(seat_scenario))
                .with_state(shared.clone());
            tokio::select! {
                () = accept(listener, app, shared) => Err(Stopped::Server),
                done = done_rx => match done {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(e)) => Err(Stopped::Table(e)),
                    Err(_) => Err(Stopped::Gone),
                },
            }
        })
    }
}

/// How long a connection may take to send a request naming a seat: a browser sends its whole
/// request at once.
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// How many connections may be waiting to name a seat at once; a new one past that closes the
/// one that has waited longest. Each holds a file descriptor: half-sent requests (no secret
/// needed) kept open by the hundred took every descriptor the process had, and a seat's own
/// link could no longer connect.
pub const MAX_WAITING: usize = 64;

/// The connections that have not yet named a seat, oldest first, each with what closes it.
#[derive(Default)]
struct Gate {
    waiting: Mutex<VecDeque<(u64, Arc<Notify>)>>,
}

impl Gate {
    fn waiting(&self) -> std::sync::MutexGuard<'_, VecDeque<(u64, Arc<Notify>)>> {
        self.waiting.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Counts connection `id` in, closing the longest waiting if there are too many.
    fn enter(&self, id: u64) -> Arc<Notify> {
        let close = Arc::new(Notify::new());
        let mut waiting = self.waiting();
        while waiting.len() >= MAX_WAITING {
            if let Some((_, oldest)) = waiting.pop_front() {
                oldest.notify_one();
            }
        }
        waiting.push_back((id, close.clone()));
        close
    }

    /// Takes connection `id` out of the count: it named a seat, or it is closed. Whether it
    /// was still counted.
    fn leave(&self, id: u64) -> bool {
        let mut waiting = self.waiting();
        let before = waiting.len();
        waiting.retain(|(i, _)| *i != id);
        waiting.len() != before
    }
}

/// Serves `app` on every connection `listener` takes, each given [`HEADER_TIMEOUT`] to name a
/// seat and counted among [`MAX_WAITING`] until it does; one that names a seat is served for as
/// long as it lasts.
async fn accept(listener: tokio::net::TcpListener, app: Router, shared: Arc<Shared>) {
    let gate = Arc::new(Gate::default());
    let mut next = 0u64;
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of descriptors, or a connection gone before it was taken: wait a little
            // for the closed ones to be given back rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        next += 1;
        let id = next;
        let close = gate.enter(id);
        let (app, shared, gate) = (app.clone(), shared.clone(), gate.clone());
        tokio::spawn(async move {
            let admit = gate.clone();
            let service = hyper::service::service_fn(move |request: axum::extract::Request<hyper::body::Incoming>| {
                if names_a_seat(&shared, request.uri().path()) {
                    admit.leave(id);
                }
                tower_service::Service::call(&mut app.clone(), request)
            });
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder.timer(hyper_util::rt::TokioTimer::new()).header_read_timeout(HEADER_TIMEOUT);
            let connection = builder.serve_connection(hyper_util::rt::TokioIo::new(stream), service).with_upgrades();
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                _ = &mut connection => {
                    gate.leave(id);
                    return;
                }
                () = close.notified() => return,
                () = tokio::time::sleep(HEADER_TIMEOUT) => {}
            }
            // Past the time allowed: a connection that never named a seat is closed.
            if !gate.leave(id) {
                let _ = connection.await;
            }
        });
    }
}

/// Whether `path` is a seat's page, socket or scenario file, by its secret.
fn names_a_seat(shared: &Shared, path: &str) -> bool {
    path.strip_prefix("/seat/")
        .map(|rest| rest.split('/').next().unwrap_or(rest))
        .is_some_and(|token| shared.seat(token).is_some())
}

/// What the request handlers share.
struct Shared {
    tokens: Vec<String>,
    inbox: mpsc::Sender<(Seat, Inbound)>,
    /// The table's page, as JSON.
    table: watch::Receiver<Option<Arc<String>>>,
    seats: Vec<watch::Receiver<Option<Arc<SeatPage>>>>,
}

impl Shared {
    /// The seat whose secret `token` is, if any.
    fn seat(&self, token: &str) -> Option<Seat> {
        let mut found = None;
        // Every secret is compared whole, whichever matches: the time taken tells nothing.
        for (i, t) in self.tokens.iter().enumerate() {
            if token::same(t, token) {
                found = Some(Seat(i as u8));
            }
        }
        found
    }
}

/// The game thread's pages, kept for the connections to send.
struct Pages {
    table: watch::Sender<Option<Arc<String>>>,
    seats: Vec<watch::Sender<Option<Arc<SeatPage>>>>,
}

impl Outbox for Pages {
    fn table(&self, page: &TablePage) {
        let json = serde_json::json!({ "kind": "table", "table": page }).to_string();
        self.table.send_replace(Some(Arc::new(json)));
    }

    fn seat(&self, seat: Seat, page: &SeatPage) {
        if let Some(tx) = self.seats.get(seat.index()) {
            tx.send_replace(Some(Arc::new(page.clone())));
        }
    }
}

/// The longest message a page may send, in bytes: a command is a few dozen, a look at the
/// board a few words. A longer one closes its connection rather than fill the server's memory
/// (the tungstenite default is 64 MiB a connection).
const MAX_COMMAND: usize = 16 * 1024;

/// Nothing, for a request that names no seat.
fn nothing() -> Response {
    StatusCode::NOT_FOUND.into_response()
}

async fn seat_page(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    if shared.seat(&token).is_none() {
        return nothing();
    }
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        page::HTML.as_str(),
    )
        .into_response()
}

/// How long a page's "save as scenario" waits for the table: it is answered once the table
/// listens to its people again (at once while the seat is asked; bots that think may hold it).
const SCENARIO_WAIT: Duration = Duration::from_secs(120);

/// The position at the seat's question `ask` as a scenario file, downloaded under its name;
/// a question gone, or a table of several people, is refused with why (which the table also
/// tells the seat's page).
async fn seat_scenario(State(shared): State<Arc<Shared>>, Path((token, ask)): Path<(String, u64)>) -> Response {
    let Some(seat) = shared.seat(&token) else {
        return nothing();
    };
    let (reply, answer) = mpsc::channel();
    if shared.inbox.send((seat, Inbound::Scenario { ask, reply })).is_err() {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    let waited = tokio::task::spawn_blocking(move || answer.recv_timeout(SCENARIO_WAIT)).await;
    match waited {
        Ok(Ok(Ok(ScenarioFile { name, text }))) => (
            [
                (header::CONTENT_TYPE, "application/toml; charset=utf-8".to_string()),
                (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
                (header::CACHE_CONTROL, "no-store".to_string()),
            ],
            text,
        )
            .into_response(),
        Ok(Ok(Err(why))) => {
            (StatusCode::CONFLICT, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], why).into_response()
        }
        Ok(Err(_)) | Err(_) => StatusCode::SERVICE_UNAVAILABLE.into_response(),
    }
}

async fn seat_socket(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Response {
    let Some(seat) = shared.seat(&token) else {
        return nothing();
    };
    match upgrade {
        Ok(upgrade) => upgrade
            .max_message_size(MAX_COMMAND)
            .max_frame_size(MAX_COMMAND)
            .on_upgrade(move |socket| connection(socket, seat, shared)),
        Err(rejection) => rejection.into_response(),
    }
}

/// One page's connection: the table's page once, then the seat's page whenever it changes
/// (the news only from where this connection left it), and the page's commands to the table.
async fn connection(mut socket: WebSocket, seat: Seat, shared: Arc<Shared>) {
    let mut table = shared.table.clone();
    let Ok(json) = table.wait_for(Option::is_some).await.map(|t| t.clone()) else { return };
    let Some(json) = json else { return };
    if socket.send(Message::Text(json.as_str().into())).await.is_err() {
        return;
    }
    let Some(mut pages) = shared.seats.get(seat.index()).cloned() else { return };
    let mut sent = Sent::default();
    pages.mark_changed();
    loop {
        tokio::select! {
            changed = pages.changed() => {
                if changed.is_err() {
                    return;
                }
                let page = pages.borrow_and_update().clone();
                if let Some(page) = page
                    && socket.send(Message::Text(seat_message(&page, &mut sent).into())).await.is_err()
                {
                    return;
                }
            }
            message = socket.recv() => match message {
                Some(Ok(Message::Text(text))) => {
                    // A command that does not parse is no command: the page is the table's own.
                    if let Ok(command) = serde_json::from_str::<Command>(text.as_str()) {
                        let _ = shared.inbox.send((seat, Inbound::Page(command)));
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return,
            },
        }
    }
}

/// How much of a seat's news a connection has sent.
#[derive(Default)]
struct Sent {
    /// The run of the game they came from (an undo plays the game again).
    run: u32,
    news: usize,
}

/// A seat's page as one message: everything but the news, and the news from what was sent on
/// (the page keeps what came before, and cuts its list to `news_start` first: after an undo it
/// is all sent again).
fn seat_message(page: &SeatPage, sent: &mut Sent) -> String {
    let start = if sent.run == page.run { sent.news.min(page.news.len()) } else { 0 };
    *sent = Sent { run: page.run, news: page.news.len() };
    let mut value = serde_json::to_value(page).unwrap_or_default();
    if let Some(o) = value.as_object_mut() {
        o.remove("news");
    }
    serde_json::json!({ "kind": "seat", "seat": value, "news_start": start, "news": &page.news[start..] }).to_string()
}
