//! The position a Bootleggers scenario file describes, built on the setup and checked as the
//! rules keep positions.

use super::super::Bootleggers;
use super::super::content::{Content, SizeId};
use super::super::state::{LinedUp, Offsite, State, Truck};
use super::file::{Id, PlayerDef, ScenarioFile, TruckDef};
use super::names::{authority, dock, muscle, size, speakeasy, truck_card};
use super::run::run_of;
use crate::engine::deck::Deck;
use crate::engine::game::Game;
use crate::engine::scenario::{Header, IMPOSSIBLE, Spot, UNKNOWN, seat};
use crate::engine::seat::{BySeat, Seat};
use toml::Spanned;

pub(super) fn new_truck(size: SizeId, owner: Seat) -> Truck {
    Truck {
        size,
        owner: Some(owner),
        marked: false,
        renter: None,
        renter_marked: false,
        load: 0,
        at: None,
        load_taken_by: None,
    }
}

/// Takes a card out of the `which` deck (muscle or truck) for a hand, a pile or the top of the
/// deck (the deck holds every copy at setup): a card placed more often than the deck holds it
/// is refused at `id`.
fn taken<C: Copy + PartialEq>(spot: Spot, deck: &mut Deck<C>, which: &str, card: C, id: &Id) -> Result<(), String> {
    if deck.take(card) {
        Ok(())
    } else {
        let message = format!(
            "no copy of `{}` is left in the {which} deck: it is placed more often than the deck holds it",
            id.get_ref()
        );
        Err(spot.at(id, IMPOSSIBLE, message))
    }
}

/// A seat the file numbers from 1, at a table of `seats`: E0502 at the number when it is none.
pub(super) fn seat_at(spot: Spot, n: &Spanned<u8>, seats: usize) -> Result<Seat, String> {
    seat(&n.get_ref().to_string(), seats).map_err(|e| spot.at(n, IMPOSSIBLE, e))
}

/// The most money a scenario may give a bootlegger (NOTES.md 37): a game ends after the sales
/// of the turn in which someone holds the end sum (`end.money`, at most $1,000,000G), and no
/// turn's sales come near a million times that. More is a position no game reaches, and a run
/// from it could carry money past what it can hold.
pub const MOST_MONEY: i64 = 1_000_000_000_000;

/// The file's turn, and a `game` run's last turn, within the game's turns (`turns`, or the short
/// game's): a game ends after its last, so no later turn is a position it reaches.
///
/// # Errors
/// The value out of range, at its `file:line:col` (E0502).
pub(super) fn clock_within_the_game(content: &Content, sc: &ScenarioFile, spot: Spot) -> Result<(), String> {
    let last = content.rules.game_turns();
    let turn = *sc.turn.get_ref();
    if !(1..=last).contains(&turn) {
        let message = format!("`turn` is {turn}: the game is played in turns 1 to {last}");
        return Err(spot.at(&sc.turn, IMPOSSIBLE, message));
    }
    if let Some(turns) = &sc.run.turns
        && !(1..=u32::from(last)).contains(turns.get_ref())
    {
        let message = format!("`turns` is {}: a game stops after a turn from 1 to its last, {last}", turns.get_ref());
        return Err(spot.at(turns, IMPOSSIBLE, message));
    }
    Ok(())
}

/// The position a file describes. Influence markers placed, marking trucks and stills come
/// out of the reserve; a position that leaves a seat more than its markers is refused.
///
/// # Errors
/// A table the game has no setup for, a name that names nothing (E0501), a position the rules
/// cannot reach (E0502): at the value's `file:line:col` where one value has it.
pub fn build(content: &Content, head: &Header, sc: &ScenarioFile, spot: Spot) -> Result<State, String> {
    run_of(spot, &sc.run)?;
    let n = head.seats();
    // The cover: "Un jeu de stratégie pour 3 à 6 Truands" (`players` in game.toml).
    Bootleggers::check_seats(content, n).map_err(|e| spot.at(&head.seats_at(), IMPOSSIBLE, e))?;
    let whole = |e: String| spot.whole(&e);
    let mut state = super::super::rules::setup::new_game(content, n, head.seed).map_err(whole)?;
    clock_within_the_game(content, sc, spot)?;
    state.turn = *sc.turn.get_ref();
    state.revealed = true;
    if sc.player.len() > n {
        return Err(whole(format!("{} [[player]] entries for {n} seats", sc.player.len())));
    }
    let seats: Vec<Seat> = state.players.seats().collect();
    for (&s, p) in seats.iter().zip(&sc.player) {
        player(content, spot, &mut state, s, p)?;
    }
    // The cards to come: each taken out of its deck, then put back on top, the first last.
    let mut muscle_deck = Vec::with_capacity(sc.muscle_deck.len());
    for id in &sc.muscle_deck {
        let c = spot.found(id, muscle(content, id.get_ref()))?;
        taken(spot, &mut state.muscle, "muscle", c, id)?;
        muscle_deck.push(c);
    }
    for &c in muscle_deck.iter().rev() {
        state.muscle.put_on_top(c);
    }
    let mut truck_deck = Vec::with_capacity(sc.truck_deck.len());
    for id in &sc.truck_deck {
        let c = spot.found(id, truck_card(content, id.get_ref()))?;
        taken(spot, &mut state.truck_deck, "truck", c, id)?;
        truck_deck.push(c);
    }
    for &c in truck_deck.iter().rev() {
        state.truck_deck.put_on_top(c);
    }
    piles(content, spot, &mut state, sc)?;
    for sp in &sc.speakeasy {
        let id = spot.found(&sp.id, speakeasy(content, sp.id.get_ref()))?;
        if sp.influence.len() > n {
            let message = format!("`{}`: markers for {} seats of {n}", sp.id.get_ref(), sp.influence.len());
            return Err(spot.at(&sp.id, IMPOSSIBLE, message));
        }
        let mut by_seat = vec![0; n];
        by_seat[..sp.influence.len()].copy_from_slice(&sp.influence);
        let st = state.speakeasy_mut(id);
        st.influence = BySeat(by_seat);
        st.improvements = sp.improvements;
    }
    let placed: u32 = state.speakeasies.iter().map(|s| u32::from(s.improvements)).sum::<u32>()
        + state.players.0.iter().map(|p| u32::from(p.back_room.improvements)).sum::<u32>();
    state.improvement_supply = u32::from(content.rules.improvement_markers)
        .checked_sub(placed)
        .and_then(|left| u8::try_from(left).ok())
        .ok_or_else(|| whole("more improvement markers than the box holds".into()))?;
    for t in &sc.truck {
        let truck = truck(content, spot, &mut state, t, n)?;
        state.trucks.push(truck);
    }
    // Markers out of the reserve: those placed, and one marking each truck, rented truck and
    // offsite still.
    for t in &mut state.trucks {
        t.marked = t.owner.is_some();
        t.renter_marked = t.renter.is_some();
    }
    let total = content.rules.influence_markers;
    for &s in &seats {
        let used = state.markers_in_use(s);
        state.players[s].reserve = u8::try_from(used)
            .ok()
            .and_then(|u| total.checked_sub(u))
            .ok_or_else(|| whole(format!("seat {s} uses {used} influence markers of {total}")))?;
    }
    state.cop = sc.cop.as_ref().map(|c| seat_at(spot, c, n)).transpose()?;
    super::super::invariants::check(content, &state)
        .map_err(|e| whole(format!("a position the rules cannot reach: {e}")))?;
    Ok(state)
}

/// The discard piles and the truck card on offer, each card taken out of its deck.
///
/// # Errors
/// An id that names nothing (E0501), a card placed more often than its deck holds it (E0502).
fn piles(content: &Content, spot: Spot, state: &mut State, sc: &ScenarioFile) -> Result<(), String> {
    for id in &sc.muscle_discard {
        let c = spot.found(id, muscle(content, id.get_ref()))?;
        taken(spot, &mut state.muscle, "muscle", c, id)?;
        state.muscle.discard(c);
    }
    let trucks = sc.truck_discard.iter().map(|id| (id, false)).chain(sc.truck_offer.iter().map(|id| (id, true)));
    for (id, offered) in trucks {
        let c = spot.found(id, truck_card(content, id.get_ref()))?;
        taken(spot, &mut state.truck_deck, "truck", c, id)?;
        if offered {
            state.truck_offer = Some(c);
        } else {
            state.truck_deck.discard(c);
        }
    }
    Ok(())
}

/// One bootlegger as the file gives it, over what the setup made.
///
/// # Errors
/// An id that names nothing (E0501), a card dealt or played twice, money out of range (E0502).
fn player(content: &Content, spot: Spot, state: &mut State, s: Seat, p: &PlayerDef) -> Result<(), String> {
    if let Some(a) = &p.authority {
        let id = spot.found(a, authority(content, i64::from(*a.get_ref())))?;
        if state.players.iter().any(|(_, q)| q.played == Some(id)) {
            return Err(spot.at(a, IMPOSSIBLE, format!("authority card {} is played twice", a.get_ref())));
        }
        for q in &mut state.players.0 {
            q.authority.retain(|&x| x != id);
        }
        state.players[s].played = Some(id);
    }
    if let Some(hand) = &p.authority_hand {
        let mut ids = Vec::with_capacity(hand.len());
        for a in hand {
            let id = spot.found(a, authority(content, i64::from(*a.get_ref())))?;
            if ids.contains(&id) || state.players.iter().any(|(_, q)| q.played == Some(id)) {
                return Err(spot.at(a, IMPOSSIBLE, format!("authority card {} is dealt twice", a.get_ref())));
            }
            ids.push(id);
        }
        for q in &mut state.players.0 {
            q.authority.retain(|x| !ids.contains(x));
        }
        ids.sort_by_key(|a| content.authority[usize::from(a.0)].number);
        state.players[s].authority = ids;
    }
    if let Some(trucks) = &p.trucks {
        state.trucks.retain(|t| t.owner != Some(s));
        for t in trucks {
            let size = spot.found(t, size(content, t.get_ref()))?;
            state.trucks.push(new_truck(size, s));
        }
    }
    let pl = &mut state.players[s];
    if let Some(m) = &p.money {
        let money = *m.get_ref();
        if money < 0 {
            return Err(spot.at(m, IMPOSSIBLE, format!("seat {s}'s money is ${money}G, below nothing")));
        }
        if money > MOST_MONEY {
            return Err(spot.helped(
                m,
                IMPOSSIBLE,
                format!("seat {s}'s money is ${money}G, more than a game of Bootleggers reaches"),
                format!("at most ${MOST_MONEY}G"),
            ));
        }
        pl.money = money;
    }
    if let Some(f) = p.family {
        pl.family_dice = f;
    }
    if let Some(o) = &p.offsite {
        pl.offsite = o.iter().map(|&dice| Offsite { dice, marked: true }).collect();
    }
    if let Some(x) = p.influence {
        pl.back_room.influence = x;
    }
    if let Some(x) = p.crates {
        pl.back_room.crates = x;
    }
    if let Some(x) = p.dice {
        pl.back_room.dice = x;
    }
    if let Some(x) = p.improvements {
        pl.back_room.improvements = x;
    }
    if let Some(x) = p.warehouse {
        pl.warehouse = x;
    }
    for id in &p.thugs {
        let c = spot.found(id, muscle(content, id.get_ref()))?;
        taken(spot, &mut state.muscle, "muscle", c, id)?;
        state.players[s].hand.push(c);
    }
    for id in &p.face_up {
        let c = spot.found(id, muscle(content, id.get_ref()))?;
        taken(spot, &mut state.muscle, "muscle", c, id)?;
        state.players[s].face_up.push(c);
    }
    Ok(())
}

/// A truck of `[[truck]]`: loaded, rented, lined up at its dock after those before it.
///
/// # Errors
/// A size, speakeasy or dock that names nothing (E0501), a seat not at the table or a dock its
/// speakeasy does not have (E0502).
fn truck(content: &Content, spot: Spot, state: &mut State, t: &TruckDef, n: usize) -> Result<Truck, String> {
    let owner = seat_at(spot, &t.owner, n)?;
    let mut truck = new_truck(spot.found(&t.size, size(content, t.size.get_ref()))?, owner);
    truck.renter = t.renter.as_ref().map(|r| seat_at(spot, r, n)).transpose()?;
    truck.load = t.load;
    if let Some(where_) = &t.at {
        let Some((s, d)) = where_.get_ref().split_once(':') else {
            let message = format!("`{}` is no place at a speakeasy", where_.get_ref());
            return Err(spot.helped(where_, UNKNOWN, message, "write `speakeasy:dock`".into()));
        };
        let speakeasy = spot.found(where_, speakeasy(content, s.trim()))?;
        let dock = spot.found(where_, dock(content, d.trim()))?;
        let printed = &content.board.speakeasies[usize::from(speakeasy.0)];
        if !printed.docks.contains(&dock) {
            let docks: Vec<&str> =
                printed.docks.iter().map(|d| content.board.docks[usize::from(d.0)].id.as_str()).collect();
            return Err(spot.helped(
                where_,
                IMPOSSIBLE,
                format!("`{}` has no `{}` dock", printed.id, d.trim()),
                format!("its docks: {}", docks.join(", ")),
            ));
        }
        truck.at = Some(LinedUp { speakeasy, dock, order: state.arrivals });
        state.arrivals += 1;
    }
    Ok(truck)
}
