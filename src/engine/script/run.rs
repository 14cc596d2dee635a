//! Calling card scripts from any game's rules: queries that read the position and return a
//! value, and effect hooks whose effects the game applies after they return. A failing effect
//! hook changes nothing: its dice and draws, and the events it logged, are undone with it.

use super::lend::{Frame, World, lend_read, lend_write};
use super::{HookId, ScriptHost, failures, tally};
use crate::engine::game::{Game, LogEntry};
use crate::engine::play::{Flow, Match, OnScriptError, Stop};
use rhai::{Dynamic, FuncArgs};

/// Which card's script, and which of its hooks, a call runs.
#[derive(Clone, Copy, Debug)]
pub struct HookCall {
    /// The script, by its index in the host.
    pub script: usize,
    pub hook: HookId,
    /// The card, by the game's key (for the tally and the log of failures).
    pub card: usize,
}

/// Asks a card script its query hook with the position lent read-only; `None` when
/// the script does not define it or fails (a query cannot change the game, so a failure only
/// loses the card's answer, and is logged at the match's next event unless a decider asked).
/// `asker` is the seat the question is about, when there is one (`lend::asker`).
pub fn query<G: Game>(
    host: &ScriptHost,
    HookCall { script, hook, card }: HookCall,
    this: &mut Dynamic,
    args: impl FuncArgs,
    state: &G::State,
    content: &G::Content,
    asker: Option<crate::engine::seat::Seat>,
) -> Option<Dynamic> {
    if !host.defines(script, hook) {
        return None;
    }
    match lend_read::<G, _>(state, content, asker, || host.call(script, hook, Some(this), args)) {
        Ok(answer) => answer,
        Err(e) => {
            failures::push(card, host.hooks()[hook.0].name, e);
            None
        }
    }
}

impl<G: Game> Match<'_, G> {
    /// Runs a card script's effect hook with the match lent read-write, and returns the
    /// effects it collected. A failing script changes nothing: the randomness it used (the
    /// game's, and the random streams of the bots it asked) and the events it logged are
    /// undone, the failure is logged, and the game goes on or stops as the table is set. The answers seats gave it
    /// stay in the log: they are decisions made, which a save, an undo or a replay gives back
    /// when the script asks again.
    ///
    /// # Errors
    /// A seat's interrupt during the call, or the failure on a table that stops on them.
    pub fn run_effect_hook<E: 'static>(
        &mut self,
        host: &ScriptHost,
        HookCall { script, hook, card }: HookCall,
        mut this: Dynamic,
        args: impl FuncArgs,
    ) -> Flow<Vec<E>> {
        if !host.defines(script, hook) {
            return Ok(Vec::new());
        }
        let hook_name = host.hooks()[hook.0].name;
        let (chance, logged) = (G::chance(&self.state).clone(), self.log.len());
        let frame = Frame::new(card, hook_name);
        let mut world = World { m: self, frame };
        let result = lend_write(&mut world, || host.call(script, hook, Some(&mut this), args));
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
                *G::chance_mut(&mut self.state) = chance;
                for (seat, kept) in frame.asked {
                    self.rewind_seat(seat, kept);
                }
                let answers: Vec<LogEntry<G>> =
                    self.log.entries()[logged..].iter().filter(|e| e.answer().is_some()).cloned().collect();
                self.log.truncate(logged);
                for answer in answers {
                    self.log_entry(answer);
                }
                let message = e.to_string();
                self.log_entry(crate::engine::play::script_failed::<G>(card, hook_name, e));
                match self.options.on_script_error {
                    OnScriptError::GoOn => Ok(Vec::new()),
                    OnScriptError::Stop => Err(Stop::ScriptFailed(message)),
                }
            }
        }
    }
}
