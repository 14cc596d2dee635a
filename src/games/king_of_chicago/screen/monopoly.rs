//! Whether a business would pay its monopoly income (6.1): only while no other player has an
//! open business of its kind. Opening a second casino read "$400 while no other player has an
//! open casino" while another was open, and did not say it ended that player's monopoly.

use super::super::state::BusinessId;
use super::super::view::View;
use super::{Screen, s};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// The other players with an open business of `b`'s kind (6.1; closed ones do not count),
    /// `b` itself left out, as `business-facts` reads them: `rivals` (their names),
    /// `rival-count`, and `ends` ("yes" when one of them alone holds that kind now, so that
    /// this seat's business would end their monopoly income: none shares that kind with them now),
    /// and `placed` ("no" while none of theirs is on the board yet: before the first round each
    /// player opens his first business on a starred lot (3.2), so a rival's is still to be
    /// opened, and "already has an open bar" said so of a bar not on the board).
    pub(super) fn monopoly_rivals(&self, v: &View, b: BusinessId) -> [(&'static str, Arg); 4] {
        let kind = v.content.businesses[usize::from(b.0)].kind;
        let me = v.seat();
        let open_of_kind = |seat: Seat| {
            v.businesses_of(seat)
                .into_iter()
                .any(|x| x != b && !v.business(x).closed && v.content.businesses[usize::from(x.0)].kind == kind)
        };
        let rivals: Vec<Seat> = (0..v.seats()).map(|i| Seat(i as u8)).filter(|&o| o != me && open_of_kind(o)).collect();
        // A rival's monopoly ends only if he holds one now: `b` taken over from another player
        // while open is his open business of that kind too, so the rival named had none (a
        // takeover of Player 2's bar said it ended Player 4's). A closed `b` stays closed
        // through the next trade round (5.4.1) and ends nothing there.
        let state = v.business(b);
        let shared = state.owner.is_some_and(|o| o != me && !state.closed && !rivals.contains(&o));
        let ends = rivals.len() == 1 && !open_of_kind(me) && !shared && !state.closed;
        let names: Vec<String> = rivals.iter().map(|&o| s(self.n.seat(o))).collect();
        let on_board = |seat: Seat| {
            v.businesses_of(seat).into_iter().any(|x| {
                x != b
                    && !v.business(x).closed
                    && v.business(x).square.is_some()
                    && v.content.businesses[usize::from(x.0)].kind == kind
            })
        };
        let placed = rivals.iter().any(|&o| on_board(o));
        [
            ("rivals", self.and_list(names).into()),
            ("rival-count", (rivals.len() as i64).into()),
            ("ends", if ends && placed { "yes" } else { "no" }.into()),
            ("placed", if placed { "yes" } else { "no" }.into()),
        ]
    }
}
