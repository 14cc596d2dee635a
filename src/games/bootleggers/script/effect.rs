//! What a thug card's script does, collected while its hook runs and applied when it returns:
//! each effect is one change the card's text names (HOOKS.md, "Effects"), checked against the
//! position when the script asks for it, so a refused one fails the hook at its line.

use super::super::choice::StillRef;
use super::super::content::{Content, MuscleId, SizeId, SpeakeasyId};
use super::super::event::{Event, ThugDid};
use super::super::state::{State, Truck, TruckId, Vigorish};
use crate::engine::seat::Seat;

/// One effect of a thug card played by `by`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Hit, Mob War, Double Cross: a marker of `owner` destroyed (back to its reserve: FAQ).
    Destroy {
        speakeasy: SpeakeasyId,
        owner: Seat,
    },
    /// Double Cross: one of the player's markers from the reserve onto the speakeasy.
    Add {
        speakeasy: SpeakeasyId,
    },
    /// You Dirty Rat: a marker of `owner` replaced by one of the player's from the reserve.
    Replace {
        speakeasy: SpeakeasyId,
        owner: Seat,
    },
    /// Big Payoff, the Politics cards: paid in full to the bank.
    PayBank {
        amount: i64,
    },
    /// Moll: `from` pays the bank what it can of `amount`.
    Spend {
        from: Seat,
        amount: i64,
    },
    /// City and State Politics: markers from the reserve into the back room.
    Recruit {
        seat: Seat,
        markers: u8,
    },
    /// Big City Boys: authority added to a seat's card this turn, in tenths.
    Authority {
        seat: Seat,
        tenths: u16,
    },
    /// Big Payoff: control this turn.
    Control {
        speakeasy: SpeakeasyId,
    },
    /// G-Men—Bust a Speakeasy: closed this turn.
    Close {
        speakeasy: SpeakeasyId,
    },
    /// Copper in the House: like O'Malley's this turn, at this price.
    LikePoliceChief {
        speakeasy: SpeakeasyId,
        wholesale: u32,
    },
    /// Thirsty: more demand dice this turn.
    ExtraDice {
        speakeasy: SpeakeasyId,
        dice: u8,
    },
    /// Word of Mouth: more margin a crate this turn.
    ExtraMargin {
        speakeasy: SpeakeasyId,
        margin: u32,
    },
    /// Packing Heat: every other seller there pays the player so much a crate (RULINGS.md).
    PackingHeat {
        speakeasy: SpeakeasyId,
        per_crate: u32,
        /// The speakeasy was the script's only target, taken without a question.
        only: bool,
    },
    /// A Little Vigorish: the still's owner pays so much a die or it produces nothing.
    Vigorish {
        owner: Seat,
        offsite: Option<u8>,
        per_die: u32,
    },
    /// Muscling In: a die of an offsite still taken to one of the player's stills.
    TakeDie {
        owner: Seat,
        offsite: u8,
        to: StillRef,
    },
    /// Turf War: an offsite still destroyed, or one die of a family still.
    DestroyOffsite {
        owner: Seat,
        offsite: u8,
    },
    RemoveFamilyDie {
        owner: Seat,
    },
    /// Opportunity Knocks.
    MoveImprovement {
        from: SpeakeasyId,
        to: SpeakeasyId,
    },
    /// The Favors: a truck of that size from the supply, the player's for this turn.
    LendTruck {
        size: SizeId,
    },
    /// G-Men—Bust a Shipment: the load seized.
    Seize {
        truck: TruckId,
    },
    /// Hijack: the load moved onto one of the player's empty trucks.
    Hijack {
        from: TruckId,
        to: TruckId,
    },
    /// Hey, Free Truck: the truck becomes the player's.
    Steal {
        truck: TruckId,
    },
    /// Move Over, Pigeon: the truck's load sold for the player.
    TakeLoad {
        truck: TruckId,
    },
    /// Safe House: one of the player's markers off a speakeasy, to the back room (until the
    /// next turn) or onto another speakeasy.
    SafeHouse {
        from: SpeakeasyId,
        to: Option<SpeakeasyId>,
    },
    /// Warehouse: unloaded crates kept for the next turn.
    Warehouse,
    /// G-Men—Investigation on a card face up: discarded.
    DiscardFaceUp {
        seat: Seat,
        card: MuscleId,
    },
    /// Windfall: one muscle card drawn face down, played at once or kept (the rules ask).
    Draw,
}

fn refuse<T>(why: impl Into<String>) -> Result<T, String> {
    Err(why.into())
}

fn speakeasy_name(content: &Content, s: SpeakeasyId) -> &str {
    &content.board.speakeasies[usize::from(s.0)].id
}

/// Whether a speakeasy is one a card may name: in this game and with influence circles.
fn with_circles(state: &State, content: &Content, s: SpeakeasyId) -> Result<(), String> {
    let printed = content.board.speakeasies.get(usize::from(s.0)).ok_or("no such speakeasy")?;
    if !printed.used_with(state.player_count()) {
        return refuse(format!("{} is not in this game", printed.id));
    }
    if !printed.influence {
        return refuse(format!("{} has no influence circles", printed.id));
    }
    Ok(())
}

fn open(state: &State, content: &Content, s: SpeakeasyId) -> Result<(), String> {
    if state.is_open(content, s) { Ok(()) } else { refuse(format!("{} is not open", speakeasy_name(content, s))) }
}

/// A speakeasy a card changes for the turn: one it may name ([`with_circles`]), and open.
fn open_with_circles(state: &State, content: &Content, s: SpeakeasyId) -> Result<(), String> {
    with_circles(state, content, s)?;
    open(state, content, s)
}

fn truck(state: &State, t: TruckId) -> Result<&Truck, String> {
    state.trucks.get(usize::from(t.0)).ok_or_else(|| format!("no truck {}", t.0))
}

/// What applying an effect gives: the events that tell it, or why the rules refuse it.
type Applied = Result<Vec<Event>, String>;

/// Applies one effect of a card played by `by`, with the events that tell it, by what it acts on.
///
/// # Errors
/// When the rules refuse it: the hook fails.
pub fn apply(state: &mut State, content: &Content, by: Seat, card: MuscleId, e: &Effect) -> Result<Vec<Event>, String> {
    match *e {
        Effect::Destroy { .. } | Effect::Replace { .. } | Effect::Add { .. } | Effect::SafeHouse { .. } => {
            apply_to_markers(state, content, by, card, e)
        }
        Effect::PayBank { .. } | Effect::Spend { .. } | Effect::Recruit { .. } | Effect::Authority { .. } => {
            apply_to_seats(state, by, card, e)
        }
        Effect::Control { .. }
        | Effect::Close { .. }
        | Effect::LikePoliceChief { .. }
        | Effect::ExtraDice { .. }
        | Effect::ExtraMargin { .. }
        | Effect::PackingHeat { .. }
        | Effect::MoveImprovement { .. } => apply_to_speakeasies(state, content, by, card, e),
        Effect::Vigorish { .. }
        | Effect::TakeDie { .. }
        | Effect::DestroyOffsite { .. }
        | Effect::RemoveFamilyDie { .. } => apply_to_stills(state, content, by, card, e),
        Effect::LendTruck { .. }
        | Effect::Seize { .. }
        | Effect::Hijack { .. }
        | Effect::Steal { .. }
        | Effect::TakeLoad { .. }
        | Effect::Warehouse => apply_to_trucks(state, content, by, card, e),
        Effect::Draw => Ok(Vec::new()),
        Effect::DiscardFaceUp { seat, card: c } => {
            let p = state.players.0.get_mut(seat.index()).ok_or("no such seat")?;
            let Some(i) = p.face_up.iter().position(|&x| x == c) else { return refuse("no such card face up") };
            p.face_up.remove(i);
            state.muscle.discard(c);
            Ok(vec![Event::Cancelled { seat, card: c, by, spared: Vec::new() }])
        }
    }
}

/// Influence markers: destroyed, added, replaced, or moved to safety.
fn apply_to_markers(state: &mut State, content: &Content, by: Seat, card: MuscleId, e: &Effect) -> Applied {
    let did = |what: ThugDid| Event::ThugDid { seat: by, card, what };
    let mut out = Vec::new();
    match *e {
        Effect::Destroy { speakeasy, owner } | Effect::Replace { speakeasy, owner } => {
            with_circles(state, content, speakeasy)?;
            let was = state.is_open(content, speakeasy);
            let n = state.speakeasy_mut(speakeasy).influence.0.get_mut(owner.index()).ok_or("no such seat")?;
            if *n == 0 {
                return refuse(format!("seat {owner} has no marker at {}", speakeasy_name(content, speakeasy)));
            }
            *n -= 1;
            state.players[owner].reserve += 1;
            if matches!(e, Effect::Replace { .. }) {
                if owner == by {
                    return refuse("You Dirty Rat replaces another bootlegger's marker");
                }
                add_from_reserve(state, by, speakeasy)?;
                out.push(did(ThugDid::Replaced { speakeasy, owner }));
            } else {
                out.push(did(ThugDid::Destroyed { speakeasy, owner }));
            }
            if was && !state.is_open(content, speakeasy) {
                out.push(Event::Closed { speakeasy });
            }
        }
        Effect::Add { speakeasy } => {
            with_circles(state, content, speakeasy)?;
            let circles = content.board.speakeasies[usize::from(speakeasy.0)].circles();
            if state.speakeasy(speakeasy).markers() >= u32::from(circles) {
                return refuse(format!("every circle of {} is taken", speakeasy_name(content, speakeasy)));
            }
            let was = state.is_open(content, speakeasy);
            add_from_reserve(state, by, speakeasy)?;
            out.push(did(ThugDid::Added { speakeasy }));
            if !was && state.is_open(content, speakeasy) {
                out.push(Event::Opened { speakeasy, by_marker: None });
            }
        }
        Effect::SafeHouse { from, to } => {
            let n = &mut state.speakeasy_mut(from).influence[by];
            if *n == 0 {
                return refuse("no marker of the player's there");
            }
            let was = state.is_open(content, from);
            state.speakeasy_mut(from).influence[by] -= 1;
            match to {
                Some(s) => {
                    with_circles(state, content, s)?;
                    let circles = content.board.speakeasies[usize::from(s.0)].circles();
                    if s == from || state.speakeasy(s).markers() >= u32::from(circles) {
                        return refuse("no free circle there");
                    }
                    state.speakeasy_mut(s).influence[by] += 1;
                }
                None => {
                    state.players[by].back_room.influence += 1;
                    state.safe_house[by] += 1;
                }
            }
            out.push(did(ThugDid::SafeHouse { moved: vec![(from, to)] }));
            if was && !state.is_open(content, from) {
                out.push(Event::Closed { speakeasy: from });
            }
        }
        ref other => unreachable!("{other:?} is not routed here by `apply`"),
    }
    Ok(out)
}

/// The bank and the seats: payments, recruits, authority.
fn apply_to_seats(state: &mut State, by: Seat, card: MuscleId, e: &Effect) -> Applied {
    let did = |what: ThugDid| Event::ThugDid { seat: by, card, what };
    let mut out = Vec::new();
    match *e {
        Effect::PayBank { amount } => {
            let p = &mut state.players[by];
            if amount < 0 || p.money < amount {
                return refuse(format!("cannot pay ${amount}G (has ${}G)", p.money));
            }
            p.money -= amount;
            out.push(did(ThugDid::Paid { to: None, amount }));
        }
        Effect::Spend { from, amount } => {
            seat_of(state, from)?;
            let paid = state.pay_what_it_can(from, amount);
            out.push(Event::ThugDid { seat: from, card, what: ThugDid::Paid { to: None, amount: paid } });
        }
        Effect::Recruit { seat, markers } => {
            seat_of(state, seat)?;
            let markers = state.recruit(seat, markers);
            out.push(Event::Recruited { seat, markers });
        }
        Effect::Authority { seat, tenths } => {
            let b = state.authority_bonus.0.get_mut(seat.index()).ok_or("no such seat")?;
            *b = b.saturating_add(tenths);
            out.push(Event::ThugDid { seat: by, card, what: ThugDid::Authority { bonus: tenths, on: Some(seat) } });
        }
        ref other => unreachable!("{other:?} is not routed here by `apply`"),
    }
    Ok(out)
}

/// A speakeasy changed for this turn, or an improvement moved between two.
fn apply_to_speakeasies(state: &mut State, content: &Content, by: Seat, card: MuscleId, e: &Effect) -> Applied {
    let did = |what: ThugDid| Event::ThugDid { seat: by, card, what };
    let mut out = Vec::new();
    match *e {
        Effect::Control { speakeasy } => {
            open_with_circles(state, content, speakeasy)?;
            state.speakeasy_mut(speakeasy).effects.control = Some(by);
            out.push(did(ThugDid::Control { speakeasy }));
        }
        Effect::Close { speakeasy } => {
            open(state, content, speakeasy)?;
            state.speakeasy_mut(speakeasy).effects.closed = true;
            out.push(did(ThugDid::Speakeasy { speakeasy, change: "closed".into(), n: 0, price: None, only: false }));
        }
        Effect::LikePoliceChief { speakeasy, wholesale } => {
            open_with_circles(state, content, speakeasy)?;
            state.speakeasy_mut(speakeasy).effects.like_police_chief = Some(wholesale);
            out.push(did(ThugDid::Speakeasy {
                speakeasy,
                change: "police_chief".into(),
                n: i64::from(wholesale),
                price: None,
                only: false,
            }));
        }
        Effect::ExtraDice { speakeasy, dice } => {
            open_with_circles(state, content, speakeasy)?;
            let fx = &mut state.speakeasy_mut(speakeasy).effects;
            fx.extra_dice = fx.extra_dice.saturating_add(dice);
            out.push(did(ThugDid::Speakeasy {
                speakeasy,
                change: "thirsty".into(),
                n: i64::from(dice),
                price: None,
                only: false,
            }));
        }
        Effect::ExtraMargin { speakeasy, margin } => {
            open_with_circles(state, content, speakeasy)?;
            let fx = &mut state.speakeasy_mut(speakeasy).effects;
            fx.extra_margin = fx.extra_margin.saturating_add(margin);
            out.push(did(ThugDid::Speakeasy {
                speakeasy,
                change: "word_of_mouth".into(),
                n: i64::from(margin),
                price: None,
                only: false,
            }));
        }
        Effect::PackingHeat { speakeasy, per_crate, only } => {
            open_with_circles(state, content, speakeasy)?;
            state.speakeasy_mut(speakeasy).effects.packing_heat = Some((by, per_crate));
            // What the others are paid a crate there (PHASE 5, 2), and whether the script had
            // no other speakeasy to offer (then picked without a question).
            let price = content
                .board
                .speakeasies
                .get(usize::from(speakeasy.0))
                .map(|p| i64::from(p.wholesale(state.player_count())));
            let n = i64::from(per_crate);
            out.push(did(ThugDid::Speakeasy { speakeasy, change: "packing_heat".into(), n, price, only }));
        }
        Effect::MoveImprovement { from, to } => {
            open(state, content, to)?;
            let slots = content.board.speakeasies[usize::from(to.0)].improvement_slots;
            if from == to || state.speakeasy(from).improvements == 0 || state.speakeasy(to).improvements >= slots {
                return refuse("no improvement to move there");
            }
            state.speakeasy_mut(from).improvements -= 1;
            state.speakeasy_mut(to).improvements += 1;
            out.push(did(ThugDid::ImprovementMoved { from, to }));
        }
        ref other => unreachable!("{other:?} is not routed here by `apply`"),
    }
    Ok(out)
}

/// Stills: vigorish on one, a die taken or destroyed, an offsite still destroyed.
fn apply_to_stills(state: &mut State, content: &Content, by: Seat, card: MuscleId, e: &Effect) -> Applied {
    let did = |what: ThugDid| Event::ThugDid { seat: by, card, what };
    let mut out = Vec::new();
    match *e {
        Effect::Vigorish { owner, offsite, per_die } => {
            still_exists(state, owner, offsite)?;
            state.vigorish.push(Vigorish { owner, offsite, to: by, per_die });
            out.push(did(ThugDid::Vigorish { owner, offsite }));
        }
        Effect::TakeDie { owner, offsite, to } => {
            let o = state.players.0.get_mut(owner.index()).and_then(|p| p.offsite.get_mut(usize::from(offsite)));
            let o = o.ok_or("no such offsite still")?;
            if o.dice == 0 {
                return refuse("that offsite still has no die");
            }
            o.dice -= 1;
            let p = &mut state.players[by];
            let b = &content.board;
            match to {
                StillRef::Family if p.family_dice < b.family_still.max_dice() => p.family_dice += 1,
                StillRef::Offsite(i)
                    if p.offsite.get(usize::from(i)).is_some_and(|o| o.dice < b.offsite_still.max_dice()) =>
                {
                    p.offsite[usize::from(i)].dice += 1;
                }
                StillRef::BackRoom if p.back_room.dice < u8::MAX => p.back_room.dice += 1,
                StillRef::BackRoom => return refuse("the back room holds as many dice as it can"),
                _ => return refuse("no free slot on that still"),
            }
            out.push(did(ThugDid::DieTaken { owner, offsite: Some(offsite), to }));
        }
        Effect::DestroyOffsite { owner, offsite } => {
            let p = state.players.0.get_mut(owner.index()).ok_or("no such seat")?;
            if usize::from(offsite) >= p.offsite.len() {
                return refuse("no such offsite still");
            }
            let gone = p.offsite.remove(usize::from(offsite));
            if gone.marked {
                p.reserve += 1;
            }
            state.vigorish.retain(|v| !(v.owner == owner && v.offsite == Some(offsite)));
            for v in state.vigorish.iter_mut().filter(|v| v.owner == owner) {
                if let Some(i) = v.offsite.as_mut().filter(|i| **i > offsite) {
                    *i -= 1;
                }
            }
            out.push(did(ThugDid::OffsiteDestroyed { owner, offsite }));
        }
        Effect::RemoveFamilyDie { owner } => {
            let p = state.players.0.get_mut(owner.index()).ok_or("no such seat")?;
            if p.family_dice <= 1 {
                return refuse("the last die of a family still cannot be destroyed");
            }
            p.family_dice -= 1;
            out.push(did(ThugDid::DieDestroyed { owner }));
        }
        ref other => unreachable!("{other:?} is not routed here by `apply`"),
    }
    Ok(out)
}

/// Trucks and their loads, and crates kept in the warehouse.
fn apply_to_trucks(state: &mut State, content: &Content, by: Seat, card: MuscleId, e: &Effect) -> Applied {
    let did = |what: ThugDid| Event::ThugDid { seat: by, card, what };
    let mut out = Vec::new();
    match *e {
        Effect::LendTruck { size } => {
            let printed = content.rules.trucks.get(usize::from(size.0)).ok_or("no such truck size")?;
            if state.trucks_of_size(size) >= usize::from(printed.miniatures) {
                return refuse(format!("no {} truck is left in the supply", printed.id));
            }
            state.trucks.push(Truck {
                size,
                owner: None,
                marked: false,
                renter: Some(by),
                renter_marked: false,
                load: 0,
                at: None,
                load_taken_by: None,
            });
            let t = state.last_truck().ok_or("no truck in play")?;
            out.push(did(ThugDid::Truck { truck: t, change: "lent".into(), owner: None }));
        }
        Effect::Seize { truck: t } => {
            let tr = truck(state, t)?;
            if tr.load == 0 {
                return refuse("that truck carries nothing");
            }
            let owner = tr.operator();
            let tr = state.truck_mut(t);
            tr.load = 0;
            tr.at = None;
            out.push(did(ThugDid::Truck { truck: t, change: "seized".into(), owner }));
        }
        Effect::Hijack { from, to } => {
            let load = truck(state, from)?.load;
            let dest = truck(state, to)?;
            if load == 0 || dest.operator() != Some(by) || dest.load > 0 || dest.at.is_some() {
                return refuse("Hijack needs a loaded truck and an empty truck of the player's at home");
            }
            if u16::from(content.rules.truck(dest.size).capacity) < load {
                return refuse("the hijacked crates do not fit on that truck (FAQ: not split)");
            }
            let owner = truck(state, from)?.operator();
            state.truck_mut(from).load = 0;
            state.truck_mut(to).load = load;
            out.push(did(ThugDid::Truck { truck: from, change: "hijacked".into(), owner }));
        }
        Effect::Steal { truck: t } => {
            let tr = truck(state, t)?;
            if tr.load > 0 || tr.owner.is_none() || tr.owner == Some(by) {
                return refuse("Hey, Free Truck takes another bootlegger's empty truck");
            }
            let (owner, marked, renter, renter_marked) = (tr.owner, tr.marked, tr.renter, tr.renter_marked);
            let operator = tr.operator();
            if let Some(o) = owner.filter(|_| marked) {
                state.players[o].reserve += 1;
            }
            if let Some(r) = renter.filter(|_| renter_marked) {
                state.players[r].reserve += 1;
            }
            let mine = state.take_marker(by);
            let tr = state.truck_mut(t);
            tr.owner = Some(by);
            tr.marked = mine;
            tr.renter = None;
            tr.renter_marked = false;
            tr.at = None;
            out.push(did(ThugDid::Truck { truck: t, change: "stolen".into(), owner: operator }));
        }
        Effect::TakeLoad { truck: t } => {
            let tr = truck(state, t)?;
            if tr.at.is_none() || tr.load == 0 {
                return refuse("Move Over, Pigeon is played on a loaded truck lined up at a speakeasy");
            }
            let owner = tr.operator();
            state.truck_mut(t).load_taken_by = Some(by);
            out.push(did(ThugDid::Truck { truck: t, change: "taken".into(), owner }));
        }
        Effect::Warehouse => {
            if !state.warehouse.contains(&by) {
                state.warehouse.push(by);
            }
            out.push(did(ThugDid::Warehouse));
        }
        ref other => unreachable!("{other:?} is not routed here by `apply`"),
    }
    Ok(out)
}

fn add_from_reserve(state: &mut State, by: Seat, s: SpeakeasyId) -> Result<(), String> {
    if !state.take_marker(by) {
        return refuse("no marker left in the reserve");
    }
    state.speakeasy_mut(s).influence[by] += 1;
    Ok(())
}

/// A seat a script named, if the table has it.
fn seat_of(state: &State, seat: Seat) -> Result<(), String> {
    if seat.index() < state.seats() { Ok(()) } else { refuse(format!("no seat {seat}")) }
}

fn still_exists(state: &State, owner: Seat, offsite: Option<u8>) -> Result<(), String> {
    let p = state.players.0.get(owner.index()).ok_or("no such seat")?;
    match offsite {
        Some(i) if usize::from(i) >= p.offsite.len() => refuse("no such offsite still"),
        _ => Ok(()),
    }
}
