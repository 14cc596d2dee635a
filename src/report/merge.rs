//! Joining the summaries of a run's shards into one, as if one machine had played them all.

use super::summary::Summary;

/// Merges shard summaries of one run: counts and histograms are added, the shards listed.
///
/// # Errors
/// A one-line message when there is nothing to merge, when two summaries are of different
/// runs (game, content, seats, seed, games or shard count differ) or when a shard comes twice.
pub fn merge(parts: &[(String, Summary)]) -> Result<Summary, String> {
    let Some(((first_name, first), rest)) = parts.split_first() else {
        return Err("nothing to merge".into());
    };
    let mut all = first.clone();
    for (name, s) in rest {
        let differs = |what: &str, a: &dyn std::fmt::Debug, b: &dyn std::fmt::Debug| {
            format!("{name} is not of the same run as {first_name}: {what} {b:?} against {a:?}")
        };
        if s.game != all.game {
            return Err(differs("game", &all.game, &s.game));
        }
        if s.content != all.content {
            return Err(differs("content digest", &all.content, &s.content));
        }
        if s.seats != all.seats {
            return Err(differs("seats", &all.seats, &s.seats));
        }
        if s.seat_specs != all.seat_specs {
            return Err(differs("seats", &all.seat_specs, &s.seat_specs));
        }
        if s.seed != all.seed {
            return Err(differs("seed", &all.seed, &s.seed));
        }
        if s.shards.planned_games != all.shards.planned_games {
            return Err(differs("games", &all.shards.planned_games, &s.shards.planned_games));
        }
        if s.shards.of != all.shards.of {
            return Err(differs("shard count", &all.shards.of, &s.shards.of));
        }
        if let Some(k) = s.shards.done.iter().find(|k| all.shards.done.contains(k)) {
            return Err(format!("{name}: shard {k}/{} is given twice", s.shards.of));
        }
        add(&mut all, s);
    }
    all.shards.done.sort_unstable();
    all.derive();
    Ok(all)
}

fn add(all: &mut Summary, s: &Summary) {
    all.games += s.games;
    all.shards.done.extend(&s.shards.done);
    all.threads = all.threads.max(s.threads);
    all.won_by_target += s.won_by_target;
    all.decided_by_cap += s.decided_by_cap;
    all.draws += s.draws;
    for (a, b) in all.wins_by_seat.iter_mut().zip(&s.wins_by_seat) {
        *a += b;
    }
    if all.games_by_rounds.len() < s.games_by_rounds.len() {
        all.games_by_rounds.resize(s.games_by_rounds.len(), 0);
    }
    for (a, b) in all.games_by_rounds.iter_mut().zip(&s.games_by_rounds) {
        *a += b;
    }
    all.seconds += s.seconds;
    for (id, c) in &s.cards {
        let t = all.cards.entry(id.clone()).or_insert_with(|| super::summary::CardLine {
            kind: c.kind.clone(),
            name: c.name.clone(),
            fingerprint: c.fingerprint.clone(),
            ..Default::default()
        });
        t.counts.add(&c.counts);
        t.examples.add(&c.examples);
        for (bot, u) in &c.uses {
            t.uses.entry(bot.clone()).or_default().add(*u);
        }
    }
    for (bot, kinds) in &s.options {
        let all = all.options.entry(bot.clone()).or_default();
        for (kind, u) in kinds {
            all.entry(kind.clone()).or_default().add(*u);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::summary::tests::sample;

    fn shard(k: u32) -> (String, Summary) {
        let mut s = sample();
        s.shards.of = 2;
        s.shards.done = vec![k];
        s.shards.planned_games = 20;
        (format!("s{k}.json"), s)
    }

    #[test]
    fn counts_add_up() {
        let m = merge(&[shard(1), shard(0)]).unwrap();
        assert_eq!((m.games, m.wins_by_seat.clone(), m.shards.done.clone()), (20, vec![16, 4], vec![0, 1]));
        assert_eq!(m.games_by_rounds, vec![0, 0, 0, 8, 12]);
        assert_eq!(m.cards["<b>&"].counts.paid, 2000);
        assert_eq!(m.win_rate_by_seat, vec![0.8, 0.2]);
    }

    #[test]
    fn other_runs_and_repeated_shards_are_refused() {
        let (name, mut other) = shard(1);
        other.content = "def".into();
        let e = merge(&[shard(0), (name, other)]).unwrap_err();
        assert!(e.contains("s1.json is not of the same run as s0.json: content digest"), "{e}");
        let e = merge(&[shard(0), shard(0)]).unwrap_err();
        assert!(e.contains("shard 0/2 is given twice"), "{e}");
    }
}
