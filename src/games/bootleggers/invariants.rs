//! What must always hold in a Bootleggers position, checked in checking mode: every seat's
//! influence markers accounted for (reserve, back room, speakeasies, marking trucks and
//! stills), no speakeasy over its circles or improvement slots, no truck over its capacity or
//! carrying crates with no operator, no more trucks of a size than the box holds, no still over
//! its slots, every card in one place, money never below nothing.

use super::content::Content;
use super::state::State;

/// # Errors
/// What broke, in words.
pub fn check(content: &Content, s: &State) -> Result<(), String> {
    let r = &content.rules;
    for (seat, p) in s.players.iter() {
        if p.money < 0 {
            return Err(format!("seat {seat} has ${}G", p.money));
        }
        let total = usize::from(p.reserve) + s.markers_in_use(seat);
        if total != usize::from(r.influence_markers) {
            return Err(format!("seat {seat} has {total} influence markers, not {}", r.influence_markers));
        }
        if p.family_dice == 0 || p.family_dice > content.board.family_still.max_dice() {
            return Err(format!("seat {seat}'s family still has {} dice", p.family_dice));
        }
        if p.offsite.iter().any(|o| o.dice > content.board.offsite_still.max_dice()) {
            return Err(format!("an offsite still of seat {seat} has too many dice"));
        }
        if usize::from(s.safe_house[seat]) > usize::from(p.back_room.influence) {
            return Err(format!("seat {seat} has more markers waiting from Safe House than in its back room"));
        }
    }
    let boards: usize = s.players.iter().map(|(_, p)| p.offsite.len()).sum();
    if boards > usize::from(content.board.offsite_still.boards) {
        return Err(format!("{boards} offsite stills are in play"));
    }
    for (i, sp) in s.speakeasies.iter().enumerate() {
        let printed = &content.board.speakeasies[i];
        if sp.markers() > u32::from(printed.circles()) {
            return Err(format!("{} holds {} markers in {} circles", printed.id, sp.markers(), printed.circles()));
        }
        if sp.improvements > printed.improvement_slots {
            return Err(format!("{} holds {} improvements", printed.id, sp.improvements));
        }
    }
    let placed: u32 = s.speakeasies.iter().map(|sp| u32::from(sp.improvements)).sum();
    let waiting: u32 = s.players.0.iter().map(|p| u32::from(p.back_room.improvements)).sum();
    if placed + waiting + u32::from(s.improvement_supply) != u32::from(r.improvement_markers) {
        return Err(format!(
            "{} speakeasy improvement markers, not {}",
            placed + waiting + u32::from(s.improvement_supply),
            r.improvement_markers
        ));
    }
    for (i, t) in s.trucks.iter().enumerate() {
        if t.load > u16::from(r.truck(t.size).capacity) {
            return Err(format!("truck {i} carries {} crates", t.load));
        }
        if t.load > 0 && t.operator().is_none() {
            return Err(format!("truck {i} carries crates for nobody"));
        }
        if t.owner.is_none() && t.renter.is_none() {
            return Err(format!("truck {i} is lent to nobody"));
        }
    }
    for (size, printed) in super::content::numbered(&r.trucks) {
        let n = s.trucks_of_size(super::content::SizeId(size));
        if n > usize::from(printed.miniatures) {
            return Err(format!("{n} {} trucks are in play", printed.id));
        }
    }
    cards(content, s)
}

/// Every muscle card in one place: the deck, the discards, the offers, a hand or face up.
fn cards(content: &Content, s: &State) -> Result<(), String> {
    let mut held = s.muscle.len() + s.muscle_offer.len();
    for (_, p) in s.players.iter() {
        held += p.hand.len() + p.face_up.len();
    }
    if held != content.muscle_deck_len() {
        return Err(format!("{held} muscle cards, not {}", content.muscle_deck_len()));
    }
    let trucks = s.truck_deck.len() + usize::from(s.truck_offer.is_some());
    if trucks != content.truck_deck_len() {
        return Err(format!("{trucks} truck cards, not {}", content.truck_deck_len()));
    }
    Ok(())
}
