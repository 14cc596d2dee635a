//! The pick-up at the jail or the hospital (5.2.6) and the event cards that would do nothing
//! now. The pick-up asked again after each gangster taken, "pick up no more" read as if it
//! always came back: after one pick the car was full (3 at most) and it stopped without a
//! word. And Friends on the inside was offered, and spent, while its player held the police
//! car already (8.1).

use super::super::defs::Resource;
use super::super::script::api::window_word;
use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    /// The pick-up's question (5.2.6), and the taking of a kind of resource of which one token
    /// only lies by the car (5.2.1): "how much booze?" asked then had no choice in it.
    pub(super) fn plain_question(&self, v: &View, prompt: &str) -> Option<String> {
        let kind = match prompt {
            "pick_up" => return Some(self.pick_up_question(v)),
            "take_booze" => Resource::Booze,
            "take_girls" => Resource::Girls,
            "take_henchmen" => Resource::Henchmen,
            _ => return None,
        };
        let here = v.content.board.squares_at(v.car_at(v.seat()));
        let lying: i64 = here.iter().map(|&sq| v.tokens(sq).get(kind)).sum();
        let what = self.t(&format!("resource-count-{}", kind.key()), &[("n", 1.into())]);
        (lying == 1).then(|| self.t("prompt-take-lone", &[("what", what.into())]))
    }

    /// The pick-up's question with the room left in the car, and that the pick-up ends once
    /// the car is full (5.2.6: 3 gangsters at most).
    pub(super) fn pick_up_question(&self, v: &View) -> String {
        let args = [("room", v.car_room().into()), ("capacity", v.content.rules.car_capacity.into())];
        self.t("prompt-pick_up-room", &args)
    }

    /// Ending the pick-up: "no more" while the car takes more than one, "nobody" when the next
    /// pick would fill it and the question is asked only this once.
    pub(super) fn pick_up_done(&self, v: &View) -> String {
        if v.car_room() == 1 { self.t("choice-done-pick_up-last", &[]) } else { self.t("choice-done-pick_up", &[]) }
    }

    /// Whether event card `e` would do nothing were it played now: Friends on the inside in
    /// the hand of the player who controls the police car already (8.1, 5.3).
    pub(super) fn idle_now(&self, v: &View, e: u8) -> bool {
        v.content.events[usize::from(e)].id.as_str() == "friends_on_the_inside"
            && v.police_controller() == Some(v.seat())
    }

    /// "No card now", saying so where no card of the seat's hand for this moment (the window
    /// `play_event:<window>` names) would do anything now: the answer is then plainly right.
    pub(super) fn no_event_option(&self, v: &View, prompt: &str) -> String {
        let window = prompt.trim_start_matches("play_event:");
        let mut cards = v
            .my_events()
            .iter()
            .copied()
            .filter(|&e| v.content.events[usize::from(e)].windows.iter().any(|&w| window_word(w) == window))
            .peekable();
        let idle = cards.peek().is_some() && cards.all(|e| self.idle_now(v, e));
        let no = self.t(if idle { "choice-no-event-idle" } else { "choice-no-event" }, &[]);
        format!("{no}{}", self.no_card_chance(v, window))
    }
}
