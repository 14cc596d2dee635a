//! The godfather race as the engine runs it: the `Game` contract, each method handing over to
//! the file that holds it.

use super::Godfathers;
use super::choice::Choice;
use super::content::{self, Content};
use super::event::Event;
use super::state::State;
use super::turn::Match;
use super::{bots, catalogue, invariants, narrate, rules, schema, screen, view};
use crate::engine::catalogue::{CardUse, Catalogue};
use crate::engine::content::Source;
use crate::engine::decision::{Decider, Request};
use crate::engine::diag::{Diagnostic, Diagnostics};
use crate::engine::game::{Chance, Game, GameContent, Screen};
use crate::engine::locale::Locale;
use crate::engine::play::{Flow, Outcome};
use crate::engine::rng::Rng;
use crate::engine::scenario::Ran;
use crate::engine::script::ScriptError;
use crate::engine::seat::Seat;
use std::collections::BTreeMap;

impl GameContent for Content {
    fn source(&self) -> &Source {
        &self.source
    }

    fn digest(&self) -> &str {
        &self.digest
    }
}

impl Chance for State {
    type Saved = Rng;

    fn save_chance(&self) -> Rng {
        self.rng.clone()
    }

    fn restore_chance(&mut self, saved: Rng) {
        self.rng = saved;
    }
}

impl Game for Godfathers {
    const ID: &'static str = content::GAME_ID;
    const LENGTH_UNIT: &'static str = "turns";
    /// A roll-and-move race: no cards.
    const CARDS: bool = false;
    type Content = Content;
    type State = State;
    type Choice = Choice;
    type Event = Event;
    type View<'a> = view::View<'a>;
    type Scratch = ();

    fn load(source: &Source) -> Result<Content, Diagnostics> {
        content::load(source)
    }

    fn check_seats(content: &Content, seats: usize) -> Result<(), String> {
        let r = &content.rules;
        if (usize::from(r.min_players)..=usize::from(r.max_players)).contains(&seats)
            && content.board.entries(seats).is_some()
        {
            Ok(())
        } else {
            Err(format!("the godfather race is played by {} to {} players, not {seats}", r.min_players, r.max_players))
        }
    }

    fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
        rules::setup::new_game(content, seats, seed)
    }

    fn scratch(_: &Content) {}

    fn play(m: &mut Match<'_>) -> Flow<Outcome> {
        super::turn::play(m)
    }

    /// Nothing is hidden in the race but the dice and the wheel to come: drawn again.
    fn determinize(_: &Content, state: &State, _: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.rng = Rng::seeded(rng.next_u64());
        s
    }

    fn view<'a>(m: &'a Match<'_>, seat: Seat) -> view::View<'a> {
        view::View::new(&m.state, m.content, seat, m.log.entries())
    }

    fn chose(request: Request<Choice>, index: usize, choice: Choice) -> Event {
        Event::Chose { seat: request.seat, prompt: request.prompt, index, choice }
    }

    fn answer(event: &Event) -> Option<(Seat, usize)> {
        match *event {
            Event::Chose { seat, index, .. } => Some((seat, index)),
            _ => None,
        }
    }

    fn script_failed(card: usize, hook: &'static str, e: ScriptError) -> Event {
        Event::ScriptFailed { card, hook, file: e.file, line: e.line, message: e.message }
    }

    fn bot_kinds() -> &'static [&'static str] {
        &["greedy"]
    }

    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>> {
        (kind == "greedy").then(|| Box::new(bots::GreedyBot::new(seed, seat)) as Box<dyn Decider<Self>>)
    }

    /// How far each godfather has walked of his race: the squares of his lap, and the HQ for
    /// the one home.
    fn scores(m: &Match<'_>) -> Vec<i64> {
        let home = i64::from(m.content.board.len()) + 1;
        m.state
            .gangs
            .iter()
            .map(|(seat, g)| if m.state.winner == Some(seat) { home } else { i64::from(g.pieces[0].lap) })
            .collect()
    }

    fn length(m: &Match<'_>) -> u32 {
        m.state.turn
    }

    fn invariants(m: &Match<'_>) -> Result<(), String> {
        invariants::check(m.content, &m.state)
    }

    /// A roll, a spin of the wheel, or another seat's answer.
    fn is_barrier(e: &Event, seat: Seat) -> bool {
        match *e {
            Event::Rolled { .. } | Event::Spun { .. } => true,
            Event::Chose { seat: s, .. } => s != seat,
            _ => false,
        }
    }

    fn turn_start(e: &Event) -> bool {
        matches!(e, Event::TurnStarted { .. })
    }

    fn catalogue(content: &Content, _: &Locale) -> Catalogue {
        catalogue::catalogue(content)
    }

    fn card_use(_: &Content, _: &[Event], _: &BTreeMap<usize, u64>) -> CardUse {
        CardUse::new()
    }

    fn required_texts(content: &Content) -> Vec<String> {
        let mut ids = content.required_messages();
        ids.extend(narrate::MESSAGES.iter().chain(screen::MESSAGES).map(|s| (*s).to_string()));
        ids
    }

    fn component_warnings(_: &Content) -> Vec<Diagnostic> {
        Vec::new()
    }

    fn numbers(content: &Content) -> serde_json::Value {
        // Squares as the board file numbers them, from 1.
        let b = &content.board;
        let from_one = |v: &[u8]| v.iter().map(|&s| u16::from(s) + 1).collect::<Vec<_>>();
        let hq: BTreeMap<String, Vec<u16>> = b.hq.iter().map(|(n, e)| (n.to_string(), from_one(e))).collect();
        serde_json::json!({
            "rules": content.rules,
            "board": { "squares": b.squares, "wheel": from_one(&b.wheel), "hq": hq },
        })
    }

    fn schemas(_: &Content) -> Vec<(String, String)> {
        schema::schemas()
    }

    fn narrate(content: &Content, locale: &Locale, event: &Event, _: Option<Seat>) -> Option<String> {
        narrate::Narrator { content, locale }.line(event)
    }

    fn backdrop(content: &Content, locale: &Locale) -> crate::engine::picture::Backdrop {
        super::board_svg::backdrop(content, locale)
    }

    fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> crate::engine::picture::Picture {
        super::board_svg::picture(m, locale, viewer)
    }

    fn screen<'s>(content: &'s Content, locale: &'s Locale) -> Box<dyn Screen<Self> + 's> {
        Box::new(screen::Terminal { n: narrate::Narrator { content, locale } })
    }

    fn scenario(content: &Content, locale: &Locale, name: &str, text: &str) -> Result<Ran, String> {
        crate::engine::scenario::run::<Self>(content, locale, name, text)
    }
}
