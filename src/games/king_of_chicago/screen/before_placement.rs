//! The position read during the placement (6.5). The rules take every free gangster of the
//! seat placing up before asking where each goes, so `status` and `board X` said "in the
//! private folder" of a gangster the question said was "in The Pink Lantern now", the car and
//! the business held nobody and the power points fell from 9 to 6. What a person reads puts
//! each gangster still to be placed where he was, and says so: he stays there unless moved.

use super::super::narrate::Narrator;
use super::super::state::{GangsterId, Where};
use super::super::view::View;
use crate::engine::locale::Arg;

/// `read` of the view as a person reads the position: at the placement, each gangster still to
/// be placed back where he was (`View::before_placement`); else of the view itself.
pub(in crate::games::king_of_chicago) fn as_read<T>(v: &View, read: impl FnOnce(&View) -> T) -> T {
    match v.before_placement() {
        Some(state) => read(&v.over(&state)),
        None => read(v),
    }
}

/// Where gangster `g` is, in words: at the placement, one still to be placed is where he was
/// "still to be placed", or "not placed yet" if he was in no car or business.
pub(in crate::games::king_of_chicago) fn place_words(n: &Narrator, v: &View, g: GangsterId, at: Where) -> Arg {
    if !v.still_to_place(g) {
        return n.place(at);
    }
    let now = if matches!(at, Where::Car | Where::Business(_)) { "placed" } else { "none" };
    Arg::Str(n.locale.text("placing-where", &[("now", now.into()), ("place", n.place(at))]))
}

/// The line under the seat's gangsters at its placement: how they are shown and counted.
pub(super) fn placing_note(n: &Narrator, v: &View) -> Option<String> {
    v.my_gangsters().iter().any(|&(g, _)| v.still_to_place(g)).then(|| n.locale.text("play-placing-note", &[]))
}
