//! `mobrules simulate`: many games among bots, spread over threads, summed up.

use super::args::{ContentArgs, Failure, SIMULATE_SEATS, ScriptErrors, load_game, parse_seats};
use super::example_games;
use super::files::{refuse_output_over_game, write_output};
use super::outputs::Outputs;
use crate::engine::coverage::{Coverage, Uses};
use crate::engine::play::MatchOptions;
use crate::entry::Loaded;
use crate::report::cards::CardTotals;
use crate::report::html::GamePages;
use crate::report::shard::Shard;
use crate::report::summary::{CardLine, FORMAT, Shards, Summary};
use crate::table::SeatKind;
use clap::Args;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::ops::Range;
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
    #[arg(long, default_value = SIMULATE_SEATS)]
    seats: String,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Play only shard K of N (0 <= K < N): the games are cut in N consecutive slices, one per
    /// machine of a batch job; `report --merge` joins the shards' summaries.
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    /// Also write one row per game to this CSV file.
    #[arg(long, value_name = "FILE")]
    csv: Option<std::path::PathBuf>,
    /// What a failing card script does: the card does nothing (go-on) or the run stops (stop).
    #[arg(long, value_enum, default_value = "go-on")]
    script_errors: ScriptErrors,
    /// With --report: for each card, play again and write (beside the report, in its
    /// `-games` folder) up to this many games in which a holder won and as many in which one
    /// lost, each as a log and a replay page its row links to; 0 writes none.
    #[arg(long, value_name = "N", default_value_t = 1)]
    example_games: usize,
    #[command(flatten)]
    outputs: Outputs,
    #[command(flatten)]
    content: ContentArgs,
}

/// The most worker threads `--threads` may ask for.
pub const MAX_THREADS: usize = 256;

/// The most games one run may play: each keeps a row until the summary is written, and ten
/// million already take hours on a desktop (shard bigger runs over machines).
pub const MAX_GAMES: usize = 10_000_000;

/// One game's result, as a CSV row.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GameRow {
    pub game: usize,
    pub seed: u64,
    pub winner: Option<u8>,
    pub capped: bool,
    /// In the game's unit (`Game::LENGTH_UNIT`).
    pub length: u32,
    /// Each seat's, as the game counts them (`Game::SCORE_UNIT`).
    pub scores: Vec<i64>,
}

/// The games of a batch in game order, what their cards did, and what each bot kind could use
/// and did, summed.
pub struct Batch {
    pub rows: Vec<GameRow>,
    pub cards: CardTotals,
    pub uses: BTreeMap<String, Uses>,
}

/// Adds one game's coverage to the sums by bot kind.
fn add_uses(all: &mut BTreeMap<String, Uses>, seats: &[SeatKind], coverage: Option<&Coverage>) {
    for (seat, uses) in coverage.map(|c| c.seats.as_slice()).unwrap_or_default().iter().enumerate() {
        if let Some(kind) = seats.get(seat) {
            all.entry(kind.name().to_string()).or_default().add(uses);
        }
    }
}

/// Plays the games `games` on `threads` workers; rows come back in game order whatever the
/// threads did, and card totals are sums, so results never depend on scheduling.
pub fn play_many(
    game: &dyn Loaded,
    seats: &[SeatKind],
    seed: u64,
    games: Range<usize>,
    threads: usize,
    options: &MatchOptions,
    progress: Option<&indicatif::ProgressBar>,
) -> Result<Batch, String> {
    let next = AtomicUsize::new(games.start);
    let batch = Mutex::new(Batch {
        rows: Vec::with_capacity(games.len()),
        cards: CardTotals::default(),
        uses: BTreeMap::new(),
    });
    // Coverage is counted for the report, whatever the caller's options.
    let options = &MatchOptions { coverage: true, ..options.clone() };
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let worker = std::thread::Builder::new().stack_size(crate::engine::script::GAME_STACK);
            let spawned = worker.spawn_scoped(scope, || {
                let mut rows = Vec::new();
                let mut cards = CardTotals::default();
                let mut uses = BTreeMap::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games.end {
                        break;
                    }
                    let game_seed = seed.wrapping_add(i as u64);
                    match game.play_bots(seats, game_seed, options, None, None) {
                        Ok(p) => {
                            cards.add(&p.cards, p.outcome.winner, game_seed);
                            add_uses(&mut uses, seats, p.coverage.as_ref());
                            rows.push(GameRow {
                                game: i,
                                seed: game_seed,
                                winner: p.outcome.winner.map(|s| s.0),
                                capped: p.outcome.capped,
                                length: p.length,
                                scores: p.scores,
                            });
                        }
                        Err(e) => {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                                Some(format!("game {i} (seed {game_seed}): {}", e.message));
                            break;
                        }
                    }
                    if let Some(pb) = progress {
                        pb.inc(1);
                    }
                }
                let mut all = batch.lock().unwrap_or_else(|p| p.into_inner());
                all.rows.extend(rows);
                all.cards.merge(&cards);
                for (kind, u) in &uses {
                    all.uses.entry(kind.clone()).or_default().add(u);
                }
            });
            if let Err(e) = spawned {
                *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(format!("cannot start a worker thread: {e}"));
                break;
            }
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let mut batch = batch.into_inner().unwrap_or_else(|p| p.into_inner());
    batch.rows.sort_by_key(|r| r.game);
    Ok(batch)
}

/// How a batch was run, for its summary.
pub struct RunFacts<'a> {
    pub seats: &'a [SeatKind],
    pub seed: u64,
    pub planned_games: usize,
    pub shard: Shard,
    pub threads: usize,
    pub seconds: f64,
}

/// A digest of what the content says of one card, its script included, and not its texts: a
/// mod that changes a number or a script changes it, a translation does not.
fn fingerprint(game: &dyn Loaded, card: &crate::engine::catalogue::CardEntry) -> String {
    let mut d = crate::engine::content::Digest::default();
    d.add("data", card.data.to_string().as_bytes());
    if let Some(script) = game.source().read_script(&format!("{}/{}.rhai", game.id(), card.id)) {
        d.add("script", script.text.as_bytes());
    }
    d.hex()
}

/// Counts a batch into a summary, every card of the content listed.
pub fn summarise(game: &dyn Loaded, run: &RunFacts, batch: &Batch) -> Summary {
    let rows = &batch.rows;
    let mut wins_by_seat = vec![0u64; run.seats.len()];
    let mut games_by_rounds = Vec::new();
    for r in rows {
        if let Some(w) = r.winner {
            wins_by_seat[usize::from(w)] += 1;
        }
        let at = r.length as usize;
        if games_by_rounds.len() <= at {
            games_by_rounds.resize(at + 1, 0);
        }
        games_by_rounds[at] += 1;
    }
    let count = |f: &dyn Fn(&GameRow) -> bool| rows.iter().filter(|r| f(r)).count() as u64;
    // Names for the report's readers; a content without English texts shows ids only.
    let english = crate::engine::locale::Locale::load(game.source(), game.id(), "en").ok();
    let catalogue = english.as_ref().map(|l| game.catalogue(l)).unwrap_or_default();
    let has_name = |id: &str| english.as_ref().is_some_and(|l| l.has(&format!("card-{id}")));
    let cards = catalogue
        .cards
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let t = batch.cards.counts.get(&i).copied().unwrap_or_default();
            let examples = batch.cards.examples.get(&i).cloned().unwrap_or_default();
            let name = has_name(&c.id).then(|| c.name.clone());
            let uses =
                batch.uses.iter().filter_map(|(bot, u)| u.cards.get(&i).map(|used| (bot.clone(), *used))).collect();
            let fingerprint = Some(fingerprint(game, c));
            let line =
                CardLine { kind: c.kind.clone(), name, counts: t, examples, uses, fingerprint, ..CardLine::default() };
            (c.id.clone(), line)
        })
        .collect();
    let mut s = Summary {
        format: FORMAT,
        game: game.id().to_string(),
        content: game.digest().to_string(),
        kinds: catalogue.kinds.clone(),
        length_unit: game.length_unit().to_string(),
        games: rows.len() as u64,
        seed: run.seed,
        shards: Shards { of: run.shard.n, done: vec![run.shard.k], planned_games: run.planned_games as u64 },
        seats: run.seats.iter().map(|k| k.name().to_string()).collect(),
        seat_specs: run.seats.iter().map(|k| k.spelled()).collect(),
        threads: run.threads,
        won_by_target: count(&|r| !r.capped),
        decided_by_cap: count(&|r| r.capped && r.winner.is_some()),
        draws: count(&|r| r.winner.is_none()),
        wins_by_seat,
        win_rate_by_seat: Vec::new(),
        win_interval_by_seat: Vec::new(),
        win_rate_by_bot: Default::default(),
        win_interval_by_bot: Default::default(),
        seat_win_rate: 0.0,
        games_by_rounds,
        mean_rounds: 0.0,
        mean_rounds_interval: None,
        min_rounds: 0,
        max_rounds: 0,
        seconds: run.seconds,
        games_per_second: 0.0,
        cards,
        options: batch.uses.iter().map(|(bot, u)| (bot.clone(), u.options.clone())).collect(),
        options_never_taken: BTreeMap::new(),
    };
    s.derive();
    s
}

pub fn simulate(a: &SimulateArgs) -> Result<(), Failure> {
    if a.games > MAX_GAMES {
        return Err(Failure::usage(format!("--games {}: at most {MAX_GAMES} a run", a.games)));
    }
    let shard = a.shard.as_deref().map_or(Ok(Shard::WHOLE), Shard::parse).map_err(Failure::usage)?;
    let game = load_game(&a.game, &a.content)?;
    let seats = parse_seats(game.as_ref(), &a.seats)?;
    let baseline = a.outputs.baseline(&a.game)?;
    if let Some(path) = &a.csv {
        refuse_output_over_game("--csv", path, true)?;
    }
    let threads = a.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if threads == 0 {
        return Err(Failure::usage("--threads must be at least 1"));
    }
    // Each worker holds a game-sized stack: thousands would exhaust memory, not speed anything.
    if threads > MAX_THREADS {
        return Err(Failure::usage(format!("--threads {threads}: at most {MAX_THREADS}")));
    }
    if a.example_games > example_games::MOST_PER_CARD {
        return Err(Failure::usage(format!(
            "--example-games {}: at most {} (a summary keeps that many of each)",
            a.example_games,
            example_games::MOST_PER_CARD
        )));
    }
    let games = shard.games(a.games);
    let progress = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new(games.len() as u64);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {rate} eta {eta}").map(|s| {
                // Whole games a second: indicatif's own rate shows four decimals.
                s.with_key("rate", |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{:.0}/s", state.per_sec());
                })
            })
        {
            pb.set_style(style);
        }
        pb
    });
    let start = Instant::now();
    let batch = play_many(game.as_ref(), &seats, a.seed, games, threads, &a.script_errors.options(), progress.as_ref())
        .map_err(Failure::error)?;
    let seconds = start.elapsed().as_secs_f64();
    if let Some(pb) = progress {
        pb.finish_and_clear();
    }
    if let Some(path) = &a.csv {
        // The length and the score in the game's own words: `game_rounds,power`, `turns,money`.
        let column = |unit: &str| unit.replace(' ', "_");
        let mut text =
            format!("game,seed,winner,capped,{},{}\n", column(game.length_unit()), column(game.score_unit()));
        for r in &batch.rows {
            let scores: Vec<String> = r.scores.iter().map(i64::to_string).collect();
            text.push_str(&format!(
                "{},{},{},{},{},{}\n",
                r.game,
                r.seed,
                r.winner.map_or(String::new(), |w| (w + 1).to_string()),
                r.capped,
                r.length,
                scores.join(" ")
            ));
        }
        write_output("--csv", path, text, true)?;
    }
    let run = RunFacts { seats: &seats, seed: a.seed, planned_games: a.games, shard, threads, seconds };
    let s = summarise(game.as_ref(), &run, &batch);
    let mut written = None;
    if let Some(report) = &a.outputs.report {
        let seeds = example_games::seeds(&s, a.example_games);
        let dir = example_games::folder(report);
        if let Some(folder) = dir.file_name().map(|n| n.to_string_lossy().into_owned())
            && !seeds.is_empty()
        {
            example_games::write(game.as_ref(), &seats, &a.script_errors.options(), &seeds, &dir, threads)?;
            written = Some((folder, seeds));
        }
    }
    let pages = written.as_ref().map(|(folder, seeds)| GamePages { folder, seeds });
    a.outputs.emit(&s, baseline.as_ref(), pages.as_ref())
}
