//! A person's seat the game will ask nothing for a while ([`Screen::waiting`]: the race's gang
//! that can move nobody whatever it rolls), at a table in the browser: one click on a race's
//! question took the page straight to its end, eighty turns and nearly a thousand lines of news
//! later, the forced moves that put the gang out never seen as they came (web25). The table
//! stops once when a seat goes out of play, as at a terminal (`terminal::out_of_play`): the
//! seat's page shows the news so far and why, in the engine's words (`play-out-of-play`), and a
//! button to watch the game go on (`serve-watch`); the game goes on when it is clicked.

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
            let Some(why) = self.screen.waiting(&G::view(m, seat)) else {
                self.out[s] = false;
                continue;
            };
            if self.out[s] || self.loaded_over || (!self.live && m.log.len() <= self.stopped_at[s]) {
                continue;
            }
            self.out[s] = true;
            self.stopped_at[s] = m.log.len();
            self.stop_for(m, seat, &why)?;
        }
        Ok(())
    }

    /// The seat's page brought up to date (its board and news), with why it is out of play and
    /// the button to watch on; the table answers the pages' other commands meanwhile.
    fn stop_for(&mut self, m: &Match<'_, G>, seat: Seat, why: &str) -> Result<(), Interrupt> {
        self.draw(m);
        let args = [("seat", seat_name(self.locale, seat)), ("why", why.to_string().into()), ("enter", "no".into())];
        let stop = self.t("play-out-of-play", &args);
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
