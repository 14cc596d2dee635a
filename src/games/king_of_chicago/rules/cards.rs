//! Calling card scripts from the rules: queries that return a value, effect hooks whose
//! effects are applied after they return, and what happens when a script fails.

use super::play::Match;
use crate::engine::play::Flow;
use crate::engine::script::registry::Hooks;
use crate::games::king_of_chicago::KingOfChicago;
use crate::games::king_of_chicago::content::Content;
use crate::games::king_of_chicago::script::CardScripts;
use crate::games::king_of_chicago::script::effect::Effect;
use crate::games::king_of_chicago::script::handles::{ContractRef, EventRef, GangsterRef};
use crate::games::king_of_chicago::script::hooks::{self, Hook};
use crate::games::king_of_chicago::script::tally;
use crate::games::king_of_chicago::state::{Card, State};
use rhai::Dynamic;

/// The card itself, as its script's `this`.
pub fn this_of(card: Card) -> Dynamic {
    match card {
        Card::Gangster(g) => Dynamic::from(GangsterRef(crate::games::king_of_chicago::state::GangsterId(g))),
        Card::Event(e) => Dynamic::from(EventRef(e)),
        Card::Contract(c) => Dynamic::from(ContractRef(c)),
        Card::Resource(_) => Dynamic::UNIT,
    }
}

/// The sum of the numbers `cards` answer to query hook `hook` (what cards add to a fight, a
/// bribe's discount), outside a match as inside one; 0 when no card's script defines it.
pub fn query_sum(
    scripts: &CardScripts,
    content: &Content,
    state: &State,
    hook: Hook,
    cards: &[Card],
    arg: &Dynamic,
) -> i64 {
    if !scripts.any_defines(hook) {
        return 0;
    }
    cards.iter().filter_map(|&c| query(scripts, content, state, hook, c, arg)).filter_map(|d| d.as_int().ok()).sum()
}

/// Asks one card a query hook; `None` when it does not define it or its script fails (a
/// query cannot change the game, so a failure only loses the card's answer). The argument is
/// copied for the script only when the card has one to ask: most cards asked have none.
pub fn query(
    scripts: &CardScripts,
    content: &Content,
    state: &State,
    hook: Hook,
    card: Card,
    arg: &Dynamic,
) -> Option<Dynamic> {
    let call = scripts.call(card.key(), hook)?;
    let mut this = this_of(card);
    let answer = if hook.spec().params == 0 {
        crate::engine::script::run::query::<KingOfChicago>(&scripts.host, call, &mut this, (), state, content, None)
    } else {
        crate::engine::script::run::query::<KingOfChicago>(
            &scripts.host,
            call,
            &mut this,
            (arg.clone(),),
            state,
            content,
            None,
        )
    };
    if let Some(a) = &answer
        && hooks::changes_things(hook, a, arg)
    {
        tally::fired(card);
    }
    answer
}

impl Match<'_> {
    /// Asks each of `cards` a query hook and sums the integer answers.
    pub fn query_sum(&self, hook: Hook, cards: &[Card], arg: &Dynamic) -> i64 {
        query_sum(&self.x.scripts, self.content, &self.state, hook, cards, arg)
    }

    /// The cards of `cards` whose scripts define query hook `hook`: the only ones worth asking
    /// when the same question comes many times (every amount of an auction).
    pub fn answering(&self, hook: Hook, cards: &[Card]) -> Vec<Card> {
        let scripts = &self.x.scripts;
        cards.iter().copied().filter(|&c| scripts.defines(c.key(), hook)).collect()
    }

    /// Whether any of `cards` answers `false` to a yes/no query hook.
    pub fn query_refuses(&self, hook: Hook, cards: &[Card], arg: &Dynamic) -> bool {
        self.x.scripts.any_defines(hook)
            && cards.iter().any(|&c| {
                query(&self.x.scripts, self.content, &self.state, hook, c, arg)
                    .is_some_and(|d| d.as_bool() == Ok(false))
            })
    }

    /// Whether any of `cards` answers `true` to a yes/no query hook.
    pub fn query_allows(&self, hook: Hook, cards: &[Card], arg: &Dynamic) -> bool {
        self.x.scripts.any_defines(hook)
            && cards.iter().any(|&c| {
                query(&self.x.scripts, self.content, &self.state, hook, c, arg).is_some_and(|d| d.as_bool() == Ok(true))
            })
    }

    /// Runs an effect hook of one card and returns its effects, or none when the card does not
    /// define the hook. A failing script changes nothing: the dice it rolled and the events it
    /// logged are undone with it, the failure is logged, and the game goes on or stops as set.
    /// The answers seats gave it stay in the log: they are decisions made, which a save, an
    /// undo or a replay gives back when the script asks again.
    pub fn run_hook(&mut self, hook: Hook, card: Card, arg: Dynamic) -> Flow<Vec<Effect>> {
        let scripts = self.x.scripts.clone();
        let Some(call) = scripts.call(card.key(), hook) else { return Ok(Vec::new()) };
        self.run_effect_hook(&scripts.host, call, this_of(card), (arg,))
    }

    /// Runs an effect hook of each card in turn and applies each card's effects before the next
    /// is asked.
    pub fn run_hooks(&mut self, hook: Hook, cards: &[Card], arg: &Dynamic) -> Flow {
        if !self.x.scripts.any_defines(hook) {
            return Ok(());
        }
        for &card in cards {
            let effects = self.run_hook(hook, card, arg.clone())?;
            self.apply(card, effects)?;
        }
        Ok(())
    }
}
