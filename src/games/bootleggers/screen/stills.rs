//! A die put on a still before the cop has come: this turn's production may decide where he
//! goes (PHASE 3, 3: « A partir du tour 4, déplacez le Flic à côté de la famille dont
//! l'Alambic Familial a produit le plus de Caisses de whiskey ce tour-ci »), which the still
//! improvement questions did not say; an offsite still is never watched (PHASE 3, 2).

use super::super::content::{MuscleEffect, MuscleId};
use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;

/// The prompts that place a still improvement die, or start an offsite still.
const STILL_PROMPTS: &[&str] = &["die", "double_improvement", "die_from_back_room"];

/// Where the cop stands for a die placed now: `watching` once he has come, `this` in the turn
/// whose production first sends him (he moves after it), `later` before; that turn, and the
/// face that stops a watched still.
pub fn cop(n: &Narrator<'_>, v: &View<'_>) -> [(&'static str, Arg); 3] {
    let st = v.board();
    let (from, face) = (n.content.rules.cop.moves_from_turn, n.content.rules.cop.bust_face);
    let when = match st.cop {
        // Watching this seat's own: an extra die there is one more chance of his face.
        Some(s) if s == v.seat => "yours",
        Some(_) => "watching",
        None if st.turn >= from => "this",
        None => "later",
    };
    [("cop", Arg::Str(when.into())), ("moves", Arg::Num(i64::from(from))), ("face", Arg::Num(i64::from(face)))]
}

/// A still improvement question, with what this turn's production means for the cop until he
/// has come; `None` for another prompt.
pub fn question(n: &Narrator<'_>, v: &View<'_>, prompt: &str) -> Option<String> {
    if !STILL_PROMPTS.contains(&prompt) {
        return None;
    }
    let asked = n.t(&format!("prompt-{prompt}"), &[("last", v.last_turn())]);
    let cop = n.t("prompt-cop-coming", &cop(n, v));
    Some(if cop.is_empty() { asked } else { format!("{asked} {cop}") })
}

/// The rivals known to hold a thug card played on a still, taken openly from the offers and
/// not played since, said after an option that puts a die on a still or starts an offsite one,
/// as the loading question names a rival's Bust a Shipment (DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU): Muscling In on an offsite still (« Volez un dé de ce Alambic »), Turf War on any
/// (« Détruisez entièrement un Alambic Délocalisé (y compris ses dés d'Amélioration) ou un dé
/// d'un Alambic Familial »), A Little Vigorish on any (« doit vous payer $3G par dé de
/// production ou ce Alambic ne produira rien »); `family` for the family still. Web review 23
/// named Muscling In alone, and the other two not at all. Empty where none is known.
pub fn threats(n: &Narrator<'_>, v: &View<'_>, family: bool) -> String {
    use super::super::content::Target;
    let mut said = String::new();
    for rival in v.board().players.seats().filter(|&s| s != v.seat) {
        let mut seen = Vec::new();
        for card in v.known_hand(rival) {
            let printed = &n.content.muscle[usize::from(card.0)];
            let Some(thug) = printed.thug() else { continue };
            if seen.contains(&card) {
                continue;
            }
            let (what, per_die) = match (thug.target, printed.id.as_str()) {
                (Target::OffsiteStill, _) if !family => ("steal", 0.0),
                (Target::Still, "turf_war") => (if family { "family_die" } else { "destroy" }, 0.0),
                (Target::Still, _) if let Some(per_die) = thug.param("per_die") => ("vigorish", per_die),
                _ => continue,
            };
            seen.push(card);
            let args = [
                ("seat", n.seat(rival)),
                ("card", n.muscle(card)),
                ("what", Arg::Str(what.into())),
                ("per_die", n.money(per_die as i64)),
            ];
            said.push_str(&n.t("option-offsite-threat", &args));
        }
    }
    said
}

/// A still improvement card of one die (not the double one, which may start an offsite still)
/// named on the offer where none of the seat's stills has a free slot: the die goes to the back
/// room without a question and makes nothing there (PHASE 1, 5b a: « si le Truand n'a pas de
/// place disponible pour le dé sur un de ses Alambics, il le place dans l'Arrière-Salle »);
/// "one more die ..., so it makes more crates" was said of a full family still (term review
/// 25, finding 1). `None` where a still has room, or for another card.
fn full(n: &Narrator<'_>, v: &View<'_>, card: MuscleId) -> Option<[(&'static str, Arg); 2]> {
    let m = &n.content.muscle[usize::from(card.0)];
    if !matches!(m.effect, MuscleEffect::StillImprovement { new_offsite_still_dice: None, .. }) {
        return None;
    }
    let (me, board) = (v.me(), &n.content.board);
    let max = board.family_still.max_dice();
    let room = me.family_dice < max || me.offsite.iter().any(|o| o.dice < board.offsite_still.max_dice());
    if room {
        return None;
    }
    Some([("max", Arg::Num(i64::from(max))), ("offsites", Arg::Num(me.offsite.len() as i64))])
}

/// [`full`] as the offer option names the card: "Still improvement: one more die, but your
/// family still is full (4 dice of 4): it waits in your back room and makes nothing".
pub fn full_named(n: &Narrator<'_>, v: &View<'_>, card: MuscleId) -> Option<Arg> {
    let short = Arg::Str(n.t("option-still-full", &full(n, v, card)?));
    Some(Arg::Str(n.t("card-with-short", &[("card", n.muscle(card)), ("short", short)])))
}

/// [`full`] as `help N` on that offer says it, with what would give the die a place.
pub fn full_help(n: &Narrator<'_>, v: &View<'_>, card: MuscleId) -> Option<String> {
    Some(n.t("help-still-full", &full(n, v, card)?))
}
