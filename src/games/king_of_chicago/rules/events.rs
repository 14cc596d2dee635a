//! Event cards (rulebook 8.1): the timing windows the rules open, and playing a card in one
//! (RULINGS.md "Events are played in timing windows").

use super::play::Match;
use crate::engine::play::Flow;
use crate::engine::seat::Seat;
use crate::games::king_of_chicago::choice::Choice;
use crate::games::king_of_chicago::defs::Window;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::script::handles::{CasualtyRef, PlayRef};
use crate::games::king_of_chicago::script::hooks;
use crate::games::king_of_chicago::state::Card;
use rhai::Dynamic;

impl Match<'_> {
    /// The event cards `seat` could play now in `window`: its cards of that window whose
    /// script does not refuse (`may_play`). A frozen player (Election Day) may only answer the
    /// police or Election Day itself.
    pub fn playable_events(&self, seat: Seat, window: Window, play: &PlayRef) -> Vec<u8> {
        let p = &self.state.players[seat];
        if p.frozen && !matches!(window, Window::PoliceAction | Window::ElectionDay) {
            return Vec::new();
        }
        // The argument is built once, and only when a card of the window has a script to ask.
        let arg = std::cell::OnceCell::new();
        p.events
            .iter()
            .copied()
            .filter(|&e| self.content.events[usize::from(e)].windows.contains(&window))
            .filter(|&e| {
                let card = Card::Event(e);
                !self.x.scripts.defines(card.key(), hooks::Hook::MayPlay)
                    || !self.query_refuses(hooks::Hook::MayPlay, &[card], arg.get_or_init(|| Dynamic::from(*play)))
            })
            .collect()
    }

    /// Opens `window` to each of `seats` in turn: each may play event cards of that window, one
    /// after another, until it passes.
    pub fn offer_events(
        &mut self,
        window: Window,
        seats: &[Seat],
        casualty: Option<CasualtyRef>,
        against: Option<Seat>,
    ) -> Flow {
        for &seat in seats {
            loop {
                let play = PlayRef { player: seat, window, casualty, against };
                let playable = self.playable_events(seat, window, &play);
                if playable.is_empty() {
                    break;
                }
                let mut options = vec![Choice::Done];
                options.extend(playable.into_iter().map(|e| Choice::Card(Card::Event(e))));
                let prompt = format!("play_event:{}", crate::games::king_of_chicago::script::api::window_word(window));
                match self.ask(seat, prompt, options)? {
                    Choice::Card(Card::Event(e)) => self.play_event(seat, e, play)?,
                    _ => break,
                }
            }
        }
        Ok(())
    }

    /// Plays event card `e` from `seat`'s hand: its script acts, then it is discarded (a
    /// single copy of each event exists, 6.2).
    pub fn play_event(&mut self, seat: Seat, e: u8, play: PlayRef) -> Flow {
        let hand = &mut self.state.players[seat].events;
        let Some(i) = hand.iter().position(|&x| x == e) else { return Ok(()) };
        hand.remove(i);
        self.state.playing = Some((seat, e));
        self.emit(Event::EventPlayed { seat, card: e });
        let card = Card::Event(e);
        let result = self.run_hook(hooks::Hook::OnPlay, card, Dynamic::from(play)).and_then(|fx| self.apply(card, fx));
        self.state.playing = None;
        self.state.deck.discard(card);
        result
    }
}
