//! The godfather race as the engine runs it: the `Game` contract, each method handing over to
//! the file that holds it.

use super::Godfathers;
use super::choice::Choice;
use super::content::{self, Content};
use super::defs::{BoardFile, GameFile};
use super::event::Event;
use super::state::{Fixed, State};
use super::turn::Match;
use super::{
    board_svg, bots, catalogue, forced, held, invariants, load, lookup, narrate, near_home, outcome, question_lines,
    roll_win, rules, screen, stranded, view,
};
use crate::engine::catalogue::Catalogue;
use crate::engine::content::Source;
use crate::engine::decision::Decider;
use crate::engine::diag::Diagnostics;
use crate::engine::dice::Chance;
use crate::engine::game::{self, Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::play::{Flow, Outcome};
use crate::engine::seat::{Seat, check_players};
use std::collections::BTreeMap;

crate::engine::game::game_content!(Content);

impl Game for Godfathers {
    const ID: &'static str = content::GAME_ID;
    const LENGTH_UNIT: &'static str = "turns";
    const SCORE_UNIT: &'static str = "squares";
    type Content = Content;
    type State = State;
    type Fixed = Fixed;
    type Choice = Choice;
    type Event = Event;
    type CardKey = usize;
    type View<'a> = view::View<'a>;
    type Scratch = ();

    fn load(source: &Source) -> Result<Content, Diagnostics> {
        load::load(source)
    }

    fn check_seats(content: &Content, seats: usize) -> Result<(), String> {
        let r = &content.rules;
        let has_hqs = content.board.entries(seats).is_some();
        check_players("the godfather race", (r.min_players, r.max_players), seats, has_hqs)
    }

    fn new_game(content: &Content, seats: usize, seed: u64) -> Result<State, String> {
        rules::setup::new_game(content, seats, seed)
    }

    fn chance(state: &State) -> &Chance<Fixed> {
        &state.chance
    }

    fn chance_mut(state: &mut State) -> &mut Chance<Fixed> {
        &mut state.chance
    }

    fn scratch(_: &Content) {}

    fn play(m: &mut Match<'_>) -> Flow<Outcome> {
        super::turn::play(m)
    }

    fn view<'a>(m: &'a Match<'_>, seat: Seat) -> view::View<'a> {
        view::View::of(m, seat)
    }

    fn bot_kinds() -> &'static [&'static str] {
        &["greedy"]
    }

    fn bot(kind: &str, seed: u64, seat: Seat) -> Option<Box<dyn Decider<Self>>> {
        (kind == "greedy").then(|| Box::new(bots::greedy(seed, seat)) as Box<dyn Decider<Self>>)
    }

    /// The race as the greedy bot weighs it (`bots::worth`: the godfather's way home above all,
    /// his henchmen alive, free and beside him, the rivals' the same), squashed between nought
    /// and one. A godfather's score is only how far he has walked, which dice and a few turns
    /// seldom tell apart between moves, and not what a move risks: scored by it, the balance
    /// seat won 34.0% of 200 games against three greedy seats; weighed so, 50.0%.
    fn standing(m: &Match<'_>, seat: Seat) -> f64 {
        0.5 + 0.5 * (bots::worth(m.content, &m.state, seat) / bots::WORTH_SCALE).tanh()
    }

    /// How far each godfather has walked of his race: the squares of his lap, all of the loop's
    /// for the one home (LE GAGNANT: "un tour complet de la ville", the board's squares, as
    /// `why_won` says; the HQ counts one step of his last die, RETOUR DU PARRAIN, but is no
    /// square of the loop). The standings put the winner first whatever his score.
    fn scores(m: &Match<'_>) -> Vec<i64> {
        let home = i64::from(m.content.board.len());
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

    /// A roll, or a spin of the wheel.
    fn is_barrier(e: &Event, _: Seat) -> bool {
        matches!(e, Event::Rolled { .. } | Event::Spun { .. })
    }

    fn turn_start(e: &Event) -> bool {
        matches!(e, Event::TurnStarted { .. })
    }

    fn catalogue(content: &Content, _: &Locale) -> Catalogue {
        catalogue::catalogue(content)
    }

    fn required_texts(content: &Content) -> Vec<crate::engine::texts::Needed> {
        let code = [
            narrate::MESSAGES,
            screen::MESSAGES,
            lookup::MESSAGES,
            outcome::MESSAGES,
            stranded::MESSAGES,
            super::last_henchman::MESSAGES,
            super::two_rivals::MESSAGES,
            forced::MESSAGES,
            question_lines::MESSAGES,
            super::back_in_play::MESSAGES,
            roll_win::MESSAGES,
            near_home::MESSAGES,
            held::MESSAGES,
            board_svg::MESSAGES,
        ];
        game::required_texts(content.required_messages(), &code)
    }

    fn numbers(content: &Content) -> serde_json::Value {
        // Squares as the board file numbers them, from 1; the loop by its length, as the file
        // gives it: each square's type is a piece of the catalogue, which `mod-diff` tells
        // square by square.
        let b = &content.board;
        let from_one = |v: &[u8]| v.iter().map(|&s| u16::from(s) + 1).collect::<Vec<_>>();
        let hq: BTreeMap<String, Vec<u16>> = b.hq.iter().map(|(n, e)| (n.to_string(), from_one(e))).collect();
        serde_json::json!({
            "rules": content.rules,
            "board": { "squares": b.squares.len(), "wheel": from_one(&b.wheel), "hq": hq },
        })
    }

    /// The schemas of `game.toml`, `board.toml` and the scenario files; the race has no
    /// scripts, so no script API.
    fn schemas(_: &Content) -> Vec<(String, String)> {
        let files = vec![("game", schemars::schema_for!(GameFile)), ("board", schemars::schema_for!(BoardFile))];
        crate::engine::scenario::schema_files::<Self>(files)
    }

    fn narrate(content: &Content, locale: &Locale, event: &Event, viewer: Option<Seat>) -> Option<String> {
        narrate::Narrator { content, locale }.line(event, viewer)
    }

    fn backdrop(content: &Content, locale: &Locale, seats: usize) -> crate::engine::picture::Backdrop {
        board_svg::backdrop(content, locale, seats)
    }

    fn picture(m: &Match<'_>, locale: &Locale, viewer: Option<Seat>) -> crate::engine::picture::Picture {
        board_svg::picture(m, locale, viewer)
    }

    fn screen<'s>(content: &'s Content, locale: &'s Locale) -> Box<dyn Screen<Self> + 's> {
        Box::new(screen::Terminal { n: narrate::Narrator { content, locale } })
    }
}
