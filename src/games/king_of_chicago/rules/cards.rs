//! Calling card scripts from the rules: queries that return a value, effect hooks whose
//! effects are applied after they return, and what happens when a script fails.

use super::{Flow, Match, Stop};
use crate::engine::script::HookId;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::CardScripts;
use crate::games::king_of_chicago::script::effect::Effect;
use crate::games::king_of_chicago::script::handles::{ContractRef, EventRef, GangsterRef};
use crate::games::king_of_chicago::script::hooks::{self, HOOKS};
use crate::games::king_of_chicago::script::tally;
use crate::games::king_of_chicago::script::world::{Frame, World, lend_read, lend_write};
use crate::games::king_of_chicago::state::{Card, State};
use rhai::Dynamic;

/// What a failing card script does to the game (a seat's setting; the default goes on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnScriptError {
    /// The card does nothing this time; the failure is logged and the game goes on.
    #[default]
    GoOn,
    /// The game stops cleanly, its log kept.
    Stop,
}

/// The card itself, as its script's `this`.
pub fn this_of(card: Card) -> Dynamic {
    match card {
        Card::Gangster(g) => Dynamic::from(GangsterRef(crate::games::king_of_chicago::state::GangsterId(g))),
        Card::Event(e) => Dynamic::from(EventRef(e)),
        Card::Contract(c) => Dynamic::from(ContractRef(c)),
        Card::Resource(_) => Dynamic::UNIT,
    }
}

/// Asks one card a query hook; `None` when it does not define it or its script fails (a
/// query cannot change the game, so a failure only loses the card's answer).
pub fn query(
    scripts: &CardScripts,
    content: &Content,
    state: &State,
    hook: usize,
    card: Card,
    arg: Dynamic,
) -> Option<Dynamic> {
    let index = scripts.script_of(card)?;
    if !scripts.host.defines(index, HookId(hook)) {
        return None;
    }
    let mut this = this_of(card);
    let arg_copy = arg.clone();
    let result = lend_read(state, content, || {
        if HOOKS[hook].params == 0 {
            scripts.host.call(index, HookId(hook), Some(&mut this), ())
        } else {
            scripts.host.call(index, HookId(hook), Some(&mut this), (arg,))
        }
    });
    match result {
        Ok(answer) => {
            if let Some(a) = &answer
                && hooks::changes_things(hook, a, &arg_copy)
            {
                tally::fired(card);
            }
            answer
        }
        Err(e) => {
            // A query cannot log (it only reads the game): its failure waits here until the
            // match logs its next event.
            FAILED_QUERIES.with(|f| f.borrow_mut().push((card, HOOKS[hook].name, e)));
            None
        }
    }
}

thread_local! {
    static FAILED_QUERIES: std::cell::RefCell<Vec<(Card, &'static str, crate::engine::script::ScriptError)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Query failures since the last call, for the log.
pub fn take_failed_queries() -> Vec<(Card, &'static str, crate::engine::script::ScriptError)> {
    FAILED_QUERIES.with(|f| std::mem::take(&mut *f.borrow_mut()))
}

impl Match<'_> {
    /// Asks each of `cards` a query hook and sums the integer answers.
    pub fn query_sum(&self, hook: usize, cards: &[Card], arg: &Dynamic) -> i64 {
        if !self.scripts.any_defines(hook) {
            return 0;
        }
        cards
            .iter()
            .filter_map(|&c| query(&self.scripts, self.content, &self.state, hook, c, arg.clone()))
            .filter_map(|d| d.as_int().ok())
            .sum()
    }

    /// Whether any of `cards` answers `false` to a yes/no query hook.
    pub fn query_refuses(&self, hook: usize, cards: &[Card], arg: &Dynamic) -> bool {
        self.scripts.any_defines(hook)
            && cards.iter().any(|&c| {
                query(&self.scripts, self.content, &self.state, hook, c, arg.clone())
                    .is_some_and(|d| d.as_bool() == Ok(false))
            })
    }

    /// Whether any of `cards` answers `true` to a yes/no query hook.
    pub fn query_allows(&self, hook: usize, cards: &[Card], arg: &Dynamic) -> bool {
        self.scripts.any_defines(hook)
            && cards.iter().any(|&c| {
                query(&self.scripts, self.content, &self.state, hook, c, arg.clone())
                    .is_some_and(|d| d.as_bool() == Ok(true))
            })
    }

    /// Runs an effect hook of one card and returns its effects, or none when the card does not
    /// define the hook. A failing script changes nothing: the dice it rolled and the events it
    /// logged are undone with it, the failure is logged, and the game goes on or stops as set.
    /// The answers seats gave it stay in the log: they are decisions made, which a save, an
    /// undo or a replay gives back when the script asks again.
    pub fn run_hook(&mut self, hook: usize, card: Card, arg: Dynamic) -> Flow<Vec<Effect>> {
        let scripts = self.scripts.clone();
        let Some(index) = scripts.script_of(card) else { return Ok(Vec::new()) };
        if !scripts.host.defines(index, HookId(hook)) {
            return Ok(Vec::new());
        }
        let (rng, dice, logged) = (self.state.rng.clone(), self.state.dice.clone(), self.log.len());
        let mut this = this_of(card);
        let frame = Frame { card, hook: HOOKS[hook].name, effects: Vec::new(), stop: None };
        let mut world = World { m: self, frame };
        let result = lend_write(&mut world, || scripts.host.call(index, HookId(hook), Some(&mut this), (arg,)));
        let frame = world.frame;
        if let Some(stop) = frame.stop {
            return Err(stop);
        }
        match result {
            Ok(_) => {
                if !frame.effects.is_empty() {
                    tally::fired(card);
                }
                Ok(frame.effects)
            }
            Err(e) => {
                self.state.rng = rng;
                self.state.dice = dice;
                let answers: Vec<Event> =
                    self.log.entries()[logged..].iter().filter(|e| matches!(e, Event::Chose { .. })).cloned().collect();
                self.log.truncate(logged);
                for answer in answers {
                    self.emit(answer);
                }
                self.emit(Event::ScriptFailed {
                    card,
                    hook: HOOKS[hook].name,
                    file: e.file.clone(),
                    line: e.line,
                    message: e.message.clone(),
                });
                match self.on_script_error {
                    OnScriptError::GoOn => Ok(Vec::new()),
                    OnScriptError::Stop => Err(Stop::ScriptFailed(e.to_string())),
                }
            }
        }
    }

    /// Runs an effect hook of each card in turn and applies each card's effects before the next
    /// is asked.
    pub fn run_hooks(&mut self, hook: usize, cards: &[Card], arg: &Dynamic) -> Flow {
        if !self.scripts.any_defines(hook) {
            return Ok(());
        }
        for &card in cards {
            let effects = self.run_hook(hook, card, arg.clone())?;
            self.apply(card, effects)?;
        }
        Ok(())
    }
}
