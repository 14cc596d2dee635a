//! `mobrules serve`: people and bots at one table, each person playing from a browser page of
//! their own, reached by a secret link; saved as the game goes, as `play` saves.

use super::args::{ContentArgs, Failure, load_game, no_locale};
use super::play::{load_saved, new_seed, save_target};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;
use crate::serve::{Bound, Table, fresh_token};
use crate::table::terminal::seat_name;
use crate::table::{SeatKind, seat_kind_words};
use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Args)]
pub struct ServeArgs {
    /// The game to play (see `mobrules --help` for the games).
    game: String,
    /// Who sits at the table, in seating order: `human` (a person at a browser) or a bot kind.
    #[arg(long, default_value = "human,bot:greedy,bot:greedy,bot:greedy")]
    seats: String,
    /// The language of the pages, the questions and the narration (default: a loaded save's,
    /// else `en`).
    #[arg(long)]
    lang: Option<String>,
    /// The game's seed (default: one drawn from the clock, printed here but never sent to a
    /// page: it would tell the cards to come).
    #[arg(long)]
    seed: Option<u64>,
    /// Resume a table saved by `serve` or `play` (its seats, seed and, from `serve`, its links;
    /// `--seats` and `--seed` are refused with it).
    #[arg(long, value_name = "SAVE", conflicts_with_all = ["seats", "seed"])]
    load: Option<PathBuf>,
    /// Where the table is saved, each time a person is asked (default: the file loaded, else
    /// `mobrules.save`).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// The address and port to listen on: only this computer by default; `0.0.0.0:PORT` lets
    /// others on the network join by their links. `localhost:PORT` is `127.0.0.1:PORT`; port 0
    /// takes any free one.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:1920")]
    listen: String,
    /// Let the page of a table of one person download the position at its question as a
    /// scenario file (a modder's test). Off by default: the file holds every seat's hidden
    /// cards and the random generator, so the cards to come.
    #[arg(long)]
    scenarios: bool,
    #[command(flatten)]
    content: ContentArgs,
}

pub fn serve(a: &ServeArgs) -> Result<(), Failure> {
    let (save, over_ended) = save_target(a.save.as_ref(), a.load.as_ref(), None)?;
    // Refused in the language asked for, as what follows is.
    super::refusals::known_game(&a.game, a.lang.as_deref())?;
    let game = load_game(&a.game, &a.content)?;
    // What goes wrong before a save is read is said in the language asked for (else English).
    let asked = Locale::load(game.source(), game.id(), a.lang.as_deref().unwrap_or("en")).map_err(no_locale)?;
    let listen = listen_address(&a.listen).map_err(|port| Failure::usage(listen_words(&asked, &a.listen, port)))?;
    let mut finished = false;
    let (seed, seats, answers, saved_lang, saved_tokens) = match &a.load {
        Some(path) => {
            let (saved, seats) = load_saved(game.as_ref(), path, &asked)?;
            finished = saved.finished;
            (saved.seed, seats, saved.answers, saved.lang, saved.tokens)
        }
        None => {
            let seats = game.parse_seats(&a.seats, true).map_err(|e| super::refusals::seats_refused(&asked, e))?;
            let answers = vec![Vec::new(); seats.len()];
            (new_seed(a.seed), seats, answers, None, Vec::new())
        }
    };
    game.check_seats(seats.len()).map_err(|e| Failure::usage(format!("--seats: {e}")))?;
    if !seats.contains(&SeatKind::Human) {
        return Err(Failure::usage(asked.text("serve-error-person", &[])));
    }
    let lang = a.lang.clone().or(saved_lang).unwrap_or_else(|| "en".into());
    let locale = Locale::load(game.source(), game.id(), &lang).map_err(no_locale)?;
    super::args::note_untranslated(game.as_ref(), &lang);
    if finished {
        out!("{}", locale.text("play-loaded-over", &[]));
    }
    if over_ended {
        out!("{}", locale.text("play-replaces-ended", &[("file", save.display().to_string().into())]));
    }
    let tokens = links(&locale, &seats, &saved_tokens, a.load.is_some())?;
    let unheard = |e: std::io::Error| Failure::error(unheard_words(&locale, &a.listen, &e));
    let bound = Bound::listen(listen).map_err(unheard)?;
    let addr = bound.addr().map_err(unheard)?;
    // The host's lines in the table's language, as its pages are.
    let args = [
        ("game", game.id().to_string().into()),
        ("url", format!("http://{addr}").into()),
        ("seed", seed.to_string().into()),
        ("file", save.display().to_string().into()),
    ];
    out!("{}", locale.text("serve-host-listening", &args));
    for (i, (seat, token)) in seats.iter().zip(&tokens).enumerate() {
        let name = seat_name(&locale, Seat(i as u8));
        match seat {
            SeatKind::Human => {
                let url = format!("http://{addr}/seat/{token}");
                out!("{}", locale.text("serve-host-person", &[("seat", name), ("url", url.into())]));
            }
            bot => {
                let kind = seat_kind_words(&locale, &bot.spelled());
                out!("{}", locale.text("serve-host-bot", &[("seat", name), ("kind", kind.into())]));
            }
        }
    }
    if addr.ip().is_unspecified() {
        out!("{}", locale.text("serve-host-network", &[("ip", addr.ip().to_string().into())]));
    }
    out!("{}", locale.text("serve-host-secret", &[]));
    let restart = restart_command(a);
    let table = Table { seats, seed, answers, lang, save, tokens, finished, scenarios: a.scenarios, restart };
    bound.serve(game, table).map_err(|e| Failure::error(e.words(&locale)))
}

/// Why `--listen ADDR` was refused: not ADDR:PORT, or (`Some`) its port no port.
fn listen_words(locale: &Locale, addr: &str, port: Option<String>) -> String {
    let addr = ("addr", addr.to_string().into());
    match port {
        Some(port) => locale.text("serve-error-port", &[addr, ("port", port.into())]),
        None => locale.text("serve-error-listen", &[addr]),
    }
}

/// Why the server cannot listen on `--listen ADDR`: the port taken, the address not this
/// computer's, a port kept for the administrator, or the system's own words.
fn unheard_words(locale: &Locale, addr: &str, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let key = match e.kind() {
        ErrorKind::AddrInUse => "serve-error-in-use",
        ErrorKind::AddrNotAvailable => "serve-error-not-here",
        ErrorKind::PermissionDenied => "serve-error-denied",
        _ => "serve-error-listen-failed",
    };
    locale.text(key, &[("addr", addr.to_string().into()), ("error", e.to_string().into())])
}

/// How the host brings this table back from its save, up to `--load FILE`: the game with every
/// option that shaped the table and that the save does not keep (its seats, seed and language
/// it keeps): the content folder and the mods, whose digest the save is checked against, and
/// `--scenarios`. A modded game comes back modded. Not `--listen`: where the server listens is
/// the host's to choose again (a port the system picked is no longer free).
fn restart_command(a: &ServeArgs) -> String {
    let quoted = |p: &std::path::Path| {
        let p = p.display().to_string();
        if p.is_empty() || p.contains(|c: char| c.is_whitespace() || "'\"$`\\".contains(c)) {
            format!("'{}'", p.replace('\'', "'\\''"))
        } else {
            p
        }
    };
    let mut command = format!("mobrules serve {}", a.game);
    if let Some(dir) = &a.content.content {
        command.push_str(&format!(" --content {}", quoted(dir)));
    }
    for m in &a.content.mods {
        command.push_str(&format!(" --mod {}", quoted(m)));
    }
    if a.scenarios {
        command.push_str(" --scenarios");
    }
    command
}

/// Each seat's link secret: a loaded table keeps the save's, so that the pages open before
/// still find their seats, but only a secret that is well formed, strong and no other seat's
/// ([`crate::serve::strong_token`]: anyone can write a save and its checksum); any other is
/// drawn afresh, and said so. `loaded` says whether a save was loaded.
fn links(locale: &Locale, seats: &[SeatKind], saved: &[String], loaded: bool) -> Result<Vec<String>, Failure> {
    let mut tokens = Vec::with_capacity(seats.len());
    for (i, seat) in seats.iter().enumerate() {
        if *seat != SeatKind::Human {
            tokens.push(String::new());
            continue;
        }
        let kept = saved
            .get(i)
            .filter(|t| saved.len() == seats.len() && crate::serve::strong_token(t) && !tokens.contains(*t));
        match kept {
            Some(t) => tokens.push(t.clone()),
            None => {
                if loaded && !saved.is_empty() {
                    let seat = seat_name(locale, Seat(i as u8));
                    out!("{}", locale.text("serve-host-redrawn", &[("seat", seat)]));
                }
                let token = fresh_token()
                    .map_err(|e| Failure::error(locale.text("serve-error-links", &[("error", e.into())])))?;
                tokens.push(token);
            }
        }
    }
    Ok(tokens)
}

/// `--listen`: an address and port as numbers (`127.0.0.1:1920`, `[::1]:0`), or `localhost:PORT`,
/// which is this computer's IPv4 loopback. Other host names are not looked up: a lookup may wait
/// on the network, and the server should say at once where it listens.
/// Refused: `Some(port)` where the port after `localhost:` is no port, else `None`.
fn listen_address(s: &str) -> Result<SocketAddr, Option<String>> {
    if let Ok(addr) = s.parse() {
        return Ok(addr);
    }
    if let Some(port) = s.strip_prefix("localhost:") {
        let number: u16 = port.parse().map_err(|_| Some(port.to_string()))?;
        return Ok(SocketAddr::from(([127, 0, 0, 1], number)));
    }
    Err(None)
}

#[cfg(test)]
mod tests {
    use super::listen_address;

    #[test]
    fn listen_takes_numbers_and_localhost() {
        assert_eq!(listen_address("0.0.0.0:1920").unwrap().to_string(), "0.0.0.0:1920");
        assert_eq!(listen_address("[::1]:0").unwrap().to_string(), "[::1]:0");
        assert_eq!(listen_address("localhost:0").unwrap().to_string(), "127.0.0.1:0");
        assert_eq!(listen_address("localhost:65536").unwrap_err().as_deref(), Some("65536"));
        assert_eq!(listen_address("example.com:80").unwrap_err(), None);
    }
}
