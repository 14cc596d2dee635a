//! The answers a scenario scripts for the questions the rules ask, and the seats that give
//! them.

use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::Game;
use serde::Deserialize;
use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;

/// One scripted answer: the option's text, and optionally the question it answers.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum AnswerDef {
    /// Answers the seat's next question, whatever it is (the first scenario files' form).
    Next(String),
    /// Answers the seat's next question with this prompt (`"casualty"`, `"card:john_doe"`);
    /// questions with other prompts before it take the first option.
    To { prompt: String, choice: String },
}

impl AnswerDef {
    pub fn choice(&self) -> &str {
        match self {
            AnswerDef::Next(c) | AnswerDef::To { choice: c, .. } => c,
        }
    }

    pub fn prompt(&self) -> Option<&str> {
        match self {
            AnswerDef::Next(_) => None,
            AnswerDef::To { prompt, .. } => Some(prompt),
        }
    }
}

/// A seat's scripted answers (the prompt each waits for, the option, and the option as the
/// file spells it), shared with whoever reads what was left unused.
pub type Answers<C> = Rc<RefCell<VecDeque<(Option<String>, C, String)>>>;

/// How a scenario shows an option (as the `chose` events of `--json` print it).
pub type Show<'c, C> = Rc<dyn Fn(&C) -> String + 'c>;

/// A decider answering from a scenario's script: an answer with a prompt waits for a question
/// with that prompt; one without answers the next question. A question no answer is for takes
/// the first option, or fails the run when the scenario says `then = "fail"`.
pub struct ScriptedSeat<'c, C> {
    pub answers: Answers<C>,
    pub then_first: bool,
    pub show: Show<'c, C>,
}

impl<'c, C> ScriptedSeat<'c, C> {
    /// The options offered, as the scenario shows them (a run of amounts by its bounds).
    fn offered(&self, options: &crate::engine::options::Options<C>) -> String {
        let mut words: Vec<String> = options.listed().iter().map(|c| (self.show)(c)).collect();
        if let Some(a) = options.amounts() {
            words.push(format!("an amount from {} to {} in steps of {}", a.first(), a.last(), a.step()));
        }
        words.join(", ")
    }
}

impl<G: Game> Decider<G> for ScriptedSeat<'_, G::Choice> {
    fn decide(&mut self, _view: &G::View<'_>, request: &Request<G::Choice>) -> Result<usize, Interrupt> {
        let mut answers = self.answers.borrow_mut();
        let next = match answers.front() {
            Some((None, ..)) => answers.pop_front(),
            Some((Some(_), ..)) => {
                let at = answers.iter().position(|(p, ..)| p.as_deref() == Some(&*request.prompt));
                // Keyed answers wait for their own question, in their order for it.
                at.filter(|&i| answers.iter().take(i).all(|(p, ..)| p.is_some())).and_then(|i| answers.remove(i))
            }
            None => None,
        };
        match next {
            Some((_, answer, text)) => request.options.position(&answer).ok_or_else(|| {
                Interrupt::Failed(format!(
                    "scripted answer {text:?} to `{}` is not among the options: {}",
                    request.prompt,
                    self.offered(&request.options)
                ))
            }),
            None if self.then_first => Ok(0),
            None => Err(Interrupt::Failed(format!(
                "no scripted answer left for `{}` (the options: {})",
                request.prompt,
                self.offered(&request.options)
            ))),
        }
    }

    fn name(&self) -> &str {
        "scripted"
    }
}

/// The seats of a scenario, answering from its `[decisions]` (keyed by seat number from 1),
/// with the answers each still holds once the run is over.
pub struct Scripted<'c, G: Game> {
    pub deciders: Vec<Box<dyn Decider<G> + 'c>>,
    answers: Vec<Answers<G::Choice>>,
}

impl<'c, G: Game> Scripted<'c, G> {
    /// Reads each seat's answers with `choice` (a game's spelling of its options). A seat
    /// without answers takes the first option at each question, or fails the run when `fail`.
    /// `show` shows an option in a refusal, as the scenario prints it ([`shown`](super::shown)).
    ///
    /// # Errors
    /// A seat key that is no seat of the table, or an answer `choice` cannot read.
    pub fn new(
        decisions: &BTreeMap<String, Vec<AnswerDef>>,
        seats: usize,
        fail: bool,
        choice: impl Fn(&str) -> Result<G::Choice, String>,
        show: impl Fn(&G::Choice) -> String + 'c,
    ) -> Result<Scripted<'c, G>, String> {
        for k in decisions.keys() {
            seat_number(k, seats)?;
        }
        let show: Show<'c, G::Choice> = Rc::new(show);
        let mut deciders: Vec<Box<dyn Decider<G> + 'c>> = Vec::new();
        let mut answers = Vec::new();
        for i in 1..=seats {
            let list = decisions.get(&i.to_string()).map_or(&[][..], Vec::as_slice);
            let queue = list
                .iter()
                .map(|a| Ok((a.prompt().map(str::to_string), choice(a.choice())?, a.choice().to_string())))
                .collect::<Result<VecDeque<_>, String>>()?;
            let queue = Rc::new(RefCell::new(queue));
            answers.push(queue.clone());
            deciders.push(Box::new(ScriptedSeat { answers: queue, then_first: !fail, show: show.clone() }));
        }
        Ok(Scripted { deciders, answers })
    }

    /// The answers never asked for, in words (seat, prompt, choice).
    pub fn unused(&self) -> Vec<String> {
        self.answers
            .iter()
            .enumerate()
            .flat_map(|(i, a)| {
                a.borrow()
                    .iter()
                    .map(|(prompt, _, text)| match prompt {
                        Some(p) => format!("seat {}: `{p}` {text:?}", i + 1),
                        None => format!("seat {}: {text:?}", i + 1),
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

/// A seat as a scenario spells it, from 1, as an index from 0.
///
/// # Errors
/// When it is no seat of a table of `seats`.
pub fn seat_number(s: &str, seats: usize) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=seats).contains(&n) => Ok(n - 1),
        _ => Err(format!("`{s}` is not a seat of this table (1 to {seats})")),
    }
}

/// The seat a file names from 1 (`"2"`), of a table of `seats`.
///
/// # Errors
/// When it is no seat of that table.
pub fn seat(s: &str, seats: usize) -> Result<crate::engine::seat::Seat, String> {
    seat_number(s, seats).map(|i| crate::engine::seat::Seat(i as u8))
}

/// The seats of a table of `seats` that proposed deals in `log`: those the rules asked
/// question `prompt` (a game asks it of every seat that proposes whenever it may offer one).
/// A seat never asked is written as one that does not propose: from the file it is asked no
/// more than in the log.
pub fn proposing<G: Game>(seats: usize, log: &[crate::engine::game::LogEntry<G>], prompt: &str) -> Vec<bool> {
    let mut asked = vec![false; seats];
    for e in log {
        if let crate::engine::log::Logged::Chose(c) = e
            && c.prompt == prompt
            && let Some(a) = asked.get_mut(c.seat.index())
        {
            *a = true;
        }
    }
    asked
}

/// The scripted `deciders`, those of the seats `proposes` names offering deals as a person
/// does (their offers are their answers).
pub fn seated_proposing<'c, G: Game>(
    deciders: Vec<Box<dyn Decider<G> + 'c>>,
    proposes: impl Fn(usize) -> bool,
) -> Vec<Box<dyn Decider<G> + 'c>> {
    deciders
        .into_iter()
        .enumerate()
        .map(|(i, d)| {
            if proposes(i) {
                Box::new(crate::engine::decision::Resume::new(d, Vec::new(), false).proposing(true)) as _
            } else {
                d
            }
        })
        .collect()
}
