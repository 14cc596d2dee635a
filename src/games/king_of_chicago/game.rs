//! King of Chicago as the engine runs it: the `Game` contract, each method handing over to the
//! file that holds it.

use super::KingOfChicago;
use super::event::Event;
use super::rules::play::Match;
use super::script::CardScripts;
use super::{bots, catalogue, choice, content, invariants, load, narrate, picture, rules, schema, screen, script};
use super::{secrecy, session, state, texts, view};
use crate::engine::catalogue::{CardUse, Catalogue};
use crate::engine::content::Source;
use crate::engine::decision::Decider;
use crate::engine::diag::{Diagnostic, Diagnostics};
use crate::engine::dice::Chance;
use crate::engine::game::{BalanceStyle, Game, LogEntry, Screen};
use crate::engine::locale::{Arg, Locale};
use crate::engine::play::{Flow, Outcome};
use crate::engine::rng::Rng;
use crate::engine::seat::Seat;
use std::collections::BTreeMap;
use std::rc::Rc;

crate::engine::game::game_content!(content::Content);

/// What the rules keep beside the position while a match runs.
pub struct Scratch {
    /// The income being collected, while gangsters add to it.
    pub(crate) income: Option<rules::effects::IncomeTally>,
    /// What happens to the casualty being decided, while cards act on it.
    pub(crate) casualty: Option<rules::effects::CasualtyFate>,
    /// A police action or Election Day cancelled by a response card.
    pub(crate) cancelled: bool,
    pub(crate) scripts: Rc<CardScripts>,
}

impl Scratch {
    pub fn new(content: &content::Content) -> Scratch {
        // The content was checked at load, scripts included; content built by hand whose
        // scripts do not compile plays without card abilities.
        Scratch::with(script::for_content(content).unwrap_or_else(|_| Rc::new(script::none(content))))
    }

    /// A match's scratch at its start, with `scripts` compiled.
    fn with(scripts: Rc<CardScripts>) -> Scratch {
        Scratch { income: None, casualty: None, cancelled: false, scripts }
    }
}

impl Game for KingOfChicago {
    const ID: &'static str = content::GAME_ID;
    const LENGTH_UNIT: &'static str = "game rounds";
    const SCORE_UNIT: &'static str = "power";
    /// The balance seat searches every question, at one standard error, and scores an imagined
    /// game a turn and a quarter a seat past the question (five turns at four seats: its own
    /// next turn included). Against three greedy seats it wins 63.0% and 58.0% of 400 games
    /// (seeds 201 to 600 and 601 to 1,000), twice the fair share; six turns won 64.0% and 65.5%
    /// at about 1.1 times the time, past the five minutes a verdict may take; four, 49.2%.
    /// Card questions alone won 39.0% (README, "The balance seat").
    const BALANCE: BalanceStyle =
        BalanceStyle { every_question: true, convinced: 1.0, horizon_turns: 1.25, playouts: 24 };
    /// A mod words its card's question as `prompt-card-<key>` (`screen.rs`).
    const SCRIPT_PROMPTS: &'static [&'static str] = &["prompt-card-"];
    type Content = content::Content;
    type State = state::State;
    type Fixed = crate::engine::dice::FixedDice;
    type Choice = choice::Choice;
    type Event = Event;
    type CardKey = state::Card;
    type View<'a> = view::View<'a>;
    type Scratch = Scratch;

    fn load(source: &Source) -> Result<content::Content, Diagnostics> {
        load::load(source)
    }

    fn load_warned(source: &Source) -> (Result<content::Content, Diagnostics>, Vec<Diagnostic>) {
        load::read(source)
    }

    fn check_seats(content: &content::Content, seats: usize) -> Result<(), String> {
        rules::setup::check_seats(content, seats).map_err(|e| e.to_string())
    }

    fn new_game(content: &content::Content, seats: usize, seed: u64) -> Result<state::State, String> {
        rules::setup::new_game(content, seats, seed).map_err(|e| e.to_string())
    }

    fn chance(state: &state::State) -> &Chance {
        &state.chance
    }

    fn chance_mut(state: &mut state::State) -> &mut Chance {
        &mut state.chance
    }

    fn scratch(content: &content::Content) -> Scratch {
        Scratch::new(content)
    }

    fn scratch_beside(_: &content::Content, beside: &Scratch) -> Scratch {
        Scratch::with(beside.scripts.clone())
    }

    /// Rulebook 4.1: game rounds until a player has the target (a `Stop`), or the round cap.
    fn play(m: &mut Match<'_>) -> Flow<Outcome> {
        rules::round::play(m).map(|()| Outcome { winner: None, capped: true })
    }

    /// What the rules keep from a seat ([`secrecy::determinize`]).
    fn determinize(_: &content::Content, state: &state::State, viewer: Seat, rng: &mut Rng) -> state::State {
        secrecy::determinize(state, viewer, rng)
    }

    fn determinize_turn(
        content: &content::Content,
        state: &state::State,
        since: &[LogEntry<Self>],
        viewer: Seat,
        rng: &mut Rng,
    ) -> state::State {
        secrecy::determinize_turn(content, state, since, viewer, rng)
    }

    fn view<'a>(m: &'a Match<'_>, seat: Seat) -> view::View<'a> {
        view::View::new(&m.state, m.content, &m.x.scripts, seat, m.state.fight.as_ref(), m.log.entries())
    }

    /// An event, contract or resource card played or handed over; a bid on the gangster up for
    /// auction (8.1), which buys his card.
    fn option_card(m: &Match<'_>, _seat: Seat, prompt: &str, choice: &choice::Choice) -> Option<usize> {
        use choice::Choice;
        match *choice {
            Choice::Card(card) => Some(catalogue::index_of(m.content, card)),
            Choice::Amount(bid) if bid > 0 && prompt == "bid_gangster" => {
                m.state.lot.map(|g| catalogue::index_of(m.content, state::Card::Gangster(g.0)))
            }
            _ => None,
        }
    }

    fn bot_kinds() -> &'static [&'static str] {
        &["greedy"]
    }

    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>> {
        (kind == "greedy").then(|| Box::new(bots::greedy::GreedyBot::new(seed, seat.0)) as Box<dyn Decider<Self>>)
    }

    /// Power points (rulebook 2.0).
    fn scores(m: &Match<'_>) -> Vec<i64> {
        (0..m.seats()).map(|i| m.power(Seat(i as u8))).collect()
    }

    /// Game rounds played (the last one maybe unfinished); a game stopped by the round cap
    /// played exactly the cap, though its clock already points at the round that never began.
    fn length(m: &Match<'_>) -> u32 {
        m.state.clock.round.min(m.round_cap())
    }

    fn invariants(m: &Match<'_>) -> Result<(), String> {
        invariants::check(m.content, &m.x.scripts, &m.state)
    }

    fn is_barrier(event: &Event, seat: Seat) -> bool {
        session::is_barrier(event, seat)
    }

    fn turn_start(event: &Event) -> bool {
        session::turn_start(event)
    }

    fn catalogue(content: &content::Content, locale: &Locale) -> Catalogue {
        catalogue::catalogue(content, locale)
    }

    fn card_use(content: &content::Content, log: &[LogEntry<Self>], fired: &BTreeMap<usize, u64>) -> CardUse {
        catalogue::card_use(content, log, fired)
    }

    fn required_texts(content: &content::Content) -> Vec<crate::engine::texts::Needed> {
        texts::required(content)
    }

    fn numbers(content: &content::Content) -> serde_json::Value {
        serde_json::to_value(&content.rules).unwrap_or_default()
    }

    fn schemas(content: &content::Content) -> Vec<(String, String)> {
        let mut files: Vec<(String, String)> =
            schema::schemas().into_iter().map(|(k, s)| (format!("{k}.schema.json"), s)).collect();
        if let Ok(mut scripts) = script::compile(content) {
            files.push(("api.d.rhai".into(), schema::rhai_definitions(&mut scripts)));
        }
        files
    }

    fn narrate(content: &content::Content, locale: &Locale, event: &Event, viewer: Option<Seat>) -> Option<String> {
        let n = narrate::Narrator { content, locale };
        match viewer {
            Some(seat) => n.line_for(event, seat),
            None => n.line(event),
        }
    }

    fn card_named(content: &content::Content, locale: &Locale, key: &state::Card) -> Arg {
        narrate::Narrator { content, locale }.card(*key)
    }

    fn backdrop(content: &content::Content, locale: &Locale, seats: usize) -> crate::engine::picture::Backdrop {
        picture::backdrop(content, locale, seats)
    }

    fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> crate::engine::picture::Picture {
        picture::picture(m, locale, viewer)
    }

    fn screen<'s>(content: &'s content::Content, locale: &'s Locale) -> Box<dyn Screen<Self> + 's> {
        Box::new(screen::Terminal { n: narrate::Narrator { content, locale } })
    }
}
