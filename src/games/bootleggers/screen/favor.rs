//! Call in a Big (Little) Favor once the loading is over: "Utilisez gratuitement un grand
//! Camion ce tour-ci" (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU), but trucks are loaded once a
//! turn (PHASE 4, 2), so a truck lent after the loading carries nothing. The thug question
//! comes again for a Favor after the production, before the loading (`View::thugs_declined`);
//! asked for with `thug` at a loading question, it comes before that truck's crates go on
//! (`loading`), and its truck is loaded in its turn; asked after the loading, the option and
//! its help say the truck would carry nothing.

use super::super::content::MuscleId;
use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;

/// `favor` where `card` lends a truck and this turn's loading is over; `None` else, and
/// between a truck's answer and its crates, where the truck it lends is loaded in its turn.
pub fn idle(v: &View<'_>, card: MuscleId) -> Option<&'static str> {
    let thug = v.content.muscle.get(usize::from(card.0))?.thug()?;
    let loads = super::loading::before_loading(v);
    (thug.truck.is_some() && v.loading_over() && !loads).then_some("favor")
}

/// The option of a Favor in hand once the loading is over, saying so; `None` else.
pub fn option(n: &Narrator<'_>, v: &View<'_>, card: MuscleId) -> Option<String> {
    let why = idle(v, card)?;
    let option = super::super::help::muscle_named(n, card);
    Some(n.t("option-idle", &[("option", option), ("why", Arg::Str(why.into()))]))
}
