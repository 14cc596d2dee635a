//! The replay viewer, for any game: a log played again, and after each event the position as
//! each reader may see it ([`Game::picture`]) and what the event says to them
//! ([`Game::narrate`]), in each language asked for, written into one self-contained HTML page
//! (`page`) that steps through them.
//!
//! A page for one seat holds only what that seat was shown; a page for every reader also holds
//! the observer's pictures, which hide nothing.

mod page;

use crate::engine::decision::{Decider, NoMoreAnswers};
use crate::engine::game::{Game, told, turn_start};
use crate::engine::journal::LogFile;
use crate::engine::locale::{Arg, Locale};
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::table::replay::rerun;
use page::{Data, End, Reader, Step};
use std::collections::BTreeMap;

/// Whose pictures a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readers {
    /// The observer and every seat, with a selector.
    All,
    /// One seat only: nothing it was not shown is in the page.
    Seat(Seat),
}

/// Strings, and lists of them, kept once and referred to by index: most of a position is
/// what the one before showed, and most of a panel's lines too.
#[derive(Default)]
struct Interned {
    strings: Vec<String>,
    index: BTreeMap<String, u32>,
    lists: Vec<Vec<u32>>,
    list_index: BTreeMap<Vec<u32>, u32>,
}

impl Interned {
    fn get(&mut self, s: String) -> u32 {
        if let Some(&i) = self.index.get(&s) {
            return i;
        }
        let i = self.strings.len() as u32;
        self.index.insert(s.clone(), i);
        self.strings.push(s);
        i
    }

    fn list(&mut self, items: impl IntoIterator<Item = String>) -> u32 {
        let list: Vec<u32> = items.into_iter().map(|s| self.get(s)).collect();
        if let Some(&i) = self.list_index.get(&list) {
            return i;
        }
        let i = self.lists.len() as u32;
        self.list_index.insert(list.clone(), i);
        self.lists.push(list);
        i
    }
}

/// The page's own words (its buttons and labels), from the engine's messages.
pub const WORDS: &[&str] = &[
    "view-observer",
    "view-reader",
    "view-language",
    "view-first",
    "view-previous",
    "view-next",
    "view-next-turn",
    "view-last",
    "view-play",
    "view-pause",
    "view-speed",
    "view-round",
    "view-go",
    "view-step",
    "view-end",
    "view-ends-early",
    "view-language-name",
];

/// The viewer page of a game log: the game played again from the log's seed and answers, each
/// position pictured for `readers` in each of `locales` (the first is the page's own).
///
/// # Errors
/// A log that does not replay here (`line N: ...`, as `replay` says it), a seat the game does
/// not have.
pub fn page<G: Game>(
    content: &G::Content,
    file: &LogFile,
    options: &MatchOptions,
    locales: &[Locale],
    readers: Readers,
) -> Result<String, String> {
    let run = rerun::<G>(content, file, options, true)?;
    if let Some(d) = &run.replayed.divergence {
        return Err(format!(
            "line {}: the game played again differs from the log at event {} (`mobrules replay` shows how): the viewer draws only a log that replays",
            d.step + 2,
            d.step + 1
        ));
    }
    let recorded = file.events.len();
    let events = &run.events[..recorded.min(run.events.len())];
    let seats = file.header["seats"].as_array().map_or(0, Vec::len);
    let seat_kinds: Vec<String> =
        file.header["seats"].as_array().into_iter().flatten().map(|s| s.as_str().unwrap_or("?").to_string()).collect();
    let one_seat = matches!(readers, Readers::Seat(_));
    let seat_list: Vec<Option<Seat>> = match readers {
        Readers::All => std::iter::once(None).chain((0..seats).map(|s| Some(Seat(s as u8)))).collect(),
        Readers::Seat(s) if s.index() < seats => vec![Some(s)],
        Readers::Seat(s) => {
            return Err(format!("--seat {}: the game has {seats} seats (from 1 to {seats})", s.index() + 1));
        }
    };
    let deciders: Vec<Box<dyn Decider<G>>> = (0..seats).map(|_| Box::new(NoMoreAnswers) as _).collect();
    let Some(first) = run.states.first() else {
        return Err("line 1: the game could not be set up again from the log's header".into());
    };
    let mut m = Match::new(content, first.clone(), deciders, options);
    let mut strings = Interned::default();
    strings.get(String::new());
    let mut frames = vec![vec![Vec::with_capacity(events.len() + 1); locales.len()]; seat_list.len()];
    let mut steps = Vec::with_capacity(events.len() + 1);
    for step in 0..=events.len() {
        // The position before the next event: after this one and all it brought about.
        if let Some(state) = run.states.get(step) {
            m.state = state.clone();
        }
        let event = step.checked_sub(1).and_then(|i| events.get(i));
        if let Some(e) = event {
            m.log.push(e.clone());
        }
        steps.push(Step { turn: event.is_some_and(turn_start::<G>), length: G::length(&m) });
        for (r, &reader) in seat_list.iter().enumerate() {
            for (l, locale) in locales.iter().enumerate() {
                let picture = G::picture(&m, locale, reader);
                let line = event.and_then(|e| told::<G>(content, locale, e, reader)).unwrap_or_default();
                let svg = strings.list(picture.svg);
                let text = strings.list(picture.text.lines().map(String::from));
                frames[r][l].push([svg, text, strings.get(line)]);
            }
        }
    }
    let seat_name =
        |locale: &Locale, s: usize| -> String { crate::table::terminal::seat_name(locale, Seat(s as u8)).into() };
    let readers = seat_list
        .iter()
        .map(|r| match r {
            None => {
                Reader { key: "observer".into(), names: locales.iter().map(|l| l.text("view-observer", &[])).collect() }
            }
            Some(s) => Reader {
                key: format!("seat-{}", s.index() + 1),
                names: locales.iter().map(|l| seat_name(l, s.index())).collect(),
            },
        })
        .collect();
    let end = run.outcome.as_ref().filter(|_| !run.replayed.ends_early).map(|o| {
        let scores = G::scores(&m);
        let standings = crate::table::standings(o.winner, &scores);
        let kind = |locale: &Locale, i: usize| {
            Arg::Str(seat_kinds.get(i).map(|k| crate::table::seat_kind_words(locale, k)).unwrap_or_default())
        };
        let verdicts = locales
            .iter()
            .map(|locale| match o.winner {
                Some(w) => locale.text(
                    if o.capped { "run-winner-capped" } else { "run-winner" },
                    &[
                        ("seat", seat_name(locale, w.index()).into()),
                        ("kind", kind(locale, w.index())),
                        ("length", i64::from(G::length(&m)).into()),
                    ],
                ),
                None => locale.text("run-draw", &[]),
            })
            .collect();
        // Why the winner won, in the words the end of both tables says it in.
        let whys = locales
            .iter()
            .map(|locale| {
                let screen = G::screen(content, locale);
                crate::table::why_won(locale, screen.as_ref(), o, m.log.entries()).unwrap_or_default()
            })
            .collect();
        // Each seat's standing in the game's words (what its win counts), with its kind.
        let lines = locales
            .iter()
            .map(|locale| {
                let screen = G::screen(content, locale);
                let by_place = (o.winner, scores.as_slice());
                let words =
                    crate::table::standings_words(locale, screen.as_ref(), &m.state, by_place, Some(&seat_kinds));
                words.into_iter().map(|(_, _, line)| line).collect()
            })
            .collect();
        End {
            winner: o.winner.map(|w| w.0),
            verdicts,
            whys,
            places: standings.iter().map(|&(p, _)| p).collect(),
            lines,
        }
    });
    let longest = steps.iter().map(|s| s.length).max().unwrap_or_default();
    let seed = file.header["seed"].as_u64().unwrap_or_default();
    let title = |l: &Locale| {
        if one_seat {
            // Not the title with the seed: with it, every hidden card, the deck's order and
            // every die to come could be worked out again. A seat's page names the game and seats.
            crate::table::title_without_seed(l, &seat_kinds)
        } else {
            let words: Vec<String> = seat_kinds.iter().map(|k| crate::table::seat_kind_words(l, k)).collect();
            l.text("play-title", &[("seed", Arg::Str(seed.to_string())), ("seats", words.join(", ").into())])
        }
    };
    let data = Data {
        game: G::ID,
        titles: locales.iter().map(title).collect(),
        langs: locales.iter().map(|l| l.lang().to_string()).collect(),
        words: locales.iter().map(|l| WORDS.iter().map(|&w| (w, l.text(w, &[]))).collect()).collect(),
        lengths: locales
            .iter()
            .map(|l| (0..=longest).map(|n| l.text("view-length", &[("length", i64::from(n).into())])).collect())
            .collect(),
        readers,
        backdrops: locales.iter().map(|l| G::backdrop(content, l, seat_kinds.len())).collect(),
        lists: strings.lists,
        strings: strings.strings,
        steps,
        frames,
        end,
        ends_early: run.replayed.ends_early,
    };
    Ok(page::html(&data))
}
