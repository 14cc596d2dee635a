//! A person's seat the game will ask nothing for a while ([`Screen::waiting`]: the race's gang
//! that can move nobody whatever it rolls): bots played the rest of a race, forty turns, in one
//! go, and the reason scrolled away unread. The table stops once when a seat goes out of play,
//! with the news and why, for Enter at a terminal; a pipe is told and not waited for, so no
//! answer it holds is read for the stop. Asked again once the game can ask it again. The table
//! stops the same way after a move the rules made for a person's seat without asking that cost
//! it dearly ([`crate::engine::game::Screen::forced_news`]): the race's only move that took the
//! last henchman away from a lone godfather, other forced moves running on after it for turns.

use super::{Terminal, output_gone, seat_name, tell};
use crate::engine::decision::{BeforeSearch, Decider, Interrupt};
use crate::engine::game::told;
use crate::engine::play::Match;
use crate::engine::scenario::Positions;
use crate::engine::seat::Seat;
use crate::table::news::News;
use std::cell::RefCell;
use std::io::Write;
use std::path::PathBuf;
use std::rc::Rc;

impl<G: Positions> Terminal<'_, G> {
    /// Before a bot decides: each person's seat out of the game's play ([`crate::engine::game::Screen::waiting`])
    /// told so once, at the first bot's question after it went out, and not again while it
    /// stays out, nor when a game rebuilt (an undo, a save loaded) plays again what the seat was
    /// told already.
    fn bots_play(&mut self, m: &Match<'_, G>) -> Result<(), Interrupt> {
        for i in 0..self.out.len() {
            let seat = Seat(i as u8);
            let Some(told_out) = self.out[i] else { continue };
            let view = G::view(m, seat);
            let Some(why) = self.screen.waiting(&view) else {
                // Back in play, after the pause it was told of: said at its next question.
                // Not while a rebuilt game plays again what the seat was told already.
                if told_out && self.told[i] < m.log.len() {
                    self.back[i] = true;
                }
                self.out[i] = Some(false);
                // A move made for it without asking that cost it dearly, in the news it has
                // not read: seen before the game runs on, as no question of its own may come
                // for turns ([`crate::engine::game::Screen::forced_news`]).
                // Not while a loaded game plays again what was told before it was saved.
                let forced = self.screen.forced_news(&view, self.told[i]).filter(|_| !self.loaded[i]);
                if let Some((_, why)) = forced {
                    self.stop_for(m, seat, "play-forced-stop", &why)?;
                }
                continue;
            };
            if told_out || self.told[i] >= m.log.len() {
                continue;
            }
            self.out[i] = Some(true);
            self.stop_for(m, seat, "play-out-of-play", &why)?;
        }
        Ok(())
    }

    /// At `seat`'s question, once it was told it was out of play and is asked again: one line
    /// of its own saying it can play again, and why where the game says
    /// ([`crate::engine::game::Screen::back_in_play`]).
    /// At seed 15 (nl) the questions came back two turns after the godfather's liquidation
    /// with nothing saying so, the reason 11 lines up after a page of news. Not said at a
    /// question asked while the seat is still out (the race's choice of a victim).
    pub(super) fn back_in_play(&mut self, view: &G::View<'_>, seat: Seat) {
        let i = seat.index();
        let told_out = self.back[i] || self.out[i] == Some(true);
        if !told_out || self.screen.waiting(view).is_some() {
            return;
        }
        self.back[i] = false;
        self.out[i] = Some(false);
        let why = self.screen.back_in_play(view).unwrap_or_else(|| "none".to_string());
        say!("{}", self.t("play-back-in-play", &[("seat", seat_name(self.locale, seat)), ("why", why.into())]));
    }

    /// The news `seat` has not read, why the table stops for it (message `id`: out of play, a
    /// costly move made for it) and, at a terminal, Enter to watch on (`quit` and `save` typed
    /// there done at once, as between pages of news). At a hot seat its person is called to the
    /// keyboard first, as for a question.
    fn stop_for(&mut self, m: &Match<'_, G>, seat: Seat, id: &str, why: &str) -> Result<(), Interrupt> {
        let terminal = self.tty.input && self.tty.output;
        let mine = self.humans == 1 || self.last == Some(seat);
        if terminal && !mine {
            say!("\x1b[2J\x1b[3J\x1b[H");
            say!("{}", self.t("play-handover", &[("seat", seat_name(self.locale, seat))]));
            if self.read_line().is_none() {
                return Ok(());
            }
        }
        if terminal {
            self.last = Some(seat);
            self.show_news(m, seat, News::Since)?;
        } else if mine {
            // A pipe is told every line, as at the end of the game, where they were told before.
            let log = m.log.entries();
            for e in &log[self.told[seat.index()].min(log.len())..] {
                if let Some(line) = told::<G>(self.content, self.locale, e, Some(seat)) {
                    tell(&line);
                }
            }
            self.told[seat.index()] = log.len();
        }
        let enter = if terminal { "yes" } else { "no" };
        let args = [("seat", seat_name(self.locale, seat)), ("why", why.to_string().into()), ("enter", enter.into())];
        say!("{}", self.t(id, &args));
        if !terminal {
            return Ok(());
        }
        match self.read_line().as_deref() {
            Some("quit") => Err(Interrupt::Quit),
            Some(line) if line.split_whitespace().next() == Some("save") => {
                let file = line["save".len()..].trim();
                if !file.is_empty() {
                    self.save_to = Some(PathBuf::from(file));
                }
                Err(Interrupt::Save)
            }
            _ => Ok(()),
        }
    }
}

/// The seats' deciders with each bot's seat watched: before it decides, the table looks for a
/// person's seat gone out of play ([`Terminal::bots_play`]). People's seats are kept as given.
pub(super) fn watched<'a, G: Positions>(
    deciders: Vec<Box<dyn Decider<G> + 'a>>,
    terminal: &Rc<RefCell<Terminal<'a, G>>>,
) -> Vec<Box<dyn Decider<G> + 'a>> {
    let people: Vec<bool> = terminal.borrow().out.iter().map(Option::is_some).collect();
    deciders
        .into_iter()
        .enumerate()
        .map(|(i, bot)| -> Box<dyn Decider<G> + 'a> {
            if people.get(i).copied().unwrap_or(true) {
                bot
            } else {
                let terminal = Rc::clone(terminal);
                Box::new(BeforeSearch { bot, step: Box::new(move |m| terminal.borrow_mut().bots_play(m)) })
            }
        })
        .collect()
}
