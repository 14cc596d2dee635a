//! Bootleggers as the engine runs it: the `Game` contract, each method handing over to the
//! file that holds it.

use super::Bootleggers;
use super::choice::Choice;
use super::content::{self, Content, MuscleId};
use super::event::Event;
use super::rules::Match;
use super::script::{self, Scripts};
use super::state::State;
use super::{bots, catalogue, invariants, load, narrate, rules, screen, secrecy, view};
use crate::engine::catalogue::{CardUse, Catalogue};
use crate::engine::content::Source;
use crate::engine::decision::Decider;
use crate::engine::diag::{Diagnostic, Diagnostics};
use crate::engine::dice::{Chance, FixedDice};
use crate::engine::game::{BalanceStyle, Game, LogEntry, Screen};
use crate::engine::locale::{Arg, Locale};
use crate::engine::play::{Flow, Outcome};
use crate::engine::rng::Rng;
use crate::engine::seat::{Seat, check_players};
use std::collections::BTreeMap;
use std::rc::Rc;

crate::engine::game::game_content!(Content);

/// What a match keeps beside the position: the compiled scripts, and the card being played
/// while its script runs.
pub struct Scratch {
    pub scripts: Rc<Scripts>,
    pub playing: Option<(Seat, MuscleId)>,
    /// The card being played had a question answered "nothing" (`()`) while it offered more:
    /// its player chose to do nothing with it, which is told as his choice, not as nothing
    /// there to act on.
    pub declined: bool,
    /// The card's last question had one option, taken without asking (the match asks only
    /// among two or more): Packing Heat's news says its speakeasy was picked so.
    pub unasked: bool,
}

impl Game for Bootleggers {
    const ID: &'static str = content::GAME_ID;
    const LENGTH_UNIT: &'static str = "turns";
    const SCORE_UNIT: &'static str = "money";
    /// The balance seat searches every question, replaces the greedy bot's answer at one
    /// standard error, and scores its imagined games two of the game's turns on (a turn is the
    /// whole table's: half a turn a seat at four seats), with 20 playouts a question: one such
    /// seat won 54.0% of 200 games against three greedy seats (53.0% of seeds 201 to 600).
    /// With 24 playouts it won 60.0%, but four such seats took about 340 s for a 2,000-game
    /// verdict; before its imagined turns kept what the seat had seen (`secrecy.rs`), most of its
    /// rounds went another way, and card questions only at two standard errors, eight of the
    /// game's turns on, won 25.5%.
    const BALANCE: BalanceStyle =
        BalanceStyle { every_question: true, convinced: 1.0, horizon_turns: 0.5, playouts: 20 };
    /// A mod may word its card's question as `prompt-<key>` (`screen.rs`).
    const SCRIPT_PROMPTS: &'static [&'static str] = &["prompt-"];
    type Content = Content;
    type State = State;
    type Fixed = FixedDice;
    type Choice = Choice;
    type Event = Event;
    type CardKey = usize;
    type View<'a> = view::View<'a>;
    type Scratch = Scratch;

    /// The content, then its thug cards' scripts compiled (their problems are the content's).
    fn load(source: &Source) -> Result<Content, Diagnostics> {
        Self::load_warned(source).0
    }

    fn load_warned(source: &Source) -> (Result<Content, Diagnostics>, Vec<Diagnostic>) {
        let (content, warnings) = load::read(source);
        let compiled = content.and_then(|c| script::for_content(&c).map_err(Diagnostics).map(|_| c));
        (compiled, warnings)
    }

    /// Cover: 3 to 6 bootleggers.
    fn check_seats(content: &Content, seats: usize) -> Result<(), String> {
        let r = &content.rules;
        check_players("Bootleggers", (r.min_players, r.max_players), seats, true)
    }

    fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
        Self::check_seats(content, seats)?;
        rules::setup::new_game(content, seats, seed)
    }

    fn chance(state: &State) -> &Chance {
        &state.chance
    }

    fn chance_mut(state: &mut State) -> &mut Chance {
        &mut state.chance
    }

    fn scratch(content: &Content) -> Scratch {
        Scratch {
            scripts: script::for_content(content).unwrap_or_else(|_| Rc::new(script::none(content))),
            playing: None,
            declined: false,
            unasked: false,
        }
    }

    fn scratch_beside(_: &Content, beside: &Scratch) -> Scratch {
        Scratch { scripts: beside.scripts.clone(), playing: None, declined: false, unasked: false }
    }

    fn play(m: &mut Match<'_>) -> Flow<Outcome> {
        super::turn::play(m)
    }

    /// What is hidden from `viewer` drawn again (`secrecy.rs`).
    fn determinize(content: &Content, state: &State, viewer: Seat, rng: &mut Rng) -> State {
        secrecy::determinize(content, state, viewer, rng)
    }

    /// The position a turn began from drawn again, keeping what `viewer` has seen since
    /// (`secrecy.rs`).
    fn determinize_turn(
        content: &Content,
        state: &State,
        since: &[LogEntry<Self>],
        viewer: Seat,
        rng: &mut Rng,
    ) -> State {
        secrecy::determinize_turn(content, state, since, viewer, rng)
    }

    fn view<'a>(m: &'a Match<'_>, seat: Seat) -> view::View<'a> {
        view::View::new(&m.state, m.content, seat, m.log.entries())
    }

    /// The truck card or a muscle card taken from the offer (PHASE 1), a thug card played from
    /// the hand (a card paid away in a deal is not used).
    fn option_card(m: &Match<'_>, _seat: Seat, prompt: &str, choice: &Choice) -> Option<usize> {
        match *choice {
            Choice::TruckCard => m.state.truck_offer.map(|t| catalogue::truck_key(m.content, t)),
            Choice::Muscle { space } => m.state.muscle_offer.get(usize::from(space)).map(|&c| catalogue::muscle_key(c)),
            Choice::Thug { card } if prompt != "deal_cards" => Some(catalogue::muscle_key(card)),
            _ => None,
        }
    }

    fn bot_kinds() -> &'static [&'static str] {
        &["greedy"]
    }

    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>> {
        (kind == "greedy").then(|| Box::new(bots::GreedyBot::new(seed, seat)) as Box<dyn Decider<Self>>)
    }

    /// Money ($G): the richest wins.
    fn scores(m: &Match<'_>) -> Vec<i64> {
        m.state.players.0.iter().map(|p| p.money).collect()
    }

    fn length(m: &Match<'_>) -> u32 {
        u32::from(m.state.turn)
    }

    fn invariants(m: &Match<'_>) -> Result<(), String> {
        invariants::check(m.content, &m.state)
    }

    /// A card or a die shown to `seat` or to all, the authority cards revealed, another
    /// seat's answer.
    fn is_barrier(e: &Event, seat: Seat) -> bool {
        match *e {
            Event::TruckOffered { .. }
            | Event::MuscleOffered { .. }
            | Event::AuthorityRevealed { .. }
            | Event::Produced { .. }
            | Event::Demand { .. }
            | Event::ThugDid { what: super::event::ThugDid::Rolled { .. }, .. } => true,
            Event::ThugDid { seat: s, what: super::event::ThugDid::Drew { .. }, .. } => s == seat,
            _ => false,
        }
    }

    fn turn_start(e: &Event) -> bool {
        matches!(e, Event::TurnBegan { .. })
    }

    fn catalogue(content: &Content, locale: &Locale) -> Catalogue {
        catalogue::catalogue(content, locale)
    }

    fn card_use(content: &Content, log: &[LogEntry<Self>], fired: &BTreeMap<usize, u64>) -> CardUse {
        catalogue::card_use(content, log, fired)
    }

    fn required_texts(content: &Content) -> Vec<crate::engine::texts::Needed> {
        let code = [
            narrate::MESSAGES,
            screen::MESSAGES,
            screen::waiting::MESSAGES,
            super::help::MESSAGES,
            super::picture::MESSAGES,
            super::picture::offers::MESSAGES,
            super::lookup::MESSAGES,
            super::targets::MESSAGES,
        ];
        crate::engine::game::required_texts(content.required_messages(), &code)
    }

    fn numbers(content: &Content) -> serde_json::Value {
        serde_json::to_value(&content.rules).unwrap_or_default()
    }

    fn schemas(content: &Content) -> Vec<(String, String)> {
        super::schema::schemas(content)
    }

    fn narrate(content: &Content, locale: &Locale, event: &Event, viewer: Option<Seat>) -> Option<String> {
        narrate::Narrator { content, locale }.line(event, viewer)
    }

    fn card_named(content: &Content, locale: &Locale, key: &usize) -> Arg {
        narrate::Narrator { content, locale }.failed_card(*key)
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
