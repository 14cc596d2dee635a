//! A person's seat the game will ask nothing for a while ([`Screen::waiting`]: the race's gang
//! that can move nobody whatever it rolls), at a table in the browser: one click on a race's
//! question took the page straight to its end, eighty turns and nearly a thousand lines of news
//! later, the forced moves that put the gang out never seen as they came (web25). The table
//! stops once when a seat goes out of play, as at a terminal (`terminal::out_of_play`): the
//! seat's page shows the news so far and why, in the engine's words (`play-out-of-play`), and a
//! button to watch the game go on (`serve-watch`); the game goes on when it is clicked. It
//! stops the same way after a move made for a person's seat without asking that cost it dearly
//! (`Screen::forced_news`, `play-forced-stop`): the race's only move that took the last henchman
//! away from a lone godfather, the gang's next moves forced too and the news running on past it.

use super::{Command, Inbound, Web};
use crate::engine::decision::Interrupt;
use crate::engine::play::Match;
use crate::engine::scenario::Positions;
use crate::engine::seat::Seat;
use crate::table::terminal::seat_name;

impl<G: Positions> Web<'_, G> {
    /// Before a seat is asked or a bot decides: each person's seat gone out of the game's play
    /// stopped for once, and not again while it stays out, nor when the game is played again
    /// (an undo) past where it was stopped already; a finished save loaded shows its end.
    pub(super) fn stop_if_out(&mut self, m: &Match<'_, G>) -> Result<(), Interrupt> {
        for seat in self.humans() {
            let s = seat.index();
            let view = G::view(m, seat);
            let Some(why) = self.screen.waiting(&view) else {
                self.out[s] = false;
                // A move made for it without asking that cost it dearly, in the news since its
                // last question or stop: seen before the game runs on, as no question of its
                // own may come for turns ([`crate::engine::game::Screen::forced_news`]).
                // Not while a save or an undo plays again what the seat saw before.
                let forced = self.screen.forced_news(&view, self.seen[s]).filter(|_| self.live && !self.loaded_over);
                if let Some((at, why)) = forced {
                    self.seen[s] = at;
                    self.stop_for(m, seat, "play-forced-stop", &why)?;
                }
                continue;
            };
            if self.out[s] || self.loaded_over || (!self.live && m.log.len() <= self.stopped_at[s]) {
                continue;
            }
            self.out[s] = true;
            self.stopped_at[s] = m.log.len();
            self.seen[s] = self.seen[s].max(m.log.len());
            self.stop_for(m, seat, "play-out-of-play", &why)?;
        }
        Ok(())
    }

    /// The seat's page brought up to date (its board and news), with why the table stops for it
    /// (message `id`: out of play, a costly move made for it) and the button to watch on; the
    /// table answers the pages' other commands meanwhile.
    fn stop_for(&mut self, m: &Match<'_, G>, seat: Seat, id: &str, why: &str) -> Result<(), Interrupt> {
        self.draw(m);
        let args = [("seat", seat_name(self.locale, seat)), ("why", why.to_string().into()), ("enter", "no".into())];
        let stop = self.t(id, &args);
        for page in &mut self.pages {
            page.waiting_for.clear();
        }
        self.pages[seat.index()].stop = stop;
        self.publish_all();
        loop {
            let (from, inbound) = self.next_inbound()?;
            if from == seat && matches!(inbound, Inbound::Page(Command::Watch)) {
                self.pages[seat.index()].stop.clear();
                self.publish(seat);
                return Ok(());
            }
            self.inbound(m, from, inbound);
        }
    }
}
