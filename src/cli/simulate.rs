//! `mobrules simulate`: many games among bots, spread over threads, summed up.

use super::{ContentArgs, DEFAULT_SEATS, Failure, load_game, parse_seats};
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::table::{SeatKind, play_game};
use clap::Args;
use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

#[derive(Args)]
pub struct SimulateArgs {
    game: String,
    /// How many games; game i is played with seed `seed + i`.
    #[arg(long)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value = DEFAULT_SEATS)]
    seats: String,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
    /// Also write one row per game to this CSV file.
    #[arg(long, value_name = "FILE")]
    csv: Option<std::path::PathBuf>,
    /// What a failing card script does: the card does nothing (go-on) or the run stops (stop).
    #[arg(long, value_enum, default_value = "go-on")]
    script_errors: super::ScriptErrors,
    #[command(flatten)]
    content: ContentArgs,
}

/// One game's result, as a CSV row.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GameRow {
    pub game: usize,
    pub seed: u64,
    pub winner: Option<u8>,
    pub capped: bool,
    pub rounds: u32,
    pub power: Vec<i64>,
    #[serde(skip)]
    pub fired: std::collections::BTreeMap<crate::games::king_of_chicago::state::Card, u64>,
    #[serde(skip)]
    pub played: std::collections::BTreeMap<u8, u64>,
}

/// Plays games `0..games` on `threads` workers; rows come back in game order whatever the
/// threads did, so results never depend on scheduling.
pub fn play_many(
    content: &Content,
    seats: &[SeatKind],
    seed: u64,
    games: usize,
    threads: usize,
    options: &crate::games::king_of_chicago::rules::MatchOptions,
    progress: Option<&indicatif::ProgressBar>,
) -> Result<Vec<GameRow>, String> {
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<GameRow>> = Mutex::new(Vec::with_capacity(games));
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let game_seed = seed.wrapping_add(i as u64);
                    match play_game(content, seats, game_seed, options) {
                        Ok(p) => mine.push(GameRow {
                            game: i,
                            seed: game_seed,
                            winner: p.outcome.winner.map(|s| s.0),
                            capped: p.outcome.capped,
                            rounds: p.rounds,
                            power: p.power,
                            fired: p.fired,
                            played: p.played,
                        }),
                        Err(e) => {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                                Some(format!("game {i} (seed {game_seed}): {e}"));
                            break;
                        }
                    }
                    if let Some(pb) = progress {
                        pb.inc(1);
                    }
                }
                rows.lock().unwrap_or_else(|p| p.into_inner()).extend(mine);
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let mut rows = rows.into_inner().unwrap_or_else(|p| p.into_inner());
    rows.sort_by_key(|r| r.game);
    Ok(rows)
}

/// What `simulate --json` prints (documented in the README).
#[derive(serde::Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<&'static str>,
    pub threads: usize,
    pub won_by_target: usize,
    pub decided_by_cap: usize,
    pub draws: usize,
    pub wins_by_seat: Vec<usize>,
    pub win_rate_by_seat: Vec<f64>,
    pub win_rate_by_bot: std::collections::BTreeMap<&'static str, f64>,
    pub mean_rounds: f64,
    pub min_rounds: u32,
    pub max_rounds: u32,
    pub seconds: f64,
    pub games_per_second: f64,
    /// By card id: how many times each event was played and each card's ability was at work.
    pub cards: std::collections::BTreeMap<String, CardUse>,
}

/// How much one card was used over all the games.
#[derive(serde::Serialize, Default)]
pub struct CardUse {
    pub kind: &'static str,
    pub played: u64,
    pub fired: u64,
}

pub fn summarise(
    content: &Content,
    rows: &[GameRow],
    seats: &[SeatKind],
    seed: u64,
    threads: usize,
    seconds: f64,
) -> Summary {
    use crate::games::king_of_chicago::state::Card;
    let mut cards: std::collections::BTreeMap<String, CardUse> = Default::default();
    for g in &content.gangsters {
        cards.insert(g.id.clone(), CardUse { kind: "gangster", ..CardUse::default() });
    }
    for e in &content.events {
        cards.insert(e.id.clone(), CardUse { kind: "event", ..CardUse::default() });
    }
    for c in &content.contracts {
        cards.insert(c.id.clone(), CardUse { kind: "contract", ..CardUse::default() });
    }
    for r in rows {
        for (card, n) in &r.fired {
            let id = match *card {
                Card::Gangster(i) => &content.gangsters[usize::from(i)].id,
                Card::Event(i) => &content.events[usize::from(i)].id,
                Card::Contract(i) => &content.contracts[usize::from(i)].id,
                Card::Resource(_) => continue,
            };
            if let Some(u) = cards.get_mut(id) {
                u.fired += n;
            }
        }
        for (e, n) in &r.played {
            if let Some(u) = cards.get_mut(&content.events[usize::from(*e)].id) {
                u.played += n;
            }
        }
    }
    let games = rows.len();
    let mut wins_by_seat = vec![0usize; seats.len()];
    for r in rows {
        if let Some(w) = r.winner {
            wins_by_seat[usize::from(w)] += 1;
        }
    }
    let rate = |w: usize| {
        if games == 0 { 0.0 } else { w as f64 / games as f64 }
    };
    let mut by_bot: std::collections::BTreeMap<&'static str, (usize, usize)> = Default::default();
    for (i, k) in seats.iter().enumerate() {
        let e = by_bot.entry(k.name()).or_default();
        e.0 += wins_by_seat[i];
        e.1 += games;
    }
    let rounds: Vec<u32> = rows.iter().map(|r| r.rounds).collect();
    Summary {
        game: GAME_ID,
        games,
        seed,
        seats: seats.iter().map(|k| k.name()).collect(),
        threads,
        won_by_target: rows.iter().filter(|r| !r.capped).count(),
        decided_by_cap: rows.iter().filter(|r| r.capped && r.winner.is_some()).count(),
        draws: rows.iter().filter(|r| r.winner.is_none()).count(),
        win_rate_by_seat: wins_by_seat.iter().map(|&w| rate(w)).collect(),
        wins_by_seat,
        win_rate_by_bot: by_bot
            .into_iter()
            .map(|(k, (w, n))| (k, if n == 0 { 0.0 } else { w as f64 / n as f64 }))
            .collect(),
        mean_rounds: if games == 0 { 0.0 } else { rounds.iter().map(|&r| f64::from(r)).sum::<f64>() / games as f64 },
        min_rounds: rounds.iter().copied().min().unwrap_or(0),
        max_rounds: rounds.iter().copied().max().unwrap_or(0),
        seconds,
        games_per_second: if seconds > 0.0 { games as f64 / seconds } else { 0.0 },
        cards,
    }
}

pub fn simulate(a: &SimulateArgs) -> Result<(), Failure> {
    let content = load_game(&a.game, &a.content)?;
    let seats = parse_seats(&a.seats)?;
    let threads = a.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if threads == 0 {
        return Err(Failure::usage("--threads must be at least 1"));
    }
    let progress = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new(a.games as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}") {
            pb.set_style(style);
        }
        pb
    });
    let start = Instant::now();
    let rows = play_many(&content, &seats, a.seed, a.games, threads, &a.script_errors.options(), progress.as_ref())
        .map_err(Failure::error)?;
    let seconds = start.elapsed().as_secs_f64();
    if let Some(pb) = progress {
        pb.finish_and_clear();
    }
    if let Some(path) = &a.csv {
        let mut text = String::from("game,seed,winner,capped,rounds,power\n");
        for r in &rows {
            let power: Vec<String> = r.power.iter().map(i64::to_string).collect();
            text.push_str(&format!(
                "{},{},{},{},{},{}\n",
                r.game,
                r.seed,
                r.winner.map_or(String::new(), |w| (w + 1).to_string()),
                r.capped,
                r.rounds,
                power.join(" ")
            ));
        }
        std::fs::write(path, text).map_err(|e| Failure::error(format!("--csv {}: {e}", path.display())))?;
    }
    let s = summarise(&content, &rows, &seats, a.seed, threads, seconds);
    if a.json {
        out!("{}", serde_json::to_string_pretty(&s).unwrap_or_default());
    } else {
        out!(
            "{} games of {} in {:.2}s ({:.0} games/s, {} threads)",
            s.games,
            s.game,
            s.seconds,
            s.games_per_second,
            threads
        );
        out!(
            "won by reaching the target: {}, decided by the round cap: {}, draws: {}",
            s.won_by_target,
            s.decided_by_cap,
            s.draws
        );
        for (i, k) in seats.iter().enumerate() {
            out!("  seat {} ({}): {} wins ({:.1}%)", i + 1, k.name(), s.wins_by_seat[i], 100.0 * s.win_rate_by_seat[i]);
        }
        out!("game rounds: mean {:.1}, min {}, max {}", s.mean_rounds, s.min_rounds, s.max_rounds);
        let unused: Vec<&str> = s
            .cards
            .iter()
            .filter(|(_, u)| u.played == 0 && u.fired == 0 && u.kind != "contract")
            .map(|(id, _)| id.as_str())
            .collect();
        if !unused.is_empty() {
            out!("cards never played or at work: {}", unused.join(", "));
        }
    }
    Ok(())
}
