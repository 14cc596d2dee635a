//! Replaying a game log, for any game: the same content, seed and recorded answers must give
//! the same events, line by line. The first line that differs is where the rules, a card or
//! the engine changed.

use super::{play_keeping_states, play_with};
use crate::engine::decision::{NoMoreAnswers, Resume};
use crate::engine::game::{Game, GameContent, LogEntry};
use crate::engine::journal::LogFile;
use crate::engine::play::{MatchOptions, Outcome};
use serde_json::Value;

/// Where a replay first differs from its log.
#[derive(Debug, Clone, PartialEq)]
pub struct Divergence {
    /// The 0-based index of the event (the file's line `step + 2`).
    pub step: usize,
    /// What the log holds there (`None`: the log ends before).
    pub recorded: Option<Value>,
    /// What the engine gives now (`None`: the game now ends before).
    pub now: Option<Value>,
}

/// What a replay found.
#[derive(Debug, Clone, PartialEq)]
pub struct Replayed {
    /// Events that matched.
    pub matched: usize,
    pub divergence: Option<Divergence>,
    /// The log's last line was cut short (its 1-based line in the file); only the whole lines
    /// before it were compared.
    pub torn: Option<usize>,
    /// The log ends before the game does: it was cut (at a line's end, so nothing is torn) or
    /// the game was stopped, and the replay ran out of recorded answers.
    pub ends_early: bool,
}

/// A log played again, with the game it gave.
pub struct Rerun<G: Game> {
    pub replayed: Replayed,
    /// The events the engine gave now.
    pub events: Vec<LogEntry<G>>,
    /// The position before each event, then the last (when asked for).
    pub states: Vec<G::State>,
    /// How the game ended; `None` when it stopped before its end.
    pub outcome: Option<Outcome>,
}

/// Replays a log read back from its file.
///
/// # Errors
/// A header that does not say how to play the game again, or a log of other content.
pub fn replay<G: Game>(content: &G::Content, file: &LogFile, options: &MatchOptions) -> Result<Replayed, String> {
    rerun::<G>(content, file, options, false).map(|r| r.replayed)
}

/// Replays a log as [`replay`] does, keeping the game it gave (and its positions when
/// `keep_states`).
///
/// # Errors
/// As [`replay`].
pub fn rerun<G: Game>(
    content: &G::Content,
    file: &LogFile,
    options: &MatchOptions,
    keep_states: bool,
) -> Result<Rerun<G>, String> {
    let h = &file.header;
    let game = h["game"].as_str().ok_or("line 1: the header has no `game`")?;
    if game != G::ID {
        return Err(format!("line 1: this is a log of {game}, not of {}", G::ID));
    }
    let digest = h["content"].as_str().ok_or("line 1: the header has no `content` digest")?;
    if digest != content.digest() {
        return Err(format!(
            "line 1: this log was played with other content (digest {digest}; this content is {}): replay it with the same --content and --mod options",
            content.digest()
        ));
    }
    let seed = h["seed"].as_u64().ok_or("line 1: the header has no `seed`")?;
    let kinds = h["seats"].as_array().filter(|s| !s.is_empty()).ok_or("line 1: the header has no `seats`")?;
    let mut answers = vec![Vec::new(); kinds.len()];
    for (i, e) in file.events.iter().enumerate() {
        if e["event"] == "chose" {
            let seat = e["seat"].as_u64().and_then(|s| answers.get_mut(s as usize));
            let index = e["index"].as_u64();
            match (seat, index) {
                (Some(a), Some(index)) => a.push(index as usize),
                _ => return Err(format!("line {}: a `chose` event without a valid `seat` and `index`", i + 2)),
            }
        }
    }
    // A person's seat was asked about deals (`play`); a bot's was as its kind is (most bots
    // only answer offers; a game's bot may make them).
    let deciders = answers
        .into_iter()
        .zip(kinds)
        .enumerate()
        .map(|(i, (a, kind))| {
            let name = kind.as_str().unwrap_or_default();
            let proposes = name == "human"
                || super::SeatKind::parse::<G>(name)
                    .ok()
                    .and_then(|k| k.bot::<G>(seed, crate::engine::seat::Seat(i as u8)))
                    .is_some_and(|b| b.proposes_deals());
            Box::new(Resume::new(Box::new(NoMoreAnswers), a, false).proposing(proposes)) as _
        })
        .collect();
    let played = if keep_states {
        play_keeping_states::<G>(content, deciders, seed, options, None)
    } else {
        play_with::<G>(content, deciders, seed, options, None)
    };
    let (log, states, outcome) = match played {
        Ok(p) => (p.log, p.states, Some(p.outcome)),
        Err(u) => (u.log, u.states, None),
    };
    let ends_early = outcome.is_none();
    let now: Vec<Value> = log.entries().iter().map(|e| serde_json::to_value(e).unwrap_or(Value::Null)).collect();
    let recorded = &file.events;
    let common = now.len().min(recorded.len());
    let first = (0..common).find(|&i| now[i] != recorded[i]);
    let divergence = match first {
        Some(step) => Some(Divergence { step, recorded: Some(recorded[step].clone()), now: Some(now[step].clone()) }),
        None if now.len() < recorded.len() => {
            Some(Divergence { step: common, recorded: Some(recorded[common].clone()), now: None })
        }
        // Every logged event is the game's: a log that stops there was cut short (torn, or
        // killed between two lines) or stopped, and ends early; it does not differ.
        None => None,
    };
    let ends_early = ends_early || (divergence.is_none() && now.len() > recorded.len());
    let replayed = Replayed { matched: first.unwrap_or(common), divergence, torn: file.torn, ends_early };
    Ok(Rerun { replayed, events: log.entries().to_vec(), states, outcome })
}
