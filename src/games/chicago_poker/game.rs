//! Chicago Poker as the engine runs it: the `Game` contract, each method handing over to the
//! file that holds it.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::{self, Content};
use super::event::Event;
use super::script::{self, Scripts};
use super::state::{Placed, State};
use super::turn::Match;
use super::{bots, catalogue, invariants, load, narrate, rules, schema, screen, view};
use crate::engine::catalogue::{CardUse, Catalogue};
use crate::engine::content::Source;
use crate::engine::decision::Decider;
use crate::engine::diag::{Diagnostic, Diagnostics};
use crate::engine::dice::Chance;
use crate::engine::game::{BalanceStyle, Game, LogEntry, Screen};
use crate::engine::locale::{Arg, Locale};
use crate::engine::play::{Flow, Outcome};
use crate::engine::rng::Rng;
use crate::engine::seat::{Seat, check_players};
use std::collections::BTreeMap;
use std::rc::Rc;

crate::engine::game::game_content!(Content);

/// What a match keeps beside the position: the compiled scripts of its content.
pub struct Scratch {
    pub scripts: Rc<Scripts>,
}

impl Game for ChicagoPoker {
    const ID: &'static str = content::GAME_ID;
    const LENGTH_UNIT: &'static str = "turns";
    const SCORE_UNIT: &'static str = "establishments";
    /// Every question is worded by `prompt-<its prompt>`, a special's own too (`screen.rs`).
    const SCRIPT_PROMPTS: &'static [&'static str] = &["prompt-"];
    /// Every question searched at one standard error, 48 playouts a question, imagined games
    /// scored one turn a seat on by the establishments won and the groups that lead
    /// (`standing.rs`), their turn so far kept (`secrecy.rs`): 51.0% of seeds 1-200 against
    /// three greedy seats (54.5% of 201-600, 52.2% of 601-1,000), in less time than the
    /// default style's 39.0% (24 playouts, two turns a seat, scored by establishments won).
    const BALANCE: BalanceStyle =
        BalanceStyle { every_question: true, convinced: 1.0, horizon_turns: 1.0, playouts: 48 };
    type Content = Content;
    type State = State;
    type Fixed = ();
    type Choice = Choice;
    type Event = Event;
    type CardKey = usize;
    type View<'a> = view::View<'a>;
    type Scratch = Scratch;

    /// The content, then its special cards' scripts compiled (their problems are the content's).
    fn load(source: &Source) -> Result<Content, Diagnostics> {
        Self::load_warned(source).0
    }

    fn load_warned(source: &Source) -> (Result<Content, Diagnostics>, Vec<Diagnostic>) {
        let (content, warnings) = load::read(source);
        let compiled = content.and_then(|c| script::for_content(&c).map_err(Diagnostics).map(|_| c));
        (compiled, warnings)
    }

    /// 3.0: as many players as there are bosses and a table for them.
    fn check_seats(content: &Content, seats: usize) -> Result<(), String> {
        let r = &content.rules;
        check_players("Chicago Poker", (r.min_players, r.max_players), seats, r.table(seats).is_some())
    }

    fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
        rules::setup::setup(content, seats, seed).map(|(s, _)| s).map_err(|e| e.to_string())
    }

    fn chance(state: &State) -> &Chance<()> {
        &state.chance
    }

    fn chance_mut(state: &mut State) -> &mut Chance<()> {
        &mut state.chance
    }

    fn scratch(content: &Content) -> Scratch {
        // The content was checked at load, scripts included; content built by hand whose
        // scripts do not compile plays its special cards without effect.
        Scratch { scripts: script::for_content(content).unwrap_or_else(|_| Rc::new(script::none(content))) }
    }

    fn scratch_beside(_: &Content, beside: &Scratch) -> Scratch {
        Scratch { scripts: beside.scripts.clone() }
    }

    fn play(m: &mut Match<'_>) -> Flow<Outcome> {
        super::turn::play(m)
    }

    /// What the rules keep from `viewer`: the order of the deck and of the face-down tiles, the
    /// other players' hands and the face-down cards it was not shown, all drawn again from the
    /// cards it cannot see, each slot keeping its size. (A card taken from the face-up discard
    /// pile by Corruption is known to be in its taker's hand, which the position does not
    /// record: it is drawn again like the rest.)
    fn determinize(content: &Content, state: &State, viewer: Seat, rng: &mut Rng) -> State {
        let mut s = crate::engine::game::redrawn::<Self>(state, rng);
        // Hidden cards are sorted before they are dealt again, so that the deal depends on
        // which cards are hidden, not on where they lie.
        s.tiles.sort_unstable();
        rng.shuffle(&mut s.tiles);
        let others: Vec<Seat> = s.players.iter().map(|(seat, _)| seat).filter(|&seat| seat != viewer).collect();
        let hidden = |p: &Placed, owner: Seat| !p.known_to(owner, viewer);
        let mut pool: Vec<_> = s.deck.draw_pile().to_vec();
        for &o in &others {
            pool.extend_from_slice(&s.players[o].hand);
            for e in &s.table {
                pool.extend(e.cards[o].iter().filter(|p| hidden(p, o)).map(|p| p.card));
            }
        }
        pool.sort_unstable();
        // Face-down cards on the table are gangsters; keep the specials for hands and the deck.
        let (specials, mut gangsters): (Vec<_>, Vec<_>) =
            pool.into_iter().partition(|&c| content.card(c).gangster().is_none());
        rng.shuffle(&mut gangsters);
        for &o in &others {
            for e in &mut s.table {
                for p in e.cards[o].iter_mut().filter(|p| !p.known_to(o, viewer)) {
                    p.card = gangsters.pop().expect("as many gangsters as were taken");
                    p.seen_by.clear();
                }
            }
        }
        let mut rest: Vec<_> = gangsters.into_iter().chain(specials).collect();
        rng.shuffle(&mut rest);
        for &o in &others {
            let n = s.players[o].hand.len();
            s.players[o].hand = rest.drain(..n).collect();
        }
        s.deck.replace_draw_pile(rest);
        s
    }

    fn determinize_turn(
        content: &Content,
        state: &State,
        since: &[LogEntry<Self>],
        viewer: Seat,
        rng: &mut Rng,
    ) -> State {
        super::secrecy::determinize_turn(content, state, since, viewer, rng)
    }

    fn view<'a>(m: &'a Match<'_>, seat: Seat) -> view::View<'a> {
        view::View::new(&m.state, m.content, seat, m.log.entries())
    }

    /// A gangster card played or sent as a reinforcement, a special card played (4.1, 5.0).
    fn option_card(m: &Match<'_>, _seat: Seat, _prompt: &str, choice: &Choice) -> Option<usize> {
        match *choice {
            Choice::Play { card, .. } | Choice::Special { card } | Choice::Reinforce { card } => {
                Some(catalogue::key(m.content, card))
            }
            _ => None,
        }
    }

    fn bot_kinds() -> &'static [&'static str] {
        &["greedy"]
    }

    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>> {
        (kind == "greedy").then(|| Box::new(bots::GreedyBot::new(seed, seat)) as Box<dyn Decider<Self>>)
    }

    /// Establishments won, and the tiles where the seat's group holds the best hand
    /// (`standing.rs`): a score a few turns seldom move tells no option from another.
    fn standing(m: &Match<'_>, seat: Seat) -> f64 {
        super::standing::standing(m.content, &m.state, seat)
    }

    /// Establishments won (6.0).
    fn scores(m: &Match<'_>) -> Vec<i64> {
        m.state.players.0.iter().map(|p| p.won.len() as i64).collect()
    }

    /// Player turns begun.
    fn length(m: &Match<'_>) -> u32 {
        m.state.turn
    }

    fn invariants(m: &Match<'_>) -> Result<(), String> {
        invariants::check(m.content, &m.state)
    }

    /// A card drawn or shown to `seat`, a card or tile drawn at random, the cards of a
    /// shootout turned up, or another seat's answer (a reinforcement above all: taking one's
    /// own back must not let a seat probe the others').
    fn is_barrier(e: &Event, seat: Seat) -> bool {
        match *e {
            Event::Reshuffled { .. }
            | Event::DeckRebuilt { .. }
            | Event::DeckShuffled { .. }
            | Event::ShootoutRevealed { .. }
            | Event::Reinforcement { .. }
            | Event::NewTile { .. } => true,
            Event::Drew { seat: s, .. } | Event::Informed { seat: s, .. } => s == seat,
            _ => false,
        }
    }

    /// A seat's own draw is an undo barrier but not news for its status: the news line has
    /// said the card, the question the actions left and a hand over the limit (4.1 Action I).
    fn status_news(e: &Event, seat: Seat) -> bool {
        match *e {
            Event::Drew { seat: s, .. } if s == seat => false,
            _ => Self::is_barrier(e, seat),
        }
    }

    fn turn_start(e: &Event) -> bool {
        matches!(e, Event::TurnStarted { .. })
    }

    fn catalogue(content: &Content, locale: &Locale) -> Catalogue {
        catalogue::catalogue(content, locale)
    }

    fn card_use(content: &Content, log: &[LogEntry<Self>], fired: &BTreeMap<usize, u64>) -> CardUse {
        catalogue::card_use(content, log, fired)
    }

    fn required_texts(content: &Content) -> Vec<crate::engine::texts::Needed> {
        crate::engine::game::required_texts(
            content.required_messages(),
            &[
                narrate::MESSAGES,
                screen::MESSAGES,
                screen::threats::MESSAGES,
                screen::showdown::MESSAGES,
                super::picture::WORDS,
            ],
        )
    }

    fn numbers(content: &Content) -> serde_json::Value {
        serde_json::to_value(&content.rules).unwrap_or_default()
    }

    fn schemas(content: &Content) -> Vec<(String, String)> {
        schema::schemas(content)
    }

    fn narrate(content: &Content, locale: &Locale, event: &Event, viewer: Option<Seat>) -> Option<String> {
        narrate::Narrator { content, locale }.line(event, viewer)
    }

    fn card_named(content: &Content, locale: &Locale, key: &usize) -> Arg {
        Arg::Str(narrate::Narrator { content, locale }.key_name(*key))
    }

    fn backdrop(content: &Content, locale: &Locale, seats: usize) -> crate::engine::picture::Backdrop {
        super::picture::backdrop(content, locale, seats)
    }

    fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> crate::engine::picture::Picture {
        super::picture::picture(m, locale, viewer)
    }

    fn screen<'s>(content: &'s Content, locale: &'s Locale) -> Box<dyn Screen<Self> + 's> {
        Box::new(screen::Terminal { n: narrate::Narrator { content, locale } })
    }
}
