//! UTILISATION DES CARTES VOYOU: thug cards are played whenever the authority cards are face up
//! unless the card says otherwise, higher authority first when two would be played at once.
//! The engine offers them at fixed moments of each phase (NOTES.md), in descending authority,
//! round again until every seat passes; a card just played may be answered by
//! G-Men—Investigation before it acts. Each card's effect is its script. A muscle card taken
//! (from an offer, or drawn with Windfall) is played here too ([`play_muscle`]).

use super::super::Bootleggers;
use super::super::choice::Choice;
use super::super::content::{Content, MuscleEffect, MuscleId, SpeakeasyId, Target, Window};
use super::super::event::{Event, LostBy, ThugDid, Waits};
use super::super::script::api::{Play, ThisCard};
use super::super::script::effect::{self, Effect};
use super::super::script::hooks::Hook;
use super::super::state::{Asking, Phase, State, TruckId, VigorishAsked};
use super::{Match, back_room, markers, recruit, trucks};
use crate::engine::play::{Flow, Stop};
use crate::engine::seat::Seat;
use rhai::Dynamic;

/// Whether a card's window is open at `moment` (one of the engine's fixed moments; `None`:
/// the card was just taken in phase 1).
fn window_open(m: &Match<'_>, window: Window, moment: Option<Window>) -> bool {
    let shipping = m.state.phase == Phase::Shipping;
    match window {
        Window::AuthorityFaceUp => true,
        Window::Shipping => shipping,
        Window::ShippingAfterLoading => {
            shipping && matches!(moment, Some(Window::ShippingAfterLoading | Window::TrucksLinedUp))
        }
        Window::TrucksLinedUp => moment == Some(Window::TrucksLinedUp),
        // In answer to a card (`answer`), or on a card face up before another seat.
        Window::ThugPlayed => m.state.players.iter().any(|(_, p)| !p.face_up.is_empty()),
    }
}

/// Whether something the card is played on is there (the script chooses among them).
fn target_there(m: &Match<'_>, seat: Seat, card: MuscleId) -> bool {
    target_on_table(m.content, &m.state, seat, card)
}

/// [`target_there`] read from the table alone, which is public: what a seat's screen says a
/// kept card waits for (`screen/waiting.rs`).
pub fn target_on_table(content: &Content, s: &State, seat: Seat, card: MuscleId) -> bool {
    let Some(thug) = content.muscle[usize::from(card.0)].thug() else { return false };
    let in_game = || content.board.in_game(s.player_count()).map(|(id, _)| id).filter(|id| !thug.not_on.contains(id));
    let trucks = || s.trucks.iter().filter(|t| t.owner.is_some() || t.renter.is_some());
    match thug.target {
        Target::Nothing | Target::Bootlegger | Target::AuthorityCard => true,
        Target::OpenSpeakeasy => in_game().any(|id| s.is_open(content, id)),
        Target::Speakeasy => in_game().any(|id| s.speakeasy(id).markers() > 0 || s.players[seat].reserve > 0),
        Target::SpeakeasyImprovement => in_game().any(|id| s.speakeasy(id).improvements > 0),
        Target::Still => true,
        Target::OffsiteStill => s.players.iter().any(|(o, p)| o != seat && p.offsite.iter().any(|x| x.dice > 0)),
        Target::LoadedTruck => trucks().any(|t| t.load > 0),
        Target::EmptyTruck => trucks().any(|t| t.load == 0 && t.owner.is_some() && t.owner != Some(seat)),
        Target::LinedUpTruck => trucks().any(|t| t.load > 0 && t.at.is_some()),
        Target::ThugCard => s.players.iter().any(|(o, p)| o != seat && !p.face_up.is_empty()),
    }
}

/// Whether `seat` may play `card` now: its window open, something to play it on, its price
/// payable in full (NOTES.md), a truck left in the supply for a Favor, a script to do it, and
/// the script's `can_play`, where it has one, agreeing (Hijack: "Vous ne pouvez pas jouer la
/// carte ... si vous n'avez pas de Camion vide ayant une capacité suffisante", CLARIFICATIONS).
/// A muscle card that is not a thug card (drawn with Windfall and kept) is played in the
/// authority phase of a later turn ("pendant la phase d'Autorité d'un tour futur"): a copy
/// kept this turn waits.
pub fn playable(m: &Match<'_>, seat: Seat, card: MuscleId, moment: Option<Window>) -> bool {
    waits(m, seat, card, moment).is_none()
}

/// Why `seat` may not play `card` now, the first of [`playable`]'s conditions that fails, in
/// its order; `None` where it may.
pub fn waits(m: &Match<'_>, seat: Seat, card: MuscleId, moment: Option<Window>) -> Option<Waits> {
    let printed = &m.content.muscle[usize::from(card.0)];
    let Some(thug) = printed.thug() else {
        let p = &m.state.players[seat];
        let copies = |cards: &[MuscleId]| cards.iter().filter(|&&c| c == card).count();
        let now = m.state.phase == Phase::Authority && copies(&p.hand) > copies(&p.kept_this_turn);
        return (!now).then_some(Waits::Moment);
    };
    let price = thug.param("price").unwrap_or(0.0) * thug.param("least").unwrap_or(1.0);
    let truck_left = || thug.truck.is_none_or(|size| m.state.truck_left(m.content, size));
    let effect = thug.stays_face_up || m.x.scripts.script(super::super::catalogue::muscle_key(card)).is_some();
    if !effect {
        Some(Waits::Condition)
    } else if !window_open(m, thug.window, moment) {
        Some(Waits::Moment)
    } else if (m.state.players[seat].money as f64) < price {
        Some(Waits::Money)
    } else if !truck_left() {
        Some(Waits::Truck)
    } else if !target_there(m, seat, card) {
        Some(Waits::Target)
    } else if !script_agrees(m, seat, card) {
        Some(Waits::Condition)
    } else {
        None
    }
}

/// The card script's `can_play(play)`: `true` when it has none, or when it fails (a query
/// cannot change the game; its failure is logged and the card is offered as its data says).
fn script_agrees(m: &Match<'_>, seat: Seat, card: MuscleId) -> bool {
    let scripts = &m.x.scripts;
    let Some(call) = scripts.call(super::super::catalogue::muscle_key(card), Hook::CanPlay) else { return true };
    let answer = crate::engine::script::run::query::<Bootleggers>(
        &scripts.host,
        call,
        &mut Dynamic::from(ThisCard(card)),
        (Dynamic::from(Play { player: seat, card }),),
        &m.state,
        m.content,
        Some(seat),
    );
    answer.and_then(|a| a.as_bool().ok()).unwrap_or(true)
}

/// A moment thug cards may be played: in descending authority each seat holding one it may
/// play now is asked, round again until every seat passes. With the chaotic option, influence
/// is placed first ([`markers::anytime`]).
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn window(m: &mut Match<'_>, moment: Window) -> Flow {
    if m.content.rules.chaotic_influence {
        markers::anytime(m)?;
    }
    loop {
        let mut played = false;
        for seat in m.state.by_authority(m.content) {
            let options = hand_options(m, seat, |c| playable(m, seat, c, Some(moment)));
            if options.is_empty() {
                continue;
            }
            let offered = cards_in(&options);
            if let Choice::Thug { card } = m.ask(seat, "thug", options)? {
                take_from_hand(m, seat, card);
                play(m, seat, card)?;
                played = true;
                m.check_invariants()?;
            } else {
                passed(m, seat, &offered);
            }
        }
        if !played {
            return Ok(());
        }
    }
}

/// The cards `seat` kept (`Player::thugs_passed`) that it may play now, offered once it has
/// said how many crates go on `truck` and before they do (PHASE 4, 2; UTILISATION DES CARTES
/// VOYOU: "à tout moment"): a person asks for it at the loading question (the command
/// `thug`), his screen holds it back else. A seat that never keeps a card it may play is not
/// asked. Whether a card was played.
pub fn kept_before_loading(m: &mut Match<'_>, seat: Seat, truck: TruckId) -> Flow<bool> {
    let mut played = false;
    loop {
        let kept = m.state.players[seat].thugs_passed.clone();
        let options = hand_options(m, seat, |c| kept.contains(&c) && playable(m, seat, c, Some(Window::Shipping)));
        let offered = cards_in(&options);
        if offered.is_empty() {
            return Ok(played);
        }
        match super::ask_about(m, seat, "thug", options, Asking::Loading(truck))? {
            Choice::Thug { card } => {
                take_from_hand(m, seat, card);
                play(m, seat, card)?;
                played = true;
                m.check_invariants()?;
            }
            _ => {
                passed(m, seat, &offered);
                return Ok(played);
            }
        }
    }
}

/// The thug cards among `options`.
fn cards_in(options: &[Choice]) -> Vec<MuscleId> {
    options
        .iter()
        .filter_map(|c| match c {
            Choice::Thug { card } => Some(*card),
            _ => None,
        })
        .collect()
}

/// Cards `seat` could play and did not (`Player::thugs_passed`).
fn passed(m: &mut Match<'_>, seat: Seat, cards: &[MuscleId]) {
    let p = &mut m.state.players[seat];
    for &card in cards {
        if !p.thugs_passed.contains(&card) {
            p.thugs_passed.push(card);
        }
    }
}

/// `Done`, then each card of a seat's hand that `keep` lets it play, once however many
/// copies it holds; nothing when there is none.
fn hand_options(m: &Match<'_>, seat: Seat, keep: impl Fn(MuscleId) -> bool) -> Vec<Choice> {
    card_options(&m.state.players[seat].hand, keep)
}

/// `Done`, then each of `cards` that `keep` lets through, once however many copies there
/// are; nothing when there is none.
pub fn card_options(cards: &[MuscleId], keep: impl Fn(MuscleId) -> bool) -> Vec<Choice> {
    let mut options = Vec::new();
    for &card in cards {
        if !options.contains(&Choice::Thug { card }) && keep(card) {
            options.push(Choice::Thug { card });
        }
    }
    if !options.is_empty() {
        options.insert(0, Choice::Done);
    }
    options
}

/// One copy of a card out of a seat's hand: whether it held one.
pub fn take_from_hand(m: &mut Match<'_>, seat: Seat, card: MuscleId) -> bool {
    let hand = &mut m.state.players[seat].hand;
    let held = hand.iter().position(|&c| c == card).map(|i| hand.remove(i));
    held.is_some()
}

/// Whether Friendly Union Boss (a card face up whose `wage` is 0) spares a seat its wages.
pub fn no_wages(content: &Content, state: &State, seat: Seat) -> bool {
    state.players[seat]
        .face_up
        .iter()
        .any(|&c| content.muscle[usize::from(c.0)].thug().and_then(|t| t.param("wage")) == Some(0.0))
}

/// G-Men—Investigation: the other seats, in descending authority, may cancel the card just
/// played; the first that does, does.
fn answered(m: &mut Match<'_>, seat: Seat, card: MuscleId) -> Flow<bool> {
    for other in m.state.by_authority(m.content).into_iter().filter(|&o| o != seat) {
        let answers =
            |c: MuscleId| m.content.muscle[usize::from(c.0)].thug().is_some_and(|t| t.window == Window::ThugPlayed);
        let options = hand_options(m, other, answers);
        if options.is_empty() {
            continue;
        }
        if let Choice::Thug { card: answer } = m.ask(other, "investigation", options)? {
            take_from_hand(m, other, answer);
            m.emit(Event::ThugPlayed { seat: other, card: answer });
            let spared = spared(m, seat, card);
            m.emit(Event::Cancelled { seat, card, by: other, spared });
            m.state.muscle.discard(answer);
            m.state.muscle.discard(card);
            return Ok(true);
        }
    }
    Ok(false)
}

/// The loaded trucks of the other seats a card played on a loaded truck could have been
/// played on (its truck is chosen after Investigation's answer), each with its operator and
/// load: what a cancelled G-Men—Bust a Shipment or Hijack spared. Words only: nothing reads it
/// but the narration.
fn spared(m: &Match<'_>, seat: Seat, card: MuscleId) -> Vec<(TruckId, Seat, u16)> {
    let on_loaded = m.content.muscle[usize::from(card.0)].thug().is_some_and(|t| t.target == Target::LoadedTruck);
    if !on_loaded {
        return Vec::new();
    }
    m.state
        .trucks_with_ids()
        .filter_map(|(id, t)| t.operator().filter(|&o| o != seat && t.load > 0).map(|o| (id, o, t.load)))
        .collect()
}

/// A card played: told, perhaps cancelled, then its effect (its script's effects applied, said
/// to be nothing when its script found nothing to act on, or face up in front of its player),
/// then discarded.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn play(m: &mut Match<'_>, seat: Seat, card: MuscleId) -> Flow {
    let printed = &m.content.muscle[usize::from(card.0)];
    let Some(thug) = printed.thug() else {
        // A card drawn with Windfall and kept: played by its usual rules.
        return play_muscle(m, seat, card);
    };
    let stays = thug.stays_face_up;
    m.emit(Event::ThugPlayed { seat, card });
    if answered(m, seat, card)? {
        return Ok(());
    }
    let scripts = m.x.scripts.clone();
    if let Some(call) = scripts.call(super::super::catalogue::muscle_key(card), Hook::OnPlay) {
        m.x.playing = Some((seat, card));
        m.x.declined = false;
        m.x.unasked = false;
        let effects: Flow<Vec<Effect>> = m.run_effect_hook(
            &scripts.host,
            call,
            Dynamic::from(ThisCard(card)),
            (Dynamic::from(Play { player: seat, card }),),
        );
        m.x.playing = None;
        let effects = effects?;
        let mut before = controllers(m);
        for e in &effects {
            if *e == Effect::Draw {
                // The card Windfall draws, played at once, tells the control it ends itself.
                tell_control_lost(m, seat, card, &before);
                apply(m, seat, card, e)?;
                before = controllers(m);
            } else {
                apply(m, seat, card, e)?;
            }
        }
        tell_control_lost(m, seat, card, &before);
        if effects.is_empty() && !stays {
            // Its script found nothing to act on (You Dirty Rat, DESCRIPTION DÉTAILLÉE DES CARTES
            // VOYOU, with no other bootlegger's marker to replace): said, not left to silence.
            // Or its player answered "nothing" where it offered more (Safe House: "jusqu'à
            // trois", none taken): said as his choice.
            let what = if std::mem::take(&mut m.x.declined) { ThugDid::Declined } else { ThugDid::Nothing };
            m.emit(Event::ThugDid { seat, card, what });
        }
        m.x.declined = false;
    }
    if stays {
        m.state.players[seat].face_up.push(card);
        m.emit(Event::ThugDid { seat, card, what: ThugDid::FaceUp });
    } else {
        m.state.muscle.discard(card);
    }
    Ok(())
}

/// Who controls each speakeasy in the game (Contrôle de l'influence).
fn controllers(m: &Match<'_>) -> Vec<(SpeakeasyId, Option<Seat>)> {
    m.content.board.in_game(m.state.player_count()).map(|(id, _)| (id, m.state.controller(m.content, id))).collect()
}

/// The control a card's effects ended since `before`, each told with the card named, as a
/// marker placed tells the control it ends (`markers::control_lost`): a Hit's victim read that
/// a marker of his was taken off, and not that the speakeasy's profit was no longer his.
fn tell_control_lost(m: &mut Match<'_>, seat: Seat, card: MuscleId, before: &[(SpeakeasyId, Option<Seat>)]) {
    for &(speakeasy, was) in before {
        let Some(lost) = markers::control_lost(m, speakeasy, was) else { continue };
        let fx = &m.state.speakeasy(speakeasy).effects;
        let why = if fx.control.is_some() || fx.like_police_chief.is_some() {
            LostBy::Card
        } else if lost.markers < lost.others || lost.to.is_none() {
            // Fewer than the others, or none left (Safe House moving the player's own off):
            // nobody outranks him, his markers no longer hold it.
            LostBy::Markers
        } else {
            LostBy::Authority
        };
        m.emit(Event::ThugDid { seat, card, what: ThugDid::ControlLost { speakeasy, lost, why } });
    }
}

/// One effect, and what the rules do after it: a hijacked truck already lined up sends the
/// player's truck to a dock behind every truck there (FAQ); Windfall's card played or kept.
fn apply(m: &mut Match<'_>, seat: Seat, card: MuscleId, e: &Effect) -> Flow {
    let lined = match *e {
        Effect::Hijack { from, .. } => m.state.truck(from).at,
        _ => None,
    };
    let events = effect::apply(&mut m.state, m.content, seat, card, e).map_err(Stop::Broken)?;
    m.emit_all(events);
    match *e {
        Effect::Hijack { to, .. } if lined.is_some() => send(m, seat, to),
        Effect::Draw => windfall(m, seat),
        Effect::Vigorish { owner, offsite, .. } => vigorish(m, card, owner, offsite),
        Effect::Control { speakeasy } => {
            trucks::line_up_again(m, speakeasy);
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A Little Vigorish: "Le propriétaire de cet Alambic doit vous payer $3G par dé de production
/// ou cet Alambic ne produira rien ce tour-ci". The owner answers when the card is played,
/// before that still's dice are rolled (RULINGS.md): he pays every die it has then, in full, or
/// it produces nothing this turn (NOTES.md 14). Played once the stills have rolled, it finds
/// nothing left to stop this turn. While he answers, the state holds what he is asked
/// (`Asking::Vigorish`: the card, the still and the amount), which his screen words. Holding
/// less than the amount, he is not asked: he cannot pay, and the still produces nothing.
fn vigorish(m: &mut Match<'_>, card: MuscleId, owner: Seat, offsite: Option<u8>) -> Flow {
    let Some(at) = m.state.vigorish.iter().rposition(|v| v.owner == owner && v.offsite == offsite) else {
        return Ok(());
    };
    if m.state.phase >= Phase::Production {
        m.state.vigorish.remove(at);
        return Ok(());
    }
    let v = m.state.vigorish[at];
    let p = &m.state.players[owner];
    let dice = match offsite {
        None => p.family_dice,
        Some(i) => p.offsite.get(usize::from(i)).map_or(0, |o| o.dice),
    };
    let asked = VigorishAsked { card, offsite, to: v.to, per_die: v.per_die, dice };
    let due = asked.due();
    let had = (p.money < due).then_some(p.money);
    let pays = had.is_none()
        && super::ask_about(m, owner, "vigorish", vec![Choice::Accept, Choice::Refuse], Asking::Vigorish(asked))?
            == Choice::Accept;
    if pays {
        super::pay(m, owner, Some(v.to), due)?;
        m.state.vigorish.remove(at);
    }
    m.emit(Event::Vigorish { seat: owner, offsite, to: v.to, paid: if pays { due } else { 0 }, due, had });
    Ok(())
}

/// The hijacker's truck, now loaded, sent to an open speakeasy behind the trucks there.
fn send(m: &mut Match<'_>, seat: Seat, truck: TruckId) -> Flow {
    let options: Vec<Choice> = trucks::destinations(m).into_iter().map(Choice::Speakeasy).collect();
    if options.is_empty() {
        return Ok(());
    }
    let only = options.len() == 1;
    if let Choice::Speakeasy(s) = trucks::ask_destination(m, seat, truck, options)? {
        trucks::line_up(m, seat, truck, s, only);
    }
    Ok(())
}

/// Windfall: one muscle card drawn face down, played at once or kept for the authority phase
/// of a later turn (NOTES.md: whatever its kind).
fn windfall(m: &mut Match<'_>, seat: Seat) -> Flow {
    let drawn = match m.state.muscle.draw(&mut m.state.chance.rng) {
        crate::engine::deck::Drawn::Card(c) => c,
        crate::engine::deck::Drawn::AfterReshuffle(c) => {
            m.emit(Event::MuscleReshuffled);
            c
        }
        crate::engine::deck::Drawn::Empty => return Ok(()),
    };
    m.emit(Event::ThugDid { seat, card: drawn, what: super::super::event::ThugDid::Drew { card: drawn } });
    let thug = matches!(m.content.muscle[usize::from(drawn.0)].effect, MuscleEffect::Thug(_));
    let waits = if thug { waits(m, seat, drawn, None) } else { None };
    let now = waits.is_none();
    if now && m.ask(seat, "windfall", vec![Choice::PlayNow, Choice::Keep])? == Choice::PlayNow {
        if thug { play(m, seat, drawn) } else { play_muscle(m, seat, drawn) }
    } else {
        if now && thug {
            passed(m, seat, &[drawn]);
        }
        let p = &mut m.state.players[seat];
        p.hand.push(drawn);
        if !thug {
            p.kept_this_turn.push(drawn);
        }
        m.emit(Event::Kept { seat, card: drawn, waits });
        Ok(())
    }
}

/// A muscle card taken (from an offer, or drawn with Windfall): influence and improvements
/// played at once, a thug card played at once or kept.
///
/// # Errors
/// A seat's interrupt, or a script failure on a table that stops on them.
pub fn play_muscle(m: &mut Match<'_>, seat: Seat, card: MuscleId) -> Flow {
    match m.content.muscle[usize::from(card.0)].effect.clone() {
        MuscleEffect::Influence { markers } => {
            recruit(m, seat, markers);
            m.state.muscle.discard(card);
        }
        MuscleEffect::StillImprovement { dice, new_offsite_still_dice } => {
            back_room::still_improvement(m, seat, dice, new_offsite_still_dice)?;
            m.state.muscle.discard(card);
        }
        MuscleEffect::SpeakeasyImprovement { markers } => {
            for _ in 0..markers {
                back_room::speakeasy_improvement(m, seat)?;
            }
            m.state.muscle.discard(card);
        }
        MuscleEffect::Thug(_) => {
            let waits = waits(m, seat, card, None);
            let now = waits.is_none();
            if now && m.ask(seat, "thug_taken", vec![Choice::PlayNow, Choice::Keep])? == Choice::PlayNow {
                play(m, seat, card)?;
            } else {
                if now {
                    passed(m, seat, &[card]);
                }
                m.state.players[seat].hand.push(card);
                m.emit(Event::Kept { seat, card, waits });
            }
        }
    }
    Ok(())
}
