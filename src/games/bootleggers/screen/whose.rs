//! Hit's and Mob War's "whose marker?" (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Détruisez deux
//! marqueurs d'influence de votre choix dans ce Bar Clandestin"): the question names the
//! speakeasy and which of the card's markers it asks for (1 of 2), each option whose markers
//! there and how many, and who would then control or lead the speakeasy (Contrôle de
//! l'influence: as many markers as all the others together; the majority, more than any other)
//! and whether it would close (PHASE 5: below its shaded circles). A newcomer read "Mob War:
//! whose marker?" over the players' names, twice, and had to remember the counts.
//!
//! The card's effects are applied once its script returns, so the position still holds the
//! markers its earlier answers destroy: they are taken off here.
//!
//! You Dirty Rat asks the same question but destroys nothing: "Remplacez un marqueur
//! d'influence d'un autre Truand par un des vôtres" (its script's `replace`, the number of
//! markers its `markers` parameter, where Hit and Mob War print `destroy`). The player's own
//! marker is added where the other's is taken off, so the speakeasy keeps its count and never
//! closes; a person was told it "would close" where the card gave him control (term review 23,
//! finding 1).

use super::super::choice::Choice;
use super::super::content::{MuscleId, SpeakeasyId, Target};
use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// A card's "whose marker?" as far as its answers have gone.
struct Whose {
    card: MuscleId,
    at: SpeakeasyId,
    /// The marker asked for now, from 1, and how many the card destroys.
    nth: usize,
    of: usize,
    /// The markers by seat, less those the earlier answers destroy (or replace).
    influence: Vec<u8>,
    /// Each marker taken off is replaced by one of the player's (You Dirty Rat).
    replace: bool,
}

/// The question `prompt` as a card's "whose marker?" on a speakeasy chosen first (`hit_whose`,
/// `mob_war_whose`), where this seat is playing it.
fn whose(n: &Narrator<'_>, v: &View<'_>, prompt: &str) -> Option<Whose> {
    let id = prompt.strip_suffix("_whose")?;
    let index = n.content.muscle.iter().position(|m| m.id == id)?;
    let thug = n.content.muscle[index].thug()?;
    if thug.target != Target::Speakeasy {
        return None;
    }
    let card = MuscleId(u8::try_from(index).ok()?);
    let answers = v.answers_since_played(card)?;
    let st = v.board();
    // The speakeasy chosen first, or the only one it could be played on, taken without asking
    // (its script's targets: influence there and a marker).
    let chosen = answers.iter().find_map(|&(p, c)| match c {
        Choice::Speakeasy(s) if p == id => Some(s),
        _ => None,
    });
    let at = chosen.or_else(|| {
        let mut only = n
            .content
            .board
            .in_game(st.player_count())
            .map(|(s, _)| s)
            .filter(|&s| st.has_influence(n.content, s) && st.speakeasy(s).markers() > 0);
        only.next().filter(|_| only.next().is_none())
    })?;
    let replace = thug.param("destroy").is_none() && thug.param("markers").is_some();
    let mut influence = st.speakeasy(at).influence.0.clone();
    let mut done = 0;
    for (_, c) in answers.iter().filter(|(p, _)| *p == prompt) {
        if let Choice::Player(s) = c
            && let Some(m) = influence.get_mut(s.index())
        {
            *m = m.saturating_sub(1);
            if replace && let Some(mine) = influence.get_mut(v.seat.index()) {
                *mine += 1;
            }
            done += 1;
        }
    }
    let of = thug.param(if replace { "markers" } else { "destroy" }).map_or(1, |d| d as usize);
    Some(Whose { card, at, nth: done + 1, of: of.max(done + 1), influence, replace })
}

/// The question: the card, the speakeasy, and which of its markers (1 of 2).
pub fn question(n: &Narrator<'_>, v: &View<'_>, prompt: &str) -> Option<String> {
    let w = whose(n, v, prompt)?;
    let args = [
        ("card", n.muscle(w.card)),
        ("speakeasy", n.speakeasy(w.at)),
        ("nth", Arg::Num(w.nth as i64)),
        ("of", Arg::Num(w.of as i64)),
        ("replace", Arg::Num(i64::from(w.replace))),
    ];
    Some(n.t("prompt-whose-at", &args))
}

/// An option: whose markers and how many there, and what the speakeasy would be with one fewer
/// (or, for You Dirty Rat, with one of the player's in its place).
pub fn option(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    let Choice::Player(owner) = *c else { return None };
    let w = whose(n, v, prompt)?;
    let st = v.board();
    let has = *w.influence.get(owner.index())?;
    let mut after = w.influence.clone();
    after[owner.index()] = has.saturating_sub(1);
    if w.replace
        && let Some(mine) = after.get_mut(v.seat.index())
    {
        *mine += 1;
    }
    let total = |i: &[u8]| i.iter().map(|&m| u32::from(m)).sum::<u32>();
    let (control, majority) = st.leaders(n.content, w.at, &after);
    let leader = control.or(majority);
    let then = match (control, majority) {
        _ if total(&after) == 0 => "empty",
        (Some(_), _) => "control",
        (None, Some(_)) => "majority",
        (None, None) => "none",
    };
    let lead = leader.map_or(0, |s| after.get(s.index()).copied().map_or(0, u32::from));
    let printed = &n.content.board.speakeasies[usize::from(w.at.0)];
    let closes =
        st.is_open_with(n.content, w.at, total(&w.influence)) && !st.is_open_with(n.content, w.at, total(&after));
    let leader_seat = leader.unwrap_or(Seat(0));
    let args = [
        ("seat", n.seat(owner)),
        ("you", Arg::Num(i64::from(owner == v.seat))),
        ("n", Arg::Num(i64::from(has))),
        ("then", then.into()),
        ("leader", n.seat(leader_seat)),
        ("leader_you", Arg::Num(i64::from(leader == Some(v.seat)))),
        ("lead", Arg::Num(i64::from(lead))),
        ("rest", Arg::Num(i64::from(total(&after) - lead))),
        ("closes", Arg::Num(i64::from(closes))),
        ("shaded", Arg::Num(i64::from(printed.circles_shaded))),
    ];
    Some(n.t("option-whose", &args))
}
