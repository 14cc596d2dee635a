//! The summary of a batch of games: what `simulate --json` prints and `--summary` writes.
//!
//! It holds raw counts (wins, games, sums, a histogram), from which every rate and interval is
//! derived again on reading, so shards merge exactly and a report can be redrawn from the file
//! alone. The derived fields are written for readers; they are never trusted on reading.

use super::interval::{self, Interval};
use super::verdict;
use crate::engine::coverage::Used;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the summary's JSON form; a reader refuses other versions.
pub const FORMAT: u32 = 1;

/// What a batch of games came to (documented in the README).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub format: u32,
    pub game: String,
    /// The digest of the content played: shards of one run share it.
    pub content: String,
    /// The kinds of card the game declares, in its order, with the counts that mean something
    /// for each (empty in summaries written before games declared them: every count shown).
    #[serde(default)]
    pub kinds: Vec<crate::engine::catalogue::CardKind>,
    /// What the game counts its length in (`game rounds`, `turns`).
    #[serde(default = "default_unit")]
    pub length_unit: String,
    /// Games in this summary.
    pub games: u64,
    pub seed: u64,
    pub shards: Shards,
    pub seats: Vec<String>,
    /// The seats as `--seats` spells them (`bot:search:300`): what tells two runs' budgets
    /// apart (empty in summaries written before it was kept).
    #[serde(default)]
    pub seat_specs: Vec<String>,
    pub threads: usize,
    pub won_by_target: u64,
    pub decided_by_cap: u64,
    pub draws: u64,
    pub wins_by_seat: Vec<u64>,
    #[serde(default)]
    pub win_rate_by_seat: Vec<f64>,
    #[serde(default)]
    pub win_interval_by_seat: Vec<Option<Interval>>,
    /// Wins of the seats of each bot kind over their seat-games.
    #[serde(default)]
    pub win_rate_by_bot: BTreeMap<String, f64>,
    #[serde(default)]
    pub win_interval_by_bot: BTreeMap<String, Option<Interval>>,
    /// A seat's chance of winning a game, all seats together: the baseline of card holders.
    #[serde(default)]
    pub seat_win_rate: f64,
    /// Games by length: entry `r` counts the games that lasted `r` of the game's units.
    pub games_by_rounds: Vec<u64>,
    #[serde(default)]
    pub mean_rounds: f64,
    #[serde(default)]
    pub mean_rounds_interval: Option<Interval>,
    #[serde(default)]
    pub min_rounds: u32,
    #[serde(default)]
    pub max_rounds: u32,
    /// Seconds spent playing (after a merge: added up over the shards).
    pub seconds: f64,
    #[serde(default)]
    pub games_per_second: f64,
    /// By card id.
    pub cards: BTreeMap<String, CardLine>,
    /// By bot kind, then by kind of option (`prompt/Variant`): how often the seats of that kind
    /// were offered it in a question of two options or more, and took it.
    #[serde(default)]
    pub options: BTreeMap<String, BTreeMap<String, Used>>,
    /// Derived: by bot kind, the kinds of option it was offered often enough and never took.
    #[serde(default)]
    pub options_never_taken: BTreeMap<String, Vec<String>>,
}

fn default_unit() -> String {
    "rounds".into()
}

/// Which part of a run a summary covers: shard `k` of `of` plays a slice of the run's
/// `planned_games` (see [`super::shard`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shards {
    pub of: u32,
    pub done: Vec<u32>,
    pub planned_games: u64,
}

impl Shards {
    pub fn complete(&self) -> bool {
        self.done.len() == self.of as usize
    }
}

/// What one card did over a batch: raw counts, which add up exactly whatever order games,
/// threads and shards are joined in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCounts {
    pub drawn: u64,
    pub bought: u64,
    /// Money paid for it at auction, in all.
    pub paid: i64,
    pub played: u64,
    /// Times its ability was at work.
    pub fired: u64,
    /// Seat-games in which a seat held it, and how many of those that seat won.
    pub held: u64,
    pub holder_wins: u64,
}

impl CardCounts {
    /// Adds another batch's counts.
    pub fn add(&mut self, o: &CardCounts) {
        self.drawn += o.drawn;
        self.bought += o.bought;
        self.paid += o.paid;
        self.played += o.played;
        self.fired += o.fired;
        self.held += o.held;
        self.holder_wins += o.holder_wins;
    }
}

/// Games to watch for one card: the seeds of the first games (lowest seeds first) in which a
/// seat that held it won, and in which a seat that held it did not. The lowest seeds, not the
/// first finished, so that threads and shards keep the same ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Examples {
    #[serde(default)]
    pub won: Vec<u64>,
    #[serde(default)]
    pub lost: Vec<u64>,
}

impl Examples {
    /// How many seeds of each are kept.
    pub const KEPT: usize = 3;

    /// Counts one game played with `seed`: a holder won it, a holder lost it (both when two
    /// seats held the card and one of them won).
    pub fn add_game(&mut self, seed: u64, won: bool, lost: bool) {
        if won {
            keep(&mut self.won, seed);
        }
        if lost {
            keep(&mut self.lost, seed);
        }
    }

    /// Adds another batch's examples.
    pub fn add(&mut self, o: &Examples) {
        for &seed in &o.won {
            keep(&mut self.won, seed);
        }
        for &seed in &o.lost {
            keep(&mut self.lost, seed);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.won.is_empty() && self.lost.is_empty()
    }
}

/// Puts `seed` among the lowest [`Examples::KEPT`] of `list` (sorted, without repeats).
fn keep(list: &mut Vec<u64>, seed: u64) {
    if let Err(at) = list.binary_search(&seed)
        && at < Examples::KEPT
    {
        list.insert(at, seed);
        list.truncate(Examples::KEPT);
    }
}

/// One card over the batch.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CardLine {
    pub kind: String,
    /// The card's name in English, for people reading the report (the id is the key).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(flatten)]
    pub counts: CardCounts,
    #[serde(default)]
    pub mean_price: Option<f64>,
    #[serde(default)]
    pub holder_win_rate: Option<f64>,
    #[serde(default)]
    pub holder_win_interval: Option<Interval>,
    /// Games to watch: where its holders won and lost.
    #[serde(default, skip_serializing_if = "Examples::is_empty")]
    pub examples: Examples,
    /// A digest of everything the content says of the card, its script included (not its
    /// texts): two runs whose fingerprints differ played the card as a mod changed it, which is
    /// what the report compares against a baseline (absent in summaries written before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fingerprint: Option<String>,
    /// By bot kind: questions in which a seat of that kind could use the card (an option
    /// played, took, bought or kept it), and how many times it did.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub uses: BTreeMap<String, Used>,
    /// Derived: the win rate of the seat-games that did not hold it, in the same games.
    #[serde(default)]
    pub others_win_rate: Option<f64>,
    /// Derived: holders' win rate minus the others' for the typical card of the same kind (the
    /// median; `report::verdict::typical`): what holding any such card goes with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typical_difference: Option<f64>,
    /// Derived: the interval of holders' win rate minus the others', less the typical card's
    /// difference, wide enough that every card's holds at once with 95% confidence
    /// (`report::verdict::z_for`): how much more this card goes with winning than the others.
    #[serde(default)]
    pub effect: Option<Interval>,
    /// Derived: `strong` when that interval lies above zero, `weak` below; none otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<String>,
    /// Derived: games a difference of three points between holders and others needs to show
    /// at the same confidence (80% power), at this run's rate of holding the card.
    #[serde(default)]
    pub games_for_3_points: Option<u64>,
    /// Derived: bot kinds offered the card often enough that never used it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub never_used_by: Vec<String>,
}

impl Summary {
    /// Fills in every derived field from the raw counts.
    pub fn derive(&mut self) {
        let games = self.games;
        let rate = |w: u64, n: u64| if n == 0 { 0.0 } else { w as f64 / n as f64 };
        self.win_rate_by_seat = self.wins_by_seat.iter().map(|&w| rate(w, games)).collect();
        self.win_interval_by_seat = self.wins_by_seat.iter().map(|&w| interval::wilson(w, games)).collect();
        let mut by_bot: BTreeMap<String, (u64, u64)> = BTreeMap::new();
        for (kind, &w) in self.seats.iter().zip(&self.wins_by_seat) {
            let e = by_bot.entry(kind.clone()).or_default();
            e.0 += w;
            e.1 += games;
        }
        self.win_rate_by_bot = by_bot.iter().map(|(k, &(w, n))| (k.clone(), rate(w, n))).collect();
        self.win_interval_by_bot = by_bot.iter().map(|(k, &(w, n))| (k.clone(), interval::wilson(w, n))).collect();
        self.seat_win_rate = rate(self.wins_by_seat.iter().sum(), games * self.seats.len() as u64);
        let (mut sum, mut sum_sq) = (0.0, 0.0);
        for (r, &n) in self.games_by_rounds.iter().enumerate() {
            sum += n as f64 * r as f64;
            sum_sq += n as f64 * (r * r) as f64;
        }
        self.mean_rounds = if games == 0 { 0.0 } else { sum / games as f64 };
        self.mean_rounds_interval = interval::mean(games, sum, sum_sq);
        let lengths = || self.games_by_rounds.iter().enumerate().filter(|(_, n)| **n > 0).map(|(r, _)| r as u32);
        self.min_rounds = lengths().next().unwrap_or(0);
        self.max_rounds = lengths().next_back().unwrap_or(0);
        self.games_per_second = if self.seconds > 0.0 { games as f64 / self.seconds } else { 0.0 };
        let (wins, seat_games) = (self.wins_by_seat.iter().sum::<u64>(), self.seat_games());
        let (seats, base) = (self.seats.len(), self.seat_win_rate);
        // Every card with holders and others is read at once: its interval is widened so that
        // all of them hold together (95%).
        let compared = self.cards.values().filter(|c| c.counts.held > 0 && c.counts.held < seat_games).count();
        let z = verdict::z_for(compared);
        let typical = verdict::typical(
            self.cards.values().map(|c| (c.kind.as_str(), c.counts.held, c.counts.holder_wins)),
            seat_games,
            wins,
        );
        for c in self.cards.values_mut() {
            let k = &c.counts;
            c.mean_price = (k.bought > 0).then(|| k.paid as f64 / k.bought as f64);
            c.holder_win_rate = (k.held > 0).then(|| rate(k.holder_wins, k.held));
            c.holder_win_interval = interval::wilson(k.holder_wins, k.held);
            // Holder counts from another run's file are checked, not trusted: never below zero.
            let (others, others_wins) = (seat_games.saturating_sub(k.held), wins.saturating_sub(k.holder_wins));
            c.others_win_rate = (others > 0).then(|| rate(others_wins, others));
            c.typical_difference = typical.get(c.kind.as_str()).copied();
            let shift = c.typical_difference.unwrap_or(0.0);
            c.effect = verdict::difference(k.holder_wins, k.held, others_wins, others, z)
                .map(|e| Interval { low: e.low - shift, high: e.high - shift });
            c.verdict = c.effect.and_then(|e| {
                (e.low > 0.0).then(|| "strong".to_string()).or_else(|| (e.high < 0.0).then(|| "weak".to_string()))
            });
            let held_per_game = if games == 0 { 0.0 } else { k.held as f64 / games as f64 };
            c.games_for_3_points = verdict::games_needed(held_per_game, seats, base, verdict::DIFFERENCE, z);
            c.never_used_by = verdict::never_taken(&c.uses);
        }
        self.options_never_taken = self
            .options
            .iter()
            .filter_map(|(bot, kinds)| {
                let never: Vec<String> = kinds
                    .iter()
                    .filter(|(_, u)| u.offered >= verdict::MIN_OFFERS && u.taken == 0)
                    .map(|(k, _)| k.clone())
                    .collect();
                (!never.is_empty()).then(|| (bot.clone(), never))
            })
            .collect();
    }

    /// One card's side of a change against another run (`report::verdict::change`); `None` for
    /// a card this run does not have.
    pub fn side(&self, id: &str) -> Option<verdict::Side> {
        let c = self.cards.get(id)?;
        Some(verdict::Side {
            held: c.counts.held,
            held_wins: c.counts.holder_wins,
            seat_games: self.seat_games(),
            wins: self.wins_by_seat.iter().sum(),
            typical: c.typical_difference.unwrap_or(0.0),
        })
    }

    /// Seat-games over which the seat baseline is counted.
    pub fn seat_games(&self) -> u64 {
        self.games * self.seats.len() as u64
    }

    /// The interval of the seat baseline.
    pub fn seat_win_interval(&self) -> Option<Interval> {
        interval::wilson(self.wins_by_seat.iter().sum(), self.seat_games())
    }

    /// Reads a summary written by `--json` or `--summary`, checks that its counts hold
    /// together, and derives its rates again.
    ///
    /// # Errors
    /// A one-line reason: not JSON, another format version, or counts that contradict each
    /// other.
    pub fn from_json(text: &str) -> Result<Summary, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not JSON ({e})"))?;
        match value.get("format").and_then(serde_json::Value::as_u64) {
            Some(f) if f == u64::from(FORMAT) => {}
            Some(f) => return Err(format!("summary format {f}, but this mobrules reads format {FORMAT}")),
            None => return Err("not a mobrules summary (no `format` field)".into()),
        }
        let mut s: Summary = serde_json::from_value(value).map_err(|e| format!("not a mobrules summary ({e})"))?;
        s.check()?;
        s.derive();
        Ok(s)
    }

    fn check(&self) -> Result<(), String> {
        let fail = |why: &str| Err(format!("inconsistent summary: {why}"));
        if self.wins_by_seat.len() != self.seats.len() {
            return fail("`wins_by_seat` and `seats` differ in length");
        }
        if !self.seat_specs.is_empty() && self.seat_specs.len() != self.seats.len() {
            return fail("`seat_specs` and `seats` differ in length");
        }
        if self.wins_by_seat.iter().sum::<u64>() + self.draws != self.games {
            return fail("wins and draws do not add up to `games`");
        }
        if self.games_by_rounds.iter().sum::<u64>() != self.games {
            return fail("`games_by_rounds` does not add up to `games`");
        }
        if self.shards.of == 0 || self.shards.done.iter().any(|&k| k >= self.shards.of) {
            return fail("`shards` names a shard outside `of`");
        }
        if let Some((id, _)) = self.cards.iter().find(|(_, c)| c.counts.holder_wins > c.counts.held) {
            return fail(&format!("card `{id}` has more holder wins than holders"));
        }
        let kept = |l: &[u64]| l.len() <= Examples::KEPT && l.windows(2).all(|w| w[0] < w[1]);
        if let Some((id, _)) = self.cards.iter().find(|(_, c)| !kept(&c.examples.won) || !kept(&c.examples.lost)) {
            return fail(&format!(
                "card `{id}`'s example games are not at most {} seeds in rising order",
                Examples::KEPT
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A small summary with one card, its rates derived.
    pub fn sample() -> Summary {
        let mut s = Summary {
            format: FORMAT,
            game: "a-game".into(),
            content: "abc".into(),
            kinds: vec![],
            length_unit: "game rounds".into(),
            games: 10,
            seed: 1,
            shards: Shards { of: 1, done: vec![0], planned_games: 10 },
            seats: vec!["greedy".into(), "random".into()],
            seat_specs: vec!["bot:greedy".into(), "bot:random".into()],
            threads: 2,
            won_by_target: 10,
            decided_by_cap: 0,
            draws: 0,
            wins_by_seat: vec![8, 2],
            win_rate_by_seat: vec![],
            win_interval_by_seat: vec![],
            win_rate_by_bot: BTreeMap::new(),
            win_interval_by_bot: BTreeMap::new(),
            seat_win_rate: 0.0,
            games_by_rounds: vec![0, 0, 0, 4, 6],
            mean_rounds: 0.0,
            mean_rounds_interval: None,
            min_rounds: 0,
            max_rounds: 0,
            seconds: 0.5,
            games_per_second: 0.0,
            cards: BTreeMap::from([(
                "<b>&".to_string(),
                CardLine {
                    kind: "card".into(),
                    counts: CardCounts {
                        drawn: 6,
                        bought: 4,
                        paid: 1000,
                        held: 5,
                        holder_wins: 4,
                        ..CardCounts::default()
                    },
                    ..CardLine::default()
                },
            )]),
            options: BTreeMap::new(),
            options_never_taken: BTreeMap::new(),
        };
        s.derive();
        s
    }

    #[test]
    fn rates_are_derived_from_the_counts() {
        let s = sample();
        assert_eq!(s.win_rate_by_seat, vec![0.8, 0.2]);
        assert_eq!(s.win_rate_by_bot["greedy"], 0.8);
        assert_eq!(s.seat_win_rate, 0.5);
        assert_eq!((s.min_rounds, s.max_rounds), (3, 4));
        assert!((s.mean_rounds - 3.6).abs() < 1e-9);
        let c = &s.cards["<b>&"];
        assert_eq!((c.mean_price, c.holder_win_rate), (Some(250.0), Some(0.8)));
    }

    #[test]
    fn the_lowest_seeds_are_kept_as_examples_whatever_the_order_games_come_in() {
        let games =
            [(9, true, false), (4, false, true), (7, true, true), (2, true, false), (5, true, false), (4, false, true)];
        let mut one = Examples::default();
        for &(seed, won, lost) in &games {
            one.add_game(seed, won, lost);
        }
        assert_eq!((one.won.clone(), one.lost.clone()), (vec![2, 5, 7], vec![4, 7]));
        let (mut a, mut b) = (Examples::default(), Examples::default());
        for &(seed, won, lost) in games.iter().rev() {
            if seed % 2 == 0 { &mut a } else { &mut b }.add_game(seed, won, lost);
        }
        b.add(&a);
        assert_eq!(b, one, "two shards joined keep the same seeds as one run");
    }

    #[test]
    fn a_summary_reads_back_as_written() {
        let s = sample();
        let text = serde_json::to_string_pretty(&s).unwrap();
        assert_eq!(Summary::from_json(&text).unwrap(), s);
    }

    #[test]
    fn reading_refuses_other_formats_and_contradictions() {
        assert!(Summary::from_json("{").unwrap_err().starts_with("not JSON"));
        assert!(Summary::from_json("{\"games\": 3}").unwrap_err().contains("no `format`"));
        let mut v = serde_json::to_value(sample()).unwrap();
        v["format"] = 99.into();
        assert!(Summary::from_json(&v.to_string()).unwrap_err().contains("format 99"));
        let mut v = serde_json::to_value(sample()).unwrap();
        v["games"] = 11.into();
        assert!(Summary::from_json(&v.to_string()).unwrap_err().starts_with("inconsistent summary"));
    }
}
