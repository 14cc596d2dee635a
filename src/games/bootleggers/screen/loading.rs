//! The command `thug` typed at a loading question (PHASE 4, 2). Thug cards may be played at
//! any moment while the authority cards lie face up (UTILISATION DES CARTES VOYOU; RULINGS.md),
//! the loading too, and the loading is where a card such as Call in a Big Favor matters: the
//! rules offer a card the seat kept once it has said how many crates go on a truck and before
//! they do (`rules::thugs::kept_before_loading`). The screen holds that question back unless
//! the person asked for it, and says at the loading question when it comes; a card whose own
//! moment is after the loading (Hey, Free Truck: "après que tous les Truands ont chargé toutes
//! les Caisses") is said to wait for it, and why.

use super::super::content::{MuscleId, Window};
use super::super::narrate::Narrator;
use super::super::state::Asking;
use super::super::view::View;
use crate::engine::locale::Arg;

/// The truck whose loading is asked about now: the loading question, or the thug question
/// between its answer and the crates going on.
fn truck(v: &View<'_>) -> Option<super::super::state::TruckId> {
    match v.board().asking {
        Some(Asking::Loading(t)) => Some(t),
        _ => None,
    }
}

/// Whether the thug question is the one asked before a truck's crates go on (held back unless
/// the person asked for it with `thug`).
pub fn before_loading(v: &View<'_>) -> bool {
    truck(v).is_some()
}

/// Whether `card` may be played only after the loading (its own moment, printed on it).
fn after_loading(v: &View<'_>, card: MuscleId) -> bool {
    let window = v.content.muscle.get(usize::from(card.0)).and_then(|m| m.thug()).map(|t| t.window);
    matches!(window, Some(Window::ShippingAfterLoading | Window::TrucksLinedUp | Window::ThugPlayed))
}

/// The thug question before a truck's crates go on, naming the truck.
pub fn question(n: &Narrator<'_>, v: &View<'_>) -> Option<String> {
    let truck = truck(v)?;
    Some(n.t("prompt-thug-loading", &[("truck", n.truck(truck))]))
}

/// What `thug` typed at a loading question says: asked right after the answer, before the
/// crates go on; or, for kept cards whose moment is after the loading alone, that they wait
/// for it and why. `None` elsewhere, or for a hand of cards not kept (asked as before).
pub fn requested(n: &Narrator<'_>, v: &View<'_>) -> Option<String> {
    let truck = truck(v)?;
    let kept: Vec<MuscleId> = v.thug_hand().iter().copied().filter(|c| v.me().thugs_passed.contains(c)).collect();
    let (later, now): (Vec<MuscleId>, Vec<MuscleId>) = kept.iter().partition(|&&c| after_loading(v, c));
    if !now.is_empty() {
        Some(n.t("thug-request-loading", &[("truck", n.truck(truck)), ("cards", n.muscles(&now))]))
    } else if !later.is_empty() {
        let count = Arg::Num(later.len() as i64);
        Some(n.t("thug-request-after-loading", &[("cards", n.muscles(&later)), ("count", count)]))
    } else {
        None
    }
}
