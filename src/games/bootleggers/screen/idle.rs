//! What a thug card waits for, or why it would do nothing, where the screen can tell from the
//! seat's view: said in its option, its help and the question that offers it.

use super::favor;
use crate::games::bootleggers::view::View;

/// Why a thug card would do nothing if played now, where the screen can tell: Safe House
/// ("Prenez jusqu'à trois de vos marqueurs d'influence des Bars Clandestins", DESCRIPTION
/// DÉTAILLÉE DES CARTES VOYOU) with none of the seat's markers on a speakeasy; a card that
/// destroys influence markers on a speakeasy (Hit, Mob War: "Détruisez un marqueur
/// d'influence de votre choix dans ce Bar Clandestin") with no marker on any speakeasy, as in
/// turn 1 before anyone has placed one (`no_markers`), or with the seat's own markers alone
/// there, the only ones it could destroy (`own_markers`).
pub fn idle(v: &View<'_>, card: crate::games::bootleggers::content::MuscleId) -> Option<&'static str> {
    if let Some(why) = favor::idle(v, card) {
        return Some(why);
    }
    let def = v.content.muscle.get(usize::from(card.0))?;
    let st = v.board();
    let in_game = || v.content.board.in_game(st.player_count()).map(|(s, _)| s);
    let out = in_game().any(|s| st.speakeasy(s).influence[v.seat] > 0);
    if def.id == "safe_house" {
        return (!out).then_some("safe_house");
    }
    // Packing Heat pays its player on the rivals' crates sold where it is played ("Prix de gros
    // pour tout le monde, pour vous c'est $1G la Caisse"; RULINGS.md): before the trucks leave
    // (phase 4, 3) no rival's crate waits at a dock, so played now it earns nothing (term
    // review 25, finding 5: offered in phase 1 with no word of it).
    if def.id == "packing_heat" {
        use crate::games::bootleggers::state::Phase;
        let waiting = st.trucks.iter().any(|t| t.at.is_some() && t.load > 0 && t.operator() != Some(v.seat));
        let early = matches!(st.phase, Phase::Authority | Phase::Influence | Phase::Production);
        return (early && !waiting).then_some("no_crates");
    }
    let destroys = def.thug().is_some_and(|t| {
        t.target == crate::games::bootleggers::content::Target::Speakeasy && t.script && t.param("destroy").is_some()
    });
    if !destroys {
        return None;
    }
    let rivals = in_game()
        .filter(|&s| st.has_influence(v.content, s))
        .any(|s| st.players.seats().any(|p| p != v.seat && st.speakeasy(s).influence[p] > 0));
    match (out, rivals) {
        (false, false) => Some("no_markers"),
        (true, false) => Some("own_markers"),
        _ => None,
    }
}

/// What a thug card on offer waits for before it can be played, where nothing on the table
/// takes it now (`no` where something does, or the screen cannot tell): an open speakeasy it may
/// go on (Thirsty: "A jouer sur un Bar Clandestin ouvert ... Ne peut pas être joué sur
/// O'Malley's"), an improvement marker on a speakeasy (Opportunity Knocks), another's offsite
/// still with a die (Muscling In), as the rules look for them (`rules::thugs`, UTILISATION DES
/// CARTES VOYOU: a card is played only on what it names).
pub fn later(v: &View<'_>, card: crate::games::bootleggers::content::MuscleId) -> &'static str {
    use crate::games::bootleggers::content::Target;
    let Some(thug) = v.content.muscle.get(usize::from(card.0)).and_then(|m| m.thug()) else { return "no" };
    let st = v.board();
    let mut in_game =
        v.content.board.in_game(st.player_count()).map(|(id, _)| id).filter(|id| !thug.not_on.contains(id));
    let there = match thug.target {
        Target::OpenSpeakeasy => in_game.any(|id| st.is_open(v.content, id)),
        Target::SpeakeasyImprovement => in_game.any(|id| st.speakeasy(id).improvements > 0),
        Target::OffsiteStill => st.players.iter().any(|(o, p)| o != v.seat && p.offsite.iter().any(|x| x.dice > 0)),
        _ => true,
    };
    match thug.target {
        _ if there => "no",
        Target::OpenSpeakeasy => "open_speakeasy",
        Target::SpeakeasyImprovement => "improvement",
        _ => "offsite_still",
    }
}
